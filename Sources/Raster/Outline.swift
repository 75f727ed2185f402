/// Closed polygons, the form every shape takes before its coverage is computed.
///
/// Curves are flattened as they are added, finely enough (within `tolerance` pixels of the true
/// curve) that the area error is far below one level of 255. Coverage uses the non-zero rule on
/// the summed signed area, so a contour added `reversed` cuts a hole in one added forward.
public struct Outline: Sendable {
  /// Each contour is closed: the last point joins the first.
  public var contours: [[Point]] = []
  /// Fill by the even-odd rule (a point inside an even number of contours is outside), as an
  /// SVG `fill-rule="evenodd"`; otherwise by the non-zero rule.
  public var evenOdd = false

  /// The largest distance, in pixels, between a flattened arc and the true arc.
  public static let tolerance = 0.0005

  public init() {}

  /// Adds a polygon.
  public mutating func addPolygon(_ points: [Point], reversed: Bool = false) {
    guard points.count >= 3 else { return }
    contours.append(reversed ? points.reversed() : points)
  }

  /// Adds a rectangle (clockwise on screen).
  public mutating func addRect(_ rect: Rect, reversed: Bool = false) {
    guard !rect.isEmpty else { return }
    addPolygon([
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY),
    ], reversed: reversed)
  }

  /// Adds a rectangle with circular corners; radii are fitted to the size first
  /// (`CornerRadii.fitted(to:)`).
  public mutating func addRoundedRect(_ rect: Rect, radii: CornerRadii, reversed: Bool = false) {
    guard !rect.isEmpty else { return }
    let r = radii.fitted(to: rect.size)
    addRoundedRect(rect, corners: [
      (r.topLeft, r.topLeft), (r.topRight, r.topRight),
      (r.bottomRight, r.bottomRight), (r.bottomLeft, r.bottomLeft),
    ], reversed: reversed)
  }

  /// Adds an ellipse filling `rect` (a circle when `rect` is square).
  public mutating func addEllipse(_ rect: Rect, reversed: Bool = false) {
    guard !rect.isEmpty else { return }
    let rx = rect.width / 2, ry = rect.height / 2
    addRoundedRect(rect, corners: [(rx, ry), (rx, ry), (rx, ry), (rx, ry)], reversed: reversed)
  }

  /// Adds a rounded rectangle whose corners are quarter ellipses with radii `(rx, ry)`,
  /// clockwise from the top-left. The radii must already fit.
  mutating func addRoundedRect(_ rect: Rect, corners: [(Double, Double)], reversed: Bool) {
    var points: [Point] = []
    // Centre of each corner's arc, and the quadrant its quarter sweeps (clockwise on screen,
    // starting at the top-left corner's left end).
    let (tl, tr, br, bl) = (corners[0], corners[1], corners[2], corners[3])
    Outline.appendQuarter(&points, cx: rect.minX + tl.0, cy: rect.minY + tl.1, rx: tl.0, ry: tl.1,
                       quadrant: 2)
    Outline.appendQuarter(&points, cx: rect.maxX - tr.0, cy: rect.minY + tr.1, rx: tr.0, ry: tr.1,
                       quadrant: 3)
    Outline.appendQuarter(&points, cx: rect.maxX - br.0, cy: rect.maxY - br.1, rx: br.0, ry: br.1,
                       quadrant: 0)
    Outline.appendQuarter(&points, cx: rect.minX + bl.0, cy: rect.maxY - bl.1, rx: bl.0, ry: bl.1,
                       quadrant: 1)
    addPolygon(points, reversed: reversed)
  }

  /// Apple's continuous corner, per unit radius, from the vertex: the curve leaves one edge at
  /// 1.528665 and reaches the other at the same distance, in three cubic pieces joined by short
  /// lines (the construction UIKit's `UIBezierPath(roundedRect:cornerRadius:)` draws). Pairs
  /// are (along the first edge, along the second edge).
  static let continuousCorner: [(Double, Double)] = [
    (1.52866483, 0),
    (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600),
    (0.63149399, 0.07491100),
    (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
    (0.06549600, 0.66993427),
    (0, 0.86840689), (0, 1.08849323), (0, 1.52866483),
  ]

  /// True when continuous corners of `radius` fit `rect` (each side at least 2 x 1.528665 r).
  static func continuousFits(_ rect: Rect, _ radius: Double) -> Bool {
    2 * 1.52866483 * radius <= min(rect.width, rect.height)
  }

  /// Adds a rectangle with continuous corners of `radius` (which must fit), clockwise.
  mutating func addContinuousRoundedRect(_ rect: Rect, radius r: Double) {
    var points: [Point] = []
    // Each corner: its vertex, and the unit directions along the edge it comes from (u)
    // and the edge it goes to (v), walking clockwise from the top-left.
    let corners: [(Point, (Double, Double), (Double, Double))] = [
      (Point(x: rect.minX, y: rect.minY), (0, 1), (1, 0)),
      (Point(x: rect.maxX, y: rect.minY), (-1, 0), (0, 1)),
      (Point(x: rect.maxX, y: rect.maxY), (0, -1), (-1, 0)),
      (Point(x: rect.minX, y: rect.maxY), (1, 0), (0, -1)),
    ]
    let table = Outline.continuousCorner
    for (vertex, u, v) in corners {
      // The table runs from one edge to the other: reversed, with its coordinates swapped, it
      // runs from the incoming edge (u, back from the vertex) to the outgoing one (v).
      func q(_ i: Int) -> Point {
        let (a, b) = table[table.count - 1 - i]
        return Point(x: vertex.x + (u.0 * b + v.0 * a) * r, y: vertex.y + (u.1 * b + v.1 * a) * r)
      }
      points.append(q(0))
      for piece in 0..<3 {
        let start = piece * 4
        let a = q(start), b = q(start + 1), c = q(start + 2), d = q(start + 3)
        Outline.appendCubic(&points, a, b, c, d, radius: r)
        if piece < 2 { points.append(q(start + 4)) }
      }
    }
    addPolygon(points)
  }

  /// Appends the cubic curve from `a` (already in `points`) to `d`, flattened in uniform steps
  /// short enough that a curve bending no tighter than half of `radius` stays within
  /// `tolerance` (chord h, sagitta h² / (8 · radius / 2)); the control polygon's length bounds
  /// the curve's.
  static func appendCubic(_ points: inout [Point], _ a: Point, _ b: Point, _ c: Point, _ d: Point,
                          radius: Double) {
    func length(_ p: Point, _ q: Point) -> Double {
      let dx = q.x - p.x, dy = q.y - p.y
      return (dx * dx + dy * dy).squareRoot()
    }
    let polygon = length(a, b) + length(b, c) + length(c, d)
    let chord = (4 * max(radius, tolerance) * tolerance).squareRoot()
    let steps = max(1, min(512, Int((polygon / chord).rounded(.up))))
    for i in 1...steps {
      let t = Double(i) / Double(steps), s = 1 - t
      let w0 = s * s * s, w1 = 3 * s * s * t, w2 = 3 * s * t * t, w3 = t * t * t
      points.append(Point(x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x,
                          y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y))
    }
  }

  /// The number of segments that keep a quarter arc of radius `radius` within `tolerance`.
  static func quarterSegments(_ radius: Double) -> Int {
    guard radius > 0 else { return 0 }
    // Sagitta r * (1 - cos(theta / 2)) <= tolerance  <=>  theta <= 2 acos(1 - tol / r),
    // which is at least 2 * sqrt(2 * tol / r) (from 1 - cos x <= x^2 / 2).
    if radius <= tolerance { return 1 }
    if !radius.isFinite { return 4096 }
    let theta = 2 * (2 * tolerance / radius).squareRoot()
    return max(1, min(4096, Int((DeterministicMath.halfPi / theta).rounded(.up))))
  }

  /// Appends a quarter ellipse around (cx, cy), clockwise on screen (y down). Quadrant 0 runs
  /// from +x to +y (bottom-right), 1 from +y to -x, 2 from -x to -y, 3 from -y to +x.
  static func appendQuarter(_ points: inout [Point], cx: Double, cy: Double, rx: Double,
                            ry: Double, quadrant: Int) {
    let n = quarterSegments(max(rx, ry))
    if n == 0 {
      points.append(Point(x: cx, y: cy))
      return
    }
    let table = DeterministicMath.quarterTable(n)
    for i in 0...n {
      // Exact end points, so neighbouring straight sides are exactly axis-aligned.
      let (c, s): (Double, Double) = i == n ? (0, 1) : table[i]
      let (dx, dy): (Double, Double)
      switch quadrant {
      case 0: (dx, dy) = (c, s)
      case 1: (dx, dy) = (-s, c)
      case 2: (dx, dy) = (-c, -s)
      default: (dx, dy) = (s, -c)
      }
      points.append(Point(x: cx + rx * dx, y: cy + ry * dy))
    }
  }

  /// The bounds of every point.
  public var bounds: Rect {
    var x0 = Double.infinity, y0 = Double.infinity, x1 = -Double.infinity, y1 = -Double.infinity
    for contour in contours {
      for p in contour {
        x0 = min(x0, p.x)
        y0 = min(y0, p.y)
        x1 = max(x1, p.x)
        y1 = max(y1, p.y)
      }
    }
    guard x0 <= x1, y0 <= y1 else { return .zero }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
