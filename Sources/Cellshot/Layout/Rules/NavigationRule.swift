// A navigation view (`NavigationView`, `NavigationStack`, in `Containers/`): it takes the size
// offered (the screen's on an axis offered nothing); its first child, the bar, is as tall as it
// chooses to be across the whole width, and the second, the content, gets the rest below it,
// centred in it as on iOS.

extension LayoutEngine {
  func sizeNavigation(_ p: ProposedViewSize) -> CGSize {
    p.replacingUnspecifiedDimensions(by: screen.size)
  }

  func placeNavigation(_ children: [NodeID], in rect: CGRect) {
    guard children.count == 2 else { return }
    // The bar's own height: 96 with a large title, 44 inline.
    let barHeight = sizeThatFits(children[0], ProposedViewSize(width: rect.width, height: nil))
      .height
    let bar = min(barHeight, rect.height)
    place(children[0], CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: bar))
    let body = CGRect(x: rect.minX, y: rect.minY + bar, width: rect.width,
                      height: max(0, rect.height - bar))
    placeAligned(children[1], in: body, alignment: .center, proposal: ProposedViewSize(body.size))
  }
}
