// A content stream's path under construction (ISO 32000-1, 8.5.2), in pixels: `m`, `l`, the
// three curve operators, `h` and `re`, each point taken through the current matrix as it is
// added; and the line operators of the graphics state (`w`, `J`, `j`, `M`, `d`, `cm`).

import Raster

/// The path being built: subpaths in pixels, closed or open.
struct PathBuilder {
  var subpaths: [(points: [Point], closed: Bool)] = []
  var current: [Point] = []
  /// The current point and the subpath's start, in user space.
  var cursor = Point(x: 0, y: 0)
  var start = Point(x: 0, y: 0)
  /// Points added since the painter last counted them (for its bound).
  var points = 0

  /// The last `count` operands as numbers; nil when there are fewer or one is not a number.
  static func numbers(_ operands: [PDFObject], _ count: Int) -> [Double]? {
    guard operands.count >= count else { return nil }
    let v = operands.suffix(count).map { $0.number ?? .nan }
    return v.allSatisfy(\.isFinite) ? v : nil
  }

  /// Applies a path construction operator; false when `word` is not one.
  mutating func apply(_ word: String, _ operands: [PDFObject], ctm: Matrix) -> Bool {
    switch word {
    case "m":
      guard let v = Self.numbers(operands, 2) else { return true }
      flush(closed: false)
      cursor = Point(x: v[0], y: v[1])
      start = cursor
      current = [ctm.apply(v[0], v[1])]
      points += 1
    case "l":
      guard let v = Self.numbers(operands, 2) else { return true }
      if current.isEmpty { current = [ctm.apply(cursor.x, cursor.y)] }
      cursor = Point(x: v[0], y: v[1])
      current.append(ctm.apply(v[0], v[1]))
      points += 1
    case "c", "v", "y":
      guard let v = Self.numbers(operands, word == "c" ? 6 : 4) else { return true }
      let p1, p2, p3: Point
      switch word {
      case "c": (p1, p2, p3) = (Point(x: v[0], y: v[1]), Point(x: v[2], y: v[3]),
                               Point(x: v[4], y: v[5]))
      case "v": (p1, p2, p3) = (cursor, Point(x: v[0], y: v[1]), Point(x: v[2], y: v[3]))
      default: (p1, p2, p3) = (Point(x: v[0], y: v[1]), Point(x: v[2], y: v[3]),
                               Point(x: v[2], y: v[3]))
      }
      if current.isEmpty { current = [ctm.apply(cursor.x, cursor.y)] }
      Self.flatten(current[current.count - 1], ctm.apply(p1.x, p1.y), ctm.apply(p2.x, p2.y),
                   ctm.apply(p3.x, p3.y), into: &current)
      points += 64
      cursor = p3
    case "h":
      guard !current.isEmpty else { return true }
      flush(closed: true)
      cursor = start
    case "re":
      guard let v = Self.numbers(operands, 4) else { return true }
      flush(closed: false)
      let (x, y, w, h) = (v[0], v[1], v[2], v[3])
      subpaths.append(([ctm.apply(x, y), ctm.apply(x + w, y), ctm.apply(x + w, y + h),
                        ctm.apply(x, y + h)], true))
      cursor = Point(x: x, y: y)
      start = cursor
      points += 4
    default:
      return false
    }
    return true
  }

  /// The path, its open subpath closed when a painting operator closes it, and a new one.
  mutating func take(closing: Bool) -> [(points: [Point], closed: Bool)] {
    flush(closed: closing)
    defer { subpaths = [] }
    return subpaths
  }

  private mutating func flush(closed: Bool) {
    if !current.isEmpty { subpaths.append((current, closed)) }
    current = []
  }

  /// Cubic Bézier from `a` to `d`, in pixels, flattened onto `points` (uniform steps, their
  /// number from the control polygon's length, as `VectorOutline` flattens).
  static func flatten(_ a: Point, _ b: Point, _ c: Point, _ d: Point, into points: inout [Point]) {
    func distance(_ p: Point, _ q: Point) -> Double {
      let dx = q.x - p.x, dy = q.y - p.y
      return (dx * dx + dy * dy).squareRoot()
    }
    let length = distance(a, b) + distance(b, c) + distance(c, d)
    let steps = length.isFinite ? max(1, min(64, Int((length / 0.4).squareRoot().rounded(.up)))) : 1
    for i in 1...steps {
      let t = Double(i) / Double(steps), u = 1 - t
      let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
      points.append(Point(x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x,
                          y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y))
    }
  }
}

extension PDFPainter.State {
  /// Applies a line or matrix operator (`cm`, `w`, `J`, `j`, `M`, `d`; `i` and `ri` change
  /// nothing drawn); false when `word` is not one.
  mutating func applyLineOperator(_ word: String, _ operands: [PDFObject]) -> Bool {
    let one = PathBuilder.numbers(operands, 1)
    switch word {
    case "cm":
      if let v = PathBuilder.numbers(operands, 6), let m = Matrix(v) { ctm = m.then(ctm) }
    case "w":
      if let v = one { lineWidth = Swift.abs(v[0]) }
    case "J":
      if let v = one { cap = v[0] == 1 ? .round : v[0] == 2 ? .square : .butt }
    case "j":
      if let v = one {
        var limit = 10.0
        if case .miter(let l) = join { limit = l }
        join = v[0] == 1 ? .round : v[0] == 2 ? .bevel : .miter(limit: limit)
      }
    case "M":
      if let v = one, case .miter = join { join = .miter(limit: max(1, v[0])) }
    case "d":
      if operands.count >= 2, let list = operands[operands.count - 2].array {
        let lengths = list.compactMap(\.number).map(Swift.abs)
        let phase = operands[operands.count - 1].number ?? 0
        dash = lengths.isEmpty || lengths.allSatisfy({ $0 == 0 }) ? nil : (lengths, phase)
      }
    case "i", "ri":
      break
    default:
      return false
    }
    return true
  }
}
