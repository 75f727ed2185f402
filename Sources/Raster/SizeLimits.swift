/// The largest picture a buffer may hold; checked before anything is allocated.
public struct SizeLimits: Sendable, Hashable {
  public var maxWidth: Int
  public var maxHeight: Int
  public var maxPixels: Int

  public init(maxWidth: Int, maxHeight: Int, maxPixels: Int) {
    self.maxWidth = maxWidth
    self.maxHeight = maxHeight
    self.maxPixels = maxPixels
  }

  /// 16384 pixels a side and 64 mebipixels (256 MiB of RGBA8) in all.
  public static let standard = SizeLimits(maxWidth: 16384, maxHeight: 16384, maxPixels: 1 << 26)

  /// Throws unless `width` x `height` is a size a buffer may have.
  public func check(width: Int, height: Int) throws(RasterError) {
    guard width > 0, height > 0 else {
      throw RasterError.invalidSize("\(width)x\(height) has no pixels")
    }
    guard width <= maxWidth, height <= maxHeight else {
      throw RasterError.invalidSize(
        "\(width)x\(height) is larger than the limit of \(maxWidth)x\(maxHeight)")
    }
    guard width.multipliedReportingOverflow(by: height).partialValue <= maxPixels else {
      throw RasterError.invalidSize(
        "\(width)x\(height) is \(width * height) pixels, more than the limit of \(maxPixels)")
    }
  }
}
