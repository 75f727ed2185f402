import BitmapFonts
import Foundation
import Raster
import Testing

/// Noto Sans CJK's outlines (`Fonts/CJK/`): the file's checks, glyphs drawn with exact coverage
/// at the text's size, and broken files named in their errors.
@Suite struct OutlineFontTests {
  static let regular = "CJK/NotoSansCJKsc-Regular.outlines"

  @Test func theBundledFontsHoldTheCommonCharacters() throws {
    let library = FontLibrary.shared
    for cut in ["Regular", "Bold"] {
      let font = try library.outlineFont("CJK/NotoSansCJKsc-\(cut).outlines")
      #expect(font.unitsPerEm == 1000 && font.ascender == 880 && font.descender == 120)
      #expect(font.glyphCount > 12_000)
      // Simplified and Traditional Chinese, Japanese kana and kanji, Korean, punctuation.
      for scalar in "多列列表前锋體驗ひらがなカタカナ漢字한국어。，「」".unicodeScalars {
        #expect(font.contains(scalar), "\(cut) lacks \(scalar)")
      }
    }
  }

  @Test func glyphsAreAntiAliasedAtTheTextsSize() throws {
    let strike = try FontLibrary.shared.outlineFont(Self.regular).strike(pixels: 51)
    let glyph = try #require(strike.glyph(for: "永"))
    let grey = try #require(glyph.grey)
    #expect(glyph.scalableWidth == 1000)  // an em: 51 pixels
    // Inside the em box: 45 pixels up, 7 down; most of the em wide.
    #expect(glyph.box.y >= -7 && glyph.box.y + glyph.box.height <= 45)
    #expect(glyph.box.width > 40 && glyph.box.width <= 51 && glyph.box.x >= 0)
    let levels = Set(grey.coverage)
    #expect(levels.contains(0) && levels.contains(255))
    #expect(levels.count > 40, "edges have partial coverage, not one bit")
    // The same glyph again is the cached one, and a second strike draws it identically.
    #expect(strike.glyph(for: "永") == glyph)
    let again = try OutlineFont(contentsOf: FontLibrary.shared.directory + "/" + Self.regular)
    #expect(again.strike(pixels: 51).glyph(for: "永") == glyph)
    // Bold is heavier: more ink in the same box.
    let bold = try FontLibrary.shared.outlineFont("CJK/NotoSansCJKsc-Bold.outlines")
    let boldInk = try #require(bold.strike(pixels: 51).glyph(for: "永")?.grey)
    #expect(boldInk.coverage.reduce(0) { $0 + Int($1) } > grey.coverage.reduce(0) { $0 + Int($1) })
  }

  @Test func weightPicksTheCut() throws {
    let library = FontLibrary.shared
    let body = try library.chain(for: .body, scale: 2)
    let headline = try library.chain(for: .headline, scale: 2)
    #expect(body.face(for: "锋")?.font.path.hasSuffix("Regular.outlines") == true)
    #expect(headline.face(for: "锋")?.font.path.hasSuffix("Bold.outlines") == true)
    #expect(body.face(for: "锋")?.font.pixelSize == 34)
  }

  /// A file with one character, "A" (U+0041), whose outline is `commands`.
  static func file(commands: [UInt8], code: UInt32 = 0x41, magic: String = "CSCJK1") -> [UInt8] {
    var bytes = Array(magic.utf8) + [0, 0]
    func u16(_ v: Int) { bytes += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF)] }
    func u32(_ v: Int) { u16(v & 0xFFFF); u16(v >> 16) }
    u16(1000); u16(880); u16(Int(UInt16(bitPattern: -120))); u16(0); u32(1)
    u32(Int(code)); u32(0); u16(1000); u16(0)
    return bytes + commands
  }

  @Test func brokenFilesAreErrorsNamingThem() {
    func reason(_ bytes: [UInt8]) -> String? {
      do {
        _ = try OutlineFont(bytes: bytes, path: "broken.outlines")
        return nil
      } catch {
        #expect(error.description.hasPrefix("broken.outlines: "))
        return error.reason
      }
    }
    #expect(reason(Array("not a font".utf8))?.contains("not a Cellshot outline font") == true)
    #expect(reason(Self.file(commands: [4], magic: "CSCJK9"))?.contains("CSCJK1") == true)
    // The table promises a character whose outline starts past the end.
    #expect(reason(Self.file(commands: []))?.contains("past the end") == true)
    // A code point that is not a character (a surrogate).
    #expect(reason(Self.file(commands: [4], code: 0xD800))?.contains("code point") == true)
    #expect(reason(Array(Self.file(commands: [4]).prefix(24)))?.contains("past the end") == true)
    #expect(reason(Self.file(commands: [4])) == nil)
  }

  @Test func aBrokenOutlineIsAMissingGlyph() throws {
    // A move to (0, 0), a line whose second number never ends, then nothing.
    let font = try OutlineFont(bytes: Self.file(commands: [0, 0, 0, 1, 0x80]), path: "cut.outlines")
    #expect(font.contains("A") && font.outline(for: "A") == nil)
    #expect(font.strike(pixels: 20).glyph(for: "A") == nil)
    // An unknown command byte, too.
    let odd = try OutlineFont(bytes: Self.file(commands: [9, 4]), path: "odd.outlines")
    #expect(odd.strike(pixels: 20).glyph(for: "A") == nil)
    // A triangle is drawn.
    let triangle: [UInt8] = [0, 0, 0, 1, 0xD0, 0x0F, 0, 1, 0xCF, 0x0F, 0xD0, 0x0F, 3, 4]
    let good = try OutlineFont(bytes: Self.file(commands: triangle), path: "good.outlines")
    let glyph = try #require(good.strike(pixels: 20).glyph(for: "A"))
    #expect(glyph.box.width == 20 && glyph.box.height == 20 && glyph.box.y == 0)
  }
}
