/// A font, as SwiftUI's `Font`: a text style or a system size, and a weight.
public struct Font: Sendable, Hashable {
  public var spec: FontSpec

  public init(_ spec: FontSpec) { self.spec = spec }

  public typealias Weight = FontWeight

  public static let largeTitle = Font(.largeTitle)
  public static let title = Font(.title)
  public static let title2 = Font(.title2)
  public static let title3 = Font(.title3)
  public static let headline = Font(.headline)
  public static let body = Font(.body)
  public static let callout = Font(.callout)
  public static let subheadline = Font(.subheadline)
  public static let footnote = Font(.footnote)
  public static let caption = Font(.caption)
  public static let caption2 = Font(.caption2)

  public static func system(size: CGFloat, weight: Weight = .regular, design: Design? = nil)
    -> Font
  {
    Font(FontSpec(size: Double(size), weight: weight, monospaced: design == .monospaced))
  }

  public func weight(_ weight: Weight) -> Font { Font(spec.weight(weight)) }
  public func bold() -> Font { Font(spec.bold()) }
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
