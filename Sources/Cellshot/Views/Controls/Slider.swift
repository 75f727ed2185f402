/// A track filled to the value, with a 28-point knob, as iOS draws `Slider`; its minimum and
/// maximum value labels (often symbols) sit before and after the track, in the secondary
/// colour, and its label is not shown (iOS reads it to VoiceOver). `step` and
/// `onEditingChanged` change nothing at rest.
public struct Slider<Label: View, ValueLabel: View>: PrimitiveView {
  let fraction: Double
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?

  init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>,
                               minimum: ValueLabel?, maximum: ValueLabel?) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let f = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
    fraction = f.isNaN ? 0 : min(max(f, 0), 1)
    minimumValueLabel = minimum
    maximumValueLabel = maximum
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: minimumValueLabel(),
              maximum: maximumValueLabel())
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
    @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: minimumValueLabel(),
              maximum: maximumValueLabel())
  }

  // The iOS 13 order, labels as values and the label last (deprecated, still in real code).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: minimumValueLabel,
              maximum: maximumValueLabel)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
    maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: minimumValueLabel,
              maximum: maximumValueLabel)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let fraction = CGFloat(self.fraction)
    let tint = environment.explicitTint ?? environment.tint
    let view = GeometryReader { g in
      let travel = max(0, g.size.width - 28)
      ZStack(alignment: .leading) {
        Capsule().fill(UIColor.systemFill.color).frame(height: 4)
        Capsule().fill(tint).frame(width: 14 + travel * fraction, height: 4)
        // The knob, with rings where iOS draws its shadow.
        Circle().fill(Color.black.opacity(0.06)).frame(width: 30, height: 30)
          .offset(x: travel * fraction - 1, y: 1)
        Circle().fill(Color.black.opacity(0.1)).frame(width: 29, height: 29)
          .offset(x: travel * fraction - 0.5)
        Circle().fill(Color.white).frame(width: 28, height: 28).offset(x: travel * fraction)
      }
      .frame(width: g.size.width, height: 28)
    }
    .frame(height: 28)
    guard minimumValueLabel != nil || maximumValueLabel != nil else {
      return resolve(view, builder, environment)
    }
    let row = HStack(spacing: 8) {
      minimumValueLabel.foregroundStyle(.secondary)
      view
      maximumValueLabel.foregroundStyle(.secondary)
    }
    return resolve(row, builder, environment)
  }
}

extension Slider where ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
  }

  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
  }

  @_disfavoredOverload
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
  }

  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: nil, maximum: nil)
  }
}
