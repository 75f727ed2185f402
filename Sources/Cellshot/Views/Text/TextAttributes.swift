// What a text sets besides its font and colour: lines under and through it, extra spacing, a
// raised baseline, a background, a link's tint, an inline image. A `Text` and its parts carry
// them (`Text.attributes`), the environment hands them down from view modifiers
// (`.underline()`, `.kerning(_:)` on any view), and `runStyle` resolves them per run, a part's
// own first, then the joined text's, then the environment's. Drawn by `TextPainting`.

import Foundation

/// A text's attributes beyond font and colour; nil fields are left to the text's parent, the
/// joined text or the environment.
struct TextAttributes: Equatable, Sendable {
  /// On (a style), off (`.some(nil)`), or left to the parent (nil).
  var underline: Text.LineStyle?? = nil
  var strikethrough: Text.LineStyle?? = nil
  /// Points after each character (`kerning`); `tracking` wins over it, as in SwiftUI.
  var kerning: CGFloat? = nil
  var tracking: CGFloat? = nil
  /// Points the text is raised by.
  var baselineOffset: CGFloat? = nil
  /// A fill behind the characters (an attributed string's `backgroundColor`).
  var background: Color? = nil
  /// True for a link's characters: drawn in the tint.
  var isLink = false
  /// What VoiceOver reads instead of the characters (`Text.accessibilityLabel`).
  var accessibilityLabel: String? = nil
  /// True when VoiceOver reads the text as a heading (`Text.accessibilityHeading`).
  var isHeading = false
  /// The picture a `Text(Image)` draws.
  var image: Image? = nil
  /// The language the text is set in (`typesettingLanguage`), for its Han characters' forms.
  var language: Locale.Language? = nil
  /// `Text.customAttribute` values, in the order given (read by a `TextRenderer`'s runs).
  var custom = CustomTextAttributes()
  /// An attributed string's paragraph alignment and line height (the whole text's).
  var paragraph: ParagraphAttributes? = nil
  /// The numbers a literal interpolated, written in en_US in the string: rewritten in the
  /// environment's locale when the text is resolved.
  var numbers: [InterpolatedNumber]? = nil

  /// True when a text with these must be drawn in runs: a single run of characters draws its
  /// underline and strikethrough over its lines, anything else per run.
  var needsRuns: Bool {
    kerning != nil || tracking != nil || baselineOffset != nil || background != nil || isLink
      || image != nil
  }

  /// These, what they leave unset taken from `outer`.
  func inheriting(_ outer: TextAttributes) -> TextAttributes {
    var merged = self
    merged.underline = underline ?? outer.underline
    merged.strikethrough = strikethrough ?? outer.strikethrough
    merged.kerning = kerning ?? outer.kerning
    merged.tracking = tracking ?? outer.tracking
    merged.baselineOffset = baselineOffset ?? outer.baselineOffset
    merged.background = background ?? outer.background
    merged.isLink = isLink || outer.isLink
    merged.language = language ?? outer.language
    merged.custom = outer.custom + custom
    return merged
  }
}

/// `Text.customAttribute` values: hashable values of the app's types, only ever read (by a
/// renderer, on the main actor), so sent freely.
struct CustomTextAttributes: Equatable, @unchecked Sendable {
  var values: [AnyHashable] = []

  static func + (a: CustomTextAttributes, b: CustomTextAttributes) -> CustomTextAttributes {
    CustomTextAttributes(values: a.values + b.values)
  }
}

/// A text's attributes, out of line: a text holds one reference, nil for none.
final class TextAttributesBox: Sendable {
  let value: TextAttributes
  init(_ value: TextAttributes) { self.value = value }
}

extension Text {
  /// Two texts are equal when they hold the same characters, fonts, colours and attributes.
  @_implements(Equatable, ==(_:_:))
  nonisolated public static func __equals(_ a: Text, _ b: Text) -> Bool {
    a.string == b.string && a.font == b.font && a.weight == b.weight && a.color == b.color
      && a.isBold == b.isBold && a.isMonospaced == b.isMonospaced && a.design == b.design
      && a.isItalic == b.isItalic
      && a.attributes == b.attributes && a.parts == b.parts
  }

  /// What run `part` draws besides its characters, in pixels and concrete colours: the part's
  /// attributes, then this text's, then the environment's; nil when it draws nothing more.
  func runStyle(_ part: Text, _ font: FontSpec, _ color: Raster.Color,
                _ environment: EnvironmentValues, _ builder: NodeBuilder) -> TextRunStyle? {
    let outer = parts == nil ? environment.textAttributes
      : attributes.inheriting(environment.textAttributes)
    let merged = part.attributes.inheriting(outer)
    let scale = Double(environment.displayScale)
    var style = TextRunStyle()
    if let underline = merged.underline ?? nil {
      style.underline = ResolvedLineStyle(underline, color, environment)
    }
    if let strikethrough = merged.strikethrough ?? nil {
      style.strikethrough = ResolvedLineStyle(strikethrough, color, environment)
    }
    style.background = merged.background.map { environment.resolve($0) }
    // Tracking wins over kerning, as SwiftUI documents.
    if let points = merged.tracking ?? merged.kerning {
      style.spacing = Self.clamped(points * scale * 64)
    }
    if let points = merged.baselineOffset { style.baselineOffset = Self.clamped(points * scale) }
    if let image = part.attributes.image {
      style.attachment = InlineImage(image, font: font, color: color, environment, builder)
    }
    return style == TextRunStyle() ? nil : style
  }

  /// `value` rounded to a whole number within ±2^20 (NaN: 0).
  private static func clamped(_ value: Double) -> Int {
    value.isFinite ? Int(min(max(value, -Double(1 << 20)), Double(1 << 20)).rounded()) : 0
  }
}

extension EnvironmentValues {
  /// Attributes the view modifiers above gave the text below (`.underline()`, `.kerning(_:)`).
  var textAttributes: TextAttributes {
    get { textAttributesBox?.value ?? TextAttributes() }
    set { textAttributesBox = newValue == TextAttributes() ? nil : TextAttributesBox(newValue) }
  }
}

extension View {
  /// Text below underlined, in `pattern` and `color` (nil: each text's own colour).
  public func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                        color: Color? = nil) -> some View {
    EnvironmentModifier(content: self) {
      $0.textAttributes.underline = .some(isActive ? Text.LineStyle(pattern: pattern,
                                                                    color: color) : nil)
    }
  }

  /// Text below struck through, in `pattern` and `color` (nil: each text's own colour).
  public func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid,
                            color: Color? = nil) -> some View {
    EnvironmentModifier(content: self) {
      $0.textAttributes.strikethrough = .some(isActive ? Text.LineStyle(pattern: pattern,
                                                                        color: color) : nil)
    }
  }

  /// Text below with `kerning` points after each character (tracking, when also set, wins).
  public func kerning(_ kerning: CGFloat) -> some View {
    EnvironmentModifier(content: self) { $0.textAttributes.kerning = kerning }
  }

  /// Text below with `tracking` points after each character.
  public func tracking(_ tracking: CGFloat) -> some View {
    EnvironmentModifier(content: self) { $0.textAttributes.tracking = tracking }
  }

  /// Text below raised by `baselineOffset` points (lowered when negative).
  public func baselineOffset(_ baselineOffset: CGFloat) -> some View {
    EnvironmentModifier(content: self) { $0.textAttributes.baselineOffset = baselineOffset }
  }
}

extension Text {
  /// `kerning` points after each character of this text (tracking, when also set, wins).
  public func kerning(_ kerning: CGFloat) -> Text {
    var copy = self
    copy.attributes.kerning = attributes.kerning ?? kerning
    return copy
  }

  /// `tracking` points after each character of this text.
  public func tracking(_ tracking: CGFloat) -> Text {
    var copy = self
    copy.attributes.tracking = attributes.tracking ?? tracking
    return copy
  }

  /// This text raised by `baselineOffset` points (lowered when negative); its line grows to
  /// hold it.
  public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
    var copy = self
    copy.attributes.baselineOffset = attributes.baselineOffset ?? baselineOffset
    return copy
  }
}
