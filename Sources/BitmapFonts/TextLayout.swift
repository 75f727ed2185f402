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
  /// A colour glyph's picture, drawn instead of the mask (an emoji).
  public var picture: ColorGlyph? = nil
  public var x: Int
  /// The mask's top relative to the baseline (negative is above).
  public var y: Int
  public var magnification: Int
  /// Where the pen stood on the line when the glyph's character was placed, in pixels from
  /// the line's start (a character's marks share its pen); set when a line is built.
  public var pen: Int32 = 0
  /// The index of the run the glyph's character came from (0 for an ellipsis).
  public var run: Int32 = 0
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
  /// Where each run lies on the line, left to right, when the layout was asked to mark them
  /// (`TextLayout(runs:...markingRuns: true)`); empty otherwise.
  public var segments: [TextSegment] = []
  /// The inline objects on the line, left to right, where they go.
  public var attachments: [PlacedAttachment] = []
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
  /// Pixels added between lines (SwiftUI's `lineSpacing`), not after the last.
  public var lineSpacing = 0
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
  /// run on it. An ellipsis is drawn in the first run's font. `lineSpacing` pixels (at least 0)
  /// go between lines.
  ///
  /// A run's `spacing` widens each of its characters, its `baselineOffset` raises them (the
  /// line grows to hold them), and an attachment takes its place as one unbreakable object.
  /// With `markingRuns`, each line lists where its runs lie (`TextLine.segments`), for what is
  /// drawn behind, under or through them.
  public init(runs: [TextRun], maxWidth: Int? = nil, lineLimit: Int? = nil,
              alignment: TextAlignment = .leading, lineSpacing: Int = 0,
              markingRuns: Bool = false) {
    precondition(!runs.isEmpty, "a text layout needs a run")
    let chain = runs[0].chain
    var clusters: [Cluster] = []
    var missing: [Unicode.Scalar] = []
    for (index, run) in runs.enumerated() {
      var (shaped, absent) = TextLayout.shape(run)
      if index > 0 {
        for i in shaped.indices { shaped[i].run = Int32(clamping: index) }
      }
      clusters += shaped
      for scalar in absent where !missing.contains(scalar) { missing.append(scalar) }
    }
    let bidi = BidiText.resolve(&clusters, shaper: Shaper(chain: chain))
    let maxUnits = maxWidth.map { TextLayout.units(fromPixels: $0) }
    let marked = LineBreaker.wrapMarked(clusters, maxWidth: maxUnits)
    var lines = marked.map(\.clusters)
    var truncated = false
    if let limit = lineLimit.map({ max(1, $0) }), lines.count > limit {
      let ellipsis = Shaper(chain: chain).ellipsis()
      // The last line kept goes on with the words wrapped after it, up to the text's next
      // line break, and ends in the ellipsis where they no longer fit (as an iPhone fills it).
      let rest = marked[(limit - 1)...].flatMap {
        $0.clusters + ($0.endsParagraph ? [Cluster.lineBreak] : [])
      }
      lines = Array(lines.prefix(limit - 1))
      lines.append(LineBreaker.truncate(Array(rest), maxWidth: maxUnits, ellipsis: ellipsis))
      truncated = true
    }
    self.missing = missing
    if bidi { lines = lines.map(BidiText.visual) }
    let built = lines.map { TextLayout.build($0, chain: chain, markingRuns: markingRuns) }
    self.lines = built
    width = built.map(\.width).max() ?? 0
    self.lineSpacing = min(max(0, lineSpacing), 1 << 20)
    height = built.reduce(0) { $0 + $1.height } + self.lineSpacing * max(0, built.count - 1)
    self.alignment = alignment
    isTruncated = truncated
  }

  /// The widest line of `text` (lines end at `\n`) with its trailing spaces, in pixels rounded
  /// up: what UIKit's `size(withAttributes:)` measures, where a laid-out line's `width` leaves
  /// them out (a string padded with hair spaces until it is wide enough grows as it does on
  /// iOS).
  public static func advanceWidth(_ text: String, chain: FontChain) -> Int {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      let (clusters, _) = shape(TextRun(String(line), chain: chain))
      return pixels(fromUnits: clusters.reduce(0) { $0 + $1.advance })
    }.max() ?? 0
  }

  /// A run's clusters, and the characters no font of its chain has, once each.
  static func shape(_ run: TextRun) -> ([Cluster], [Unicode.Scalar]) {
    if let attachment = run.attachment { return ([attachmentCluster(attachment, run)], []) }
    let text = run.text, chain = run.chain
    // NFC changes nothing in ASCII: skip the (bridged, slow) normalisation for it.
    let normalized = text.utf8.allSatisfy { $0 < 0x80 } ? text
      : text.precomposedStringWithCanonicalMapping
    var clusters = Shaper(chain: chain).shape(ArabicJoining.apply(normalized))
    if let color = run.color {
      for i in clusters.indices {
        for j in clusters[i].glyphs.indices { clusters[i].glyphs[j].color = color }
      }
    }
    if run.spacing != 0 || run.baselineOffset != 0 { TextLayout.space(&clusters, run) }
    var missing: [Unicode.Scalar] = []
    if !normalized.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      // A sequence drawn whole (a flag) is not missing for lacking its parts.
      let whole = normalized.filter { chain.sequenceGlyph($0) != nil }
      for scalar in normalized.unicodeScalars where scalar.value >= 0x80 || scalar.value < 0x20 {
        if !whole.isEmpty, whole.unicodeScalars.contains(scalar) { continue }
        let control = scalar == "\n" || scalar == "\r" || scalar == "\t"
        if control || missing.contains(scalar) { continue }
        if scalar.value >= 0x2000 && Shaper.isIgnorable(scalar) { continue }
        if scalar.properties.generalCategory == .nonspacingMark { continue }
        if chain.face(for: scalar) == nil { missing.append(scalar) }
      }
    }
    return (clusters, missing)
  }

  /// Widens each cluster by the run's spacing and raises its glyphs by its baseline offset,
  /// the cluster's ascent (lowered: its descent) growing to hold them.
  static func space(_ clusters: inout [Cluster], _ run: TextRun) {
    let offset = min(max(run.baselineOffset, -(1 << 20)), 1 << 20)
    let spacing = min(max(run.spacing, -(1 << 30)), 1 << 30)
    for i in clusters.indices where !clusters[i].isNewline {
      clusters[i].advance += spacing
      guard offset != 0 else { continue }
      for j in clusters[i].glyphs.indices { clusters[i].glyphs[j].y -= offset }
      clusters[i].ascent += max(0, offset)
      clusters[i].descent += max(0, -offset)
      clusters[i].baselineOffset = Int32(offset)
    }
  }

  /// An attachment as one cluster: as wide as it is (and the run's spacing), as high above
  /// and below the baseline as it reaches, at least the run's font's line.
  static func attachmentCluster(_ attachment: TextAttachment, _ run: TextRun) -> Cluster {
    let side = 0...(1 << 20)
    let width = min(max(attachment.width, side.lowerBound), side.upperBound)
    let offset = min(max(run.baselineOffset, -(1 << 20)), 1 << 20)
    let ascent = min(max(attachment.ascent, -(1 << 20)), 1 << 20) + offset
    let descent = min(max(attachment.descent, -(1 << 20)), 1 << 20) - offset
    var cluster = Cluster(text: "\u{FFFC}", glyphs: [], advance: units(fromPixels: width)
                            + min(max(run.spacing, -(1 << 30)), 1 << 30),
                          ascent: max(ascent, run.chain.primary.ascent),
                          descent: max(descent, run.chain.primary.descent), isSpace: false,
                          isNewline: false, isCJK: false, noBreakBefore: false,
                          noBreakAfter: false)
    cluster.attachment = TextAttachment(width: width, ascent: ascent, descent: descent)
    cluster.baselineOffset = Int32(offset)
    return cluster
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
        if let picture = g.picture {
          let m = Double(g.magnification)
          canvas.drawImage(picture.pixels,
                           in: Rect(x: Double(left + g.x), y: Double(baseline + g.y),
                                    width: Double(picture.width) * m,
                                    height: Double(picture.height) * m),
                           opacity: opacity)
        } else if let grey = g.grey {
          canvas.drawGreyMask(grey, x: left + g.x, y: baseline + g.y,
                              magnification: g.magnification, color: ink, opacity: opacity)
        } else {
          canvas.drawMask(g.mask, x: left + g.x, y: baseline + g.y,
                          magnification: g.magnification, color: ink, opacity: opacity)
        }
      }
      top += line.height + lineSpacing
    }
  }

  /// Pen units (64ths of a pixel) in `pixels`.
  public static func units(fromPixels pixels: Int) -> Int {
    min(max(pixels, -(1 << 40)), 1 << 40) * 64
  }

  /// Pixels covering `units` (64ths of a pixel), rounded up.
  public static func pixels(fromUnits units: Int) -> Int { (units + 63) >> 6 }

  static func build(_ clusters: [Cluster], chain: FontChain, markingRuns: Bool = false)
    -> TextLine
  {
    var glyphs: [PlacedGlyph] = []
    var attachments: [PlacedAttachment] = []
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
        placed.pen = Int32(clamping: (x + 32) >> 6)
        placed.run = c.run
        glyphs.append(placed)
      }
      if let attachment = c.attachment {
        attachments.append(PlacedAttachment(run: Int(c.run), x: (x + 32) >> 6,
                                            width: attachment.width,
                                            ascent: attachment.ascent,
                                            descent: attachment.descent))
      }
      ascent = max(ascent, c.ascent)
      descent = max(descent, c.descent)
      x += c.advance
      text += c.text
    }
    let widthUnits = LineBreaker.width(clusters)
    var line = TextLine(glyphs: glyphs, width: pixels(fromUnits: widthUnits), ascent: ascent,
                        descent: descent, text: text)
    line.attachments = attachments
    if markingRuns { line.segments = segments(clusters, widthUnits: widthUnits) }
    return line
  }

  /// Where each run lies on a line of `clusters`: stretches of clusters of one run, from the
  /// nearest pixel of their start to that of their end, ending at the line's width (its
  /// trailing spaces left out, as iOS leaves them out of an underline).
  static func segments(_ clusters: [Cluster], widthUnits: Int) -> [TextSegment] {
    var segments: [TextSegment] = []
    var x = 0
    let end = pixels(fromUnits: widthUnits)
    for c in clusters {
      let start = x
      x += c.advance
      guard start < widthUnits else { break }
      let left = (start + 32) >> 6
      let right = x >= widthUnits ? end : (x + 32) >> 6
      let ascent = c.ascent - max(0, Int(c.baselineOffset))
      if var last = segments.last, last.run == Int(c.run) {
        last.width = max(last.width, right - last.x)
        last.ascent = max(last.ascent, ascent)
        segments[segments.count - 1] = last
      } else {
        segments.append(TextSegment(run: Int(c.run), x: left, width: max(0, right - left),
                                    ascent: ascent, baselineOffset: Int(c.baselineOffset)))
      }
    }
    return segments
  }
}
