// CGAffineTransform for Linux, where Foundation has none: what GraphicsContext's transform,
// `Path.applying` and app code that builds transforms use. Elsewhere CoreGraphics's own is
// used.

#if os(Linux)
/// A 2D affine transform, as CoreGraphics's: a point (x, y) maps to
/// (a x + c y + tx, b x + d y + ty).
public struct CGAffineTransform: Sendable, Hashable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat,
              _ ty: CGFloat) {
    self.init(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
  }

  public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

  public static let identity = CGAffineTransform()

  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  /// A turn by `angle` radians (clockwise on a screen, whose y axis points down).
  public init(rotationAngle angle: CGFloat) {
    let (cos, sin) = DeterministicMath.cosSin(Double(angle))
    self.init(a: CGFloat(cos), b: CGFloat(sin), c: CGFloat(-sin), d: CGFloat(cos), tx: 0, ty: 0)
  }

  public var isIdentity: Bool { self == .identity }

  /// This transform, then `t`.
  public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                      c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                      tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
  }

  /// A translation, then this transform.
  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// The transform that undoes this one; this one when it cannot be undone.
  public func inverted() -> CGAffineTransform {
    let det = a * d - b * c
    guard det != 0, det.isFinite else { return self }
    return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                             tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding the transformed corners.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                   CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)].map { $0.applying(t) }
    let xs = corners.map(\.x), ys = corners.map(\.y)
    return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!,
                  height: ys.max()! - ys.min()!)
  }
}
#endif

extension CGAffineTransform {
  /// The map in pixels for a drawing whose points are `origin + point * scale` pixels.
  func pixelMap(origin: Point, scale: Double) -> AffineMap {
    AffineMap(a: Double(a), b: Double(b), c: Double(c), d: Double(d),
              tx: Double(tx), ty: Double(ty))
      .concatenating(AffineMap(a: scale, b: 0, c: 0, d: scale, tx: origin.x, ty: origin.y))
  }
}

extension Path {
  /// The path with every point (control points too) mapped by `transform`.
  public func applying(_ transform: CGAffineTransform) -> Path {
    var out = Path()
    out.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(to: p.applying(transform))
      case .line(let p): return .line(to: p.applying(transform))
      case .quadCurve(let p, let c):
        return .quadCurve(to: p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        return .curve(to: p.applying(transform), control1: c1.applying(transform),
                      control2: c2.applying(transform))
      case .closeSubpath: return .closeSubpath
      }
    }
    return out
  }
}
