#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Raster

/// How strictly two images must agree.
public struct ImageComparison: Sendable, Hashable {
  /// A pixel differs when some channel differs by more than this (0: exact).
  public var tolerance: Int
  /// The most pixels that may differ.
  public var maxDifferingPixels: Int
  /// The largest share (0...1) of pixels that may differ, on top of `maxDifferingPixels`.
  public var maxDifferingShare: Double

  public init(tolerance: Int = 0, maxDifferingPixels: Int = 0, maxDifferingShare: Double = 0) {
    self.tolerance = max(0, tolerance)
    self.maxDifferingPixels = max(0, maxDifferingPixels)
    self.maxDifferingShare = max(0, maxDifferingShare)
  }

  /// Every pixel identical: the default, since Cellshot renders the same pixels everywhere.
  public static let exact = ImageComparison()

  /// The most differing pixels allowed in a picture of `total` pixels.
  func allowed(of total: Int) -> Int {
    maxDifferingPixels + Int(Double(total) * maxDifferingShare)
  }
}

/// The outcome of comparing two pictures, with what a person needs to see why.
public struct ImageComparisonResult: Sendable {
  public var passed: Bool
  public var message: String
  public var diff: PixelDiff?
  /// Differing pixels in a strong colour over a faded copy of the expected picture.
  public var diffImage: PixelBuffer?
}

extension ImageComparison {
  /// Compares `actual` with `expected` under this comparison.
  public func compare(expected: PixelBuffer, actual: PixelBuffer) -> ImageComparisonResult {
    guard expected.width == actual.width, expected.height == actual.height else {
      return ImageComparisonResult(
        passed: false,
        message: "size differs: expected \(expected.width)x\(expected.height), "
          + "actual \(actual.width)x\(actual.height)",
        diff: nil, diffImage: nil)
    }
    if expected == actual {
      return ImageComparisonResult(passed: true, message: "same pixels", diff: nil, diffImage: nil)
    }
    let diff = PixelDiff(expected, actual, tolerance: tolerance)
    let allowed = allowed(of: diff.totalPixels)
    let share = Double(diff.differingPixels) / Double(max(1, diff.totalPixels)) * 100
    var message = "\(diff.differingPixels) of \(diff.totalPixels) pixels differ"
    message += " (\(formatPercent(share))%)"
    if let box = diff.bounds {
      message += ", within x \(box.x)..<\(box.maxX), y \(box.y)..<\(box.maxY)"
    }
    message += ", largest channel difference \(diff.maxChannelDifference)"
    if tolerance > 0 || allowed > 0 {
      message += " (tolerance \(tolerance), \(allowed) pixels allowed)"
    }
    let passed = diff.differingPixels <= allowed
    return ImageComparisonResult(
      passed: passed, message: message, diff: diff,
      diffImage: passed ? nil : Self.diffImage(expected: expected, actual: actual,
                                               tolerance: tolerance))
  }

  /// Changed pixels in magenta over the expected picture faded to a light grey.
  public static func diffImage(expected: PixelBuffer, actual: PixelBuffer, tolerance: Int = 0)
    -> PixelBuffer
  {
    var out = expected
    out.bytes.withUnsafeMutableBufferPointer { o in
      actual.bytes.withUnsafeBufferPointer { a in
        var i = 0
        while i < o.count {
          var d = 0
          for c in 0..<4 { d = max(d, abs(Int(o[i + c]) - Int(a[i + c]))) }
          if d > tolerance {
            o[i] = 255
            o[i + 1] = 0
            o[i + 2] = 255
          } else {
            // Luma of the expected pixel over white, faded three quarters of the way to white.
            let alpha = Int(o[i + 3])
            let r = Int(o[i]) + 255 - alpha, g = Int(o[i + 1]) + 255 - alpha
            let b = Int(o[i + 2]) + 255 - alpha
            let luma = (r * 77 + g * 150 + b * 29) >> 8
            let faded = UInt8(255 - (255 - luma) / 4)
            o[i] = faded
            o[i + 1] = faded
            o[i + 2] = faded
          }
          o[i + 3] = 255
          i += 4
        }
      }
    }
    return out
  }
}

func formatPercent(_ value: Double) -> String {
  let scaled = (value * 100).rounded() / 100
  return scaled == scaled.rounded() ? String(Int(scaled)) : String(scaled)
}
