// `.position`: takes all the space offered (the child's size on an axis offered nothing) and
// centres the child at the point, in its own coordinates.

extension View {
  /// Centres the view at (x, y) in the space its parent offers, taking all of that space.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    LayoutModifier(content: self, kind: .position(CGPoint(x: cleanOffset(x), y: cleanOffset(y))),
                   name: ".position(\(fmtPoints(x)), \(fmtPoints(y)))")
  }

  public func position(_ point: CGPoint) -> some View { position(x: point.x, y: point.y) }
}

extension LayoutEngine {
  func sizePosition(_ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    let child = children.isEmpty ? CGSize.zero : sizeThatFits(children[0], p)
    return CGSize(width: p.width ?? child.width, height: p.height ?? child.height)
  }

  func placePosition(_ point: CGPoint, _ children: [NodeID], in rect: CGRect,
                     _ p: ProposedViewSize) {
    guard let child = children.first else { return }
    let size = sizeThatFits(child, p)
    place(child, CGRect(x: rect.minX + point.x - size.width / 2,
                        y: rect.minY + point.y - size.height / 2,
                        width: size.width, height: size.height), proposal: p)
  }
}
