/// UIKit's font, for code that measures strings as the seeds do; it measures with the bundled
/// bitmap fonts at the scale being rendered, so widths match what Text draws.
public struct UIFont: Sendable, Hashable {
  public let spec: FontSpec
  public typealias Weight = FontWeight

  public init(spec: FontSpec) { self.spec = spec }

  public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(spec: .system(size: Double(size), weight: weight))
  }

  public static func boldSystemFont(ofSize size: CGFloat) -> UIFont {
    systemFont(ofSize: size, weight: .bold)
  }

  public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
    var spec = FontSpec.system(size: Double(size), weight: .regular)
    spec.italic = true
    return UIFont(spec: spec)
  }

  public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    var spec = FontSpec.system(size: Double(size), weight: weight)
    spec.monospaced = true
    return UIFont(spec: spec)
  }

  public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
    systemFont(ofSize: size, weight: weight)
  }

  /// The font of a text style at the default text size.
  public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(spec: Font(style.fontStyle).spec(at: DynamicTypeSize.large))
  }

  public static func preferredFont(forTextStyle style: TextStyle,
                                   compatibleWith traitCollection: Any?) -> UIFont {
    preferredFont(forTextStyle: style)
  }

  /// A font an app names (`UIFont(name: "Poppins-SemiBold", size: 17)`): the app's font of that
  /// name when one is registered (`AppFonts`), else the system face at that size, its weight
  /// read from the name, as `Font.custom` draws it.
  public init?(name: String, size: CGFloat) {
    self.init(spec: Font.custom(name, size: size).spec(at: .large))
  }

  /// The registered app font this font is set in, if any.
  var appFont: AppFont? { spec.face.flatMap { AppFonts.shared.face(named: $0) } }

  /// The font's size, in points.
  public var pointSize: CGFloat { CGFloat(spec.size) }
  public var fontName: String {
    appFont?.postScriptName ?? spec.face ?? ".SFUI-\(spec.weight)"
  }
  public var familyName: String { appFont?.familyName ?? ".SF UI Text" }
  /// The height of a line of it, in points (iOS's line height for the size; an app font's
  /// ascender, descender and line gap).
  public var lineHeight: CGFloat {
    guard let face = appFont else { return CGFloat(spec.size) * 1.193359375 }
    return CGFloat(spec.size) * CGFloat(face.ascender + face.descender + face.lineGap)
      / CGFloat(face.unitsPerEm)
  }
  public var ascender: CGFloat {
    guard let face = appFont else { return CGFloat(spec.size) * 0.953125 }
    return CGFloat(spec.size) * CGFloat(face.ascender) / CGFloat(face.unitsPerEm)
  }
  public var descender: CGFloat {
    guard let face = appFont else { return CGFloat(spec.size) * -0.240234375 }
    return -CGFloat(spec.size) * CGFloat(face.descender) / CGFloat(face.unitsPerEm)
  }
  public var capHeight: CGFloat { CGFloat(spec.size) * 0.705078125 }
  public var xHeight: CGFloat { CGFloat(spec.size) * 0.52734375 }

  /// The same face at `size`.
  public func withSize(_ size: CGFloat) -> UIFont {
    var copy = spec
    copy.size = Double(size)
    return UIFont(spec: copy)
  }

  /// UIKit's text styles, as SwiftUI's.
  public struct TextStyle: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    var fontStyle: Font.TextStyle {
      switch self {
      case .largeTitle: .largeTitle
      case .title1: .title
      case .title2: .title2
      case .title3: .title3
      case .headline: .headline
      case .subheadline: .subheadline
      case .callout: .callout
      case .footnote: .footnote
      case .caption1: .caption
      case .caption2: .caption2
      default: .body
      }
    }
  }
}

extension NSAttributedString.Key {
  /// The font attribute UIKit defines.
  public static let font = NSAttributedString.Key("NSFont")
}

extension StringProtocol {
  /// The size of the string on one line in the `.font` attribute's font, in points at the
  /// scale being rendered (1 outside a render), as UIKit's `size(withAttributes:)`.
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    let font = (attributes?[.font] as? UIFont)?.spec ?? .body
    return TextMetrics.size(of: String(self), font: font)
  }
}

extension NSString {
  /// The size of the string on one line in the `.font` attribute's font (see
  /// `StringProtocol.size(withAttributes:)`).
  public func size(withAttributes attributes: [NSAttributedString.Key: Any]?) -> CGSize {
    (self as String).size(withAttributes: attributes)
  }
}

extension Font {
  /// The font a `UIFont` is, as SwiftUI's `Font(_: CTFont)` takes one (UIFont bridges to it).
  public init(_ font: UIFont) { self.init(font.spec) }
}

/// Measures text with the bundled fonts at the scale of the render in progress.
public enum TextMetrics {
  /// The size of `text` on one line (or its `\n`-separated lines) in points, in the fonts and
  /// at the scale of the render in progress (the shared fonts at 1x outside one).
  public static func size(of text: String, font: FontSpec, maxWidth: CGFloat? = nil) -> CGSize {
    let session = RenderSession.current
    let scale = session?.scale ?? 1
    let fonts = session?.fonts ?? .shared
    guard let plain = try? fonts.chain(for: font, scale: scale) else { return .zero }
    let chain = Emoji.chain(plain, fonts: fonts, pixels: font.size * Double(scale))
    let limit = maxWidth.map { clampedInt(($0 * CGFloat(scale)).rounded(.down)) }
    let layout = TextLayout(text, chain: chain, maxWidth: limit)
    var width = layout.width
    // UIKit counts a line's trailing spaces in its width.
    if limit == nil, text.split(separator: "\n", omittingEmptySubsequences: false)
      .contains(where: { $0.last?.isWhitespace == true }) {
      width = max(width, TextLayout.advanceWidth(text, chain: chain))
    }
    return CGSize(width: CGFloat(width) / CGFloat(scale),
                  height: CGFloat(layout.height) / CGFloat(scale))
  }
}
