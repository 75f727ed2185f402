extension Outline {
  /// The most dashes one polyline is cut into: past it (a pattern far finer than a pixel
  /// along a very long path) the line is drawn solid.
  public static let maxDashes = 100_000

  /// The dashes of a polyline, as Core Graphics cuts a stroke (`setLineDash`, PDF's dash
  /// array): `pattern` alternates lengths on and off (an odd count is taken twice, so `[5]` is
  /// 5 on, 5 off), starting `phase` into it at the first point; a closed polyline runs back to
  /// its first point, and its last dash ends there (it does not join the first). Each dash is
  /// an open polyline through the corners it passes, to be stroked with the style's caps and
  /// joins; a dash of no length is a tiny one along the line, so round and square caps draw a
  /// dot. Nil when the pattern draws the line solid: empty, a length negative or not finite,
  /// all lengths 0, or more than `maxDashes` dashes.
  public static func dashes(_ polyline: [Point], closed: Bool, pattern: [Double],
                            phase: Double) -> [[Point]]? {
    guard !pattern.isEmpty, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return nil }
    let lengths = pattern.count % 2 == 1 ? pattern + pattern : pattern
    let period = lengths.reduce(0, +)
    guard period > 0, phase.isFinite else { return nil }
    var points = polyline.filter { $0.x.isFinite && $0.y.isFinite }
    if closed, let first = points.first, let last = points.last, first != last {
      points.append(first)
    }
    guard points.count > 1 else { return nil }
    var total = 0.0
    for i in 1..<points.count {
      total += Self.distance(points[i - 1], points[i])
    }
    guard total / period * Double(lengths.count) <= Double(maxDashes) else { return nil }
    // Where the phase falls in the pattern.
    var offset = phase.truncatingRemainder(dividingBy: period)
    if offset < 0 { offset += period }
    var index = 0
    while offset >= lengths[index] && offset > 0 {
      offset -= lengths[index]
      index = (index + 1) % lengths.count
    }
    var remaining = lengths[index] - offset
    var cutter = DashCutter(on: index % 2 == 0, start: points[0])
    for i in 1..<points.count {
      let a = points[i - 1], b = points[i]
      let length = Self.distance(a, b)
      guard length > 0 else { continue }
      let direction = Point(x: (b.x - a.x) / length, y: (b.y - a.y) / length)
      var along = 0.0
      while length - along > remaining {
        along += remaining
        let f = along / length
        cutter.toggle(at: Point(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f), direction)
        index = (index + 1) % lengths.count
        remaining = lengths[index]
      }
      remaining -= length - along
      cutter.reach(b, direction)
    }
    cutter.finish()
    return cutter.dashes
  }

  static func distance(_ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
  }
}

/// The dashes being cut along a polyline: whether the pen is down, the dash it draws, and the
/// last direction (for a dash of no length).
private struct DashCutter {
  var on: Bool
  var current: [Point]
  var dashes: [[Point]] = []
  var direction = Point(x: 1, y: 0)

  init(on: Bool, start: Point) {
    self.on = on
    current = on ? [start] : []
  }

  mutating func toggle(at p: Point, _ d: Point) {
    direction = d
    if on {
      current.append(p)
      finish()
    } else {
      current = [p]
    }
    on.toggle()
  }

  mutating func reach(_ p: Point, _ d: Point) {
    direction = d
    if on { current.append(p) }
  }

  /// Ends the dash being drawn, if any.
  mutating func finish() {
    guard on, let first = current.first else { return }
    let length = zip(current, current.dropFirst()).reduce(0) { $0 + Outline.distance($1.0, $1.1) }
    if length < 1e-6 {
      // A dot: a millionth of a pixel along the line, which round and square caps make round
      // or square, and butt ends leave all but empty.
      current = [first, Point(x: first.x + direction.x * 1e-6, y: first.y + direction.y * 1e-6)]
    }
    dashes.append(current)
    current = []
  }
}
