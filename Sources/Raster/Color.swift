/// An sRGB colour with an opacity, as SwiftUI's `Color` is in light mode.
///
/// Components are straight (not premultiplied) and lie in 0...1; out-of-range and NaN values
/// are clamped when the colour is made. A colour becomes 8-bit premultiplied pixels only when it
/// is drawn (`premultiplied`), by exact rounding, so the same colour always gives the same bytes.
public struct Color: Sendable, Hashable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double
  /// What the colour is in dark mode, for colours that change with the appearance (SwiftUI's
  /// named colours, `.primary`, UIKit's system colours); nil for one that does not. Drawing
  /// uses the light components; a view resolves the colour first (`resolved(dark:)`).
  public private(set) var dark: Variant?

  /// A colour's components, for the dark variant.
  public struct Variant: Sendable, Hashable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
  }

  /// A colour that is `light` in light mode and `dark` in dark mode.
  public init(light: Color, dark: Color) {
    self = light.resolved(dark: false)
    let d = dark.resolved(dark: true)
    self.dark = Variant(red: d.red, green: d.green, blue: d.blue, alpha: d.alpha)
  }

  /// The colour in one appearance, with no dark variant left.
  public func resolved(dark isDark: Bool) -> Color {
    guard isDark, let dark else {
      var copy = self
      copy.dark = nil
      return copy
    }
    return Color(red: dark.red, green: dark.green, blue: dark.blue, opacity: dark.alpha)
  }

  /// True when the colour has the same components as `other` in light mode.
  public func sameLight(as other: Color) -> Bool {
    red == other.red && green == other.green && blue == other.blue && alpha == other.alpha
  }

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
    copy.dark?.alpha = Color.clampUnit((dark?.alpha ?? 0) * Color.clampUnit(amount))
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
  /// A colour of 8-bit components in light mode and others in dark mode.
  static func dynamic(_ l: (Int, Int, Int, Double), _ d: (Int, Int, Int, Double)) -> Color {
    Color(light: Color(r: l.0, g: l.1, b: l.2, opacity: l.3),
          dark: Color(r: d.0, g: d.1, b: d.2, opacity: d.3))
  }

  // SwiftUI's named colours (sRGB 0-255): the light-mode values SCREENS.md lists, and the dark
  // ones of iOS 17 (Apple's Human Interface Guidelines, "Color", system colours).
  public static let red = dynamic((255, 59, 48, 1), (255, 69, 58, 1))
  public static let orange = dynamic((255, 149, 0, 1), (255, 159, 10, 1))
  public static let yellow = dynamic((255, 204, 0, 1), (255, 214, 10, 1))
  public static let green = dynamic((52, 199, 89, 1), (48, 209, 88, 1))
  public static let mint = dynamic((0, 199, 190, 1), (99, 230, 226, 1))
  public static let teal = dynamic((48, 176, 199, 1), (64, 200, 224, 1))
  public static let cyan = dynamic((50, 173, 230, 1), (100, 210, 255, 1))
  public static let blue = dynamic((0, 122, 255, 1), (10, 132, 255, 1))
  public static let indigo = dynamic((88, 86, 214, 1), (94, 92, 230, 1))
  public static let purple = dynamic((175, 82, 222, 1), (191, 90, 242, 1))
  public static let pink = dynamic((255, 45, 85, 1), (255, 55, 95, 1))
  public static let brown = dynamic((162, 132, 94, 1), (172, 142, 104, 1))
  public static let gray = Color(r: 142, g: 142, b: 147)
  public static let black = Color(r: 0, g: 0, b: 0)
  public static let white = Color(r: 255, g: 255, b: 255)
  public static let clear = Color(r: 0, g: 0, b: 0, opacity: 0)
  /// Text and symbols: black in light mode, white in dark mode (UIKit's `label`).
  public static let primary = dynamic((0, 0, 0, 1), (255, 255, 255, 1))
  /// Secondary text (UIKit's `secondaryLabel`).
  public static let secondary = dynamic((60, 60, 67, 0.6), (235, 235, 245, 0.6))
  /// The separator colour that `Divider` draws (UIKit's `separator`).
  public static let separator = dynamic((60, 60, 67, 0.29), (84, 84, 88, 0.6))
  /// The app's accent colour: blue, as in a new project.
  public static let accentColor = blue
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
