/// An affine map of the plane: `(x, y) -> (a x + c y + tx, b x + d y + ty)`, as Core
/// Graphics writes it.
public struct AffineMap: Sendable, Hashable {
  public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public static let identity = AffineMap(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Scales by (`sx`, `sy`) about `anchor`.
  public static func scale(_ sx: Double, _ sy: Double, about anchor: Point) -> AffineMap {
    AffineMap(a: sx, b: 0, c: 0, d: sy, tx: anchor.x - sx * anchor.x,
                    ty: anchor.y - sy * anchor.y)
  }

  /// Turns by `radians` clockwise on the screen (y points down) about `anchor`. The sine and
  /// cosine come from `DeterministicMath`, so the same angle gives the same pixels anywhere.
  public static func rotation(_ radians: Double, about anchor: Point) -> AffineMap {
    let (cos, sin) = DeterministicMath.cosSin(radians)
    return AffineMap(a: cos, b: sin, c: -sin, d: cos,
                           tx: anchor.x - cos * anchor.x + sin * anchor.y,
                           ty: anchor.y - sin * anchor.x - cos * anchor.y)
  }

  /// This map, then `next`.
  public func concatenating(_ next: AffineMap) -> AffineMap {
    AffineMap(a: a * next.a + b * next.c, b: a * next.b + b * next.d,
                    c: c * next.a + d * next.c, d: c * next.b + d * next.d,
                    tx: tx * next.a + ty * next.c + next.tx,
                    ty: tx * next.b + ty * next.d + next.ty)
  }

  public func apply(_ p: Point) -> Point {
    Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
  }

  /// The inverse map; nil when this one flattens the plane (a zero scale).
  public var inverted: AffineMap? {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return nil }
    let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
    return AffineMap(a: ia, b: ib, c: ic, d: id, tx: -(ia * tx + ic * ty),
                           ty: -(ib * tx + id * ty))
  }

  /// True for a scale by positive factors and a move, which keeps rectangles upright.
  public var isUprightScale: Bool { b == 0 && c == 0 && a > 0 && d > 0 }
}
