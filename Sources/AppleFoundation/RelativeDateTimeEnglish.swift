// The English words of relative dates, as ICU 72 (CLDR 42, the data of iOS 17) writes them for
// `en`: the long, short and narrow patterns (`RelativeDateTimeFormatter`'s full, short and
// abbreviated units; spelled out is long with the number in words), the names of -1, 0 and 1
// ("yesterday", "this hour", "next wk."), the plural (one for 1, other for the rest), numbers
// grouped by thousands ("1,234") and spelled out as ICU's %spellout-numbering ("one thousand
// two hundred thirty-four"). Checked against ICU 72's ureldatefmt output.
import Foundation

enum RelativeDateTimeEnglish {
  /// `value` of `unit` from now: "in 2 hours", "2 hr. ago", "tomorrow".
  static func format(_ value: Int, _ unit: RelativeDateTimeUnit, named: Bool,
                     style: RelativeDateTimeFormatter.UnitsStyle) -> String {
    if named, let name = name(value, unit, short: style == .short || style == .abbreviated) {
      return name
    }
    let magnitude = value.magnitude
    let number = style == .spellOut ? spellOut(magnitude) : grouped(magnitude)
    let word = unitWord(unit, style: style, plural: magnitude != 1)
    let phrase = style == .abbreviated ? number + word : number + " " + word
    return value < 0 ? phrase + " ago" : "in " + phrase
  }

  /// CLDR's names for -1, 0 and 1 of a unit; nil where English has none (hours and minutes
  /// but 0, seconds but 0, any unit past one).
  private static func name(_ value: Int, _ unit: RelativeDateTimeUnit, short: Bool) -> String? {
    switch (unit, value) {
    case (.second, 0): return "now"
    case (.minute, 0): return "this minute"
    case (.hour, 0): return "this hour"
    case (.day, -1): return "yesterday"
    case (.day, 0): return "today"
    case (.day, 1): return "tomorrow"
    case (.week, _), (.month, _), (.year, _):
      guard (-1...1).contains(value) else { return nil }
      let word = short ? ["week": "wk.", "month": "mo.", "year": "yr."]["\(unit)"]! : "\(unit)"
      return ["last", "this", "next"][value + 1] + " " + word
    default: return nil
    }
  }

  /// The unit after the number: "hours", "hr.", "h".
  private static func unitWord(_ unit: RelativeDateTimeUnit,
                               style: RelativeDateTimeFormatter.UnitsStyle,
                               plural: Bool) -> String {
    switch style {
    case .full, .spellOut: return "\(unit)" + (plural ? "s" : "")
    case .short:
      switch unit {
      case .year: return "yr."
      case .month: return "mo."
      case .week: return "wk."
      case .day: return plural ? "days" : "day"
      case .hour: return "hr."
      case .minute: return "min."
      case .second: return "sec."
      }
    case .abbreviated:
      switch unit {
      case .year: return "y"
      case .month: return "mo"
      case .week: return "w"
      case .day: return "d"
      case .hour: return "h"
      case .minute: return "m"
      case .second: return "s"
      }
    }
  }

  /// Digits grouped by thousands with commas.
  static func grouped(_ value: UInt) -> String {
    var digits = String(value)
    var index = digits.endIndex
    while digits.distance(from: digits.startIndex, to: index) > 3 {
      index = digits.index(index, offsetBy: -3)
      digits.insert(",", at: index)
    }
    return digits
  }

  private static let ones = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]
  private static let tens = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
  ]
  private static let scales: [(UInt, String)] = [
    (1_000_000_000_000_000_000, "quintillion"), (1_000_000_000_000_000, "quadrillion"),
    (1_000_000_000_000, "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"),
    (1_000, "thousand"),
  ]

  /// The number in words, as ICU's English %spellout-numbering: "twenty-one", "one hundred
  /// one", "two million one".
  static func spellOut(_ value: UInt) -> String {
    if value < 20 { return ones[Int(value)] }
    if value < 100 {
      let rest = value % 10
      return tens[Int(value / 10)] + (rest == 0 ? "" : "-" + ones[Int(rest)])
    }
    if value < 1000 {
      let rest = value % 100
      return ones[Int(value / 100)] + " hundred" + (rest == 0 ? "" : " " + spellOut(rest))
    }
    for (scale, name) in scales where value >= scale {
      let rest = value % scale
      return spellOut(value / scale) + " " + name + (rest == 0 ? "" : " " + spellOut(rest))
    }
    return String(value)
  }
}
