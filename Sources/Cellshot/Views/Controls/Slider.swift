/// A track filled to the value, with a 28-point knob, as iOS draws `Slider`; its minimum and
/// maximum value labels (often symbols) sit before and after the track, in the secondary
/// colour, and its label is not shown (iOS reads it to VoiceOver). `step` and
/// `onEditingChanged` change nothing at rest.
public struct Slider<Label: View, ValueLabel: View>: PrimitiveView {
  let fraction: Double
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  /// Where the filled part of the track starts (iOS 26's `neutralValue`); nil for the minimum.
  var neutralFraction: Double?
  /// Where the ticks are along the track (iOS 26), from 0 to 1.
  var tickFractions: [Double] = []

  init<V: BinaryFloatingPoint>(value: Binding<V>, bounds: ClosedRange<V>,
                               minimum: ValueLabel?, maximum: ValueLabel?) {
    fraction = Self.fraction(of: value.wrappedValue, in: bounds) ?? 0
    minimumValueLabel = minimum
    maximumValueLabel = maximum
  }

  /// Where `value` lies between the bounds, from 0 to 1; nil when it is not a number.
  static func fraction<V: BinaryFloatingPoint>(of value: V, in bounds: ClosedRange<V>) -> Double? {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let f = span > 0 ? Double(value - bounds.lowerBound) / span : 0
    return f.isNaN ? nil : min(max(f, 0), 1)
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
    // VoiceOver says a slider's value as a share of its range.
    let percent = Int((min(max(self.fraction, 0), 1) * 100).rounded())
    return builder.noted(makeSliderNodes(builder, environment), .adjustable(value: "\(percent)%"),
                         enabled: environment.isEnabled)
  }

  func makeSliderNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let fraction = CGFloat(self.fraction)
    let tint = environment.explicitTint ?? environment.tint
    let knob = environment.sliderThumbVisibility != .hidden
    if environment.interfaceLook.isGlass {
      let glass = GlassSliderTrack(fraction: fraction, neutral: neutralFraction.map { CGFloat($0) },
                                   ticks: tickFractions.map { CGFloat($0) }, tint: tint,
                                   showsThumb: knob)
      return resolve(withValueLabels(glass), builder, environment)
    }
    let view = GeometryReader { g in
      let travel = max(0, g.size.width - 28)
      ZStack(alignment: .leading) {
        Capsule().fill(UIColor.systemFill.color).frame(height: 4)
        if let neutral = neutralFraction.map({ CGFloat($0) }) {
          // From the neutral value to the value, whichever side of it the value is.
          Capsule().fill(tint).frame(width: 4 + travel * abs(fraction - neutral), height: 4)
            .offset(x: 12 + travel * min(fraction, neutral))
        } else {
          Capsule().fill(tint).frame(width: 14 + travel * fraction, height: 4)
        }
        // Ticks: dots on the track and its fill, under the knob.
        ForEach(0..<tickFractions.count, id: \.self) { k in
          Circle().fill(Color(uiColor: .tertiaryLabel)).frame(width: 4, height: 4)
            .offset(x: 12 + travel * CGFloat(tickFractions[k]))
        }
        // The knob, with rings where iOS draws its shadow; clear when hidden
        // (`.sliderThumbVisibility(.hidden)`), so the frames stay as they are.
        Circle().fill(knob ? Color.black.opacity(0.06) : .clear).frame(width: 30, height: 30)
          .offset(x: travel * fraction - 1, y: 1)
        Circle().fill(knob ? Color.black.opacity(0.1) : .clear).frame(width: 29, height: 29)
          .offset(x: travel * fraction - 0.5)
        Circle().fill(knob ? Color.white : .clear).frame(width: 28, height: 28)
          .offset(x: travel * fraction)
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

  /// The track between the minimum and maximum value labels, when there are any.
  func withValueLabels<Track: View>(_ track: Track) -> AnyView {
    guard minimumValueLabel != nil || maximumValueLabel != nil else { return AnyView(track) }
    return AnyView(HStack(spacing: 8) {
      minimumValueLabel.foregroundStyle(.secondary)
      track
      maximumValueLabel.foregroundStyle(.secondary)
    })
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

extension Slider {
  /// A slider whose fill starts at `neutralValue` (iOS 26); `enabledBounds` and the current
  /// value's label change nothing at rest on an iPhone.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() },
    @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() },
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, minimum: Self.shown(minimumValueLabel()),
              maximum: Self.shown(maximumValueLabel()))
    neutralFraction = neutralValue.flatMap { Self.fraction(of: $0, in: bounds) }
  }

  /// A slider with ticks at the values `ticks` lists (iOS 26).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() },
    @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() },
    @SliderTickBuilder<V> ticks: () -> some SliderTickContent<V>,
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, neutralValue: neutralValue, label: label,
              minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    tickFractions = Self.fractions(ticks().body.map(\.value), in: bounds)
  }

  /// A stepped slider with a tick at each step `tick` gives one for (iOS 26).
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, neutralValue: V? = nil,
    enabledBounds: ClosedRange<V>? = nil, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View = { EmptyView() },
    @ViewBuilder minimumValueLabel: () -> ValueLabel = { EmptyView() },
    @ViewBuilder maximumValueLabel: () -> ValueLabel = { EmptyView() },
    tick: (V) -> SliderTick<V>? = { _ in nil },
    onEditingChanged: @escaping (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, in: bounds, neutralValue: neutralValue, label: label,
              minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    // One question per step, at most a thousand (a step too fine for the track to show).
    var steps: [V] = []
    if step > 0 {
      var v = bounds.lowerBound
      while v <= bounds.upperBound && steps.count < 1000 {
        steps.append(v)
        v = v.advanced(by: step)
      }
    }
    tickFractions = Self.fractions(steps.compactMap { tick($0)?.value }, in: bounds)
  }

  /// The fractions of the values within the bounds (a tick outside them is not drawn).
  static func fractions<V: BinaryFloatingPoint>(_ values: [V], in bounds: ClosedRange<V>)
    -> [Double] {
    values.filter { bounds.contains($0) }.compactMap { fraction(of: $0, in: bounds) }
  }

  /// A value label, or none when it is empty (the default).
  static func shown(_ label: ValueLabel) -> ValueLabel? {
    label is EmptyView ? nil : label
  }
}

extension View {
  /// Whether sliders inside show their thumb (iOS 26): a hidden one is not drawn, the track
  /// and its fill are.
  public func sliderThumbVisibility(_ visibility: Visibility) -> some View {
    EnvironmentModifier(content: self) { $0.sliderThumbVisibility = visibility }
  }
}

extension EnvironmentValues {
  /// `.sliderThumbVisibility(_:)`: automatic (shown) unless set.
  var sliderThumbVisibility: Visibility {
    get { self[extra: "sliderThumbVisibility", default: .automatic] }
    set { self[extra: "sliderThumbVisibility", default: .automatic] = newValue }
  }
}
