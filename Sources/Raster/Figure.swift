/// The shapes the rasterizer draws, in pixels.
public enum Figure: Sendable, Hashable {
  case rect(Rect)
  /// A rectangle with circular corners; radii that overlap are scaled down together.
  case roundedRect(Rect, CornerRadii)
  /// The ellipse inscribed in the rectangle (a circle in a square).
  case ellipse(Rect)
  /// A rectangle whose shorter sides are semicircles.
  case capsule(Rect)

  /// A circle of `radius` around `center`.
  public static func circle(center: Point, radius: Double) -> Figure {
    .ellipse(Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius,
                  height: 2 * radius))
  }

  /// The figure's bounding rectangle.
  public var rect: Rect {
    switch self {
    case .rect(let r), .roundedRect(let r, _), .ellipse(let r), .capsule(let r): return r
    }
  }

  /// The figure as a rounded rectangle with circular corners, when it is one.
  var roundedForm: (Rect, CornerRadii)? {
    switch self {
    case .rect(let r): return (r, .zero)
    case .roundedRect(let r, let radii): return (r, radii.fitted(to: r.size))
    case .capsule(let r): return (r, CornerRadii(min(r.width, r.height) / 2))
    case .ellipse(let r):
      return r.width == r.height ? (r, CornerRadii(r.width / 2)) : nil
    }
  }

  /// The figure's outline as polygons.
  public var path: Path {
    var path = Path()
    switch self {
    case .rect(let r): path.addRect(r)
    case .roundedRect(let r, let radii): path.addRoundedRect(r, radii: radii)
    case .ellipse(let r): path.addEllipse(r)
    case .capsule(let r): path.addRoundedRect(r, radii: CornerRadii(min(r.width, r.height) / 2))
    }
    return path
  }

  /// The region a stroke of `width` covers, as polygons: the figure grown by the outer offset
  /// with a hole of the figure shrunk by the inner one.
  ///
  /// Offsets of circular corners are exact: a corner of radius r becomes r + d outside and
  /// max(r - d, 0) inside. A sharp corner stays sharp outside (a miter join, SwiftUI's default).
  /// An ellipse that is not a circle is offset along its normals; where the inner offset would
  /// fold over itself (a stroke wider than twice the tightest curvature radius), the hole is
  /// left out.
  public func strokePath(width: Double, placement: StrokePlacement) -> Path {
    var path = Path()
    guard width > 0, width.isFinite else { return path }
    let outerOffset = placement == .centered ? width / 2 : 0
    let innerOffset = width - outerOffset
    if let (rect, radii) = roundedForm {
      guard !rect.isEmpty else { return path }
      let outerRect = rect.insetBy(dx: -outerOffset, dy: -outerOffset)
      func grow(_ r: Double) -> Double { r > 0 ? r + outerOffset : 0 }
      path.addRoundedRect(outerRect, radii: CornerRadii(
        topLeft: grow(radii.topLeft), topRight: grow(radii.topRight),
        bottomRight: grow(radii.bottomRight), bottomLeft: grow(radii.bottomLeft)))
      let innerRect = rect.insetBy(dx: innerOffset, dy: innerOffset)
      if !innerRect.isEmpty {
        path.addRoundedRect(innerRect, radii: radii.adding(-innerOffset), reversed: true)
      }
      return path
    }
    guard case .ellipse(let rect) = self, !rect.isEmpty else { return path }
    let a = rect.width / 2, b = rect.height / 2
    let center = rect.center
    let (outer, inner) = Path.ellipseOffsets(center: center, a: a, b: b, outer: outerOffset,
                                             inner: innerOffset)
    path.addPolygon(outer)
    // The inner offset stays simple while the offset is under the smallest curvature radius.
    let tightest = min(a, b) * min(a, b) / max(a, b)
    if innerOffset < tightest { path.addPolygon(inner, reversed: true) }
    return path
  }
}

extension Path {
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
  public static func line(from start: Point, to end: Point, width: Double, cap: LineCap) -> Path {
    var path = Path()
    guard width > 0, width.isFinite else { return path }
    let dx = end.x - start.x, dy = end.y - start.y
    let length = (dx * dx + dy * dy).squareRoot()
    let h = width / 2
    guard length > 0 else {
      // A zero-length line shows only its caps.
      switch cap {
      case .butt: return path
      case .square: path.addRect(Rect(x: start.x - h, y: start.y - h, width: width, height: width))
      case .round: path.addEllipse(Rect(x: start.x - h, y: start.y - h, width: width, height: width))
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
