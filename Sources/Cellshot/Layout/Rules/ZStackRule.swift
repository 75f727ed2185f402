// ZStack (and Group, and several views under one modifier): children on top of each other.
// Only the children of the highest layout priority size the stack (SwiftUI's ZStack); then
// every child is offered the stack's final size and placed by the alignment, as SwiftUI places
// them (a `Color` layer in a ZStack in a ScrollView fills the stack the other layers made; a
// public screen's iPhone screenshot shows it, where the original offer would make it 10 points
// tall).

/// Children on top of each other, later ones in front, aligned by `alignment`.
public struct ZStack<Content: View>: PrimitiveView {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.stackAxis = nil
    return [builder.add(.zstack(alignment), resolve(content, builder, env), name: "ZStack")]
  }
}

extension LayoutEngine {
  func sizeZStack(_ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    var size = CGSize.zero
    let top = children.map(layerPriority).max() ?? 0
    for child in children where layerPriority(child) == top {
      let s = sizeThatFits(child, p)
      size.width = max(size.width, s.width)
      size.height = max(size.height, s.height)
    }
    return size
  }

  func placeZStack(_ children: [NodeID], _ alignment: Alignment, in rect: CGRect,
                   _ p: ProposedViewSize) {
    for child in children {
      placeAligned(child, in: rect, alignment: alignment, proposal: ProposedViewSize(rect.size))
    }
  }
}
