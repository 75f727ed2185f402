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
    guard stringInterpolation.keepsPattern, Markdown.hasMarkers(stringInterpolation.pattern)
    else {
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
    /// The literal parts and the values as they are, for text with no Markdown in it.
    var direct = ""
    /// True from the first part holding a Markdown marker (or a value a placeholder's plane) on:
    /// only then are `pattern` and `values` kept. Until then every part, literal or value, is
    /// free of markers, so the text so far stands in the pattern as a literal of its own, and
    /// most text (`"Row \(n)"`) builds one string and no array.
    var keepsPattern = false
    /// The literal parts, with each value after the first marker as a placeholder.
    var pattern = ""
    var values: [String] = []

    public init(literalCapacity: Int, interpolationCount: Int) {
      direct.reserveCapacity(literalCapacity + 8 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
      if !keepsPattern && Markdown.hasMarkers(literal) { startPattern() }
      if keepsPattern { pattern += literal }
      direct += literal
    }

    mutating func append(_ value: String) {
      if !keepsPattern && (Markdown.hasMarkers(value) || Self.hasHighPlanes(value)) {
        startPattern()
      }
      if keepsPattern {
        let index = StringInterpolation.firstPlaceholder + UInt32(values.count)
        pattern.unicodeScalars.append(Unicode.Scalar(index)!)
        values.append(value)
      }
      direct += value
    }

    private mutating func startPattern() {
      keepsPattern = true
      pattern = direct
    }

    /// True when `value` has a character of planes 12 to 16 (UTF-8 lead byte F3 or F4), where
    /// the placeholders are: taken into the pattern as text, it would read as one.
    private static func hasHighPlanes(_ value: String) -> Bool {
      var value = value
      return value.withUTF8 { $0.contains { $0 >= 0xF3 } }
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

    /// `"\(value, specifier: "%.1f")"`: the value as `String(format:)` writes it, in the POSIX
    /// locale whatever the machine's (a point for the decimal separator).
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
      append(String(format: specifier, locale: nil, value))
    }
  }
}
