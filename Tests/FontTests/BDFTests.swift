import BitmapFonts
import Foundation
import Raster
import Testing
import TestSupport

@Suite struct BDFTests {
  static let realFonts = TestPaths.list("bdf/real", suffix: ".bdf")

  @Test func corpusIsPresent() {
    #expect(Self.realFonts.count == 9, "bdf/real not found at \(TestPaths.testdata)")
  }

  /// Every real font parses, with every glyph decoded, and its glyph count matches FEATURES.json.
  @Test(arguments: realFonts)
  func parsesRealFont(_ name: String) throws {
    let font = try BDFFont(contentsOf: TestPaths.testdata("bdf/real/" + name))
    let features = try JSONSerialization.jsonObject(
      with: Data(contentsOf: URL(fileURLWithPath: TestPaths.testdata("bdf/real/FEATURES.json")))) as! [[String: Any]]
    let entry = try #require(features.first { $0["file"] as? String == name })
    let glyphs = font.allGlyphs()
    let unencoded = entry["unencoded(-1)"] as! Int
    // Unencoded glyphs (ENCODING -1) are kept out of the code point table.
    let distinct = (entry["glyphs_actual"] as! Int) - unencoded
    #expect(glyphs.count == distinct)
    for (_, glyph) in glyphs {
      #expect(glyph.mask.width == glyph.box.width && glyph.mask.height == glyph.box.height)
    }
  }

  @Test func glyphMetricsOfAwkwardFonts() throws {
    // texgyre-27: 'j' has a negative x offset and descends; space has an empty box.
    let texgyre = try BDFFont(contentsOf: TestPaths.testdata("bdf/real/rpi-rgb-led-matrix__texgyre-27.bdf"))
    let j = try #require(texgyre.glyph(for: "j"))
    #expect(j.advance == 5 && j.box == GlyphBox(width: 5, height: 25, x: -1, y: -5))
    let space = try #require(texgyre.glyph(for: " "))
    #expect(space.advance == 7 && space.box.width == 0 && space.mask.bits.isEmpty)
    // helvR12: Ibreve's advance (DWIDTH 5) differs from its box (5 wide at x -1); its first
    // bitmap rows are 88 and 70.
    let helv = try BDFFont(contentsOf: TestPaths.testdata("bdf/real/rpi-rgb-led-matrix__helvR12.bdf"))
    let ibreve = try #require(helv.glyph(for: Unicode.Scalar(300)!))
    #expect(ibreve.advance == 5 && ibreve.box == GlyphBox(width: 5, height: 12, x: -1, y: 0))
    #expect(ibreve.mask.bits.prefix(2) == [0x88, 0x70])
    // tom-thumb: an escaped quote in a property, and a declared CHARS count one short.
    let thumb = try BDFFont(contentsOf: TestPaths.testdata("bdf/real/rpi-rgb-led-matrix__tom-thumb.bdf"))
    #expect(thumb.properties["COPYRIGHT"] == .string("\"\"MIT\"\""))
    #expect(thumb.warnings.contains { $0.contains("CHARS says 203") })
  }

  struct Malformed: Sendable, CustomTestStringConvertible {
    var file: String
    /// nil: accepted; otherwise the line and words the error must carry.
    var error: (line: Int, words: String)?
    var testDescription: String { file }
  }

  /// The damaged fonts, and what we do with each: refuse the real faults with the file and line,
  /// accept what loses nothing (see BDFParser's doc comment).
  static let malformed: [Malformed] = [
    Malformed(file: "malformed-bdffont/demo_valid_reference.bdf", error: nil),
    Malformed(file: "malformed-bdffont/illegal_word_in_char.bdf", error: (30, "'DEF'")),
    Malformed(file: "malformed-bdffont/illegal_word_in_font.bdf", error: (2, "'ABC'")),
    Malformed(file: "malformed-bdffont/incorrect_chars_count.bdf", error: nil),
    Malformed(file: "malformed-bdffont/incorrect_properties_count.bdf", error: nil),
    Malformed(file: "malformed-bdffont/no_line_bbx.bdf", error: (29, "without a BBX")),
    Malformed(file: "malformed-bdffont/no_line_chars.bdf", error: nil),
    Malformed(file: "malformed-bdffont/no_line_dwidth.bdf", error: nil),
    Malformed(file: "malformed-bdffont/no_line_encoding.bdf", error: (29, "without an ENCODING line")),
    Malformed(file: "malformed-bdffont/no_line_end_char.bdf", error: (43, "missing ENDCHAR")),
    Malformed(file: "malformed-bdffont/no_line_end_font.bdf", error: (0, "missing ENDFONT")),
    Malformed(file: "malformed-bdffont/no_line_end_properties.bdf", error: (28, "missing ENDPROPERTIES")),
    Malformed(file: "malformed-bdffont/no_line_font.bdf", error: nil),
    Malformed(file: "malformed-bdffont/no_line_fontboundingbox.bdf", error: nil),
    Malformed(file: "malformed-bdffont/no_line_size.bdf", error: nil),
    Malformed(file: "malformed-bdffont/no_line_swidth.bdf", error: nil),
    Malformed(file: "malformed-bdffont/not_a_bdf.bdf", error: (1, "not a BDF font")),
    Malformed(file: "malformed-bdffont/not_support_version.bdf", error: nil),
    Malformed(file: "malformed-other/tomchen-bdfparser__spec_example_bad.bdf", error: (51, "starting on line 40 has 5 bitmap rows; its BBX says 6")),
  ]

  @Test func everyMalformedFileIsListed() {
    let listed = Set(Self.malformed.map(\.file))
    let present = TestPaths.list("bdf/malformed-bdffont", suffix: ".bdf").map { "malformed-bdffont/" + $0 }
      + TestPaths.list("bdf/malformed-other", suffix: ".bdf").map { "malformed-other/" + $0 }
    #expect(Set(present) == listed)
  }

  @Test(arguments: malformed)
  func malformedFileIsHandled(_ m: Malformed) {
    let path = TestPaths.testdata("bdf/" + m.file)
    do {
      let font = try BDFFont(contentsOf: path)
      _ = font.allGlyphs()
      #expect(m.error == nil, "\(m.file) was accepted")
      #expect(font.glyphCount >= 2)
    } catch {
      guard let expected = m.error else {
        Issue.record("\(m.file) refused: \(error)")
        return
      }
      #expect(error.path == path)
      #expect(error.line == expected.line, "\(error)")
      #expect(error.reason.contains(expected.words), "\(error)")
      #expect(error.description.hasPrefix(path))
    }
  }

  @Test func notAFileAtAllIsATypedError() {
    #expect(throws: BDFError.self) { try BDFFont(contentsOf: "/nonexistent.bdf") }
    #expect(throws: BDFError.self) { try BDFFont(bytes: [], path: "empty.bdf") }
    #expect(throws: BDFError.self) { try BDFFont(bytes: Array("\u{0}\u{1}PNG".utf8), path: "x.bdf") }
  }
}
