import BitmapFonts
import Foundation
import Testing
import TestSupport

/// The bidirectional algorithm against Unicode's own conformance test: every tenth line of
/// `BidiCharacterTest.txt` (`UNICODE_BIDI_TEST=/usr/share/unicode/BidiCharacterTest.txt` runs
/// all 91,707).
@Suite struct BidiTests {
  struct Case {
    var line: Int
    var scalars: [Unicode.Scalar]
    var direction: BidiParagraph.Direction
    var level: UInt8
    var levels: [UInt8?]
    var order: [Int]
  }

  static func cases() throws -> [Case] {
    let path = ProcessInfo.processInfo.environment["UNICODE_BIDI_TEST"]
      ?? TestPaths.testdata("unicode/BidiCharacterTest-every10th.txt")
    let text = try String(contentsOfFile: path, encoding: .utf8)
    var cases: [Case] = []
    for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      guard fields.count == 5 else { continue }
      let scalars = fields[0].split(separator: " ").compactMap {
        UInt32($0, radix: 16).flatMap(Unicode.Scalar.init)
      }
      let direction: BidiParagraph.Direction = fields[1] == "0" ? .leftToRight
        : fields[1] == "1" ? .rightToLeft : .auto
      cases.append(Case(line: number + 1, scalars: scalars, direction: direction,
                        level: UInt8(fields[2])!,
                        levels: fields[3].split(separator: " ").map { UInt8($0) },
                        order: fields[4].split(separator: " ").map { Int($0)! }))
    }
    return cases
  }

  @Test func passesUnicodesConformanceTest() throws {
    let cases = try Self.cases()
    #expect(cases.count >= 9_000)
    var failures: [String] = []
    for test in cases {
      let paragraph = BidiParagraph(test.scalars, direction: test.direction)
      let levels = paragraph.lineLevels(0..<test.scalars.count)
      let got = levels.indices.map { paragraph.removed[$0] ? nil : levels[$0] }
      let order = paragraph.visualOrder(0..<test.scalars.count)
      if paragraph.baseLevel != test.level || got != test.levels || order != test.order {
        failures.append("line \(test.line): levels \(got.map { $0.map(String.init) ?? "x" }) "
                        + "order \(order), expected \(test.levels.map { $0.map(String.init) ?? "x" }) \(test.order)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) of \(cases.count) fail; first: \(failures.prefix(5))")
  }

  @Test func arabicLettersJoin() {
    func codes(_ text: String) -> [UInt32] { ArabicJoining.apply(text).unicodeScalars.map(\.value) }
    // beh beh beh: initial, medial, final; alone: isolated.
    #expect(codes("ببب") == [0xFE91, 0xFE92, 0xFE90] && codes("ب") == [0xFE8F])
    // Alef joins only to what comes before it: beh-alef-beh is final alef, then an isolated beh.
    #expect(codes("باب") == [0xFE91, 0xFE8E, 0xFE8F])
    // A mark between two letters does not break their joining.
    #expect(codes("بَب") == [0xFE91, 0x064E, 0xFE90])
    // Lam-alef is one ligature; after a joining letter, its final form.
    #expect(codes("لا") == [0xFEFB] && codes("بلا") == [0xFE91, 0xFEFC])
    #expect(ArabicJoining.apply("Hello, 世界") == "Hello, 世界")
  }

  /// A line's glyphs in visual order: the Hebrew word's letters right to left inside a left
  /// to right sentence, a right-to-left paragraph's words from the right, brackets mirrored.
  @Test func textIsLaidOutInVisualOrder() throws {
    let chain = try FontLibrary.shared.chain(for: .body, scale: 1)
    let hebrew = try #require(FontLibrary.shared.outlineFont("Hebrew/NotoSansHebrew-Regular.outlines")
      .strike(pixels: 17).glyph(for: "א")?.grey)
    let mixed = TextLayout("ab אב cd", chain: chain)
    // The glyphs left to right: a b, space, bet alef, space, c d.
    let greys = mixed.lines[0].glyphs.map(\.grey)
    #expect(greys[3] != hebrew && greys[4] == hebrew, "alef is drawn after bet, to its right")
    let rtl = TextLayout("אב (1)", chain: chain)
    let text = rtl.lines[0].text
    #expect(text == "(1) בא" || text.unicodeScalars.map(\.value) == [0x28, 0x31, 0x29, 0x20, 0x5D1, 0x5D0],
            "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
  }

  @Test func mirroredCharactersAndClasses() {
    #expect(Unicode.Scalar("(").bidiMirrored == ")" && Unicode.Scalar("»").bidiMirrored == "«")
    #expect(Unicode.Scalar("a").bidiMirrored == "a")
    #expect(BidiClass("א") == .R && BidiClass("ب") == .AL && BidiClass("1") == .EN
            && BidiClass("٣") == .AN && BidiClass(" ") == .WS && BidiClass("a") == .L)
  }
}
