import Raster

/// A grapheme cluster turned into glyphs: the unit of wrapping and truncation. Its glyphs' x
/// and its advance are in pen units (64ths of a pixel).
struct Cluster: Sendable {
  var text: String
  var glyphs: [PlacedGlyph]
  var advance: Int
  var ascent: Int
  var descent: Int
  var isSpace: Bool
  var isNewline: Bool
  /// CJK ideographs and kana: a line may break before or after them (not Hangul, broken at
  /// spaces as iOS breaks Korean).
  var isCJK: Bool
  /// CJK punctuation that must not start a line (，。、！？) or end one (（「).
  var noBreakBefore: Bool
  var noBreakAfter: Bool
  /// A hyphen, an en dash or a slash: a line may break after it inside a word (UAX #14's HY,
  /// BA and SY classes: "well-", "저장/"), not before a digit.
  var breaksAfter = false
  /// The bidirectional level (UAX #9) and its paragraph's, once resolved; nil for text with
  /// nothing right to left in it.
  var level: UInt8? = nil
  var paragraphLevel: UInt8? = nil
  /// The index of the run the cluster comes from, in its layout's runs.
  var run: Int32 = 0
  /// Pixels its glyphs are raised by (its run's baseline offset).
  var baselineOffset: Int32 = 0
  /// An inline object drawn in place of characters (its run's attachment).
  var attachment: TextAttachment? = nil

  static let lineBreak = Cluster(text: "\n", glyphs: [], advance: 0, ascent: 0, descent: 0,
                                 isSpace: false, isNewline: true, isCJK: false,
                                 noBreakBefore: false, noBreakAfter: false)
}

/// Turns characters into glyphs from a font chain.
struct Shaper {
  let chain: FontChain

  func shape(_ text: String) -> [Cluster] {
    var out: [Cluster] = []
    // The last character's last scalar and the face it came from, while it can kern.
    var previous: (scalar: Unicode.Scalar, face: FontFace)?
    let kerns = chain.faces.contains { $0.kerning != nil }
    for character in text {
      if character == "\n" || character == "\r\n" || character == "\r" {
        out.append(.lineBreak)
        previous = nil
        continue
      }
      out.append(cluster(character))
      guard kerns else { continue }
      // A kerning pair moves this character closer to the one before: the earlier cluster's
      // advance takes the adjustment. (A character has at least one scalar.)
      guard let first = character.unicodeScalars.first,
            let last = character.unicodeScalars.last else { continue }
      let face = chain.face(for: first)
      if let previous, let face {
        out[out.count - 2].advance += Shaper.kerning(previous.scalar, previous.face, first, face)
      }
      if let face, last == first {
        previous = (last, face)
      } else {
        previous = chain.face(for: last).map { (last, $0) }
      }
    }
    return out
  }

  /// How much the pen moves between `a` (drawn from `faceA`) and `b` (from `faceB`), in pen
  /// units: a kerning pair counts only between two characters of one face that kerns.
  static func kerning(_ a: Unicode.Scalar, _ faceA: FontFace, _ b: Unicode.Scalar,
                      _ faceB: FontFace) -> Int {
    guard faceB.kerning != nil, faceA.font === faceB.font else { return 0 }
    return faceB.kerningUnits(a, b)
  }

  /// "…", or "..." when no font has it.
  func ellipsis() -> [Cluster] {
    let single = cluster("…")
    if single.glyphs.count == 1, chain.face(for: "…") != nil { return [single] }
    return [cluster("."), cluster("."), cluster(".")]
  }

  func cluster(_ character: Character) -> Cluster {
    if let (face, raw) = chain.sequenceGlyph(character) {
      let m = face.magnification
      let glyph = PlacedGlyph(mask: raw.mask, grey: nil, picture: raw.picture,
                              x: raw.box.x * m * 64, y: -(raw.box.y + raw.box.height) * m,
                              magnification: m)
      return Cluster(text: String(character), glyphs: [glyph], advance: face.advanceUnits(raw),
                     ascent: max(face.ascent, chain.primary.ascent),
                     descent: max(face.descent, chain.primary.descent), isSpace: false,
                     isNewline: false, isCJK: false, noBreakBefore: false, noBreakAfter: false)
    }
    var glyphs: [PlacedGlyph] = []
    var advance = 0
    var ascent = 0, descent = 0
    var baseX = 0
    var first = true
    for scalar in character.unicodeScalars {
      if scalar.value >= 0x2000 && Shaper.isIgnorable(scalar) { continue }
      let isMark = !first && scalar.value >= 0x300
        && scalar.properties.generalCategory == .nonspacingMark
      guard let face = chain.face(for: scalar), let raw = face.font.glyph(for: scalar) else {
        if isMark { continue }
        let box = replacementBox()
        glyphs.append(box.0)
        advance += box.1
        ascent = max(ascent, chain.primary.ascent)
        descent = max(descent, chain.primary.descent)
        first = false
        continue
      }
      let m = face.magnification
      let bold = face.syntheticBold && raw.grey == nil
      let mask = bold ? raw.mask.emboldened() : raw.mask
      // A combining mark left after NFC goes over its base, not after it.
      let x = isMark ? baseX : advance
      glyphs.append(PlacedGlyph(mask: mask, grey: raw.grey, picture: raw.picture,
                                x: x + raw.box.x * m * 64,
                                y: -(raw.box.y + raw.box.height) * m, magnification: m))
      if !isMark {
        baseX = advance
        advance += face.advanceUnits(raw)
      }
      ascent = max(ascent, face.ascent)
      descent = max(descent, face.descent)
      first = false
    }
    let v = character.unicodeScalars.first?.value ?? 0
    // Hangul is not: Korean is written with spaces between words, and iOS breaks it there
    // (TextKit's `hangulWordPriority` line-break strategy, part of the standard one), never
    // inside a word that fits (compatibility jamo, U+3130-318F, with it).
    let isCJK = ((0x2E80...0x9FFF).contains(v) && !(0x3130...0x318F).contains(v))
      || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFFEF).contains(v)
      || (0x20000...0x3FFFF).contains(v)
    let isSpace = v < 0x80 ? (v == 32 || v == 9) : character.isWhitespace
    return Cluster(
      text: String(character), glyphs: glyphs, advance: advance,
      ascent: max(ascent, chain.primary.ascent), descent: max(descent, chain.primary.descent),
      isSpace: isSpace, isNewline: false, isCJK: isCJK,
      noBreakBefore: v >= 0x3000 && Shaper.closing.contains(v),
      noBreakAfter: v >= 0x3000 && Shaper.opening.contains(v),
      breaksAfter: v == 0x2D || v == 0x2F || v == 0x2010 || v == 0x2013)
  }

  static let closing: Set<UInt32> = [0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF01, 0xFF1F, 0xFF1A,
                                     0xFF1B, 0xFF09, 0x300D, 0x300F, 0x3011, 0x300B, 0x3009]
  static let opening: Set<UInt32> = [0xFF08, 0x300C, 0x300E, 0x3010, 0x300A, 0x3008]

  /// A hollow box as wide as a digit, for a character no font has.
  func replacementBox() -> (PlacedGlyph, Int) {
    let face = chain.primary
    let m = face.magnification
    // Bounded whatever the font says: 4 to 1024 pixels a side before magnification.
    let side = 4...BDFParser.maxGlyphSide
    let digit = min(max(face.font.glyph(for: "0")?.advance ?? face.font.pixelSize / 2,
                        side.lowerBound), side.upperBound)
    let width = max(3, digit - 2)
    let height = min(max(face.font.ascent - 2, side.lowerBound), side.upperBound)
    var mask = BitMask(width: width, height: height)
    for x in 0..<width {
      mask[x, 0] = true
      mask[x, height - 1] = true
    }
    for y in 0..<height {
      mask[0, y] = true
      mask[width - 1, y] = true
    }
    return (PlacedGlyph(mask: mask, x: m * 64, y: -height * m, magnification: m), digit * m * 64)
  }

  /// Zero-width characters no font should draw: joiners, variation selectors, BOM.
  static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F, 0xFEFF, 0xE0100...0xE01EF: return true
    default: return false
    }
  }
}
