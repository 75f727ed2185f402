// MultiDatePicker (iOS 16): several days chosen in a month calendar, as iOS draws it. Rule: the
// month shown is the earliest chosen day's, else the first day the bounds allow, else the
// render's clock's (as `Date()` is); each chosen day of that month is white in a tinted circle.

/// A month calendar in which several days are chosen.
public struct MultiDatePicker<Label: View>: View {
  let label: Label
  let selection: Set<DateComponents>
  let lowerBound: Date?

  init(selection: Binding<Set<DateComponents>>, lowerBound: Date?, label: Label) {
    self.selection = selection.wrappedValue
    self.lowerBound = lowerBound
    self.label = label
  }

  public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lowerBound: nil, label: label())
  }

  public init(selection: Binding<Set<DateComponents>>, in bounds: Range<Date>,
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lowerBound: bounds.lowerBound, label: label())
  }

  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lowerBound: bounds.lowerBound, label: label())
  }

  public init(selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
              @ViewBuilder label: () -> Label) {
    self.init(selection: selection, lowerBound: nil, label: label())
  }

  /// The calendar the picker's days are read in: Gregorian, in UTC, as the date picker's.
  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    return calendar
  }

  /// The month shown, and the days of it chosen.
  func month() -> (first: Date, days: Set<Int>) {
    let calendar = Self.calendar
    let chosen = selection.compactMap { components -> Date? in
      var day = components
      day.calendar = calendar
      day.timeZone = calendar.timeZone
      return calendar.date(from: day)
    }
    let shown = chosen.min() ?? lowerBound ?? Date()
    let first = calendar.date(from: calendar.dateComponents([.year, .month], from: shown)) ?? shown
    let month = calendar.dateComponents([.year, .month], from: first)
    let days = chosen.filter {
      calendar.dateComponents([.year, .month], from: $0) == month
    }.map { calendar.component(.day, from: $0) }
    return (first, Set(days))
  }

  @MainActor
  public var body: some View {
    MultiDatePickerCalendar(month: month())
  }
}

/// The calendar a multi-date picker draws, in the tint colour of where it is.
struct MultiDatePickerCalendar: PrimitiveView {
  let month: (first: Date, days: Set<Int>)

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let calendar = MultiDatePicker<EmptyView>.calendar
    let lead = calendar.component(.weekday, from: month.first) - 1
    let days = calendar.range(of: .day, in: .month, for: month.first)?.count ?? 30
    let view = _MonthCalendar(title: DatePickerFormat.format(month.first, "MMMM yyyy"),
                              weekdays: ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"],
                              leadingBlanks: lead, days: days, selected: month.days,
                              tint: environment.explicitTint ?? environment.tint)
    return resolve(view, builder, environment)
  }
}

extension MultiDatePicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(titleKey) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
              in bounds: Range<Date>) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
              in bounds: PartialRangeFrom<Date>) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
              in bounds: PartialRangeUpTo<Date>) {
    self.init(selection: selection, in: bounds) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>) {
    self.init(selection: selection) { Text(title) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>,
                                 in bounds: Range<Date>) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>,
                                 in bounds: PartialRangeFrom<Date>) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>,
                                 in bounds: PartialRangeUpTo<Date>) {
    self.init(selection: selection, in: bounds) { Text(title) }
  }
}
