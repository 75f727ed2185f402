// The shape styles that stand for a colour of the context: the foreground (`.foreground`), its
// hierarchical levels (`.secondary`), the tint, separators, the background and the selection,
// and `AnyShapeStyle`, which wraps any style. Each paints as iOS paints it at rest.

/// A style whose colour is one of the system's: what it paints and the text it colours.
protocol SemanticShapeStyle: ShapeStyle {
  var color: Color { get }
}

/// The foreground style of the context: what `.foregroundStyle` set, the primary colour
/// otherwise (`Circle().fill(.foreground)`).
public struct ForegroundStyle: ShapeStyle, Sendable, Hashable {
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// A level of the foreground's hierarchy: `.primary` is the label colour, `.secondary` to
/// `.quinary` the fainter levels of text and fills, in the light and dark appearances.
public struct HierarchicalShapeStyle: SemanticShapeStyle, Sendable, Hashable {
  let level: Int

  public static let primary = HierarchicalShapeStyle(level: 0)
  public static let secondary = HierarchicalShapeStyle(level: 1)
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  public static let quinary = HierarchicalShapeStyle(level: 4)

  var color: Color {
    switch level {
    case 0: return .primary
    case 1: return .secondary
    case 2: return .tertiary
    case 3: return .quaternary
    default: return Color.quaternary.opacity(0.5)
    }
  }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  public static var primary: HierarchicalShapeStyle { .primary }
  public static var secondary: HierarchicalShapeStyle { .secondary }
  public static var tertiary: HierarchicalShapeStyle { .tertiary }
  public static var quaternary: HierarchicalShapeStyle { .quaternary }
  public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
  /// This style's secondary level: a colour at the opacity of iOS's secondary label (the
  /// secondary system fill for `.fill`).
  public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
  public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
  public var quaternary: some ShapeStyle {
    HierarchicalShapeStyleModifier(base: self, level: 3)
  }
  public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
}

/// A style at one of its fainter levels (`.blue.secondary`), painted as `LeveledStyle` says.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, SemanticShapeStyle {
  var base: Base
  var level: Int

  init(base: Base, level: Int) { (self.base, self.level) = (base, level) }

  var color: Color { LeveledStyle(base, level: level).color }

  public typealias Resolved = Never
}

/// A style's fainter level: its colour at the opacity iOS gives that level of text; for
/// `.fill`, the system fill of that level (`.fill.tertiary` is `tertiarySystemFill`).
struct LeveledStyle: SemanticShapeStyle {
  let base: Color
  let level: Int
  let isFill: Bool

  init(_ style: some ShapeStyle, level: Int) {
    base = style.representativeColor
    self.level = min(max(level, 0), 4)
    isFill = style is FillShapeStyle
  }

  var color: Color {
    guard isFill else { return base.opacity([1, 0.6, 0.3, 0.18, 0.1][level]) }
    let fills: [UIColor] = [.systemFill, .secondarySystemFill, .tertiarySystemFill,
                            .quaternarySystemFill, .quaternarySystemFill]
    return Color(uiColor: fills[level])
  }
}

/// The system's fill colour for shapes (`.fill`, iOS 17): `systemFill`, and its levels
/// `.fill.secondary` to `.fill.quaternary` the fainter system fills.
@frozen public struct FillShapeStyle: SemanticShapeStyle, Sendable, Hashable {
  public init() {}
  var color: Color { Color(uiColor: .systemFill) }
}

extension ShapeStyle where Self == FillShapeStyle {
  /// The system's fill colour for shapes, and its levels (`.fill.tertiary`).
  public static var fill: FillShapeStyle { .init() }
}

/// The accent colour of the context (`.tint`), as `.tint(_:)` sets it.
public struct TintShapeStyle: SemanticShapeStyle, Sendable, Hashable {
  public init() {}
  var color: Color { .accentColor }
}

extension ShapeStyle where Self == TintShapeStyle {
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The colour of separators (`.separator`).
public struct SeparatorShapeStyle: SemanticShapeStyle, Sendable, Hashable {
  public init() {}
  var color: Color { .separator }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The background of the context (`.background`): what `.backgroundStyle(_:)` set around it,
/// else the system background, white or black. (Text coloured with it takes the system's.)
public struct BackgroundStyle: SemanticShapeStyle, Sendable, Hashable {
  public init() {}
  var color: Color { Color(uiColor: .systemBackground) }
}

extension ShapeStyle where Self == BackgroundStyle {
  public static var background: BackgroundStyle { BackgroundStyle() }
}

extension EnvironmentValues {
  /// The style `.background` and `BackgroundStyle()` paint with below a
  /// `.backgroundStyle(_:)`; nil: the system background.
  public var backgroundStyle: AnyShapeStyle? {
    get { extras["backgroundStyle"] as? AnyShapeStyle }
    set { extras["backgroundStyle"] = newValue }
  }
}

extension View {
  /// Sets the background style of the views below: what `.background()` and shapes filled
  /// with `.background` paint.
  public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) { $0.backgroundStyle = AnyShapeStyle(style) }
  }
}

/// The colour of selected content (`.selection`): the accent colour.
public struct SelectionShapeStyle: SemanticShapeStyle, Sendable, Hashable {
  public init() {}
  var color: Color { .accentColor }
}

extension ShapeStyle where Self == SelectionShapeStyle {
  public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}

/// The colour of links (`.link`, iOS 17): UIKit's `link` blue.
public struct LinkShapeStyle: SemanticShapeStyle, Sendable, Hashable {
  public init() {}
  var color: Color { Color(uiColor: .link) }
}

extension ShapeStyle where Self == LinkShapeStyle {
  public static var link: LinkShapeStyle { LinkShapeStyle() }
}

/// The colour of placeholder text (`.placeholder`, iOS 17): UIKit's `placeholderText`.
public struct PlaceholderTextShapeStyle: SemanticShapeStyle, Sendable, Hashable {
  public init() {}
  var color: Color { Color(uiColor: .placeholderText) }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
  public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}

/// A window's background (`.windowBackground`, iOS 17): on iPhone the system background.
public struct WindowBackgroundShapeStyle: SemanticShapeStyle, Sendable, Hashable {
  public init() {}
  var color: Color { Color(uiColor: .systemBackground) }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
  public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}

/// Any shape style, its type hidden: `AnyShapeStyle(isOn ? .blue : .gray.opacity(0.3))`.
public struct AnyShapeStyle: ShapeStyle, @unchecked Sendable {
  let base: any ShapeStyle
  public init<S: ShapeStyle>(_ style: S) { base = style }
}

extension ShapeStyle {
  /// The style with `opacity` applied.
  public func opacity(_ opacity: Double) -> some ShapeStyle {
    OpacityStyle(base: self, opacity: opacity)
  }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The foreground style made fainter.
  public static func opacity(_ opacity: Double) -> some ShapeStyle {
    ForegroundStyle().opacity(opacity)
  }

  /// The foreground style with a blend mode: accepted, and painted with normal blending (a
  /// view's `.blendMode` is drawn).
  public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { ForegroundStyle() }
}

extension ShapeStyle {
  /// This style with a blend mode: accepted, and painted with normal blending (a view's
  /// `.blendMode` is drawn).
  public func blendMode(_ mode: BlendMode) -> some ShapeStyle { self }
}

/// A style made fainter by `.opacity`: colours and gradients alike.
struct OpacityStyle: ShapeStyle {
  let base: any ShapeStyle
  let opacity: Double
}
