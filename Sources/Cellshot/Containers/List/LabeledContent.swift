/// A label and a value on one row, the value in the secondary colour at the trailing edge.
public struct LabeledContent<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      content.foregroundColor(.secondary)
    }
    return resolve(row, builder, environment)
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    label = Text(title)
    content = Text(value)
  }
}

extension LabeledContent where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    label = Text(titleKey)
    self.content = content()
  }

  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
  }
}
