/// A string literal as SwiftUI's `Text` reads it: Markdown emphasis (`**bold**`, `*italic*`,
/// `~~struck~~`), code (`` `code` ``) and links (`[text](url)`) drawn styled, interpolated
/// numbers as iOS formats them (grouped integers, six-decimal floating point), other values as
/// they are, interpolated texts and images in their place.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Sendable, Hashable {
  /// The text to show: the Markdown's text, with interpolated values kept as given.
  let text: String
  /// True when the whole text is `**bold**`.
  let isBold: Bool
  /// The text in runs, when parts of it are styled and parts are not, or it has texts or
  /// images interpolated.
  let segments: [Markdown.Segment]?
  /// The texts and images interpolated, in order (segments point at them).
  let inserted: [Text]
  /// The numbers interpolated, as written in en_US, in order: a text rewrites them in its
  /// environment's locale.
  var numbers: [InterpolatedNumber] = []

  public init(_ value: String) { self.init(markdown: value, values: []) }
  public init(stringLiteral value: String) { self.init(value) }

  public init(stringInterpolation: StringInterpolation) {
    // No Markdown marker in the literal parts and no text inserted (most text): the text is
    // as written.
    guard stringInterpolation.keepsPattern,
          Markdown.hasMarkers(stringInterpolation.pattern) || !stringInterpolation.texts.isEmpty
    else {
      self.init(text: stringInterpolation.direct, isBold: false, segments: nil)
      numbers = stringInterpolation.numbers
      return
    }
    self.init(markdown: stringInterpolation.pattern, values: stringInterpolation.values,
              texts: stringInterpolation.texts)
    numbers = stringInterpolation.numbers
  }

  private init(text: String, isBold: Bool, segments: [Markdown.Segment]?) {
    (self.text, self.isBold, self.segments, inserted) = (text, isBold, segments, [])
  }

  /// Reads `pattern` as Markdown; `values` stand in it as private-use characters while it is
  /// read (Markdown is read in the literal parts only), and come back after: a string as its
  /// characters, nil for the next of `texts`, drawn as a segment of its own.
  init(markdown pattern: String, values: [String?], texts: [Text] = []) {
    var segments: [Markdown.Segment] = []
    var textIndex = 0
    // Where each text value goes, by value index.
    var textOf: [Int: Int] = [:]
    for (index, value) in values.enumerated() where value == nil {
      textOf[index] = textIndex
      textIndex += 1
    }
    for segment in Markdown.segments(pattern) {
      guard !values.isEmpty else {
        segments.append(segment)
        continue
      }
      var piece = segment
      piece.text = ""
      var split = false
      for scalar in segment.text.unicodeScalars {
        let index = Int(scalar.value) - Int(StringInterpolation.firstPlaceholder)
        guard index >= 0, index < values.count else {
          piece.text.unicodeScalars.append(scalar)
          continue
        }
        if let value = values[index] {
          piece.text += value
        } else {
          if !piece.text.isEmpty { segments.append(piece) }
          var insert = segment
          insert.text = ""
          insert.inserted = textOf[index]
          if let at = textOf[index], at < texts.count { insert.text = texts[at].string }
          segments.append(insert)
          piece.text = ""
          split = true
        }
      }
      // A segment a text split keeps its non-empty pieces; any other, as it was.
      if !split || !piece.text.isEmpty { segments.append(piece) }
    }
    text = segments.map(\.text).joined()
    inserted = texts
    let plain = segments.count == 1 && !segments[0].isCode && !segments[0].isItalic
      && !segments[0].isStruck && segments[0].link == nil && segments[0].inserted == nil
    if plain {
      (isBold, self.segments) = (segments[0].isBold, nil)
    } else {
      (isBold, self.segments) = (false, segments.isEmpty ? nil : segments)
    }
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: LocalizedStringKey, _ b: LocalizedStringKey) -> Bool {
    a.text == b.text && a.isBold == b.isBold && a.segments == b.segments
      && a.inserted == b.inserted
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(text)
    hasher.combine(segments)
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
    /// The values after the first marker: a string, or nil for the next of `texts`.
    var values: [String?] = []
    /// The texts and images interpolated, in order.
    var texts: [Text] = []
    /// The numbers interpolated, in order.
    var numbers: [InterpolatedNumber] = []

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
    /// An integer as iOS's `%lld` writes it in the en_US locale: its digits grouped by
    /// thousands (`"\(81000)"` reads "81,000", a year "2,024").
    public mutating func appendInterpolation(_ value: Int) { appendInteger(value) }
    public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) { appendInteger(value) }

    private mutating func appendInteger<T: BinaryInteger>(_ value: T) {
      let written = Self.grouped(value)
      if let exact = Int64(exactly: value) {
        numbers.append(InterpolatedNumber(written: written, value: .integer(exact)))
      }
      append(written)
    }
    /// A floating-point number as iOS's `%lf` writes it in the en_US locale: six decimals, the
    /// whole part grouped (`"\(3.14)"` reads "3.140000").
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
      let written = String(format: "%f", Double(value))
      guard let first = written.firstIndex(where: \.isNumber) else { return append(written) }
      let whole = written[first...].prefix { $0.isNumber }
      let grouped = String(written[..<first]) + Self.grouped(digits: whole)
        + String(written[whole.endIndex...])
      numbers.append(InterpolatedNumber(written: grouped, value: .floating(Double(value))))
      append(grouped)
    }

    /// `value`'s decimal digits with a comma before each group of three from the right.
    static func grouped<T: BinaryInteger>(_ value: T) -> String {
      let digits = String(value.magnitude)
      return (value < 0 ? "-" : "") + grouped(digits: Substring(digits))
    }

    static func grouped(digits: Substring) -> String {
      guard digits.count > 3 else { return String(digits) }
      var out = ""
      out.reserveCapacity(digits.count + digits.count / 3)
      for (i, digit) in digits.enumerated() {
        if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
        out.append(digit)
      }
      return out
    }

    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
      where F.FormatOutput == String
    {
      append(format.format(input))
    }

    public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
      append(style.format(date))
    }

    /// A text drawn in its place, in its own style (the Markdown around it adding to it).
    public mutating func appendInterpolation(_ text: Text) {
      if !keepsPattern { startPattern() }
      let index = StringInterpolation.firstPlaceholder + UInt32(values.count)
      pattern.unicodeScalars.append(Unicode.Scalar(index) ?? "\u{FFFD}")
      values.append(nil)
      texts.append(text)
      direct += text.string
    }

    /// An image drawn in the line: a symbol at the text's size, in its colour.
    public mutating func appendInterpolation(_ image: Image) { appendInterpolation(Text(image)) }

    /// An attributed string drawn in its place with its attributes.
    public mutating func appendInterpolation(_ attributedString: AttributedString) {
      appendInterpolation(Text(attributedString))
    }

    /// `"\(value, specifier: "%.1f")"`: the value as `String(format:)` writes it, in the POSIX
    /// locale whatever the machine's (a point for the decimal separator).
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T,
                                                                    specifier: String) {
      append(String(format: specifier, locale: nil, value._arg))
    }

    /// `"\(accessibilityName: color)"` (iOS 18): the colour's name as VoiceOver reads it
    /// ("blue"), for the system colours; else its "#RRGGBBAA" (`ColorNames`).
    public mutating func appendInterpolation(accessibilityName color: Color) {
      append(ColorNames.accessibilityName(of: color))
    }
  }
}

/// A number interpolated into a literal: as iOS writes it in en_US (`written`), and its value,
/// written again in a text's locale when that is another (`Text`'s environment).
struct InterpolatedNumber: Sendable, Hashable {
  enum Value: Sendable, Hashable {
    case integer(Int64)
    case floating(Double)
  }
  let written: String
  let value: Value

  /// The number as `%lld` or `%lf` writes it in `locale`.
  func written(in locale: Locale) -> String {
    switch value {
    case .integer(let n): String(format: "%lld", locale: locale, n)
    case .floating(let x): String(format: "%lf", locale: locale, x)
    }
  }

  /// `string` with each of `numbers`, found in order, written in `locale` instead of en_US;
  /// as it is for en_US and for Cellshot's default locale (en_US_POSIX, which pictures read as
  /// en_US, as an iPhone set to US English does).
  static func rewrite(_ string: String, _ numbers: [InterpolatedNumber], in locale: Locale)
    -> String
  {
    let id = locale.identifier
    guard !numbers.isEmpty, id != "en_US_POSIX", id != "en_US", id != "en" else { return string }
    var out = "", rest = string[...]
    for number in numbers {
      guard let range = rest.range(of: number.written) else { continue }
      out += rest[..<range.lowerBound]
      out += number.written(in: locale)
      rest = rest[range.upperBound...]
    }
    return out + String(rest)
  }
}
