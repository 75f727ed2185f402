// iOS 26's Liquid Glass: `.glassEffect(_:in:)`, its shapes and containers. Rule: a view's
// glass is drawn behind it in its shape (a capsule unless given one) as a still picture shows
// it: a translucent light fill over what lies beneath (as Cellshot's materials are drawn, a
// tint with no blur; fainter for `.clear`, tinted by `tint(_:)`, none for `.identity`), with
// a thin bright edge inside the shape. A glass effect container blends the glass of the views
// in it into one another where they come within `spacing` while they move; at rest its content
// is drawn as it is, laid out as the views it holds (it is no stack), and so are unions.

/// The shape a glass effect takes unless given one: a capsule.
public struct DefaultGlassEffectShape: Shape {
  public init() {}
  public var shapeKind: ShapeKind { .capsule }
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
  public static var role: ShapeRole { .fill }
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  public typealias AnimatableData = EmptyAnimatableData
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// Views whose glass effects blend together as they come within `spacing` of each other; in a
/// still picture, the views as they are.
public struct GlassEffectContainer<Content: View>: View {
  let spacing: CGFloat?
  let content: Content

  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  public var body: some View { content }
}

/// How a view's glass comes in and goes as it appears or is removed (iOS 26): a change over
/// time, which a picture does not show.
public struct GlassEffectTransition: Sendable {
  let kind: Int
  /// The glass morphs from or into the glass of the view with the same `glassEffectID`.
  public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(kind: 0) }
  /// The glass fades in or out, its content with it.
  public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: 1) }
  /// The glass appears and goes at once.
  public static var identity: GlassEffectTransition { GlassEffectTransition(kind: 2) }
}

extension View {
  /// Accepted: names the glass a view's glass morphs to and from in an animation, which a
  /// picture does not show.
  public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID)
    -> some View { self }

  /// Accepted: how the glass comes in and goes, a change over time a picture does not show.
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }

  /// Draws Liquid Glass behind the view in `shape` (a capsule by default): a translucent
  /// light fill of what lies beneath with a thin bright edge, tinted by the glass's tint.
  public func glassEffect(_ glass: Glass = .regular,
                          in shape: some Shape = DefaultGlassEffectShape()) -> some View {
    background(GlassBackground(glass: glass, shape: shape))
  }

  /// Accepted: joins this view's glass with the others of `id` into one shape while they
  /// move; a still picture draws each view's glass as it is.
  public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID)
    -> some View { self }
}

/// The glass behind a view: in iOS 26's look (`InterfaceLook.ios26`), `LiquidGlass` (soft
/// shadow, light fill, thin white rim); in iOS 18's, its shape filled with the glass's light
/// (light: white at 55 %, 25 % clear; dark: near black), the tint over it, and a bright edge
/// a point wide inside.
struct GlassBackground<S: Shape>: View {
  let glass: Glass
  let shape: S
  @Environment(\.interfaceLook) private var look

  var body: some View {
    if glass.variant != 2 && look.isGlass {
      LiquidGlass(shape: shape, tint: glass.tintColor, clear: glass.variant == 1)
    } else if glass.variant != 2 {
      let clear = glass.variant == 1
      ZStack {
        shape.fill(Color(light: Color(r: 255, g: 255, b: 255, opacity: clear ? 0.25 : 0.55),
                         dark: Color(r: 28, g: 28, b: 30, opacity: clear ? 0.25 : 0.55)))
        if let tint = glass.tintColor { shape.fill(tint.opacity(0.35)) }
        shape.stroke(Color(light: Color(r: 255, g: 255, b: 255, opacity: 0.9),
                           dark: Color(r: 255, g: 255, b: 255, opacity: 0.3)), lineWidth: 2)
          .clipShape(shape)
      }
    }
  }
}
