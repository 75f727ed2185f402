import Synchronization

/// Traits a view is drawn with, as UIKit's `UITraitCollection`, for snapshot strategies that
/// take them (`.image(traits:)`): appearance, scale, text size, layout direction.
public struct UITraitCollection: Sendable, Hashable {
  public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
  /// Pixels per point; 0 for unspecified.
  public var displayScale: CGFloat = 0
  public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified
  public var layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified
  public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
  public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
  /// Higher contrast: accepted (colours are drawn at normal contrast).
  public var accessibilityContrast: UIAccessibilityContrast = .unspecified
  public var legibilityWeight: UILegibilityWeight = .unspecified
  public var userInterfaceIdiom: UIUserInterfaceIdiom = .phone
  /// Whether the window appears active (in front): unspecified unless set.
  public var activeAppearance: UIUserInterfaceActiveAppearance = .unspecified

  public init() {}
  public init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.userInterfaceStyle = userInterfaceStyle
  }
  public init(displayScale: CGFloat) { self.displayScale = displayScale }
  public init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }
  public init(layoutDirection: UITraitEnvironmentLayoutDirection) {
    self.layoutDirection = layoutDirection
  }
  public init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.horizontalSizeClass = horizontalSizeClass
  }
  public init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.verticalSizeClass = verticalSizeClass
  }
  public init(accessibilityContrast: UIAccessibilityContrast) {
    self.accessibilityContrast = accessibilityContrast
  }
  public init(legibilityWeight: UILegibilityWeight) { self.legibilityWeight = legibilityWeight }
  public init(userInterfaceIdiom: UIUserInterfaceIdiom) {
    self.userInterfaceIdiom = userInterfaceIdiom
  }

  /// The traits of `collections` combined, later ones winning where they specify a trait.
  public init(traitsFrom collections: [UITraitCollection]) {
    for c in collections {
      if c.userInterfaceStyle != .unspecified { userInterfaceStyle = c.userInterfaceStyle }
      if c.displayScale != 0 { displayScale = c.displayScale }
      if c.preferredContentSizeCategory != .unspecified {
        preferredContentSizeCategory = c.preferredContentSizeCategory
      }
      if c.layoutDirection != .unspecified { layoutDirection = c.layoutDirection }
      if c.horizontalSizeClass != .unspecified { horizontalSizeClass = c.horizontalSizeClass }
      if c.verticalSizeClass != .unspecified { verticalSizeClass = c.verticalSizeClass }
      if c.accessibilityContrast != .unspecified {
        accessibilityContrast = c.accessibilityContrast
      }
      if c.legibilityWeight != .unspecified { legibilityWeight = c.legibilityWeight }
    }
  }

  private static let stored = Mutex<UITraitCollection?>(nil)

  /// The traits code is running with, as UIKit's `UITraitCollection.current`: what was set,
  /// else an iPhone's, upright, in the light appearance at the default text size and the main
  /// screen's scale (the render's).
  public static var current: UITraitCollection {
    get {
      stored.withLock { $0 } ?? {
        var traits = UITraitCollection()
        traits.userInterfaceStyle = .light
        traits.displayScale = UIScreen.main.scale
        traits.preferredContentSizeCategory = .large
        traits.layoutDirection = .leftToRight
        traits.horizontalSizeClass = .compact
        traits.verticalSizeClass = .regular
        traits.accessibilityContrast = .normal
        traits.legibilityWeight = .regular
        return traits
      }()
    }
    set { stored.withLock { $0 = newValue } }
  }

  /// Runs `actions` with these traits as `current`.
  public func performAsCurrent(_ actions: () throws -> Void) rethrows {
    let old = UITraitCollection.stored.withLock { $0 }
    UITraitCollection.current = self
    defer { UITraitCollection.stored.withLock { $0 = old } }
    try actions()
  }

  /// The colour `color` is in these traits' appearance.
  public func resolvedColor(_ color: UIColor) -> UIColor { color.resolvedColor(with: self) }

  /// Whether `other` would draw colours differently.
  public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
    userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
      || accessibilityContrast != (other?.accessibilityContrast ?? .unspecified)
  }

  /// The appearance as SwiftUI's colour scheme; nil when unspecified.
  public var colorScheme: ColorScheme? {
    switch userInterfaceStyle {
    case .dark: return .dark
    case .light: return .light
    case .unspecified: return nil
    }
  }
}

public enum UIUserInterfaceStyle: Int, Sendable, Hashable { case unspecified, light, dark }
public enum UIAccessibilityContrast: Int, Sendable, Hashable { case unspecified = -1, normal, high }
public enum UILegibilityWeight: Int, Sendable, Hashable { case unspecified = -1, regular, bold }
public enum UITraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
  case unspecified = -1, leftToRight, rightToLeft
}
public enum UIUserInterfaceSizeClass: Int, Sendable, Hashable { case unspecified, compact, regular }

/// Text sizes, as UIKit names them.
public struct UIContentSizeCategory: RawRepresentable, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unspecified =
    UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge =
    UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium =
    UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge =
    UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge =
    UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge =
    UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge =
    UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
}

extension UIColor {
  /// A colour that asks `provider` for itself in the light and the dark appearance.
  public convenience init(
    dynamicProvider provider: @escaping @Sendable (UITraitCollection) -> UIColor
  ) {
    let light = provider(UITraitCollection(userInterfaceStyle: .light)).color
    let dark = provider(UITraitCollection(userInterfaceStyle: .dark)).color
    self.init(Color(light: light, dark: Color(dark.resolved(dark: true))))
  }

  /// The colour in `traitCollection`'s appearance (light when it says none).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    UIColor(Color(color.resolved(dark: traitCollection.userInterfaceStyle == .dark)))
  }
}
