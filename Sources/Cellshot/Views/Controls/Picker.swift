/// How pickers are drawn: `.segmented`, or a row with the chosen value (`.menu`, the default).
public struct PickerStyle: Sendable, Hashable {
  let segmented: Bool
  public static let automatic = PickerStyle(segmented: false)
  public static let menu = PickerStyle(segmented: false)
  public static let inline = PickerStyle(segmented: false)
  public static let wheel = PickerStyle(segmented: false)
  public static let navigationLink = PickerStyle(segmented: false)
  public static let segmented = PickerStyle(segmented: true)
}

extension View {
  public func pickerStyle(_ style: PickerStyle) -> some View {
    EnvironmentModifier(content: self) { $0.pickerStyle = style }
  }
}

/// A choice among tagged views: segmented (a 32-point track with the chosen segment raised),
/// or a row with the label and the chosen option in the secondary colour.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: PrimitiveView {
  let label: Label
  let selection: SelectionValue
  let content: Content

  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.selection = selection.wrappedValue
    self.content = content()
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let options = taggedOptions(content)
    let chosen = options.firstIndex { $0.tag == AnyHashable(selection) }
    if environment.pickerStyle.segmented {
      let segments = HStack(spacing: 0) {
        ForEach(0..<options.count, id: \.self) { k in
          options[k].view
            .font(.footnote)
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background(k == chosen
                        ? AnyView(RoundedRectangle(cornerRadius: 7)
                          .fill(Color(light: .white, dark: Color(r: 99, g: 99, b: 102)))
                          .overlay(RoundedRectangle(cornerRadius: 7)
                            .strokeBorder(Color.black.opacity(0.04), lineWidth: 0.5))
                          .padding(2))
                        : AnyView(EmptyView()))
        }
      }
      .frame(height: 32)
      .background(RoundedRectangle(cornerRadius: 9).fill(UIColor.tertiarySystemFill.color))
      return resolve(segments, builder, environment)
    }
    if environment.labelsHidden {
      let control = HStack(spacing: 8) {
        if let chosen { options[chosen].view.foregroundColor(.secondary) }
        Image(systemName: "chevron.up.chevron.down").foregroundColor(.secondary)
      }
      return resolve(control, builder, environment)
    }
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      if let chosen { options[chosen].view.foregroundColor(.secondary) }
      Image(systemName: "chevron.up.chevron.down").foregroundColor(.secondary)
    }
    return resolve(row, builder, environment)
  }
}

extension Picker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
              @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}
