/// A colour as SwiftUI's `Color`: one sRGB colour, or one that is different in dark mode
/// (the named colours, `.primary`, UIKit's system colours).
///
/// A view resolves its colours in its environment's appearance when the tree is built
/// (`resolved(dark:)`), so everything laid out and drawn holds a concrete colour of the
/// rasterizer (`Raster.Color`); `resolve(in:)` gives SwiftUI's `Color.Resolved` of it.
/// Components are straight (not premultiplied) and clamped to 0...1.
public struct Color: Sendable, Hashable {
  /// The colour in light mode.
  let light: Raster.Color
  /// The colour in dark mode, when it differs.
  let dark: Raster.Color?
  /// What to report with every render that draws this colour: why it stands in for a named
  /// colour that could not be found or read (`Color("Brand")`). Nil for other colours.
  let assetWarning: String?
  /// The content headroom `headroom(_:)` gave the colour (iOS 26); it changes no pixel.
  var contentHeadroom: Float? = nil

  /// A colour that is the same in every appearance.
  // Generic so that `Color(.gray)` never looks among the resolved colour's constants: it means
  // UIKit's gray, as on iOS (`Color(UIColor)`), and `Color(.brand)` the catalog's.
  public init<R: ResolvedColorValue>(_ resolved: R) {
    light = resolved.resolvedColor
    dark = nil
    assetWarning = nil
  }

  /// A colour that is `light` in light mode and `dark` in dark mode.
  public init(light: Color, dark: Color) {
    self.light = light.light
    self.dark = dark.dark ?? dark.light
    assetWarning = light.assetWarning ?? dark.assetWarning
  }

  /// Makes a colour from components in 0...1 of `colorSpace` (sRGB by default); linear and
  /// Display P3 components are converted to sRGB, out-of-gamut ones clamped.
  public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
              opacity: Double = 1) {
    let (r, g, b) = colorSpace.sRGB(red, green, blue)
    self.init(Raster.Color(red: r, green: g, blue: b, opacity: opacity))
  }

  /// Makes a colour from 8-bit sRGB components, as design tools give them.
  public init(r: Int, g: Int, b: Int, opacity: Double = 1) {
    self.init(Raster.Color(r: r, g: g, b: b, opacity: opacity))
  }

  /// Makes a grey of the given white level in `colorSpace`.
  public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
  }

  /// Makes a colour from hue, saturation and brightness in 0...1 (HSB, as UIKit's).
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    let (r, g, b) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
    self.init(red: r, green: g, blue: b, opacity: opacity)
  }

  /// The colour in one appearance.
  public func resolved(dark isDark: Bool) -> Raster.Color {
    if let assetWarning { RenderSession.current?.warn(assetWarning) }
    return isDark ? (dark ?? light) : light
  }

  /// The colour as `environment`'s appearance shows it.
  public func resolve(in environment: EnvironmentValues) -> Resolved {
    Resolved(raster: resolved(in: environment))
  }

  /// The colour as `environment`'s appearance shows it, as the rasterizer draws it.
  func resolved(in environment: EnvironmentValues) -> Raster.Color {
    resolved(dark: environment.colorScheme == .dark)
  }

  /// This colour with its opacity multiplied by `amount` (clamped to 0...1), in each
  /// appearance.
  public func opacity(_ amount: Double) -> Color {
    Color(light: light.opacity(amount), dark: dark?.opacity(amount), assetWarning: assetWarning)
  }

  init(light: Raster.Color, dark: Raster.Color?, assetWarning: String? = nil) {
    self.light = light
    self.dark = dark
    self.assetWarning = assetWarning
  }

  /// A colour of 8-bit components in light mode and others in dark mode.
  static func dynamic(_ l: (Int, Int, Int, Double), _ d: (Int, Int, Int, Double)) -> Color {
    Color(light: Raster.Color(r: l.0, g: l.1, b: l.2, opacity: l.3),
          dark: Raster.Color(r: d.0, g: d.1, b: d.2, opacity: d.3))
  }

  // The light-mode components, as the rasterizer's colour has them.
  @available(*, deprecated, message: "resolve the colour first: resolve(in:) or resolved(dark:)")
  public var red: Double { light.red }
  @available(*, deprecated, message: "resolve the colour first: resolve(in:) or resolved(dark:)")
  public var green: Double { light.green }
  @available(*, deprecated, message: "resolve the colour first: resolve(in:) or resolved(dark:)")
  public var blue: Double { light.blue }
  @available(*, deprecated, message: "resolve the colour first: resolve(in:) or resolved(dark:)")
  public var alpha: Double { light.alpha }
  @available(*, deprecated, message: "resolve the colour first: resolve(in:) or resolved(dark:)")
  public var premultiplied: RGBA8 { light.premultiplied }
}

extension Color {
  // SwiftUI's named colours (sRGB 0-255): the light-mode values of iOS 17, and the dark ones
  // (Apple's Human Interface Guidelines, "Color", system colours).
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
  public static let gray = Color(Raster.Color.gray)
  public static let black = Color(Raster.Color.black)
  public static let white = Color(Raster.Color.white)
  public static let clear = Color(Raster.Color.clear)
  /// Text and symbols: black in light mode, white in dark mode (UIKit's `label`).
  public static let primary = dynamic((0, 0, 0, 1), (255, 255, 255, 1))
  /// Secondary text (UIKit's `secondaryLabel`).
  public static let secondary = dynamic((60, 60, 67, 0.6), (235, 235, 245, 0.6))
  /// The separator colour that `Divider` draws (UIKit's `separator`).
  public static let separator = dynamic((60, 60, 67, 0.29), (84, 84, 88, 0.6))
  /// The app's accent colour: blue, as in a new project.
  public static let accentColor = blue

  /// A colour with a random hue from `generator`: the seeds' `Color.random`, made repeatable.
  public static func random<G: RandomNumberGenerator>(using generator: inout G) -> Color {
    Color(red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
          blue: .random(in: 0...1, using: &generator))
  }
}

extension Color: CustomStringConvertible {
  /// The colour's name, as SwiftUI's `description` gives it for the system colours; else its
  /// light-mode components.
  public var description: String {
    let names: [(Color, String)] = [(.red, "red"), (.orange, "orange"), (.yellow, "yellow"),
                                    (.green, "green"), (.blue, "blue"), (.purple, "purple"),
                                    (.pink, "pink"), (.gray, "gray"), (.black, "black"),
                                    (.white, "white"), (.clear, "clear")]
    return names.first { $0.0.light == light }?.1 ?? light.dumpName
  }
}

extension Color: View, PrimitiveView {
  public typealias Body = Never

  /// A colour is a view: a rectangle of it filling its frame.
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let color = resolved(in: environment)
    return [builder.add(.shape(ShapeNode(shape: .rectangle, paint: .fill(color))),
                        name: "Color\(color.dumpName)")]
  }
}

extension Raster.Color {
  /// "(r, g, b, a)": 8-bit straight components and the opacity, for dumps.
  var dumpName: String {
    let p = premultiplied
    return "(\(p.straight.r), \(p.straight.g), \(p.straight.b), \(fmtPoints(CGFloat(alpha))))"
  }
}

/// A resolved colour (SwiftUI's `Color.Resolved`, or the rasterizer's colour), as `Color(_:)`
/// takes it.
public protocol ResolvedColorValue {
  var resolvedColor: Raster.Color { get }
}

extension Raster.Color: ResolvedColorValue {
  public var resolvedColor: Raster.Color { self }
}

extension Color.Resolved: ResolvedColorValue {
  public var resolvedColor: Raster.Color { raster }
}
