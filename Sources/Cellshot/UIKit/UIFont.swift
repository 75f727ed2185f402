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
    return CGSize(width: CGFloat(layout.width) / CGFloat(scale),
                  height: CGFloat(layout.height) / CGFloat(scale))
  }
}
