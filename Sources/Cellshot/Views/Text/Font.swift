/// A font, as SwiftUI's `Font`: a text style or a system size, and a weight.
public struct Font: Sendable, Hashable {
  public var spec: FontSpec
  /// The text style whose Dynamic Type sizes this font follows: its own for a text style, body
  /// for `.custom(_:size:)`; nil for a fixed size (`.system(size:)`).
  var scaling: TextStyle?
  /// True for the system font's text styles (`.body`, `.headline`, ...), whose lines are set
  /// further apart than their line height (`lineGap`); not for `.system(size:)` or a custom
  /// font relative to a style.
  var isSystemStyle = false
  /// What the font was asked for that the bundled fonts do not draw (width, leading, small
  /// capitals), kept so that `resolve(in:)` reports it.
  var traits = FontTraits()

  public init(_ spec: FontSpec) { self.spec = spec }

  init(_ spec: FontSpec, scaling: TextStyle?, isSystemStyle: Bool = false) {
    self.spec = spec
    self.scaling = scaling
    self.isSystemStyle = isSystemStyle
  }

  /// This font with `change` made to its spec, keeping how it scales.
  func with(_ change: (FontSpec) -> FontSpec) -> Font {
    var font = self
    font.spec = change(spec)
    return font
  }

  /// This font with `change` made to its undrawn traits.
  func withTraits(_ change: (inout FontTraits) -> Void) -> Font {
    var font = self
    change(&font.traits)
    return font
  }

  /// Pixels added between the lines of a text in this font at `points` points, drawn at
  /// `scale` pixels a point (not above the first): for a system text style, what makes its
  /// baselines the Human Interface Guidelines' line height apart ("leading": body 22 points,
  /// callout 21, subheadline 20, footnote 18, title3 25 at the default size, scaled with the
  /// size), rounded to a pixel, less SF Pro's own line as the strike rounds it (body at 3x: 66
  /// pixels less 61). iOS's own renders measure exactly those pitches, on iOS 14 to 26
  /// (docs/research-text-metrics.md); `.system(size:)` text adds nothing (its lines are SF's
  /// line height apart). `docs/text.md`, "Lines".
  func lineGap(at points: Double, scale: Double) -> Int {
    guard isSystemStyle, let style = scaling else { return 0 }
    let pixels = points * scale
    guard pixels.isFinite, pixels > 0 else { return 0 }
    let bounded = min(pixels, 4096)
    // The strike's line: SF's 2444 units of 2048, rounded up (FontFace.systemLine)
    let size64 = Int((bounded * 64).rounded()), unit = 2048 * 64
    let line = (size64 * 2444 + unit - 1) / unit
    let leading = Font.styleLeading(style, at: points) + leadingAdjustment
    let pitch = Int((leading / points * bounded).rounded())
    return max(0, pitch - line)
  }

  /// `.leading(.tight)` and `.leading(.loose)`: the Human Interface Guidelines' tight and
  /// loose leading, 2 points less or more than the style's (iOS 26's list footers are set
  /// tight: footnote lines 16 points apart, measured at 3x on three public screenshots).
  var leadingAdjustment: Double {
    switch traits.leading {
    case .standard: return 0
    case .tight: return -2
    case .loose: return 2
    }
  }

  /// The Human Interface Guidelines' line height of a text style at `points` (its "leading"),
  /// in points: baseline to baseline, as iOS sets a paragraph. Read from Apple's Dynamic Type
  /// table at the size the style has there (body at accessibility 2, 33 points: 40, where
  /// scaling the default's 22/17 would give 42.7, as a public iOS 26 screen measured), and in
  /// proportion to the default size at any other size.
  static func styleLeading(_ style: TextStyle, at points: Double) -> Double {
    let leadings = styleLeadings(style)
    for (k, size) in DynamicTypeSize.allCases.enumerated()
    where abs(style.pointSize(at: size) - points) < 0.01 {
      return leadings[k]
    }
    return leadings[3] / style.pointSize(at: .large) * points
  }

  /// Apple's Dynamic Type table of line heights, xSmall to accessibility 5 (the sizes are
  /// `TextStyle.pointSize(at:)`'s).
  static func styleLeadings(_ style: TextStyle) -> [Double] {
    switch style {
    case .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70]
    case .title: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68]
    case .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66]
    case .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 57, 65]
    case .headline, .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62]
    case .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60]
    case .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58]
    case .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52]
    case .caption: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51]
    case .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48]
    }
  }

  /// The font's spec at Dynamic Type size `size`: a text style's size from Apple's table, a
  /// font relative to a style scaled as that style is, a fixed size as it is.
  public func spec(at size: DynamicTypeSize) -> FontSpec {
    guard let scaling, size != .large else { return spec }
    var scaled = spec
    scaled.size = spec.size * scaling.pointSize(at: size) / scaling.pointSize(at: .large)
    return scaled
  }

  public typealias Weight = FontWeight

  public static let largeTitle = Font(.largeTitle, scaling: .largeTitle, isSystemStyle: true)
  public static let title = Font(.title, scaling: .title, isSystemStyle: true)
  public static let title2 = Font(.title2, scaling: .title2, isSystemStyle: true)
  public static let title3 = Font(.title3, scaling: .title3, isSystemStyle: true)
  public static let headline = Font(.headline, scaling: .headline, isSystemStyle: true)
  public static let body = Font(.body, scaling: .body, isSystemStyle: true)
  public static let callout = Font(.callout, scaling: .callout, isSystemStyle: true)
  public static let subheadline = Font(.subheadline, scaling: .subheadline, isSystemStyle: true)
  public static let footnote = Font(.footnote, scaling: .footnote, isSystemStyle: true)
  public static let caption = Font(.caption, scaling: .caption, isSystemStyle: true)
  public static let caption2 = Font(.caption2, scaling: .caption2, isSystemStyle: true)

  public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil)
    -> Font
  {
    Font(FontSpec(size: Double(size), weight: weight ?? .regular,
                  design: (design ?? .default).fontDesign))
  }

  public func weight(_ weight: Weight) -> Font { with { $0.weight(weight) } }
  public func bold() -> Font { with { $0.bold() } }
}

extension Font {
  /// The system font's designs, each drawn from the bundled face closest to Apple's: SF Pro
  /// (Inter), New York (Noto Serif), SF Pro Rounded (Nunito) and SF Mono (JetBrains Mono).
  public enum Design: Sendable, Hashable {
    case `default`, serif, rounded, monospaced

    /// The renderer's design.
    var fontDesign: FontDesign {
      switch self {
      case .default: .default
      case .serif: .serif
      case .rounded: .rounded
      case .monospaced: .monospaced
      }
    }
  }
  public struct Width: Sendable, Hashable {
    public var value: CGFloat
    public init(_ value: CGFloat) { self.value = value }
    public static let compressed = Width(-0.3)
    public static let condensed = Width(-0.2)
    public static let standard = Width(0)
    public static let expanded = Width(0.2)
  }

  /// How tight a font's lines are set.
  public enum Leading: Sendable, Hashable { case standard, tight, loose }

  /// Accepted, not drawn yet: lines keep the font's standard leading (`resolve(in:)` reports
  /// it).
  public func leading(_ leading: Leading) -> Font { withTraits { $0.leading = leading } }
  /// Accepted, not drawn yet: the bundled fonts have no small capitals, so the letters are
  /// drawn as written (`resolve(in:)` reports them).
  public func smallCaps() -> Font {
    withTraits { $0.lowercaseSmallCaps = true; $0.uppercaseSmallCaps = true }
  }
  /// Accepted, not drawn yet (see `smallCaps()`).
  public func lowercaseSmallCaps() -> Font { withTraits { $0.lowercaseSmallCaps = true } }
  /// Accepted, not drawn yet (see `smallCaps()`).
  public func uppercaseSmallCaps() -> Font { withTraits { $0.uppercaseSmallCaps = true } }

  /// The font in `design`: serif (Noto Serif, for New York), rounded (Nunito, for SF Pro
  /// Rounded) or monospaced (JetBrains Mono, for SF Mono).
  public func design(_ design: Design) -> Font { with { $0.design(design.fontDesign) } }
  /// The monospaced design (JetBrains Mono, for SF Mono).
  public func monospaced() -> Font { with { $0.monospaced() } }
  /// The font in one of SF Pro's widths: compressed, condensed and expanded are drawn from
  /// Roboto Flex's widths (the default design only; New York, SF Pro Rounded and SF Mono have
  /// one width, as on iOS).
  public func width(_ width: Width) -> Font {
    withTraits { $0.width = width }.with { $0.width(FontWidth(value: Double(width.value))) }
  }
  /// Italics: Inter's italic cut at regular weight; the other designs' italic faces.
  public func italic() -> Font { with { $0.italic() } }

  // iOS 16's switches: each adds its styling when `isActive`, and leaves the font as it is
  // otherwise.
  public func bold(_ isActive: Bool) -> Font { isActive ? bold() : self }
  public func italic(_ isActive: Bool) -> Font { isActive ? italic() : self }
  public func monospaced(_ isActive: Bool) -> Font { isActive ? monospaced() : self }
  /// Accepted, not drawn yet (see `smallCaps()`).
  public func smallCaps(_ isActive: Bool) -> Font { isActive ? smallCaps() : self }
  /// Accepted, not drawn yet (see `smallCaps()`).
  public func lowercaseSmallCaps(_ isActive: Bool) -> Font {
    isActive ? lowercaseSmallCaps() : self
  }
  /// Accepted, not drawn yet (see `smallCaps()`).
  public func uppercaseSmallCaps(_ isActive: Bool) -> Font {
    isActive ? uppercaseSmallCaps() : self
  }

  /// A named font, as `Font.custom(_:size:)`: the app's font of that name (PostScript name,
  /// full name, or family and style), registered with `CTFontManagerRegisterFontsForURL`,
  /// listed under `UIAppFonts` or found in the app's resource bundles (`AppFonts`), drawn from
  /// its outlines. A name no registered font has is drawn in the bundled fonts at that size,
  /// its weight, italics and monospacing read from the name ("Avenir-Heavy", "Menlo-Bold",
  /// "Georgia-Italic"), with a warning naming it.
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
    // Scaled as body is, as SwiftUI's `custom(_:size:)` is.
    var font = Font(FontSpec(size: Double(size), weight: weight, monospaced: mono,
                             italic: lower.contains("italic") || lower.contains("oblique"),
                             face: name),
                    scaling: .body)
    font.traits.name = name
    return font
  }

  /// A named font that scales with `textStyle` (at the default size, exactly `size`).
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle)
    -> Font
  {
    var font = custom(name, size: size)
    font.scaling = textStyle
    return font
  }

  /// A named font of a fixed size.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    var font = custom(name, size: fixedSize)
    font.scaling = nil
    return font
  }

  /// SwiftUI's text styles, as `Font.TextStyle` names them (for `relativeTo:`).
  public enum TextStyle: Sendable, Hashable, CaseIterable, Codable {
    case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote,
      caption, caption2

    /// The style's size in points at `size`: Apple's Human Interface Guidelines, Typography,
    /// "Dynamic Type sizes" (iOS), from xSmall to accessibility5.
    public func pointSize(at size: DynamicTypeSize) -> Double {
      let sizes: [Double]
      switch self {
      case .largeTitle: sizes = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
      case .title: sizes = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
      case .title2: sizes = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
      case .title3: sizes = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
      case .headline, .body: sizes = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
      case .callout: sizes = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
      case .subheadline: sizes = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
      case .footnote: sizes = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
      case .caption: sizes = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
      case .caption2: sizes = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
      }
      return sizes[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
    }
  }
  /// Digits all one width (the font's widest), each centred in its cell, as tabular figures
  /// are: columns of numbers line up, and a counting label keeps its width.
  public func monospacedDigit() -> Font { with { var spec = $0; spec.monospacedDigit = true; return spec } }
  /// The font of a text style, in a design and weight: `.system(.title, design: .rounded)`.
  public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil)
    -> Font
  {
    system(Font(style), design: design, weight: weight)
  }

  /// The font of a text style.
  init(_ style: TextStyle) {
    switch style {
    case .largeTitle: self = .largeTitle
    case .title: self = .title
    case .title2: self = .title2
    case .title3: self = .title3
    case .headline: self = .headline
    case .subheadline: self = .subheadline
    case .body: self = .body
    case .callout: self = .callout
    case .footnote: self = .footnote
    case .caption: self = .caption
    case .caption2: self = .caption2
    }
  }

  @_disfavoredOverload
  public static func system(_ style: Font, design: Design? = nil, weight: Weight? = nil) -> Font {
    let weighted = weight.map { style.weight($0) } ?? style
    return design.map { weighted.design($0) } ?? weighted
  }
}
