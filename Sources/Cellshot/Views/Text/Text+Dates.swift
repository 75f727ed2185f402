// Dates and formatted values in text: ranges of dates, intervals, timers and values shown by a
// Formatter, as `Text` and its interpolations take them. Pictures are the same everywhere: US
// English, in UTC; a timer shows one moment, its interval's start (or its pause).

import Foundation

extension Text {
  /// The range between two dates, as a date interval formatter writes it ("1/2/24, 3:00 – 4:00
  /// AM").
  public init(_ dates: ClosedRange<Date>) {
    self.init(verbatim: Text.interval(dates.lowerBound, dates.upperBound))
  }

  /// The interval's start and end, as a date interval formatter writes them.
  public init(_ interval: DateInterval) {
    self.init(verbatim: Text.interval(interval.start, interval.end))
  }

  /// A timer over `timerInterval` as it stands at its start (counting down: the whole
  /// interval; up: zero), or at `pauseTime` when paused: minutes and seconds, with hours
  /// when there are any and `showsHours`.
  public init(timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
              showsHours: Bool = true) {
    self.init(verbatim: Text.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                                   showsHours: showsHours))
  }

  /// `subject` as `formatter` writes it (its description when the formatter cannot).
  public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? String(describing: subject))
  }

  /// `subject` as `formatter` writes it (its description when the formatter cannot).
  public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
    self.init(verbatim: formatter.string(for: subject) ?? subject.description)
  }

  /// `start` to `end` in US English and UTC, short dates and times.
  nonisolated static func interval(_ start: Date, _ end: Date) -> String {
    let formatter = DateIntervalFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateStyle = .short
    formatter.timeStyle = .short
    return formatter.string(from: start, to: max(start, end))
  }

  /// What a timer shows at its interval's start, or at `pauseTime`.
  nonisolated static func timer(_ interval: ClosedRange<Date>, pauseTime: Date?,
                                countsDown: Bool, showsHours: Bool) -> String {
    let now = pauseTime.map { min(max($0, interval.lowerBound), interval.upperBound) }
      ?? interval.lowerBound
    let elapsed = now.timeIntervalSince(interval.lowerBound)
    let shown = countsDown ? interval.upperBound.timeIntervalSince(now) : elapsed
    let seconds = shown.isFinite ? Int(min(max(shown, 0), 1e12)) : 0
    if showsHours && seconds >= 3600 {
      return String(format: "%d:%02d:%02d", seconds / 3600, seconds / 60 % 60, seconds % 60)
    }
    return String(format: "%d:%02d", seconds / 60, seconds % 60)
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A range of dates, as `Text(_:)` shows it.
  public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
    append(Text.interval(dates.lowerBound, dates.upperBound))
  }

  /// An interval's start and end, as `Text(_:)` shows them.
  public mutating func appendInterpolation(_ interval: DateInterval) {
    append(Text.interval(interval.start, interval.end))
  }

  /// A timer as it stands at its start (or its pause), as `Text(timerInterval:)` shows it.
  public mutating func appendInterpolation(timerInterval: ClosedRange<Date>,
                                           pauseTime: Date? = nil, countsDown: Bool = true,
                                           showsHours: Bool = true) {
    append(Text.timer(timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                      showsHours: showsHours))
  }

  /// `subject` as `formatter` writes it; its description without one.
  public mutating func appendInterpolation<Subject: ReferenceConvertible>(
    _ subject: Subject, formatter: Formatter? = nil
  ) {
    append(formatter?.string(for: subject) ?? String(describing: subject))
  }

  /// `subject` as `formatter` writes it; its description without one.
  public mutating func appendInterpolation<Subject: NSObject>(
    _ subject: Subject, formatter: Formatter? = nil
  ) {
    append(formatter?.string(for: subject) ?? subject.description)
  }
}

#if !canImport(Darwin)
// Foundation's value types that bridge to a reference type on Apple's systems, as
// `Text(date, formatter:)` needs them; Linux's Foundation leaves these out.
extension Date: @retroactive ReferenceConvertible { public typealias ReferenceType = NSDate }
extension UUID: @retroactive ReferenceConvertible { public typealias ReferenceType = NSUUID }
extension Data: @retroactive ReferenceConvertible { public typealias ReferenceType = NSData }
extension Locale: @retroactive ReferenceConvertible { public typealias ReferenceType = NSLocale }
extension DateInterval: @retroactive ReferenceConvertible {
  public typealias ReferenceType = NSDateInterval
}
#endif
