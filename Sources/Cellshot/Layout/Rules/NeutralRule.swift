// Modifiers that leave the layout alone: `.clipShape`, `.opacity`, `.shadow`, scale and
// rotation effects, filters, preferences, `.layoutPriority` and `.alignmentGuide`. The view
// is sized and placed as if they were not there; they act when it is drawn (or, for the last
// ones, on its parent's rule).

extension LayoutEngine {
  /// The size of the view a modifier wraps (its first child), for the modifiers that do not
  /// change it: these, and `.background`/`.overlay`/`.mask`, `.offset`, `.ignoresSafeArea`
  /// and `.coordinateSpace`, whose rules differ only in placing.
  func sizeLikeChild(_ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    children.isEmpty ? .zero : sizeThatFits(children[0], p)
  }

  func placeNeutral(_ children: [NodeID], in rect: CGRect, _ p: ProposedViewSize) {
    if let child = children.first { place(child, rect, proposal: p) }
  }
}
