import BitmapFonts
import Raster
import Testing

/// Terminus's chain (Terminus, a Vietnamese bitmap face, Unifont) and the text
/// layout's wrapping, truncation and fallback, with whole-pixel advances that make the
/// expected widths easy to check by hand. `ProportionalTextTests` covers Inter.
@Suite struct TextTests {
  static let library = FontLibrary.shared

  static func chain(_ spec: FontSpec = .body, scale: Int = 1) throws -> FontChain {
    try library.chain(for: spec.design(.terminus), scale: scale)
  }

  @Test func stylesMapToNativeSizesOrWholeMagnifications() {
    // (points x scale) -> Terminus size x magnification: the least magnification within 6 %,
    // never resampled.
    let expected: [(Double, Int, Int)] = [
      (34, 32, 1), (28, 28, 1), (22, 22, 1), (20, 20, 1), (17, 16, 1), (16, 16, 1), (15, 14, 1),
      (13, 12, 1), (12, 12, 1), (11, 12, 1), (34 * 2, 32, 2), (17 * 2, 32, 1), (17 * 3, 24, 2),
      (13 * 3, 20, 2), (34 * 3, 32, 3), (12 * 3, 18, 2), (28 * 3, 28, 3),
    ]
    for (pixels, size, m) in expected {
      let got = FontLibrary.nativeSize(forPixels: pixels)
      #expect(got.size == size && got.magnification == m, "\(pixels) px -> \(got)")
    }
  }

  @Test func measuresLatinAndChinese() throws {
    let chain = try Self.chain()
    // Terminus 16 is 8 pixels a character; Noto Sans CJK's hanzi are an em wide, drawn at the
    // text's own 17 points, as PingFang's are.
    let latin = TextLayout("Staggered Grid", chain: chain)
    #expect(latin.width == 112 && latin.height == 16)
    let chinese = TextLayout("埃里克加西", chain: chain)
    #expect(chinese.width == 5 * 17)
    // The em box's 0.88 em above the baseline (15 pixels, rounded up) against Terminus's 12:
    // the line grows to 15 + 4.
    #expect(chinese.height == 19 && chinese.lines[0].ascent == 15 && chinese.lines[0].descent == 4)
  }

  @Test func mixedLineSharesOneBaseline() throws {
    let layout = TextLayout("7号 格列兹曼 30岁", chain: try Self.chain())
    #expect(layout.lines.count == 1)
    // "7" from Terminus and "号" from Noto Sans CJK sit on the same baseline: their masks end
    // at their own descent below it.
    let glyphs = layout.lines[0].glyphs
    let seven = glyphs[0], hao = glyphs[1]
    #expect(seven.y + seven.mask.height == 4)  // Terminus 16: 12 up, 4 down
    #expect((1...3).contains(hao.y + hao.mask.height))  // the em box: 0.12 em down
    #expect(hao.grey != nil && hao.y >= -15)
    #expect(layout.width == 8 + 17 + 8 + 4 * 17 + 8 + 16 + 17)
  }

  @Test func wrapsAtSpacesAndBetweenCJK() throws {
    let chain = try Self.chain()
    #expect(TextLayout("Staggered Grid", chain: chain, maxWidth: 100).lines.map(\.text)
            == ["Staggered ", "Grid"])
    #expect(TextLayout("埃里克加西", chain: chain, maxWidth: 40).lines.map(\.text)
            == ["埃里", "克加", "西"])
    // Latin with Chinese inside: breaks next to a hanzi as well as at spaces.
    #expect(TextLayout("Player 格列兹曼 plays", chain: chain, maxWidth: 96).lines.map(\.text)
            == ["Player 格列", "兹曼 plays"])
    // A word wider than the line breaks between characters.
    // Korean breaks at its spaces, as iOS breaks it (never inside a word that fits); a
    // syllable is 16 pixels wide in Unifont.
    #expect(TextLayout("기본기 알려줍니다", chain: chain, maxWidth: 100).lines.map(\.text)
              == ["기본기 ", "알려줍니다"])
    // After a hyphen or a slash inside a word (iOS breaks a public Korean footnote after
    // "저장/"), never before a digit: "10-20" holds together.
    #expect(TextLayout("well-known fact", chain: chain, maxWidth: 64).lines.map(\.text)
              == ["well-", "known ", "fact"])
    #expect(TextLayout("pages 10-20", chain: chain, maxWidth: 72).lines.map(\.text)
              == ["pages ", "10-20"])
    #expect(TextLayout("알림 저장/보조", chain: chain, maxWidth: 96).lines.map(\.text)
              == ["알림 저장/", "보조"])
    #expect(TextLayout("a -b", chain: chain, maxWidth: 24).lines.map(\.text) == ["a ", "-b"])
    #expect(TextLayout("Dumplings", chain: chain, maxWidth: 32).lines.map(\.text)
            == ["Dump", "ling", "s"])
    // Explicit line breaks always break.
    #expect(TextLayout("a\nb", chain: chain).lines.count == 2)
  }

  @Test func neverBreaksInsideAGrapheme() throws {
    // "é" written as e + combining acute is one grapheme: after NFC one glyph, one cluster.
    let layout = TextLayout("e\u{301}e\u{301}e\u{301}", chain: try Self.chain(), maxWidth: 16)
    #expect(layout.lines.map(\.text) == ["éé", "é"])
    #expect(layout.lines[0].glyphs.count == 2)
  }

  @Test func truncatesTheLastLineWithAnEllipsis() throws {
    let chain = try Self.chain()
    let one = TextLayout("Staggered Grid", chain: chain, maxWidth: 60, lineLimit: 1)
    #expect(one.lines.map(\.text) == ["Stagge…"] && one.isTruncated)
    #expect(one.width <= 60)
    let two = TextLayout("前锋 中场 后卫 多列列表", chain: chain, maxWidth: 64, lineLimit: 2)
    #expect(two.lines.count == 2 && two.lines[1].text.hasSuffix("…"))
    #expect(two.lines.allSatisfy { $0.width <= 64 })
    // The last line kept is filled with what was wrapped after it, cut where it no longer
    // fits (as an iPhone truncates), not left with only its own words.
    let filled = TextLayout("aaaa bbbbbbb cc", chain: chain, maxWidth: 64, lineLimit: 1)
    #expect(filled.lines.map(\.text) == ["aaaa bb…"])
    // A line break of the text still ends it.
    #expect(TextLayout("aa\nbbbb cc\ndd", chain: chain, maxWidth: 64, lineLimit: 2)
              .lines.map(\.text) == ["aa", "bbbb cc…"])
    // Room for everything: no ellipsis.
    #expect(!TextLayout("Grid", chain: chain, maxWidth: 60, lineLimit: 1).isTruncated)
  }

  @Test func fallbackPicksTheFirstFontThatHasTheCharacter() throws {
    let small = try Self.chain(.caption)  // Terminus 12, misc-fixed 6x13, Noto CJK, Unifont
    #expect(small.face(for: "a")?.font.path.hasSuffix("ter-u12n.bdf") == true)
    #expect(small.face(for: "ạ")?.font.path.hasSuffix("fixed-6x13-vi.bdf") == true)
    #expect(small.face(for: "锋")?.font.path.hasSuffix("NotoSansCJKsc-Regular.outlines") == true)
    // A Han character outside the common sets Cellshot keeps outlines of: Unifont's.
    #expect(small.face(for: "\u{4E02}")?.font.path.hasSuffix("unifont.bdf") == true)
    // NFC first: o + horn + hook above becomes the one letter ở.
    let pho = TextLayout("Pho\u{31B}\u{309}", chain: try Self.chain())
    #expect(pho.lines[0].glyphs.count == 3 && pho.lines[0].text == "Phở")
  }

  @Test func missingCharacterDrawsAReplacementBox() throws {
    let chain = try Self.chain()
    let ghost = TextLayout("A👻B", chain: chain)
    #expect(ghost.lines[0].glyphs.count == 3)
    #expect(ghost.width == 24)  // the box is as wide as a digit
    var canvas = try Canvas(width: 30, height: 18, background: .white)
    ghost.draw(into: &canvas, x: 0, y: 0, color: .black)
    // The box's left side is ink, its middle is not.
    #expect(canvas.buffer[9, 8] == Color.black.premultiplied)
    #expect(canvas.buffer[12, 8] == Color.white.premultiplied)
  }

  @Test func boldUsesTheBoldCutOrSyntheticBold() throws {
    let bold16 = try Self.chain(.headline)
    #expect(bold16.primary.font.path.hasSuffix("ter-u16b.bdf") && !bold16.primary.syntheticBold)
    let bold12 = try Self.chain(FontSpec(size: 12, weight: .bold))
    #expect(bold12.primary.font.path.hasSuffix("ter-u12n.bdf") && bold12.primary.syntheticBold)
    // Synthetic bold widens each glyph by a pixel.
    #expect(TextLayout("ab", chain: bold12).width == TextLayout("ab", chain: try Self.chain(.caption)).width + 2)
  }
}
