/// Where a face's glyphs come from: a bitmap font, or an outline font drawn at one size.
public protocol GlyphSource: AnyObject, Sendable {
  /// The file, for messages.
  var path: String { get }
  /// Pixels above and below the baseline.
  var ascent: Int { get }
  var descent: Int { get }
  var pixelSize: Int { get }
  /// 1 for a bitmap font; more for one whose glyphs carry coverage and are laid out by their
  /// unrounded advance.
  var bitsPerPixel: Int { get }
  func contains(_ scalar: Unicode.Scalar) -> Bool
  func glyph(for scalar: Unicode.Scalar) -> Glyph?
}

extension BDFFont: GlyphSource {}

/// One font of a fallback chain, as it is drawn: magnified by a whole number, maybe emboldened.
public struct FontFace: Sendable {
  public let font: any GlyphSource
  public let magnification: Int
  /// Draw each glyph one pixel (before magnification) wider, for a face without a bold cut.
  public let syntheticBold: Bool
  /// The font's kerning pairs, if it has any.
  public let kerning: KerningTable?

  /// A face of `font` magnified `magnification` times (1 to 64).
  public init(font: any GlyphSource, magnification: Int = 1, syntheticBold: Bool = false,
              kerning: KerningTable? = nil) {
    self.font = font
    self.magnification = min(max(magnification, 1), 64)
    self.syntheticBold = syntheticBold
    self.kerning = kerning
  }

  /// How much `b` moves towards `a` after it (negative) or away (positive), in 64ths of a
  /// pixel: the pair's adjustment in thousandths of the pixel size, rounded once.
  public func kerningUnits(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
    guard let kerning else { return 0 }
    let k = kerning.thousandths(a, b)
    if k == 0 { return 0 }
    return FontFace.units(thousandths: k, of: font.pixelSize) * magnification
  }

  public var ascent: Int { font.ascent * magnification }
  public var descent: Int { font.descent * magnification }

  /// How far `glyph` moves the pen, in 64ths of a pixel: a greymap font's unrounded SWIDTH
  /// (thousandths of its pixel size), else its whole-pixel DWIDTH (one more when emboldened).
  public func advanceUnits(_ glyph: Glyph) -> Int {
    if font.bitsPerPixel > 1, let scalable = glyph.scalableWidth {
      // SWIDTH is not range-checked when the font is read: bound the advance as DWIDTH is
      // (±4096 pixels), so no line of any length overflows.
      let limit = BDFParser.metricRange.upperBound * 1000
      let units = FontFace.units(thousandths: min(max(scalable, -limit), limit),
                                 of: font.pixelSize)
      return min(max(units, -limit * 64 / 1000), limit * 64 / 1000) * magnification
    }
    return (glyph.advance + (syntheticBold ? 1 : 0)) * 64 * magnification
  }

  /// `thousandths` of `pixelSize` pixels in pen units (64ths of a pixel), rounded to nearest,
  /// halves away from zero.
  static func units(thousandths: Int, of pixelSize: Int) -> Int {
    let n = thousandths * pixelSize * 64
    return n >= 0 ? (n + 500) / 1000 : -((-n + 500) / 1000)
  }
}
