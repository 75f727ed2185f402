// RelativeDateTimeFormatter, which swift-corelibs-foundation lacks: "2 hours ago", "in 3 days",
// "yesterday", "now". As on iOS, the interval between two dates is split into calendar
// components (years, months, weeks, days, hours, minutes, seconds, each whole) and the largest
// that is not zero is said, in the numeric or the named style ("1 day ago" or "yesterday"),
// with full, spelled-out, short or abbreviated units. The words are English as iOS 17 writes
// them (CLDR 42 through ICU, RelativeDateTimeEnglish.swift) whatever the locale: other
// languages are not here.
import Foundation

/// A formatter that says how far a date is from another, as Foundation's
/// `RelativeDateTimeFormatter`: "2 hours ago", "in 3 days", "yesterday", "now".
///
/// The interval is split into whole calendar components with `calendar`, and the largest
/// non-zero one is formatted: a date 36 hours back is "1 day ago" ("yesterday" when
/// `dateTimeStyle` is `.named`), 59 minutes ahead "in 59 minutes". English only: `locale` is
/// kept and does not change the words.
open class RelativeDateTimeFormatter: Formatter {
  /// Whether relative days and weeks are numbers ("1 day ago") or names ("yesterday").
  public enum DateTimeStyle: Int, Sendable {
    /// "1 day ago", "in 3 weeks", "in 0 seconds".
    case numeric = 0
    /// "yesterday", "last week", "next month", "now"; numbers where English has no name.
    case named = 1
  }

  /// How the units and the number are written.
  public enum UnitsStyle: Int, Sendable {
    /// "2 months ago".
    case full = 0
    /// "two months ago".
    case spellOut = 1
    /// "2 mo. ago".
    case short = 2
    /// "2mo ago": ICU's narrow style, as iOS 17's data writes it (Apple's documentation,
    /// written for older data, shows "2 mo. ago").
    case abbreviated = 3
  }

  /// Numbers or names for relative dates; `.numeric` unless set.
  open var dateTimeStyle: DateTimeStyle = .numeric
  /// How units are written; `.full` unless set.
  open var unitsStyle: UnitsStyle = .full
  /// Where the string goes: `.beginningOfSentence` capitalizes its first letter.
  open var formattingContext: Formatter.Context = .unknown
  /// The calendar that splits intervals into components; the current one unless set.
  open var calendar: Calendar! = Calendar.current
  /// The formatter's locale: kept, and the words stay English.
  open var locale: Locale! = Locale.current

  public override init() {
    super.init()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// `date` said from `referenceDate`: "2 hours ago", "in 3 days", "tomorrow".
  open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
    let units: Set<Calendar.Component> = [.year, .month, .weekOfMonth, .day, .hour, .minute,
                                          .second]
    let calendar = self.calendar ?? Calendar.current
    return localizedString(from: calendar.dateComponents(units, from: referenceDate, to: date))
  }

  /// The date `timeInterval` seconds from now, said from now.
  open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
    let now = Date()
    return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
  }

  /// The largest non-zero component of `dateComponents` said as an offset from now (negative
  /// values in the past): `DateComponents(day: -2)` is "2 days ago". All zero, the smallest
  /// component given is said ("now", "today"); none given, seconds.
  open func localizedString(from dateComponents: DateComponents) -> String {
    let order: [(RelativeDateTimeUnit, Int?)] = [
      (.year, dateComponents.year), (.month, dateComponents.month),
      (.week, dateComponents.weekOfMonth ?? dateComponents.weekOfYear),
      (.day, dateComponents.day), (.hour, dateComponents.hour),
      (.minute, dateComponents.minute), (.second, dateComponents.second),
    ]
    let chosen = order.first { $0.1 != nil && $0.1 != 0 }
      ?? order.last { $0.1 != nil } ?? (.second, 0)
    let text = RelativeDateTimeEnglish.format(chosen.1 ?? 0, chosen.0,
                                              named: dateTimeStyle == .named, style: unitsStyle)
    guard formattingContext == .beginningOfSentence, let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }

  /// A date said from now; nil for anything else.
  open override func string(for obj: Any?) -> String? {
    guard let date = obj as? Date else { return nil }
    return localizedString(for: date, relativeTo: Date())
  }
}

/// The units a relative date is said in.
enum RelativeDateTimeUnit: CaseIterable {
  case year, month, week, day, hour, minute, second
}
