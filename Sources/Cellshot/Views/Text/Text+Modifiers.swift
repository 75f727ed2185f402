extension Text {
  /// A string literal, its Markdown drawn (`Text("**Bold** and *more*")`): bold, italics,
  /// code in the monospaced design, struck text, links in the tint; interpolated texts and
  /// images drawn in their place.
  public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
              comment: StaticString? = nil) {
    self.init(verbatim: key.text)
    isBold = key.isBold
    if !key.numbers.isEmpty && key.segments == nil { attributes.numbers = key.numbers }
    if let segments = key.segments {
      var joined: [Text] = []
      for segment in segments {
        var part: Text
        if let index = segment.inserted, index < key.inserted.count {
          part = key.inserted[index]
        } else {
          part = Text(verbatim: segment.text)
        }
        part.isBold = part.isBold || segment.isBold
        part.isItalic = part.isItalic || segment.isItalic
        part.isMonospaced = part.isMonospaced || segment.isCode
        if segment.isStruck, part.strikethrough == nil { part.strikethrough = .some(.single) }
        if segment.link != nil { part.attributes.isLink = true }
        joined += part.flattenedParts
      }
      parts = joined
    }
  }

  /// How `Text(date, style:)` shows a date. Pictures are the same everywhere: US English, in
  /// UTC.
  public enum DateStyle: Sendable, Hashable, Codable {
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

  /// Two texts as one: they share lines and a baseline and wrap together, each part in its
  /// own font, weight, colour, lines, spacing and baseline (what a part leaves unset,
  /// modifiers on the joined text and the environment give): `Text("a").underline() +
  /// Text("b")` underlines "a" only, as on an iPhone.
  public static func + (lhs: Text, rhs: Text) -> Text {
    var joined = Text(verbatim: lhs.string + rhs.string)
    joined.parts = lhs.flattenedParts + rhs.flattenedParts
    return joined
  }

  /// This text's parts with its own modifiers given to those that leave them unset.
  var flattenedParts: [Text] {
    guard let parts else { return [self] }
    let outer = attributes
    return parts.map { part in
      var part = part
      part.font = part.font ?? font
      part.weight = part.weight ?? weight
      part.color = part.color ?? color
      part.isBold = part.isBold || isBold
      part.isMonospaced = part.isMonospaced || isMonospaced
      part.design = part.design ?? design
      part.width = part.width ?? width
      part.isMonospacedDigit = part.isMonospacedDigit || isMonospacedDigit
      part.isItalic = part.isItalic || isItalic
      if outer != TextAttributes() { part.attributes = part.attributes.inheriting(outer) }
      return part
    }
  }

  /// The text in `design` (serif, rounded, monospaced), unless its font names a design of
  /// its own; nil: the font's.
  public func fontDesign(_ design: Font.Design?) -> Text {
    var copy = self
    copy.design = design
    return copy
  }
  /// The text in one of SF Pro's widths (compressed, condensed, expanded: Roboto Flex's),
  /// unless its font names a width of its own; nil: the font's.
  public func fontWidth(_ width: Font.Width?) -> Text {
    var copy = self
    copy.width = width.map { FontWidth(value: Double($0.value)) }
    return copy
  }
}

extension View {
  /// The text below in `design` (serif, rounded, monospaced), where its font names no design
  /// of its own.
  public func fontDesign(_ design: Font.Design?) -> some View {
    EnvironmentModifier(content: self) { $0.fontDesign = design?.fontDesign }
  }

  /// The text below in italics (Inter's italic cut at regular weight).
  public func italic(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.italic = isActive }
  }

  /// The text below in the monospaced design (JetBrains Mono, for SF Mono).
  public func monospaced(_ isActive: Bool = true) -> some View {
    EnvironmentModifier(content: self) { $0.monospaced = isActive }
  }

  /// The text below in one of SF Pro's widths (compressed, condensed, expanded: Roboto
  /// Flex's), where its font names no width of its own.
  public func fontWidth(_ width: Font.Width?) -> some View {
    EnvironmentModifier(content: self) { $0.fontWidth = width.map { FontWidth(value: Double($0.value)) } }
  }
  /// Kept in the environment (`\.minimumScaleFactor`); text is not scaled down.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    EnvironmentModifier(content: self) { $0.minimumScaleFactor = factor }
  }
  /// Kept in the environment (`\.allowsTightening`); letters are not drawn closer.
  public func allowsTightening(_ flag: Bool) -> some View {
    EnvironmentModifier(content: self) { $0.allowsTightening = flag }
  }
  /// Kept in the environment (`\.truncationMode`); text is truncated at its end.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    EnvironmentModifier(content: self) { $0.truncationMode = mode }
  }
  /// Text styles inside drawn at Apple's size for `size`.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    EnvironmentModifier(content: self) { $0.dynamicTypeSize = size }
  }
  /// The environment's size kept within `range` (`...DynamicTypeSize.xxxLarge`).
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
    where T.Bound == DynamicTypeSize
  {
    let allowed = DynamicTypeSize.allCases.filter { range.contains($0) }
    return EnvironmentModifier(content: self) { env in
      guard let first = allowed.first, let last = allowed.last,
            !allowed.contains(env.dynamicTypeSize) else { return }
      env.dynamicTypeSize = env.dynamicTypeSize < first ? first : last
    }
  }
  /// Accepted: selecting text needs a touch, and a picture shows none.
  public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

extension Text {
  /// A text case transform, as SwiftUI's `Text.Case`.
  public enum Case: Sendable, Hashable { case uppercase, lowercase }
}

extension EnvironmentValues {
  /// How text that does not fit is truncated, as `.truncationMode(_:)` sets it (`.tail`).
  public var truncationMode: Text.TruncationMode {
    get { self[extra: "truncationMode", default: .tail] }
    set { self[extra: "truncationMode", default: .tail] = newValue }
  }
  /// The smallest fraction of its size text may shrink to, as `.minimumScaleFactor(_:)` sets
  /// it (1).
  public var minimumScaleFactor: CGFloat {
    get { self[extra: "minimumScaleFactor", default: 1] }
    set { self[extra: "minimumScaleFactor", default: 1] = newValue }
  }
  /// Whether letters may be drawn closer to fit, as `.allowsTightening(_:)` sets it (false).
  public var allowsTightening: Bool {
    get { self[extra: "allowsTightening", default: false] }
    set { self[extra: "allowsTightening", default: false] = newValue }
  }
}
