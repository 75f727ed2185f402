/// A point in a plane whose y axis points down, in pixels or points.
public struct Point: Sendable, Hashable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)

  public var description: String { "(\(fmt(x)), \(fmt(y)))" }
}

/// A width and a height.
public struct Size: Sendable, Hashable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(fmt(width))x\(fmt(height))" }
}

/// An axis-aligned rectangle: an origin (top-left) and a size.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The rectangle of whole pixels `pixels` covers.
  public init(_ pixels: IntRect) {
    self.init(x: Double(pixels.x), y: Double(pixels.y), width: Double(pixels.width),
              height: Double(pixels.height))
  }

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var center: Point { Point(x: midX, y: midY) }

  /// True when the rectangle has no area (or a NaN side).
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom (shrunk
  /// when negative).
  public func insetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx,
         height: size.height - 2 * dy)
  }

  public func offsetBy(dx: Double, dy: Double) -> Rect {
    Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
  }

  /// The overlap; a zero-size rectangle when there is none.
  public func intersection(_ other: Rect) -> Rect {
    let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
    let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  /// The smallest rectangle holding both.
  public func union(_ other: Rect) -> Rect {
    let x0 = min(minX, other.minX), y0 = min(minY, other.minY)
    return Rect(x: x0, y: y0, width: max(maxX, other.maxX) - x0,
                height: max(maxY, other.maxY) - y0)
  }

  /// Every coordinate multiplied by `factor`.
  public func scaled(by factor: Double) -> Rect {
    Rect(x: origin.x * factor, y: origin.y * factor, width: size.width * factor,
         height: size.height * factor)
  }

  /// The pixels this rectangle touches, as a grid rectangle (empty when it touches none).
  public var enclosingPixels: IntRect {
    guard !isEmpty, minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
      return IntRect(x: 0, y: 0, width: 0, height: 0)
    }
    let limit = Double(1 << 30)
    let x0 = Int(max(-limit, min(limit, minX)).rounded(.down))
    let y0 = Int(max(-limit, min(limit, minY)).rounded(.down))
    let x1 = Int(max(-limit, min(limit, maxX)).rounded(.up))
    let y1 = Int(max(-limit, min(limit, maxY)).rounded(.up))
    return IntRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// The largest rectangle of `aspect`'s proportions that fits inside this one, centred (what
  /// SwiftUI's `.aspectRatio(contentMode: .fit)` draws).
  public func aspectFit(_ aspect: Size) -> Rect {
    guard aspect.width > 0, aspect.height > 0 else { return self }
    let scale = min(width / aspect.width, height / aspect.height)
    return centered(Size(width: aspect.width * scale, height: aspect.height * scale))
  }

  /// The smallest rectangle of `aspect`'s proportions that covers this one, centred (what
  /// `.aspectRatio(contentMode: .fill)` draws before clipping).
  public func aspectFill(_ aspect: Size) -> Rect {
    guard aspect.width > 0, aspect.height > 0 else { return self }
    let scale = max(width / aspect.width, height / aspect.height)
    return centered(Size(width: aspect.width * scale, height: aspect.height * scale))
  }

  /// A rectangle of `size` with the same centre.
  public func centered(_ size: Size) -> Rect {
    Rect(x: midX - size.width / 2, y: midY - size.height / 2, width: size.width,
         height: size.height)
  }

  public var description: String {
    "(\(fmt(minX)), \(fmt(minY)), \(fmt(width))x\(fmt(height)))"
  }
}

/// The four corner radii of a rounded rectangle, clockwise from the top-left.
public struct CornerRadii: Sendable, Hashable {
  public var topLeft: Double
  public var topRight: Double
  public var bottomRight: Double
  public var bottomLeft: Double

  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius at every corner.
  public init(_ radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  public static let zero = CornerRadii(0)

  public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }

  /// Each radius plus `amount`, floored at 0.
  public func adding(_ amount: Double) -> CornerRadii {
    CornerRadii(topLeft: max(0, topLeft + amount), topRight: max(0, topRight + amount),
                bottomRight: max(0, bottomRight + amount), bottomLeft: max(0, bottomLeft + amount))
  }

  /// Each radius times `factor`.
  public func scaled(by factor: Double) -> CornerRadii {
    CornerRadii(topLeft: topLeft * factor, topRight: topRight * factor,
                bottomRight: bottomRight * factor, bottomLeft: bottomLeft * factor)
  }

  /// Radii fitted to `size`: negative and NaN radii become 0, radii over 10^18 (infinity
  /// among them) become 10^18, and when two radii on one side add up to more than the side,
  /// every radius is scaled down by the same factor (the CSS rule, which SwiftUI's per-corner
  /// shapes follow). So `CornerRadii(.infinity)` makes a capsule, as in SwiftUI.
  public func fitted(to size: Size) -> CornerRadii {
    func clean(_ r: Double) -> Double { r.isNaN ? 0 : min(max(0, r), 1e18) }
    var r = CornerRadii(topLeft: clean(topLeft), topRight: clean(topRight),
                        bottomRight: clean(bottomRight), bottomLeft: clean(bottomLeft))
    var factor = 1.0
    func limit(_ side: Double, _ a: Double, _ b: Double) {
      if a + b > side, a + b > 0 { factor = min(factor, max(0, side) / (a + b)) }
    }
    limit(size.width, r.topLeft, r.topRight)
    limit(size.width, r.bottomLeft, r.bottomRight)
    limit(size.height, r.topLeft, r.bottomLeft)
    limit(size.height, r.topRight, r.bottomRight)
    if factor < 1 { r = r.scaled(by: factor) }
    return r
  }
}

/// A rectangle on the pixel grid.
public struct IntRect: Sendable, Hashable, CustomStringConvertible {
  public var x: Int
  public var y: Int
  public var width: Int
  public var height: Int

  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Int { x + width }
  public var maxY: Int { y + height }
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// The overlap of two rectangles; empty (zero size) when they do not meet.
  public func intersection(_ other: IntRect) -> IntRect {
    let x0 = max(x, other.x), y0 = max(y, other.y)
    let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
    return IntRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  public var description: String { "(\(x), \(y), \(width)x\(height))" }
}

/// A number for dumps: integers without a fraction, others with up to 3 decimals.
@usableFromInline
func fmt(_ value: Double) -> String {
  if value.isNaN { return "nan" }
  if value.isInfinite { return value > 0 ? "inf" : "-inf" }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    return String(Int(rounded))
  }
  var text = String(rounded)
  if text.contains("e") { return text }
  while text.hasSuffix("0") { text.removeLast() }
  return text
}
