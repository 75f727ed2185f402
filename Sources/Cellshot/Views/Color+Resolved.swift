// SwiftUI's Color.Resolved: one concrete colour with Float components, as iOS 17 gives it from
// `Color.resolve(in:)`. It holds the rasterizer's colour (sRGB components as Doubles, clamped
// to 0...1) so that resolving a colour and making a `Color` of it again draws the very same
// pixels; its Float components are read from and written to that colour. The linear values go
// through sRGB's transfer curve (IEC 61966-2-1, as Apple documents `linearRed`) in IEEE
// arithmetic (`TransferCurve`). iOS keeps extended-range components (below 0, above 1); here
// they are clamped, as every Cellshot colour is (docs/porting.md).

extension Color {
  /// A concrete colour: red, green, blue and an opacity, as SwiftUI's `Color.Resolved`.
  public struct Resolved: Hashable, Sendable {
    /// The colour, as the rasterizer draws it.
    var raster: Raster.Color

    init(raster: Raster.Color) { self.raster = raster }

    /// A colour from `colorSpace`'s components, clamped to 0...1 as Cellshot's colours are.
    public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
                opacity: Float = 1) {
      let (r, g, b) = colorSpace.sRGB(Double(red), Double(green), Double(blue))
      raster = Raster.Color(red: r, green: g, blue: b, opacity: Double(opacity))
    }

    /// The red component in linear sRGB.
    public var linearRed: Float {
      get { Float(TransferCurve.decode(raster.red)) }
      set { set(red: TransferCurve.encode(Double(newValue))) }
    }

    /// The green component in linear sRGB.
    public var linearGreen: Float {
      get { Float(TransferCurve.decode(raster.green)) }
      set { set(green: TransferCurve.encode(Double(newValue))) }
    }

    /// The blue component in linear sRGB.
    public var linearBlue: Float {
      get { Float(TransferCurve.decode(raster.blue)) }
      set { set(blue: TransferCurve.encode(Double(newValue))) }
    }

    /// The red component in sRGB (gamma-encoded).
    public var red: Float {
      get { Float(raster.red) }
      set { set(red: Double(newValue)) }
    }

    /// The green component in sRGB (gamma-encoded).
    public var green: Float {
      get { Float(raster.green) }
      set { set(green: Double(newValue)) }
    }

    /// The blue component in sRGB (gamma-encoded).
    public var blue: Float {
      get { Float(raster.blue) }
      set { set(blue: Double(newValue)) }
    }

    /// The opacity, from 0 (clear) to 1 (opaque).
    public var opacity: Float {
      get { Float(raster.alpha) }
      set { raster = Raster.Color(red: raster.red, green: raster.green, blue: raster.blue,
                                  opacity: Double(newValue)) }
    }

    /// Replaces components, clamping them as the rasterizer's colour does.
    private mutating func set(red: Double? = nil, green: Double? = nil, blue: Double? = nil) {
      raster = Raster.Color(red: red ?? raster.red, green: green ?? raster.green,
                            blue: blue ?? raster.blue, opacity: raster.alpha)
    }
  }

  /// A colour that is `resolved` in every appearance.
  public init(_ resolved: Resolved) {
    self.init(light: resolved.raster, dark: nil)
  }
}

extension Color.Resolved: CustomStringConvertible {
  /// "#RRGGBBAA": the sRGB components and the opacity in hexadecimal, each rounded to 8 bits,
  /// as iOS prints a resolved colour.
  public var description: String {
    let bytes = [raster.red, raster.green, raster.blue, raster.alpha].map(Raster.Color.quantize)
    return "#" + bytes.map { b in
      let hex = String(b, radix: 16, uppercase: true)
      return hex.count < 2 ? "0" + hex : hex
    }.joined()
  }
}

extension Color.Resolved: Codable {
  /// Writes the colour as iOS does: an unkeyed list of the sRGB red, green and blue and the
  /// opacity, as Floats.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(red)
    try container.encode(green)
    try container.encode(blue)
    try container.encode(opacity)
  }

  /// Reads a colour written by `encode(to:)`.
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    let red = try container.decode(Float.self), green = try container.decode(Float.self)
    let blue = try container.decode(Float.self), opacity = try container.decode(Float.self)
    self.init(red: red, green: green, blue: blue, opacity: opacity)
  }
}

extension Color.Resolved {
  /// The colour as Core Graphics holds it.
  public var cgColor: CGColor { CGColor(resolved: raster) }
}
