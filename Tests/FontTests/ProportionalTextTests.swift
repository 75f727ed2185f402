import BitmapFonts
import Foundation
import Raster
import Testing

/// Inter's grey strikes: the greymap BDF reader, the strike a text style gets, fractional
/// advances, iOS's line metrics, exact coverage blending and the Unifont fallback.
@Suite struct ProportionalTextTests {
  static let library = FontLibrary.shared

  static func chain(_ spec: FontSpec = .body, scale: Int = 1) throws -> FontChain {
    try library.chain(for: spec, scale: scale)
  }

  /// A two-glyph greymap font: "A" a 3 x 2 ramp of 4-bit levels, "B" from a SWIDTH.
  static func tinyGreymap(size: String = "SIZE 10 72 72 4", property: String = "") -> String {
    """
    STARTFONT 2.3
    FONT tiny
    \(size)
    FONTBOUNDINGBOX 3 2 0 0
    STARTPROPERTIES 3
    FONT_ASCENT 8
    FONT_DESCENT 2
    \(property.isEmpty ? "COMMENT none" : property)
    ENDPROPERTIES
    CHARS 2
    STARTCHAR A
    ENCODING 65
    SWIDTH 550 0
    DWIDTH 6 0
    BBX 3 2 0 0
    BITMAP
    0F80
    1230
    ENDCHAR
    STARTCHAR B
    ENCODING 66
    SWIDTH 333 0
    DWIDTH 3 0
    BBX 0 0 0 0
    BITMAP
    ENDCHAR
    ENDFONT

    """
  }

  @Test func readsGreymapGlyphs() throws {
    let font = try BDFFont(bytes: Array(Self.tinyGreymap().utf8), path: "tiny.bdf")
    #expect(font.bitsPerPixel == 4)
    let a = try #require(font.glyph(for: "A"))
    let grey = try #require(a.grey)
    // 4-bit levels times 17: 0, F, 8 / 1, 2, 3.
    #expect(grey.coverage == [0, 255, 136, 17, 34, 51])
    // The 1-bit mask keeps what is covered at least half.
    #expect(!a.mask[0, 0] && a.mask[1, 0] && a.mask[2, 0] && !a.mask[2, 1])
    #expect(a.scalableWidth == 550 && a.advance == 6)
    // The pen moves by SWIDTH: 0.55 of 10 pixels is 5.5 pixels, 352 64ths.
    #expect(FontFace(font: font).advanceUnits(a) == 352)
    // BITS_PER_PIXEL says the depth when SIZE does not.
    let byProperty = try BDFFont(bytes: Array(Self.tinyGreymap(
      size: "SIZE 10 72 72", property: "BITS_PER_PIXEL 4").utf8), path: "p.bdf")
    #expect(byProperty.glyph(for: "A")?.grey?.coverage == grey.coverage)
  }

  /// An absurd SWIDTH is bounded like DWIDTH (±4096 pixels), so a long line cannot overflow.
  @Test func absurdScalableWidthsAreBounded() throws {
    let text = Self.tinyGreymap().replacingOccurrences(of: "SWIDTH 550 0",
                                                       with: "SWIDTH 999999999 0")
    let font = try BDFFont(bytes: Array(text.utf8), path: "huge.bdf")
    let face = FontFace(font: font)
    #expect(face.advanceUnits(try #require(font.glyph(for: "A"))) == 4096 * 64)
    let chain = FontChain(faces: [face], pixelSize: 10)
    let layout = TextLayout(String(repeating: "A", count: 10_000), chain: chain)
    #expect(layout.width == 4096 * 10_000)
  }

  @Test func badDepthsAreErrorsNamingTheLine() {
    for (size, property, words) in [("SIZE 10 72 72 3", "", "tiny.bdf:3: SIZE gives 3 bits"),
                                    ("SIZE 10 72 72", "BITS_PER_PIXEL 16", "BITS_PER_PIXEL '16'")] {
      #expect {
        _ = try BDFFont(bytes: Array(Self.tinyGreymap(size: size, property: property).utf8),
                        path: "tiny.bdf")
      } throws: { "\($0)".contains(words) }
    }
  }

  @Test func eachStyleHasItsOwnStrike() throws {
    // (points, scale) -> the strike that lays the text out (its advances), and the outlines
    // that draw it, at 97 % of the size; never a strike magnified.
    let cases: [(FontSpec, Int, String, String)] = [
      (.body, 3, "Inter-Regular-51.bdf", "Inter-Regular.outlines (em 49 of 51)"),
      (.headline, 3, "Inter-SemiBold-51.bdf", "Inter-SemiBold.outlines (em 49 of 51)"),
      (.largeTitle, 3, "Inter-Regular-102.bdf", "Inter-Regular.outlines (em 99 of 102)"),
      (.caption2, 1, "Inter-Regular-11.bdf", "Inter-Regular.outlines)"),  // em 11 of 11
      (FontSpec.title.bold(), 2, "Inter-Bold-56.bdf", "Inter-Bold.outlines (em 54 of 56)"),
      // .system(size:) takes the nearest strike's advances (14 points: 13 pixels), drawn at
      // its own size; with none near (past the largest), the outlines' own advances at 91 %.
      (FontSpec(size: 14), 1, "Inter-Regular-13.bdf", "Inter-Regular.outlines (em 14 of 13)"),
      (FontSpec(size: 100), 2, "", "Inter-Regular.outlines (em 194 of 200) (advances of em 182)"),
      (FontSpec(size: 40, weight: .bold), 3, "",
       "Inter-Bold.outlines (em 116 of 120) (advances of em 109)"),
    ]
    for (spec, scale, strike, outlines) in cases {
      let chain = try Self.chain(spec, scale: scale)
      let path = chain.primary.font.path
      #expect((strike.isEmpty || path.contains("/Inter/" + strike + " (drawn from"))
                && path.contains("/Inter/" + outlines) && chain.primary.magnification == 1,
              "\(spec) @\(scale)x: \(path) x\(chain.primary.magnification)")
    }
    // A capital is Inter's cap height (0.727 em) tall at the em drawn: 141 pixels at 100
    // points at 2x; body at 3x has the iPhone's x-height and capitals (27 and 36 pixels of
    // 51, measured on an iPhone's 17-point text), where the strikes' 91 % drew 25 and 34.
    let big = try Self.chain(FontSpec(size: 100), scale: 2).primary.font
    let capital = try #require(big.glyph(for: "H"))
    #expect(abs(capital.box.height - 141) <= 1, "\(capital.box)")
    let body = try Self.chain(.body, scale: 3).primary.font
    let (x, h) = (try #require(body.glyph(for: "x")), try #require(body.glyph(for: "H")))
    #expect(abs(x.box.height - 27) <= 1 && abs(h.box.height - 36) <= 1, "\(x.box) \(h.box)")
    // The monospaced design is JetBrains Mono; Terminus is its own.
    let mono = try Self.chain(FontSpec.body.monospaced())
    #expect(mono.primary.font.path.hasSuffix("JetBrainsMono-Regular.ttf"), "\(mono.primary.font.path)")
    let terminus = try Self.chain(FontSpec.body.design(.terminus))
    #expect(terminus.primary.font.path.hasSuffix("ter-u16n.bdf"))
    // Italics: Inter's italic cut at regular weight, with its own kerning; heavier upright.
    let italic = try Self.chain(FontSpec.body.italic(), scale: 3)
    #expect(italic.primary.font.path.contains("/Inter/Inter-Italic-51.bdf"))
    let regularKerning = try Self.library.kerning("Inter/Inter-Regular.kern")
    #expect(italic.primary.kerning != nil && italic.primary.kerning !== regularKerning)
    let boldItalic = try Self.chain(FontSpec.headline.italic(), scale: 3)
    #expect(boldItalic.primary.font.path.contains("/Inter/Inter-SemiBold-51.bdf"))
  }

  /// Lines are spaced as iOS spaces its system font's: SF Pro's ascender and descender (1950
  /// and 494 per 2048 units), the line rounded up to a pixel. Body at 3x is 61 pixels, 20.33
  /// points, as UIFont's 20.29-point lineHeight rounds up on a 3x screen.
  @Test func lineMetricsAreIOSs() throws {
    for (spec, scale, ascent, height) in [(FontSpec.body, 3, 49, 61), (.largeTitle, 3, 98, 122),
                                          (.body, 1, 17, 21), (.caption2, 2, 21, 27)] {
      let layout = TextLayout("Hxg", chain: try Self.chain(spec, scale: scale))
      #expect(layout.lines[0].ascent == ascent && layout.height == height,
              "\(spec) @\(scale)x: \(layout.lines[0].ascent)/\(layout.height)")
    }
    let two = TextLayout("One\nTwo", chain: try Self.chain(.body, scale: 3))
    #expect(two.height == 122)
  }

  /// A size between strikes is drawn by the nearest strike, but measured at its own size: 21
  /// points at 3x (63 pixels) is laid out by the 60-pixel strike, and its line is SF's 25.06
  /// points (76 pixels, not the strike's 72), its words as wide as 63 pixels of advances.
  @Test func aSizeBetweenStrikesIsMeasuredAtItsOwnSize() throws {
    let chain = try Self.chain(FontSpec(size: 21), scale: 3)
    #expect(chain.primary.font.path.contains("/Inter/Inter-Regular-60.bdf"))
    let layout = TextLayout("Welcome", chain: chain)
    #expect(layout.lines[0].ascent == 60 && layout.height == 76)
    let design = try #require(chain.primary.design)
    #expect(design.size64 == 63 * 64)
    let exact = try Self.exactWidth("Welcome", chain: chain, pixels: 63)
    #expect(Double(layout.width) >= exact && Double(layout.width) < exact + 1.5,
            "\(layout.width) vs \(exact)")
  }

  /// `word`'s width from its glyphs' SWIDTH at `pixels`, the face's width factor and tracking
  /// and its kerning, unrounded.
  static func exactWidth(_ word: String, chain: FontChain, pixels: Double) throws -> Double {
    let face = chain.primary
    let design = try #require(face.design)
    let scale = Double(design.scale65536) / 65536
    var width = 0.0
    var previous: Unicode.Scalar?
    for scalar in word.unicodeScalars {
      let thousandths = try #require(face.font.glyph(for: scalar)?.scalableWidth)
      width += Double(thousandths) / 1000 * pixels * scale + Double(design.tracking64) / 64
      if let previous { width += Double(face.kerningUnits(previous, scalar)) / 64 }
      previous = scalar
    }
    return width
  }

  /// English text is as wide as in SF Pro at each weight and size: the frequency-weighted
  /// average advance of English letters and spaces (capsize's weights) as laid out, against SF
  /// Pro's `hmtx` averages plus its tracking: at 28 points the Display design's, at 17 the
  /// blend of Text and Display five sixteenths of the way (worked out by hand from the fonts'
  /// figures in docs/text.md).
  @Test func englishWidthsAreSFPros() throws {
    let weights: [(Character, Double)] = [
      ("a", 0.0668), ("b", 0.0122), ("c", 0.0228), ("d", 0.0348), ("e", 0.1039), ("f", 0.0182),
      ("g", 0.0165), ("h", 0.0499), ("i", 0.057), ("j", 0.0013), ("k", 0.0063), ("l", 0.0329),
      ("m", 0.0197), ("n", 0.0552), ("o", 0.0614), ("p", 0.0158), ("q", 0.0008), ("r", 0.049),
      ("s", 0.0518), ("t", 0.0741), ("u", 0.0226), ("v", 0.008), ("w", 0.0193), ("x", 0.0012),
      ("y", 0.0162), ("z", 0.0006), (" ", 0.1818),
    ]
    let cases: [(FontSpec, Int, Double)] = [
      (.body, 1, 0.4440), (.body, 3, 0.4440), (.headline, 2, 0.4642), (.body.bold(), 3, 0.4760),
      (.title, 1, 0.4239), (.title, 3, 0.4239), (.title.bold(), 2, 0.4610),
      (FontSpec(size: 17, weight: .light), 3, 0.4369),
      (FontSpec(size: 17, weight: .medium), 3, 0.4555),
      (FontSpec(size: 28, weight: .black), 3, 0.4978),
    ]
    for (spec, scale, em) in cases {
      let face = try Self.chain(spec, scale: scale).primary
      var average = 0.0
      for (character, weight) in weights {
        let glyph = try #require(face.font.glyph(for: character.unicodeScalars.first!))
        average += Double(face.advanceUnits(glyph)) / 64 * weight
      }
      let ratio = average / (em * spec.size * Double(scale))
      #expect(abs(ratio - 1) < 0.01, "\(spec) @\(scale)x: \(ratio)")
    }
  }

  /// Ink for width (coverage over the advance) of a line at `weight`: how dark it looks.
  static func ink(_ weight: FontWeight, points: Double = 17, scale: Int) throws -> Double {
    let face = try chain(FontSpec(size: points, weight: weight), scale: scale).primary
    var coverage = 0, advance = 0
    for scalar in "Weighing a medium".unicodeScalars {
      let glyph = try #require(face.font.glyph(for: scalar))
      coverage += glyph.grey.map { $0.coverage.reduce(0) { $0 + Int($1) } } ?? 0
      advance += face.advanceUnits(glyph)
    }
    return Double(coverage) / Double(advance)
  }

  /// Medium, which Inter's strikes do not have, is the regular and semibold glyphs blended:
  /// darker than the regular and lighter than the semibold, ink for width, at body size on
  /// every scale.
  @Test func mediumLiesBetweenRegularAndSemibold() throws {
    for scale in 1...3 {
      func ink(_ weight: FontWeight) throws -> Double { try Self.ink(weight, scale: scale) }
      let (regular, medium, semibold) = (try ink(.regular), try ink(.medium), try ink(.semibold))
      // Well inside: a quarter of the way from either (the regular cut drawn at medium's
      // width, as before, is as dark as the regular).
      let quarter = (semibold - regular) / 4
      #expect(medium > regular + quarter && medium < semibold - quarter,
              "\(scale)x: \(regular) \(medium) \(semibold)")
    }
  }

  /// Heavy and black, which Inter's strikes do not have, are the bold cut with its stems
  /// widened as Inter's ExtraBold and Black widen them: each darker than the one before, by
  /// at least a twentieth, at 17 and 34 points (the bold cut drawn at their widths, as before,
  /// is as dark as the bold).
  @Test func heavyAndBlackAreDarkerThanBold() throws {
    for (points, scale) in [(17.0, 1), (17, 3), (34, 2)] {
      let inks = try [FontWeight.bold, .heavy, .black].map {
        try Self.ink($0, points: points, scale: scale)
      }
      #expect(inks[1] > inks[0] * 1.05 && inks[2] > inks[1] * 1.05, "\(points) @\(scale)x: \(inks)")
    }
  }

  /// Light, thin and ultralight, which Inter's strikes do not have, are the regular cut with
  /// its stems thinned as Inter's Light, ExtraLight and Thin thin them: each lighter than the
  /// one after, by at least a twentieth, at 17 points at 3x and 34 at 2x; at 1x, where a step
  /// is a quarter pixel, ultralight still lighter than regular (the regular cut drawn at their
  /// widths, as before, is as dark as the regular).
  @Test func lightThinAndUltralightAreLighterThanRegular() throws {
    for (points, scale) in [(17.0, 3), (34, 2)] {
      let inks = try [FontWeight.ultraLight, .thin, .light, .regular].map {
        try Self.ink($0, points: points, scale: scale)
      }
      for k in 0..<3 {
        #expect(inks[k] * 1.05 < inks[k + 1], "\(points) @\(scale)x: \(inks)")
      }
    }
    let ultraLight = try Self.ink(.ultraLight, scale: 1), regular = try Self.ink(.regular, scale: 1)
    #expect(ultraLight * 1.05 < regular, "17 @1x: \(ultraLight) \(regular)")
  }

  /// A word is as wide as its unrounded advances summed, rounded up once: no per-letter
  /// rounding error piles up.
  @Test func advancesAreFractional() throws {
    let chain = try Self.chain(.body, scale: 1)
    let font = chain.primary.font
    let word = "Staggered Grid"
    let exact = try Self.exactWidth(word, chain: chain, pixels: 17)
    let width = TextLayout(word, chain: chain).width
    #expect(Double(width) >= exact && Double(width) < exact + 1.5, "\(width) vs \(exact)")
    // Glyphs sit at the nearest whole pixel of the pen (advances plus kerning, in 64ths):
    // never further than half a pixel.
    var pen = 0
    var previous: Unicode.Scalar?
    for (scalar, placed) in zip(word.unicodeScalars, TextLayout(word, chain: chain).lines[0].glyphs) {
      let glyph = try #require(font.glyph(for: scalar))
      if let previous { pen += chain.primary.kerningUnits(previous, scalar) }
      #expect(abs(Double(placed.x - glyph.box.x) - Double(pen) / 64) <= 0.5, "\(scalar)")
      pen += chain.primary.advanceUnits(glyph)
      previous = scalar
    }
  }

  /// Inter's kerning pairs close "AV" and "To" up, by the font's adjustment at each size,
  /// and the fast one-line measure agrees with the layout.
  @Test func kerningPairsApply() throws {
    let chain = try Self.chain(.body, scale: 3)
    let face = chain.primary
    #expect(face.kerning?.thousandths("A", "V") == -62)
    for pair in ["AV", "To", "Ty"] {
      let kerned = TextLayout(pair, chain: chain).width
      let apart = TextLayout(String(pair.first!), chain: chain).width
        + TextLayout(String(pair.last!), chain: chain).width
      #expect(kerned < apart - 1, "\(pair): \(kerned) vs \(apart)")
    }
    // -62 thousandths of 51 pixels is -3.16 pixels, times SF Pro's width over Inter's at body
    // (1.050): -3.32 pixels, -212 64ths.
    #expect(face.kerningUnits("A", "V") == -212)
    // The monospaced design does not kern.
    #expect(try Self.chain(FontSpec.body.monospaced()).primary.kerning == nil)
  }

  @Test func badKerningLinesAreErrorsNamingTheLine() {
    #expect {
      _ = try KerningTable(text: "# pairs\n0041 0056 -62\n0054 zz -3\n", path: "w.kern")
    } throws: { "\($0)".contains("w.kern:3") && "\($0)".contains("'0054 zz -3'") }
    #expect(throws: BDFError.self) {
      _ = try KerningTable(text: "0041 0056 -99999\n", path: "w.kern")
    }
  }

  /// A grey glyph in black on white leaves exactly 255 minus its coverage in each pixel: the
  /// coverage scales the paint and blends with the exact division shapes use.
  @Test func coverageBlendsExactly() throws {
    let chain = try Self.chain(.largeTitle, scale: 3)
    let glyph = try #require(chain.primary.font.glyph(for: "g"))
    let grey = try #require(glyph.grey)
    #expect(Set(grey.coverage).count > 8)  // anti-aliased: many levels
    let layout = TextLayout("g", chain: chain)
    var canvas = try Canvas(width: layout.width + 4, height: layout.height, background: .white)
    layout.draw(into: &canvas, x: 0, y: 0, color: .black)
    let placed = layout.lines[0].glyphs[0]
    let top = layout.lines[0].ascent + placed.y
    for y in 0..<grey.height {
      for x in 0..<grey.width {
        let pixel = canvas.buffer[placed.x + x, top + y]
        #expect(pixel.r == 255 - grey[x, y] && pixel.g == pixel.r, "\(x),\(y)")
      }
    }
  }

  /// Vietnamese is Inter's own; Chinese falls back to Noto Sans CJK on the same baseline
  /// without making the line taller.
  @Test func vietnameseAndFallbackShareTheBaseline() throws {
    let chain = try Self.chain(.body, scale: 3)
    let text = "Tiếng Việt: ắằẳẵặ ỡợ ữự Đđ ₫"
    for scalar in text.unicodeScalars where scalar != " " {
      #expect(chain.face(for: scalar)?.font.path.contains("/Inter/") == true, "\(scalar)")
    }
    #expect(TextLayout(text, chain: chain).missing.isEmpty)
    let mixed = TextLayout("Phở 格", chain: chain)
    #expect(mixed.height == 61)
    let hanzi = try #require(mixed.lines[0].glyphs.last)
    // Drawn at 51 pixels, not magnified: inside the em box's 45 pixels up and 7 down.
    #expect(hanzi.magnification == 1 && hanzi.grey != nil)
    #expect(hanzi.y + hanzi.mask.height <= 7 && hanzi.y >= -45)
    #expect(TextLayout("Phở 格格", chain: chain).width == mixed.width + 51)
  }

  /// The one-line ASCII measure, whose characters are worked out at their first use and read
  /// without a lock after, gives `TextLayout`'s width and height for every printable
  /// character alone and for strings of them (kerning pairs, spaces at the end), in light,
  /// regular, medium, bold, black, italic and monospaced fonts at scales 1 and 3, measured
  /// from four tasks at once, each string asked twice.
  @Test func asciiMeasureIsTheLayoutsWidthAndHeight() async throws {
    let specs = [FontSpec(size: 17), FontSpec(size: 13, weight: .light),
                 FontSpec(size: 22, weight: .medium), FontSpec(size: 28, weight: .bold),
                 FontSpec(size: 34, weight: .black), FontSpec(size: 15, italic: true),
                 FontSpec(size: 12, monospaced: true), FontSpec(size: 13, design: .serif),
                 FontSpec(size: 12, design: .terminus)]
    let printable = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }
    var strings = printable + ["AVATAR Wo To", "Row 12  ", "fi ffl -- ==> (x)", "Te;Yo,", "  "]
    var numbers = SeededNumbers(state: 5)
    for _ in 0..<40 {
      strings.append(String((0..<1 + Int(numbers.next() * 24)).map { _ in
        Character(printable[Int(numbers.next() * 95)]) }))
    }
    let all = strings
    for scale in [1, 3] {
      for spec in specs {
        let chain = try Self.chain(spec, scale: scale)
        let measure = AsciiLineMeasure(chain: chain)
        let expected = all.map { string in
          let layout = TextLayout(string, chain: chain)
          return [layout.width, layout.height]
        }
        let found = await withTaskGroup(of: [[Int]].self) { group in
          for _ in 0..<4 {
            group.addTask {
              all.map { string in
                _ = measure.size(of: string)
                guard let size = measure.size(of: string) else { return [-1, -1] }
                return [size.width, size.height]
              }
            }
          }
          return await group.reduce(into: []) { $0.append($1) }
        }
        for answers in found {
          for (i, string) in all.enumerated() {
            #expect(answers[i] == expected[i],
                    "\(spec.size) \(spec.weight) scale \(scale): \"\(string)\"")
          }
        }
      }
    }
  }

  /// A repeatable stream of numbers in 0 ..< 1.
  struct SeededNumbers {
    var state: UInt64
    mutating func next() -> Double {
      state = state &* 6364136223846793005 &+ 1442695040888963407
      return Double(state >> 11) / Double(UInt64(1) << 53)
    }
  }
}
