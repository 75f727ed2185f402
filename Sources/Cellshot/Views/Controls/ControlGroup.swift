/// Related controls side by side on one rounded background, split by hairlines.
public struct ControlGroup<Content: View>: PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let items = (content as? TupleView)?.items ?? [AnyView(content)]
    let group = HStack(spacing: 0) {
      ForEach(0..<items.count, id: \.self) { i in
        if i > 0 { Divider().frame(height: 20) }
        items[i].buttonStyle(.plain).padding(.vertical, 8).frame(maxWidth: .infinity)
      }
    }
    .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8))
    return resolve(group, builder, environment)
  }
}
