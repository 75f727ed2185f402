// A paragraph's line height (iOS 26's `AttributedString.LineHeight`, which Apple's Core Text
// adds to Foundation and Linux's Foundation lacks; AppleFoundation and Core Text code see it
// here) and `.lineHeight(_:)`, which sets it for the text below. The rule: lines are the
// height apart, baseline to baseline, in place of the font's own line height and the text
// style's leading; `.lineSpacing(_:)` still adds to it. Apple does not publish the multiples
// of `.tight`, `.normal` and `.loose`: they are drawn as `.variable`, the font's own.
import Foundation

extension AttributedString {
  /// The distance between the baselines of two lines of a paragraph.
  public struct LineHeight: Hashable, Sendable, Codable {
    enum Rule: Hashable, Sendable, Codable {
      case exact(CGFloat), multiple(CGFloat), leading(CGFloat)
      case variable, normal, tight, loose
    }
    let rule: Rule

    /// Exactly `points`, whatever the fonts.
    public static func exact(points: CGFloat) -> LineHeight { LineHeight(rule: .exact(points)) }
    /// The largest point size times `factor`.
    public static func multiple(factor: CGFloat) -> LineHeight {
      LineHeight(rule: .multiple(factor))
    }
    /// The largest point size plus `increase` points.
    public static func leading(increase: CGFloat) -> LineHeight {
      LineHeight(rule: .leading(increase))
    }
    /// The fonts' own ascent and descent.
    public static var variable: LineHeight { LineHeight(rule: .variable) }
    public static var normal: LineHeight { LineHeight(rule: .normal) }
    public static var tight: LineHeight { LineHeight(rule: .tight) }
    public static var loose: LineHeight { LineHeight(rule: .loose) }

    /// Points from baseline to baseline for text of `size` points; nil for the font's own.
    func baselineDistance(size: CGFloat) -> CGFloat? {
      switch rule {
      case .exact(let points): return points
      case .multiple(let factor): return size * factor
      case .leading(let increase): return size + increase
      case .variable, .normal, .tight, .loose: return nil
      }
    }
  }
}

extension EnvironmentValues {
  /// The line height of text below (`.lineHeight(_:)`); nil for the font's own.
  public var lineHeight: AttributedString.LineHeight? {
    get { self[extra: "lineHeight", default: nil] }
    set { self[extra: "lineHeight", default: nil] = newValue }
  }
}

extension View {
  /// Sets the line height of the text below; nil for the font's own.
  public func lineHeight(_ lineHeight: AttributedString.LineHeight?) -> some View {
    EnvironmentModifier(content: self) { $0.lineHeight = lineHeight }
  }
}
