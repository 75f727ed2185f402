extension Outline {
  /// The region a polyline `width` wide covers, with round joins and `cap` ends (round by
  /// default; butt ends stop square at the end points, square ends half a width past them), as
  /// one contour for the non-zero rule: one side walked forward and the other back, each outer
  /// join an arc round the vertex, each inner join drawn through the vertex (as Skia's stroker
  /// joins them), so the band winds one way everywhere and overlaps only inside itself. A
  /// closed polyline is walked from the middle of its first segment round to it again. A
  /// single point is a dot. Arcs are flattened with IEEE arithmetic only.
  public static func roundStroke(_ polyline: [Point], closed: Bool, width: Double,
                                 cap: LineCap = .round, join: LineJoin = .round) -> Outline {
    var path = Outline()
    guard width > 0, width.isFinite else { return path }
    var points: [Point] = []
    for p in polyline where p.x.isFinite && p.y.isFinite {
      if let last = points.last, abs(last.x - p.x) < 1e-9 && abs(last.y - p.y) < 1e-9 { continue }
      points.append(p)
    }
    if closed, points.count > 2, let first = points.first {
      if abs(points[points.count - 1].x - first.x) < 1e-9
        && abs(points[points.count - 1].y - first.y) < 1e-9 { points.removeLast() }
      let middle = Point(x: (first.x + points[1].x) / 2, y: (first.y + points[1].y) / 2)
      points = [middle] + points[1...] + [first, middle]
    }
    let r = width / 2
    guard points.count > 1 else {
      if let p = points.first, cap == .round {
        path.addEllipse(Rect(x: p.x - r, y: p.y - r, width: width, height: width))
      }
      return path
    }
    // Unit direction of each segment.
    let directions = (1..<points.count).map { i -> Point in
      let dx = points[i].x - points[i - 1].x, dy = points[i].y - points[i - 1].y
      let length = (dx * dx + dy * dy).squareRoot()
      return Point(x: dx / length, y: dy / length)
    }
    let n = quarterSegments(r)
    // A square end reaches half a width past the end point; a closed polyline has no ends
    // (its two sides meet across the middle of its first segment).
    let reach = cap == .square && !closed ? r : 0
    var contour: [Point] = []
    /// One side: the points offset along `side` (+1 or -1) times each segment's normal.
    func walk(_ vertices: [Point], _ dirs: [Point]) {
      func normal(_ d: Point) -> Point { Point(x: -d.y, y: d.x) }
      func offset(_ p: Point, _ v: Point) -> Point { Point(x: p.x + v.x * r, y: p.y + v.y * r) }
      let d0 = dirs[0]
      let first = Point(x: vertices[0].x - d0.x * reach, y: vertices[0].y - d0.y * reach)
      contour.append(offset(first, normal(d0)))
      for j in 1..<vertices.count - 1 {
        let p = vertices[j], d1 = dirs[j - 1], d2 = dirs[j]
        let a = normal(d1), b = normal(d2)
        let turn = d2.x * a.x + d2.y * a.y
        contour.append(offset(p, a))
        if turn > 1e-12 {
          // Inner side: through the vertex.
          contour.append(p)
        } else if turn < -1e-12 || d1.x * d2.x + d1.y * d2.y < 0 {
          switch join {
          case .round:
            appendArc(&contour, center: p, from: a, to: b, through: d1, radius: r, quarter: n)
          case .miter(let limit):
            // The offset lines meet at p + (a + b) 2r / |a + b|²; the miter's length over the
            // line's width is 2 / |a + b|, and past the limit the corner is bevelled.
            let sx = a.x + b.x, sy = a.y + b.y, squared = sx * sx + sy * sy
            if squared > 1e-12, 2 / squared.squareRoot() <= limit {
              contour.append(Point(x: p.x + sx * 2 * r / squared, y: p.y + sy * 2 * r / squared))
            }
          case .bevel:
            break
          }
        }
        contour.append(offset(p, b))
      }
      let end = vertices[vertices.count - 1], d = dirs[dirs.count - 1]
      let last = Point(x: end.x + d.x * reach, y: end.y + d.y * reach)
      contour.append(offset(last, normal(d)))
      let v = normal(d)
      if cap == .round && !closed {
        appendHalfTurn(&contour, center: last, ux: d.x, uy: d.y, vx: v.x, vy: v.y, radius: r)
      } else {
        contour.append(offset(last, Point(x: -v.x, y: -v.y)))
      }
    }
    walk(points, directions)
    walk(points.reversed(), directions.reversed().map { Point(x: -$0.x, y: -$0.y) })
    path.addPolygon(contour)
    return path
  }

  /// Appends the arc round `center` from direction `a` to `b` (unit vectors) on the side of
  /// `forward`, without its ends: two halves (through their middle direction, or `forward`
  /// for a half turn), each by normalized interpolation.
  static func appendArc(_ points: inout [Point], center: Point, from a: Point, to b: Point,
                        through forward: Point, radius: Double, quarter: Int) {
    var m = Point(x: a.x + b.x, y: a.y + b.y)
    var length = (m.x * m.x + m.y * m.y).squareRoot()
    if length < 1e-9 {
      m = forward
      length = 1
    }
    m = Point(x: m.x / length, y: m.y / length)
    for (from, to) in [(a, m), (m, b)] {
      let (dx, dy) = (to.x - from.x, to.y - from.y)
      let chord = (dx * dx + dy * dy).squareRoot()
      let steps = max(1, Int((Double(quarter) * chord / 1.4142135623730951).rounded(.up)))
      for i in 1...steps {
        let t = Double(i) / Double(steps)
        var x = from.x + (to.x - from.x) * t, y = from.y + (to.y - from.y) * t
        let l = (x * x + y * y).squareRoot()
        guard l > 1e-12 else { continue }
        x /= l
        y /= l
        if i == steps && to == b { break }
        points.append(Point(x: center.x + x * radius, y: center.y + y * radius))
      }
    }
  }
}
