import CellshotTesting
import PNGCodec
import Raster

/// `cellshot diff A.png B.png [--out DIFF.png] [--tolerance N] [--max-pixels N]
/// [--perceptual [--threshold T] [--include-aa]]`: exit 0 when the pictures match, 1 when
/// they differ, 2 on an error.
enum DiffCommand {
  @MainActor static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments,
                             valueOptions: ["--out", "--tolerance", "--max-pixels", "--threshold"],
                             flagOptions: ["--perceptual", "--include-aa"])
    guard args.operands.count == 2 else {
      throw UsageError("diff needs two PNG files, got \(args.operands.count)")
    }
    let (pathA, pathB) = (args.operands[0], args.operands[1])
    let maxPixels = try args.integer("--max-pixels", default: 0, in: 0...Int.max)
    let tolerance = try args.integer("--tolerance", default: 0, in: 0...255)
    var threshold: Double?
    if let text = args.values["--threshold"] {
      guard let t = Double(text), (0...1).contains(t) else {
        throw UsageError("--threshold must be a number in 0...1, not '\(text)'")
      }
      threshold = t
    }
    let perceptual = args.flags.contains("--perceptual")
    if !perceptual, let option = ["--threshold"].first(where: { args.values[$0] != nil }) {
      throw UsageError("\(option) needs --perceptual")
    }
    if !perceptual, args.flags.contains("--include-aa") {
      throw UsageError("--include-aa needs --perceptual")
    }
    if perceptual, args.values["--tolerance"] != nil {
      throw UsageError("--tolerance does not apply with --perceptual (use --threshold)")
    }
    let decoder = PNGDecoder()
    // Identical files are compared in blocks, neither held whole, and one is decoded: two
    // copies of a broken file are an error naming it, not a match. A file that cannot be read
    // is reported by the decoder below, with its name.
    if args.values["--out"] == nil,
       (try? FileBytes.sameContents(pathA, pathB, maxBytes: decoder.maxFileBytes)) == true {
      _ = try decoder.decodeFileStraight(pathA)
      print("same file contents")
      return 0
    }
    let a = try decoder.decodeFileStraight(pathA)
    let b = try decoder.decodeFileStraight(pathB)
    guard a.info.width == b.info.width, a.info.height == b.info.height else {
      print("sizes differ: \(a.info.width)x\(a.info.height) and \(b.info.width)x\(b.info.height)")
      return 1
    }
    let width = a.info.width, height = a.info.height

    if perceptual {
      var comparison = PerceptualComparison(includeAA: args.flags.contains("--include-aa"),
                                            maxDifferingPixels: maxPixels)
      if let threshold { comparison.threshold = threshold }
      var output: [UInt8]? = args.values["--out"] == nil ? nil : [UInt8](repeating: 0, count: a.rgba.count)
      let count = comparison.differingPixels(a.rgba, b.rgba, width: width, height: height, output: &output)
      if let out = args.values["--out"], let output {
        try PNGEncoder.fast.write(try PixelBuffer(width: width, height: height, straightRGBA: output), to: out)
        print("wrote \(out)")
      }
      print("\(count) of \(width * height) pixels differ perceptually (threshold \(comparison.threshold))")
      return count <= maxPixels ? 0 : 1
    }

    let bufferA = try PixelBuffer(width: width, height: height, straightRGBA: a.rgba)
    let bufferB = try PixelBuffer(width: width, height: height, straightRGBA: b.rgba)
    let comparison = ImageComparison(tolerance: tolerance, maxDifferingPixels: maxPixels)
    let result = comparison.compare(expected: bufferA, actual: bufferB)
    if let out = args.values["--out"] {
      try PNGEncoder.fast.write(ImageComparison.diffImage(expected: bufferA, actual: bufferB,
                                                          tolerance: tolerance), to: out)
      print("wrote \(out)")
    }
    print(result.message)
    return result.passed ? 0 : 1
  }
}
