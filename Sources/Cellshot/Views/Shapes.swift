/// The outline of a shape in a rectangle, in points.
public enum ShapeKind: Sendable, Hashable {
  case rectangle
  case roundedRectangle(CornerRadii)
  /// Apple's continuous corners of one radius (`RoundedRectangle(..., style: .continuous)`).
  case continuousRoundedRectangle(Double)
  case circle
  case ellipse
  case capsule
  /// The part of a shape's outline from `from` to `to` (fractions of it), as `.trim` gives;
  /// stroked circles and ellipses draw the arc, other shapes draw whole.
  indirect case trimmed(ShapeKind, from: Double, to: Double)
  /// A shape of your own, drawn from its `path(in:)`.
  case custom(CustomShapePath)
  /// A shape drawn `amount` points inside its frame (`.inset(by:)`); corners shrink with it.
  indirect case inset(ShapeKind, Double)

  /// The figure this shape draws in `rect`.
  func figure(in rect: Rect) -> Figure {
    switch self {
    case .rectangle: return .rect(rect)
    case .roundedRectangle(let radii): return radii.isZero ? .rect(rect) : .roundedRect(rect, radii)
    case .continuousRoundedRectangle(let r):
      return r > 0 ? .continuousRoundedRect(rect, r) : .rect(rect)
    case .circle:
      let d = min(rect.width, rect.height)
      return .ellipse(rect.centered(Size(width: d, height: d)))
    case .ellipse: return .ellipse(rect)
    case .capsule: return .capsule(rect)
    case .trimmed(let base, _, _): return base.figure(in: rect)
    // Only where a figure is needed (a clip): a custom shape clips to its frame.
    case .custom: return .rect(rect)
    case .inset(let base, let amount):
      let inner = rect.insetBy(dx: amount, dy: amount)
      return base.shrunk(by: amount).figure(in: inner.isEmpty ? .zero : inner)
    }
  }

  /// The SwiftUI spelling, for dumps.
  var name: String {
    switch self {
    case .rectangle: return "Rectangle"
    case .roundedRectangle(let r):
      if r.topLeft == r.topRight && r.topLeft == r.bottomLeft && r.topLeft == r.bottomRight {
        return "RoundedRectangle(cornerRadius: \(fmtPoints(CGFloat(r.topLeft))))"
      }
      return "UnevenRoundedRectangle"
    case .continuousRoundedRectangle(let r):
      return "RoundedRectangle(cornerRadius: \(fmtPoints(CGFloat(r))), style: .continuous)"
    case .circle: return "Circle"
    case .ellipse: return "Ellipse"
    case .capsule: return "Capsule"
    case .trimmed(let base, let from, let to):
      return "\(base.name).trim(from: \(fmtPoints(CGFloat(from))), to: \(fmtPoints(CGFloat(to))))"
    case .custom(let custom): return custom.typeName
    case .inset(let base, let amount): return "\(base.name).inset(by: \(fmtPoints(CGFloat(amount))))"
    }
  }

  func scaled(by factor: Double) -> ShapeKind {
    if case .roundedRectangle(let r) = self { return .roundedRectangle(r.scaled(by: factor)) }
    if case .continuousRoundedRectangle(let r) = self {
      return .continuousRoundedRectangle(r * factor)
    }
    if case .trimmed(let base, let from, let to) = self {
      return .trimmed(base.scaled(by: factor), from: from, to: to)
    }
    if case .inset(let base, let amount) = self {
      return .inset(base.scaled(by: factor), amount * factor)
    }
    return self
  }

  /// The kind with its corner radii smaller by `amount` (an inset shape's corners).
  func shrunk(by amount: Double) -> ShapeKind {
    switch self {
    case .roundedRectangle(let r):
      return .roundedRectangle(CornerRadii(topLeft: max(0, r.topLeft - amount),
                                           topRight: max(0, r.topRight - amount),
                                           bottomRight: max(0, r.bottomRight - amount),
                                           bottomLeft: max(0, r.bottomLeft - amount)))
    case .continuousRoundedRectangle(let r): return .continuousRoundedRectangle(max(0, r - amount))
    default: return self
    }
  }
}

/// How a shape view asks to be painted, in colours not yet resolved.
enum ShapeFill {
  case fill(Color)
  case stroke(Color, width: CGFloat, inside: Bool)
  case gradient(GradientStyle)

  /// The paint in `environment`'s appearance; `foreground` stands for a colour not given.
  func resolved(_ environment: EnvironmentValues, strokeInForeground: Bool) -> ShapePaint {
    switch self {
    case .stroke(_, let w, let inside) where strokeInForeground:
      return .stroke(environment.foreground, width: w, inside: inside)
    case .stroke(let color, let w, let inside):
      return .stroke(environment.resolve(color), width: w, inside: inside)
    case .fill(let color): return .fill(environment.resolve(color))
    case .gradient(let style): return .gradient(style.resolved(environment))
    }
  }
}

/// How a shape node is painted: concrete colours only.
enum ShapePaint {
  case fill(Color.Resolved)
  case stroke(Color.Resolved, width: CGFloat, inside: Bool)
  case gradient(ResolvedGradient)
}

struct ShapeNode {
  var shape: ShapeKind
  var paint: ShapePaint
  /// Round ends on a trimmed stroke (`StrokeStyle(lineCap: .round)`).
  var roundCaps = false
}

/// A 2D shape, as SwiftUI's `Shape`: it takes the space it is offered and fills it with the
/// foreground colour unless told `.fill`, `.stroke` or `.strokeBorder`.
public protocol Shape: View {
  /// The shape's outline in `rect` (its origin at zero, its size the view's), in the view's
  /// coordinates: a shape of your own gives this.
  func path(in rect: CGRect) -> Path
  /// How Cellshot draws the shape: the built-in shapes name their kind; yours is drawn from
  /// `path(in:)` (the default).
  var shapeKind: ShapeKind { get }
}

extension Shape {
  public var body: ShapeView { ShapeView(shape: shapeKind, paint: nil) }


  /// Strokes the outline, centred on it (half the line outside the frame).
  public func stroke(_ color: Color = .black, lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(shape: shapeKind, paint: .stroke(color, width: lineWidth, inside: false))
  }

  /// Strokes the outline inside the frame.
  public func strokeBorder(_ color: Color = .black, lineWidth: CGFloat = 1) -> ShapeView {
    ShapeView(shape: shapeKind, paint: .stroke(color, width: lineWidth, inside: true))
  }

  public func stroke(lineWidth: CGFloat) -> ShapeView {
    ShapeView(shape: shapeKind, paint: .stroke(.black, width: lineWidth, inside: false),
              colorFromEnvironment: true)
  }

  /// Strokes the outline with `style`'s width and caps (dashes and joins are drawn solid and
  /// mitred).
  public func stroke(_ color: Color, style: StrokeStyle) -> ShapeView {
    var view = stroke(color, lineWidth: style.lineWidth)
    view.roundCaps = style.lineCap == .round
    return view
  }

  public func stroke(style: StrokeStyle) -> ShapeView {
    var view = stroke(lineWidth: style.lineWidth)
    view.roundCaps = style.lineCap == .round
    return view
  }

  public func strokeBorder(_ color: Color = .black, style: StrokeStyle) -> ShapeView {
    strokeBorder(color, lineWidth: style.lineWidth)
  }

  /// The shape drawn `amount` points inside its frame, its corners smaller by as much.
  public func inset(by amount: CGFloat) -> InsetShape {
    InsetShape(base: shapeKind, amount: amount.isFinite ? Double(amount) : 0)
  }

  /// The part of the outline from `from` to `to`, fractions of it: a circle's starts at its
  /// trailing point (3 o'clock) and runs clockwise.
  public func trim(from: CGFloat = 0, to: CGFloat = 1) -> TrimmedShape {
    TrimmedShape(base: shapeKind, from: Double(from), to: Double(to))
  }
}

/// A shape drawn inside its frame (`RoundedRectangle(cornerRadius: 8).inset(by: 2)`).
public struct InsetShape: Shape {
  let base: ShapeKind
  let amount: Double
  public var shapeKind: ShapeKind { .inset(base, amount) }
}

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

/// How a line is drawn: its width and cap; Cellshot draws joins mitred and dashes solid.
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

public enum CGLineCap: Sendable, Hashable { case butt, round, square }
public enum CGLineJoin: Sendable, Hashable { case miter, round, bevel }

/// A shape with its paint, ready to lay out.
public struct ShapeView: PrimitiveView {
  let shape: ShapeKind
  let paint: ShapeFill?
  var colorFromEnvironment = false
  var roundCaps = false

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let paint = paint?.resolved(environment, strokeInForeground: colorFromEnvironment)
      ?? .fill(environment.foreground)
    return [builder.add(.shape(ShapeNode(shape: shape, paint: paint, roundCaps: roundCaps)),
                        name: shape.name)]
  }
}

public struct Rectangle: Shape {
  public init() {}
  public var shapeKind: ShapeKind { .rectangle }
}

/// How a rounded rectangle's corners curve: `.circular` (quarter circles) or `.continuous`
/// (Apple's smoother curve, which starts farther along the edges).
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

public struct RoundedRectangle: Shape {
  public var cornerRadius: CGFloat
  public var style: RoundedCornerStyle
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    self.cornerRadius = cornerRadius
    self.style = style
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.init(cornerRadius: cornerSize.width, style: style)
  }
  public var shapeKind: ShapeKind {
    style == .continuous ? .continuousRoundedRectangle(Double(cornerRadius))
      : .roundedRectangle(CornerRadii(Double(cornerRadius)))
  }
}

/// A rectangle with its own radius at each corner.
public struct UnevenRoundedRectangle: Shape {
  public var radii: CornerRadii
  public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
              bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0) {
    radii = CornerRadii(topLeft: Double(topLeadingRadius), topRight: Double(topTrailingRadius),
                        bottomRight: Double(bottomTrailingRadius), bottomLeft: Double(bottomLeadingRadius))
  }
  public var shapeKind: ShapeKind { .roundedRectangle(radii) }
}

public struct Circle: Shape {
  public init() {}
  public var shapeKind: ShapeKind { .circle }
}

public struct Ellipse: Shape {
  public init() {}
  public var shapeKind: ShapeKind { .ellipse }
}

public struct Capsule: Shape {
  public init() {}
  public var shapeKind: ShapeKind { .capsule }
}

/// A seeded generator (SplitMix64) so "random" colours are the same on every run.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
  var state: UInt64
  public init(seed: UInt64) { state = seed }
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

// The iOS 17 spellings of the built-in shapes (`.clipShape(.rect(cornerRadius: 12))`).
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                          bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                          style: RoundedCornerStyle = .circular) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius,
                           bottomLeadingRadius: bottomLeadingRadius,
                           bottomTrailingRadius: bottomTrailingRadius,
                           topTrailingRadius: topTrailingRadius)
  }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}
