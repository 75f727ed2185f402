// What Text takes besides a plain string: string literals with Markdown (SwiftUI reads a
// literal as a LocalizedStringKey), dates, formatted values, and texts joined with `+`.

/// A string literal as SwiftUI's `Text` reads it: Markdown emphasis (`**bold**`, `*italic*`,
/// `~~struck~~`), code (`` `code` ``) and links (`[text](url)`) are shown as their text, and
/// interpolated values as they are.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable, Hashable {
  /// The text to show: the Markdown's text, with interpolated values kept as given.
  let text: String
  /// True when the whole text is `**bold**`.
  let isBold: Bool

  public init(_ value: String) { (text, isBold) = Markdown.plain(value) }
  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    // No Markdown marker in the literal parts (most text): the text is as written.
    guard Markdown.hasMarkers(stringInterpolation.pattern) else {
      (text, isBold) = (stringInterpolation.direct, false)
      return
    }
    // Markdown is read in the literal parts only: values stand in as private-use characters
    // while it is, and come back after.
    let (plain, bold) = Markdown.plain(stringInterpolation.pattern)
    var text = ""
    for scalar in plain.unicodeScalars {
      let index = Int(scalar.value) - Int(StringInterpolation.firstPlaceholder)
      if index >= 0, index < stringInterpolation.values.count {
        text += stringInterpolation.values[index]
      } else {
        text.unicodeScalars.append(scalar)
      }
    }
    (self.text, isBold) = (text, bold)
  }

  public struct StringInterpolation: StringInterpolationProtocol {
    static let firstPlaceholder: UInt32 = 0xF0000  // Supplementary Private Use Area-A
    var pattern = ""
    var values: [String] = []
    /// The literal parts and the values as they are, for text with no Markdown in it.
    var direct = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
      direct.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      pattern += literal
      direct += literal
    }

    mutating func append(_ value: String) {
      let placeholder = Unicode.Scalar(StringInterpolation.firstPlaceholder + UInt32(values.count))!
      pattern.unicodeScalars.append(placeholder)
      values.append(value)
      direct += value
    }

    public mutating func appendInterpolation<T>(_ value: T) { append("\(value)") }
    // The common values without going through `description`'s generic path.
    public mutating func appendInterpolation(_ value: String) { append(value) }
    public mutating func appendInterpolation(_ value: Int) { append(String(value)) }

    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
      where F.FormatOutput == String
    {
      append(format.format(input))
    }

    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(style.format(date))
    }

    public mutating func appendInterpolation(_ text: Text) { append(text.string) }
  }
}

/// Markdown inline syntax reduced to its text.
enum Markdown {
  /// The text of `source` without its emphasis, code and link syntax; and whether all of it
  /// was strong (`**...**`).
  /// True when `source` has a character Markdown might read (`*`, `_`, `` ` ``, `~`, `[`).
  /// They are ASCII, so a byte scan finds them (no UTF-8 sequence contains them).
  static func hasMarkers(_ source: String) -> Bool {
    source.utf8.contains { byte in
      switch byte {
      case 0x2A, 0x5F, 0x60, 0x7E, 0x5B: return true
      default: return false
      }
    }
  }

  static func plain(_ source: String) -> (String, Bool) {
    guard hasMarkers(source) else { return (source, false) }
    var text = Array(source)
    let wholeBold = text.count > 4 && source.hasPrefix("**") && source.hasSuffix("**")
      && !source.dropFirst(2).dropLast(2).contains("**")
    // Links: [text](url) -> text.
    var out: [Character] = []
    var i = 0
    while i < text.count {
      if text[i] == "[", let close = text[i...].firstIndex(of: "]"), close + 1 < text.count,
         text[close + 1] == "(", let end = text[(close + 1)...].firstIndex(of: ")") {
        out += text[(i + 1)..<close]
        i = end + 1
        continue
      }
      out.append(text[i])
      i += 1
    }
    text = out
    // Paired markers, longest first; `_` only at word edges (CommonMark's rule for it).
    for marker in ["**", "__", "~~", "*", "_", "`"] {
      text = removePairs(of: Array(marker), in: text, wordEdgesOnly: marker.hasPrefix("_"))
    }
    return (String(text), wholeBold)
  }

  private static func removePairs(of marker: [Character], in text: [Character],
                                  wordEdgesOnly: Bool) -> [Character] {
    func matches(_ at: Int) -> Bool {
      at + marker.count <= text.count && Array(text[at..<(at + marker.count)]) == marker
    }
    func isOpening(_ at: Int) -> Bool {
      let after = at + marker.count
      guard after < text.count, !text[after].isWhitespace else { return false }
      return !wordEdgesOnly || at == 0 || !(text[at - 1].isLetter || text[at - 1].isNumber)
    }
    func isClosing(_ at: Int) -> Bool {
      guard at > 0, !text[at - 1].isWhitespace else { return false }
      let after = at + marker.count
      return !wordEdgesOnly || after >= text.count
        || !(text[after].isLetter || text[after].isNumber)
    }
    var out: [Character] = []
    var i = 0
    while i < text.count {
      if matches(i), isOpening(i) {
        var j = i + marker.count + 1
        while j < text.count, !(matches(j) && isClosing(j)) { j += 1 }
        if j < text.count {
          out += text[(i + marker.count)..<j]
          i = j + marker.count
          continue
        }
      }
      out.append(text[i])
      i += 1
    }
    return out
  }
}

extension Text {
  /// A string literal, its Markdown shown as text (`Text("**Bold** and *more*")`).
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
              comment: StaticString? = nil) {
    self.init(verbatim: key.text)
    isBold = key.isBold
  }

  /// How `Text(date, style:)` shows a date. Pictures are the same everywhere: US English, in
  /// UTC.
  public enum DateStyle: Sendable, Hashable {
    case date, time, relative, offset, timer

    func format(_ date: Date) -> String {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = TimeZone(identifier: "UTC")
      switch self {
      case .date: formatter.dateFormat = "MMMM d, yyyy"
      case .time: formatter.dateFormat = "h:mm a"
      case .relative, .offset: return "0 sec"
      case .timer: return "0:00"
      }
      return formatter.string(from: date)
    }
  }

  /// A date as `style` shows it.
  public init(_ date: Date, style: DateStyle) { self.init(verbatim: style.format(date)) }

  /// A value formatted by a format style: `Text(count, format: .number)`.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
    self.init(verbatim: format.format(input))
  }

  /// Two texts as one: the second follows the first on its line, in the first's font and
  /// colour (the bitmap renderer draws a text in one style).
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.string + rhs.string)
    joined.font = lhs.font ?? rhs.font
    joined.color = lhs.color ?? rhs.color
    joined.isBold = lhs.isBold
    joined.underline = lhs.underline
    joined.strikethrough = lhs.strikethrough
    return joined
  }

  /// Accepted: the bundled bitmap fonts have fixed spacing.
  public func kerning(_ kerning: CGFloat) -> Text { self }
  public func tracking(_ tracking: CGFloat) -> Text { self }
  public func baselineOffset(_ offset: CGFloat) -> Text { self }
  /// `.monospaced` draws with Terminus; the other designs with Inter.
  public func fontDesign(_ design: Font.Design?) -> Text {
    var copy = self
    copy.isMonospaced = design == .monospaced
    return copy
  }
  public func fontWidth(_ width: Font.Width?) -> Text { self }
}

extension Font {
  public enum Design: Sendable, Hashable { case `default`, serif, rounded, monospaced }
  public struct Width: Sendable, Hashable {
    let value: Double
    public static let compressed = Width(value: -0.3)
    public static let condensed = Width(value: -0.2)
    public static let standard = Width(value: 0)
    public static let expanded = Width(value: 0.2)
  }

  /// `.monospaced` draws with Terminus; serif and rounded with Inter, as the default.
  public func design(_ design: Design) -> Font { Font(spec.monospaced(design == .monospaced)) }
  /// The monospaced design (Terminus).
  public func monospaced() -> Font { Font(spec.monospaced()) }
  /// Accepted: one width of the bundled fonts.
  public func width(_ width: Width) -> Font { self }
  public func italic() -> Font { self }
  public func monospacedDigit() -> Font { self }
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
    let weighted = weight.map { style.weight($0) } ?? style
    return design == .monospaced ? weighted.monospaced() : weighted
  }
}

extension View {
  /// `.monospaced` draws the text below in Terminus; the other designs in Inter.
  public func fontDesign(_ design: Font.Design?) -> some View {
    EnvironmentModifier(content: self) { $0.monospaced = design == .monospaced }
  }

  /// The text below in the monospaced design (Terminus).
  public func monospaced(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.monospaced = isActive }
  }

  /// Accepted: the bundled fonts have one width and one size per style; text that does not fit
  /// is truncated at its end.
  public func fontWidth(_ width: Font.Width?) -> some View { self }
  public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  public func allowsTightening(_ flag: Bool) -> some View { self }
  public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize { self }
  public func textSelection(_ selectability: TextSelectability) -> some View { self }
}

extension Text {
  public enum TruncationMode: Sendable, Hashable { case head, middle, tail }
}

public struct TextSelectability: Sendable {
  public static let enabled = TextSelectability()
  public static let disabled = TextSelectability()
}
