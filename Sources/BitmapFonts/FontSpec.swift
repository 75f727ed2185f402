/// How heavy a font is, as SwiftUI's `Font.Weight` names them.
public struct FontWeight: Sendable, Hashable, Comparable {
  public let value: Int
  public init(_ value: Int) { self.value = value }
  public static func < (a: FontWeight, b: FontWeight) -> Bool { a.value < b.value }

  public static let ultraLight = FontWeight(100)
  public static let thin = FontWeight(200)
  public static let light = FontWeight(300)
  public static let regular = FontWeight(400)
  public static let medium = FontWeight(500)
  public static let semibold = FontWeight(600)
  public static let bold = FontWeight(700)
  public static let heavy = FontWeight(800)
  public static let black = FontWeight(900)

  /// Semibold and heavier draw with the bold face.
  public var usesBoldFace: Bool { self >= .semibold }
}

/// Which of its regional forms a Han character takes, as an iPhone picks PingFang SC, PingFang
/// TC or Hiragino by the text's language.
public enum HanForms: UInt8, Sendable, Hashable {
  case simplifiedChinese
  case traditionalChinese
  case japanese
}

/// A font request: a size in points, a weight, and whether it is the monospaced design, as
/// SwiftUI's `Font` carries them.
public struct FontSpec: Sendable, Hashable {
  public var size: Double
  public var weight: FontWeight
  /// `.monospaced` design: Terminus, not Inter.
  public var monospaced: Bool
  /// Italic: Inter's italic cut at regular weight (heavier italics, and Terminus, upright).
  public var italic: Bool
  /// The forms of Han characters: the text's language's.
  public var han: HanForms

  public init(size: Double, weight: FontWeight = .regular, monospaced: Bool = false,
              italic: Bool = false, han: HanForms = .simplifiedChinese) {
    self.size = size.isFinite ? min(max(size, 1), 512) : 17
    self.weight = weight
    self.monospaced = monospaced
    self.italic = italic
    self.han = han
  }

  /// `Font.system(size:weight:)`.
  public static func system(size: Double, weight: FontWeight = .regular) -> FontSpec {
    FontSpec(size: size, weight: weight)
  }

  // SwiftUI's text styles at the default Dynamic Type size (points).
  public static let largeTitle = FontSpec(size: 34)
  public static let title = FontSpec(size: 28)
  public static let title2 = FontSpec(size: 22)
  public static let title3 = FontSpec(size: 20)
  public static let headline = FontSpec(size: 17, weight: .semibold)
  public static let body = FontSpec(size: 17)
  public static let callout = FontSpec(size: 16)
  public static let subheadline = FontSpec(size: 15)
  public static let footnote = FontSpec(size: 13)
  public static let caption = FontSpec(size: 12)
  public static let caption2 = FontSpec(size: 11)

  public func weight(_ weight: FontWeight) -> FontSpec {
    var spec = self
    spec.weight = weight
    return spec
  }
  public func monospaced(_ on: Bool = true) -> FontSpec {
    var spec = self
    spec.monospaced = on
    return spec
  }
  public func italic(_ on: Bool = true) -> FontSpec {
    var spec = self
    spec.italic = on
    return spec
  }
  public func bold() -> FontSpec { weight(.bold) }
}
