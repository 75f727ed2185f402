// Painting shapes, custom paths, trimmed arcs, dividers and pictures.

extension Painter {
  /// `styleFrame`: where a gradient fill is laid out, when not the shape's frame (a style's
  /// fill grown into the safe area keeps its gradient to the view's frame).
  mutating func paintShape(_ shape: ShapeNode, _ frame: Rect, _ size: CGSize,
                           styleFrame: Rect? = nil) {
    if let custom = shape.shape.customPath {
      paintCustomShape(custom, shape, frame, size)
      return
    }
    if let dash = shape.dash, paintDashedShape(shape, dash, frame) { return }
    let figure = shape.shape.scaled(by: k).figure(in: frame)
    switch shape.paint {
    case .fill(let color): list.commands.append(.fill(figure, color))
    case .stroke(let color, let width, let inside):
      if paintTrimmedArc(shape, frame, width: width, inside: inside, .color(color)) { return }
      list.commands.append(.stroke(figure, width: Double(width) * k, color,
                                   inside ? .inside : .centered))
    case .gradient(let style):
      list.commands.append(.gradient(figure, style.paint(in: styleFrame ?? frame, scale: k)))
    case .gradientStroke(let style, let width, let inside):
      let gradient = style.paint(in: frame, scale: k)
      if paintTrimmedArc(shape, frame, width: width, inside: inside, .gradient(gradient)) { return }
      let w = min(Double(width) * k, 2 * Figure.coordinateLimit)
      guard w > 0 else { return }
      list.commands.append(.pathGradient(figure.strokePath(width: w,
                                                           placement: inside ? .inside : .centered),
                                         gradient))
    }
  }

  /// What an arc or a custom outline is painted with: one colour or a gradient.
  enum FlatPaint {
    case color(Raster.Color)
    case gradient(GradientPaint)

    func path(_ outline: Outline, label: String) -> DisplayList.Command {
      switch self {
      case .color(let color): return .path(outline, color, label: label)
      case .gradient(let paint): return .pathGradient(outline, paint)
      }
    }

    func figure(_ figure: Figure) -> DisplayList.Command {
      switch self {
      case .color(let color): return .fill(figure, color)
      case .gradient(let paint): return .gradient(figure, paint)
      }
    }
  }

  /// Paints a trimmed circle's or ellipse's stroke as an arc (an inset one's too, in its
  /// smaller frame); false for other shapes.
  mutating func paintTrimmedArc(_ shape: ShapeNode, _ frame: Rect, width: CGFloat, inside: Bool,
                                _ paint: FlatPaint) -> Bool {
    guard case .trimmed(var base, let from, let to) = shape.shape else { return false }
    var frame = frame
    while case .inset(let inner, let amount) = base {
      frame = frame.insetBy(dx: amount * k, dy: amount * k)
      base = inner
    }
    guard base == .circle || base == .ellipse else { return false }
    if to > from {
      paintArc(base.figure(in: frame), from: from, to: to, width: Double(width) * k,
               inside: inside, roundCaps: shape.cap == .round, paint)
    }
    return true
  }

  /// A shape drawn from its path: filled (non-zero rule) or stroked (each subpath one band,
  /// its ends butt and its corners mitred, as SwiftUI's default `StrokeStyle`, or as the
  /// style asks, dashes included).
  mutating func paintCustomShape(_ custom: CustomShapePath, _ shape: ShapeNode, _ frame: Rect,
                                 _ size: CGSize) {
    var outline: Outline
    let paint = shape.paint
    switch paint {
    case .fill, .gradient:
      outline = customOutline(custom, frame, size)
    case .stroke(_, let width, _), .gradientStroke(_, let width, _):
      let w = Double(width) * k
      guard w > 0 else { return }
      let path = custom.make(CGRect(origin: .zero, size: size))
      outline = stroked(path.polylines(origin: Point(x: frame.minX, y: frame.minY), scale: k),
                        shape, width: w)
    }
    guard !outline.contours.isEmpty else { return }
    switch paint {
    case .fill(let color), .stroke(let color, _, _):
      list.commands.append(.path(outline, color, label: custom.typeName))
    case .gradient(let style), .gradientStroke(let style, _, _):
      list.commands.append(.pathGradient(outline, style.paint(in: frame, scale: k)))
    }
  }

  /// A custom shape's area in pixels: its `path(in:)` for a view of `size` points, made of
  /// polygons from `frame`'s corner (what a fill of it covers, and what a clip to it keeps).
  func customOutline(_ custom: CustomShapePath, _ frame: Rect, _ size: CGSize) -> Outline {
    let path = custom.make(CGRect(origin: .zero, size: size))
    var outline = Outline()
    for line in path.polylines(origin: Point(x: frame.minX, y: frame.minY), scale: k)
    where line.points.count > 2 {
      outline.addPolygon(line.points)
    }
    return outline
  }

  /// A built-in shape's dashed stroke: its outline (inset by half the line for a stroke
  /// inside) cut into dashes, each stroked with the style's caps and joins. A circle's or an
  /// ellipse's outline starts at its trailing point, as a trim's does; a rectangle's at its
  /// top-left corner, a rounded one's where its top-left corner leaves the left side, each
  /// running clockwise. False for a fill or a trimmed shape (its arc is drawn solid).
  mutating func paintDashedShape(_ shape: ShapeNode, _ dash: StrokeDash, _ frame: Rect) -> Bool {
    let width: CGFloat, inside: Bool, paint: FlatPaint
    switch shape.paint {
    case .stroke(let color, let w, let i): (width, inside, paint) = (w, i, .color(color))
    case .gradientStroke(let style, let w, let i):
      (width, inside, paint) = (w, i, .gradient(style.paint(in: frame, scale: k)))
    default: return false
    }
    if case .trimmed = shape.shape { return false }
    let w = min(Double(width) * k, 2 * Figure.coordinateLimit)
    guard w > 0 else { return true }
    var kind = shape.shape.scaled(by: k)
    if inside { kind = .inset(kind, w / 2) }
    let figure = kind.figure(in: frame)
    var lines = figure.path.contours.map { (points: $0, closed: true) }
    if case .ellipse = figure {
      // From the trailing point: the first of the rightmost points.
      lines = lines.map { line in
        let right = line.points.indices.max { line.points[$0].x < line.points[$1].x } ?? 0
        return (Array(line.points[right...] + line.points[..<right]), true)
      }
    }
    let outline = stroked(lines, shape, width: w)
    if !outline.contours.isEmpty { list.commands.append(paint.path(outline, label: kind.name)) }
    return true
  }

  /// Polylines stroked `width` pixels wide with `cap` ends and `join` corners, each cut into
  /// its dashes first where there is a pattern (in pixels; one that draws solid: whole).
  func stroked(_ lines: [(points: [Point], closed: Bool)], width: Double, cap: LineCap,
               join: LineJoin, dash: StrokeDash?) -> Outline {
    var outline = Outline()
    for line in lines {
      let dashes = dash.flatMap { dash in
        Outline.dashes(line.points, closed: line.closed, pattern: dash.lengths,
                       phase: dash.phase)
      }
      let pieces = dashes.map { $0.map { (points: $0, closed: false) } } ?? [line]
      for piece in pieces {
        outline.contours += Outline.roundStroke(piece.points, closed: piece.closed, width: width,
                                                cap: cap, join: join).contours
      }
    }
    return outline
  }

  /// `shape`'s stroke of `lines`, `width` pixels wide, with its caps, joins and dashes.
  func stroked(_ lines: [(points: [Point], closed: Bool)], _ shape: ShapeNode,
               width: Double) -> Outline {
    stroked(lines, width: width, cap: shape.cap, join: shape.join,
            dash: shape.dash?.scaled(by: k))
  }

  /// The most points an arc's band has on each side.
  static let maxArcSteps = 8192

  /// A stroked arc of an ellipse (a trimmed circle's stroke), from fraction `from` to `to` of
  /// its outline, clockwise from its trailing point: a band of points along it, filled, with
  /// round ends when asked.
  mutating func paintArc(_ figure: Figure, from: Double, to: Double, width: Double,
                         inside: Bool, roundCaps: Bool, _ paint: FlatPaint) {
    guard case .ellipse(let rect) = figure, width > 0, rect.width > 0, rect.height > 0 else {
      return
    }
    // A line wider than the picture's coordinates reach draws as one that wide (as strokes do).
    let width = min(width, 2 * Figure.coordinateLimit)
    let cx = rect.minX + rect.width / 2, cy = rect.minY + rect.height / 2
    let inset = inside ? width / 2 : 0
    let rx = rect.width / 2 - inset, ry = rect.height / 2 - inset
    let turn = 2 * DeterministicMath.pi
    // About one point every two pixels of the outer edge, at most `maxArcSteps` (an arc as
    // long as that is far larger than any picture).
    let length = (to - from) * turn * (max(rx, ry) + width / 2) / 2
    let steps = length.isFinite ? max(8, min(Self.maxArcSteps, Int(length) + 1)) : 8
    var outer: [Point] = [], inner: [Point] = []
    for i in 0...steps {
      let angle = (from + (to - from) * Double(i) / Double(steps)) * turn
      let (c, s) = DeterministicMath.cosSin(angle)
      outer.append(Point(x: cx + (rx + width / 2) * c, y: cy + (ry + width / 2) * s))
      inner.append(Point(x: cx + max(0, rx - width / 2) * c, y: cy + max(0, ry - width / 2) * s))
    }
    var path = Outline()
    path.addPolygon(outer + inner.reversed())
    list.commands.append(paint.path(path, label: "arc"))
    if roundCaps {
      for fraction in [from, to] {
        let (c, s) = DeterministicMath.cosSin(fraction * turn)
        let end = Point(x: cx + rx * c, y: cy + ry * s)
        list.commands.append(paint.figure(.ellipse(Rect(x: end.x - width / 2,
                                                        y: end.y - width / 2,
                                                        width: width, height: width))))
      }
    }
  }

  /// One pixel thick at any scale.
  mutating func paintDivider(_ divider: DividerNode, _ frame: Rect) {
    var rect = frame
    if divider.isVertical { rect.size.width = 1 } else { rect.size.height = 1 }
    list.commands.append(.fill(.rect(rect), divider.color))
  }

  mutating func paintImage(_ image: ImageNode, _ frame: Rect) {
    if let buffer = image.buffer {
      list.commands.append(.image(buffer, frame, label: image.name))
    }
  }
}
