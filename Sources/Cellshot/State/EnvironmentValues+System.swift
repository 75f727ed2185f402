// The values SwiftUI keeps in the environment that a still picture has one answer for
// (`dismiss`, `openURL`, `horizontalSizeClass`, `dynamicTypeSize`, ...), and their types.

/// What `@Environment(\.dismiss)` gives: calling it closes a presented view; a picture has
/// none to close.
public struct DismissAction: Sendable {
  public func callAsFunction() {}
}

/// What `@Environment(\.openURL)` gives: a picture opens nothing.
public struct OpenURLAction: Sendable {
  public func callAsFunction(_ url: URL) {}
}

/// The old presentation mode (`presentationMode.wrappedValue.dismiss()`).
public struct PresentationMode: Sendable {
  public var isPresented: Bool { false }
  public mutating func dismiss() {}
}

public enum UserInterfaceSizeClass: Sendable, Hashable { case compact, regular }

public enum ScenePhase: Sendable, Hashable { case active, inactive, background }

public enum EditMode: Sendable, Hashable {
  case inactive, transient, active
  public var isEditing: Bool { self != .inactive }
}

public enum DynamicTypeSize: Sendable, Hashable, Comparable, CaseIterable {
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
  public var accessibilityReduceMotion: Bool { false }
  public var accessibilityReduceTransparency: Bool { false }
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  public var legibilityWeight: LegibilityWeight? { .regular }
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
}

public enum LegibilityWeight: Sendable, Hashable { case regular, bold }
