import PNGCodec
import Raster

/// `cellshot diff A.png B.png`: exit 0 when every pixel is the same, 1 when they differ.
enum DiffCommand {
  static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments)
    guard args.operands.count == 2 else {
      throw UsageError("diff needs two PNG files, got \(args.operands.count)")
    }
    let decoder = PNGDecoder()
    let a = try decoder.decodeFile(args.operands[0])
    let b = try decoder.decodeFile(args.operands[1])
    guard a.width == b.width, a.height == b.height else {
      print("sizes differ: \(a.width)x\(a.height) and \(b.width)x\(b.height)")
      return 1
    }
    let diff = PixelDiff(a, b)
    if diff.differingPixels == 0 {
      print("same pixels (\(a.width)x\(a.height))")
      return 0
    }
    print("\(diff.differingPixels) of \(diff.totalPixels) pixels differ, within \(diff.bounds!), largest channel difference \(diff.maxChannelDifference)")
    return 1
  }
}
