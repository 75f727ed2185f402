import Raster

/// A strike whose digits 0 to 9 are tabular, as `.monospacedDigit()` asks: each as wide as
/// the widest digit, its ink centred in that width (to the nearest pixel), as a font's
/// tabular figures are set. Every other character is the source's.
public final class TabularDigitsStrike: DerivedStrike {
  public let source: any GlyphSource
  /// The widest digit's advance: whole pixels and, for a greymap strike, thousandths.
  private let cell: (advance: Int, scalable: Int?)
  private let memo = GlyphMemo()

  public init(strike: any GlyphSource) {
    source = strike
    let digits = (0x30...0x39).compactMap { Unicode.Scalar($0).flatMap(strike.glyph) }
    cell = (digits.map(\.advance).max() ?? 0, digits.compactMap(\.scalableWidth).max())
  }

  public var path: String { source.path + " (tabular digits)" }

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    guard TabularDigitsStrike.isDigit(scalar) else { return source.glyph(for: scalar) }
    return memo.glyph(for: scalar) { scalar in
      guard var glyph = source.glyph(for: scalar) else { return nil }
      // Half the width the digit gains, in pixels, moves its ink right.
      let gained: Int
      if let scalable = glyph.scalableWidth, let widest = cell.scalable {
        gained = ((widest - scalable) * source.pixelSize + 500) / 1000
        glyph.scalableWidth = widest
      } else {
        gained = cell.advance - glyph.advance
      }
      glyph.advance = cell.advance
      glyph.box.x += gained / 2
      return glyph
    }
  }

  static func isDigit(_ scalar: Unicode.Scalar) -> Bool { (0x30...0x39).contains(scalar.value) }
}

/// A font's kerning with no pair that has a digit: tabular figures are not kerned.
struct TabularDigitsKerning: PairAdjustments {
  let table: KerningTable

  func thousandths(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
    if TabularDigitsStrike.isDigit(a) || TabularDigitsStrike.isDigit(b) { return 0 }
    return table.thousandths(a, b)
  }
}

extension FontChain {
  /// The chain with its primary face's digits tabular (`TabularDigitsStrike`), made by
  /// `derive` (which keeps one strike per source), and those digits not kerned.
  func tabularDigits(_ derive: (any GlyphSource) -> any GlyphSource) -> FontChain {
    var faces = faces
    let face = faces[0]
    faces[0] = FontFace(font: derive(face.font), magnification: face.magnification,
                        syntheticBold: face.syntheticBold,
                        kerning: face.kerning.map { KerningTable(adjustments: TabularDigitsKerning(table: $0)) },
                        design: face.design)
    return FontChain(faces: faces, pixelSize: pixelSize)
  }
}
