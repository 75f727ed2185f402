// High-dynamic-range colour (iOS 26): Color.ResolvedHDR, a resolved colour with a content
// headroom; `headroom(_:)`, `exposureAdjust(_:)`, `resolveHDR(in:)`; and Color made from a
// shape style that resolves to a colour. Cellshot draws standard dynamic range 8-bit sRGB, as
// an iOS snapshot is: components above 1 are clipped, so a headroom changes no pixel, while
// an exposure change does (Apple: it multiplies the linear-light components by 2^stops).

extension Color {
  /// A resolved colour with the headroom it is meant for, as SwiftUI's `Color.ResolvedHDR`.
  public struct ResolvedHDR: Hashable, Sendable {
    /// The colour, without its headroom.
    var base: Color.Resolved
    /// The content headroom, when the colour has one.
    var contentHeadroom: Float?

    /// `color` with the content headroom `headroom` (nil: none).
    public init(_ color: Color.Resolved, headroom: Float? = nil) {
      base = color
      contentHeadroom = headroom
    }

    /// The red component in linear sRGB.
    public var linearRed: Float {
      get { base.linearRed }
      set { base.linearRed = newValue }
    }

    /// The green component in linear sRGB.
    public var linearGreen: Float {
      get { base.linearGreen }
      set { base.linearGreen = newValue }
    }

    /// The blue component in linear sRGB.
    public var linearBlue: Float {
      get { base.linearBlue }
      set { base.linearBlue = newValue }
    }

    /// The red component in sRGB (gamma-encoded).
    public var red: Float {
      get { base.red }
      set { base.red = newValue }
    }

    /// The green component in sRGB (gamma-encoded).
    public var green: Float {
      get { base.green }
      set { base.green = newValue }
    }

    /// The blue component in sRGB (gamma-encoded).
    public var blue: Float {
      get { base.blue }
      set { base.blue = newValue }
    }

    /// The opacity, from 0 (clear) to 1 (opaque).
    public var opacity: Float {
      get { base.opacity }
      set { base.opacity = newValue }
    }

    /// The ratio of peak white to reference white the colour is meant for (linear).
    public var headroom: Float? {
      get { contentHeadroom }
      set { contentHeadroom = newValue }
    }
  }

  /// A colour that is `resolved` in every appearance, with its headroom.
  public init(_ resolved: ResolvedHDR) {
    self.init(resolved.base)
    contentHeadroom = resolved.headroom
  }

  /// The colour `color` resolves to in each appearance (light and dark).
  // Disfavoured so that `Color(.gray)` stays UIKit's gray (`Color(UIColor)`), not
  // `ShapeStyle`'s `.gray` taken through this initialiser.
  @_disfavoredOverload
  public init<T: Hashable & ShapeStyle>(_ color: T) where T.Resolved == Color.Resolved {
    if let color = color as? Color {
      self = color
      return
    }
    var environment = EnvironmentValues()
    let light = color.resolve(in: environment).raster
    environment.colorScheme = .dark
    let dark = color.resolve(in: environment).raster
    self.init(light: light, dark: dark == light ? nil : dark)
  }

  /// The colour `color` resolves to in each appearance (light and dark), with its headroom.
  @_disfavoredOverload
  public init<T: Hashable & ShapeStyle>(_ color: T) where T.Resolved == Color.ResolvedHDR {
    var environment = EnvironmentValues()
    let light = color.resolve(in: environment)
    environment.colorScheme = .dark
    let dark = color.resolve(in: environment)
    self.init(light: light.base.raster, dark: dark == light ? nil : dark.base.raster)
    contentHeadroom = light.headroom
  }

  /// The colour and its headroom as `environment`'s appearance shows it.
  public func resolveHDR(in environment: EnvironmentValues) -> ResolvedHDR {
    ResolvedHDR(resolve(in: environment), headroom: contentHeadroom)
  }

  /// This colour with the content headroom `headroom` (nil: none). It draws the same: a
  /// standard-dynamic-range picture has no room above white.
  public func headroom(_ headroom: Double?) -> Color {
    var copy = self
    copy.contentHeadroom = headroom.map { Float($0) }
    return copy
  }

  /// This colour with its linear-light components multiplied by 2^`stops` (clipped to white,
  /// as a standard-dynamic-range picture shows them), its headroom raised as much when it
  /// brightens.
  public func exposureAdjust(_ stops: Double) -> Color {
    let gain = stops.isFinite ? MotionMath.exp(stops * 0.6931471805599453) : 1
    func adjusted(_ c: Raster.Color) -> Raster.Color {
      Raster.Color(red: TransferCurve.encode(TransferCurve.decode(c.red) * gain),
                   green: TransferCurve.encode(TransferCurve.decode(c.green) * gain),
                   blue: TransferCurve.encode(TransferCurve.decode(c.blue) * gain),
                   opacity: c.alpha)
    }
    var copy = Color(light: adjusted(light), dark: dark.map(adjusted), assetWarning: assetWarning)
    copy.contentHeadroom = gain > 1 ? Float(Double(contentHeadroom ?? 1) * gain) : contentHeadroom
    return copy
  }
}

/// A resolved HDR colour paints as its colour.
extension Color.ResolvedHDR: ShapeStyle {
  public typealias Resolved = Never
}

extension Color.ResolvedHDR: Animatable {
  public typealias AnimatableData = _Animatable

  /// The colour's animatable data and the headroom (0 for none).
  public var animatableData: _Animatable {
    get { _Animatable(color: base.animatableData, headroom: contentHeadroom ?? 0) }
    set {
      base.animatableData = newValue.color
      contentHeadroom = newValue.headroom > 0 ? newValue.headroom : nil
    }
  }

  /// The colour's animatable data with the headroom, as SwiftUI interpolates HDR colours.
  public struct _Animatable: VectorArithmetic, Sendable {
    var color: Color.Resolved.AnimatableData
    var headroom: Float

    public static var zero: _Animatable { _Animatable(color: .zero, headroom: 0) }

    public static func += (lhs: inout _Animatable, rhs: _Animatable) {
      lhs.color += rhs.color
      lhs.headroom += rhs.headroom
    }

    public static func -= (lhs: inout _Animatable, rhs: _Animatable) {
      lhs.color -= rhs.color
      lhs.headroom -= rhs.headroom
    }

    public static func + (lhs: _Animatable, rhs: _Animatable) -> _Animatable {
      var result = lhs
      result += rhs
      return result
    }

    public static func - (lhs: _Animatable, rhs: _Animatable) -> _Animatable {
      var result = lhs
      result -= rhs
      return result
    }

    public mutating func scale(by rhs: Double) {
      color.scale(by: rhs)
      headroom *= Float(rhs)
    }

    public var magnitudeSquared: Double {
      color.magnitudeSquared + Double(headroom * headroom)
    }
  }
}

extension Color.ResolvedHDR: CustomStringConvertible {
  /// The colour's "#RRGGBBAA", followed by "^" and the headroom when it has one.
  public var description: String {
    contentHeadroom.map { "\(base.description)^\($0)" } ?? base.description
  }
}

extension Color.ResolvedHDR: Codable {
  private enum CodingKeys: String, CodingKey { case color, headroom }

  /// Writes the colour's sRGB components and opacity as a list, and the headroom if any.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode([red, green, blue, opacity], forKey: .color)
    try container.encodeIfPresent(contentHeadroom, forKey: .headroom)
  }

  /// Reads a colour written by `encode(to:)`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let c = try container.decode([Float].self, forKey: .color)
    guard c.count == 4 else {
      throw DecodingError.dataCorruptedError(forKey: .color, in: container,
                                             debugDescription: "expected 4 components")
    }
    self.init(Color.Resolved(red: c[0], green: c[1], blue: c[2], opacity: c[3]),
              headroom: try container.decodeIfPresent(Float.self, forKey: .headroom))
  }
}
