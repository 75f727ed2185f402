/// A date picker in its compact style: the title, then the date (and time) in grey capsules.
public struct DatePicker<Label: View>: PrimitiveView {
  let label: Label
  let selection: Binding<Date>
  var date: Date { selection.wrappedValue }
  let components: Components
  /// The earliest and latest dates the picker offers, when it is bounded.
  var minimumDate: Date?
  var maximumDate: Date?

  public typealias Components = DatePickerComponents

  public init(selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.label = label()
    self.selection = selection
    components = displayedComponents
  }

  public init(selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: Components = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    (minimumDate, maximumDate) = (range.lowerBound, range.upperBound)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let custom = environment.customDatePickerStyle {
      var inner = environment
      inner.customDatePickerStyle = nil
      let configuration = DatePickerStyleConfiguration(
        label: .init(content: AnyView(label)), selection: selection,
        minimumDate: minimumDate, maximumDate: maximumDate,
        displayedComponents: components)
      return resolve(custom.make(configuration), builder, inner)
    }
    func chip(_ text: String) -> some View {
      Text(text).padding(.horizontal, 11).padding(.vertical, 6)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
    }
    switch environment.datePickerKind {
    case .graphical:
      return resolve(GraphicalCalendar(date: date, tint: environment.explicitTint
                                        ?? environment.tint,
                                       showsTime: components.contains(.hourAndMinute)),
                     builder, environment)
    case .wheel:
      return resolve(DateWheels(date: date, components: components), builder, environment)
    case .automatic, .compact:
      break
    }
    if environment.labelsHidden {
      let chips = HStack(spacing: 6) {
        if components.contains(.date) { chip(DatePickerFormat.date(date)) }
        if components.contains(.hourAndMinute) { chip(DatePickerFormat.time(date)) }
      }
      return resolve(chips, builder, environment)
    }
    let row = HStack(spacing: 6) {
      label
      Spacer(minLength: 8)
      if components.contains(.date) { chip(DatePickerFormat.date(date)) }
      if components.contains(.hourAndMinute) { chip(DatePickerFormat.time(date)) }
    }
    return resolve(row, builder, environment)
  }
}

extension DatePicker {
  public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
              displayedComponents: Components = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    minimumDate = range.lowerBound
  }

  public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
              displayedComponents: Components = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    maximumDate = range.upperBound
  }
}

extension DatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
              displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                 displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                 displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
              in range: PartialRangeFrom<Date>,
              displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                 in range: PartialRangeFrom<Date>,
                                 displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
              in range: PartialRangeThrough<Date>,
              displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                 in range: PartialRangeThrough<Date>,
                                 displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// What a date picker shows: the date, the time, or both.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// Dates as the compact date picker shows them: US English, in UTC, the same everywhere.
enum DatePickerFormat {
  static func date(_ date: Date) -> String { format(date, "MMM d, yyyy") }
  static func time(_ date: Date) -> String { format(date, "h:mm a") }

  static func format(_ date: Date, _ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}

// MARK: - Styles

/// How a built-in date picker style draws.
enum DatePickerKind: Sendable, Hashable { case automatic, compact, graphical, wheel }

/// A style of date picker: compact capsules (the default), a month calendar, wheels, or a
/// view of the app's own made from the picker's configuration.
public protocol DatePickerStyle {
  associatedtype Body: View
  typealias Configuration = DatePickerStyleConfiguration
  /// The picker drawn in this style.
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `DatePickerStyle` is given: the picker's label, its date and its bounds.
public struct DatePickerStyleConfiguration {
  /// The picker's label, as a view.
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let label: Label
  @Binding public var selection: Date
  public var minimumDate: Date?
  public var maximumDate: Date?
  public var displayedComponents: DatePickerComponents

  init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?,
       displayedComponents: DatePickerComponents) {
    self.label = label
    _selection = selection
    self.minimumDate = minimumDate
    self.maximumDate = maximumDate
    self.displayedComponents = displayedComponents
  }
}

extension BuiltInDatePickerStyle {
  /// The picker of `configuration`, drawn in this built-in style.
  @MainActor
  func builtInBody(_ configuration: Configuration) -> some View {
    let picker = DatePicker(selection: configuration.$selection,
                            displayedComponents: configuration.displayedComponents) {
      configuration.label
    }
    return EnvironmentModifier(content: picker) {
      $0.customDatePickerStyle = nil
      $0.datePickerKind = kind
    }
  }
}

/// A date picker style of the app's own, erased.
struct CustomDatePickerStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (DatePickerStyleConfiguration) -> AnyView
}

extension EnvironmentValues {
  var customDatePickerStyle: CustomDatePickerStyle? {
    get { self[extra: "customDatePickerStyle", default: nil] }
    set { self[extra: "customDatePickerStyle", default: nil] = newValue }
  }
}

/// A built-in date picker style and how it draws.
protocol BuiltInDatePickerStyle: DatePickerStyle {
  var kind: DatePickerKind { get }
}

public struct DefaultDatePickerStyle: BuiltInDatePickerStyle, Sendable {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    builtInBody(configuration)
  }
  var kind: DatePickerKind { .automatic }
}

public struct CompactDatePickerStyle: BuiltInDatePickerStyle, Sendable {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    builtInBody(configuration)
  }
  var kind: DatePickerKind { .compact }
}

public struct GraphicalDatePickerStyle: BuiltInDatePickerStyle, Sendable {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    builtInBody(configuration)
  }
  var kind: DatePickerKind { .graphical }
}

public struct WheelDatePickerStyle: BuiltInDatePickerStyle, Sendable {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    builtInBody(configuration)
  }
  var kind: DatePickerKind { .wheel }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// The style of the date pickers below.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let builtIn = style as? any BuiltInDatePickerStyle {
        $0.datePickerKind = builtIn.kind
        $0.customDatePickerStyle = nil
      } else {
        $0.customDatePickerStyle = CustomDatePickerStyle { configuration in
          AnyView(style.makeBody(configuration: configuration))
        }
      }
    }
  }
}

/// The graphical style: the month calendar (`_MonthCalendar`) of the date's month, the date
/// chosen (UTC, Sunday first, as the compact style's dates), and the time below when shown.
struct GraphicalCalendar: View {
  let date: Date
  let tint: Color
  let showsTime: Bool

  var body: some View {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let day = calendar.component(.day, from: date)
    let first = calendar.date(from: calendar.dateComponents([.year, .month], from: date)) ?? date
    let lead = calendar.component(.weekday, from: first) - 1
    let days = calendar.range(of: .day, in: .month, for: date)?.count ?? 30
    return VStack(spacing: 0) {
      _MonthCalendar(title: DatePickerFormat.format(date, "MMMM yyyy"),
                     weekdays: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"],
                     leadingBlanks: lead, days: days, selected: [day], tint: tint)
      if showsTime {
        Divider().padding(.horizontal, 16)
        HStack {
          Text("Time")
          Spacer()
          Text(verbatim: DatePickerFormat.time(date)).padding(.horizontal, 11).padding(.vertical, 6)
            .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
        }
        .padding(.horizontal, 16)
        .frame(height: 52)
      }
    }
  }
}

/// A month as the graphical date picker and UIKit's `UICalendarView` draw it: the month and
/// year with arrows, the weekdays, the days in weeks (`leadingBlanks` empty cells first), each
/// chosen day white in a tinted circle, and under a day its decoration. Cellshot's, for the
/// UIKit module; not for app code.
public struct _MonthCalendar: View {
  let title: String
  let weekdays: [String]
  let leadingBlanks: Int
  let days: Int
  let selected: Set<Int>
  let decorations: [Int: AnyView]
  let tint: Color

  public init(title: String, weekdays: [String], leadingBlanks: Int, days: Int,
              selected: Set<Int>, decorations: [Int: AnyView] = [:], tint: Color) {
    self.title = title
    self.weekdays = weekdays
    self.leadingBlanks = max(0, min(leadingBlanks, 6))
    self.days = max(0, min(days, 31))
    self.selected = selected
    self.decorations = decorations
    self.tint = tint
  }

  public var body: some View {
    let cells = Array(repeating: 0, count: leadingBlanks) + Array(0...days).dropFirst()
    let weeks = stride(from: 0, to: cells.count, by: 7).map {
      Array(cells[$0..<min($0 + 7, cells.count)])
    }
    return VStack(spacing: 0) {
      HStack {
        HStack(spacing: 4) {
          Text(verbatim: title).fontWeight(.semibold)
          Image(systemName: "chevron.forward").font(.footnote.weight(.semibold))
            .foregroundColor(tint)
        }
        Spacer()
        HStack(spacing: 28) {
          Image(systemName: "chevron.backward")
          Image(systemName: "chevron.forward")
        }
        .font(.title3.weight(.medium))
        .foregroundColor(tint)
      }
      .padding(.horizontal, 16)
      .frame(height: 44)
      HStack(spacing: 0) {
        ForEach(weekdays.indices, id: \.self) { index in
          Text(verbatim: weekdays[index]).font(.caption.weight(.semibold))
            .foregroundColor(Color(uiColor: .tertiaryLabel))
            .frame(maxWidth: .infinity)
        }
      }
      .padding(.horizontal, 8)
      .frame(height: 20)
      ForEach(0..<weeks.count, id: \.self) { w in
        HStack(spacing: 0) {
          ForEach(0..<7, id: \.self) { k in
            let n = k < weeks[w].count ? weeks[w][k] : 0
            ZStack {
              if selected.contains(n) { Circle().fill(tint).frame(width: 40, height: 40) }
              if n > 0 {
                Text(verbatim: "\(n)")
                  .font(.title3.weight(selected.contains(n) ? .semibold : .regular))
                  .foregroundColor(selected.contains(n) ? .white : .primary)
              }
              if n > 0, let decoration = decorations[n] {
                decoration.frame(maxHeight: .infinity, alignment: .bottom).padding(.bottom, 1)
              }
            }
            .frame(maxWidth: .infinity)
            .frame(height: 44)
          }
        }
        .padding(.horizontal, 8)
      }
    }
  }
}

/// The wheel style: a wheel for the day, and wheels for the hour, minute and half of day.
struct DateWheels: View {
  let date: Date
  let components: DatePickerComponents

  var body: some View {
    HStack(spacing: 0) {
      if components.contains(.date) {
        wheel(DatePickerFormat.format(date, "EEE MMM d")).frame(maxWidth: .infinity)
      }
      if components.contains(.hourAndMinute) {
        wheel(DatePickerFormat.format(date, "h")).frame(width: 48)
        wheel(DatePickerFormat.format(date, "mm")).frame(width: 48)
        wheel(DatePickerFormat.format(date, "a")).frame(width: 48)
      }
    }
    .frame(height: 216)
    .background(RoundedRectangle(cornerRadius: 8).fill(UIColor.tertiarySystemFill.color)
      .frame(height: 34))
  }

  func wheel(_ shown: String) -> some View {
    Text(verbatim: shown).font(.title3).lineLimit(1)
  }
}
