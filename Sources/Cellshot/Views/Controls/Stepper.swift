/// A label and the minus/plus pair, as iOS draws `Stepper`.
public struct Stepper<Label: View>: PrimitiveView {
  let label: Label

  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                             @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                             @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
              onDecrement: (() -> Void)?) {
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let control = HStack(spacing: 0) {
      Image(systemName: "minus").frame(width: 47, height: 32)
      Color(.separator).frame(width: 1, height: 18)
      Image(systemName: "plus").frame(width: 46, height: 32)
    }
    .foregroundColor(.primary)
    .background(RoundedRectangle(cornerRadius: 8).fill(UIColor.tertiarySystemFill.color))
    if environment.labelsHidden { return resolve(control, builder, environment) }
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      control.listRowControl(height: 32, environment)
    }
    return resolve(row, builder, environment)
  }
}

extension Stepper where Label == Text {
  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>,
                                                in bounds: ClosedRange<V>, step: V.Stride = 1) {
    label = Text(title)
  }

  public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>,
                                                step: V.Stride = 1) {
    label = Text(title)
  }
}
