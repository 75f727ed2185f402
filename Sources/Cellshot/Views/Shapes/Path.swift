/// An outline of lines and curves, as SwiftUI's `Path`: built with `move(to:)`,
/// `addLine(to:)`, curves, arcs, rectangles and ellipses, in the coordinates of the view that
/// draws it (y down). As a view it takes the space offered and draws at its own coordinates;
/// a custom `Shape` returns one from `path(in:)`.
public struct Path: Shape, Sendable, Hashable {
  /// One move, line, curve or close of a path, as `forEach` gives them.
  public enum Element: Sendable, Hashable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  var elements: [Element] = []

  /// Calls `body` with each element, in order.
  public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

  public init() {}

  /// A path built by `build`: `Path { p in p.move(to: a); p.addLine(to: b) }`.
  public init(_ build: (inout Path) -> Void) { build(&self) }

  public init(_ rect: CGRect) { addRect(rect) }

  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  public init(roundedRect rect: CGRect, cornerRadius: CGFloat,
              style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius),
                   style: style)
  }

  public init(roundedRect rect: CGRect, cornerSize: CGSize,
              style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
  }

  public init(roundedRect rect: CGRect, cornerRadii: RectangleCornerRadii,
              style: RoundedCornerStyle = .continuous) {
    addRoundedRect(in: rect, cornerRadii: cornerRadii, style: style)
  }

  public var isEmpty: Bool { elements.isEmpty }

  /// Where the path is now: the end of its last element.
  public var currentPoint: CGPoint? {
    for element in elements.reversed() {
      switch element {
      case .move(let p), .line(let p): return p
      case .quadCurve(let p, _), .curve(let p, _, _): return p
      case .closeSubpath:
        // The start of the closed subpath.
        if let start = elements.last(where: { if case .move = $0 { true } else { false } }),
           case .move(let p) = start { return p }
        return nil
      }
    }
    return nil
  }

  public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

  public mutating func addLine(to point: CGPoint) {
    if currentPoint == nil { elements.append(.move(to: point)) } else { elements.append(.line(to: point)) }
  }

  public mutating func addLines(_ points: [CGPoint]) {
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }

  public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    elements.append(.quadCurve(to: point, control: control))
  }

  public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: point, control1: control1, control2: control2))
  }

  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    transforming(transform) { $0.addRect(rect) }
  }

  private mutating func addRect(_ rect: CGRect) {
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    transforming(transform) { path in rects.forEach { path.addRect($0) } }
  }

  /// Adds what `build` adds, each new point mapped by `transform`.
  private mutating func transforming(_ transform: CGAffineTransform,
                                     _ build: (inout Path) -> Void) {
    let count = elements.count
    build(&self)
    guard transform != .identity else { return }
    var added = Path()
    added.elements = Array(elements[count...])
    elements.replaceSubrange(count..., with: added.applying(transform).elements)
  }

  /// An arc of `delta` from `startAngle` of the circle about `center`.
  public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle,
                                      delta: Angle, transform: CGAffineTransform = .identity) {
    addArc(center: center, radius: radius, startAngle: startAngle,
           endAngle: startAngle + delta, clockwise: delta.radians < 0, transform: transform)
  }

  /// A line from the current point towards `tangent1End`, then an arc of `radius` that
  /// turns to run towards `tangent2End`, as Core Graphics' `addArc(tangent1End:...)`.
  public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                              transform: CGAffineTransform = .identity) {
    transforming(transform) { path in
      guard let p0 = path.currentPoint else { path.move(to: tangent1End); return }
      let v1 = (x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
      let v2 = (x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
      let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
      let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
      let cross = v1.x * v2.y - v1.y * v2.x
      guard l1 > 0, l2 > 0, radius > 0, radius.isFinite, abs(cross) > 1e-12 * l1 * l2 else {
        path.addLine(to: tangent1End)
        return
      }
      let u1 = (x: v1.x / l1, y: v1.y / l1), u2 = (x: v2.x / l2, y: v2.y / l2)
      // Square roots only (exact in IEEE arithmetic), so every machine draws the same arc.
      let cosine = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
      let sine = abs(cross) / (l1 * l2)
      let reach = radius * (1 + cosine) / sine
      let start = CGPoint(x: tangent1End.x + u1.x * reach, y: tangent1End.y + u1.y * reach)
      let end = CGPoint(x: tangent1End.x + u2.x * reach, y: tangent1End.y + u2.y * reach)
      let bisector = (x: u1.x + u2.x, y: u1.y + u2.y)
      let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
      let toCenter = radius / ((1 - cosine) / 2).squareRoot()
      let center = CGPoint(x: tangent1End.x + bisector.x / bl * toCenter,
                           y: tangent1End.y + bisector.y / bl * toCenter)
      let a0 = Angle(radians: DeterministicMath.atan2(Double(start.y - center.y),
                                                      Double(start.x - center.x)))
      let a1 = Angle(radians: DeterministicMath.atan2(Double(end.y - center.y),
                                                      Double(end.x - center.x)))
      path.addLine(to: start)
      path.addArc(center: center, radius: radius, startAngle: a0, endAngle: a1,
                  clockwise: cross > 0)
    }
  }

  /// An arc of the circle about `center`, from `startAngle` to `endAngle` (0 at 3 o'clock,
  /// growing downwards). As in SwiftUI, whose y axis points down, `clockwise: false` runs
  /// clockwise on the screen and `true` the other way.
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle,
                              endAngle: Angle, clockwise: Bool,
                              transform: CGAffineTransform = .identity) {
    transforming(transform) {
      $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                clockwise: clockwise)
    }
  }

  private mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle,
                               endAngle: Angle, clockwise: Bool) {
    let turn = 2 * DeterministicMath.pi
    let start = startAngle.radians
    var end = endAngle.radians
    guard start.isFinite, end.isFinite, radius.isFinite else { return }
    if clockwise {
      while end > start { end -= turn }
    } else {
      while end < start { end += turn }
    }
    let sweep = end - start
    // Points about half a point apart along the arc (at least one every 1/32 of a half turn),
    // so a wide stroke's outer edge stays round.
    let byLength = Int(min(abs(sweep) * Double(radius) * 2, 4096))
    let steps = max(4, min(4096, max(byLength, Int(abs(sweep) / (DeterministicMath.pi / 32))) + 1))
    for i in 0...steps {
      let angle = start + sweep * Double(i) / Double(steps)
      let (c, s) = DeterministicMath.cosSin(angle)
      let point = CGPoint(x: center.x + radius * CGFloat(c), y: center.y + radius * CGFloat(s))
      if i == 0 { addLine(to: point) } else { elements.append(.line(to: point)) }
    }
  }

  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    transforming(transform) { $0.addEllipse(in: rect) }
  }

  private mutating func addEllipse(in rect: CGRect) {
    // Four cubic quarters (the usual 0.5523 handle).
    let k: CGFloat = 0.5522847498
    let cx = rect.midX, cy = rect.midY, rx = rect.width / 2, ry = rect.height / 2
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ry * k),
             control2: CGPoint(x: cx + rx * k, y: cy + ry))
    addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - rx * k, y: cy + ry),
             control2: CGPoint(x: cx - rx, y: cy + ry * k))
    addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ry * k),
             control2: CGPoint(x: cx - rx * k, y: cy - ry))
    addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + rx * k, y: cy - ry),
             control2: CGPoint(x: cx + rx, y: cy - ry * k))
    closeSubpath()
  }

  /// A rectangle with rounded corners (drawn circular whatever `style` says).
  public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize,
                                      style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform = .identity) {
    transforming(transform) { $0.addRoundedRect(in: rect, cornerSize: cornerSize) }
  }

  /// A rectangle with its own radius at each corner (leading is left).
  public mutating func addRoundedRect(in rect: CGRect, cornerRadii: RectangleCornerRadii,
                                      style: RoundedCornerStyle = .continuous,
                                      transform: CGAffineTransform = .identity) {
    transforming(transform) { path in
      let limit = min(rect.width, rect.height) / 2
      func r(_ v: CGFloat) -> CGFloat { min(max(0, v.isFinite ? v : 0), limit) }
      let tl = r(cornerRadii.topLeading), tr = r(cornerRadii.topTrailing)
      let br = r(cornerRadii.bottomTrailing), bl = r(cornerRadii.bottomLeading)
      path.move(to: CGPoint(x: rect.minX + tl, y: rect.minY))
      path.addLine(to: CGPoint(x: rect.maxX - tr, y: rect.minY))
      path.quarter(corner: CGPoint(x: rect.maxX, y: rect.minY), radius: tr, from: 270)
      path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - br))
      path.quarter(corner: CGPoint(x: rect.maxX, y: rect.maxY), radius: br, from: 0)
      path.addLine(to: CGPoint(x: rect.minX + bl, y: rect.maxY))
      path.quarter(corner: CGPoint(x: rect.minX, y: rect.maxY), radius: bl, from: 90)
      path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + tl))
      path.quarter(corner: CGPoint(x: rect.minX, y: rect.minY), radius: tl, from: 180)
      path.closeSubpath()
    }
  }

  /// A quarter circle of `radius` rounding `corner`, starting at `from` degrees.
  private mutating func quarter(corner: CGPoint, radius: CGFloat, from: Double) {
    guard radius > 0 else { return addLine(to: corner) }
    let center = CGPoint(x: corner.x + (from == 270 || from == 0 ? -radius : radius),
                         y: corner.y + (from == 270 || from == 180 ? radius : -radius))
    addArc(center: center, radius: radius, startAngle: .degrees(from),
           endAngle: .degrees(from + 90), clockwise: false)
  }

  private mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
    let rx = min(max(0, cornerSize.width), rect.width / 2)
    let ry = min(max(0, cornerSize.height), rect.height / 2)
    let k: CGFloat = 0.5522847498
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry),
             control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
             control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
             control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
             control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry),
             control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
             control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY),
             control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
             control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
    closeSubpath()
  }

  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    elements += transform == .identity ? path.elements : path.applying(transform).elements
  }

  /// The smallest rectangle holding every point of the path (control points included).
  public var boundingRect: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .quadCurve(let p, let c): points += [p, c]
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    guard let first = points.first else { return .null }
    var rect = CGRect(origin: first, size: .zero)
    for p in points.dropFirst() { rect = rect.union(CGRect(origin: p, size: .zero)) }
    return rect
  }

  /// This path as it is: a path drawn as a view keeps its own coordinates.
  public func path(in rect: CGRect) -> Path { self }

  /// The path moved by (x, y).
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
    func move(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + dx, y: p.y + dy) }
    var out = Path()
    out.elements = elements.map { element in
      switch element {
      case .move(let p): return .move(to: move(p))
      case .line(let p): return .line(to: move(p))
      case .quadCurve(let p, let c): return .quadCurve(to: move(p), control: move(c))
      case .curve(let p, let c1, let c2):
        return .curve(to: move(p), control1: move(c1), control2: move(c2))
      case .closeSubpath: return .closeSubpath
      }
    }
    return out
  }

  /// The subpaths as polylines in pixels (a point (x, y) at `origin + (x, y) * scale`), with
  /// curves flattened into segments about two pixels long; each flagged closed or open.
  nonisolated func polylines(origin: Point, scale: Double) -> [(points: [Point], closed: Bool)] {
    var out: [(points: [Point], closed: Bool)] = []
    var current: [Point] = []
    func pixel(_ p: CGPoint) -> Point {
      Point(x: origin.x + Double(p.x) * scale, y: origin.y + Double(p.y) * scale)
    }
    func finish(closed: Bool) {
      if current.count > 1 { out.append((current, closed)) }
      current = []
    }
    func steps(_ points: [Point]) -> Int {
      var length = 0.0
      for i in 1..<points.count {
        let dx = points[i].x - points[i - 1].x, dy = points[i].y - points[i - 1].y
        length += (dx * dx + dy * dy).squareRoot()
      }
      return length.isFinite ? max(2, min(256, Int(length / 2) + 1)) : 2
    }
    for element in elements {
      switch element {
      case .move(let p):
        finish(closed: false)
        current = [pixel(p)]
      case .line(let p):
        current.append(pixel(p))
      case .quadCurve(let to, let control):
        guard let start = current.last else { current = [pixel(to)]; continue }
        let c = pixel(control), end = pixel(to)
        let n = steps([start, c, end])
        for i in 1...n {
          let t = Double(i) / Double(n), u = 1 - t
          current.append(Point(x: u * u * start.x + 2 * u * t * c.x + t * t * end.x,
                               y: u * u * start.y + 2 * u * t * c.y + t * t * end.y))
        }
      case .curve(let to, let control1, let control2):
        guard let start = current.last else { current = [pixel(to)]; continue }
        let c1 = pixel(control1), c2 = pixel(control2), end = pixel(to)
        let n = steps([start, c1, c2, end])
        for i in 1...n {
          let t = Double(i) / Double(n), u = 1 - t
          let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
          current.append(Point(x: a * start.x + b * c1.x + c * c2.x + d * end.x,
                               y: a * start.y + b * c1.y + c * c2.y + d * end.y))
        }
      case .closeSubpath:
        let start = current.first
        finish(closed: true)
        if let start { current = [start] }
      }
    }
    finish(closed: false)
    return out
  }
}

/// A custom shape's outline, made for a rectangle when it is drawn.
public final class CustomShapePath: @unchecked Sendable, Hashable {
  // Unchecked: the closure holds the shape value, made and drawn on the main actor.
  let make: (CGRect) -> Path
  let typeName: String
  /// Whether the outline is mirrored in a layout direction (`Shape.layoutDirectionBehavior`).
  let behavior: LayoutDirectionBehavior
  /// For a shape drawn from its container's (ContainerRelativeShape, ConcentricRectangle):
  /// its corners, resolved when the shape becomes a node.
  var containerCorners: ContainerRelativeCorners?
  /// The shape's `sizeThatFits(_:)`: the size its view takes.
  var sizing: ((ProposedViewSize) -> CGSize)?

  init(typeName: String, behavior: LayoutDirectionBehavior = .fixed,
       _ make: @escaping (CGRect) -> Path) {
    self.make = make
    self.typeName = typeName
    self.behavior = behavior
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: CustomShapePath, _ b: CustomShapePath) -> Bool { a === b }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Shape {
  /// A shape of your own: drawn from `path(in:)`.
  public var shapeKind: ShapeKind { customKind }

  /// The shape's outline in `rect`, for the built-in shapes.
  public func path(in rect: CGRect) -> Path {
    switch shapeKind {
    case .rectangle: return Path(rect)
    case .roundedRectangle(let radii):
      return Path(roundedRect: rect, cornerRadius: CGFloat(radii.topLeft))
    case .continuousRoundedRectangle(let r):
      return Path(roundedRect: rect, cornerRadius: CGFloat(r), style: .continuous)
    case .circle:
      let d = min(rect.width, rect.height)
      return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d,
                                    height: d))
    case .ellipse: return Path(ellipseIn: rect)
    case .capsule:
      return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2)
    case .trimmed(let base, _, _): return _ShapeKindShape(kind: base).path(in: rect)
    case .custom(let custom): return custom.make(rect)
    case .inset(let base, let amount):
      let inner = rect.insetBy(dx: CGFloat(amount), dy: CGFloat(amount))
      return _ShapeKindShape(kind: base.shrunk(by: amount)).path(in: inner)
    case .stroked(let base, let style):
      return _ShapeKindShape(kind: base).path(in: rect).strokedPath(style)
    }
  }
}

extension ShapeKind {
  /// The kind as drawn in `direction`: a shape of your own whose behavior mirrors in it has
  /// its outline flipped across its frame's middle, as iOS 17 draws it.
  func laidOut(in direction: LayoutDirection) -> ShapeKind {
    switch self {
    case .custom(let custom) where custom.behavior.isMirrored(in: direction):
      let mirrored = CustomShapePath(typeName: custom.typeName) { rect in
        let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * rect.midX, ty: 0)
        return custom.make(rect).applying(flip)
      }
      mirrored.sizing = custom.sizing
      return .custom(mirrored)
    case .trimmed(let base, let from, let to):
      return .trimmed(base.laidOut(in: direction), from: from, to: to)
    case .inset(let base, let amount): return .inset(base.laidOut(in: direction), amount)
    case .stroked(let base, let style): return .stroked(base.laidOut(in: direction), style)
    default: return self
    }
  }

  /// The custom shape this kind draws, trimmed or not (a trimmed custom shape draws whole).
  var customPath: CustomShapePath? {
    switch self {
    case .custom(let custom): return custom
    case .trimmed(let base, _, _): return base.customPath
    case .inset(let base, _): return base.customPath
    case .stroked(let base, let style):
      // The stroke's outline, filled: the base's path in the rect, stroked.
      let custom = CustomShapePath(typeName: name) { rect in
        _ShapeKindShape(kind: base).path(in: rect).strokedPath(style)
      }
      custom.sizing = base.customPath?.sizing
      return custom
    default: return nil
    }
  }
}

/// A shape kind as a shape: to ask for its path, and the shape a filled or stroked shape view
/// holds (`ShapeView.shape`).
public struct _ShapeKindShape: InsettableShape {
  let kind: ShapeKind
  public var shapeKind: ShapeKind { kind }
  public func inset(by amount: CGFloat) -> _ShapeKindShape {
    _ShapeKindShape(kind: .inset(kind, amount.isFinite ? Double(amount) : 0))
  }
}
