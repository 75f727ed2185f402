extension View {
  /// Draws the view in front of its siblings with lower values (0 by default), behind those
  /// with higher ones; equal values keep their order.
  public func zIndex(_ value: Double) -> some View {
    ZIndexModifier(content: self, value: value.isNaN ? 0 : value)
  }
}

struct ZIndexModifier<Content: View>: PrimitiveView {
  let content: Content
  let value: Double
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ids = resolve(content, builder, environment)
    for id in ids { builder.zIndex[id] = value }
    return ids
  }
}
