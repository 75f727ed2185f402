/// A disclosure group: its label and a chevron (pointing down when open, the content below).
public struct DisclosureGroup<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content
  let isExpanded: Bool

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    isExpanded = false
  }

  public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isExpanded = isExpanded.wrappedValue
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tint = environment.explicitTint ?? environment.tint
    let view = VStack(alignment: .leading, spacing: 11) {
      HStack {
        label
        Spacer(minLength: 8)
        Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
          .font(.footnote).bold().foregroundColor(tint)
      }
      if isExpanded { content }
    }
    return resolve(view, builder, environment)
  }
}

extension DisclosureGroup where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
              @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>,
                                 @ViewBuilder content: () -> Content) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}
