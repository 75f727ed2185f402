/// How a shape view asks to be painted, in colours not yet resolved.
enum ShapeFill {
  case fill(Color)
  case stroke(Color, width: CGFloat, inside: Bool)
  case gradient(GradientStyle)
  /// A gradient along a line (`.stroke(LinearGradient(...), lineWidth: 4)`).
  case gradientStroke(GradientStyle, width: CGFloat, inside: Bool)
  /// The environment's foreground style (`.foreground`), filled or stroked.
  case foreground
  case foregroundStroke(width: CGFloat, inside: Bool)
  /// The environment's background style (`.background`, `BackgroundStyle()`: what
  /// `.backgroundStyle(_:)` set, else the system background), `opacity` times as opaque;
  /// stroked when `stroke` gives the line's width and whether it runs inside.
  case background(opacity: Double, stroke: (width: CGFloat, inside: Bool)?)

  /// The same paint as a line `width` points wide: a colour's stroke or a gradient's.
  func asStroke(width: CGFloat, inside: Bool) -> ShapeFill {
    switch self {
    case .fill(let color), .stroke(let color, _, _):
      return .stroke(color, width: width, inside: inside)
    case .gradient(let style), .gradientStroke(let style, _, _):
      return .gradientStroke(style, width: width, inside: inside)
    case .foreground, .foregroundStroke:
      return .foregroundStroke(width: width, inside: inside)
    case .background(let opacity, _):
      return .background(opacity: opacity, stroke: (width, inside))
    }
  }

  /// The same paint `opacity` times as opaque.
  func withOpacity(_ opacity: Double) -> ShapeFill {
    switch self {
    case .fill(let color): return .fill(color.opacity(opacity))
    case .stroke(let color, let w, let inside):
      return .stroke(color.opacity(opacity), width: w, inside: inside)
    case .gradient(let style): return .gradient(style.withOpacity(opacity))
    case .gradientStroke(let style, let w, let inside):
      return .gradientStroke(style.withOpacity(opacity), width: w, inside: inside)
    case .foreground: return .fill(Color.primary.opacity(opacity))
    case .foregroundStroke(let w, let inside):
      return .stroke(Color.primary.opacity(opacity), width: w, inside: inside)
    case .background(let own, let stroke):
      return .background(opacity: own * opacity, stroke: stroke)
    }
  }

  /// The paint in `environment`'s appearance; `foreground` stands for a colour not given.
  func resolved(_ environment: EnvironmentValues, strokeInForeground: Bool) -> ShapePaint {
    switch self {
    case .stroke(_, let w, let inside) where strokeInForeground:
      return .stroke(environment.foreground, width: w, inside: inside)
    case .stroke(let color, let w, let inside):
      return .stroke(environment.resolve(color), width: w, inside: inside)
    case .fill(let color): return .fill(environment.resolve(color))
    case .gradient(let style): return .gradient(style.resolved(environment))
    case .gradientStroke(let style, let w, let inside):
      return .gradientStroke(style.resolved(environment), width: w, inside: inside)
    case .foreground: return .fill(environment.foreground)
    case .foregroundStroke(let w, let inside):
      return .stroke(environment.foreground, width: w, inside: inside)
    case .background(let opacity, let stroke):
      var paint = environment.backgroundStyle?.base.shapePaint
      // A background style that is itself the background stands for the system's.
      if case .background? = paint { paint = nil }
      var fill = paint ?? .fill(Color(uiColor: .systemBackground))
      if opacity != 1 { fill = fill.withOpacity(opacity) }
      if let stroke { fill = fill.asStroke(width: stroke.width, inside: stroke.inside) }
      return fill.resolved(environment, strokeInForeground: false)
    }
  }
}

/// How a shape node is painted: concrete colours only.
enum ShapePaint {
  case fill(Raster.Color)
  case stroke(Raster.Color, width: CGFloat, inside: Bool)
  case gradient(ResolvedGradient)
  case gradientStroke(ResolvedGradient, width: CGFloat, inside: Bool)
}

struct ShapeNode {
  var shape: ShapeKind
  var paint: ShapePaint
  /// A stroke's ends (`StrokeStyle`'s `lineCap`): a trimmed arc's, an open path's, a dash's.
  var cap: LineCap = .butt
  /// How a stroked path turns its corners (`StrokeStyle`'s `lineJoin` and `miterLimit`;
  /// mitred by default, as SwiftUI's).
  var join: LineJoin = .miter(limit: 10)
  /// The stroke's dashes (`StrokeStyle`'s `dash` and `dashPhase`), in points; nil: solid.
  var dash: StrokeDash?
}

/// A stroke's dash pattern, in points: lengths on and off, and how far into them it starts.
struct StrokeDash: Sendable, Hashable {
  var lengths: [Double]
  var phase: Double

  /// The pattern `factor` times as long (in pixels).
  func scaled(by factor: Double) -> StrokeDash {
    StrokeDash(lengths: lengths.map { $0 * factor }, phase: phase * factor)
  }
}

/// A 2D shape, as SwiftUI's `Shape`: it takes the space it is offered and fills it with the
/// foreground colour unless told `.fill`, `.stroke` or `.strokeBorder`.
///
/// Nonisolated, as iOS 26's: a shape is geometry (a value that gives a path for a rectangle),
/// so a shape of the app's own is not main-actor isolated by conforming, and its
/// `animatableData` satisfies `Animatable` in Swift 6 mode. What makes it a view (its body, its
/// paints) is on the main actor, as every view's.
nonisolated public protocol Shape: Sendable, Animatable, View {
  /// The shape's outline in `rect` (its origin at zero, its size the view's), in the view's
  /// coordinates: a shape of your own gives this.
  func path(in rect: CGRect) -> Path
  /// How Cellshot draws the shape: the built-in shapes name their kind; yours is drawn from
  /// `path(in:)` (the default).
  var shapeKind: ShapeKind { get }
  /// What the shape is for (a fill, a stroke, a separator): system styles read it.
  static var role: ShapeRole { get }
  /// Whether the outline is mirrored in a right-to-left layout: yes by default (iOS 17).
  var layoutDirectionBehavior: LayoutDirectionBehavior { get }
  /// The size the shape's view takes for `proposal`: what it is offered by default (10 points
  /// on an axis offered nothing); a circle is a square. A shape of your own may answer
  /// otherwise, and its view takes that size.
  func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

/// What a shape is for, as `Shape.role` says.
public enum ShapeRole: Hashable, Sendable {
  case fill
  case stroke
  case separator
}

/// Whether a view or a shape is mirrored when the layout direction changes.
public enum LayoutDirectionBehavior: Hashable, Sendable {
  /// Never mirrored.
  case fixed
  /// Mirrored when the layout runs in `direction`.
  case mirrors(in: LayoutDirection)

  /// Mirrored when the layout runs right to left.
  public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

  func isMirrored(in direction: LayoutDirection) -> Bool {
    if case .mirrors(let d) = self { return d == direction }
    return false
  }
}

// The shape's geometry: nonisolated, as the protocol.
extension Shape {
  public static var role: ShapeRole { .fill }

  public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  /// The shape drawn `amount` points inside its frame, its corners smaller by as much.
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(base: shapeKind, amount: amount.isFinite ? Double(amount) : 0)
  }

  /// The part of the outline from `from` to `to`, fractions of it: a circle's starts at its
  /// trailing point (3 o'clock) and runs clockwise.
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape {
    TrimmedShape(base: shapeKind, from: Double(from), to: Double(to))
  }
}

// The shape as a view, filled or stroked: on the main actor, as every view.
extension Shape {
  @preconcurrency @MainActor
  public var body: _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: .foreground, painted: _PaintedShape(kind: shapeKind, paint: nil))
  }

  /// Strokes the outline, centred on it (half the line outside the frame).
  @preconcurrency @MainActor
  public func stroke(_ color: Color, lineWidth: CGFloat = 1) -> _PaintedShape {
    _PaintedShape(kind: shapeKind, paint: .stroke(color, width: lineWidth, inside: false))
  }

  /// Strokes the outline inside the frame.
  @preconcurrency @MainActor
  public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> _PaintedShape {
    _PaintedShape(kind: shapeKind, paint: .stroke(color, width: lineWidth, inside: true))
  }

  /// Strokes the outline inside the frame, in the foreground style.
  @preconcurrency @MainActor
  public func strokeBorder(lineWidth: CGFloat = 1) -> _PaintedShape {
    _PaintedShape(kind: shapeKind, paint: .stroke(.black, width: lineWidth, inside: true),
              colorFromEnvironment: true)
  }

  /// Strokes the outline with `style`'s width, caps, joins and dashes.
  @preconcurrency @MainActor
  public func stroke(_ color: Color, style: StrokeStyle) -> _PaintedShape {
    stroke(color, lineWidth: style.lineWidth).styled(style)
  }

  @preconcurrency @MainActor
  public func strokeBorder(_ color: Color, style: StrokeStyle) -> _PaintedShape {
    strokeBorder(color, lineWidth: style.lineWidth).styled(style)
  }

  @preconcurrency @MainActor
  public func strokeBorder(style: StrokeStyle) -> _PaintedShape {
    strokeBorder(lineWidth: style.lineWidth).styled(style)
  }
}

/// A shape drawn inside its frame (`RoundedRectangle(cornerRadius: 8).inset(by: 2)`).
public struct _Inset: Shape {
  let base: ShapeKind
  let amount: Double
  public var shapeKind: ShapeKind { .inset(base, amount) }
}

/// A shape that can be drawn inset, as SwiftUI's: `strokeBorder` strokes a shape of the app's
/// own inside its frame by insetting it half the line's width.
nonisolated public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
  /// The outline inset by half the line, stroked: the whole line inside the frame. (A built-in
  /// shape strokes inside its own outline, exactly.)
  @preconcurrency @MainActor
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                          antialiased: Bool = true)
    -> StrokeBorderShapeView<Self, S, EmptyView>
  {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  @preconcurrency @MainActor
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                          antialiased: Bool = true)
    -> StrokeBorderShapeView<Self, S, EmptyView>
  {
    StrokeBorderShapeView(shape: self, style: content, strokeStyle: style,
                          isAntialiased: antialiased, background: EmptyView())
  }

  @preconcurrency @MainActor
  public func strokeBorder(_ color: Color, lineWidth: CGFloat = 1) -> _PaintedShape {
    insetStroke(.fill(color), lineWidth: lineWidth)
  }

  @preconcurrency @MainActor
  public func strokeBorder(_ color: Color, style: StrokeStyle) -> _PaintedShape {
    insetStroke(.fill(color), lineWidth: style.lineWidth).styled(style)
  }

  /// In the foreground style.
  @preconcurrency @MainActor
  public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> _PaintedShape {
    insetStroke(.fill(.black), lineWidth: lineWidth, inForeground: true)
  }

  @preconcurrency @MainActor
  public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> _PaintedShape {
    insetStroke(.fill(.black), lineWidth: style.lineWidth, inForeground: true).styled(style)
  }

  /// The line inside the outline: a built-in shape's own inside stroke, or the outline of a
  /// shape of the app's own inset by half the line and stroked.
  @MainActor func insetStroke(_ paint: ShapeFill, lineWidth: CGFloat, inForeground: Bool = false)
    -> _PaintedShape
  {
    guard shapeKind.customPath != nil else {
      return _PaintedShape(kind: shapeKind, paint: paint.asStroke(width: lineWidth, inside: true),
                       colorFromEnvironment: inForeground)
    }
    let inset = self.inset(by: lineWidth / 2)
    return _PaintedShape(kind: inset.shapeKind, paint: paint.asStroke(width: lineWidth, inside: false),
                     colorFromEnvironment: inForeground)
  }
}

extension _Inset: InsettableShape {}

/// A shape cut to part of its outline (`Circle().trim(from: 0, to: 0.7)`).
public struct TrimmedShape: Shape {
  let base: ShapeKind
  let from: Double
  let to: Double
  public var shapeKind: ShapeKind {
    let a = from.isFinite ? min(max(from, 0), 1) : 0
    let b = to.isFinite ? min(max(to, 0), 1) : 1
    return .trimmed(base, from: a, to: max(a, b))
  }
}

/// How a line is drawn: its width, caps, joins (mitred up to `miterLimit` widths by default)
/// and dashes (lengths on and off, from `dashPhase` into them).
public struct StrokeStyle: Sendable, Hashable {
  public var lineWidth: CGFloat
  public var lineCap: CGLineCap
  public var lineJoin: CGLineJoin
  public var miterLimit: CGFloat
  public var dash: [CGFloat]
  public var dashPhase: CGFloat

  public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
              miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

extension StrokeStyle {
  /// The ends the rasterizer draws.
  var rasterCap: LineCap {
    switch lineCap {
    case .round: return .round
    case .square: return .square
    default: return .butt
    }
  }

  /// The dashes, in points; nil for a solid line (no lengths).
  var strokeDash: StrokeDash? {
    dash.isEmpty ? nil : StrokeDash(lengths: dash.map { Double($0) }, phase: Double(dashPhase))
  }

  /// The join the rasterizer draws.
  var rasterJoin: LineJoin {
    switch lineJoin {
    case .round: return .round
    case .bevel: return .bevel
    default: return .miter(limit: Double(miterLimit))
    }
  }
}

public enum CGLineCap: Sendable, Hashable { case butt, round, square }

public enum CGLineJoin: Sendable, Hashable { case miter, round, bevel }

/// A shape filled with a style, as SwiftUI's: the type of a shape's `body` and of `fill`'s
/// result (`_ShapeView<Circle, Color>`), and of the body of a style that is also a view (a
/// colour or a gradient fills its frame: `_ShapeView<Rectangle, Self>`).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: PrimitiveView, ShapeView {
  /// The shape filled.
  public var shape: Content
  /// What it is filled with.
  public var style: Style
  /// How Cellshot draws it.
  var painted: _PaintedShape

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    painted._makeNodes(builder, environment)
  }
}

extension ShapeStyle where Self: View, Self.Body == _ShapeView<Rectangle, Self> {
  /// A style drawn as a view fills its frame.
  @MainActor public var body: _ShapeView<Rectangle, Self> { Rectangle().fill(self) }
}

/// A shape with its paint, ready to lay out.
public struct _PaintedShape: PrimitiveView {
  var kind: ShapeKind
  var paint: ShapeFill?
  var colorFromEnvironment = false
  var cap: LineCap = .butt
  var join: LineJoin = .miter(limit: 10)
  var dash: StrokeDash?
  /// A drop shadow the fill's style casts (`.fill(.red.shadow(.drop(radius: 4)))`).
  var shadow: ShadowStyle?
  /// An image tiled inside the shape instead of a colour (`.fill(ImagePaint(...))`).
  var imagePaint: ImagePaint?

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if case .stroked = kind { return strokeResolved()._makeNodes(builder, environment) }
    if let imagePaint {
      let tiles = Canvas { context, size in imagePaint.drawTiles(&context, size: size) }
      let canvas = builder.single(resolve(tiles, builder, environment))
      let kind = kind.laidOut(in: environment.layoutDirection)
      let id = builder.add(.clip(kind), [canvas], name: kind.name)
      return [wrappedInShadow(id, builder, environment)]
    }
    let paint = paint?.resolved(environment, strokeInForeground: colorFromEnvironment)
      ?? .fill(environment.foreground)
    let kind = kind.laidOut(in: environment.layoutDirection)
    let id = builder.add(.shape(ShapeNode(shape: kind, paint: paint, cap: cap, join: join,
                                          dash: dash)),
                         name: kind.name)
    if kind.isContainerRelative {
      // Drawn from the container's shape and the frames both get when laid out.
      builder.setKind(id, .shape(ShapeNode(shape: kind.inContainer(environment, builder: builder,
                                                                   node: id),
                                           paint: paint, cap: cap, join: join, dash: dash)))
    }
    return [wrappedInShadow(id, builder, environment)]
  }

  /// The shape's node under the drop shadow its fill's style casts, if it casts one.
  func wrappedInShadow(_ id: NodeID, _ builder: NodeBuilder, _ environment: EnvironmentValues)
    -> NodeID
  {
    guard let shadow else { return id }
    return builder.add(.shadow(environment.resolve(shadow.color), radius: shadow.radius,
                               x: shadow.x, y: shadow.y), [id],
                       name: ".shadow(radius: \(fmtPoints(shadow.radius)))")
  }

  /// The stroke drawn with `style`'s caps, joins and dashes.
  func styled(_ style: StrokeStyle) -> _PaintedShape {
    var view = self
    view.cap = style.rasterCap
    view.join = style.rasterJoin
    view.dash = style.strokeDash
    return view
  }
}
