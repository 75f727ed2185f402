/// Draws shapes, strokes, images and glyph masks into a `PixelBuffer`, anti-aliased by exact
/// area coverage, blended source-over, inside a stack of clips.
///
/// Coordinates are pixels, with y down; (0, 0) is the top-left corner of the top-left pixel,
/// whose centre is (0.5, 0.5). A canvas may hold only part of a larger picture (`area`): its
/// buffer's first pixel is then the picture's pixel at the area's origin, and everything drawn
/// is still given, rasterized and clipped in the picture's coordinates, so it lands on exactly
/// the pixels it would on the whole picture. Drawing is deterministic: integer and IEEE
/// `+ - * /` arithmetic only, no dependence on threads or platform.
public struct Canvas {
  /// The picture drawn so far.
  public internal(set) var buffer: PixelBuffer
  /// The picture pixel the buffer's first pixel stands for.
  let originX: Int, originY: Int
  var clips: [Clip] = []
  var rasterizer = CoverageRasterizer()
  /// The image filter's intermediate rows, kept from one image to the next.
  var resampleScratch: [UInt16] = []

  /// Draws into `buffer`.
  public init(_ buffer: PixelBuffer) {
    self.buffer = buffer
    originX = 0
    originY = 0
  }

  /// Draws into a new transparent buffer that holds the pixels `area` of a larger picture
  /// (a layer of it): coordinates stay the picture's.
  public init(covering area: IntRect) throws(RasterError) {
    buffer = try PixelBuffer(width: area.width, height: area.height, fill: .transparent)
    originX = area.x
    originY = area.y
  }

  /// The pixels of the picture this canvas holds, in the picture's coordinates.
  public var area: IntRect {
    IntRect(x: originX, y: originY, width: buffer.width, height: buffer.height)
  }

  /// Where each picture pixel inside `area` is among the buffer's 32-bit words (read before
  /// the buffer is opened for writing).
  var wordIndex: WordIndex {
    WordIndex(width: buffer.width, originX: originX, originY: originY)
  }

  /// Draws into a new buffer of `width` x `height` filled with `background`.
  public init(width: Int, height: Int, background: Color = .clear) throws(RasterError) {
    self.init(try PixelBuffer(width: width, height: height, fill: background.premultiplied))
  }

  /// Draws into a new buffer filled with `backgroundPixel` except inside `holes` (see
  /// `PixelBuffer.init(width:height:fill:holes:holeFill:)`): the caller covers those.
  public init(width: Int, height: Int, backgroundPixel: RGBA8, holes: [IntRect],
              holeFill: RGBA8? = nil) throws(RasterError) {
    self.init(try PixelBuffer(width: width, height: height, fill: backgroundPixel,
                              holes: holes, holeFill: holeFill))
  }

  /// The rectangle of whole pixels a clip of `figure` leaves fully open (coverage 255) in
  /// every row, inside `area`, when the figure is a rectangle or a rounded rectangle (circular
  /// or continuous corners); empty for other figures (no promise is made about them).
  public static func openPixels(of figure: Figure, in area: IntRect) -> IntRect {
    let none = IntRect(x: 0, y: 0, width: 0, height: 0)
    guard let figure = figure.sanitized else { return none }
    switch figure {
    case .rect(let r), .roundedRect(let r, _), .continuousRoundedRect(let r, _):
      guard let (rect, top, bottom) = middleEdges(of: figure, path: figure.path), !rect.isEmpty
      else { return none }
      let bounds = rect.enclosingPixels.intersection(area)
      guard !bounds.isEmpty else { return none }
      if case .rect = figure, r.isPixelAligned { return bounds }
      // Between the corners, the runs of 255 (adjacent): those rows are exactly alike, as
      // `pushClip` makes them. The area here is never larger than the clip's, so neither is
      // the band.
      let band = middleBand(of: rect, top: top, bottom: bottom, in: bounds)
      let full = band.runs.filter { $0.alpha == 255 }
      guard !band.rows.isEmpty, let first = full.first, let last = full.last,
            zip(full, full.dropFirst()).allSatisfy({ $0.x1 == $1.x0 }) else { return none }
      return IntRect(x: first.x0, y: band.rows.lowerBound, width: last.x1 - first.x0,
                     height: band.rows.count)
    default:
      return none
    }
  }

  /// The pixels drawing may touch: the buffer, narrowed by every clip.
  var drawable: IntRect {
    clips.last?.bounds ?? area
  }

  // MARK: fills

  /// Fills `figure` with `color`, its opacity multiplied by `opacity`.
  ///
  /// Absurd geometry never traps: edges beyond `Figure.coordinateLimit` (infinite ones among
  /// them) are clamped to it, infinite radii fitted to the size, and a figure with a NaN edge
  /// draws nothing (`Figure.sanitized`).
  public mutating func fill(_ figure: Figure, with color: Color, opacity: Double = 1) {
    let paint = color.opacity(opacity).premultiplied
    if paint.a == 0 { return }
    guard let figure = figure.sanitized else { return }
    // A rectangle on whole pixels with no mask in force covers whole pixels: fill them
    // directly, as one block when it spans whole rows.
    if case .rect(let r) = figure, r.isPixelAligned, clips.last?.mask == nil {
      fillPixels(r.enclosingPixels.intersection(drawable), paint)
      return
    }
    let path = figure.path
    guard let (rect, top, bottom) = Canvas.middleEdges(of: figure, path: path) else {
      rasterizer.rasterize(path, in: drawable)
      blitSpans(paint, rasterizer.spans)
      return
    }
    // Rows between the corners are covered only by the left and right edges: their spans are
    // computed directly. Only the rows with corners go through the general rasterizer.
    let area = rect.enclosingPixels.intersection(drawable)
    guard !area.isEmpty else { return }
    let band = Canvas.middleBand(of: rect, top: top, bottom: bottom, in: area)
    let pathBounds = path.bounds
    for part in Canvas.rows(of: area, outside: band.rows) {
      rasterizer.rasterize(path, in: part, pathBounds: pathBounds)
      blitSpans(paint, rasterizer.spans)
    }
    if !band.rows.isEmpty {
      var spans = SpanList()
      for y in band.rows {
        for run in band.runs { spans.append(row: y, x0: run.x0, x1: run.x1, alpha: Int(run.alpha)) }
      }
      blitSpans(paint, spans)
    }
  }

  /// The rows of `area` above and below `rows` (those with a rounded rectangle's corners),
  /// the ones that are not empty.
  static func rows(of area: IntRect, outside rows: Range<Int>) -> [IntRect] {
    [IntRect(x: area.x, y: area.y, width: area.width, height: rows.lowerBound - area.y),
     IntRect(x: area.x, y: rows.upperBound, width: area.width, height: area.maxY - rows.upperBound)]
      .filter { $0.height > 0 }
  }

  /// A rounded rectangle's box, and where its top corners end and its bottom corners begin:
  /// between them only its left and right sides, straight up and down at the box's edges, cut
  /// a row. Circular corners end a radius in. Continuous corners (`path` is the figure's
  /// outline, made only for them) end where their points do, 1.528665 radii in, found from the
  /// points themselves and taken only where exactly two edges, upright at the box's sides,
  /// cross between. Nil for other figures.
  static func middleEdges(of figure: Figure, path outline: @autoclosure () -> Outline)
    -> (rect: Rect, top: Double, bottom: Double)?
  {
    if let (rect, radii) = figure.roundedForm {
      return (rect, rect.minY + max(radii.topLeft, radii.topRight),
              rect.maxY - max(radii.bottomLeft, radii.bottomRight))
    }
    guard case .continuousRoundedRect(let rect, _) = figure else { return nil }
    let path = outline()
    guard path.contours.count == 1,
          let points = path.contours.first, points.count >= 4 else { return nil }
    let middle = (rect.minY + rect.maxY) / 2
    var top = -Double.infinity, bottom = Double.infinity
    for point in points {
      if point.y <= middle { top = max(top, point.y) } else { bottom = min(bottom, point.y) }
    }
    guard top <= bottom else { return nil }
    var sides = (left: 0, right: 0, other: 0)
    var previous = points[points.count - 1]
    for point in points {
      if min(previous.y, point.y) <= top && max(previous.y, point.y) >= bottom && top < bottom {
        if previous.x == point.x && point.x == rect.minX {
          sides.left += 1
        } else if previous.x == point.x && point.x == rect.maxX {
          sides.right += 1
        } else {
          sides.other += 1
        }
      }
      previous = point
    }
    guard top == bottom || sides == (1, 1, 0) else { return nil }
    return (rect, top, bottom)
  }

  /// The rows of `area` between a rounded rectangle's corners, where only its left and right
  /// edges cut, and the runs that cover each of them alike: a partial first pixel, the full
  /// interior, a partial last pixel. The rows above and below need the general rasterizer.
  /// `top` and `bottom` are where the corners end (`middleEdges`).
  static func middleBand(of rect: Rect, top: Double, bottom: Double, in area: IntRect)
    -> (rows: Range<Int>, runs: [(x0: Int, x1: Int, alpha: UInt8)])
  {
    let middleStart = min(max(Int(top.rounded(.up)), area.y), area.maxY)
    let middleEnd = max(min(Int(bottom.rounded(.down)), area.maxY), middleStart)
    var runs: [(x0: Int, x1: Int, alpha: Int)] = []
    let left = rect.minX, right = rect.maxX
    let lx = Int(left.rounded(.down)), rx = Int(right.rounded(.up))
    if rx - lx == 1 {
      runs.append((lx, rx, Int((right - left) * 255 + 0.5)))
    } else {
      runs.append((lx, lx + 1, Int((Double(lx + 1) - left) * 255 + 0.5)))
      runs.append((lx + 1, rx - 1, 255))
      runs.append((rx - 1, rx, Int((right - Double(rx - 1)) * 255 + 0.5)))
    }
    let clipped = runs.compactMap { run -> (x0: Int, x1: Int, alpha: UInt8)? in
      let a = max(run.x0, area.x), b = min(run.x1, area.maxX)
      return a < b && run.alpha > 0 ? (a, b, UInt8(run.alpha)) : nil
    }
    return (middleStart..<middleEnd, clipped)
  }

  /// Fills the polygons of `path` (non-zero rule) with `color`.
  public mutating func fill(_ path: Outline, with color: Color, opacity: Double = 1) {
    let paint = color.opacity(opacity).premultiplied
    if paint.a == 0 { return }
    rasterizer.rasterize(path, in: drawable)
    blitSpans(paint, rasterizer.spans)
  }

  /// Strokes the outline of `figure` with a line `width` pixels wide, centred on the edge
  /// (SwiftUI's `stroke`) or inside it (`strokeBorder`). Geometry is made safe as `fill`
  /// makes it; a width that is not a positive number draws nothing, and one beyond twice
  /// `Figure.coordinateLimit` is taken as that.
  public mutating func stroke(_ figure: Figure, width: Double, with color: Color,
                              opacity: Double = 1, placement: StrokePlacement = .centered) {
    guard let figure = figure.sanitized, width > 0 else { return }
    let width = min(width, 2 * Figure.coordinateLimit)
    fill(figure.strokePath(width: width, placement: placement), with: color, opacity: opacity)
  }

  /// Draws a straight line `width` pixels wide from `start` to `end`, with `cap` at both ends.
  public mutating func drawLine(from start: Point, to end: Point, width: Double,
                                cap: LineCap = .butt, with color: Color, opacity: Double = 1) {
    fill(Outline.line(from: start, to: end, width: width, cap: cap), with: color, opacity: opacity)
  }

  // MARK: clips

  /// Narrows drawing to `figure` until the matching `popClip`. Clips nest: each narrows the
  /// one before. A rectangle on whole pixels costs nothing per pixel; any other figure becomes
  /// a coverage mask, so clipped edges are anti-aliased too.
  ///
  /// Geometry is made safe as `fill` makes it; a figure with a NaN edge lets nothing through.
  public mutating func pushClip(_ figure: Figure) {
    let figure = figure.sanitized ?? .rect(.zero)
    let outer = clips.last
    let path = figure.path, pathBounds = path.bounds
    let bounds = pathBounds.enclosingPixels.intersection(drawable)
    if case .rect(let r) = figure, r.isPixelAligned {
      clips.append(Clip(bounds: bounds, mask: outer?.mask))
      return
    }
    // The rows between a rounded rectangle's corners are all alike: the mask keeps one.
    let band = Canvas.middleEdges(of: figure, path: path).map {
      Canvas.middleBand(of: $0.rect, top: $0.top, bottom: $0.bottom, in: bounds)
    }
    var mask = Mask(rect: bounds, repeatedRows: band?.rows ?? 0..<0)
    if !bounds.isEmpty {
      // Row starts, read while `alpha` is being written.
      let rowStart = mask.rowStart, origin = bounds
      func offset(_ x: Int, _ y: Int) -> Int { rowStart[y - origin.y] + x - origin.x }
      mask.alpha.withUnsafeMutableBufferPointer { m in
        func write(_ spans: SpanList) {
          for span in spans.items {
            let start = offset(Int(span.x0), Int(span.row))
            (m.baseAddress! + start).update(repeating: span.alpha, count: Int(span.x1 - span.x0))
          }
        }
        // Other figures have no band: all of their rows are rasterized.
        for part in Canvas.rows(of: bounds, outside: band?.rows ?? bounds.y..<bounds.y) {
          rasterizer.rasterize(path, in: part, pathBounds: pathBounds)
          write(rasterizer.spans)
        }
        if let band, let y = band.rows.first {
          for run in band.runs {
            (m.baseAddress! + offset(run.x0, y)).update(repeating: run.alpha, count: run.x1 - run.x0)
          }
        }
      }
      if let outerMask = outer?.mask { mask.multiply(by: outerMask) }
    }
    clips.append(Clip(bounds: bounds, mask: mask))
  }

  /// Clips later drawing, until `popClip`, to the inside of `path` (by its fill rule) and to
  /// the clips already in force, anti-aliased by exact area coverage as a fill of it is: a
  /// pixel half inside keeps half of what is drawn on it.
  public mutating func pushClip(_ path: Outline) {
    let outer = clips.last
    let pathBounds = path.bounds
    let bounds = pathBounds.enclosingPixels.intersection(drawable)
    var mask = Mask(rect: bounds)
    if !bounds.isEmpty {
      rasterizer.rasterize(path, in: bounds, pathBounds: pathBounds)
      let spans = rasterizer.spans, rowStart = mask.rowStart
      mask.alpha.withUnsafeMutableBufferPointer { m in
        for span in spans.items {
          let start = rowStart[Int(span.row) - bounds.y] + Int(span.x0) - bounds.x
          (m.baseAddress! + start).update(repeating: span.alpha, count: Int(span.x1 - span.x0))
        }
      }
      if let outerMask = outer?.mask { mask.multiply(by: outerMask) }
    }
    clips.append(Clip(bounds: bounds, mask: mask))
  }

  /// Removes the innermost clip.
  public mutating func popClip() {
    precondition(!clips.isEmpty, "popClip without pushClip")
    clips.removeLast()
  }

  /// How many clips are in force.
  public var clipDepth: Int { clips.count }

  // MARK: blitting

  /// Blends `paint` over every pixel of `area` (which lies inside the buffer).
  mutating func fillPixels(_ area: IntRect, _ paint: RGBA8) {
    guard !area.isEmpty else { return }
    let width = buffer.width, wordIndex = self.wordIndex
    let word = paint.word, alpha = UInt32(paint.a)
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      if area.x == originX && area.width == width {
        Blend.fillSpan(pixels + wordIndex(area.x, area.y), count: area.width * area.height,
                       source: word, sourceAlpha: alpha)
        return
      }
      for y in area.y..<area.maxY {
        Blend.fillSpan(pixels + wordIndex(area.x, y), count: area.width, source: word,
                       sourceAlpha: alpha)
      }
    }
  }

  /// Blends the rasterizer's spans in one premultiplied colour.
  mutating func blitSpans(_ paint: RGBA8, _ spans: SpanList) {
    guard spans.count > 0 else { return }
    let mask = clips.last?.mask
    let wordIndex = self.wordIndex
    let paintWord = paint.word
    let paintAlpha = UInt32(paint.a)
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      for span in spans.items {
        let y = Int(span.row)
        let x0 = Int(span.x0), x1 = Int(span.x1)
        let coverage = UInt32(span.alpha)
        let source = coverage == 255 ? paintWord : Blend.scale(paintWord, by: coverage)
        let alpha = coverage == 255 ? paintAlpha : UInt32(div255(Int(paintAlpha) * Int(coverage)))
        let target = pixels + wordIndex(x0, y)
        guard let mask else {
          Blend.fillSpan(target, count: x1 - x0, source: source, sourceAlpha: alpha)
          continue
        }
        // Spans lie inside the clip's bounds, which lie inside its mask: read the mask row in
        // place. Runs where the mask is full take the unmasked fast path.
        mask.alpha.withUnsafeBufferPointer { m in
          let row = m.baseAddress! + mask.offset(x0, y)
          var i = 0
          let n = x1 - x0
          while i < n {
            var j = i
            if row[i] == 255 {
              // Eight mask bytes at a time through the open middle of the clip.
              while j + 8 <= n && UnsafeRawPointer(row + j).loadUnaligned(as: UInt64.self) == ~0 {
                j += 8
              }
              while j < n && row[j] == 255 { j += 1 }
              Blend.fillSpan(target + i, count: j - i, source: source, sourceAlpha: alpha)
            } else {
              while j < n && row[j] != 255 { j += 1 }
              Blend.fillSpan(target + i, count: j - i, source: source, mask: row + i)
            }
            i = j
          }
        }
      }
    }
  }
}

/// Where a stroke lies relative to the figure's edge.
public enum StrokePlacement: Sendable, Hashable {
  /// Half inside, half outside the edge (SwiftUI `stroke`).
  case centered
  /// Wholly inside the edge (SwiftUI `strokeBorder`).
  case inside
}

/// How an open line ends.
public enum LineCap: Sendable, Hashable {
  case butt
  case square
  case round
}

/// How a stroke turns a corner: round, mitred (a point, cut square past `miterLimit` widths'
/// halves, as Core Graphics and SwiftUI cut it) or bevelled.
public enum LineJoin: Sendable, Hashable {
  case round
  case miter(limit: Double)
  case bevel
}

/// One clip in force: the pixels it allows and, unless it is a pixel-aligned rectangle, their
/// coverage.
struct Clip {
  var bounds: IntRect
  var mask: Mask?
}

/// Coverage values (0...255) over a rectangle of pixels. Rows that are all alike (the rows
/// between a rounded rectangle's corners) can share one stored row.
struct Mask {
  var rect: IntRect
  var alpha: [UInt8]
  /// Where each row starts in `alpha`, top to bottom.
  var rowStart: [Int]

  /// A mask of zeros; the rows in `repeatedRows` (absolute) share one stored row.
  init(rect: IntRect, repeatedRows: Range<Int> = 0..<0) {
    self.rect = rect
    let width = max(0, rect.width), height = max(0, rect.height)
    let shared = repeatedRows.clamped(to: rect.y..<max(rect.y, rect.maxY))
    rowStart = []
    rowStart.reserveCapacity(height)
    var stored = 0
    for y in rect.y..<rect.y + height {
      if shared.contains(y) && y != shared.lowerBound {
        rowStart.append(rowStart[shared.lowerBound - rect.y])
      } else {
        rowStart.append(stored * width)
        stored += 1
      }
    }
    alpha = [UInt8](repeating: 0, count: stored * width)
  }

  /// Whether the mask is 255 at every pixel `columns` of row `y` (false where any lies
  /// outside its rectangle).
  func isOpen(_ y: Int, _ columns: Range<Int>) -> Bool {
    guard y >= rect.y, y < rect.maxY, columns.lowerBound >= rect.x,
          columns.upperBound <= rect.maxX else { return false }
    return alpha.withUnsafeBufferPointer { alpha in
      let row = alpha.baseAddress! + offset(columns.lowerBound, y)
      let n = columns.count
      var i = 0
      while i + 8 <= n {
        if UnsafeRawPointer(row + i).loadUnaligned(as: UInt64.self) != ~0 { return false }
        i += 8
      }
      while i < n {
        if row[i] != 255 { return false }
        i += 1
      }
      return true
    }
  }

  /// The part of `columns` of row y between the first and the last fully open pixel, when the
  /// mask is fully open all along it (a row through a rounded clip's corners); empty when
  /// there is none.
  func openMiddle(_ y: Int, _ columns: Range<Int>) -> Range<Int> {
    let inside = max(columns.lowerBound, rect.x)..<min(columns.upperBound, rect.maxX)
    guard y >= rect.y, y < rect.maxY, !inside.isEmpty else { return 0..<0 }
    let (first, last) = alpha.withUnsafeBufferPointer { alpha -> (Int?, Int?) in
      let row = alpha.baseAddress! + offset(inside.lowerBound, y)
      let n = inside.count
      var a = 0, b = n - 1
      while a < n && row[a] != 255 { a += 1 }
      guard a < n else { return (nil, nil) }
      while row[b] != 255 { b -= 1 }
      return (inside.lowerBound + a, inside.lowerBound + b + 1)
    }
    guard let first, let last, isOpen(y, first..<last) else { return 0..<0 }
    return first..<last
  }

  /// `openMiddle` row after row of one mask, the last answer kept by stored row and columns:
  /// the rows between a rounded clip's corners share one stored row, so they share one answer.
  struct OpenMiddles {
    private var last: (stored: Int, columns: Range<Int>, open: Range<Int>)?

    mutating func find(in mask: Mask, _ y: Int, _ columns: Range<Int>) -> Range<Int> {
      guard y >= mask.rect.y, y < mask.rect.maxY else { return mask.openMiddle(y, columns) }
      let stored = mask.rowStart[y - mask.rect.y]
      if let last, last.stored == stored, last.columns == columns { return last.open }
      let open = mask.openMiddle(y, columns)
      last = (stored, columns, open)
      return open
    }
  }

  /// Where pixel (x, y), inside the rectangle, is in `alpha`.
  @inline(__always)
  func offset(_ x: Int, _ y: Int) -> Int {
    rowStart[y - rect.y] + x - rect.x
  }

  /// The coverage at pixel (x, y); 0 outside the rectangle.
  @inline(__always)
  func value(_ x: Int, _ y: Int) -> UInt8 {
    guard x >= rect.x, x < rect.maxX, y >= rect.y, y < rect.maxY else { return 0 }
    return alpha[offset(x, y)]
  }

  /// Multiplies every value by the other mask's value at the same pixel (an intersection).
  /// Every row is then stored on its own.
  mutating func multiply(by other: Mask) {
    var product = Mask(rect: rect)
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX {
        product.alpha[product.offset(x, y)] =
          UInt8(truncatingIfNeeded: div255(Int(value(x, y)) * Int(other.value(x, y))))
      }
    }
    self = product
  }
}

extension Rect {
  /// True when every edge lies on a pixel boundary.
  var isPixelAligned: Bool {
    minX == minX.rounded() && minY == minY.rounded() && maxX == maxX.rounded()
      && maxY == maxY.rounded()
  }
}

/// Where picture pixel (x, y) of a canvas is among its buffer's 32-bit words.
struct WordIndex {
  let width: Int, originX: Int, originY: Int

  @inline(__always)
  func callAsFunction(_ x: Int, _ y: Int) -> Int { (y - originY) * width + (x - originX) }
}
