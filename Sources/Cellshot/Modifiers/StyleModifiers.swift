// Style modifiers that are compositions of other views: colour and shape backgrounds, borders,
// hidden views, drawing order.

extension View {
  /// A colour behind the view, filling its frame (`.background(.blue)`).
  public func background(_ color: Color, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    background(color, alignment: .center)
  }

  /// A colour in a shape behind the view (`.background(.blue, in: Capsule())`).
  public func background<S: Shape>(_ color: Color, in shape: S) -> some View {
    background(shape.fill(color), alignment: .center)
  }

  /// A colour in front of the view, in a shape.
  public func overlay<S: Shape>(_ color: Color, in shape: S) -> some View {
    overlay(shape.fill(color), alignment: .center)
  }

  /// A line of `width` points along the inside of the view's frame.
  public func border(_ color: Color, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(color, lineWidth: width), alignment: .center)
  }

  /// Keeps the view's place in the layout and draws nothing of it.
  public func hidden() -> some View { opacity(0) }

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
