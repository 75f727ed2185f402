// Stepper: a label and the minus/plus pair, as iOS draws it. The value, its bounds, step and
// format are the app's; a stepper shows no value (the app writes it in the label), so they
// change nothing at rest, nor does `onEditingChanged`.
import Foundation

/// A label and the minus/plus pair, as iOS draws `Stepper`.
public struct Stepper<Label: View>: PrimitiveView {
  let label: Label

  public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?,
              onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
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

extension Stepper {
  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                             @ViewBuilder label: () -> Label,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.label = label()
  }

  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                             @ViewBuilder label: () -> Label,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    self.label = label()
  }

  /// A stepper of a value its label writes with `format` (a text field on a Mac shows it).
  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.label = label()
  }

  public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    self.label = label()
  }

  @available(*, deprecated, renamed: "Stepper(label:onIncrement:onDecrement:onEditingChanged:)")
  @_disfavoredOverload
  public init(onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
              onEditingChanged: @escaping (Bool) -> Void = { _ in },
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  @available(*, deprecated, renamed: "Stepper(value:step:label:onEditingChanged:)")
  @_disfavoredOverload
  public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in },
                             @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  @available(*, deprecated, renamed: "Stepper(value:in:step:label:onEditingChanged:)")
  @_disfavoredOverload
  public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in },
                             @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension Stepper where Label == Text {
  public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?,
              onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?,
                                 onDecrement: (() -> Void)?,
                                 onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    label = Text(title)
  }

  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>,
                             step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }

  public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>,
                             in bounds: ClosedRange<V>, step: V.Stride = 1,
                             onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) {
    label = Text(title)
  }

  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    label = Text(title)
  }

  public init<F: ParseableFormatStyle>(
    _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>,
    in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
    step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
    label = Text(title)
  }
}
