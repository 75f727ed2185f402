// Gradients as SwiftUI spells them: LinearGradient, RadialGradient, EllipticalGradient and
// AngularGradient (views that fill their frame, or paints for a shape's fill or stroke),
// Gradient with colours or stops, and `Color.gradient` (AnyGradient).

/// Colours at places from 0 to 1.
public struct Gradient: Sendable, Hashable {
  public struct Stop: Sendable, Hashable {
    public var color: Color
    public var location: CGFloat
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  public var stops: [Stop]

  public init(stops: [Stop]) { self.stops = stops }

  /// Colours evenly spaced from 0 to 1.
  public init(colors: [Color]) {
    let n = colors.count
    stops = colors.enumerated().map { i, color in
      Stop(color: color, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0)
    }
  }
}

/// A gradient in a view's frame: along a line between two unit points, out from a centre in
/// circles (radii in points) or in ellipses (radii in fractions of the frame), or around a
/// centre.
enum GradientStyle: Sendable {
  case linear(Gradient, start: UnitPoint, end: UnitPoint)
  case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
  case elliptical(Gradient, center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
  case angular(Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)
  /// A mesh, its points in the frame's unit square.
  case mesh(MeshGradient)
  /// A gradient laid out in a rectangle of the frame's coordinates instead of the frame
  /// (`.in(rect)`).
  indirect case anchored(GradientStyle, CGRect)

  /// The gradient with every stop's colour `opacity` times as opaque.
  func withOpacity(_ opacity: Double) -> GradientStyle {
    func faded(_ g: Gradient) -> Gradient {
      Gradient(stops: g.stops.map { Gradient.Stop(color: $0.color.opacity(opacity),
                                                  location: $0.location) })
    }
    switch self {
    case .linear(let g, let s, let e): return .linear(faded(g), start: s, end: e)
    case .radial(let g, let c, let r0, let r1):
      return .radial(faded(g), center: c, startRadius: r0, endRadius: r1)
    case .elliptical(let g, let c, let r0, let r1):
      return .elliptical(faded(g), center: c, startFraction: r0, endFraction: r1)
    case .angular(let g, let c, let a0, let a1):
      return .angular(faded(g), center: c, startAngle: a0, endAngle: a1)
    case .mesh(let mesh): return .mesh(mesh.withOpacity(opacity))
    case .anchored(let style, let rect): return .anchored(style.withOpacity(opacity), rect)
    }
  }

  /// The colour of the first stop.
  var firstColor: Color? {
    switch self {
    case .linear(let g, _, _), .radial(let g, _, _, _), .elliptical(let g, _, _, _),
         .angular(let g, _, _, _):
      return g.stops.first?.color
    case .mesh(let mesh): return mesh.firstColor
    case .anchored(let style, _): return style.firstColor
    }
  }

  /// The gradient with its colours in `environment`'s appearance.
  func resolved(_ environment: EnvironmentValues) -> ResolvedGradient {
    func stops(_ g: Gradient) -> [GradientStop] {
      g.stops.map {
        GradientStop(color: environment.resolve($0.color), location: Double($0.location))
      }
    }
    switch self {
    case .linear(let g, let s, let e): return .linear(stops(g), start: s, end: e)
    case .radial(let g, let c, let r0, let r1):
      return .radial(stops(g), center: c, startRadius: r0, endRadius: r1)
    case .elliptical(let g, let c, let r0, let r1):
      return .elliptical(stops(g), center: c, startFraction: r0, endFraction: r1)
    case .angular(let g, let c, let a0, let a1):
      return .angular(stops(g), center: c, startAngle: a0, endAngle: a1)
    case .mesh(let mesh): return .mesh(ResolvedMesh(mesh, environment))
    case .anchored(let style, let rect): return .anchored(style.resolved(environment), rect)
    }
  }
}

/// A gradient in a view's frame with its colours resolved: what a shape node paints.
enum ResolvedGradient {
  case linear([GradientStop], start: UnitPoint, end: UnitPoint)
  case radial([GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
  case elliptical([GradientStop], center: UnitPoint, startFraction: CGFloat, endFraction: CGFloat)
  case angular([GradientStop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
  case mesh(ResolvedMesh)
  /// Laid out in a rectangle of the frame's coordinates, in points (`.in(rect)`).
  indirect case anchored(ResolvedGradient, CGRect)

  /// The gradient in pixels, for a frame `rect` at `scale` pixels per point. An elliptical
  /// gradient's unit square is the frame; angles need no scaling.
  func paint(in rect: Rect, scale: Double) -> GradientPaint {
    func point(_ u: UnitPoint) -> Point {
      Point(x: rect.minX + Double(u.x) * rect.width, y: rect.minY + Double(u.y) * rect.height)
    }
    switch self {
    case .linear(let stops, let s, let e):
      return .linear(stops: stops, start: point(s), end: point(e))
    case .radial(let stops, let c, let r0, let r1):
      return .radial(stops: stops, center: point(c), startRadius: Double(r0) * scale,
                     endRadius: Double(r1) * scale)
    case .elliptical(let stops, let c, let r0, let r1):
      return .elliptical(stops: stops, center: point(c), width: rect.width, height: rect.height,
                         startFraction: Double(r0), endFraction: Double(r1))
    case .angular(let stops, let c, let a0, let a1):
      return .conic(stops: stops, center: point(c), startAngle: a0.radians,
                    endAngle: a1.radians)
    case .mesh(let mesh): return .mesh(mesh.paint(in: rect))
    case .anchored(let gradient, let r):
      let bounds = Rect(x: rect.minX + Double(r.minX) * scale,
                        y: rect.minY + Double(r.minY) * scale,
                        width: Double(r.width) * scale, height: Double(r.height) * scale)
      return gradient.paint(in: bounds, scale: scale)
    }
  }
}

/// A gradient along a line, filling its frame.
public struct LinearGradient: PrimitiveView {
  let style: GradientStyle

  nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    style = .linear(gradient, start: startPoint, end: endPoint)
  }

  nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    Rectangle().fill(self)._makeNodes(builder, environment)
  }
}

/// A gradient out from a centre, filling its frame.
public struct RadialGradient: PrimitiveView {
  let style: GradientStyle

  nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat,
                          endRadius: CGFloat) {
    style = .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                          endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
              endRadius: endRadius)
  }

  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat,
                          endRadius: CGFloat) {
    self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
              endRadius: endRadius)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    Rectangle().fill(self)._makeNodes(builder, environment)
  }
}

/// A gradient out from a centre in ellipses that fill the frame: the frame is the unit square,
/// stretched, and the radii are fractions of it (0.5 reaches the frame's edges from its
/// middle), as SwiftUI's.
public struct EllipticalGradient: PrimitiveView {
  let style: GradientStyle

  nonisolated public init(gradient: Gradient, center: UnitPoint = .center,
                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    style = .elliptical(gradient, center: center, startFraction: startRadiusFraction,
                        endFraction: endRadiusFraction)
  }

  nonisolated public init(colors: [Color], center: UnitPoint = .center,
                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(colors: colors), center: center,
              startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint = .center,
                          startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
    self.init(gradient: Gradient(stops: stops), center: center,
              startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    Rectangle().fill(self)._makeNodes(builder, environment)
  }
}

/// A gradient around a centre (a conic gradient), as SwiftUI's: angles clockwise from 3
/// o'clock, the colours from `startAngle` to `endAngle`. More than a full turn shows its last
/// turn; less leaves a gap filled with the last colour up to its middle and the first colour
/// after (Raster's `ConicSweep`). `init(gradient:center:angle:)` sweeps one full turn from
/// `angle`.
public struct AngularGradient: PrimitiveView {
  let style: GradientStyle

  nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero,
                          endAngle: Angle = .zero) {
    style = .angular(gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle,
                          endAngle: Angle) {
    self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
              endAngle: endAngle)
  }

  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle,
                          endAngle: Angle) {
    self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
              endAngle: endAngle)
  }

  nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    // One full turn, as SwiftUI's `angle + .radians(2 * .pi)`.
    self.init(gradient: gradient, center: center, startAngle: angle,
              endAngle: angle + .radians(2 * DeterministicMath.pi))
  }

  nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    Rectangle().fill(self)._makeNodes(builder, environment)
  }
}

/// A gradient as a style whose geometry the place it paints decides (SwiftUI's `AnyGradient`):
/// `Color.blue.gradient`, the colour's gentle top-to-bottom gradient (`ColorRamp`: a lighter
/// colour at the top running to the colour itself at 70 % of the height), or
/// `AnyGradient(gradient)`. Drawn as a style it runs from top to bottom; `.radialGradient`,
/// `.ellipticalGradient`, `.conicGradient` and the others lay its colours their own way.
public struct AnyGradient: PrimitiveView, Hashable {
  /// The colour standing for it where one colour is drawn (text).
  let base: Color
  /// The colours given (`AnyGradient(_:)`); nil for a colour's gradient.
  let given: Gradient?

  nonisolated init(base: Color) {
    self.base = base
    given = nil
  }

  nonisolated public init(_ gradient: Gradient) {
    base = gradient.stops.first?.color ?? .clear
    given = gradient
  }

  /// Its colours: those given, or the colour's ramp in each appearance.
  nonisolated var gradient: Gradient {
    if let given { return given }
    let light = ColorRamp(base.resolved(dark: false))
    let dark = ColorRamp(base.resolved(dark: true))
    let locations = Set(light.breaks + dark.breaks).sorted()
    return Gradient(stops: locations.map { t in
      let l = light.color(at: t), d = dark.color(at: t)
      return Gradient.Stop(color: l == d ? Color(l) : Color(light: Color(l), dark: Color(d)),
                           location: CGFloat(t))
    })
  }

  nonisolated var style: GradientStyle { .linear(gradient, start: .top, end: .bottom) }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    Rectangle().fill(self)._makeNodes(builder, environment)
  }
}

extension Color {
  /// The colour as a gentle gradient, as SwiftUI's `.gradient`.
  public var gradient: AnyGradient { AnyGradient(base: self) }
}
