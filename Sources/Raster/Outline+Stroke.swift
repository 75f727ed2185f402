extension Outline {
  /// The inward offset by `d` of a rounded rectangle whose corners, offset, do not fit (some
  /// radius over `d` beside one under it): the rectangle inset by `d`, cut by each corner of
  /// radius r > d to the circle of radius r - d around that corner's centre (the inner
  /// parallel body of a convex figure is the intersection of the offsets of its parts). The
  /// circles are flattened as `appendQuarter` flattens them, and each chord cuts the polygon,
  /// clockwise.
  static func innerOffset(of rect: Rect, _ radii: CornerRadii, by d: Double) -> [Point] {
    let inset = rect.insetBy(dx: d, dy: d)
    var polygon = [
      Point(x: inset.minX, y: inset.minY), Point(x: inset.maxX, y: inset.minY),
      Point(x: inset.maxX, y: inset.maxY), Point(x: inset.minX, y: inset.maxY),
    ]
    // Each corner's radius, centre and quadrant (as `addRoundedRect` walks them).
    let corners: [(Double, Double, Double, Int)] = [
      (radii.topLeft, rect.minX + radii.topLeft, rect.minY + radii.topLeft, 2),
      (radii.topRight, rect.maxX - radii.topRight, rect.minY + radii.topRight, 3),
      (radii.bottomRight, rect.maxX - radii.bottomRight, rect.maxY - radii.bottomRight, 0),
      (radii.bottomLeft, rect.minX + radii.bottomLeft, rect.maxY - radii.bottomLeft, 1),
    ]
    for (r, cx, cy, quadrant) in corners where r > d {
      var arc: [Point] = []
      appendQuarter(&arc, cx: cx, cy: cy, rx: r - d, ry: r - d, quadrant: quadrant)
      let center = Point(x: cx, y: cy)
      for (p, q) in zip(arc, arc.dropFirst()) {
        polygon = clip(polygon, keepingSideOf: center, of: p, q)
        if polygon.isEmpty { return [] }
      }
    }
    return polygon
  }

  /// The part of the convex `polygon` on the same side of the line through `p` and `q` as
  /// `inside` (Sutherland-Hodgman, one edge).
  static func clip(_ polygon: [Point], keepingSideOf inside: Point, of p: Point, _ q: Point)
    -> [Point]
  {
    let dx = q.x - p.x, dy = q.y - p.y
    func side(_ v: Point) -> Double { dx * (v.y - p.y) - dy * (v.x - p.x) }
    let sign: Double = side(inside) >= 0 ? 1 : -1
    var out: [Point] = []
    out.reserveCapacity(polygon.count + 1)
    for (i, a) in polygon.enumerated() {
      let b = polygon[(i + 1) % polygon.count]
      let sa = side(a) * sign, sb = side(b) * sign
      if sa >= 0 { out.append(a) }
      if (sa >= 0) != (sb >= 0) {
        let t = sa / (sa - sb)
        out.append(Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t))
      }
    }
    return out
  }

  /// The inner offset curve of an ellipse (`ellipseOffsets`' inner points, four quadrants of n
  /// points clockwise from +x) for an offset past the tightest curvature radius: the folds
  /// (swallowtails) at both ends of the major axis are cut where the curve crosses that axis.
  /// By symmetry both halves cross it at the same point, x = ±cos t (a² - b²) / a from the
  /// centre (a the major half-axis), where the offset's normal distance ends: sin² t =
  /// ((d a / b)² - b²) / (a² - b²). What is left is the exact inward offset of the ellipse.
  static func trimmedEllipseOffset(_ inner: [Point], center: Point, a: Double, b: Double,
                                   offset d: Double) -> [Point] {
    let major = max(a, b), minor = min(a, b)
    let sin2 = min(1, max(0, ((d * major / minor) * (d * major / minor) - minor * minor)
                                / (major * major - minor * minor)))
    let reach = (1 - sin2).squareRoot() * (major * major - minor * minor) / major
    // Coordinates along the major axis (u) and across it (v), from the centre.
    let horizontal = a >= b
    func u(_ p: Point) -> Double { horizontal ? p.x - center.x : p.y - center.y }
    func v(_ p: Point) -> Double { horizontal ? p.y - center.y : p.x - center.x }
    func point(u: Double) -> Point {
      horizontal ? Point(x: center.x + u, y: center.y) : Point(x: center.x, y: center.y + u)
    }
    let n = inner.count / 4
    var out: [Point] = []
    for quadrant in 0..<4 {
      // The sign of v the quadrant's points must keep: quadrants 0 and 1 lie at +y, 1 and 2
      // at -x; clockwise from +x.
      let positive = horizontal ? quadrant < 2 : (quadrant == 0 || quadrant == 3)
      // The corner at the major axis end this quadrant starts from.
      let startsAtMajorEnd = horizontal ? quadrant % 2 == 0 : quadrant % 2 == 1
      if startsAtMajorEnd {
        let end = horizontal ? (quadrant == 0 ? 1.0 : -1.0) : (quadrant == 1 ? 1.0 : -1.0)
        out.append(point(u: end * reach))
      }
      for p in inner[(quadrant * n)..<((quadrant + 1) * n)] {
        let across = v(p)
        if positive ? across > 0 : across < 0 { out.append(p) }
      }
    }
    return out
  }

  /// The outer and inner offset curves of an ellipse, walked clockwise.
  static func ellipseOffsets(center: Point, a: Double, b: Double, outer: Double, inner: Double)
    -> ([Point], [Point])
  {
    var outerPoints: [Point] = []
    var innerPoints: [Point] = []
    let n = quarterSegments(max(a, b) + outer)
    let table = DeterministicMath.quarterTable(n)
    for quadrant in 0..<4 {
      for i in 0..<n {
        let (c, s) = table[i]
        // Rotate (c, s) by quadrant quarter turns (clockwise on screen, y down).
        let (cx, sy): (Double, Double)
        switch quadrant {
        case 0: (cx, sy) = (c, s)
        case 1: (cx, sy) = (-s, c)
        case 2: (cx, sy) = (-c, -s)
        default: (cx, sy) = (s, -c)
        }
        let px = center.x + a * cx, py = center.y + b * sy
        // The outward normal of (a cos t, b sin t) is along (b cos t, a sin t).
        let nx = b * cx, ny = a * sy
        let length = (nx * nx + ny * ny).squareRoot()
        let ux = nx / length, uy = ny / length
        outerPoints.append(Point(x: px + ux * outer, y: py + uy * outer))
        innerPoints.append(Point(x: px - ux * inner, y: py - uy * inner))
      }
    }
    return (outerPoints, innerPoints)
  }

  /// The region a straight line of `width` from `start` to `end` covers, with its caps.
  public static func line(from start: Point, to end: Point, width: Double, cap: LineCap)
    -> Outline
  {
    var path = Outline()
    guard width > 0, width.isFinite else { return path }
    let dx = end.x - start.x, dy = end.y - start.y
    var length = (dx * dx + dy * dy).squareRoot()
    if length.isInfinite && dx.isFinite && dy.isFinite {
      // The squares overflowed (ends 1e300 apart): take the length without them.
      let scale = max(abs(dx), abs(dy))
      length = scale * ((dx / scale) * (dx / scale) + (dy / scale) * (dy / scale)).squareRoot()
    }
    guard length.isFinite else { return path }
    let h = width / 2
    guard length > 0 else {
      // A zero-length line shows only its caps.
      switch cap {
      case .butt: return path
      case .square:
        path.addRect(Rect(x: start.x - h, y: start.y - h, width: width, height: width))
      case .round:
        path.addEllipse(Rect(x: start.x - h, y: start.y - h, width: width, height: width))
      }
      return path
    }
    // Unit direction u and its normal v (u turned a quarter clockwise on screen).
    let ux = dx / length, uy = dy / length
    let vx = -uy, vy = ux
    var a = start, b = end
    if cap == .square {
      a = Point(x: a.x - ux * h, y: a.y - uy * h)
      b = Point(x: b.x + ux * h, y: b.y + uy * h)
    }
    var points = [Point(x: a.x + vx * h, y: a.y + vy * h), Point(x: b.x + vx * h, y: b.y + vy * h)]
    if cap == .round {
      appendHalfTurn(&points, center: b, ux: ux, uy: uy, vx: vx, vy: vy, radius: h)
    }
    points.append(Point(x: b.x - vx * h, y: b.y - vy * h))
    points.append(Point(x: a.x - vx * h, y: a.y - vy * h))
    if cap == .round {
      appendHalfTurn(&points, center: a, ux: -ux, uy: -uy, vx: -vx, vy: -vy, radius: h)
    }
    path.addPolygon(points)
    return path
  }

  /// Appends the half circle from `center + v r` through `center + u r` to `center - v r`,
  /// without its end points.
  static func appendHalfTurn(_ points: inout [Point], center: Point, ux: Double, uy: Double,
                             vx: Double, vy: Double, radius: Double) {
    let n = quarterSegments(radius)
    let table = DeterministicMath.quarterTable(n)
    for half in 0..<2 {
      for i in 0..<n where !(half == 0 && i == 0) {
        let (c, s) = table[i]
        // First quarter: from v to u; second: from u to -v.
        let (kv, ku) = half == 0 ? (c, s) : (-s, c)
        points.append(Point(x: center.x + (vx * kv + ux * ku) * radius,
                            y: center.y + (vy * kv + uy * ku) * radius))
      }
    }
  }
}
