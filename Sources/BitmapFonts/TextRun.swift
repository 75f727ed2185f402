import Raster

// Runs: what a text layout is made of (characters in one font chain, colour, spacing and
// baseline, or one inline object), and what it reports back about where each run went.

/// A run of text in one font chain and, when given, one colour; or an inline object.
public struct TextRun: Sendable {
  public var text: String
  public var chain: FontChain
  /// The run's colour; nil for the colour the layout is drawn in.
  public var color: Color?
  /// Pen units (64ths of a pixel) added after each character, negative to tighten: SwiftUI's
  /// kerning and tracking.
  public var spacing = 0
  /// Pixels the run's glyphs are raised above the baseline (negative: lowered).
  public var baselineOffset = 0
  /// An object drawn by the caller in place of the run's text (an inline image): the layout
  /// gives it room and says where it went (`TextLine.attachments`).
  public var attachment: TextAttachment?

  public init(_ text: String, chain: FontChain, color: Color? = nil) {
    self.text = text
    self.chain = chain
    self.color = color
  }

  /// An inline object of `attachment`'s size, the line's font metrics taken from `chain`.
  public init(attachment: TextAttachment, chain: FontChain) {
    self.init("\u{FFFC}", chain: chain)
    self.attachment = attachment
  }
}

/// The size of an inline object, in pixels: its width, and how far it reaches above and below
/// the baseline.
public struct TextAttachment: Sendable, Hashable {
  public var width: Int
  public var ascent: Int
  public var descent: Int

  public init(width: Int, ascent: Int, descent: Int) {
    self.width = width
    self.ascent = ascent
    self.descent = descent
  }
}

/// An inline object on a line: its run, its left edge from the line's start, its size, in
/// pixels (ascent and descent from the line's baseline, its run's baseline offset included).
public struct PlacedAttachment: Sendable, Hashable {
  public var run: Int
  public var x: Int
  public var width: Int
  public var ascent: Int
  public var descent: Int
}

/// A stretch of one run on a line, in pixels from the line's start: what a run's background,
/// underline and strikethrough span.
public struct TextSegment: Sendable, Hashable {
  /// The index of the run in the layout's runs (0 for an ellipsis).
  public var run: Int
  public var x: Int
  public var width: Int
  /// The largest ascent of the stretch's characters (their fonts'), as if not raised.
  public var ascent: Int
  /// Pixels the run's glyphs are raised by.
  public var baselineOffset: Int
}
