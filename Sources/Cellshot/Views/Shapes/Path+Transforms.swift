// A path's part (`trimmedPath`), and shapes moved, turned and scaled as SwiftUI's shape
// modifiers do (`.offset`, `.rotation`, `.scale`, `.transform`): each a shape of its own
// (`OffsetShape`, `RotatedShape`, `ScaledShape`, `TransformedShape`) whose path is the
// original's mapped by a transform about an anchor of the frame. A shape's `.offset` moves
// its outline inside its frame, where a view's moves the whole view.

extension Path {
  /// The part of the path from fraction `from` to `to` of its length (curves flattened into
  /// lines); each subpath keeps its own pieces.
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    let a = from.isFinite ? min(max(from, 0), 1) : 0
    let b = to.isFinite ? min(max(to, 0), 1) : 1
    guard b > a else { return Path() }
    let lines = polylines(origin: Point(x: 0, y: 0), scale: 1).map { line -> [Point] in
      var points = line.points
      if line.closed, let first = points.first { points.append(first) }
      return points
    }
    func length(_ p: Point, _ q: Point) -> Double {
      ((q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y)).squareRoot()
    }
    let total = lines.reduce(0.0) { sum, points in
      zip(points, points.dropFirst()).reduce(sum) { $0 + length($1.0, $1.1) }
    }
    guard total > 0, total.isFinite else { return Path() }
    let start = Double(a) * total, end = Double(b) * total
    var out = Path()
    var walked = 0.0
    for points in lines {
      var drawing = false
      for (p, q) in zip(points, points.dropFirst()) {
        let d = length(p, q)
        let s = walked, e = walked + d
        walked = e
        guard e > start, s < end, d > 0 else { continue }
        func at(_ t: Double) -> CGPoint {
          CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t)
        }
        if !drawing {
          out.move(to: at(max(0, (start - s) / d)))
          drawing = true
        }
        out.addLine(to: at(min(1, (end - s) / d)))
      }
    }
    return out
  }
}

/// A shape moved by `offset` within its frame, as `.offset(x:y:)` on a shape gives.
public struct OffsetShape<Content: Shape>: Shape {
  // Nonisolated: a shape's animatable data is read and written outside the main actor.
  nonisolated(unsafe) public var shape: Content
  public var offset: CGSize

  public init(shape: Content, offset: CGSize) {
    self.shape = shape
    self.offset = offset
  }

  public func path(in rect: CGRect) -> Path {
    shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height)
  }

  /// A stroke's base moved (the line as wide), else drawn from the path.
  public var shapeKind: ShapeKind {
    mappedKind(shape.shapeKind, lineScale: 1) { OffsetShape<_ShapeKindShape>(shape: $0,
                                                                           offset: offset) }
  }

  public static var role: ShapeRole { Content.role }
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public typealias AnimatableData = AnimatablePair<Content.AnimatableData, CGSize.AnimatableData>
  nonisolated public var animatableData: AnimatableData {
    get { AnimatablePair(shape.animatableData, offset.animatableData) }
    set {
      shape.animatableData = newValue.first
      offset.animatableData = newValue.second
    }
  }
}

extension OffsetShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> OffsetShape<Content.InsetShape> {
    OffsetShape<Content.InsetShape>(shape: shape.inset(by: amount), offset: offset)
  }
}

/// A shape turned by `angle` about `anchor` of its frame, as `.rotation(_:anchor:)` gives.
public struct RotatedShape<Content: Shape>: Shape {
  nonisolated(unsafe) public var shape: Content
  public var angle: Angle
  public var anchor: UnitPoint

  public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
    self.shape = shape
    self.angle = angle
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
    let turn = CGAffineTransform(translationX: -x, y: -y)
      .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
      .concatenating(CGAffineTransform(translationX: x, y: y))
    return shape.path(in: rect).applying(turn)
  }

  /// A stroke's base turned (the line as wide), else drawn from the path.
  public var shapeKind: ShapeKind {
    mappedKind(shape.shapeKind, lineScale: 1) { $0.rotation(angle, anchor: anchor) }
  }

  public static var role: ShapeRole { Content.role }
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public typealias AnimatableData = AnimatablePair<
    Content.AnimatableData, AnimatablePair<Angle.AnimatableData, UnitPoint.AnimatableData>
  >
  nonisolated public var animatableData: AnimatableData {
    get {
      AnimatablePair(shape.animatableData,
                     AnimatablePair(angle.animatableData, anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      angle.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }
}

extension RotatedShape: InsettableShape where Content: InsettableShape {
  public func inset(by amount: CGFloat) -> RotatedShape<Content.InsetShape> {
    RotatedShape<Content.InsetShape>(shape: shape.inset(by: amount), angle: angle,
                                     anchor: anchor)
  }
}

/// A shape scaled about `anchor` of its frame, as `.scale(x:y:anchor:)` gives.
public struct ScaledShape<Content: Shape>: Shape {
  nonisolated(unsafe) public var shape: Content
  public var scale: CGSize
  public var anchor: UnitPoint

  public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
    self.shape = shape
    self.scale = scale
    self.anchor = anchor
  }

  public func path(in rect: CGRect) -> Path {
    let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
    let grow = CGAffineTransform(translationX: -x, y: -y)
      .concatenating(CGAffineTransform(scaleX: scale.width, y: scale.height))
      .concatenating(CGAffineTransform(translationX: x, y: y))
    return shape.path(in: rect).applying(grow)
  }

  /// A stroke's base scaled, its line with it (by the mean of the two scales); else drawn
  /// from the path.
  public var shapeKind: ShapeKind {
    mappedKind(shape.shapeKind, lineScale: abs(scale.width * scale.height).squareRoot()) {
      $0.scale(x: scale.width, y: scale.height, anchor: anchor)
    }
  }

  public static var role: ShapeRole { Content.role }
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public typealias AnimatableData = AnimatablePair<
    Content.AnimatableData, AnimatablePair<CGSize.AnimatableData, UnitPoint.AnimatableData>
  >
  nonisolated public var animatableData: AnimatableData {
    get {
      AnimatablePair(shape.animatableData,
                     AnimatablePair(scale.animatableData, anchor.animatableData))
    }
    set {
      shape.animatableData = newValue.first
      scale.animatableData = newValue.second.first
      anchor.animatableData = newValue.second.second
    }
  }
}

/// A shape whose path is another's mapped by `transform`, as `.transform(_:)` gives.
public struct TransformedShape<Content: Shape>: Shape {
  nonisolated(unsafe) public var shape: Content
  public var transform: CGAffineTransform

  public init(shape: Content, transform: CGAffineTransform) {
    self.shape = shape
    self.transform = transform
  }

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }

  /// A stroke's base mapped, its line scaled by the transform's mean scale; else drawn from
  /// the path.
  public var shapeKind: ShapeKind {
    let det = transform.a * transform.d - transform.b * transform.c
    return mappedKind(shape.shapeKind, lineScale: abs(det).squareRoot()) {
      $0.transform(transform)
    }
  }

  public static var role: ShapeRole { Content.role }
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public typealias AnimatableData = Content.AnimatableData
  nonisolated public var animatableData: AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension Shape {
  /// The shape moved by `offset` in its frame.
  public func offset(_ offset: CGSize) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: offset)
  }

  public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
  }

  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
    OffsetShape(shape: self, offset: CGSize(width: x, height: y))
  }

  /// The shape turned by `angle` about `anchor` of its frame.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
    RotatedShape(shape: self, angle: angle, anchor: anchor)
  }

  /// The shape scaled about `anchor` of its frame.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> ScaledShape<Self>
  {
    ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
  }

  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// The shape mapped by `transform`.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self, transform: transform)
  }
}

// A stroked shape is a shape again (iOS 17: `Circle().stroke(lineWidth: 2).scale(0.8)`): the
// stroked outline is turned or scaled, so a scaled stroke's line scales with it (as the
// iPhone draws SwiftClockUI's steampunk plates).
extension _PaintedShape {
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _PaintedShape {
    reshaped(_ShapeKindShape(kind: kind).rotation(angle, anchor: anchor), lineScale: 1)
  }

  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _PaintedShape {
    reshaped(_ShapeKindShape(kind: kind).scale(x: x, y: y, anchor: anchor),
             lineScale: abs(x * y).squareRoot())
  }

  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _PaintedShape {
    reshaped(_ShapeKindShape(kind: kind).scale(scale, anchor: anchor), lineScale: abs(scale))
  }

  private func reshaped<S: Shape>(_ outline: S, lineScale: CGFloat) -> _PaintedShape {
    var view = self
    view.kind = outline.shapeKind
    switch paint {
    case .stroke(let color, let width, let inside)?:
      view.paint = .stroke(color, width: width * lineScale, inside: inside)
    case .gradientStroke(let style, let width, let inside)?:
      view.paint = .gradientStroke(style, width: width * lineScale, inside: inside)
    case .foregroundStroke(let width, let inside)?:
      view.paint = .foregroundStroke(width: width * lineScale, inside: inside)
    default: break
    }
    return view
  }
}
