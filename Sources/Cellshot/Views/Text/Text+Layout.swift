// Text.Layout: a text's lines, runs and glyphs as Cellshot's line breaking placed them, in the
// text view's points, as SwiftUI hands them to a `TextRenderer`. Built from the layout placing
// chose (`TextLayout`, in pixels); a line, run or slice drawn in a GraphicsContext draws its
// glyphs there (`GraphicsContext+TextLayout.swift`). Nothing here lays text out again.


extension Text {
  /// A text laid out: its lines, from the top.
  ///
  /// Positions are in the text view's points from its top-left: a line's origin is the left
  /// end of its baseline, where the text's alignment put the line.
  public struct Layout: RandomAccessCollection, Equatable {
    let storage: TextLayoutStorage

    init(_ storage: TextLayoutStorage) { self.storage = storage }

    /// True when lines were left out to keep to the line limit (the last ends in "…").
    public var isTruncated: Bool { storage.layout.isTruncated }

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.layout.lines.count }

    public subscript(index: Int) -> Line {
      precondition(indices.contains(index), "Text.Layout: line \(index) out of \(indices)")
      return Line(storage: storage, index: index, origin: storage.origins[index])
    }

    /// Two layouts are equal when they are the same text's one layout.
    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ a: Self, _ b: Self) -> Bool { a.storage === b.storage }

    public typealias Element = Line
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<Text.Layout>
    public typealias SubSequence = Slice<Text.Layout>
  }
}

extension Text.Layout {
  /// Where an element of a layout lies: the left end of its baseline, its width, and how far
  /// it reaches above and below the baseline, in points.
  @frozen public struct TypographicBounds: Equatable, Sendable {
    /// The left end of the element's baseline, from the text view's top-left.
    public var origin: CGPoint
    public var width: CGFloat
    public var ascent: CGFloat
    public var descent: CGFloat
    /// Space the font puts between its lines.
    public var leading: CGFloat

    /// Empty bounds at the origin.
    public init() {
      origin = .zero
      width = 0
      ascent = 0
      descent = 0
      leading = 0
    }

    init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
      self.origin = origin
      self.width = width
      self.ascent = ascent
      self.descent = descent
      self.leading = leading
    }

    /// The box from the ascent down to the descent, as wide as the element.
    public var rect: CGRect {
      CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
    }
  }

  /// Options for drawing lines and runs in a GraphicsContext.
  @frozen public struct DrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Accepted: Cellshot places every glyph on whole pixels.
    public static var disablesSubpixelQuantization: Text.Layout.DrawingOptions {
      DrawingOptions(rawValue: 1)
    }
  }

  /// One line: its runs of glyphs, left to right.
  public struct Line: RandomAccessCollection, Equatable {
    let storage: TextLayoutStorage
    let index: Int
    /// The left end of the line's baseline; drawing the line draws it there.
    public var origin: CGPoint

    public var startIndex: Int { 0 }
    public var endIndex: Int { storage.runs[index].count }

    public subscript(index: Int) -> Run {
      precondition(indices.contains(index), "Text.Layout.Line: run \(index) out of \(indices)")
      return Run(line: self, index: index)
    }

    public var typographicBounds: TypographicBounds {
      storage.bounds(line: index, origin: origin, from: 0, to: storage.layout.lines[index].width)
    }

    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ lhs: Line, _ rhs: Line) -> Bool {
      lhs.storage === rhs.storage && lhs.index == rhs.index && lhs.origin == rhs.origin
    }

    public typealias Element = Run
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<Line>
    public typealias SubSequence = Slice<Line>
  }

  /// A run of a line: neighbouring glyphs from one part of the text (one text of a `Text +
  /// Text`, one run of an attributed string), indexed from 0.
  public struct Run: RandomAccessCollection, Equatable {
    let line: Line
    let index: Int

    /// The run's glyphs in its line's.
    var glyphs: Range<Int> { line.storage.runs[line.index][index] }

    public var startIndex: Int { 0 }
    public var endIndex: Int { glyphs.count }

    public subscript(index: Int) -> RunSlice { self[index..<(index + 1)] }

    public subscript(bounds: Range<Int>) -> RunSlice { RunSlice(run: self, indices: bounds) }

    /// The custom attribute of type `T` the run's text was given (`Text.customAttribute`),
    /// or nil.
    public subscript<T: TextAttribute>(key: T.Type) -> T? {
      line.storage.attribute(key, run: line.storage.layout.lines[line.index]
        .glyphs[glyphs.lowerBound].run)
    }

    /// Left to right: Cellshot lays each line out in visual order.
    public var layoutDirection: LayoutDirection { .leftToRight }

    public var typographicBounds: TypographicBounds { RunSlice(run: self, indices: indices)
      .typographicBounds }

    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ lhs: Run, _ rhs: Run) -> Bool {
      lhs.line == rhs.line && lhs.index == rhs.index
    }

    public typealias Element = RunSlice
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<Run>
    public typealias SubSequence = RunSlice
  }

  /// Some of a run's glyphs, by their indices in the run.
  public struct RunSlice: RandomAccessCollection, Equatable {
    public var run: Run
    public var indices: Range<Int>

    public init(run: Run, indices: Range<Int>) {
      precondition(indices.lowerBound >= 0 && indices.upperBound <= run.endIndex,
                   "Text.Layout.RunSlice: \(indices) out of the run's 0..<\(run.endIndex)")
      self.run = run
      self.indices = indices
    }

    public var startIndex: Int { indices.lowerBound }
    public var endIndex: Int { indices.upperBound }

    public subscript(index: Int) -> RunSlice { self[index..<(index + 1)] }

    public subscript(bounds: Range<Int>) -> RunSlice {
      precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex,
                   "Text.Layout.RunSlice: \(bounds) out of \(indices)")
      return RunSlice(run: run, indices: bounds)
    }

    public subscript<T: TextAttribute>(key: T.Type) -> T? { run[key] }

    /// The glyphs' line indices.
    var glyphs: Range<Int> {
      let base = run.glyphs.lowerBound
      return (base + indices.lowerBound)..<(base + indices.upperBound)
    }

    /// From the pen position of the first glyph to that of the next character after the last
    /// (the run's end for its last), as high as the line.
    public var typographicBounds: TypographicBounds {
      let storage = run.line.storage, line = run.line.index
      let start = storage.pen(line: line, glyph: glyphs.lowerBound, runEnd: run.glyphs)
      let end = storage.end(line: line, after: glyphs, run: run.glyphs)
      return storage.bounds(line: line, origin: run.line.origin, from: start,
                            to: Swift.max(start, end))
    }

    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ a: RunSlice, _ b: RunSlice) -> Bool {
      a.run == b.run && a.indices == b.indices
    }

    public typealias Element = RunSlice
    public typealias Index = Int
    public typealias Iterator = IndexingIterator<RunSlice>
    public typealias SubSequence = RunSlice
  }
}

/// A text's placed layout and what its `Text.Layout` needs besides: the scale, where each line
/// sits, each line's runs, the text's colour and custom attributes. Shared by the layout's
/// lines, runs and slices (their equality is its identity).
final class TextLayoutStorage {
  let layout: TextLayout
  /// Pixels per point.
  let scale: Double
  /// The colour glyphs without their own are drawn in.
  let color: Raster.Color
  /// The font's leading, in points.
  let leading: Double
  /// Each line's baseline's left end, in points.
  let origins: [CGPoint]
  /// Each line's runs: stretches of glyphs of one run of the text.
  let runs: [[Range<Int>]]
  /// Each run's custom attributes (`Text.customAttribute`), by the run's index.
  let attributes: [[AnyHashable]]

  /// `layout` drawn in a frame `blockWidth` pixels wide (its lines aligned in it).
  init(_ layout: TextLayout, scale: Int, color: Raster.Color, leadingPixels: Int,
       blockWidth: Int, attributes: [[AnyHashable]]) {
    self.layout = layout
    self.scale = Double(max(1, scale))
    self.color = color
    self.leading = Double(leadingPixels) / self.scale
    self.attributes = attributes
    var origins: [CGPoint] = [], runs: [[Range<Int>]] = []
    var top = 0
    for (i, line) in layout.lines.enumerated() {
      let x = layout.offset(ofLine: i, in: blockWidth)
      origins.append(CGPoint(x: Double(x) / self.scale,
                             y: Double(top + line.ascent) / self.scale))
      top += line.height + layout.lineSpacing
      var lineRuns: [Range<Int>] = []
      var start = 0
      for g in line.glyphs.indices.dropFirst()
      where line.glyphs[g].run != line.glyphs[g - 1].run {
        lineRuns.append(start..<g)
        start = g
      }
      if !line.glyphs.isEmpty { lineRuns.append(start..<line.glyphs.count) }
      runs.append(lineRuns)
    }
    self.origins = origins
    self.runs = runs
  }

  /// The pen position (pixels from the line's start) of glyph `glyph` of line `line`.
  func pen(line: Int, glyph: Int, runEnd: Range<Int>) -> Int {
    let glyphs = layout.lines[line].glyphs
    return glyph < glyphs.count ? Int(glyphs[glyph].pen) : end(line: line, after: runEnd,
                                                                  run: runEnd)
  }

  /// Where the character after `glyphs` starts: the next glyph's pen beyond the last one's,
  /// else where the next run starts, else the line's end.
  func end(line: Int, after glyphs: Range<Int>, run: Range<Int>) -> Int {
    let all = layout.lines[line].glyphs
    let last = glyphs.isEmpty ? -1 : Int(all[glyphs.upperBound - 1].pen)
    var g = glyphs.upperBound
    while g < all.count {
      if Int(all[g].pen) > last { return Int(all[g].pen) }
      g += 1
    }
    return layout.lines[line].width
  }

  /// The bounds of pixels `from` to `to` of line `line` whose baseline starts at `origin`.
  func bounds(line: Int, origin: CGPoint, from: Int, to: Int) -> Text.Layout.TypographicBounds {
    let placed = layout.lines[line]
    return Text.Layout.TypographicBounds(
      origin: CGPoint(x: origin.x + Double(from) / scale, y: origin.y),
      width: Double(to - from) / scale, ascent: Double(placed.ascent) / scale,
      descent: Double(placed.descent) / scale, leading: leading)
  }

  /// Run `run`'s attribute of type `T`, if it was given one.
  func attribute<T: TextAttribute>(_ type: T.Type, run: Int32) -> T? {
    let index = Int(run)
    guard index >= 0, index < attributes.count else { return nil }
    for attribute in attributes[index].reversed() {
      if let value = attribute.base as? T { return value }
    }
    return nil
  }

  /// Line `line` with only glyphs `glyphs` kept, as a layout of one line to draw with its
  /// top-left at the line's (its glyphs where they were).
  func drawable(line: Int, glyphs: Range<Int>?) -> TextLayout {
    var placed = layout.lines[line]
    if let glyphs { placed.glyphs = Array(placed.glyphs[glyphs]) }
    placed.segments = []
    placed.attachments = []
    var single = layout
    single.lines = [placed]
    single.width = placed.width
    single.height = placed.height
    single.lineSpacing = 0
    single.alignment = .leading
    return single
  }
}
