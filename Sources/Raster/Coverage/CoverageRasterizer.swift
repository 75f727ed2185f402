/// Computes, for every pixel, the exact area of it that a path covers, as runs of pixels with
/// one coverage value (spans).
///
/// Each edge is cut at pixel rows and columns; each piece adds its signed height to a cell, split
/// between the cell and its right neighbour by where the piece lies in the cell, so that the
/// running sum along a row is the covered area of each pixel (the accumulation of font-rs and
/// FreeType's "cells", kept sparse and in double precision). Only IEEE `+ - * /` are used.
/// Coverage is `min(|sum|, 1)`: the non-zero rule for paths whose contours do not overlap in the
/// same direction, which is every shape Cellshot draws.
struct CoverageRasterizer {
  /// Runs found by the last `rasterize`: row, first column, end column, coverage 1...255.
  private(set) var spans = SpanList()

  /// Computes the coverage of `path` inside `target` (pixel rows and columns) into `spans`.
  /// `pathBounds`, when given, is `path.bounds` (callers that rasterize one path in parts
  /// compute it once).
  mutating func rasterize(_ path: Outline, in target: IntRect, pathBounds: Rect? = nil) {
    spans.removeAll()
    let bounds = (pathBounds ?? path.bounds).enclosingPixels.intersection(target)
    guard !bounds.isEmpty else { return }
    // The cells live in a buffer of this call's own, written through a pointer: appending to
    // arrays costs a uniqueness check per cell, which was a tenth of the time.
    var cells = CellWriter(left: bounds.x, top: bounds.y, right: bounds.maxX,
                           bottom: bounds.maxY, capacity: 4 * (bounds.width + bounds.height) + 64)
    defer { cells.deallocate() }
    for contour in path.contours where contour.count >= 3 {
      var previous = contour[contour.count - 1]
      for point in contour {
        cells.addEdge(previous, point)
        previous = point
      }
    }
    cells.buildSpans(into: &spans, evenOdd: path.evenOdd)
  }
}

/// One cell: a signed area contribution at a pixel.
struct Cell {
  var x: Int32
  var y: Int32
  var value: Double
}

/// The cells of one `rasterize` call, and the walk that makes them.
private struct CellWriter {
  let left: Int, top: Int, right: Int, bottom: Int
  var cells: UnsafeMutablePointer<Cell>
  var capacity: Int
  var count = 0

  init(left: Int, top: Int, right: Int, bottom: Int, capacity: Int) {
    (self.left, self.top, self.right, self.bottom) = (left, top, right, bottom)
    self.capacity = capacity
    cells = .allocate(capacity: capacity)
  }

  func deallocate() { cells.deallocate() }

  // MARK: edges to cells

  /// Adds the edge from `p` to `q`, clipped to the target rows and clamped to its columns: a
  /// part left of the target still covers it, so it becomes a vertical edge at the left side;
  /// a part right of it changes no pixel inside and is dropped.
  mutating func addEdge(_ p: Point, _ q: Point) {
    guard p.y != q.y, p.x.isFinite, p.y.isFinite, q.x.isFinite, q.y.isFinite else { return }
    var direction = 1.0
    var (ax, ay, bx, by) = (p.x, p.y, q.x, q.y)
    if ay > by {
      (ax, ay, bx, by) = (bx, by, ax, ay)
      direction = -1
    }
    let topY = Double(top), bottomY = Double(bottom)
    guard by > topY, ay < bottomY else { return }
    let slope = (bx - ax) / (by - ay)  // dx per dy
    @inline(__always) func x(at y: Double) -> Double { y == by ? bx : ax + (y - ay) * slope }
    let y0 = max(ay, topY), y1 = min(by, bottomY)
    // Cut where the edge crosses the target's left and right sides: at most two cuts.
    let leftX = Double(left), rightX = Double(right)
    var cut1 = y1, cut2 = y1
    if slope != 0 {
      let yl = ay + (leftX - ax) / slope
      let yr = ay + (rightX - ax) / slope
      let l = yl > y0 && yl < y1, r = yr > y0 && yr < y1
      if l && r {
        (cut1, cut2) = yr < yl ? (yr, yl) : (yl, yr)
      } else if l {
        cut1 = yl
      } else if r {
        cut1 = yr
      }
    }
    @inline(__always) func piece(_ ya: Double, _ yb: Double) {
      guard yb > ya else { return }
      let xm = x(at: (ya + yb) / 2)
      if xm >= rightX { return }
      if xm <= leftX {
        walk(leftX, ya, leftX, yb, direction)
      } else {
        walk(min(max(x(at: ya), leftX), rightX), ya, min(max(x(at: yb), leftX), rightX), yb,
             direction)
      }
    }
    piece(y0, cut1)
    if cut1 < y1 {
      piece(cut1, cut2)
      if cut2 < y1 { piece(cut2, y1) }
    }
  }

  /// Walks a piece with `ay < by`, inside the target, row by row.
  mutating func walk(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ direction: Double) {
    var row = DeterministicMath.floor(ay)
    if by <= Double(row + 1) {
      // Within one row (most pieces of a finely flattened arc): the loop below would make
      // exactly this one piece, and its division would go unused.
      addRowPiece(row, ax, bx, (by - ay) * direction)
      return
    }
    let dxdy = (bx - ax) / (by - ay)
    var y = ay
    var xa = ax
    while y < by {
      let rowEnd = min(Double(row + 1), by)
      let xb = rowEnd == by ? bx : ax + (rowEnd - ay) * dxdy
      addRowPiece(row, xa, xb, (rowEnd - y) * direction)
      y = rowEnd
      xa = xb
      row += 1
    }
  }

  /// Adds a straight piece lying within one pixel row, from `xa` to `xb`, of signed height `d`.
  @inline(__always)
  mutating func addRowPiece(_ row: Int, _ xa: Double, _ xb: Double, _ d: Double) {
    let l = min(xa, xb), r = max(xa, xb)
    let c0 = DeterministicMath.floor(l)
    var c1 = DeterministicMath.floor(r)
    if Double(c1) == r && c1 > c0 { c1 -= 1 }
    if c0 == c1 {
      // Area right of the piece inside the cell: d * (1 - mean x offset).
      let m = (l + r) / 2 - Double(c0)
      addCell(row, c0, d * (1 - m))
      addCell(row, c0 + 1, d * m)
      return
    }
    // A straight piece spends height in each column in proportion to its width there.
    let width = r - l
    for c in c0...c1 {
      let sl = max(l, Double(c)), sr = min(r, Double(c + 1))
      guard sr > sl else { continue }
      let part = d * (sr - sl) / width
      let m = (sl + sr) / 2 - Double(c)
      addCell(row, c, part * (1 - m))
      addCell(row, c + 1, part * m)
    }
  }

  @inline(__always)
  mutating func addCell(_ row: Int, _ column: Int, _ value: Double) {
    if value == 0 { return }
    if count == capacity { grow() }
    cells[count] = Cell(x: Int32(truncatingIfNeeded: column), y: Int32(truncatingIfNeeded: row),
                        value: value)
    count += 1
  }

  @inline(never)
  mutating func grow() {
    let larger = UnsafeMutablePointer<Cell>.allocate(capacity: capacity * 2)
    larger.moveInitialize(from: cells, count: count)
    cells.deallocate()
    cells = larger
    capacity *= 2
  }

  // MARK: cells to spans

  /// Orders the cells by row, then column, then arrival, and emits each row's runs of equal
  /// coverage. The sums are added in that order, the same on every machine. The order comes
  /// from two stable counting sorts (by column, then by row), linear in the cells: comparison
  /// sorts of each row took most of the rasterizer's time on finely flattened arcs.
  func buildSpans(into spans: inout SpanList, evenOdd: Bool = false) {
    let rows = bottom - top
    guard count > 0, rows > 0 else { return }
    // Cells at or right of the target's right side come last in their row and change no
    // pixel inside it: they are left out. Cells lie in columns left...right + 1.
    let columns = right - left + 1
    // (Room for the rows too: the column counters serve as the rows' fill pointers later.)
    let columnStart = UnsafeMutablePointer<Int32>.allocate(capacity: max(columns + 1, rows))
    let rowStart = UnsafeMutablePointer<Int32>.allocate(capacity: rows + 1)
    let byColumn = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    let byRow = UnsafeMutablePointer<Int32>.allocate(capacity: count)
    defer {
      columnStart.deallocate()
      rowStart.deallocate()
      byColumn.deallocate()
      byRow.deallocate()
    }
    columnStart.initialize(repeating: 0, count: columns + 1)
    rowStart.initialize(repeating: 0, count: rows + 1)
    var kept = 0
    for i in 0..<count {
      let column = Int(cells[i].x) - left
      guard column < columns - 1 else { continue }
      columnStart[column + 1] += 1
      rowStart[Int(cells[i].y) - top + 1] += 1
      kept += 1
    }
    guard kept > 0 else { return }
    for c in 0..<columns { columnStart[c + 1] += columnStart[c] }
    for r in 0..<rows { rowStart[r + 1] += rowStart[r] }
    // Stable scatter by column (arrival order within a column), then by row.
    for i in 0..<count {
      let column = Int(cells[i].x) - left
      guard column < columns - 1 else { continue }
      byColumn[Int(columnStart[column])] = Int32(truncatingIfNeeded: i)
      columnStart[column] += 1
    }
    let next = columnStart  // reused as the rows' fill pointers
    next.update(from: rowStart, count: rows)
    for k in 0..<kept {
      let i = byColumn[k]
      let r = Int(cells[Int(i)].y) - top
      byRow[Int(next[r])] = i
      next[r] += 1
    }
    for r in 0..<rows {
      let start = Int(rowStart[r]), end = Int(rowStart[r + 1])
      guard end > start else { continue }
      emitRow(top + r, order: byRow + start, count: end - start, evenOdd: evenOdd, into: &spans)
    }
  }

  private func emitRow(_ row: Int, order: UnsafePointer<Int32>, count n: Int, evenOdd: Bool,
                       into spans: inout SpanList) {
    @inline(__always) func column(_ k: Int) -> Int { Int(cells[Int(order[k])].x) }
    @inline(__always) func value(_ k: Int) -> Double { cells[Int(order[k])].value }
    var sum = 0.0
    var i = 0
    while i < n {
      let x = column(i)
      while i < n && column(i) == x {
        sum += value(i)
        i += 1
      }
      let next = i < n ? min(column(i), right) : right
      var coverage = min(abs(sum), 1)
      if evenOdd {
        // The winding area folded into 0...1 by the even-odd rule: 1.3 is 0.7, 2 is 0.
        let a = abs(sum), k = Double(Int(a / 2))
        let folded = a - 2 * k
        coverage = folded > 1 ? 2 - folded : folded
      }
      let alpha = Int(coverage * 255 + 0.5)
      if alpha > 0 && next > x {
        spans.append(row: row, x0: max(x, left), x1: next, alpha: alpha)
      }
    }
  }
}

/// Runs of pixels in one row with one coverage.
struct SpanList {
  struct Span {
    var row: Int32
    var x0: Int32
    var x1: Int32
    var alpha: UInt8
  }

  private(set) var items: [Span] = []

  var count: Int { items.count }

  mutating func removeAll() {
    items.removeAll(keepingCapacity: true)
  }

  @inline(__always)
  mutating func append(row: Int, x0: Int, x1: Int, alpha: Int) {
    items.append(Span(row: Int32(truncatingIfNeeded: row), x0: Int32(truncatingIfNeeded: x0),
                      x1: Int32(truncatingIfNeeded: x1), alpha: UInt8(truncatingIfNeeded: alpha)))
  }
}
