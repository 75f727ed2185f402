// Right-to-left: where the environment's `layoutDirection` changes, the views inside are laid
// out as usual and then mirrored about their frame, as SwiftUI's mirrored coordinate space
// places them: the first view of an HStack on the right, leading padding and alignment on the
// right, offsets and positions measured from the right. Text runs, pictures and shapes are
// not turned round (text's lines align to its leading edge, now the right); `.forward` and
// `.backward` symbols point the other way.

/// Which way a language reads, as SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Sendable, Hashable, CaseIterable, BitwiseCopyable {
  case leftToRight, rightToLeft
}

extension LayoutEngine {
  /// Places the view, then mirrors every frame inside it about `rect`'s vertical centre line.
  func placeLayoutDirection(_ children: [NodeID], in rect: CGRect, _ p: ProposedViewSize) {
    guard let child = children.first else { return }
    place(child, rect, proposal: p)
    let axis = rect.minX + rect.maxX
    var stack = [child]
    while let id = stack.popLast() {
      let frame = builder.nodes[id].frame
      builder.nodes[id].frame.origin.x = axis - frame.maxX
      stack += builder.nodes[id].children
    }
  }
}

extension EnvironmentValues {
  /// The environment's text alignment as drawn: leading and trailing swap right to left.
  var visualTextAlignment: TextAlignment {
    guard layoutDirection == .rightToLeft else { return multilineTextAlignment }
    switch multilineTextAlignment {
    case .leading: return .trailing
    case .trailing: return .leading
    case .center: return .center
    }
  }
}
