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
  private var cellX: [Int32] = []
  private var cellY: [Int32] = []
  private var cellValue: [Double] = []
  // Scratch for sorting one row's cells.
  private var rowOrder: [Int32] = []
  private var rowStart: [Int32] = []
  private var sortedX: [Int32] = []
  private var sortedValue: [Double] = []

  /// The pixels computed: columns `left..<right`, rows `top..<bottom`.
  private(set) var left = 0
  private(set) var top = 0
  private(set) var right = 0
  private(set) var bottom = 0

  /// Runs found by the last `rasterize`: row, first column, end column, coverage 1...255.
  private(set) var spans = SpanList()

  /// Computes the coverage of `path` inside `target` (pixel rows and columns) into `spans`.
  mutating func rasterize(_ path: Path, in target: IntRect) {
    spans.removeAll()
    cellX.removeAll(keepingCapacity: true)
    cellY.removeAll(keepingCapacity: true)
    cellValue.removeAll(keepingCapacity: true)
    let bounds = path.bounds.enclosingPixels.intersection(target)
    guard !bounds.isEmpty else { return }
    left = bounds.x
    top = bounds.y
    right = bounds.maxX
    bottom = bounds.maxY
    for contour in path.contours where contour.count >= 3 {
      var previous = contour[contour.count - 1]
      for point in contour {
        addEdge(previous, point)
        previous = point
      }
    }
    buildSpans()
  }

  // MARK: edges to cells

  /// Adds the edge from `p` to `q`, clipped to the target rows and clamped to its columns: a
  /// part left of the target still covers it, so it becomes a vertical edge at the left side;
  /// a part right of it changes no pixel inside and is dropped.
  private mutating func addEdge(_ p: Point, _ q: Point) {
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
    func x(at y: Double) -> Double { y == by ? bx : ax + (y - ay) * slope }
    let y0 = max(ay, topY), y1 = min(by, bottomY)
    // Cut where the edge crosses the target's left and right sides.
    let leftX = Double(left), rightX = Double(right)
    var cuts: [Double] = [y0]
    if slope != 0 {
      for side in [leftX, rightX] {
        let y = ay + (side - ax) / slope
        if y > y0 && y < y1 { cuts.append(y) }
      }
      if cuts.count == 3 && cuts[2] < cuts[1] { cuts.swapAt(1, 2) }
    }
    cuts.append(y1)
    for i in 0..<(cuts.count - 1) {
      let ya = cuts[i], yb = cuts[i + 1]
      guard yb > ya else { continue }
      let xm = x(at: (ya + yb) / 2)
      if xm >= rightX { continue }
      if xm <= leftX {
        walk(leftX, ya, leftX, yb, direction)
      } else {
        walk(min(max(x(at: ya), leftX), rightX), ya, min(max(x(at: yb), leftX), rightX), yb,
             direction)
      }
    }
  }

  /// Walks a piece with `ay < by`, inside the target, row by row.
  private mutating func walk(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, _ direction: Double) {
    let dxdy = (bx - ax) / (by - ay)
    var y = ay
    var row = Int(ay.rounded(.down))
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
  private mutating func addRowPiece(_ row: Int, _ xa: Double, _ xb: Double, _ d: Double) {
    let l = min(xa, xb), r = max(xa, xb)
    let c0 = Int(l.rounded(.down))
    var c1 = Int(r.rounded(.down))
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
  private mutating func addCell(_ row: Int, _ column: Int, _ value: Double) {
    if value == 0 { return }
    cellY.append(Int32(truncatingIfNeeded: row))
    cellX.append(Int32(truncatingIfNeeded: column))
    cellValue.append(value)
  }

  // MARK: cells to spans

  private mutating func buildSpans() {
    let rows = bottom - top
    let count = cellX.count
    guard count > 0 else { return }
    // Bucket the cells by row (a counting sort), then order each row by column.
    rowStart.removeAll(keepingCapacity: true)
    rowStart.append(contentsOf: repeatElement(0, count: rows + 1))
    for i in 0..<count { rowStart[Int(cellY[i]) - top + 1] += 1 }
    for r in 0..<rows { rowStart[r + 1] += rowStart[r] }
    rowOrder.removeAll(keepingCapacity: true)
    rowOrder.append(contentsOf: repeatElement(0, count: count))
    var fill = Array(rowStart[0..<rows])
    for i in 0..<count {
      let r = Int(cellY[i]) - top
      rowOrder[Int(fill[r])] = Int32(i)
      fill[r] += 1
    }
    for r in 0..<rows {
      let start = Int(rowStart[r]), end = Int(rowStart[r + 1])
      guard end > start else { continue }
      sortedX.removeAll(keepingCapacity: true)
      sortedValue.removeAll(keepingCapacity: true)
      for k in start..<end {
        let i = Int(rowOrder[k])
        sortedX.append(cellX[i])
        sortedValue.append(cellValue[i])
      }
      sortRow()
      emitRow(top + r)
    }
  }

  /// Sorts the row's cells by column: insertion sort, as rows hold few cells, with a stable
  /// order so sums are added in the same order everywhere.
  private mutating func sortRow() {
    let n = sortedX.count
    if n < 2 { return }
    if n > 64 {
      let order = (0..<n).sorted { (sortedX[$0], $0) < (sortedX[$1], $1) }
      sortedX = order.map { sortedX[$0] }
      sortedValue = order.map { sortedValue[$0] }
      return
    }
    for i in 1..<n {
      let x = sortedX[i], v = sortedValue[i]
      var j = i - 1
      while j >= 0 && sortedX[j] > x {
        sortedX[j + 1] = sortedX[j]
        sortedValue[j + 1] = sortedValue[j]
        j -= 1
      }
      sortedX[j + 1] = x
      sortedValue[j + 1] = v
    }
  }

  private mutating func emitRow(_ row: Int) {
    var sum = 0.0
    var i = 0
    let n = sortedX.count
    while i < n {
      let x = Int(sortedX[i])
      while i < n && Int(sortedX[i]) == x {
        sum += sortedValue[i]
        i += 1
      }
      if x >= right { break }
      let next = i < n ? min(Int(sortedX[i]), right) : right
      let coverage = min(abs(sum), 1)
      let alpha = Int(coverage * 255 + 0.5)
      if alpha > 0 && next > x {
        spans.append(row: row, x0: max(x, left), x1: next, alpha: alpha)
      }
    }
  }
}

/// Runs of pixels in one row with one coverage, as parallel arrays.
struct SpanList {
  private(set) var rows: [Int32] = []
  private(set) var starts: [Int32] = []
  private(set) var ends: [Int32] = []
  private(set) var alphas: [UInt8] = []

  var count: Int { rows.count }

  mutating func removeAll() {
    rows.removeAll(keepingCapacity: true)
    starts.removeAll(keepingCapacity: true)
    ends.removeAll(keepingCapacity: true)
    alphas.removeAll(keepingCapacity: true)
  }

  @inline(__always)
  mutating func append(row: Int, x0: Int, x1: Int, alpha: Int) {
    rows.append(Int32(truncatingIfNeeded: row))
    starts.append(Int32(truncatingIfNeeded: x0))
    ends.append(Int32(truncatingIfNeeded: x1))
    alphas.append(UInt8(truncatingIfNeeded: alpha))
  }
}
