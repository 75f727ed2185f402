// `.padding`: the child is offered the proposal less the insets, and the padding is the
// child's size plus the insets; the child sits inside them.

extension View {
  /// Space around the view: 16 points on `edges` by default, as SwiftUI's `.padding()`.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    let insets = EdgeInsets(edges, length ?? 16)
    let edgeName = edges.dumpName
    return LayoutModifier(content: self, kind: .padding(insets),
                          name: ".padding(\(edgeName.isEmpty ? "" : edgeName + ", ")"
                            + "\(fmtPoints(length ?? 16)))")
  }

  public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

  public func padding(_ insets: EdgeInsets) -> some View {
    LayoutModifier(content: self, kind: .padding(insets), name: ".padding(insets)")
  }
  /// The scene's padding: on an iPhone the system's 16 points, as `.padding()`.
  public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }

  /// The scene's padding of a kind: `.minimum` is the system's 16 points on an iPhone.
  public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
    self.padding(edges, 16)
  }
}

/// A kind of scene padding: `.minimum`, the least the platform's scenes keep from their edges.
public struct ScenePadding: Equatable, Sendable {
  let name: String
  public static let minimum = ScenePadding(name: "minimum")
}

extension EdgeInsets {
  /// What the padded view is offered: `p` less the insets (never below 0).
  func inset(_ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: p.width.map { max(0, $0 - horizontal) },
                     height: p.height.map { max(0, $0 - vertical) })
  }
}

extension LayoutEngine {
  func sizePadding(_ insets: EdgeInsets, _ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    let child = children.isEmpty ? CGSize.zero : sizeThatFits(children[0], insets.inset(p))
    return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
  }

  func placePadding(_ insets: EdgeInsets, _ children: [NodeID], in rect: CGRect,
                    _ p: ProposedViewSize) {
    guard let child = children.first else { return }
    let q = insets.inset(p)
    let origin = CGPoint(x: rect.minX + insets.leading, y: rect.minY + insets.top)
    place(child, CGRect(origin: origin, size: sizeThatFits(child, q)), proposal: q)
  }
}
