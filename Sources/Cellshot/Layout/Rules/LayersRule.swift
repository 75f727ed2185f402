// `.background`, `.overlay` and `.mask`: the first child is the view, sized and placed as if
// alone; the others (behind it, in front of it, or its mask) are each proposed exactly its
// size and aligned in its frame.

extension View {
  /// Views behind this one, each proposed exactly its size.
  // Disfavoured, as in SwiftUI: a style that is also a view (a gradient) is a style there.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background,
                                           alignment: Alignment = .center) -> some View {
    LayoutModifier(content: self, kind: .background(alignment), name: ".background",
                   secondaries: [AnyView(background)])
  }

  public func background<Background: View>(alignment: Alignment = .center,
                                           @ViewBuilder content: () -> Background) -> some View {
    background(content(), alignment: alignment)
  }

  /// Views in front of this one, each proposed exactly its size.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    LayoutModifier(content: self, kind: .overlay(alignment), name: ".overlay",
                   secondaries: [AnyView(overlay)])
  }

  public func overlay<Overlay: View>(alignment: Alignment = .center,
                                     @ViewBuilder content: () -> Overlay) -> some View {
    overlay(content(), alignment: alignment)
  }
}

extension LayoutEngine {
  func placeLayers(_ alignment: Alignment, _ children: [NodeID], in rect: CGRect,
                   _ p: ProposedViewSize) {
    guard let primary = children.first else { return }
    place(primary, rect, proposal: p)
    let q = ProposedViewSize(rect.size)
    for secondary in children.dropFirst() {
      // A style behind a view in a scroll view's content does not reach past it along the
      // scrolling axes: iOS gives that content no safe area there (its content insets), so a
      // public recipe screen's grey `.background` on its scrolled stack leaves the bar white.
      // (A view in the content that itself ignores the safe area still reaches under the bars.)
      if case .ignoresSafeArea = builder.nodes[secondary].kind, !scrolledAxes.isEmpty {
        unreachedEdges = (scrolledAxes.contains(.vertical) ? Edge.Set([.top, .bottom]) : [])
          .union(scrolledAxes.contains(.horizontal) ? [.leading, .trailing] : [])
      }
      placeAligned(secondary, in: rect, alignment: alignment, proposal: q)
      unreachedEdges = []
    }
  }
}
