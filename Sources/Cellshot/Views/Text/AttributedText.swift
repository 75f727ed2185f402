// Attributed strings in text: SwiftUI's attribute scope (`AttributeScopes.SwiftUIAttributes`:
// font, colours, lines, kerning, tracking, baseline offset), which Apple's SwiftUI declares on
// Foundation's `AttributeScopes` and Linux's Foundation lacks, and `Text(AttributedString)`,
// which draws each run with its attributes: SwiftUI's, Foundation's `link` (in the tint) and
// `inlinePresentationIntent` (bold, italic, code, struck, as Markdown draws them).

import Foundation

extension AttributeScopes {
  /// SwiftUI's attributes: `string.font = .title`, `container.swiftUI.foregroundColor = .red`.
  public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

  /// The attributes `Text` draws, with Foundation's and accessibility's.
  public struct SwiftUIAttributes: AttributeScope {
    public let font: FontAttribute
    public let foregroundColor: ForegroundColorAttribute
    public let backgroundColor: BackgroundColorAttribute
    public let strikethroughStyle: StrikethroughStyleAttribute
    public let underlineStyle: UnderlineStyleAttribute
    public let kern: KerningAttribute
    public let tracking: TrackingAttribute
    public let baselineOffset: BaselineOffsetAttribute
    public let accessibility: AccessibilityAttributes
    public let foundation: FoundationAttributes
    /// A paragraph's alignment (iOS 26): the first paragraph's places the text's lines.
    public let alignment: AttributeScopes.CoreTextAttributes.TextAlignmentAttribute
    /// A paragraph's line height (iOS 26): the first paragraph's spaces the text's lines.
    public let lineHeight: AttributeScopes.CoreTextAttributes.LineHeightAttribute
    public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
    public typealias EncodingConfiguration = AttributeScopeCodableConfiguration
  }
}

extension AttributeScopes.SwiftUIAttributes {
  /// The font of a run.
  public enum FontAttribute: AttributedStringKey {
    public typealias Value = Font
    public static let name = "SwiftUI.Font"
  }

  /// The colour of a run's characters.
  public enum ForegroundColorAttribute: AttributedStringKey {
    public typealias Value = Color
    public static let name = "SwiftUI.ForegroundColor"
  }

  /// A fill behind a run's characters, as tall as their line.
  public enum BackgroundColorAttribute: AttributedStringKey {
    public typealias Value = Color
    public static let name = "SwiftUI.BackgroundColor"
  }

  /// A line through a run.
  public enum StrikethroughStyleAttribute: AttributedStringKey {
    public typealias Value = Text.LineStyle
    public static let name = "SwiftUI.StrikethroughStyle"
  }

  /// A line under a run.
  public enum UnderlineStyleAttribute: AttributedStringKey {
    public typealias Value = Text.LineStyle
    public static let name = "SwiftUI.UnderlineStyle"
  }

  /// Points after each character of a run (tracking, when also set, wins).
  public enum KerningAttribute: CodableAttributedStringKey {
    public typealias Value = CGFloat
    public static let name = "SwiftUI.Kern"
  }

  /// Points after each character of a run.
  public enum TrackingAttribute: CodableAttributedStringKey {
    public typealias Value = CGFloat
    public static let name = "SwiftUI.Tracking"
  }

  /// Points a run is raised by (lowered when negative).
  public enum BaselineOffsetAttribute: CodableAttributedStringKey {
    public typealias Value = CGFloat
    public static let name = "SwiftUI.BaselineOffset"
  }
}

extension AttributeDynamicLookup {
  /// SwiftUI's attributes by name on an attributed string, a run or a container.
  public subscript<T: AttributedStringKey>(
    dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
  ) -> T {
    self[T.self]
  }
}

extension Text {
  /// A text drawing `attributedContent`'s runs, each with its attributes: SwiftUI's font,
  /// colours, lines, kerning, tracking and baseline offset; a link in the tint; Markdown's
  /// bold, italic, code and strikethrough (`inlinePresentationIntent`); the first
  /// paragraph's alignment and line height. What a run leaves unset, the text's modifiers and
  /// the environment give.
  @_disfavoredOverload
  public init(_ attributedContent: AttributedString) {
    typealias SwiftUI = AttributeScopes.SwiftUIAttributes
    var parts: [Text] = []
    for run in attributedContent.runs {
      var part = Text(verbatim: String(attributedContent[run.range].characters))
      part.font = run[SwiftUI.FontAttribute.self]
      part.color = run[SwiftUI.ForegroundColorAttribute.self]
      var attributes = TextAttributes()
      attributes.background = run[SwiftUI.BackgroundColorAttribute.self]
      attributes.underline = run[SwiftUI.UnderlineStyleAttribute.self].map { .some($0) }
      attributes.strikethrough = run[SwiftUI.StrikethroughStyleAttribute.self].map { .some($0) }
      attributes.kerning = run[SwiftUI.KerningAttribute.self]
      attributes.tracking = run[SwiftUI.TrackingAttribute.self]
      attributes.baselineOffset = run[SwiftUI.BaselineOffsetAttribute.self]
      attributes.isLink = run[AttributeScopes.FoundationAttributes.LinkAttribute.self] != nil
      if let intent = run[AttributeScopes.FoundationAttributes
        .InlinePresentationIntentAttribute.self] {
        part.isBold = intent.contains(.stronglyEmphasized)
        part.isItalic = intent.contains(.emphasized)
        part.isMonospaced = intent.contains(.code)
        if intent.contains(.strikethrough), attributes.strikethrough == nil {
          attributes.strikethrough = .some(.single)
        }
      }
      part.attributes = attributes
      parts.append(part)
    }
    let paragraph = ParagraphAttributes(attributedContent)
    // One run is a text of its own, drawn as any text with those attributes.
    guard parts.count > 1 else {
      self = parts.first ?? Text(verbatim: "")
      if !paragraph.isEmpty { attributes.paragraph = paragraph }
      return
    }
    self.init(verbatim: parts.map(\.string).joined())
    self.parts = parts
    if !paragraph.isEmpty { attributes.paragraph = paragraph }
  }
}

extension Text {
  /// A value formatted by a format style that writes attributed text, drawn with its
  /// attributes.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString
  {
    self.init(format.format(input))
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A value formatted by a format style that writes attributed text, drawn in its place
  /// with its attributes.
  public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == AttributedString
  {
    appendInterpolation(format.format(input))
  }
}
