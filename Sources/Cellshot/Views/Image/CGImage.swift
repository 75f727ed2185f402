// Core Graphics' bitmap, as UIKit code meets it: `UIImage.cgImage`, `UIImage(cgImage:)`,
// cropping a picture (`cgImage.cropping(to:)`). Here it holds Cellshot's pixels.

/// A bitmap of premultiplied RGBA8 pixels, as Core Graphics' `CGImage`.
public final class CGImage: @unchecked Sendable, Hashable {
  /// The pixels.
  public let pixels: PixelBuffer

  public init(pixels: PixelBuffer) { self.pixels = pixels }

  public var width: Int { pixels.width }
  public var height: Int { pixels.height }
  public var bitsPerComponent: Int { 8 }
  public var bitsPerPixel: Int { 32 }
  public var bytesPerRow: Int { pixels.rowBytes }

  /// The part of the bitmap in `rect` (in pixels, clipped to the bitmap); nil when none is.
  public func cropping(to rect: CGRect) -> CGImage? {
    let x0 = max(0, Int(rect.minX.rounded(.down))), y0 = max(0, Int(rect.minY.rounded(.down)))
    let x1 = min(width, Int(rect.maxX.rounded(.up))), y1 = min(height, Int(rect.maxY.rounded(.up)))
    guard rect.width.isFinite, rect.height.isFinite, x1 > x0, y1 > y0 else { return nil }
    var bytes: [UInt8] = []
    bytes.reserveCapacity((x1 - x0) * (y1 - y0) * 4)
    for y in y0..<y1 {
      let row = pixels.row(y)
      bytes += row[(row.startIndex + x0 * 4)..<(row.startIndex + x1 * 4)]
    }
    guard let cropped = try? PixelBuffer(width: x1 - x0, height: y1 - y0,
                                         premultipliedRGBA: bytes)
    else { return nil }
    return CGImage(pixels: cropped)
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: CGImage, _ b: CGImage) -> Bool { a.pixels == b.pixels }
  public func hash(into hasher: inout Hasher) { hasher.combine(pixels) }
}
