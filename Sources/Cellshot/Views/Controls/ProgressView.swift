/// A progress bar (a 4-point track filled to the value) or, without a value, a spinner.
public struct ProgressView<Label: View>: PrimitiveView {
  let fraction: Double?
  let label: Label?

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tint = environment.explicitTint ?? environment.tint
    guard let fraction else {
      let spinner = VStack(spacing: 8) {
        ControlGlyphView(glyph: .spinner, name: "Spinner").foregroundColor(.secondary)
        if let label { label.foregroundColor(.secondary) }
      }
      return resolve(spinner, builder, environment)
    }
    let bar = VStack(alignment: .leading, spacing: 8) {
      if let label { label }
      GeometryReader { g in
        ZStack(alignment: .leading) {
          Capsule().fill(UIColor.systemFill.color)
          Capsule().fill(tint).frame(width: g.size.width * CGFloat(fraction))
        }
      }
      .frame(height: 4)
    }
    return resolve(bar, builder, environment)
  }
}

extension ProgressView where Label == EmptyView {
  /// A spinner.
  public init() {
    fraction = nil
    label = nil
  }

  /// A bar filled to `value` of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1) {
    fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    label = nil
  }
}

extension ProgressView where Label == Text {
  public init(_ titleKey: LocalizedStringKey) {
    fraction = nil
    label = Text(titleKey)
  }

  public init<S: StringProtocol>(_ title: S) {
    fraction = nil
    label = Text(title)
  }

  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1) {
    fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    label = Text(titleKey)
  }

  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1) {
    fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    label = Text(title)
  }
}

/// A gauge, drawn as iOS draws its default style: the label over a bar filled to the value.
public struct Gauge<Label: View>: PrimitiveView {
  let fraction: Double
  let label: Label

  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                      @ViewBuilder label: () -> Label) {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(ProgressView(value: fraction) { label }, builder, environment)
  }
}

extension ProgressView {
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1, @ViewBuilder label: () -> Label) {
    fraction = value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
    self.label = label()
  }
}
