// Text.LineStyle: an underline's or strikethrough's pattern and colour, as `Text.underline`,
// `Text.strikethrough` and an attributed string's `underlineStyle` give them. Drawn by
// `Render/Paint/TextPainting.swift`, a point thick, the pattern's dashes measured in it.

extension Text {
  /// A line under or through text: a pattern (solid, dotted, dashed) and a colour (nil: the
  /// text's).
  public struct LineStyle: Hashable, Sendable {
    let pattern: Pattern.Kind
    let color: Color?

    public init(pattern: Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern.kind
      self.color = color
    }

    /// A solid line in the text's colour.
    public static let single = LineStyle()

    /// UIKit's style as a line: its pattern (any thickness drawn as one point); nil when it
    /// draws no line.
    public init?(nsUnderlineStyle: NSUnderlineStyle) {
      guard nsUnderlineStyle.rawValue & 0xFF != 0 else { return nil }
      switch nsUnderlineStyle.rawValue & 0x0F00 {
      case 0x0100: self.init(pattern: .dot)
      case 0x0200: self.init(pattern: .dash)
      case 0x0300: self.init(pattern: .dashDot)
      case 0x0400: self.init(pattern: .dashDotDot)
      default: self.init(pattern: .solid)
      }
    }

    /// How a line is broken up: solid, or dots and dashes.
    public struct Pattern: Sendable {
      enum Kind: UInt8, Sendable, Hashable {
        case solid, dot, dash, dashDot, dashDotDot

        /// The lengths drawn and left, alternately from drawn, in line thicknesses; empty for
        /// solid. (Apple does not publish its lengths; these are a dot a thickness long with a
        /// gap of one, dashes three.)
        var lengths: [Int] {
          switch self {
          case .solid: return []
          case .dot: return [1, 1]
          case .dash: return [3, 1]
          case .dashDot: return [3, 1, 1, 1]
          case .dashDotDot: return [3, 1, 1, 1, 1, 1]
          }
        }
      }

      let kind: Kind

      public static let solid = Pattern(kind: .solid)
      public static let dot = Pattern(kind: .dot)
      public static let dash = Pattern(kind: .dash)
      public static let dashDot = Pattern(kind: .dashDot)
      public static let dashDotDot = Pattern(kind: .dashDotDot)
    }
  }
}

extension NSUnderlineStyle {
  /// SwiftUI's line as UIKit's style: single, in its pattern.
  public init(_ lineStyle: Text.LineStyle) {
    let pattern: Int
    switch lineStyle.pattern {
    case .solid: pattern = 0
    case .dot: pattern = 0x0100
    case .dash: pattern = 0x0200
    case .dashDot: pattern = 0x0300
    case .dashDotDot: pattern = 0x0400
    }
    self.init(rawValue: NSUnderlineStyle.single.rawValue | pattern)
  }
}

/// A line resolved for drawing: its colour and pattern.
struct ResolvedLineStyle: Hashable {
  var color: Raster.Color
  var pattern: Text.LineStyle.Pattern.Kind = .solid
}
