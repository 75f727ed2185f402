/// An sRGB colour with an opacity: one concrete colour, as the rasterizer draws it.
///
/// Components are straight (not premultiplied) and lie in 0...1; out-of-range and NaN values
/// are clamped when the colour is made. A colour becomes 8-bit premultiplied pixels only when it
/// is drawn (`premultiplied`), by exact rounding, so the same colour always gives the same bytes.
/// Colours that change with the appearance are the view layer's business: it resolves them to
/// one of these before anything is drawn.
public struct Color: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  /// True when the colour has the same components as `other`.
  @available(*, deprecated, message: "a Raster colour has one appearance: compare with ==")
  public func sameLight(as other: Color) -> Bool { self == other }

  /// Makes a colour from components in 0...1.
  public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
    self.red = Color.clampUnit(red)
    self.green = Color.clampUnit(green)
    self.blue = Color.clampUnit(blue)
    self.alpha = Color.clampUnit(opacity)
  }

  /// Makes a colour from 8-bit sRGB components, as design tools give them.
  public init(r: Int, g: Int, b: Int, opacity: Double = 1) {
    self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255,
              opacity: opacity)
  }

  /// Makes a grey of the given white level.
  public init(white: Double, opacity: Double = 1) {
    self.init(red: white, green: white, blue: white, opacity: opacity)
  }

  /// This colour with its opacity multiplied by `amount` (clamped to 0...1).
  public func opacity(_ amount: Double) -> Color {
    var copy = self
    copy.alpha = Color.clampUnit(alpha * Color.clampUnit(amount))
    return copy
  }

  /// The colour as one premultiplied RGBA8 pixel: each component rounded to 8 bits, then
  /// multiplied by the 8-bit alpha with exact rounding.
  public var premultiplied: RGBA8 {
    let a = Color.quantize(alpha)
    return RGBA8(
      r: UInt8(truncatingIfNeeded: div255(Color.quantize(red) * a)),
      g: UInt8(truncatingIfNeeded: div255(Color.quantize(green) * a)),
      b: UInt8(truncatingIfNeeded: div255(Color.quantize(blue) * a)),
      a: UInt8(truncatingIfNeeded: a))
  }

  /// `x` in 0...1 to 0...255, rounding half up; only IEEE multiply and add, so exact everywhere.
  @inlinable
  public static func quantize(_ x: Double) -> Int {
    Int(clampUnit(x) * 255 + 0.5)
  }

  @inlinable
  static func clampUnit(_ x: Double) -> Double {
    x.isNaN ? 0 : min(max(x, 0), 1)
  }
}

extension Color {
  // SwiftUI's named colours as iOS draws them in light mode (sRGB 0-255), for pictures drawn
  // directly; the view layer's `Color` has their dark values too.
  public static let red = Color(r: 255, g: 59, b: 48)
  public static let orange = Color(r: 255, g: 149, b: 0)
  public static let yellow = Color(r: 255, g: 204, b: 0)
  public static let green = Color(r: 52, g: 199, b: 89)
  public static let mint = Color(r: 0, g: 199, b: 190)
  public static let teal = Color(r: 48, g: 176, b: 199)
  public static let cyan = Color(r: 50, g: 173, b: 230)
  public static let blue = Color(r: 0, g: 122, b: 255)
  public static let indigo = Color(r: 88, g: 86, b: 214)
  public static let purple = Color(r: 175, g: 82, b: 222)
  public static let pink = Color(r: 255, g: 45, b: 85)
  public static let brown = Color(r: 162, g: 132, b: 94)
  public static let gray = Color(r: 142, g: 142, b: 147)
  public static let black = Color(r: 0, g: 0, b: 0)
  public static let white = Color(r: 255, g: 255, b: 255)
  public static let clear = Color(r: 0, g: 0, b: 0, opacity: 0)
}

/// One premultiplied RGBA8 pixel: each colour component is at most `a`.
public struct RGBA8: Sendable, Hashable, CustomStringConvertible {
  public var r: UInt8
  public var g: UInt8
  public var b: UInt8
  public var a: UInt8

  public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    self.r = r
    self.g = g
    self.b = b
    self.a = a
  }

  public static let transparent = RGBA8(r: 0, g: 0, b: 0, a: 0)

  /// Premultiplies a straight pixel, rounding exactly.
  @inlinable
  public init(straightR r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let alpha = Int(a)
    self.init(
      r: UInt8(truncatingIfNeeded: div255(Int(r) * alpha)),
      g: UInt8(truncatingIfNeeded: div255(Int(g) * alpha)),
      b: UInt8(truncatingIfNeeded: div255(Int(b) * alpha)),
      a: a)
  }

  /// The straight components, rounding exactly: round(c * 255 / a). Premultiplying the result
  /// gives this pixel back.
  @inlinable
  public var straight: (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    (unpremultiply(r, a), unpremultiply(g, a), unpremultiply(b, a), a)
  }

  public var description: String { "rgba(\(r), \(g), \(b), \(a))" }
}

/// `x / 255` rounded to nearest, exact for 0 <= x <= 255 * 255 + 127 (Blinn's trick).
@inlinable
public func div255(_ x: Int) -> Int {
  let t = x + 128
  return (t + (t >> 8)) >> 8
}

/// `c * 255 / a` rounded to nearest, for a premultiplied component `c <= a`; 0 when `a` is 0.
@inlinable
public func unpremultiply(_ c: UInt8, _ a: UInt8) -> UInt8 {
  if a == 0 { return 0 }
  if a == 255 { return c }
  let value = (Int(c) * 255 + Int(a) / 2) / Int(a)
  return UInt8(truncatingIfNeeded: min(value, 255))
}
