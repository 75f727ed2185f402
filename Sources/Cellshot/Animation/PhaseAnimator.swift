// PhaseAnimator and `.phaseAnimator`: content that cycles through phases. On an iPhone the
// content first appears in the first phase and stays there until the trigger changes (with a
// trigger), or moves on at once, animated, towards the next (without one). A picture shows the
// view at rest as it appears, before any animation has run: the first phase. An empty
// sequence of phases draws nothing and is reported (SwiftUI shows a warning in its place).

/// Content drawn in each of `phases` in turn: a picture draws the first.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
  let phases: [Phase]
  let content: (Phase) -> Content

  /// Moves to the next phase each time `trigger` changes.
  public init(_ phases: some Sequence<Phase>, trigger: some Equatable,
              @ViewBuilder content: @escaping (Phase) -> Content,
              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    self.phases = Array(phases)
    self.content = content
  }

  /// Cycles through the phases continuously.
  public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
              animation: @escaping (Phase) -> Animation? = { _ in .default }) {
    self.phases = Array(phases)
    self.content = content
  }

  public var body: some View {
    if let first = phases.first { content(first) }
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if phases.isEmpty {
      builder.warnOnce("a PhaseAnimator with no phases draws nothing")
      return []
    }
    return resolve(body, builder, environment)
  }
}

extension View {
  /// The view as `content` makes it in each phase, moving on when `trigger` changes: drawn in
  /// the first phase.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>, trigger: some Equatable,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) },
                  animation: animation)
  }

  /// The same, cycling continuously: drawn in the first phase, as it appears.
  public func phaseAnimator<Phase: Equatable>(
    _ phases: some Sequence<Phase>,
    @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
    animation: @escaping (Phase) -> Animation? = { _ in .default }
  ) -> some View {
    PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
  }
}
