// The order children are painted in: a background's layers behind its view, a navigation bar's
// title over the content, only the child a ViewThatFits chose, and otherwise in order by `.zIndex` (stable), with the headers a pinned
// stack moved painted last, over the rows that pass under them.

extension Painter {
  mutating func paintBehind(_ children: [NodeID]) {
    for secondary in children.dropFirst() { paint(secondary) }
    if let primary = children.first { paint(primary) }
  }

  /// A navigation view: its bar's backdrop, then the content, which may reach under the bar
  /// (a view ignoring the top safe area), then the bar's title and items over it, as iOS's bar
  /// is transparent at the scroll edge. A bar with a background of its own
  /// (`.toolbarBackground(.visible, for:)`) is painted whole over the content.
  mutating func paintNavigation(_ children: [NodeID]) {
    let nodes = engine.builder.nodes
    guard children.count == 2, case .background = nodes[children[0]].kind,
          let front = nodes[children[0]].children.first else {
      paintInOrder(children.reversed())
      return
    }
    for layer in nodes[children[0]].children.dropFirst() { paint(layer) }
    paint(children[1])
    paint(front)
  }

  mutating func paintChosen(_ id: NodeID, _ children: [NodeID]) {
    if let chosen = engine.fittingChoice[id], chosen < children.count {
      paint(children[chosen])
    }
  }

  mutating func paintInOrder(_ children: [NodeID]) {
    let pinned = children.filter { engine.pinnedHeaders.contains($0) }
    var order = children
    let zIndex = engine.builder.zIndex
    if order.contains(where: { zIndex[$0] != nil }) {
      // Lower zIndex first; equal ones in their order (a stable sort by index).
      order = order.enumerated().sorted {
        let a = zIndex[$0.element] ?? 0, b = zIndex[$1.element] ?? 0
        return a != b ? a < b : $0.offset < $1.offset
      }.map(\.element)
    }
    for child in order where !pinned.contains(child) { paint(child) }
    for child in pinned { paint(child) }
  }
}
