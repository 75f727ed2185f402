// A paragraph's alignment and line height as attributes of an attributed string (iOS 26):
// Core Text's vocabulary (`AttributeScopes.CoreTextAttributes`, which Apple's Core Text adds to
// Foundation and Linux's Foundation lacks), which SwiftUI's scope takes in as `alignment` and
// `lineHeight`. Both hold whole paragraphs (`runBoundaries` `.paragraph`). The rule for
// `Text(AttributedString)`: the first paragraph's alignment places every line, in place of
// `.multilineTextAlignment(_:)`, and its line height sets the baselines' distance, in place
// of `.lineHeight(_:)`; a text whose paragraphs differ is drawn with the first's and a warning.
import Foundation

extension AttributedString {
  /// Where each line of a paragraph sits in its container: explicitly left, right or centred,
  /// whatever the layout direction.
  public enum TextAlignment: Hashable, Sendable, Codable, CaseIterable {
    case left, right, center
  }
}

extension AttributeScopes {
  /// Core Text's attributes: keys other frameworks' scopes take in (not a scope itself).
  public struct CoreTextAttributes: Sendable {
    /// A paragraph's explicit horizontal alignment.
    @frozen public enum TextAlignmentAttribute: CodableAttributedStringKey {
      public typealias Value = AttributedString.TextAlignment
      public static let name = "CoreText.TextAlignment"
      public static var runBoundaries: AttributedString.AttributeRunBoundaries? { .paragraph }
    }

    /// The distance between the baselines of a paragraph's lines.
    @frozen public enum LineHeightAttribute: CodableAttributedStringKey {
      public typealias Value = AttributedString.LineHeight
      public static let name = "CoreText.LineHeight"
      public static var runBoundaries: AttributedString.AttributeRunBoundaries? { .paragraph }
    }
  }
}

extension AttributedString.TextAlignment {
  /// The node's alignment, which is visual (leading is left).
  var visual: TextAlignment {
    switch self {
    case .left: return .leading
    case .right: return .trailing
    case .center: return .center
    }
  }
}

/// A text's paragraph attributes: the first paragraph's, and whether a later one differs.
struct ParagraphAttributes: Equatable, Sendable {
  var alignment: AttributedString.TextAlignment?
  var lineHeight: AttributedString.LineHeight?
  var mixed = false

  /// The paragraph attributes of `string`'s runs.
  init(_ string: AttributedString) {
    typealias CoreText = AttributeScopes.CoreTextAttributes
    var first = true
    for run in string.runs {
      let alignment = run[CoreText.TextAlignmentAttribute.self]
      let lineHeight = run[CoreText.LineHeightAttribute.self]
      if first {
        (self.alignment, self.lineHeight, first) = (alignment, lineHeight, false)
      } else if alignment != self.alignment || lineHeight != self.lineHeight {
        mixed = true
      }
    }
  }

  var isEmpty: Bool { alignment == nil && lineHeight == nil }
}
