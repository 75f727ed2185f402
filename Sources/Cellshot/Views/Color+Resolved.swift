// Color.Resolved's iOS 17 members that Cellshot's resolved colour (Raster's `Color`: sRGB
// components as Doubles, in 0...1) can hold exactly: its linear components and the
// initialiser from Float components in a colour space. The linear values go through sRGB's
// transfer curve (IEC 61966-2-1, as Apple documents Color.Resolved's `linearRed`), in IEEE
// arithmetic (`TransferCurve`). `red`, `green`, `blue` and `opacity` stay Doubles here (Float
// on iOS): docs/porting.md says so.

extension Color.Resolved {
  /// A colour from `colorSpace`'s components, clamped to 0...1 as Cellshot's colours are.
  public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float,
              opacity: Float = 1) {
    let (r, g, b) = colorSpace.sRGB(Double(red), Double(green), Double(blue))
    self.init(red: r, green: g, blue: b, opacity: Double(opacity))
  }

  /// The red component in linear sRGB.
  public var linearRed: Float {
    get { Float(TransferCurve.decode(red)) }
    set { red = TransferCurve.encode(Double(newValue)) }
  }

  /// The green component in linear sRGB.
  public var linearGreen: Float {
    get { Float(TransferCurve.decode(green)) }
    set { green = TransferCurve.encode(Double(newValue)) }
  }

  /// The blue component in linear sRGB.
  public var linearBlue: Float {
    get { Float(TransferCurve.decode(blue)) }
    set { blue = TransferCurve.encode(Double(newValue)) }
  }
}
