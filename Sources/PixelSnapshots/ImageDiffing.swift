import PNGCodec
import Raster

extension Diffing where Format == PixelBuffer {
  /// Pictures stored as PNG (the small-file preset), compared under `comparison`. A failure
  /// attaches the diff image.
  public static func image(_ comparison: ImageComparison = .exact,
                           encoder: PNGEncoder = .small) -> Diffing<PixelBuffer> {
    Diffing(
      toData: { try encoder.encode($0) },
      fromData: { try PNGDecoder().decode($0) },
      diff: { expected, actual in
        let result = comparison.compare(expected: expected, actual: actual)
        if result.passed { return nil }
        var attachments: [(suffix: String, bytes: [UInt8])] = []
        if let image = result.diffImage, let bytes = try? PNGEncoder.fast.encode(image) {
          attachments.append((suffix: "diff.png", bytes: bytes))
        }
        return DiffFailure(message: result.message, attachments: attachments,
                           details: result.diff.map { DiffDetails($0, expected) })
      })
  }

  /// Pictures compared perceptually (pixelmatch 7.2.0), for pictures from elsewhere: a failure
  /// attaches pixelmatch's diff image. Translucent pixels are compared as straight samples
  /// recovered from the premultiplied buffer.
  public static func perceptual(_ comparison: PerceptualComparison) -> Diffing<PixelBuffer> {
    Diffing(
      toData: { try PNGEncoder.small.encode($0) },
      fromData: { try PNGDecoder().decode($0) },
      diff: { expected, actual in
        guard expected.width == actual.width, expected.height == actual.height else {
          return DiffFailure(message: "size differs: expected "
                             + "\(expected.width)x\(expected.height), "
                             + "actual \(actual.width)x\(actual.height)")
        }
        var output: [UInt8]? = [UInt8](repeating: 0, count: expected.bytes.count)
        let count = comparison.differingPixels(expected.straightRGBA(), actual.straightRGBA(),
                                               width: expected.width, height: expected.height,
                                               output: &output)
        guard count > comparison.maxDifferingPixels else { return nil }
        var attachments: [(suffix: String, bytes: [UInt8])] = []
        if let output, let image = try? PixelBuffer(width: expected.width, height: expected.height,
                                                    straightRGBA: output),
           let bytes = try? PNGEncoder.fast.encode(image) {
          attachments.append((suffix: "diff.png", bytes: bytes))
        }
        return DiffFailure(message: "\(count) pixels differ perceptually (pixelmatch threshold "
                             + "\(comparison.threshold), \(comparison.maxDifferingPixels) allowed)",
                           attachments: attachments,
                           details: DiffDetails(PixelDiff(expected, actual), expected))
      })
  }
}

extension Snapshotting where Value == PixelBuffer, Format == PixelBuffer {
  /// A picture, compared exactly.
  public static var image: Snapshotting<PixelBuffer, PixelBuffer> { .image() }

  /// A picture, compared with a per-channel `tolerance` and allowing up to
  /// `maxDifferingPixels` (plus `maxDifferingShare` of all) pixels to differ.
  public static func image(tolerance: Int = 0, maxDifferingPixels: Int = 0,
                           maxDifferingShare: Double = 0)
    -> Snapshotting<PixelBuffer, PixelBuffer>
  {
    let comparison = ImageComparison(tolerance: tolerance, maxDifferingPixels: maxDifferingPixels,
                                     maxDifferingShare: maxDifferingShare)
    return Snapshotting(pathExtension: "png", diffing: .image(comparison)) { $0 }
  }
}

extension DiffDetails {
  /// The numbers of `diff`, a comparison with `expected`.
  init(_ diff: PixelDiff, _ expected: PixelBuffer) {
    let box = diff.bounds.map { [$0.x, $0.y, $0.width, $0.height] }
    self.init(differing: diff.differingPixels, total: diff.totalPixels, box: box,
              maxDelta: diff.maxChannelDifference, size: [expected.width, expected.height])
  }
}
