import Synchronization

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

/// The system font's designs, as SwiftUI's `Font.Design`: each drawn from a bundled face
/// (`Fonts/Designs`) closest to Apple's.
public enum FontDesign: UInt8, Sendable, Hashable, CaseIterable {
  /// SF Pro: Inter's strikes.
  case `default`
  /// New York: Noto Serif.
  case serif
  /// SF Pro Rounded: Nunito.
  case rounded
  /// SF Mono: JetBrains Mono.
  case monospaced
  /// The bitmap Terminus, whole pixels a character (8 by 16 at 17 points): what
  /// `Font.custom("Terminus", size:)` draws, and what layout tests measure text in.
  case terminus
}

/// SF Pro's widths, as SwiftUI's `Font.Width` names them: the default design's other widths
/// are drawn from Roboto Flex's (`Fonts/Designs`); the other designs have one width, as on iOS.
public enum FontWidth: UInt8, Sendable, Hashable, CaseIterable {
  case standard, condensed, compressed, expanded

  /// The named width nearest `value` (SwiftUI's: compressed -0.3, condensed -0.2, standard 0,
  /// expanded 0.2).
  public init(value: Double) {
    let named: [(FontWidth, Double)] = [(.compressed, -0.3), (.condensed, -0.2),
                                        (.standard, 0), (.expanded, 0.2)]
    self = value.isFinite ? named.min { abs($0.1 - value) < abs($1.1 - value) }!.0 : .standard
  }
}

/// A font request: a size in points, a weight, and a design, as SwiftUI's `Font` carries them.
public struct FontSpec: Sendable, Hashable {
  public var size: Double
  public var weight: FontWeight {
    get { FontWeight(Int(weightValue)) }
    set { weightValue = Int32(clamping: newValue.value) }
  }
  /// `weight`, in 4 bytes beside `faceID`'s 4, so that a spec stays as small as it was.
  private var weightValue: Int32 = 400
  /// `face` as a number (0: none), so that a spec is no larger in every text node.
  private var faceID: UInt32 = 0
  /// The design: SF Pro's (Inter), serif, rounded or monospaced.
  public var design: FontDesign
  /// The `.monospaced` design.
  public var monospaced: Bool {
    get { design == .monospaced }
    set { design = newValue ? .monospaced : design == .monospaced ? .default : design }
  }
  /// Italic: Inter's italic cut at regular weight (heavier italics, and Terminus, upright).
  public var italic: Bool {
    get { flags & 1 != 0 }
    set { flags = newValue ? flags | 1 : flags & ~1 }
  }
  /// Digits all as wide as the widest (`.monospacedDigit()`), each centred in its cell.
  public var monospacedDigit: Bool {
    get { flags & 2 != 0 }
    set { flags = newValue ? flags | 2 : flags & ~2 }
  }
  /// The width (`.fontWidth`): drawn in the default design only, as iOS draws it.
  public var width: FontWidth {
    get { FontWidth(rawValue: flags >> 2) ?? .standard }
    set { flags = flags & 3 | newValue.rawValue << 2 }
  }
  /// `italic`, `monospacedDigit` and `width` in one byte (bits 0, 1 and 2-3), so that a spec
  /// is no larger in every text node.
  private var flags: UInt8 = 0
  /// The forms of Han characters: the text's language's.
  public var han: HanForms
  /// The name of an app's font (`Font.custom`, `UIFont(name:size:)`): drawn in the registered
  /// face it names (`AppFonts`), else as the rest of the spec says. Nil for the system font.
  public var face: String? {
    get { FaceNames.name(faceID) }
    set { faceID = FaceNames.id(newValue) }
  }

  public init(size: Double, weight: FontWeight = .regular, monospaced: Bool = false,
              italic: Bool = false, han: HanForms = .simplifiedChinese, face: String? = nil,
              design: FontDesign = .default) {
    self.size = size.isFinite ? min(max(size, 1), 512) : 17
    self.weightValue = Int32(clamping: weight.value)
    self.design = monospaced ? .monospaced : design
    self.flags = italic ? 1 : 0
    self.han = han
    self.face = face
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
  public func design(_ design: FontDesign) -> FontSpec {
    var spec = self
    spec.design = design
    return spec
  }
  public func italic(_ on: Bool = true) -> FontSpec {
    var spec = self
    spec.italic = on
    return spec
  }
  public func bold() -> FontSpec { weight(.bold) }
  public func width(_ width: FontWidth) -> FontSpec {
    var spec = self
    spec.width = width
    return spec
  }
}

/// The names `FontSpec.face` has held, each numbered once for the process (from 1), so that a
/// spec carries 4 bytes, not a string.
enum FaceNames {
  private static let table = Mutex<(names: [String], ids: [String: UInt32])>(([], [:]))

  static func id(_ name: String?) -> UInt32 {
    guard let name else { return 0 }
    return table.withLock { table in
      if let id = table.ids[name] { return id }
      table.names.append(name)
      let id = UInt32(table.names.count)
      table.ids[name] = id
      return id
    }
  }

  static func name(_ id: UInt32) -> String? {
    id == 0 ? nil : table.withLock { $0.names[Int(id) - 1] }
  }
}
