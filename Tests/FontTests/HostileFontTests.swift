import Foundation
@testable import BitmapFonts
import Raster
import TestSupport
import Testing

/// BDF fonts made to break readers (`Tests/Fixtures/hostile/bdf`, written by
/// `scripts/make-hostile-fixtures.py`): each is refused with an error that names the line and
/// says what is wrong, or read within small, stated bounds.
@Suite struct HostileFontTests {
  static func bdf(_ name: String) -> String { TestPaths.testdata("hostile/bdf/" + name) }

  struct FontCase: Sendable, CustomTestStringConvertible {
    var file: String
    /// The line and words of the error, or nil when the font must load.
    var error: (line: Int, words: String)?
    var testDescription: String { file }
  }

  static let fonts: [FontCase] = [
    FontCase(file: "valid.bdf", error: nil),
    FontCase(file: "bbx-tab-huge.bdf", error: (31, "BBX needs 4 integers")),
    FontCase(file: "bbx-huge.bdf", error: (31, "not a sensible glyph size")),
    FontCase(file: "bbx-offset-huge.bdf", error: (31, "BBX x offset -999999999 is out of range")),
    FontCase(file: "bbx-number-overflow.bdf", error: (31, "BBX needs 4 integers")),
    FontCase(file: "bbx-tab-separated.bdf", error: nil),
    FontCase(file: "dwidth-huge.bdf", error: (30, "DWIDTH 200000 is out of range")),
    FontCase(file: "dwidth-not-a-number.bdf", error: (30, "DWIDTH needs")),
    FontCase(file: "font-ascent-huge.bdf", error: (0, "FONT_ASCENT '2000000000'")),
    FontCase(file: "font-descent-huge.bdf", error: (0, "FONT_DESCENT '-2000000000'")),
    FontCase(file: "font-ascent-overflow.bdf", error: (0, "FONT_ASCENT")),
    FontCase(file: "pixel-size-huge.bdf", error: (0, "PIXEL_SIZE")),
    FontCase(file: "size-huge.bdf", error: (3, "SIZE needs")),
    FontCase(file: "fontboundingbox-huge.bdf", error: (4, "FONTBOUNDINGBOX y offset -99999999")),
    FontCase(file: "encoding-overflow.bdf", error: (28, "ENCODING needs")),
    FontCase(file: "chars-huge.bdf", error: nil),
    FontCase(file: "row-very-long.bdf", error: nil),
    FontCase(file: "no-digit-tall-box.bdf", error: nil),
  ]

  @Test func everyHostileFontIsListed() {
    #expect(Set(TestPaths.list("hostile/bdf", suffix: ".bdf")) == Set(Self.fonts.map(\.file)))
  }

  @Test(arguments: fonts)
  func hostileFontIsRefusedOrBounded(_ c: FontCase) {
    let path = Self.bdf(c.file)
    do {
      let font = try BDFFont(contentsOf: path)
      #expect(c.error == nil, "\(c.file) was accepted")
      // Every glyph decodes, and each is what the checked lines said.
      let glyphs = font.allGlyphs()
      #expect(glyphs.count == 2)
      for (_, glyph) in glyphs {
        #expect(glyph.box.width <= 8 && glyph.box.height <= 8 && glyph.advance == 6)
        #expect(glyph.mask.width == glyph.box.width && glyph.mask.height == glyph.box.height)
      }
      if let a = font.glyph(for: "A") {
        #expect(a.box == GlyphBox(width: 6, height: 1, x: 0, y: 3))
        #expect(a.mask.bits == [0xFC])
      }
    } catch {
      guard let expected = c.error else {
        Issue.record("\(c.file) refused: \(error)")
        return
      }
      #expect(error.path == path)
      #expect(error.line == expected.line, "\(error)")
      #expect(error.reason.contains(expected.words), "\(error)")
    }
  }

  /// A character no font has draws a box sized from the font's metrics, bounded whatever they
  /// say (this font's ascent is 3999 pixels and it has no "0").
  @Test func replacementBoxIsBounded() throws {
    let font = try BDFFont(contentsOf: Self.bdf("no-digit-tall-box.bdf"))
    #expect(font.ascent == 3999)
    let chain = FontChain(faces: [FontFace(font: font, magnification: 1, syntheticBold: false)],
                          pixelSize: 8)
    let layout = TextLayout("\u{E000}", chain: chain)
    let box = try #require(layout.lines.first?.glyphs.first)
    #expect(box.mask.height == BDFParser.maxGlyphSide && box.mask.width == 3)
  }
}
