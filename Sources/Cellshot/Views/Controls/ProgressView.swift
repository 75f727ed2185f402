// Progress and gauges at rest: a bar filled to the value (a 4-point track), a spinner when
// there is none; gauges in their built-in styles (a bar, a ring, an arc). An app's own
// progress or gauge style draws them from its `makeBody`.

/// A progress bar (a 4-point track filled to the value) or, without a value, a spinner.
public struct ProgressView<Label: View, CurrentValueLabel: View>: PrimitiveView {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let custom = environment.customProgressViewStyle {
      var inner = environment
      inner.customProgressViewStyle = nil
      let configuration = ProgressViewStyleConfiguration(
        fractionCompleted: fraction,
        label: label.map { ProgressViewStyleConfiguration.Label(content: AnyView($0)) },
        currentValueLabel: currentValueLabel.map {
          ProgressViewStyleConfiguration.CurrentValueLabel(content: AnyView($0))
        })
      return resolve(custom.make(configuration), builder, inner)
    }
    let tint = environment.progressTint ?? environment.explicitTint ?? environment.tint
    guard let fraction, !environment.progressCircular else {
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
      if let currentValueLabel { currentValueLabel.font(.caption).foregroundColor(.secondary) }
    }
    return resolve(bar, builder, environment)
  }
}

/// The share of `total` that `value` is, from 0 to 1.
func progressFraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
  value.map { total > 0 ? min(max(Double($0 / total), 0), 1) : 0 }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// A spinner.
  public init() where Label == EmptyView {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// A spinner with a label under it.
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  public init(_ titleKey: LocalizedStringKey) where Label == Text {
    self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S) where Label == Text {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }
}

extension ProgressView {
  /// A bar filled to `value` of `total`.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0)
    where Label == EmptyView, CurrentValueLabel == EmptyView
  {
    self.init(fraction: progressFraction(value, total), label: nil, currentValueLabel: nil)
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label)
    where CurrentValueLabel == EmptyView
  {
    self.init(fraction: progressFraction(value, total), label: label(), currentValueLabel: nil)
  }

  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                      @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
    self.init(fraction: progressFraction(value, total), label: label(),
              currentValueLabel: currentValueLabel())
  }

  public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView
  {
    self.init(fraction: progressFraction(value, total), label: Text(titleKey),
              currentValueLabel: nil)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView
  {
    self.init(fraction: progressFraction(value, total), label: Text(title),
              currentValueLabel: nil)
  }

  /// A bar filled to a `Progress`'s completed share.
  public init(_ progress: Progress) where Label == EmptyView, CurrentValueLabel == EmptyView {
    self.init(fraction: progress.isIndeterminate ? nil : min(max(progress.fractionCompleted, 0), 1),
              label: nil, currentValueLabel: nil)
  }

  /// The default progress view of a style's configuration, for a style of the app's own to
  /// draw around.
  public init(_ configuration: ProgressViewStyleConfiguration)
    where Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
  {
    self.init(fraction: configuration.fractionCompleted, label: configuration.label,
              currentValueLabel: configuration.currentValueLabel)
  }

  /// A bar for a time interval: a picture is one moment, the interval's start, so a countdown
  /// is full and a count up empty.
  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true,
              @ViewBuilder label: () -> Label,
              @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
    self.init(fraction: countsDown ? 1 : 0, label: label(), currentValueLabel: currentValueLabel())
  }

  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true,
              @ViewBuilder label: () -> Label) where CurrentValueLabel == DefaultDateProgressLabel {
    self.init(fraction: countsDown ? 1 : 0, label: label(),
              currentValueLabel: DefaultDateProgressLabel(interval: timerInterval,
                                                          countsDown: countsDown))
  }

  public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true)
    where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel
  {
    self.init(fraction: countsDown ? 1 : 0, label: nil,
              currentValueLabel: DefaultDateProgressLabel(interval: timerInterval,
                                                          countsDown: countsDown))
  }
}

/// The time a timer progress view shows: the interval's length (minutes and seconds).
public struct DefaultDateProgressLabel: View {
  let interval: ClosedRange<Date>
  let countsDown: Bool

  public var body: some View {
    let seconds = max(0, Int(interval.upperBound.timeIntervalSince(interval.lowerBound)))
    let shown = countsDown ? seconds : 0
    return Text(verbatim: String(format: "%d:%02d", shown / 60, shown % 60))
  }
}

// MARK: - Progress view styles

/// A style of progress view: a built-in one or the app's own, whose `makeBody` draws it from
/// its fraction and labels.
public protocol ProgressViewStyle {
  associatedtype Body: View
  typealias Configuration = ProgressViewStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a progress view style is given.
public struct ProgressViewStyleConfiguration {
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public struct CurrentValueLabel: View {
    let content: AnyView
    public var body: some View { content }
  }
  /// The completed share, from 0 to 1; nil for a spinner.
  public let fractionCompleted: Double?
  public var label: Label?
  public var currentValueLabel: CurrentValueLabel?
}

/// A built-in progress style: a bar or a spinner, in a tint.
protocol BuiltInProgressViewStyle: ProgressViewStyle {
  var isCircular: Bool { get }
  var tint: Color? { get }
}

extension BuiltInProgressViewStyle {
  @MainActor public func makeBody(configuration: Configuration) -> some View {
    ProgressView(configuration)
  }
}

/// The platform's default: a bar with a value, a spinner without.
public struct DefaultProgressViewStyle: BuiltInProgressViewStyle, Sendable {
  public init() {}
  var isCircular: Bool { false }
  var tint: Color? { nil }
}

/// A bar.
public struct LinearProgressViewStyle: BuiltInProgressViewStyle, Sendable {
  let tint: Color?
  var isCircular: Bool { false }
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
}

/// A spinner, with a value or without.
public struct CircularProgressViewStyle: BuiltInProgressViewStyle, Sendable {
  let tint: Color?
  var isCircular: Bool { true }
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// An app's progress view style, erased.
struct CustomProgressViewStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (ProgressViewStyleConfiguration) -> AnyView
}

extension View {
  /// The style of the progress views below.
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let builtIn = style as? any BuiltInProgressViewStyle {
        $0.progressCircular = builtIn.isCircular
        $0.progressTint = builtIn.tint
        $0.customProgressViewStyle = nil
      } else {
        $0.customProgressViewStyle = CustomProgressViewStyle {
          AnyView(style.makeBody(configuration: $0))
        }
      }
    }
  }
}
