// What Apple's Foundation has for attributed strings and Linux's lacks: Markdown
// (`AttributedString(markdown:)`, its parsing options), the inline presentation intents it
// gives runs (`inlinePresentationIntent`: emphasis, strong, code, strikethrough) and the
// accessibility scope SwiftUI's scope names. Markdown is read as `Text` reads a literal
// (`Markdown`), so both draw alike. Only where Foundation lacks them.

#if !canImport(Darwin)
import Foundation

/// The inline styles Markdown gives a run, as Foundation's `InlinePresentationIntent`.
public struct InlinePresentationIntent: OptionSet, Hashable, Codable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let emphasized = InlinePresentationIntent(rawValue: 1 << 0)
  public static let stronglyEmphasized = InlinePresentationIntent(rawValue: 1 << 1)
  public static let code = InlinePresentationIntent(rawValue: 1 << 2)
  public static let strikethrough = InlinePresentationIntent(rawValue: 1 << 5)
  public static let softBreak = InlinePresentationIntent(rawValue: 1 << 6)
  public static let lineBreak = InlinePresentationIntent(rawValue: 1 << 7)
  public static let inlineHTML = InlinePresentationIntent(rawValue: 1 << 8)
  public static let blockHTML = InlinePresentationIntent(rawValue: 1 << 9)
}

extension AttributeScopes.FoundationAttributes {
  /// The inline styles of a run read from Markdown.
  public enum InlinePresentationIntentAttribute: CodableAttributedStringKey {
    public typealias Value = InlinePresentationIntent
    public static let name = "NSInlinePresentationIntent"
  }

  /// `string.inlinePresentationIntent`: a key path the dynamic lookup names; never read (a
  /// scope is a type, it has no values).
  public var inlinePresentationIntent: InlinePresentationIntentAttribute {
    preconditionFailure("an attribute scope is a type; it has no values")
  }
}

extension AttributeScopes {
  /// Accessibility's attributes, as SwiftUI's scope names them (none drawn).
  public struct AccessibilityAttributes: AttributeScope {
    public let foundation: FoundationAttributes
  }
}

extension AttributedString {
  /// How `init(markdown:)` reads its source.
  public struct MarkdownParsingOptions: Hashable, Sendable {
    /// True to read Apple's extended attribute syntax (`^[text](attribute: value)`); its
    /// text is kept, its attributes are not read.
    public var allowsExtendedAttributes: Bool
    public var interpretedSyntax: InterpretedSyntax
    public var failurePolicy: FailurePolicy
    public var languageCode: String?
    public var appliesSourcePositionAttributes: Bool

    public init(allowsExtendedAttributes: Bool = false,
                interpretedSyntax: InterpretedSyntax = .full,
                failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil,
                appliesSourcePositionAttributes: Bool = false) {
      self.allowsExtendedAttributes = allowsExtendedAttributes
      self.interpretedSyntax = interpretedSyntax
      self.failurePolicy = failurePolicy
      self.languageCode = languageCode
      self.appliesSourcePositionAttributes = appliesSourcePositionAttributes
    }

    /// How much of Markdown is read: blocks and inline styles; inline styles only (line
    /// breaks as spaces); or inline styles with the whitespace kept, as `Text` reads a literal.
    public enum InterpretedSyntax: Hashable, Sendable {
      case full, inlineOnly, inlineOnlyPreservingWhitespace
    }

    /// What a source Markdown cannot read gives: an error, or what was read.
    public enum FailurePolicy: Hashable, Sendable {
      case throwError, returnPartiallyParsedIfPossible
    }
  }

  /// `markdown` read as attributed text: emphasis, strong, code and strikethrough as inline
  /// presentation intents, links (resolved against `baseURL`) as links. With the full syntax,
  /// paragraphs follow one another without a break and a heading's `#`s are dropped, as
  /// Foundation gives them (their blocks are intents `Text` does not draw); line breaks
  /// inside a paragraph are spaces. Inline Markdown always reads, so this never throws.
  public init(markdown: String, options: MarkdownParsingOptions = .init(),
              baseURL: URL? = nil) throws {
    self.init()
    for segment in Markdown.segments(Self.inlineSource(markdown, options.interpretedSyntax)) {
      var intent: InlinePresentationIntent = []
      if segment.isItalic { intent.insert(.emphasized) }
      if segment.isBold { intent.insert(.stronglyEmphasized) }
      if segment.isCode { intent.insert(.code) }
      if segment.isStruck { intent.insert(.strikethrough) }
      var piece = AttributedString(segment.text)
      if !intent.isEmpty { piece[InlinePresentationIntentAttribute.self] = intent }
      if let link = segment.link, let url = URL(string: link, relativeTo: baseURL) {
        piece.link = url
      }
      append(piece)
    }
  }

  /// `markdown`'s UTF-8 bytes read as Markdown.
  public init(markdown: Data, options: MarkdownParsingOptions = .init(),
              baseURL: URL? = nil) throws {
    try self.init(markdown: String(decoding: markdown, as: UTF8.self), options: options,
                  baseURL: baseURL)
  }

  /// The Markdown file at `url` read as attributed text (links relative to it, or to
  /// `baseURL`).
  public init(contentsOf url: URL, options: MarkdownParsingOptions = .init(),
              baseURL: URL? = nil) throws {
    try self.init(markdown: try Data(contentsOf: url), options: options,
                  baseURL: baseURL ?? url)
  }

  typealias InlinePresentationIntentAttribute =
    AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute

  /// `source` as inline Markdown for `syntax`: as it is (whitespace kept), with line breaks
  /// as spaces, or (full) paragraphs run together and headings' markers dropped.
  static func inlineSource(_ source: String,
                           _ syntax: MarkdownParsingOptions.InterpretedSyntax) -> String {
    switch syntax {
    case .inlineOnlyPreservingWhitespace:
      return source
    case .inlineOnly:
      return source.split(separator: "\n", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    case .full:
      var paragraphs: [String] = []
      var lines: [String] = []
      for line in source.split(separator: "\n", omittingEmptySubsequences: false) {
        var text = line.trimmingCharacters(in: .whitespaces)
        if text.isEmpty {
          if !lines.isEmpty { paragraphs.append(lines.joined(separator: " ")) }
          lines = []
          continue
        }
        if text.hasPrefix("#") {
          let marks = text.prefix { $0 == "#" }
          if marks.count <= 6, text.dropFirst(marks.count).first == " " {
            // A heading is a paragraph of its own.
            if !lines.isEmpty { paragraphs.append(lines.joined(separator: " ")) }
            paragraphs.append(text.dropFirst(marks.count).trimmingCharacters(in: .whitespaces))
            lines = []
            continue
          }
        }
        text = String(text)
        lines.append(text)
      }
      if !lines.isEmpty { paragraphs.append(lines.joined(separator: " ")) }
      return paragraphs.joined()
    }
  }
}
#endif
