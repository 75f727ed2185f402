// A bar floating over a screen's bottom (iOS 26's glass tab bar and search field, in
// `Containers/`): it takes the size offered (the screen's on an axis offered nothing), as a
// navigation view does. Its second child, the bar, is as tall as it chooses across the whole
// width, its bottom at the screen's bottom edge when the view reaches the safe area's bottom
// (under the home indicator), else at the view's. The first, the content, is laid out above
// the bar, which is its bottom safe area, as on iOS: what respects the safe area stops above
// the bar, while a scroll view reaching it runs on under the bar to the screen's edge and a
// background that ignores the safe area reaches under it. Drawn in order: the content, then the
// bar over it.

extension LayoutEngine {
  func placeFloatingBar(_ children: [NodeID], in rect: CGRect) {
    guard let content = children.first else { return }
    guard children.count == 2 else {
      placeAligned(content, in: rect, alignment: .center, proposal: ProposedViewSize(rect.size))
      return
    }
    let reachesBottom = rect.maxY >= safeRect.maxY - 0.5
    let bottom = reachesBottom ? max(rect.maxY, screen.maxY) : rect.maxY
    let height = sizeThatFits(children[1], ProposedViewSize(width: rect.width, height: nil)).height
    let bar = CGRect(x: rect.minX, y: bottom - min(height, bottom - rect.minY),
                     width: rect.width, height: min(height, bottom - rect.minY))
    place(children[1], bar)
    let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width,
                      height: max(0, min(rect.maxY, bar.minY) - rect.minY))
    let outer = safeRect
    if reachesBottom, body.maxY < outer.maxY {
      safeRect = CGRect(x: outer.minX, y: outer.minY, width: outer.width,
                        height: max(0, body.maxY - outer.minY))
    }
    defer { safeRect = outer }
    placeAligned(content, in: body, alignment: .center, proposal: ProposedViewSize(body.size))
  }
}

/// Content with a bar floating over its bottom (`NodeKind.floatingBar`).
struct FloatingBar<Content: View, Bar: View>: PrimitiveView {
  let content: Content
  let bar: Bar

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let body = builder.single(resolve(content, builder, environment))
    let bar = resolve(self.bar, builder, environment)
    return [builder.add(.floatingBar, [body] + (bar.isEmpty ? [] : [builder.single(bar)]),
                        name: "FloatingBar")]
  }
}
