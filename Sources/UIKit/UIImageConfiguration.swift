import Cellshot
import Foundation

extension UIImage {
  /// What an image is drawn with: traits, and for symbols a point size and weight.
  open class Configuration: NSObject, @unchecked Sendable {
    public let traitCollection: UITraitCollection?
    init(traitCollection: UITraitCollection?) { self.traitCollection = traitCollection }
  }

  /// A symbol's point size, weight and scale (`UIImage.SymbolConfiguration(pointSize: 24,
  /// weight: .bold)`), drawn by `Image(uiImage:)`.
  public final class SymbolConfiguration: Configuration, @unchecked Sendable {
    public let pointSize: CGFloat?
    public let weight: SymbolWeight
    public let scale: SymbolScale

    init(pointSize: CGFloat?, weight: SymbolWeight, scale: SymbolScale) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      super.init(traitCollection: nil)
    }

    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }
    public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
      self.init(pointSize: Optional(pointSize), weight: weight, scale: scale)
    }
    public convenience init(weight: SymbolWeight) {
      self.init(pointSize: nil, weight: weight, scale: .unspecified)
    }
    public convenience init(scale: SymbolScale) {
      self.init(pointSize: nil, weight: .unspecified, scale: scale)
    }
    /// The size of a text style's symbols (its font's size).
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize,
                weight: .unspecified, scale: .unspecified)
    }
    public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) {
      self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize,
                weight: .unspecified, scale: scale)
    }
    public convenience init(font: UIFont) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: .unspecified)
    }
    public convenience init(font: UIFont, scale: SymbolScale) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
    }
    /// Colours for palette and hierarchical symbols: accepted (symbols draw in one colour).
    public convenience init(paletteColors: [UIColor]) {
      self.init(pointSize: nil, weight: .unspecified, scale: .unspecified)
    }
    public convenience init(hierarchicalColor: UIColor) {
      self.init(pointSize: nil, weight: .unspecified, scale: .unspecified)
    }
    public static func preferringMulticolor() -> SymbolConfiguration {
      SymbolConfiguration(pointSize: nil, weight: .unspecified, scale: .unspecified)
    }

    public func applying(_ other: Configuration?) -> SymbolConfiguration {
      guard let other = other as? SymbolConfiguration else { return self }
      return SymbolConfiguration(pointSize: other.pointSize ?? pointSize,
                                 weight: other.weight == .unspecified ? weight : other.weight,
                                 scale: other.scale == .unspecified ? scale : other.scale)
    }
  }

  /// A symbol's weight, as the fonts' weights.
  public enum SymbolWeight: Int, Sendable {
    case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    var fontWeight: Font.Weight? {
      switch self {
      case .unspecified: nil
      case .ultraLight: .ultraLight
      case .thin: .thin
      case .light: .light
      case .regular: .regular
      case .medium: .medium
      case .semibold: .semibold
      case .bold: .bold
      case .heavy: .heavy
      case .black: .black
      }
    }
  }

  /// A symbol's scale against its point size.
  public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }
}

extension Optional where Wrapped == UIImage.SymbolWeight {
  var fontWeight: Font.Weight? { self?.fontWeight }
}
