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
