// ViewThatFits: the first child whose ideal size fits the proposal along its axes (the last
// when none does), sized and placed as that child; only it is drawn.

/// The first of its views that fits the space offered along `axes` (its ideal size no larger);
/// the last one when none does. Only the chosen view is drawn.
public struct ViewThatFits<Content: View>: PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.stackAxis = nil
    return [builder.add(.firstFitting(axes), resolve(content, builder, env), name: "ViewThatFits")]
  }
}

extension LayoutEngine {
  func sizeViewThatFits(_ axes: Axis.Set, _ children: [NodeID], _ p: ProposedViewSize)
    -> CGSize
  {
    guard !children.isEmpty else { return .zero }
    return sizeThatFits(children[fittingIndex(children, axes, p)], p)
  }

  func placeViewThatFits(_ id: NodeID, _ axes: Axis.Set, _ children: [NodeID], in rect: CGRect,
                         _ p: ProposedViewSize) {
    guard !children.isEmpty else { return }
    let chosen = fittingIndex(children, axes, p)
    fittingChoice[id] = chosen
    placeAligned(children[chosen], in: rect, alignment: .center, proposal: p)
  }

  /// Which child a ViewThatFits node shows for `p`: the first whose ideal size fits on the
  /// constrained axes, else the last.
  func fittingIndex(_ children: [NodeID], _ axes: Axis.Set, _ p: ProposedViewSize) -> Int {
    children.indices.first { i in
      let ideal = sizeThatFits(children[i], .unspecified)
      let fitsWidth = !axes.contains(.horizontal)
        || p.width.map { ideal.width <= $0 + 1e-9 } ?? true
      let fitsHeight = !axes.contains(.vertical)
        || p.height.map { ideal.height <= $0 + 1e-9 } ?? true
      return fitsWidth && fitsHeight
    } ?? max(0, children.count - 1)
  }
}
