// Spacer: flexible space along its stack's axis, at least its minimum length (8 by default),
// and nothing across; outside a stack, flexible both ways.

/// Flexible space along a stack's axis, at least `minLength` (8 by default).
public struct Spacer: PrimitiveView {
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let node = SpacerNode(minLength: minLength.map(cleanLength), axis: environment.stackAxis)
    return [builder.add(.spacer(node), name: "Spacer")]
  }
}

/// A spacer's minimum length, and the axis of the stack it is in (nil outside one).
struct SpacerNode {
  var minLength: CGFloat?
  var axis: Axis?
}

extension LayoutEngine {
  func sizeSpacer(_ spacer: SpacerNode, _ p: ProposedViewSize) -> CGSize {
    let length = spacer.minLength ?? 8
    switch spacer.axis {
    case .horizontal: return CGSize(width: max(p.width ?? 0, length), height: 0)
    case .vertical: return CGSize(width: 0, height: max(p.height ?? 0, length))
    case nil: return CGSize(width: max(p.width ?? 0, length), height: max(p.height ?? 0, length))
    }
  }
}
