// Image's Core Graphics initialisers with an orientation, and the image-level settings a
// still picture shows as it is: the dynamic range (Cellshot draws standard range, which is
// what a picture allowed `.high` shows of standard-range pixels), cap insets and resizing
// modes. Rule: an orientation turns or mirrors the pixels when the image is made (exact, no
// filtering), as EXIF's orientations do.

extension Image {
  /// How an image's pixels are turned for display, as SwiftUI's `Image.Orientation` (its raw
  /// values are SwiftUI's).
  @frozen public enum Orientation: UInt8, CaseIterable, Hashable, Sendable {
    case up = 0
    case upMirrored = 2
    case down = 6
    case downMirrored = 4
    /// Turned 90° counterclockwise.
    case left = 1
    /// Turned 90° clockwise and flipped horizontally.
    case leftMirrored = 3
    /// Turned 90° clockwise.
    case right = 7
    /// Turned 90° counterclockwise and flipped horizontally.
    case rightMirrored = 5

    /// The display size of pixels `width` x `height` in this orientation.
    func size(_ width: Int, _ height: Int) -> (Int, Int) {
      switch self {
      case .up, .upMirrored, .down, .downMirrored: return (width, height)
      default: return (height, width)
      }
    }

    /// Which pixel of the original (`width` x `height`) is shown at `(x, y)` of the display.
    func source(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> (Int, Int) {
      switch self {
      case .up: return (x, y)
      case .upMirrored: return (width - 1 - x, y)
      case .down: return (width - 1 - x, height - 1 - y)
      case .downMirrored: return (x, height - 1 - y)
      case .left: return (width - 1 - y, x)
      case .leftMirrored: return (y, x)
      case .right: return (y, height - 1 - x)
      case .rightMirrored: return (width - 1 - y, height - 1 - x)
      }
    }

    /// `pixels` as displayed in this orientation.
    func display(_ pixels: PixelBuffer) -> PixelBuffer {
      guard self != .up else { return pixels }
      let (w, h) = size(pixels.width, pixels.height)
      guard var out = try? PixelBuffer(width: w, height: h) else { return pixels }
      for y in 0..<h {
        for x in 0..<w {
          let (sx, sy) = source(x, y, pixels.width, pixels.height)
          out[x, y] = pixels[sx, sy]
        }
      }
      return out
    }
  }

  /// A Core Graphics picture, `scale` pixels per point, turned by `orientation`.
  public init(_ cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up, label: Text) {
    self.init(pixelBuffer: orientation.display(cgImage.pixels), scale: scale, label: "CGImage")
  }

  /// A Core Graphics picture marked as decoration, turned by `orientation`.
  public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Orientation = .up) {
    self.init(pixelBuffer: orientation.display(cgImage.pixels), scale: scale, label: "CGImage")
  }

  /// The range of brightness an image may show, as SwiftUI's `Image.DynamicRange`.
  public struct DynamicRange: Hashable, Sendable {
    let name: String
    /// Standard dynamic range: what Cellshot draws.
    public static let standard = DynamicRange(name: "standard")
    /// Some extended range: a PNG's pixels are standard range, so drawn the same.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The display's full range: drawn as standard (the picture is 8-bit sRGB).
    public static let high = DynamicRange(name: "high")
  }

  /// The range the image may use: accepted; a picture is drawn in standard range.
  public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }

  /// How a resizable image fills the space beyond its cap insets.
  public enum ResizingMode: Sendable, Hashable {
    case tile
    case stretch
  }

  /// Resizable, its edges kept by `capInsets`: with no insets and `.stretch`, as
  /// `resizable()`. Insets and tiling are accepted: the picture is stretched whole, and the
  /// render says so.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
    -> Image
  {
    var copy = resizable()
    if capInsets != EdgeInsets() || resizingMode == .tile {
      copy.drawingNote = "Image.resizable(capInsets:resizingMode:) draws the picture stretched "
        + "whole (cap insets and tiling are not drawn)"
    }
    return copy
  }
}

private struct AllowedDynamicRangeKey: EnvironmentKey {
  static let defaultValue: Image.DynamicRange? = nil
}

extension EnvironmentValues {
  /// The dynamic range images within may use (nil: their own). Accepted: a PNG is standard
  /// range, so every image is drawn so.
  public var allowedDynamicRange: Image.DynamicRange? {
    get { self[AllowedDynamicRangeKey.self] }
    set { self[AllowedDynamicRangeKey.self] = newValue }
  }
}

extension View {
  /// Sets the dynamic range images within may use (accepted: a PNG is standard range).
  public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
    EnvironmentModifier(content: self) { $0.allowedDynamicRange = range }
  }
}
