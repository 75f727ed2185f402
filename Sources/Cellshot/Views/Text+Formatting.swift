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
  /// The text in runs, when parts of it are `**bold**` or `` `code` `` and parts are not.
  let segments: [Markdown.Segment]?

  public init(_ value: String) { self.init(markdown: value, values: []) }
  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    // No Markdown marker in the literal parts (most text): the text is as written.
    guard Markdown.hasMarkers(stringInterpolation.pattern) else {
      self.init(text: stringInterpolation.direct, isBold: false, segments: nil)
      return
    }
    self.init(markdown: stringInterpolation.pattern, values: stringInterpolation.values)
  }

  private init(text: String, isBold: Bool, segments: [Markdown.Segment]?) {
    (self.text, self.isBold, self.segments) = (text, isBold, segments)
  }

  /// Reads `pattern` as Markdown; `values` stand in it as private-use characters while it is
  /// read (Markdown is read in the literal parts only), and come back after.
  init(markdown pattern: String, values: [String]) {
    func substituted(_ plain: String) -> String {
      guard !values.isEmpty else { return plain }
      var text = ""
      for scalar in plain.unicodeScalars {
        let index = Int(scalar.value) - Int(StringInterpolation.firstPlaceholder)
        if index >= 0, index < values.count {
          text += values[index]
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
      return text
    }
    let segments = Markdown.segments(pattern).map {
      Markdown.Segment(text: substituted($0.text), isBold: $0.isBold, isCode: $0.isCode,
                       isItalic: $0.isItalic)
    }
    text = segments.map(\.text).joined()
    if segments.count == 1 && !segments[0].isCode && !segments[0].isItalic {
      (isBold, self.segments) = (segments[0].isBold, nil)
    } else {
      (isBold, self.segments) = (false, segments.isEmpty ? nil : segments)
    }
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

  /// A stretch of text in one style: bold (`**...**` or `__...__`), code (`` `...` ``, drawn in
  /// the monospaced design), or neither.
  struct Segment: Sendable, Hashable {
    var text: String
    var isBold: Bool
    var isCode: Bool
    var isItalic = false
  }

  /// `source` in segments of one style each, the Markdown's other syntax (italics, strikes,
  /// links) reduced to its text within each; empty stretches are left out.
  static func segments(_ source: String) -> [Segment] {
    guard hasMarkers(source) else { return [Segment(text: source, isBold: false, isCode: false)] }
    let chars = Array(source)
    var out: [Segment] = []
    var current: [Character] = []
    var bold = false, italic = false
    func flush() {
      let text = plain(String(current)).0
      if !text.isEmpty {
        out.append(Segment(text: text, isBold: bold, isCode: false, isItalic: italic))
      }
      current = []
    }
    // A `*` on its own (not half of `**`).
    func isSingleStar(_ j: Int) -> Bool {
      chars[j] == "*" && (j + 1 >= chars.count || chars[j + 1] != "*")
        && (j == 0 || chars[j - 1] != "*")
    }
    func findSingleStar(after i: Int) -> Int? {
      var j = i
      while j < chars.count {
        if isSingleStar(j) { return j }
        j += 1
      }
      return nil
    }
    func starts(_ marker: String, at i: Int) -> Bool {
      let m = Array(marker)
      return i + m.count <= chars.count && Array(chars[i..<(i + m.count)]) == m
    }
    func find(_ marker: String, after i: Int) -> Int? {
      var j = i
      while j < chars.count {
        if starts(marker, at: j) { return j }
        j += 1
      }
      return nil
    }
    var i = 0
    while i < chars.count {
      if chars[i] == "`", let close = find("`", after: i + 1) {
        flush()
        out.append(Segment(text: String(chars[(i + 1)..<close]), isBold: bold, isCode: true,
                           isItalic: false))
        i = close + 1
      } else if isSingleStar(i) && (italic || findSingleStar(after: i + 1) != nil) {
        flush()
        italic.toggle()
        i += 1
      } else if starts("**", at: i) && (bold || find("**", after: i + 2) != nil) {
        flush()
        bold.toggle()
        i += 2
      } else {
        current.append(chars[i])
        i += 1
      }
    }
    flush()
    return out
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
    if let segments = key.segments {
      parts = segments.map { segment in
        var part = Text(verbatim: segment.text)
        part.isBold = segment.isBold
        part.isItalic = segment.isItalic
        part.isMonospaced = segment.isCode
        return part
      }
    }
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
  /// Two texts as one: they share lines and a baseline and wrap together, each part in its
  /// own font, weight and colour (what a part leaves unset, modifiers on the joined text and
  /// the environment give). Underline and strikethrough are the first part's, over the whole.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.string + rhs.string)
    joined.parts = lhs.flattenedParts + rhs.flattenedParts
    joined.underline = lhs.underline
    joined.strikethrough = lhs.strikethrough
    return joined
  }

  /// This text's parts with its own modifiers given to those that leave them unset.
  var flattenedParts: [Text] {
    guard let parts else { return [self] }
    return parts.map { part in
      var part = part
      part.font = part.font ?? font
      part.color = part.color ?? color
      part.isBold = part.isBold || isBold
      part.isMonospaced = part.isMonospaced || isMonospaced
      part.isItalic = part.isItalic || isItalic
      return part
    }
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
  /// Italics (Inter's italic cut at regular weight).
  public func italic() -> Font { Font(spec.italic()) }

  /// A named font, as `Font.custom(_:size:)`: the bundled fonts stand in for it at that size,
  /// its weight, italics and monospacing read from the name ("Avenir-Heavy", "Menlo-Bold",
  /// "Georgia-Italic"). No font file is loaded: a picture is the same on every machine.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    let lower = name.lowercased()
    let weight: Weight
    switch lower {
    case _ where lower.contains("black") || lower.contains("heavy"): weight = .heavy
    case _ where lower.contains("semibold") || lower.contains("demibold"): weight = .semibold
    case _ where lower.contains("bold"): weight = .bold
    case _ where lower.contains("medium"): weight = .medium
    case _ where lower.contains("light") || lower.contains("thin"): weight = .light
    default: weight = .regular
    }
    let mono = ["mono", "menlo", "courier", "consolas", "code"].contains { lower.contains($0) }
    return Font(FontSpec(size: Double(size), weight: weight, monospaced: mono,
                         italic: lower.contains("italic") || lower.contains("oblique")))
  }

  /// A named font that scales with `textStyle` (at the default size, exactly `size`).
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    custom(name, size: size)
  }

  /// A named font of a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    custom(name, size: fixedSize)
  }

  /// SwiftUI's text styles, as `Font.TextStyle` names them (for `relativeTo:`).
  public enum TextStyle: Sendable, Hashable, CaseIterable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
      caption, caption2
  }
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

  /// The text below in italics (Inter's italic cut at regular weight).
  public func italic(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.italic = isActive }
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
