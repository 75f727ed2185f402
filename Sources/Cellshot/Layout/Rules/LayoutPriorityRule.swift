// `.layoutPriority`: no change to the view's own size or place; its parent stack offers space
// to higher priorities first. A view keeps its priority through the modifiers around it.

extension View {
  /// Higher priorities are offered space first in a stack.
  public func layoutPriority(_ value: Double) -> some View {
    LayoutModifier(content: self, kind: .layoutPriority(value.isFinite ? value : 0),
                   name: ".layoutPriority(\(value))")
  }
}

extension LayoutEngine {
  /// A node's layout priority: the outermost `.layoutPriority` on it, seen through the
  /// modifiers wrapped around it (`.padding`, `.background`, `.frame`, `.fixedSize`, ...) as
  /// SwiftUI keeps a view's traits through its modifiers; the lowest for a bare spacer.
  func priority(_ id: NodeID) -> Double {
    var id = id, wrapped = false
    while true {
      let node = builder.nodes[id]
      switch node.kind {
      case .layoutPriority(let value): return value
      case .spacer: return wrapped ? 0 : -.infinity
      case let kind where kind.isModifier:
        guard let child = node.children.first else { return 0 }
        id = child
        wrapped = true
      default: return 0
      }
    }
  }

  /// A ZStack layer's priority: a spacer counts as any other view there.
  func layerPriority(_ id: NodeID) -> Double {
    let value = priority(id)
    return value == -.infinity ? 0 : value
  }
}
