// UIKit/: the UIKit names SwiftUI code touches (UIColor, UIFont and string measuring,
// UIScreen, text input traits), as values over Cellshot's own: colours resolve as Color's do,
// fonts measure with the renderer's fonts. No UIKit behaviour beyond what a picture shows.

// UIKit's semantic and system colours, as `Color(.systemGray5)` and `Color(uiColor:)` take them,
// with their light and dark values (iOS 17; Apple's Human Interface Guidelines, "Color"). A view
// draws the one its environment's `colorScheme` asks for.

/// A UIKit colour, for `Color(_:)` and `Color(uiColor:)`: a class, as UIKit's, so that an
/// app's extensions may add convenience initializers (`UIColor(hex:)`); immutable, equal when
/// its colours are.
public final class UIColor: NSObject, @unchecked Sendable {
  public let color: Color

  public init(_ color: Color) { self.color = color }
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: Double(red), green: Double(green), blue: Double(blue),
                  opacity: Double(alpha))
  }
  public init(white: CGFloat, alpha: CGFloat) {
    color = Color(white: Double(white), opacity: Double(alpha))
  }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIColor)?.color == color
  }
  public override var hash: Int { color.hashValue }
  public override var description: String { "UIColor(\(color))" }

  static func dynamic(_ l: (Int, Int, Int, Double), _ d: (Int, Int, Int, Double)) -> UIColor {
    UIColor(Color(light: Color(r: l.0, g: l.1, b: l.2, opacity: l.3),
                  dark: Color(r: d.0, g: d.1, b: d.2, opacity: d.3)))
  }

  // Labels and text.
  public static let label = UIColor(.primary)
  public static let secondaryLabel = UIColor(.secondary)
  public static let tertiaryLabel = dynamic((60, 60, 67, 0.3), (235, 235, 245, 0.3))
  public static let quaternaryLabel = dynamic((60, 60, 67, 0.18), (235, 235, 245, 0.16))
  public static let placeholderText = dynamic((60, 60, 67, 0.3), (235, 235, 245, 0.3))
  public static let link = dynamic((0, 122, 255, 1), (9, 132, 255, 1))
  // Separators.
  public static let separator = UIColor(.separator)
  public static let opaqueSeparator = dynamic((198, 198, 200, 1), (56, 56, 58, 1))
  // Backgrounds.
  public static let systemBackground = dynamic((255, 255, 255, 1), (0, 0, 0, 1))
  public static let secondarySystemBackground = dynamic((242, 242, 247, 1), (28, 28, 30, 1))
  public static let tertiarySystemBackground = dynamic((255, 255, 255, 1), (44, 44, 46, 1))
  public static let systemGroupedBackground = dynamic((242, 242, 247, 1), (0, 0, 0, 1))
  public static let secondarySystemGroupedBackground = dynamic((255, 255, 255, 1), (28, 28, 30, 1))
  public static let tertiarySystemGroupedBackground = dynamic((242, 242, 247, 1), (44, 44, 46, 1))
  // Fills.
  public static let systemFill = dynamic((120, 120, 128, 0.2), (120, 120, 128, 0.36))
  public static let secondarySystemFill = dynamic((120, 120, 128, 0.16), (120, 120, 128, 0.32))
  public static let tertiarySystemFill = dynamic((118, 118, 128, 0.12), (118, 118, 128, 0.24))
  public static let quaternarySystemFill = dynamic((116, 116, 128, 0.08), (118, 118, 128, 0.18))
  // Greys.
  public static let systemGray = UIColor(.gray)
  public static let systemGray2 = dynamic((174, 174, 178, 1), (99, 99, 102, 1))
  public static let systemGray3 = dynamic((199, 199, 204, 1), (72, 72, 74, 1))
  public static let systemGray4 = dynamic((209, 209, 214, 1), (58, 58, 60, 1))
  public static let systemGray5 = dynamic((229, 229, 234, 1), (44, 44, 46, 1))
  public static let systemGray6 = dynamic((242, 242, 247, 1), (28, 28, 30, 1))
  // Tints.
  public static let systemRed = UIColor(.red)
  public static let systemOrange = UIColor(.orange)
  public static let systemYellow = UIColor(.yellow)
  public static let systemGreen = UIColor(.green)
  public static let systemMint = UIColor(.mint)
  public static let systemTeal = UIColor(.teal)
  public static let systemCyan = UIColor(.cyan)
  public static let systemBlue = UIColor(.blue)
  public static let systemIndigo = UIColor(.indigo)
  public static let systemPurple = UIColor(.purple)
  public static let systemPink = UIColor(.pink)
  public static let systemBrown = UIColor(.brown)
  // UIKit's fixed colours (not the system ones: `UIColor.red` is pure red in both appearances).
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  public static let black = UIColor(.black)
  public static let white = UIColor(.white)
  public static let clear = UIColor(.clear)
}

extension UIColor {
  /// A colour of hue, saturation and brightness in 0...1 (HSB, as UIKit converts it).
  public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
    let h = (Double(hue) - Double(Int(Double(hue)))) * 6, s = Double(saturation)
    let v = Double(brightness)
    let sector = Int(h) % 6, f = h - Double(Int(h))
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) = switch sector {
    case 0: (v, t, p)
    case 1: (q, v, p)
    case 2: (p, v, t)
    case 3: (p, q, v)
    case 4: (t, p, v)
    default: (v, p, q)
    }
    self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
  }

  /// A Display P3 colour, drawn as the sRGB colour of the same components (as Cellshot draws
  /// in sRGB).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat,
                          alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour a `CGColor` holds.
  public convenience init(cgColor: CGColor) { self.init(Color(cgColor.resolved)) }

  /// The colour with alpha `alpha` in each appearance (UIKit replaces the alpha; it does not
  /// multiply it).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    func with(_ c: Raster.Color) -> Raster.Color {
      Raster.Color(red: c.red, green: c.green, blue: c.blue, opacity: Double(alpha))
    }
    return UIColor(Color(light: with(color.light), dark: color.dark.map(with)))
  }

  /// The colour as Core Graphics holds it: its light appearance, as iOS resolves a dynamic
  /// colour outside a trait environment.
  public var cgColor: CGColor { CGColor(resolved: color.light) }

  /// The light appearance's red, green, blue and alpha in 0...1. True: every colour here is
  /// RGB.
  @discardableResult
  public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?,
                     alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = color.light
    red?.pointee = CGFloat(c.red)
    green?.pointee = CGFloat(c.green)
    blue?.pointee = CGFloat(c.blue)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// The light appearance's white level (the mean of red, green and blue) and alpha.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?,
                       alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = color.light
    white?.pointee = CGFloat((c.red + c.green + c.blue) / 3)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }

  /// The light appearance's hue, saturation, brightness and alpha in 0...1.
  @discardableResult
  public func getHue(_ hue: UnsafeMutablePointer<CGFloat>?,
                     saturation: UnsafeMutablePointer<CGFloat>?,
                     brightness: UnsafeMutablePointer<CGFloat>?,
                     alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
    let c = color.light
    let high = max(c.red, c.green, c.blue), low = min(c.red, c.green, c.blue)
    let delta = high - low
    var h = 0.0
    if delta > 0 {
      if high == c.red {
        h = (c.green - c.blue) / delta
        if h < 0 { h += 6 }
      } else if high == c.green {
        h = (c.blue - c.red) / delta + 2
      } else {
        h = (c.red - c.green) / delta + 4
      }
    }
    hue?.pointee = CGFloat(h / 6)
    saturation?.pointee = CGFloat(high > 0 ? delta / high : 0)
    brightness?.pointee = CGFloat(high)
    alpha?.pointee = CGFloat(c.alpha)
    return true
  }
}

extension Color {
  /// A UIKit colour: `Color(.systemGray5)`, `Color(.secondarySystemBackground)`. An asset
  /// symbol named in both (`Color(.brand)`) is the catalog's `ColorResource`, as in Xcode.
  @_disfavoredOverload
  public init(_ uiColor: UIColor) { self = uiColor.color }
  /// A UIKit colour: `Color(uiColor: .label)`.
  public init(uiColor: UIColor) { self = uiColor.color }

  /// Tertiary text (UIKit's `tertiaryLabel`), as `.foregroundStyle(.tertiary)` draws it.
  public static let tertiary = UIColor.tertiaryLabel.color
  /// Quaternary text (UIKit's `quaternaryLabel`).
  public static let quaternary = UIColor.quaternaryLabel.color
}

// `#colorLiteral(red:green:blue:alpha:)` makes a UIColor, as on iOS (the UIKit module names it
// the literal's type).
extension UIColor: _ExpressibleByColorLiteral {
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
