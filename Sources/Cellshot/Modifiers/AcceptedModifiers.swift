// Modifiers app code uses that change nothing in a still picture, or that the bundled bitmap
// fonts and the rasterizer cannot show: they compile and are ignored, each documented here.

public enum SymbolRenderingMode: Sendable, Hashable {
  case monochrome, hierarchical, palette, multicolor
}

public struct SymbolVariants: Sendable, Hashable {
  let name: String
  public static let none = SymbolVariants(name: "")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let slash = SymbolVariants(name: "slash")
}

public struct ToolbarPlacement: Sendable, Hashable {
  let name: String
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let automatic = ToolbarPlacement(name: "automatic")
}

public enum ScrollBounceBehavior: Sendable, Hashable { case automatic, always, basedOnSize }

public struct ScrollTargetBehaviorKind: Sendable, Hashable {
  public static let paging = ScrollTargetBehaviorKind()
  public static let viewAligned = ScrollTargetBehaviorKind()
}

public enum RedactionReasons: Sendable, Hashable { case placeholder, privacy, invalidated }

public struct SensoryFeedback: Sendable, Hashable {
  public static let success = SensoryFeedback()
  public static let warning = SensoryFeedback()
  public static let error = SensoryFeedback()
  public static let selection = SensoryFeedback()
  public static let increase = SensoryFeedback()
  public static let decrease = SensoryFeedback()
  public static func impact(weight: Int = 0, intensity: Double = 1) -> SensoryFeedback {
    SensoryFeedback()
  }
}

public struct KeyEquivalent: Sendable, Hashable, ExpressibleByStringLiteral {
  public init(stringLiteral value: String) {}
  public static let `return`: KeyEquivalent = "\r"
  public static let escape: KeyEquivalent = "\u{1b}"
}

public struct EventModifiers: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let command = EventModifiers(rawValue: 1)
  public static let shift = EventModifiers(rawValue: 2)
}

/// Styles of controls Cellshot draws in one style each.
public struct ToggleStyleKind: Sendable, Hashable {
  public static let automatic = ToggleStyleKind()
  public static let `switch` = ToggleStyleKind()
  public static let button = ToggleStyleKind()
}

public struct GenericControlStyle: Sendable, Hashable {
  public static let automatic = GenericControlStyle()
  public static let compact = GenericControlStyle()
  public static let graphical = GenericControlStyle()
  public static let wheel = GenericControlStyle()
  public static let linear = GenericControlStyle()
  public static let circular = GenericControlStyle()
  public static let grouped = GenericControlStyle()
  public static let columns = GenericControlStyle()
  public static let page = GenericControlStyle()
  public static let button = GenericControlStyle()
  public static let accessoryCircular = GenericControlStyle()
  public static let accessoryLinear = GenericControlStyle()
  public static let plain = GenericControlStyle()
  public static func page(indexDisplayMode: Visibility) -> GenericControlStyle {
    GenericControlStyle()
  }
}

extension View {
  // Symbols: one colour, as the symbol set draws them.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
  public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
  public func symbolEffect<E>(_ effect: E, options: Int = 0, isActive: Bool = true)
    -> some View { self }

  // Bars, scrolling and presentation: a picture shows them at rest.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View { self }
  public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
    self
  }
  public func toolbarColorScheme(_ scheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View { self }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }
  public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { self }
  public func navigationBarHidden(_ hidden: Bool) -> some View { self }
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View { self }
  public func scrollTargetBehavior(_ behavior: ScrollTargetBehaviorKind) -> some View { self }
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior,
                                   axes: Axis.Set = [.vertical]) -> some View { self }
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
  /// Accepted: scroll content is laid out without extra margins.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                             for placement: ContentMarginPlacement = .automatic) -> some View {
    self
  }
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View { self }
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>) -> some View { self }
  public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }
  public func presentationBackground(_ color: Color) -> some View { self }
  public func presentationCornerRadius(_ radius: CGFloat?) -> some View { self }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View { self }
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
  public func headerProminence(_ prominence: Prominence) -> some View { self }

  // Input, feedback and privacy: nothing to see at rest.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    -> some View { self }
  public func focusable(_ isFocusable: Bool = true) -> some View { self }
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }
  public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
  public func unredacted() -> some View { self }
  public func redacted(reason: RedactionReasons) -> some View { self }
  public func draggable<T>(_ payload: @autoclosure () -> T) -> some View { self }
  public func dropDestination<T>(for type: T.Type, action: @escaping ([T], CGPoint) -> Bool)
    -> some View { self }

  // Styles of controls drawn in one style here.
  public func toggleStyle(_ style: ToggleStyleKind) -> some View { self }
  public func datePickerStyle(_ style: GenericControlStyle) -> some View { self }
  public func progressViewStyle(_ style: GenericControlStyle) -> some View { self }
  public func gaugeStyle(_ style: GenericControlStyle) -> some View { self }
  public func menuStyle(_ style: GenericControlStyle) -> some View { self }
  public func formStyle(_ style: GenericControlStyle) -> some View { self }
  public func tabViewStyle(_ style: GenericControlStyle) -> some View { self }
  public func indexViewStyle(_ style: GenericControlStyle) -> some View { self }
  public func textEditorStyle(_ style: GenericControlStyle) -> some View { self }
  public func controlGroupStyle(_ style: GenericControlStyle) -> some View { self }
}

public enum Prominence: Sendable, Hashable { case standard, increased }

public struct ContentMarginPlacement: Sendable, Hashable {
  public static let automatic = ContentMarginPlacement()
  public static let scrollContent = ContentMarginPlacement()
  public static let scrollIndicators = ContentMarginPlacement()
}
