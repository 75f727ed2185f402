// Content over a bar at the bottom (a tab view's tab bar): the bar as tall as it chooses to be
// across the whole width at the bottom, the content in the rest above it. When the bar sits on
// the safe area's bottom, the bar is part of the content's bottom safe area, as on iOS: a view
// in the content that ignores the safe area reaches under the bar to the screen's bottom, and a
// scroll view ending on the bar shows its content on under it. The bar's backdrop (its material
// and hairline, `BarBackdrop`) shows only where scrolled content runs under the bar: iOS 15's
// scroll-edge appearance leaves a tab bar transparent over content that ends above it.

/// `content` above `bar`, the bar's backdrop shown only over content under it.
struct ContentOverBar<Content: View, Bar: View>: PrimitiveView {
  let content: Content
  let bar: Bar

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    // The content first: it may hide the bar or change its look, read when the bar is made.
    let top = builder.single(resolve(content, builder, environment))
    let bottom = builder.single(resolve(bar, builder, environment))
    return [builder.add(.contentOverBar, [top, bottom], name: "ContentOverBar")]
  }
}

/// A bar's material and hairline, shown only when content runs under the bar (the layout
/// decides: `LayoutEngine.placeContentOverBar`).
struct BarBackdrop<Content: View>: PrimitiveView {
  let content: Content

  static var name: String { "BarBackdrop" }

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let child = builder.single(resolve(content, builder, environment))
    return [builder.add(.opacity(1), [child], name: Self.name)]
  }
}

extension LayoutEngine {
  func sizeContentOverBar(_ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    guard children.count == 2 else { return .zero }
    let bar = sizeThatFits(children[1], ProposedViewSize(width: p.width, height: nil))
    let rest = p.height.map { max(0, $0 - bar.height) }
    let content = sizeThatFits(children[0], ProposedViewSize(width: p.width, height: rest))
    return CGSize(width: max(content.width, bar.width), height: content.height + bar.height)
  }

  func placeContentOverBar(_ children: [NodeID], in rect: CGRect) {
    guard children.count == 2 else { return }
    let height = min(sizeThatFits(children[1], ProposedViewSize(width: rect.width, height: nil))
      .height, rect.height)
    let barRect = CGRect(x: rect.minX, y: rect.maxY - height, width: rect.width, height: height)
    place(children[1], barRect)
    let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width,
                      height: max(0, rect.height - height))
    let outer = safeRect
    let onSafeBottom = height > 0 && barRect.maxY >= outer.maxY - 0.5
    if onSafeBottom {
      safeRect = CGRect(x: outer.minX, y: outer.minY, width: outer.width,
                        height: max(0, barRect.minY - outer.minY))
    }
    let before = scrollsUnderHomeIndicator
    place(children[0], body, proposal: ProposedViewSize(body.size))
    safeRect = outer
    // Content under the bar: a scroll view ending on it whose content runs on past its top.
    let under = onSafeBottom && scrollsUnderHomeIndicator.subtracting(before).contains { scroll in
      builder.nodes[scroll].children.contains { builder.nodes[$0].frame.maxY > barRect.minY + 0.5 }
    }
    showBackdrops(in: children[1], under)
  }

  /// Shows or hides the bar backdrops in `id`'s subtree.
  private func showBackdrops(in id: NodeID, _ shown: Bool, depth: Int = 32) {
    guard depth > 0 else { return }
    if builder.nodes[id].label == BarBackdrop<EmptyView>.name {
      builder.nodes[id].kind = .opacity(shown ? 1 : 0)
      return
    }
    for child in builder.nodes[id].children { showBackdrops(in: child, shown, depth: depth - 1) }
  }
}
