// iOS 26's Liquid Glass shapes and containers. The default glass shape is a capsule. A glass
// effect container blends the glass of the views in it into one another where they come
// within `spacing` while they move; at rest, as a picture shows them, its content is drawn as
// it is, laid out as the views it holds (it is no stack).

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
}
