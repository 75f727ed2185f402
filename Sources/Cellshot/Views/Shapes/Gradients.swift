// Gradients as SwiftUI spells them: LinearGradient and RadialGradient (views that fill their
// frame, or paints for a shape's fill), Gradient with colours or stops, and `Color.gradient`.

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

/// A gradient in a view's frame: along a line between two unit points, or out from a centre.
enum GradientStyle {
  case linear(Gradient, start: UnitPoint, end: UnitPoint)
  case radial(Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)

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
    }
  }

  /// The colour of the first stop.
  var firstColor: Color? {
    switch self {
    case .linear(let g, _, _), .radial(let g, _, _, _): return g.stops.first?.color
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
    }
  }
}

/// A gradient in a view's frame with its colours resolved: what a shape node paints.
enum ResolvedGradient {
  case linear([GradientStop], start: UnitPoint, end: UnitPoint)
  case radial([GradientStop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)

  /// The gradient in pixels, for a frame `rect` at `scale` pixels per point.
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
    }
  }
}

/// A gradient along a line, filling its frame.
public struct LinearGradient: PrimitiveView {
  let style: GradientStyle

  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    style = .linear(gradient, start: startPoint, end: endPoint)
  }

  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    Rectangle().fill(self)._makeNodes(builder, environment)
  }
}

/// A gradient out from a centre, filling its frame.
public struct RadialGradient: PrimitiveView {
  let style: GradientStyle

  public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    style = .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
              endRadius: endRadius)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    Rectangle().fill(self)._makeNodes(builder, environment)
  }
}

/// A colour's gentle top-to-bottom gradient (`Color.blue.gradient`): from the colour lightened
/// by an eighth toward white at the top to the colour itself at the bottom.
public struct AnyGradient: PrimitiveView {
  let base: Color

  nonisolated var style: GradientStyle {
    let top = Color(light: Color(lighter(base.resolved(dark: false))),
                    dark: Color(lighter(base.resolved(dark: true))))
    return .linear(Gradient(colors: [top, base]), start: .top, end: .bottom)
  }

  nonisolated func lighter(_ c: Color.Resolved) -> Color.Resolved {
    Color.Resolved(red: c.red + (1 - c.red) / 8, green: c.green + (1 - c.green) / 8,
          blue: c.blue + (1 - c.blue) / 8, opacity: c.alpha)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    Rectangle().fill(self)._makeNodes(builder, environment)
  }
}

extension Color {
  /// The colour as a gentle gradient, as SwiftUI's `.gradient`.
  public var gradient: AnyGradient { AnyGradient(base: self) }
}
