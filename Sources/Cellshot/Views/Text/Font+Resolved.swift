// A font resolved in an environment (iOS 26's `Font.resolve(in:)`), and the size changes that
// go with it (`pointSize(_:)`, `scaled(by:)`): the values are the ones Cellshot sets text
// with, the point size from Apple's Dynamic Type table at the context's text size.

/// What a font asked for beyond its spec, which the bundled fonts do not draw.
struct FontTraits: Sendable, Hashable {
  var width: Font.Width = .standard
  var leading: Font.Leading = .standard
  var lowercaseSmallCaps = false
  var uppercaseSmallCaps = false
  /// The name a custom font was asked for by (`Font.custom`), nil for the system font.
  var name: String?
}

extension Font {
  /// The font text gets when nothing sets one: body, at the text size's point size.
  public static var `default`: Font { .body }

  /// This font at `size` points at the default text size, still scaling with Dynamic Type as
  /// its text style does (a fixed-size font stays fixed).
  public func pointSize(_ size: CGFloat) -> Font {
    guard size.isFinite else { return self }
    return with { old in
      var spec = old
      spec.size = min(max(Double(size), 1), 512)
      return spec
    }
  }

  /// This font `factor` times as large.
  public func scaled(by factor: CGFloat) -> Font {
    guard factor.isFinite, factor > 0 else { return self }
    return pointSize(CGFloat(spec.size) * factor)
  }

  /// What a font needs from the environment to be resolved: the text size.
  public struct Context: Hashable, Sendable, CustomDebugStringConvertible {
    /// The Dynamic Type size text is set at.
    var dynamicTypeSize: DynamicTypeSize

    public var debugDescription: String { "Font.Context(dynamicTypeSize: \(dynamicTypeSize))" }
  }

  /// A font at one size in one environment, as text is set with it.
  public struct Resolved: Hashable, Sendable {
    let font: Font
    let resolvedSpec: FontSpec

    /// True for a weight of semibold or heavier (Apple: a bold trait or a semibold weight).
    public var isBold: Bool { resolvedSpec.weight >= .semibold }
    public var isItalic: Bool { resolvedSpec.italic }
    /// The size in points, after Dynamic Type.
    public var pointSize: CGFloat { CGFloat(resolvedSpec.size) }
    public var weight: Font.Weight { resolvedSpec.weight }
    public var width: Font.Width { font.traits.width }
    public var leading: Font.Leading { font.traits.leading }
    public var isMonospaced: Bool { resolvedSpec.monospaced }
    public var isLowercaseSmallCaps: Bool { font.traits.lowercaseSmallCaps }
    public var isUppercaseSmallCaps: Bool { font.traits.uppercaseSmallCaps }
    /// True when every letter is a small capital (lowercase and uppercase alike).
    public var isSmallCaps: Bool { isLowercaseSmallCaps && isUppercaseSmallCaps }
    /// The name of the face: a custom font's own, else the system font's at this weight
    /// (".SFUI-Semibold"), for Core Text's `ctFont`.
    package var postScriptName: String {
      if let name = font.traits.name { return name }
      let names: [(Font.Weight, String)] = [
        (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
        (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"),
      ]
      let face = names.last { $0.0 <= weight }?.1 ?? "Regular"
      return ".SFUI-\(weight > .heavy ? "Black" : face)"
    }
  }

  /// This font resolved at the context's text size.
  public func resolve(in context: Context) -> Resolved {
    Resolved(font: self, resolvedSpec: spec(at: context.dynamicTypeSize))
  }
}

extension EnvironmentValues {
  /// What fonts are resolved with here (`Font.resolve(in:)`).
  public var fontResolutionContext: Font.Context {
    Font.Context(dynamicTypeSize: dynamicTypeSize)
  }
}
