// `.fixedSize`: the child is proposed nothing (its ideal size) on the fixed axes, and is
// centred in the frame it gets.

extension View {
  /// Proposes nil (the ideal size) on the fixed axes.
  public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> some View {
    LayoutModifier(content: self, kind: .fixedSize(horizontal: horizontal, vertical: vertical),
                   name: ".fixedSize")
  }
}

extension LayoutEngine {
  func sizeFixedSize(horizontal: Bool, vertical: Bool, _ children: [NodeID],
                     _ p: ProposedViewSize) -> CGSize {
    guard let child = children.first else { return .zero }
    return sizeThatFits(child, ProposedViewSize(width: horizontal ? nil : p.width,
                                                height: vertical ? nil : p.height))
  }

  func placeFixedSize(horizontal: Bool, vertical: Bool, _ children: [NodeID], in rect: CGRect,
                      _ p: ProposedViewSize) {
    guard let child = children.first else { return }
    let q = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    placeAligned(child, in: rect, alignment: .center, proposal: q)
  }
}
