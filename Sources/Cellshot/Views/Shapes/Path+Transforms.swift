// A path's part (`trimmedPath`), and shapes moved, turned and scaled as SwiftUI's shape
// modifiers do (`.rotation`, `.scale`, `.transform`; `.offset` on a shape is the view's,
// which draws the same): each a shape of its own whose
// path is the original's mapped by a transform about an anchor of the frame.

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

/// A shape whose path is another's mapped by a transform made for the frame.
public struct TransformedShape<Content: Shape>: Shape {
  // Nonisolated: a shape's animatable data is read and written outside the main actor.
  nonisolated(unsafe) var shape: Content
  let transform: (CGRect) -> CGAffineTransform

  public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform(rect)) }

  /// The transformed shape's own animatable data.
  public typealias AnimatableData = Content.AnimatableData
  nonisolated public var animatableData: AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension Shape {
  /// The shape turned by `angle` about `anchor` of its frame.
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    TransformedShape(shape: self) { rect in
      let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
      return CGAffineTransform(translationX: -x, y: -y)
        .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
        .concatenating(CGAffineTransform(translationX: x, y: y))
    }
  }

  /// The shape scaled about `anchor` of its frame.
  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> TransformedShape<Self>
  {
    TransformedShape(shape: self) { rect in
      let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
      return CGAffineTransform(translationX: -ax, y: -ay)
        .concatenating(CGAffineTransform(scaleX: x, y: y))
        .concatenating(CGAffineTransform(translationX: ax, y: ay))
    }
  }

  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> TransformedShape<Self> {
    self.scale(x: scale, y: scale, anchor: anchor)
  }

  /// The shape mapped by `transform`.
  public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
    TransformedShape(shape: self) { _ in transform }
  }
}

// A stroked shape is a shape again (iOS 17: `Circle().stroke(lineWidth: 2).scale(0.8)`): the
// stroked outline is turned or scaled, so a scaled stroke's line scales with it (as the
// iPhone draws SwiftClockUI's steampunk plates).
extension _ShapeView {
  public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> _ShapeView {
    reshaped(_ShapeKindShape(kind: kind).rotation(angle, anchor: anchor), lineScale: 1)
  }

  public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> _ShapeView {
    reshaped(_ShapeKindShape(kind: kind).scale(x: x, y: y, anchor: anchor),
             lineScale: abs(x * y).squareRoot())
  }

  public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> _ShapeView {
    reshaped(_ShapeKindShape(kind: kind).scale(scale, anchor: anchor), lineScale: abs(scale))
  }

  private func reshaped<S: Shape>(_ outline: S, lineScale: CGFloat) -> _ShapeView {
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
