// Where a list row's separator runs: from the row content's leading edge (20 points in) to the
// row's trailing edge, unless the row sets `.alignmentGuide(.listRowSeparatorLeading)` or
// `.listRowSeparatorTrailing`: then from (or to) that guide's value in the row's content, as
// iOS 16 draws it.

/// A row's separator that follows the row content's separator guides.
struct RowSeparatorLayout: Layout {
  /// The row's content, whose guides the separator follows.
  let content: NodeID
  /// Where the separator starts when the row sets no leading guide.
  let inset: CGFloat

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
    let line = subviews.first?.sizeThatFits(proposal) ?? .zero
    return CGSize(width: proposal.width ?? line.width, height: line.height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                     cache: inout ()) {
    guard let line = subviews.first else { return }
    let (leading, trailing) = MainActor.assumeIsolated { () -> (CGFloat?, CGFloat?) in
      let engine = subviews.engine
      let frame = engine.builder.nodes[content].frame
      let keys = [HorizontalAlignment.listRowSeparatorLeading.key,
                  HorizontalAlignment.listRowSeparatorTrailing.key]
      let values = keys.map {
        engine.explicitGuide(content, frame.size, $0, vertical: false)
          .map { frame.minX + $0 - bounds.minX }
      }
      return (values[0], values[1])
    }
    let start = min(max(0, leading ?? inset), bounds.width)
    let end = min(max(start, trailing ?? bounds.width), bounds.width)
    line.place(at: CGPoint(x: bounds.minX + start, y: bounds.minY), anchor: .topLeading,
               proposal: ProposedViewSize(width: end - start, height: proposal.height))
  }

  /// Whether the row (node `id` and what it is made of) sets either separator guide.
  @MainActor static func rowSetsGuides(_ id: NodeID, _ builder: NodeBuilder) -> Bool {
    let keys = [HorizontalAlignment.listRowSeparatorLeading.key,
                HorizontalAlignment.listRowSeparatorTrailing.key]
    if case .alignmentGuide(let key, _) = builder.nodes[id].kind, keys.contains(key) {
      return true
    }
    return builder.nodes[id].children.contains { rowSetsGuides($0, builder) }
  }
}

@MainActor extension ListBuilder {
  /// The separator under row `row`: a divider from `inset`, or along the row's own guides.
  func separator(for row: NodeID, inset: CGFloat, builder: NodeBuilder) -> AnyView {
    guard RowSeparatorLayout.rowSetsGuides(row, builder) else {
      return AnyView(Divider().padding(.leading, inset))
    }
    let layout = RowSeparatorLayout(content: row, inset: inset)
    return AnyView(layout { Divider() })
  }
}
