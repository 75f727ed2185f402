// Live time in text (iOS 18): `TimeDataSource` values (the render's clock) and the
// `SystemFormatStyle`s that write them — an offset to a date, a reference to one, a timer and
// a stopwatch. A picture shows one moment: the text reads as at the render's `Date()`, in US
// English and UTC, as the other dates in text do (`Text+Dates.swift`).

import Foundation

/// A value that changes with time, for `Text(_:format:)`: the current date, or an offset or
/// range from it. Read at the render's clock.
public struct TimeDataSource<Value> {
  let value: @Sendable () -> Value
}

extension TimeDataSource: Sendable where Value: Sendable {}

extension TimeDataSource {
  /// The current date.
  public static var currentDate: TimeDataSource<Date> { TimeDataSource<Date> { Date() } }

  /// How far the current date is past `date` (negative before it).
  public static func durationOffset(to date: Date) -> TimeDataSource<Duration> {
    TimeDataSource<Duration> { .seconds(Date().timeIntervalSince(date)) }
  }

  /// From `date` to the current date (empty at `date` while the current date is before it).
  public static func dateRange(startingAt date: Date) -> TimeDataSource<Range<Date>> {
    TimeDataSource<Range<Date>> { date..<max(date, Date()) }
  }

  /// From the current date to `date` (empty once the current date is past it).
  public static func dateRange(endingAt date: Date) -> TimeDataSource<Range<Date>> {
    TimeDataSource<Range<Date>> { min(date, Date())..<date }
  }
}

extension Text {
  /// `source`'s value now, as `format` writes it.
  public init<V, F>(_ source: TimeDataSource<V>, format: F)
  where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
    self.init(format.format(source.value()))
  }

  /// `source`'s value now, as `format` writes it.
  @_disfavoredOverload
  public init<V, F>(_ source: TimeDataSource<V>, format: F)
  where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
    self.init(verbatim: format.format(source.value()))
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// `source`'s value now, as `format` writes it.
  public mutating func appendInterpolation<V, F>(_ source: TimeDataSource<V>, format: F)
  where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == AttributedString {
    append(String(format.format(source.value()).characters))
  }

  /// `source`'s value now, as `format` writes it.
  @_disfavoredOverload
  public mutating func appendInterpolation<V, F>(_ source: TimeDataSource<V>, format: F)
  where V == F.FormatInput, F: DiscreteFormatStyle, F.FormatOutput == String {
    append(format.format(source.value()))
  }
}

/// The format styles of time that `Text` shows live on iOS.
public enum SystemFormatStyle: Sendable {}

// MARK: - Offset

extension SystemFormatStyle {
  /// A date's offset from an anchor: "3 minutes, 42 seconds", "−5 seconds", or "5:32" when
  /// only minutes and seconds (or hours, minutes and seconds) are allowed.
  public struct DateOffset: Sendable {
    var anchor: Date
    var allowedFields: Set<Date.ComponentsFormatStyle.Field>
    var maxFieldCount: Int
    var sign: NumberFormatStyleConfiguration.SignDisplayStrategy
    var calendarValue = TimeWords.calendar
    var localeValue = Locale(identifier: "en_US")

    public init(to anchor: Date,
                allowedFields: Set<Date.ComponentsFormatStyle.Field> = [
                  .year, .month, .week, .day, .hour, .minute, .second],
                maxFieldCount: Int = 2,
                sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic) {
      self.anchor = anchor
      self.allowedFields = allowedFields
      self.maxFieldCount = maxFieldCount
      self.sign = sign
    }

    public func calendar(_ calendar: Calendar) -> DateOffset {
      var copy = self
      copy.calendarValue = calendar
      return copy
    }

    /// Accepted: pictures are in US English.
    public func locale(_ locale: Locale) -> DateOffset {
      var copy = self
      copy.localeValue = locale
      return copy
    }
  }
}

extension SystemFormatStyle.DateOffset: FormatStyle {
  public typealias FormatInput = Date
  public typealias FormatOutput = AttributedString

  public func format(_ referenceDate: Date) -> AttributedString {
    let seconds = referenceDate.timeIntervalSince(anchor)
    let whole = seconds.isFinite ? Int(min(abs(seconds), 1e15).rounded(.down)) : 0
    let negative = seconds < 0 && whole > 0
    let fields: [Date.ComponentsFormatStyle.Field] = allowedFields.contains(.hour)
      ? [.hour, .minute, .second] : [.minute, .second]
    let body: String
    if Set(fields) == allowedFields && maxFieldCount >= fields.count {
      body = TimeWords.clock(whole, hours: fields.count == 3, minuteDigits: 1)
    } else {
      let (low, high) = negative ? (referenceDate, anchor) : (anchor, referenceDate)
      body = TimeWords.units(from: low, to: high, fields: allowedFields,
                             maxFieldCount: maxFieldCount, calendar: calendarValue)
    }
    return AttributedString(TimeWords.signed(body, negative: negative, zero: whole == 0,
                                             sign: sign))
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool {
    a.anchor == b.anchor && a.allowedFields == b.allowedFields
      && a.maxFieldCount == b.maxFieldCount && a.sign == b.sign
      && a.calendarValue == b.calendarValue && a.localeValue == b.localeValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(anchor)
    hasher.combine(allowedFields)
    hasher.combine(maxFieldCount)
  }

  private enum Keys: String, CodingKey { case anchor, fields, maxFieldCount }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(anchor, forKey: .anchor)
    try container.encode(allowedFields, forKey: .fields)
    try container.encode(maxFieldCount, forKey: .maxFieldCount)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init(to: try container.decode(Date.self, forKey: .anchor),
              allowedFields: try container.decode(Set<Date.ComponentsFormatStyle.Field>.self,
                                                  forKey: .fields),
              maxFieldCount: try container.decode(Int.self, forKey: .maxFieldCount))
  }
}

extension SystemFormatStyle.DateOffset: DiscreteFormatStyle {
  /// The last moment before `referenceDate` the text changes at: the second before.
  public func discreteInput(before referenceDate: Date) -> Date? {
    TimeWords.step(referenceDate, grid: anchor, by: 1, forward: false)
  }

  /// The next moment the text changes at: the next whole second from the anchor.
  public func discreteInput(after referenceDate: Date) -> Date? {
    TimeWords.step(referenceDate, grid: anchor, by: 1, forward: true)
  }

  public func input(before referenceDate: Date) -> Date? {
    discreteInput(before: referenceDate)
  }

  public func input(after referenceDate: Date) -> Date? {
    discreteInput(after: referenceDate)
  }
}

extension FormatStyle where Self == SystemFormatStyle.DateOffset {
  /// The input date's offset from `anchor`.
  public static func offset(to anchor: Date,
                            allowedFields: Set<Date.ComponentsFormatStyle.Field> = [
                              .year, .month, .day, .hour, .minute, .second],
                            maxFieldCount: Int = 2,
                            sign: NumberFormatStyleConfiguration.SignDisplayStrategy = .automatic)
    -> SystemFormatStyle.DateOffset
  {
    SystemFormatStyle.DateOffset(to: anchor, allowedFields: allowedFields,
                                 maxFieldCount: maxFieldCount, sign: sign)
  }
}

// MARK: - Reference

extension SystemFormatStyle {
  /// A date as people refer to it from another: "now", "in 5 minutes", "yesterday" while it
  /// is within the threshold field (a day by default, up to a month away); past that, the
  /// date itself: "Monday, June 3" in the same year, "June 2019" in another.
  public struct DateReference: Sendable {
    var date: Date
    var allowedFields: Set<Date.RelativeFormatStyle.Field>
    var maxFieldCount: Int
    var thresholdField: Date.RelativeFormatStyle.Field
    var calendarValue = TimeWords.calendar
    var localeValue = Locale(identifier: "en_US")

    public init(to date: Date,
                allowedFields: Set<Date.RelativeFormatStyle.Field> = [
                  .year, .month, .day, .hour, .minute],
                maxFieldCount: Int = 2,
                thresholdField: Date.RelativeFormatStyle.Field = .day) {
      self.date = date
      self.allowedFields = allowedFields
      self.maxFieldCount = maxFieldCount
      self.thresholdField = thresholdField
    }

    public func calendar(_ calendar: Calendar) -> DateReference {
      var copy = self
      copy.calendarValue = calendar
      return copy
    }
  }
}

extension SystemFormatStyle.DateReference: FormatStyle {
  public typealias FormatInput = Date
  public typealias FormatOutput = AttributedString

  public func format(_ referenceDate: Date) -> AttributedString {
    let seconds = date.timeIntervalSince(referenceDate)
    guard seconds.isFinite else { return AttributedString("") }
    if abs(seconds) < 60 { return AttributedString("now") }
    let calendar = calendarValue
    // Relative within a month (the day threshold), an hour (minute) or a day (hour).
    let limit: Double
    switch thresholdField {
    case .minute: limit = 3_600
    case .hour: limit = 86_400
    case .day: limit = 30 * 86_400
    case .month: limit = 365 * 86_400
    default: limit = .infinity
    }
    if abs(seconds) < limit {
      return AttributedString(TimeWords.relative(date, from: referenceDate,
                                                 fields: allowedFields, calendar: calendar))
    }
    let sameYear = calendar.component(.year, from: date)
      == calendar.component(.year, from: referenceDate)
    let template = sameYear ? "EEEE, MMMM d" : (maxFieldCount >= 3 ? "MMMM d, yyyy" : "MMMM yyyy")
    return AttributedString(TimeWords.date(date, template: template, calendar: calendar))
  }

  /// Accepted: pictures are in US English.
  public func locale(_ locale: Locale) -> SystemFormatStyle.DateReference {
    var copy = self
    copy.localeValue = locale
    return copy
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool {
    a.date == b.date && a.allowedFields == b.allowedFields && a.maxFieldCount == b.maxFieldCount
      && a.thresholdField == b.thresholdField && a.calendarValue == b.calendarValue
      && a.localeValue == b.localeValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(date)
    hasher.combine(maxFieldCount)
  }

  private enum Keys: String, CodingKey { case date, maxFieldCount }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(date, forKey: .date)
    try container.encode(maxFieldCount, forKey: .maxFieldCount)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init(to: try container.decode(Date.self, forKey: .date),
              maxFieldCount: try container.decode(Int.self, forKey: .maxFieldCount))
  }
}

extension SystemFormatStyle.DateReference: DiscreteFormatStyle {
  /// The minute before: the text changes at most once a minute.
  public func discreteInput(before referenceDate: Date) -> Date? {
    TimeWords.step(referenceDate, grid: date, by: 60, forward: false)
  }

  /// The next whole minute from the date: the text changes at most once a minute.
  public func discreteInput(after referenceDate: Date) -> Date? {
    TimeWords.step(referenceDate, grid: date, by: 60, forward: true)
  }

  public func input(before referenceDate: Date) -> Date? {
    discreteInput(before: referenceDate)
  }

  public func input(after referenceDate: Date) -> Date? {
    discreteInput(after: referenceDate)
  }
}

extension FormatStyle where Self == SystemFormatStyle.DateReference {
  /// The input date's way of referring to `date`.
  public static func reference(to date: Date,
                               allowedFields: Set<Date.RelativeFormatStyle.Field> = [
                                 .year, .month, .day, .hour, .minute],
                               maxFieldCount: Int = 2,
                               thresholdField: Date.RelativeFormatStyle.Field = .day)
    -> SystemFormatStyle.DateReference
  {
    SystemFormatStyle.DateReference(to: date, allowedFields: allowedFields,
                                    maxFieldCount: maxFieldCount,
                                    thresholdField: thresholdField)
  }
}

// MARK: - Timer and stopwatch

extension SystemFormatStyle {
  /// A timer over an interval: counting down from its length to 0:00, or up from 0:00,
  /// as "4:17" or "1:04:17" ("64:17" without hours); at whole seconds by default.
  public struct Timer: Sendable {
    public typealias FormatInput = Date
    var interval: Range<Date>
    var countsDown: Bool
    var showsHours: Bool
    var maxFieldCount: Int
    var maxPrecision: Duration
    var localeValue = Locale(identifier: "en_US")

    public init(countingDownIn interval: Range<Date>, showsHours: Bool = true,
                maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
      self.interval = interval
      countsDown = true
      self.showsHours = showsHours
      self.maxFieldCount = maxFieldCount
      self.maxPrecision = maxPrecision
    }

    public init(countingUpIn interval: Range<Date>, showsHours: Bool = true,
                maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1)) {
      self.init(countingDownIn: interval, showsHours: showsHours, maxFieldCount: maxFieldCount,
                maxPrecision: maxPrecision)
      countsDown = false
    }
  }

  /// A stopwatch from a start date: "00:05.23", "45:30.12", "01:00:00.00", to hundredths by
  /// default.
  public struct Stopwatch: Sendable {
    public typealias FormatInput = Date
    var start: Date
    var showsHours: Bool
    var maxFieldCount: Int
    var maxPrecision: Duration
    var localeValue = Locale(identifier: "en_US")

    public init(startingAt startDate: Date, showsHours: Bool = true, maxFieldCount: Int = 4,
                maxPrecision: Duration = .milliseconds(10)) {
      start = startDate
      self.showsHours = showsHours
      self.maxFieldCount = maxFieldCount
      self.maxPrecision = maxPrecision
    }
  }
}

extension SystemFormatStyle.Timer: FormatStyle {
  public typealias FormatOutput = AttributedString

  public func format(_ input: Date) -> AttributedString {
    let now = min(max(input, interval.lowerBound), interval.upperBound)
    let shown = countsDown ? interval.upperBound.timeIntervalSince(now)
      : now.timeIntervalSince(interval.lowerBound)
    // A countdown shows the time left rounded up (5:00 until a whole second has gone).
    return AttributedString(TimeWords.timer(shown, roundingUp: countsDown,
                                            precision: TimeWords.seconds(maxPrecision),
                                            showsHours: showsHours,
                                            maxFieldCount: maxFieldCount, minuteDigits: 1))
  }

  /// Accepted: pictures are in US English.
  public func locale(_ locale: Locale) -> SystemFormatStyle.Timer {
    var copy = self
    copy.localeValue = locale
    return copy
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool {
    a.interval == b.interval && a.countsDown == b.countsDown && a.showsHours == b.showsHours
      && a.maxFieldCount == b.maxFieldCount && a.maxPrecision == b.maxPrecision
      && a.localeValue == b.localeValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(interval.lowerBound)
    hasher.combine(interval.upperBound)
    hasher.combine(countsDown)
  }

  private enum Keys: String, CodingKey { case start, end, countsDown, showsHours, fields }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(interval.lowerBound, forKey: .start)
    try container.encode(interval.upperBound, forKey: .end)
    try container.encode(countsDown, forKey: .countsDown)
    try container.encode(showsHours, forKey: .showsHours)
    try container.encode(maxFieldCount, forKey: .fields)
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    let start = try container.decode(Date.self, forKey: .start)
    let end = max(start, try container.decode(Date.self, forKey: .end))
    self.init(countingDownIn: start..<end,
              showsHours: try container.decode(Bool.self, forKey: .showsHours),
              maxFieldCount: try container.decode(Int.self, forKey: .fields))
    countsDown = try container.decode(Bool.self, forKey: .countsDown)
  }
}

extension SystemFormatStyle.Timer: DiscreteFormatStyle {
  public func discreteInput(before input: Date) -> Date? {
    TimeWords.step(input, grid: interval.lowerBound, by: TimeWords.seconds(maxPrecision),
                   forward: false)
  }

  public func discreteInput(after input: Date) -> Date? {
    TimeWords.step(input, grid: interval.lowerBound, by: TimeWords.seconds(maxPrecision),
                   forward: true)
  }
}

extension SystemFormatStyle.Stopwatch: FormatStyle {
  public typealias FormatOutput = AttributedString

  public func format(_ input: Date) -> AttributedString {
    AttributedString(TimeWords.timer(max(0, input.timeIntervalSince(start)), roundingUp: false,
                                     precision: TimeWords.seconds(maxPrecision),
                                     showsHours: showsHours, maxFieldCount: maxFieldCount,
                                     minuteDigits: 2))
  }

  /// Accepted: pictures are in US English.
  public func locale(_ locale: Locale) -> SystemFormatStyle.Stopwatch {
    var copy = self
    copy.localeValue = locale
    return copy
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool {
    a.start == b.start && a.showsHours == b.showsHours && a.maxFieldCount == b.maxFieldCount
      && a.maxPrecision == b.maxPrecision && a.localeValue == b.localeValue
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(start)
    hasher.combine(maxFieldCount)
  }
}

extension SystemFormatStyle.Stopwatch: DiscreteFormatStyle {
  public func discreteInput(before input: Date) -> Date? {
    TimeWords.step(input, grid: start, by: TimeWords.seconds(maxPrecision), forward: false)
  }

  public func discreteInput(after input: Date) -> Date? {
    TimeWords.step(input, grid: start, by: TimeWords.seconds(maxPrecision), forward: true)
  }
}

extension SystemFormatStyle.Stopwatch {
  private enum Keys: String, CodingKey { case start, showsHours, fields }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    self.init(startingAt: try container.decode(Date.self, forKey: .start),
              showsHours: try container.decode(Bool.self, forKey: .showsHours),
              maxFieldCount: try container.decode(Int.self, forKey: .fields))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(start, forKey: .start)
    try container.encode(showsHours, forKey: .showsHours)
    try container.encode(maxFieldCount, forKey: .fields)
  }
}

extension FormatStyle where Self == SystemFormatStyle.Timer {
  /// A timer counting down over `interval`.
  public static func timer(countingDownIn interval: Range<Date>, showsHours: Bool = true,
                           maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1))
    -> SystemFormatStyle.Timer
  {
    SystemFormatStyle.Timer(countingDownIn: interval, showsHours: showsHours,
                            maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
  }

  /// A timer counting up over `interval`.
  public static func timer(countingUpIn interval: Range<Date>, showsHours: Bool = true,
                           maxFieldCount: Int = 3, maxPrecision: Duration = .seconds(1))
    -> SystemFormatStyle.Timer
  {
    SystemFormatStyle.Timer(countingUpIn: interval, showsHours: showsHours,
                            maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
  }
}

extension FormatStyle where Self == SystemFormatStyle.Stopwatch {
  /// A stopwatch started at `startDate`.
  public static func stopwatch(startingAt startDate: Date, showsHours: Bool = true,
                               maxFieldCount: Int = 4,
                               maxPrecision: Duration = .milliseconds(10))
    -> SystemFormatStyle.Stopwatch
  {
    SystemFormatStyle.Stopwatch(startingAt: startDate, showsHours: showsHours,
                                maxFieldCount: maxFieldCount, maxPrecision: maxPrecision)
  }
}
