// Core Graphics' colour, as UIKit code meets it: `UIColor.red.cgColor` for a layer's border or
// shadow, `UIColor(cgColor:)`, `Color(cgColor:)`. Here it holds one sRGB colour; a dynamic
// UIColor gives its light appearance, as iOS resolves one outside a trait environment.

/// A concrete sRGB colour, as Core Graphics' `CGColor`.
public final class CGColor: @unchecked Sendable, Hashable {
  /// The colour, as the rasterizer draws it.
  public let resolved: Raster.Color

  public init(resolved: Raster.Color) { self.resolved = resolved }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(resolved: Raster.Color(red: Double(red), green: Double(green), blue: Double(blue),
                                     opacity: Double(alpha)))
  }

  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(resolved: Raster.Color(white: Double(gray), opacity: Double(alpha)))
  }

  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let black = CGColor(gray: 0, alpha: 1)
  public static let white = CGColor(gray: 1, alpha: 1)
  public static let clear = CGColor(gray: 0, alpha: 0)

  /// Red, green, blue and alpha, each in 0...1.
  public var components: [CGFloat]? {
    [resolved.red, resolved.green, resolved.blue, resolved.alpha].map { CGFloat($0) }
  }
  public var numberOfComponents: Int { 4 }
  public var alpha: CGFloat { CGFloat(resolved.alpha) }

  /// The same colour with alpha `alpha`.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(red: CGFloat(resolved.red), green: CGFloat(resolved.green),
            blue: CGFloat(resolved.blue), alpha: alpha)
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: CGColor, _ b: CGColor) -> Bool { a.resolved == b.resolved }
  public func hash(into hasher: inout Hasher) { hasher.combine(resolved) }
}

extension Color {
  /// The colour a `CGColor` holds.
  public init(cgColor: CGColor) { self.init(cgColor.resolved) }
  /// The colour a `CGColor` holds.
  public init(_ cgColor: CGColor) { self.init(cgColor.resolved) }

  /// The colour as Core Graphics holds it: its light appearance.
  public var cgColor: CGColor? { CGColor(resolved: light) }
}

extension Raster.Color {
  /// The colour as Core Graphics holds it.
  public var cgColor: CGColor { CGColor(resolved: self) }
}

/// How Core Graphics composites a drawing: a UIKit context draws source-over whatever it says
/// (a view's `.blendMode` and a canvas's `blendMode` are drawn).
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
  case hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy
  case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor, plusDarker, plusLighter
}
