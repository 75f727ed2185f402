// `.offset`: the view keeps its size and its place in the layout and is drawn moved.

extension View {
  /// Draws the view moved by (x, y) without changing its place in the layout.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    LayoutModifier(content: self,
                   kind: .offset(CGSize(width: cleanOffset(x), height: cleanOffset(y))),
                   name: ".offset(\(fmtPoints(x)), \(fmtPoints(y)))")
  }

  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: offset.width, y: offset.height)
  }
}

/// A finite offset, or 0.
func cleanOffset(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }

extension LayoutEngine {
  func placeOffset(_ offset: CGSize, _ children: [NodeID], in rect: CGRect,
                   _ p: ProposedViewSize) {
    guard let child = children.first else { return }
    place(child, rect.offsetBy(dx: offset.width, dy: offset.height), proposal: p)
  }
}
