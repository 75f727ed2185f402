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
  /// How the text's size and iOS's system font set this face, when they do (Inter's faces):
  /// nil for a face laid out by its own metrics.
  public let design: Design?
  public let ascent: Int
  public let descent: Int

  /// The size a text asked for and the system font's widths at it. A strike within 6 % of the
  /// size draws the glyphs, but the line is iOS's system font's at the size asked, and the
  /// advances and kerning are the strike's proportions of that size, scaled to SF Pro's width
  /// for the weight (`SystemFontWidths`) with SF Pro's tracking added to each character: a
  /// 21-point text at 3x (63 pixels, drawn by the 60-pixel strike) is as tall and as wide as on
  /// the iPhone.
  public struct Design: Sendable, Hashable {
    /// The size in 64ths of a pixel (at most 4,096 pixels).
    public var size64: Int
    /// The factor on the font's advances and kerning, in 65536ths (1/4 to 4).
    public var scale65536: Int
    /// Added to each character's advance, in pen units (64ths of a pixel).
    public var tracking64: Int

    public init(size64: Int, scale65536: Int = 65536, tracking64: Int = 0) {
      self.size64 = min(max(size64, 1), 4096 * 64)
      self.scale65536 = min(max(scale65536, 16384), 262_144)
      self.tracking64 = min(max(tracking64, -self.size64), self.size64)
    }
  }

  /// A face of `font` magnified `magnification` times (1 to 64); `design`, for a greymap font,
  /// sets its advances and line as `Design` says.
  public init(font: any GlyphSource, magnification: Int = 1, syntheticBold: Bool = false,
              kerning: KerningTable? = nil, design: Design? = nil) {
    self.font = font
    self.magnification = min(max(magnification, 1), 64)
    self.syntheticBold = syntheticBold
    self.kerning = kerning
    if let design, font.bitsPerPixel > 1 {
      self.design = design
      (ascent, descent) = FontFace.systemLine(size64: design.size64)
    } else {
      self.design = nil
      ascent = font.ascent * self.magnification
      descent = font.descent * self.magnification
    }
  }

  /// iOS's system font's line at a size in 64ths of a pixel: SF Pro's ascender 1950 and
  /// descender 494 per 2048 units, the ascent and the whole line each rounded up to a pixel
  /// (as `scripts/build-inter.py` writes every strike's FONT_ASCENT and FONT_DESCENT).
  static func systemLine(size64: Int) -> (ascent: Int, descent: Int) {
    let unit = 2048 * 64
    let ascent = (size64 * 1950 + unit - 1) / unit
    let height = (size64 * (1950 + 494) + unit - 1) / unit
    return (ascent, height - ascent)
  }

  /// How much `b` moves towards `a` after it (negative) or away (positive), in 64ths of a
  /// pixel: the pair's adjustment in thousandths of the pixel size, rounded once.
  public func kerningUnits(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
    guard let kerning else { return 0 }
    let k = kerning.thousandths(a, b)
    if k == 0 { return 0 }
    if let design { return FontFace.units(thousandths: k, of: design) }
    return FontFace.units(thousandths: k, of: font.pixelSize) * magnification
  }

  /// How far `glyph` moves the pen, in 64ths of a pixel: a greymap font's unrounded SWIDTH
  /// (thousandths of its pixel size), else its whole-pixel DWIDTH (one more when emboldened).
  public func advanceUnits(_ glyph: Glyph) -> Int {
    if font.bitsPerPixel > 1, let scalable = glyph.scalableWidth {
      // SWIDTH is not range-checked when the font is read: bound the advance as DWIDTH is
      // (±4096 pixels), so no line of any length overflows.
      let limit = BDFParser.metricRange.upperBound * 1000
      let bounded = min(max(scalable, -limit), limit)
      if let design { return FontFace.units(thousandths: bounded, of: design) + design.tracking64 }
      let units = FontFace.units(thousandths: bounded, of: font.pixelSize)
      return min(max(units, -limit * 64 / 1000), limit * 64 / 1000) * magnification
    }
    return (glyph.advance + (syntheticBold ? 1 : 0)) * 64 * magnification
  }

  /// `thousandths` of `pixelSize` pixels in pen units (64ths of a pixel), rounded to nearest,
  /// halves away from zero.
  static func units(thousandths: Int, of pixelSize: Int) -> Int {
    units(thousandths: thousandths, size64: pixelSize * 64, scale65536: 65536)
  }

  /// `thousandths` of a design's size, times its width factor, in pen units, rounded alike.
  static func units(thousandths: Int, of design: Design) -> Int {
    units(thousandths: thousandths, size64: design.size64, scale65536: design.scale65536)
  }

  /// `thousandths` of `size64` 64ths of a pixel times `scale65536` / 65536, rounded once (at a
  /// scale of 65536 this is (thousandths x size64 + 500) / 1000).
  static func units(thousandths: Int, size64: Int, scale65536: Int) -> Int {
    let n = thousandths * size64 * scale65536, d = 1000 * 65536
    return n >= 0 ? (n + d / 2) / d : -((-n + d / 2) / d)
  }
}
