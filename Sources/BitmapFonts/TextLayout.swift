import Foundation
import Raster

/// How lines sit across the width of a text block.
public enum TextAlignment: Sendable, Hashable {
  case leading
  case center
  case trailing
}

/// A glyph placed on a line: its mask, where the mask's top-left goes relative to the line's
/// start on the baseline, and how it is magnified. All in pixels.
public struct PlacedGlyph: Sendable {
  public var mask: BitMask
  /// A greymap glyph's coverage, drawn instead of `mask`.
  public var grey: GreyMask?
  /// The colour of the run the glyph belongs to; nil for the colour the layout is drawn in.
  public var color: Color? = nil
  public var x: Int
  /// The mask's top relative to the baseline (negative is above).
  public var y: Int
  public var magnification: Int
}

/// One laid-out line.
public struct TextLine: Sendable {
  public var glyphs: [PlacedGlyph]
  /// The width of the ink-bearing advance, without trailing spaces, rounded up to a pixel.
  public var width: Int
  public var ascent: Int
  public var descent: Int
  public var height: Int { ascent + descent }
  /// The characters on the line (for dumps and tests).
  public var text: String
}

/// Text measured, wrapped and truncated with a font chain, ready to draw. All sizes are pixels.
///
/// The pen moves in 64ths of a pixel: a greymap font's advances are fractional (its SWIDTH),
/// each glyph is drawn at the pen position rounded to a whole pixel, and a line is as wide as
/// its advances rounded up, so words are as wide as the outlines they were drawn from.
///
/// Text is NFC-normalised first. Lines break at `\n`; with a `maxWidth` they also wrap after
/// spaces and around CJK characters, and a word wider than the line breaks between characters,
/// never inside a grapheme. With a `lineLimit`, the last line kept ends in `…` when text was
/// left out. Each line's height is the largest ascent plus the largest descent of the faces it
/// uses, so a line with Chinese in it may be taller than one without.
public struct TextLayout: Sendable {
  public var lines: [TextLine]
  /// The widest line.
  public var width: Int
  public var height: Int
  public var alignment: TextAlignment
  /// True when text was left out to fit the line limit.
  public var isTruncated: Bool
  /// The characters no font of the chain has (drawn as hollow boxes), in order, once each.
  public var missing: [Unicode.Scalar] = []

  /// No lines at all: what text is when its fonts cannot be had.
  public static let empty = TextLayout(lines: [], width: 0, height: 0, alignment: .leading,
                                       isTruncated: false)

  init(lines: [TextLine], width: Int, height: Int, alignment: TextAlignment, isTruncated: Bool) {
    self.lines = lines
    self.width = width
    self.height = height
    self.alignment = alignment
    self.isTruncated = isTruncated
  }

  public init(_ text: String, chain: FontChain, maxWidth: Int? = nil, lineLimit: Int? = nil,
              alignment: TextAlignment = .leading) {
    self.init(runs: [TextRun(text, chain: chain)], maxWidth: maxWidth, lineLimit: lineLimit,
              alignment: alignment)
  }

  /// Text in runs of their own fonts and colours (SwiftUI's `Text + Text`), laid out as one:
  /// the runs share lines and baselines, wrap together, and a line is as tall as the tallest
  /// run on it. An ellipsis is drawn in the first run's font.
  public init(runs: [TextRun], maxWidth: Int? = nil, lineLimit: Int? = nil,
              alignment: TextAlignment = .leading) {
    precondition(!runs.isEmpty, "a text layout needs a run")
    let chain = runs[0].chain
    var clusters: [Cluster] = []
    var missing: [Unicode.Scalar] = []
    for run in runs {
      let (shaped, absent) = TextLayout.shape(run)
      clusters += shaped
      for scalar in absent where !missing.contains(scalar) { missing.append(scalar) }
    }
    let maxUnits = maxWidth.map { TextLayout.units(fromPixels: $0) }
    var lines = LineBreaker.wrap(clusters, maxWidth: maxUnits)
    var truncated = false
    if let limit = lineLimit.map({ max(1, $0) }), lines.count > limit {
      let ellipsis = Shaper(chain: chain).ellipsis()
      let rest = lines[(limit - 1)...].flatMap { $0 + [Cluster.lineBreak] }.dropLast()
      lines = Array(lines.prefix(limit - 1))
      lines.append(LineBreaker.truncate(Array(rest), maxWidth: maxUnits, ellipsis: ellipsis))
      truncated = true
    }
    self.missing = missing
    let built = lines.map { TextLayout.build($0, chain: chain) }
    self.lines = built
    width = built.map(\.width).max() ?? 0
    height = built.reduce(0) { $0 + $1.height }
    self.alignment = alignment
    isTruncated = truncated
  }

  /// A run's clusters, and the characters no font of its chain has, once each.
  static func shape(_ run: TextRun) -> ([Cluster], [Unicode.Scalar]) {
    let text = run.text, chain = run.chain
    // NFC changes nothing in ASCII: skip the (bridged, slow) normalisation for it.
    let normalized = text.utf8.allSatisfy { $0 < 0x80 } ? text
      : text.precomposedStringWithCanonicalMapping
    var clusters = Shaper(chain: chain).shape(normalized)
    if let color = run.color {
      for i in clusters.indices {
        for j in clusters[i].glyphs.indices { clusters[i].glyphs[j].color = color }
      }
    }
    var missing: [Unicode.Scalar] = []
    if !normalized.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      for scalar in normalized.unicodeScalars where scalar.value >= 0x80 || scalar.value < 0x20 {
        let control = scalar == "\n" || scalar == "\r" || scalar == "\t"
        if control || missing.contains(scalar) { continue }
        if scalar.value >= 0x2000 && Shaper.isIgnorable(scalar) { continue }
        if scalar.properties.generalCategory == .nonspacingMark { continue }
        if chain.face(for: scalar) == nil { missing.append(scalar) }
      }
    }
    return (clusters, missing)
  }

  /// The x offset of line `index` inside a block `blockWidth` wide.
  public func offset(ofLine index: Int, in blockWidth: Int) -> Int {
    let free = max(0, blockWidth - lines[index].width)
    switch alignment {
    case .leading: return 0
    case .center: return free / 2
    case .trailing: return free
    }
  }

  /// Draws the lines with their top-left at pixel (x, y), aligned inside `blockWidth` (the
  /// layout's own width when nil).
  public func draw(into canvas: inout Canvas, x: Int, y: Int, blockWidth: Int? = nil,
                   color: Color, opacity: Double = 1) {
    var top = y
    for (i, line) in lines.enumerated() {
      let left = x + offset(ofLine: i, in: blockWidth ?? width)
      let baseline = top + line.ascent
      for g in line.glyphs {
        let ink = g.color ?? color
        if let grey = g.grey {
          canvas.drawGreyMask(grey, x: left + g.x, y: baseline + g.y,
                              magnification: g.magnification, color: ink, opacity: opacity)
        } else {
          canvas.drawMask(g.mask, x: left + g.x, y: baseline + g.y,
                          magnification: g.magnification, color: ink, opacity: opacity)
        }
      }
      top += line.height
    }
  }

  /// Pen units (64ths of a pixel) in `pixels`.
  public static func units(fromPixels pixels: Int) -> Int {
    min(max(pixels, -(1 << 40)), 1 << 40) * 64
  }

  /// Pixels covering `units` (64ths of a pixel), rounded up.
  public static func pixels(fromUnits units: Int) -> Int { (units + 63) >> 6 }

  static func build(_ clusters: [Cluster], chain: FontChain) -> TextLine {
    var glyphs: [PlacedGlyph] = []
    var x = 0
    // Each cluster carries its run's primary face's ascent and descent at least; an empty
    // line takes the first run's.
    var ascent = clusters.isEmpty ? chain.primary.ascent : 0
    var descent = clusters.isEmpty ? chain.primary.descent : 0
    var text = ""
    for c in clusters {
      for g in c.glyphs {
        // A cluster's glyphs sit at 64ths; each is drawn at the nearest whole pixel.
        var placed = g
        placed.x = (x + g.x + 32) >> 6
        glyphs.append(placed)
      }
      ascent = max(ascent, c.ascent)
      descent = max(descent, c.descent)
      x += c.advance
      text += c.text
    }
    return TextLine(glyphs: glyphs, width: pixels(fromUnits: LineBreaker.width(clusters)),
                    ascent: ascent,
                    descent: descent, text: text)
  }
}

/// A run of text in one font chain and, when given, one colour.
public struct TextRun: Sendable {
  public var text: String
  public var chain: FontChain
  /// The run's colour; nil for the colour the layout is drawn in.
  public var color: Color?

  public init(_ text: String, chain: FontChain, color: Color? = nil) {
    self.text = text
    self.chain = chain
    self.color = color
  }
}

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
  /// CJK ideographs, kana and hangul: a line may break before or after them.
  var isCJK: Bool
  /// CJK punctuation that must not start a line (，。、！？) or end one (（「).
  var noBreakBefore: Bool
  var noBreakAfter: Bool

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
      // advance takes the adjustment.
      let first = character.unicodeScalars.first!
      let face = chain.face(for: first)
      if let previous, let face {
        out[out.count - 2].advance += Shaper.kerning(previous.scalar, previous.face, first, face)
      }
      let last = character.unicodeScalars.last!
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
      glyphs.append(PlacedGlyph(mask: mask, grey: raw.grey, x: x + raw.box.x * m * 64,
                                y: -(raw.box.y + raw.box.height) * m, magnification: m))
      if !isMark {
        baseX = advance
        advance += face.advanceUnits(raw)
      }
      ascent = max(ascent, face.ascent)
      descent = max(descent, face.descent)
      first = false
    }
    let scalar = character.unicodeScalars.first!
    let v = scalar.value
    let isCJK = (0x2E80...0x9FFF).contains(v) || (0xAC00...0xD7AF).contains(v)
      || (0xF900...0xFAFF).contains(v) || (0xFF00...0xFFEF).contains(v)
      || (0x20000...0x3FFFF).contains(v)
    let isSpace = v < 0x80 ? (v == 32 || v == 9) : character.isWhitespace
    return Cluster(
      text: String(character), glyphs: glyphs, advance: advance,
      ascent: max(ascent, chain.primary.ascent), descent: max(descent, chain.primary.descent),
      isSpace: isSpace, isNewline: false, isCJK: isCJK,
      noBreakBefore: v >= 0x3000 && Shaper.closing.contains(v),
      noBreakAfter: v >= 0x3000 && Shaper.opening.contains(v))
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

/// Greedy line breaking and tail truncation over clusters.
enum LineBreaker {
  /// The advance of `clusters` without trailing spaces, in pen units.
  static func width(_ clusters: some Collection<Cluster>) -> Int {
    var width = LineWidth()
    for c in clusters { width.add(c.advance, isSpace: c.isSpace) }
    return width.units
  }

  /// True when a line may break between `a` and `b`.
  static func mayBreak(_ a: Cluster, _ b: Cluster) -> Bool {
    if b.isSpace || b.noBreakBefore || a.noBreakAfter { return false }
    return a.isSpace || a.isCJK || b.isCJK
  }

  static func wrap(_ clusters: [Cluster], maxWidth: Int?) -> [[Cluster]] {
    var lines: [[Cluster]] = []
    var line: [Cluster] = []
    var lineWidth = 0
    for c in clusters {
      if c.isNewline {
        lines.append(line)
        line = []
        lineWidth = 0
        continue
      }
      // A space may hang past the edge; anything else that does not fit wraps.
      if let maxWidth, !line.isEmpty, !c.isSpace, lineWidth + c.advance > maxWidth {
        var breakAt: Int?
        for i in stride(from: line.count - 1, to: 0, by: -1) where mayBreak(line[i - 1], line[i]) {
          breakAt = i
          break
        }
        if let last = line.last, mayBreak(last, c) { breakAt = line.count }
        let cut = breakAt ?? line.count  // no opportunity: break between characters
        let carried = Array(line[cut...])
        lines.append(Array(line[..<cut]))
        line = carried
        lineWidth = carried.reduce(0) { $0 + $1.advance }
      }
      line.append(c)
      lineWidth += c.advance
    }
    lines.append(line)
    return lines
  }

  /// The longest start of `clusters` (on one line) that fits `maxWidth` (pen units) with
  /// `ellipsis` after it, then the ellipsis. Trailing spaces before the ellipsis are dropped.
  static func truncate(_ clusters: [Cluster], maxWidth: Int?, ellipsis: [Cluster]) -> [Cluster] {
    let available = (maxWidth ?? Int.max) - ellipsis.reduce(0) { $0 + $1.advance }
    var kept: [Cluster] = []
    var used = 0
    for c in clusters {
      if c.isNewline { break }
      if used + c.advance > available { break }
      kept.append(c)
      used += c.advance
    }
    while let last = kept.last, last.isSpace { kept.removeLast() }
    return kept + ellipsis
  }
}

/// A line's width as advances are added: the sum of them all but the trailing spaces' (a
/// space may hang past the end of a line).
struct LineWidth {
  private var total = 0
  private var trailing = 0

  mutating func add(_ advance: Int, isSpace: Bool) {
    total += advance
    trailing = isSpace ? trailing + advance : 0
  }

  /// The width in pen units.
  var units: Int { total - trailing }
}
