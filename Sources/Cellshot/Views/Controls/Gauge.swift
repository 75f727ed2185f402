// Gauges at rest, in the built-in styles iOS draws: the default and `.linearCapacity` a
// labelled bar with its bounds; `.accessoryLinear` and `.accessoryLinearCapacity` a thin bar;
// `.accessoryCircularCapacity` a ring filled to the value; `.accessoryCircular` an open arc with
// a marker. An app's own gauge style draws it from its `makeBody`.

/// A value within bounds, with its labels.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View,
                    MarkedValueLabels: View>: PrimitiveView {
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel?
  let minimumValueLabel: BoundsLabel?
  let maximumValueLabel: BoundsLabel?

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let configuration = GaugeStyleConfiguration(
      value: fraction, label: .init(content: AnyView(label)),
      currentValueLabel: currentValueLabel.map { .init(content: AnyView($0)) },
      minimumValueLabel: minimumValueLabel.map { .init(content: AnyView($0)) },
      maximumValueLabel: maximumValueLabel.map { .init(content: AnyView($0)) })
    if let custom = environment.customGaugeStyle {
      var inner = environment
      inner.customGaugeStyle = nil
      return resolve(custom.make(configuration), builder, inner)
    }
    return resolve(configuration.drawn(environment.gaugeKind,
                                       tint: environment.explicitTint ?? environment.tint),
                   builder, environment)
  }
}

/// The share of `bounds` that `value` reaches, from 0 to 1.
private func gaugeFraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>)
  -> Double
{
  let span = Double(bounds.upperBound - bounds.lowerBound)
  return span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
}

extension Gauge {
  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                      @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView,
    MarkedValueLabels == EmptyView
  {
    self.init(fraction: gaugeFraction(value, bounds), label: label(), currentValueLabel: nil,
              minimumValueLabel: nil, maximumValueLabel: nil)
  }

  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                      @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel)
    where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView
  {
    self.init(fraction: gaugeFraction(value, bounds), label: label(),
              currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
              maximumValueLabel: nil)
  }

  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                      @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                      @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder maximumValueLabel: () -> BoundsLabel)
    where MarkedValueLabels == EmptyView
  {
    self.init(fraction: gaugeFraction(value, bounds), label: label(),
              currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
              maximumValueLabel: maximumValueLabel())
  }

  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                      @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                      @ViewBuilder markedValueLabels: () -> MarkedValueLabels)
    where BoundsLabel == EmptyView
  {
    self.init(fraction: gaugeFraction(value, bounds), label: label(),
              currentValueLabel: currentValueLabel(), minimumValueLabel: nil,
              maximumValueLabel: nil)
  }

  public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                      @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                      @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                      @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
    self.init(fraction: gaugeFraction(value, bounds), label: label(),
              currentValueLabel: currentValueLabel(), minimumValueLabel: minimumValueLabel(),
              maximumValueLabel: maximumValueLabel())
  }
}

extension Gauge where Label == GaugeStyleConfiguration.Label,
  CurrentValueLabel == GaugeStyleConfiguration.CurrentValueLabel,
  BoundsLabel == GaugeStyleConfiguration.MarkedValueLabel,
  MarkedValueLabels == GaugeStyleConfiguration.MarkedValueLabel
{
  /// The default gauge of a style's configuration.
  public init(_ configuration: GaugeStyleConfiguration) {
    self.init(fraction: configuration.value, label: configuration.label,
              currentValueLabel: configuration.currentValueLabel, minimumValueLabel: nil,
              maximumValueLabel: nil)
  }
}

/// How a built-in gauge style draws.
enum GaugeKind: Sendable, Hashable {
  case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular
  case accessoryCircularCapacity
}

/// What a gauge style is given.
public struct GaugeStyleConfiguration {
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct CurrentValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct MinimumValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct MaximumValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct MarkedValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The value's place in the bounds, from 0 to 1.
  public var value: Double
  public var label: Label
  public var currentValueLabel: CurrentValueLabel?
  public var minimumValueLabel: MinimumValueLabel?
  public var maximumValueLabel: MaximumValueLabel?

  /// The gauge as `kind` draws it.
  @MainActor func drawn(_ kind: GaugeKind, tint: Color) -> AnyView {
    switch kind {
    case .automatic, .linearCapacity:
      // the label over a 4-point bar (a progress view's), the bounds at its ends
      return AnyView(VStack(alignment: .leading, spacing: 8) {
        label
        if minimumValueLabel == nil && maximumValueLabel == nil {
          bar(height: 4, tint: tint)
        } else {
          HStack(spacing: 6) {
            minimumValueLabel.font(.caption2).foregroundColor(.secondary)
            bar(height: 4, tint: tint)
            maximumValueLabel.font(.caption2).foregroundColor(.secondary)
          }
        }
        if let currentValueLabel { currentValueLabel.font(.caption).foregroundColor(.secondary) }
      })
    case .accessoryLinear, .accessoryLinearCapacity:
      return AnyView(VStack(alignment: .leading, spacing: 2) {
        if let currentValueLabel { currentValueLabel.font(.caption2) } else { label.font(.caption2) }
        bar(height: kind == .accessoryLinear ? 3 : 6, tint: tint)
      })
    case .accessoryCircularCapacity:
      return AnyView(ZStack {
        Circle().stroke(tint.opacity(0.3), lineWidth: 6)
        Circle().trim(from: 0, to: CGFloat(value))
          .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(-90))
        (currentValueLabel.map { AnyView($0) } ?? AnyView(label)).font(.caption).bold()
      }
      .frame(width: 58, height: 58))
    case .accessoryCircular:
      // an arc of 270 degrees, open at the bottom, with the value's place marked
      return AnyView(ZStack {
        Circle().trim(from: 0, to: 0.75)
          .stroke(tint.opacity(0.3), style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(135))
        Circle().trim(from: 0, to: CGFloat(value) * 0.75)
          .stroke(tint, style: StrokeStyle(lineWidth: 6, lineCap: .round))
          .rotationEffect(.degrees(135))
        (currentValueLabel.map { AnyView($0) } ?? AnyView(label)).font(.caption).bold()
      }
      .frame(width: 58, height: 58))
    }
  }

  @MainActor private func bar(height: CGFloat, tint: Color) -> some View {
    GeometryReader { g in
      ZStack(alignment: .leading) {
        Capsule().fill(UIColor.systemFill.color)
        Capsule().fill(tint).frame(width: g.size.width * CGFloat(value))
      }
    }
    .frame(height: height)
  }
}

/// A style of gauge: a built-in one or the app's own.
public protocol GaugeStyle {
  associatedtype Body: View
  typealias Configuration = GaugeStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// A built-in gauge style and how it draws.
protocol BuiltInGaugeStyle: GaugeStyle {
  var kind: GaugeKind { get }
}

extension BuiltInGaugeStyle {
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    configuration.drawn(kind, tint: .accentColor)
  }
}

public struct DefaultGaugeStyle: BuiltInGaugeStyle, Sendable {
  public init() {}
  var kind: GaugeKind { .automatic }
}

public struct LinearCapacityGaugeStyle: BuiltInGaugeStyle, Sendable {
  public init() {}
  var kind: GaugeKind { .linearCapacity }
}

public struct AccessoryLinearGaugeStyle: BuiltInGaugeStyle, Sendable {
  public init() {}
  var kind: GaugeKind { .accessoryLinear }
}

public struct AccessoryLinearCapacityGaugeStyle: BuiltInGaugeStyle, Sendable {
  public init() {}
  var kind: GaugeKind { .accessoryLinearCapacity }
}

public struct AccessoryCircularGaugeStyle: BuiltInGaugeStyle, Sendable {
  public init() {}
  var kind: GaugeKind { .accessoryCircular }
}

public struct AccessoryCircularCapacityGaugeStyle: BuiltInGaugeStyle, Sendable {
  public init() {}
  var kind: GaugeKind { .accessoryCircularCapacity }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

/// An app's gauge style, erased.
struct CustomGaugeStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (GaugeStyleConfiguration) -> AnyView
}

extension View {
  /// The style of the gauges below.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let builtIn = style as? any BuiltInGaugeStyle {
        $0.gaugeKind = builtIn.kind
        $0.customGaugeStyle = nil
      } else {
        $0.customGaugeStyle = CustomGaugeStyle { AnyView(style.makeBody(configuration: $0)) }
      }
    }
  }
}
