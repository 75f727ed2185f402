// Divider: a one-pixel line across its stack (vertical in an HStack), as long as offered.

/// A one-pixel separator line: horizontal, or vertical inside an HStack.
public struct Divider: PrimitiveView {
  public init() {}
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let node = DividerNode(color: environment.resolve(.separator), axis: environment.stackAxis)
    return [builder.add(.divider(node), name: "Divider")]
  }
}

/// A divider's colour, and the axis of the stack it is in (nil outside one).
struct DividerNode {
  var color: Raster.Color
  var axis: Axis?

  /// True for a vertical line: in an HStack.
  var isVertical: Bool { axis == .horizontal }
}

extension LayoutEngine {
  func sizeDivider(_ divider: DividerNode, _ p: ProposedViewSize) -> CGSize {
    if divider.isVertical { return CGSize(width: pixel, height: p.height ?? 10) }
    return CGSize(width: p.width ?? 10, height: pixel)
  }
}
