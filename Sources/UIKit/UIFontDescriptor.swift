// Font descriptors and metrics (`UIFontDescriptor`, `UIFontMetrics`): a descriptor holds what
// makes a font (a text style or size, a weight, bold and italic traits, a design) and makes the
// font SwiftUI would: each design draws in its face (serif, rounded, monospaced), as
// `Font.design` draws them. Metrics scale for the default text size,
// where every size is its own.
import Cellshot

/// A description of a font: its size, style, traits and design.
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// The font it makes.
  let spec: FontSpec
  let design: SystemDesign
  let textStyle: UIFont.TextStyle?
  let name: String?
  /// The attributes it was made with, as given.
  public let fontAttributes: [AttributeName: Any]

  init(spec: FontSpec, design: SystemDesign = .default, textStyle: UIFont.TextStyle? = nil,
       name: String? = nil, attributes: [AttributeName: Any] = [:]) {
    self.spec = spec
    self.design = design
    self.textStyle = textStyle
    self.name = name
    fontAttributes = attributes
  }

  public override convenience init() { self.init(spec: .body) }

  /// The font named `name` at `size` (its weight, italics and monospacing read from the name,
  /// as `Font.custom` reads them).
  public convenience init(name: String, size: CGFloat) {
    self.init(spec: Font.custom(name, size: size).spec(at: .large), name: name,
              attributes: [.name: name, .size: size])
  }

  /// A font from attributes: its name, size, text style and traits.
  public convenience init(fontAttributes attributes: [AttributeName: Any]) {
    let size = (attributes[.size] as? CGFloat) ?? (attributes[.size] as? Double).map {
      CGFloat($0)
    } ?? 17
    var spec = (attributes[.name] as? String).map {
      Font.custom($0, size: size).spec(at: .large)
    } ?? FontSpec(size: Double(size))
    if let traits = attributes[.traits] as? [TraitKey: Any],
       let symbolic = traits[.symbolic] as? SymbolicTraits {
      spec = UIFontDescriptor.apply(symbolic, to: spec)
    }
    self.init(spec: spec, name: attributes[.name] as? String, attributes: attributes)
  }

  /// The descriptor of a text style's font at the default text size.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor {
    UIFontDescriptor(spec: UIFont.preferredFont(forTextStyle: style).spec, textStyle: style,
                     attributes: [.textStyle: style])
  }

  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                          compatibleWith traitCollection: UITraitCollection?)
    -> UIFontDescriptor { preferredFontDescriptor(withTextStyle: style) }

  open var pointSize: CGFloat { CGFloat(spec.size) }
  open var postscriptName: String { name ?? ".SFUI-\(spec.weight)" }
  open var matrix: CGAffineTransform { .identity }
  /// Bold, italic and monospaced, as the font has them.
  open var symbolicTraits: SymbolicTraits {
    var traits: SymbolicTraits = []
    if spec.weight == .bold || spec.weight == .heavy || spec.weight == .black {
      traits.insert(.traitBold)
    }
    if spec.italic { traits.insert(.traitItalic) }
    if spec.monospaced { traits.insert(.traitMonoSpace) }
    return traits
  }

  open func object(forKey anAttribute: AttributeName) -> Any? {
    switch anAttribute {
    case .size: pointSize
    case .textStyle: textStyle ?? fontAttributes[anAttribute]
    default: fontAttributes[anAttribute]
    }
  }

  /// The same font in `design`; nil for none, as UIKit gives for a design it lacks.
  open func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
    let drawn: FontDesign = switch design {
    case .serif: .serif
    case .rounded: .rounded
    case .monospaced: .monospaced
    default: .default
    }
    return UIFontDescriptor(spec: spec.design(drawn), design: design,
                            textStyle: textStyle, name: name, attributes: fontAttributes)
  }

  /// The same font with `traits` (bold, italic, monospaced), replacing its own.
  open func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
    var base = spec
    base.weight = textStyle.map { UIFont.preferredFont(forTextStyle: $0).spec.weight }
      ?? .regular
    base.italic = false
    return UIFontDescriptor(spec: UIFontDescriptor.apply(traits, to: base), design: design,
                            textStyle: textStyle, name: name, attributes: fontAttributes)
  }

  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    var resized = spec
    if newPointSize > 0 { resized.size = Double(newPointSize) }
    return UIFontDescriptor(spec: resized, design: design, textStyle: textStyle, name: name,
                            attributes: fontAttributes)
  }

  open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
    var merged = fontAttributes
    merged.merge(attributes) { $1 }
    var changed = spec
    if let size = attributes[.size] as? CGFloat { changed.size = Double(size) }
    if let traits = attributes[.traits] as? [TraitKey: Any],
       let symbolic = traits[.symbolic] as? SymbolicTraits {
      changed = UIFontDescriptor.apply(symbolic, to: changed)
    }
    return UIFontDescriptor(spec: changed, design: design, textStyle: textStyle, name: name,
                            attributes: merged)
  }

  open func withFamily(_ newFamily: String) -> UIFontDescriptor {
    addingAttributes([.family: newFamily])
  }
  open func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }
  open func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { self }
  open func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?)
    -> [UIFontDescriptor] { [self] }

  static func apply(_ traits: SymbolicTraits, to spec: FontSpec) -> FontSpec {
    var changed = spec
    if traits.contains(.traitBold) { changed.weight = .bold }
    if traits.contains(.traitItalic) { changed.italic = true }
    if traits.contains(.traitMonoSpace) { changed.monospaced = true }
    return changed
  }

  /// Traits of a font's face.
  public struct SymbolicTraits: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
  }

  /// The system font's designs.
  public struct SystemDesign: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }

  /// The keys of a descriptor's attributes.
  public struct AttributeName: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
    public static let name = AttributeName(rawValue: "NSFontNameAttribute")
    public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
    public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
    public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
    public static let characterSet = AttributeName(rawValue: "NSFontCharacterSetAttribute")
    public static let cascadeList = AttributeName(rawValue: "NSFontCascadeListAttribute")
    public static let traits = AttributeName(rawValue: "NSFontTraitsAttribute")
    public static let fixedAdvance = AttributeName(rawValue: "NSFontFixedAdvanceAttribute")
    public static let featureSettings = AttributeName(rawValue: "NSFontFeatureSettingsAttribute")
    public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
  }

  /// The keys of a descriptor's traits.
  public struct TraitKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
    public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
    public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
    public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
  }

  /// The keys of a font feature.
  public struct FeatureKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
    public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
  }
}

extension UIFont {
  /// The font a descriptor describes, at `pointSize` (its own size when 0).
  public init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    var spec = descriptor.spec
    if pointSize > 0 { spec.size = Double(pointSize) }
    self.init(spec: spec)
  }

  /// The font's descriptor.
  public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(spec: spec) }

  /// The system font at `size` and `weight` in one of SF Pro's widths (compressed,
  /// condensed, expanded: Roboto Flex's, as `Font.width(_:)` draws them).
  public static func systemFont(ofSize size: CGFloat, weight: Weight, width: Width) -> UIFont {
    UIFont(spec: systemFont(ofSize: size, weight: weight).spec
      .width(FontWidth(value: Double(width.value))))
  }

  public typealias Width = Font.Width

  public static var labelFontSize: CGFloat { 17 }
  public static var buttonFontSize: CGFloat { 18 }
  public static var smallSystemFontSize: CGFloat { 12 }
  public static var systemFontSize: CGFloat { 14 }
  public static var familyNames: [String] { ["System Font"] }
  public static func fontNames(forFamilyName familyName: String) -> [String] { [] }
}

/// Scales fonts and values for the user's text size: at the default size, which a picture is
/// drawn at unless its environment says otherwise, each is its own.
public struct UIFontMetrics: Sendable {
  public let textStyle: UIFont.TextStyle

  public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

  public static let `default` = UIFontMetrics(forTextStyle: .body)

  public func scaledFont(for font: UIFont) -> UIFont { font }
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
    maximumPointSize > 0 && font.pointSize > maximumPointSize
      ? font.withSize(maximumPointSize) : font
  }
  public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?)
    -> UIFont { font }
  public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                         compatibleWith traitCollection: UITraitCollection?) -> UIFont {
    scaledFont(for: font, maximumPointSize: maximumPointSize)
  }
  public func scaledValue(for value: CGFloat) -> CGFloat { value }
  public func scaledValue(for value: CGFloat,
                          compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
