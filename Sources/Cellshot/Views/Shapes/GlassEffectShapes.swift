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
