// How the system format styles of time write their values in US English: clock patterns
// ("1:05:32", "00:05.23"), units ("3 minutes, 42 seconds"), relative phrases ("in 5 minutes",
// "yesterday") and dates ("Monday, June 3"), with a Gregorian calendar in UTC.

import Foundation

/// The words and patterns of `SystemFormatStyle`'s styles.
enum TimeWords {
  /// Gregorian, in UTC: the calendar pictures are drawn in.
  static var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
    calendar.locale = Locale(identifier: "en_US")
    return calendar
  }

  /// `duration` in seconds.
  static func seconds(_ duration: Duration) -> Double {
    let (whole, fraction) = duration.components
    return Double(whole) + Double(fraction) / 1e18
  }

  /// `seconds` (whole) on a clock: "M:SS" or "H:MM:SS", minutes at least `minuteDigits` long.
  static func clock(_ seconds: Int, hours: Bool, minuteDigits: Int) -> String {
    if hours && seconds >= 3_600 {
      return "\(seconds / 3_600):" + pad(seconds / 60 % 60, 2) + ":" + pad(seconds % 60, 2)
    }
    let minutes = hours ? seconds / 60 % 60 : seconds / 60
    return pad(minutes, minuteDigits) + ":" + pad(seconds % 60, 2)
  }

  /// A timer's or stopwatch's reading of `seconds`: hours (when shown and reached), minutes,
  /// seconds and the fraction `precision` allows, the least significant fields left out past
  /// `maxFieldCount`; whole minutes or hours in words at a precision of a minute or more.
  static func timer(_ seconds: Double, roundingUp: Bool, precision: Double, showsHours: Bool,
                    maxFieldCount: Int, minuteDigits: Int) -> String {
    let step = precision > 0 && precision.isFinite ? precision : 1
    let value = seconds.isFinite ? min(max(seconds, 0), 1e12) : 0
    let steps = (value / step).rounded(roundingUp ? .up : .down)
    if step >= 60 {
      let minutes = Int(steps * step / 60)
      if showsHours && minutes >= 60 && minutes % 60 == 0 { return count(minutes / 60, "hour") }
      return count(minutes, "minute")
    }
    let shown = steps * step
    let whole = Int(shown.rounded(.down))
    let digits = step >= 1 ? 0 : min(3, Int((-log10(step)).rounded(.up)))
    let hasHours = showsHours && whole >= 3_600
    var fields = hasHours ? 3 : 2
    if digits > 0 { fields += 1 }
    let kept = max(1, maxFieldCount)
    if hasHours && kept < 3 {
      // Hours and minutes only.
      return "\(whole / 3_600):" + pad(whole / 60 % 60, 2)
    }
    var text = hasHours
      ? pad(whole / 3_600, minuteDigits) + ":" + pad(whole / 60 % 60, 2) + ":"
        + pad(whole % 60, 2)
      : clock(whole, hours: false, minuteDigits: minuteDigits)
    if digits > 0 && kept >= fields {
      let fraction = Int(((shown - Double(whole)) * pow(10, Double(digits))).rounded())
      text += "." + pad(min(fraction, Int(pow(10, Double(digits))) - 1), digits)
    }
    return text
  }

  /// The calendar units from `low` to `high` (`low` first), largest first: at most
  /// `maxFieldCount` of them from the largest that is not zero, zero ones left out ("0
  /// seconds" for none).
  static func units(from low: Date, to high: Date, fields: Set<Date.ComponentsFormatStyle.Field>,
                    maxFieldCount: Int, calendar: Calendar) -> String {
    let order: [(Date.ComponentsFormatStyle.Field, Calendar.Component, String)] = [
      (.year, .year, "year"), (.month, .month, "month"), (.week, .weekOfMonth, "week"),
      (.day, .day, "day"), (.hour, .hour, "hour"), (.minute, .minute, "minute"),
      (.second, .second, "second")]
    let allowed = order.filter { fields.contains($0.0) }
    guard !allowed.isEmpty else { return "" }
    let components = calendar.dateComponents(Set(allowed.map(\.1)), from: low, to: high)
    var parts: [String] = [], started = false, used = 0
    for (_, component, word) in allowed where used < max(1, maxFieldCount) {
      let value = components.value(for: component) ?? 0
      if value != 0 { started = true }
      guard started else { continue }
      used += 1
      if value != 0 { parts.append(count(value, word)) }
    }
    return parts.isEmpty ? count(0, allowed.last?.2 ?? "second") : parts.joined(separator: ", ")
  }

  /// `body` with the sign `sign` gives an offset: "−" (U+2212) before a negative one, "+"
  /// before a positive one when always shown.
  static func signed(_ body: String, negative: Bool, zero: Bool,
                     sign: NumberFormatStyleConfiguration.SignDisplayStrategy) -> String {
    if sign == .never { return body }
    if negative { return "\u{2212}" + body }
    if sign == .always(includingZero: true) || (sign == .always(includingZero: false) && !zero) {
      return "+" + body
    }
    return body
  }

  /// `date` from `reference` in words: "in 5 minutes", "3 hours ago", "tomorrow", "yesterday"
  /// (the largest allowed unit that is not zero).
  static func relative(_ date: Date, from reference: Date,
                       fields: Set<Date.RelativeFormatStyle.Field>, calendar: Calendar) -> String {
    let future = date > reference
    let (low, high) = future ? (reference, date) : (date, reference)
    let order: [(Date.RelativeFormatStyle.Field, Calendar.Component, String)] = [
      (.year, .year, "year"), (.month, .month, "month"), (.day, .day, "day"),
      (.hour, .hour, "hour"), (.minute, .minute, "minute")]
    let components = calendar.dateComponents([.year, .month, .day, .hour, .minute],
                                             from: low, to: high)
    for (field, component, word) in order where fields.contains(field) || field == .day {
      let value = components.value(for: component) ?? 0
      guard value > 0 else { continue }
      if word == "day" && value == 1 { return future ? "tomorrow" : "yesterday" }
      return future ? "in " + count(value, word) : count(value, word) + " ago"
    }
    return "now"
  }

  /// `date` written with the en_US pattern for `template`.
  static func date(_ date: Date, template: String, calendar: Calendar) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US")
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.setLocalizedDateFormatFromTemplate(template)
    return formatter.string(from: date)
  }

  /// The moment next to `date` (after it, or before it) on a grid of `step` seconds through
  /// `grid`; nil for a grid that cannot be stepped.
  static func step(_ date: Date, grid: Date, by step: Double, forward: Bool) -> Date? {
    guard step > 0, step.isFinite else { return nil }
    let offset = date.timeIntervalSince(grid)
    guard offset.isFinite else { return nil }
    var index = (offset / step).rounded(forward ? .down : .up)
    index += forward ? 1 : -1
    return grid.addingTimeInterval(index * step)
  }

  /// "1 minute", "5 minutes".
  static func count(_ value: Int, _ word: String) -> String {
    "\(value) \(word)" + (value == 1 ? "" : "s")
  }

  private static func pad(_ value: Int, _ digits: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
