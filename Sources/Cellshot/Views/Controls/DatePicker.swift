/// A date picker in its compact style: the title, then the date (and time) in grey capsules.
public struct DatePicker<Label: View>: PrimitiveView {
  let label: Label
  let date: Date
  let components: Components

  public typealias Components = DatePickerComponents

  public init(selection: Binding<Date>, displayedComponents: Components = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.label = label()
    date = selection.wrappedValue
    components = displayedComponents
  }

  public init(selection: Binding<Date>, in range: ClosedRange<Date>,
              displayedComponents: Components = [.date, .hourAndMinute],
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, displayedComponents: displayedComponents, label: label)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    func chip(_ text: String) -> some View {
      Text(text).padding(.horizontal, 11).padding(.vertical, 6)
        .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 6))
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
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                 displayedComponents: Components = [.date, .hourAndMinute]) {
    self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
  }
}

/// What a date picker shows: the date, the time, or both.
public struct DatePickerComponents: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
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
