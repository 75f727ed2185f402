// `.coordinateSpace(name:)`: the view is laid out as if it were not there; while its
// content is placed, the name stands for its frame's origin (for `GeometryProxy.frame(in:)`).

/// A coordinate space a frame can be expressed in.
public enum CoordinateSpace: Sendable, Hashable {
  case global
  case local
  case named(String)
}

extension View {
  /// Names this view's bounds as a coordinate space for `GeometryProxy.frame(in: .named(name))`.
  public func coordinateSpace(name: String) -> some View {
    LayoutModifier(content: self, kind: .coordinateSpace(name),
                   name: ".coordinateSpace(\"\(name)\")")
  }
}

extension LayoutEngine {
  func placeCoordinateSpace(_ name: String, _ children: [NodeID], in rect: CGRect,
                            _ p: ProposedViewSize) {
    let saved = spaces[name]
    spaces[name] = rect.origin
    if let child = children.first { place(child, rect, proposal: p) }
    spaces[name] = saved
  }
}
