// The values SwiftUI keeps in the environment that a still picture has one answer for
// (`dismiss`, `openURL`, `horizontalSizeClass`, `dynamicTypeSize`, ...), and their types.
import Observation

/// What `@Environment(\.dismiss)` gives: calling it closes a presented view; a picture has
/// none to close.
public struct DismissAction: Sendable {
  public func callAsFunction() {}
}

/// What `@Environment(\.openURL)` gives: a handler of the app's own (`.environment(\.openURL,
/// OpenURLAction { ... })`) is called; the system's action opens nothing in a picture.
public struct OpenURLAction: Sendable {
  // Unchecked: the handler is the app's, called on the main actor as SwiftUI calls it.
  nonisolated(unsafe) let handler: ((URL) -> Result)?

  /// What a handler did with a URL.
  public struct Result: Sendable {
    enum Kind: Sendable, Equatable { case handled, discarded, system(URL?, Bool?) }
    let kind: Kind
    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler refused the URL.
    public static let discarded = Result(kind: .discarded)
    /// The system is to open the URL.
    public static let systemAction = Result(kind: .system(nil, nil))
    /// The system is to open another URL.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url, nil)) }
    /// The system is to open another URL, in the app or not (iOS 26).
    public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result {
      Result(kind: .system(url, prefersInApp))
    }
  }

  init() { handler = nil }

  /// An action that hands each URL to `handler`.
  public init(handler: @escaping (URL) -> Result) { self.handler = handler }

  /// The handler's answer, or the system's action (which opens nothing here).
  @discardableResult
  func perform(_ url: URL) -> Bool {
    handler?(url).kind == .handled
  }

  public func callAsFunction(_ url: URL) { perform(url) }

  /// Opens `url`, then tells `completion` whether it was opened: only an app's handler that
  /// answers `.handled` opens one in a picture.
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(perform(url))
  }

  /// Opens `url` in the app or outside it (iOS 26); the system's action opens nothing here.
  public func callAsFunction(_ url: URL, prefersInApp: Bool) { perform(url) }
}

/// The old presentation mode (`presentationMode.wrappedValue.dismiss()`).
public struct PresentationMode: Sendable {
  public var isPresented: Bool { false }
  public mutating func dismiss() {}
}

public enum UserInterfaceSizeClass: Sendable, Hashable, BitwiseCopyable { case compact, regular }

public enum ScenePhase: Sendable, Hashable { case active, inactive, background }

public enum EditMode: Sendable, Hashable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}

public enum DynamicTypeSize: Sendable, Hashable, Comparable, CaseIterable, BitwiseCopyable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

extension EnvironmentValues {
  /// Values app code reads (and sets with `.environment(_:_:)`), kept in `extras` by key: a
  /// picture's defaults are an iPhone's at rest, in US English, in UTC.
  subscript<V>(extra key: String, default value: @autoclosure () -> V) -> V {
    get { extras[key] as? V ?? value() }
    set { extras[key] = newValue }
  }

  public var dismiss: DismissAction {
    get { self[extra: "dismiss", default: DismissAction()] }
    set { self[extra: "dismiss", default: DismissAction()] = newValue }
  }
  public var openURL: OpenURLAction {
    get { self[extra: "openURL", default: OpenURLAction()] }
    set { self[extra: "openURL", default: OpenURLAction()] = newValue }
  }
  public var presentationMode: Binding<PresentationMode> {
    get { self[extra: "presentationMode", default: .constant(PresentationMode())] }
    set { self[extra: "presentationMode", default: .constant(PresentationMode())] = newValue }
  }
  /// An iPhone's: compact across unless the screen is wide (landscape on a large phone).
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get {
      self[extra: "horizontalSizeClass",
           default: screenSize.width > screenSize.height && screenSize.width >= 800
             ? .regular : .compact]
    }
    set { self[extra: "horizontalSizeClass", default: nil] = newValue }
  }
  /// Compact down in landscape, regular in portrait.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get {
      self[extra: "verticalSizeClass",
           default: screenSize.width > screenSize.height ? .compact : .regular]
    }
    set { self[extra: "verticalSizeClass", default: nil] = newValue }
  }
  public var scenePhase: ScenePhase {
    get { self[extra: "scenePhase", default: .active] }
    set { self[extra: "scenePhase", default: .active] = newValue }
  }
  public var isPresented: Bool { false }
  public var isSearching: Bool { false }
  public var editMode: Binding<EditMode>? {
    get { self[extra: "editMode", default: nil] }
    set { self[extra: "editMode", default: nil] = newValue }
  }
  /// The text size the reader chose: text styles are drawn at Apple's size for it.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[extra: "dynamicTypeSize", default: .large] }
    set { self[extra: "dynamicTypeSize", default: .large] = newValue }
  }
  /// The same choice under its older name (`ContentSizeCategory`).
  public var sizeCategory: ContentSizeCategory {
    get { ContentSizeCategory(dynamicTypeSize) }
    set { dynamicTypeSize = newValue.dynamicTypeSize }
  }
  public var locale: Locale {
    get { self[extra: "locale", default: Locale(identifier: "en_US_POSIX")] }
    set { self[extra: "locale", default: Locale(identifier: "en_US_POSIX")] = newValue }
  }
  public var timeZone: TimeZone {
    get { self[extra: "timeZone", default: TimeZone(identifier: "UTC") ?? .current] }
    set { self[extra: "timeZone", default: TimeZone(identifier: "UTC") ?? .current] = newValue }
  }
  public var calendar: Calendar {
    get {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      return self[extra: "calendar", default: calendar]
    }
    set { self[extra: "calendar", default: Calendar(identifier: .gregorian)] = newValue }
  }
  /// Pixels per point of the picture being drawn.
  public var displayScale: CGFloat {
    get { CGFloat(pixelScale) }
    set { pixelScale = newValue.isFinite ? max(1, min(16, Int(newValue.rounded()))) : 1 }
  }
  /// One pixel, in points.
  public var pixelLength: CGFloat { 1 / displayScale }

  // The reader's accessibility settings: an iPhone's defaults, all off.
  public var accessibilityReduceMotion: Bool { false }
  public var accessibilityReduceTransparency: Bool { false }
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  public var accessibilityInvertColors: Bool { false }
  public var accessibilityShowButtonShapes: Bool { false }
  public var accessibilityDimFlashingLights: Bool { false }
  public var accessibilityPlayAnimatedImages: Bool { true }
  public var accessibilityVoiceOverEnabled: Bool { false }
  public var accessibilitySwitchControlEnabled: Bool { false }
  public var accessibilityEnabled: Bool {
    get { false }
    set {}
  }
  public var accessibilityLargeContentViewerEnabled: Bool { false }
  public var accessibilityQuickActionsEnabled: Bool { false }
  public var accessibilityAssistiveAccessEnabled: Bool { false }
  /// Regular unless set: the device's Bold Text setting is off.
  public var legibilityWeight: LegibilityWeight? {
    get { self[extra: "legibilityWeight", default: .regular] }
    set { self[extra: "legibilityWeight", default: .regular] = newValue }
  }
  public var colorSchemeContrast: ColorSchemeContrast { .standard }

  // The device and scene at rest.
  public var isLuminanceReduced: Bool {
    get { false }
    set {}
  }
  public var isSceneCaptured: Bool {
    get { false }
    set {}
  }
  /// True (a picture shows the app's window in front), unless set.
  public var appearsActive: Bool {
    get { self[AppearsActiveKey.self] }
    set { self[AppearsActiveKey.self] = newValue }
  }
  /// False: an iPhone app shows one window.
  public var supportsMultipleWindows: Bool { false }
  public var supportsRemoteScenes: Bool { false }
  /// False: an iPhone's tab bar shows its tabs, never a sidebar's sections.
  public var isTabBarShowingSections: Bool { false }
  /// The material of the container the view is in: none unless set.
  public var backgroundMaterial: Material? {
    get { self[extra: "backgroundMaterial", default: nil] }
    set { self[extra: "backgroundMaterial", default: nil] = newValue }
  }
  public var isUserAuthenticationEnabled: Bool {
    get { true }
    set {}
  }

  /// An observable object put in the environment with `.environment(_:)`, by type.
  public subscript<T: AnyObject & Observable>(objectType: T.Type) -> T? {
    get { self[extra: "object:\(ObjectIdentifier(T.self))", default: nil] }
    set { self[extra: "object:\(ObjectIdentifier(T.self))", default: nil] = newValue }
  }

  /// The pull-to-refresh action of the scroll view inside `.refreshable`: none runs in a
  /// picture.
  public var refresh: RefreshAction? { nil }
  /// The rename action of `.renameAction`: none in a picture.
  public var rename: RenameAction? { nil }

  // Values of controls that a picture has one answer for.
  public var redactionReasons: RedactionReasons {
    get { self[extra: "redactionReasons", default: []] }
    set { self[extra: "redactionReasons", default: []] = newValue }
  }
  public var headerProminence: Prominence {
    get { self[extra: "headerProminence", default: .standard] }
    set { self[extra: "headerProminence", default: .standard] = newValue }
  }
  public var backgroundProminence: BackgroundProminence {
    get { self[extra: "backgroundProminence", default: .standard] }
    set { self[extra: "backgroundProminence", default: .standard] = newValue }
  }
  public var menuOrder: MenuOrder {
    get { self[extra: "menuOrder", default: .automatic] }
    set { self[extra: "menuOrder", default: .automatic] = newValue }
  }
  public var menuIndicatorVisibility: Visibility {
    get { self[extra: "menuIndicatorVisibility", default: .automatic] }
    set { self[extra: "menuIndicatorVisibility", default: .automatic] = newValue }
  }
  public var springLoadingBehavior: SpringLoadingBehavior { .automatic }
  /// What `.buttonRepeatBehavior(_:)` set: whether a held button repeats its action.
  public var buttonRepeatBehavior: ButtonRepeatBehavior {
    self[extra: "buttonRepeatBehavior", default: .automatic]
  }
  public var sidebarRowSize: SidebarRowSize {
    get { .medium }
    set {}
  }
  /// A list row's least height: 44 points, an iPhone's.
  public var defaultMinListRowHeight: CGFloat {
    get { self[extra: "defaultMinListRowHeight", default: 44] }
    set { self[extra: "defaultMinListRowHeight", default: 44] = newValue }
  }
  public var defaultMinListHeaderHeight: CGFloat? {
    get { self[extra: "defaultMinListHeaderHeight", default: nil] }
    set { self[extra: "defaultMinListHeaderHeight", default: nil] = newValue }
  }
  public var textSelectionAffinity: TextSelectionAffinity {
    get { self[extra: "textSelectionAffinity", default: .automatic] }
    set { self[extra: "textSelectionAffinity", default: .automatic] = newValue }
  }
  public var writingToolsBehavior: WritingToolsBehavior? {
    get { self[extra: "writingToolsBehavior", default: .automatic] }
    set { self[extra: "writingToolsBehavior", default: .automatic] = newValue }
  }
  public var materialActiveAppearance: MaterialActiveAppearance {
    get { self[extra: "materialActiveAppearance", default: .automatic] }
    set { self[extra: "materialActiveAppearance", default: .automatic] = newValue }
  }
  /// How buttons below size themselves (`.buttonSizing(_:)`): automatic unless set.
  public var buttonSizing: ButtonSizing {
    get { self[extra: "buttonSizing", default: .automatic] }
    set { self[extra: "buttonSizing", default: .automatic] = newValue }
  }
}

/// Whether the reader asked for more contrast.
public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable, BitwiseCopyable {
  case standard, increased
}

/// How strongly a view's background stands out.
public struct BackgroundProminence: Hashable, Sendable {
  let name: String
  public static let standard = BackgroundProminence(name: "standard")
  public static let increased = BackgroundProminence(name: "increased")
}

/// Whether a drag hovering over a control activates it.
public struct SpringLoadingBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = SpringLoadingBehavior(name: "automatic")
  public static let enabled = SpringLoadingBehavior(name: "enabled")
  public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// Whether a held button repeats its action.
public struct ButtonRepeatBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = ButtonRepeatBehavior(name: "automatic")
  public static let enabled = ButtonRepeatBehavior(name: "enabled")
  public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// How large sidebar rows are (iPad and Mac).
public enum SidebarRowSize: Sendable, Hashable { case small, medium, large }

/// How Writing Tools may change a text view.
public struct WritingToolsBehavior: Sendable, Hashable {
  let name: String
  public static let automatic = WritingToolsBehavior(name: "automatic")
  public static let complete = WritingToolsBehavior(name: "complete")
  public static let limited = WritingToolsBehavior(name: "limited")
  public static let disabled = WritingToolsBehavior(name: "disabled")
}

/// Whether materials look active (macOS windows).
public struct MaterialActiveAppearance: Sendable, Equatable {
  let name: String
  public static let automatic = MaterialActiveAppearance(name: "automatic")
  public static let active = MaterialActiveAppearance(name: "active")
  public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

/// The key of `EnvironmentValues.appearsActive`, which UIKit's traits bridge.
public struct AppearsActiveKey: EnvironmentKey {
  public static var defaultValue: Bool { true }
}

/// How buttons size themselves (iOS 26).
public struct ButtonSizing: Hashable, Sendable {
  let name: String
  public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
  public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
  public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }
}

/// Runs a refresh (`@Environment(\.refresh)`).
public struct RefreshAction: Sendable {
  let action: @Sendable () async -> Void
  public func callAsFunction() async { await action() }
}

/// Starts renaming (`@Environment(\.rename)`).
public struct RenameAction {
  let action: () -> Void
  public func callAsFunction() { action() }
}

public enum ContentSizeCategory: Sendable, Hashable, CaseIterable {
  case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
  case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
  case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

  /// The category of a Dynamic Type size (they are the same twelve, in the same order).
  public init(_ size: DynamicTypeSize) {
    self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: size) ?? 3]
  }

  /// The Dynamic Type size of this category.
  public var dynamicTypeSize: DynamicTypeSize {
    DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self) ?? 3]
  }

  /// Whether the category is one of the five larger accessibility sizes.
  public var isAccessibilityCategory: Bool { dynamicTypeSize.isAccessibilitySize }

  // Smaller to larger, as the cases are declared (SwiftUI compares them without making the
  // type `Comparable`).
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.dynamicTypeSize < rhs.dynamicTypeSize
  }
  public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.dynamicTypeSize <= rhs.dynamicTypeSize
  }
  public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.dynamicTypeSize > rhs.dynamicTypeSize
  }
  public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.dynamicTypeSize >= rhs.dynamicTypeSize
  }
}

public enum LegibilityWeight: Sendable, Hashable { case regular, bold }
