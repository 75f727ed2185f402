// SwiftUI's environment values made from UIKit's traits and back (`ColorScheme(_:)` of a
// `UIUserInterfaceStyle`, `UIContentSizeCategory(_:)` of a `DynamicTypeSize`, edge insets),
// as SwiftUI declares them for code that moves between the two: an unspecified trait gives
// nil, nil gives unspecified. Trait-bridged environment keys (`UITraitBridgedEnvironmentKey`)
// keep their values in the environment as any key does.

extension ColorScheme {
  public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
    switch uiUserInterfaceStyle {
    case .light: self = .light
    case .dark: self = .dark
    case .unspecified: return nil
    }
  }
}

extension UIUserInterfaceStyle {
  public init(_ colorScheme: ColorScheme?) {
    switch colorScheme {
    case .light: self = .light
    case .dark: self = .dark
    case nil: self = .unspecified
    }
  }
}

/// UIKit's text sizes in Dynamic Type's order (the same twelve).
private let sizeCategories: [UIContentSizeCategory] = [
  .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
  .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
  .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
]

extension DynamicTypeSize {
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard let index = sizeCategories.firstIndex(of: uiSizeCategory) else { return nil }
    self = DynamicTypeSize.allCases[index]
  }
}

extension ContentSizeCategory {
  public init?(_ uiSizeCategory: UIContentSizeCategory) {
    guard let size = DynamicTypeSize(uiSizeCategory) else { return nil }
    self.init(size)
  }
}

extension UIContentSizeCategory {
  public init(_ dynamicTypeSize: DynamicTypeSize?) {
    self = dynamicTypeSize.flatMap { size in
      DynamicTypeSize.allCases.firstIndex(of: size).map { sizeCategories[$0] }
    } ?? .unspecified
  }

  public init(_ sizeCategory: ContentSizeCategory?) {
    self.init(sizeCategory?.dynamicTypeSize)
  }
}

extension LayoutDirection {
  public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
    switch uiLayoutDirection {
    case .leftToRight: self = .leftToRight
    case .rightToLeft: self = .rightToLeft
    case .unspecified: return nil
    }
  }
}

extension UITraitEnvironmentLayoutDirection {
  public init(_ layoutDirection: LayoutDirection) {
    self = layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
}

extension LegibilityWeight {
  public init?(_ uiLegibilityWeight: UILegibilityWeight) {
    switch uiLegibilityWeight {
    case .regular: self = .regular
    case .bold: self = .bold
    case .unspecified: return nil
    }
  }
}

extension UILegibilityWeight {
  public init(_ legibilityWeight: LegibilityWeight?) {
    switch legibilityWeight {
    case .regular: self = .regular
    case .bold: self = .bold
    case nil: self = .unspecified
    }
  }
}

extension UserInterfaceSizeClass {
  public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
    switch uiUserInterfaceSizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case .unspecified: return nil
    }
  }
}

extension UIUserInterfaceSizeClass {
  public init(_ sizeClass: UserInterfaceSizeClass?) {
    switch sizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    case nil: self = .unspecified
    }
  }
}

extension ColorSchemeContrast {
  public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
    switch uiAccessibilityContrast {
    case .normal: self = .standard
    case .high: self = .increased
    case .unspecified: return nil
    }
  }
}

extension UIAccessibilityContrast {
  public init(_ colorSchemeContrast: ColorSchemeContrast?) {
    switch colorSchemeContrast {
    case .standard: self = .normal
    case .increased: self = .high
    case nil: self = .unspecified
    }
  }
}

extension EdgeInsets {
  /// Insets with leading and trailing edges, as UIKit's directional ones.
  public init(_ nsEdgeInsets: NSDirectionalEdgeInsets) {
    self.init(top: nsEdgeInsets.top, leading: nsEdgeInsets.leading,
              bottom: nsEdgeInsets.bottom, trailing: nsEdgeInsets.trailing)
  }
}

extension NSDirectionalEdgeInsets {
  public init(_ edgeInsets: EdgeInsets) {
    self.init(top: edgeInsets.top, leading: edgeInsets.leading, bottom: edgeInsets.bottom,
              trailing: edgeInsets.trailing)
  }
}

/// An environment key whose value UIKit's traits carry too (iOS 17): a hosting controller
/// reads it from its traits and writes it into those of the UIKit views it hosts.
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
  static func read(from traitCollection: UITraitCollection) -> Value
  static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
}

extension EnvironmentValues {
  /// The value for a trait-bridged `key`: kept as any key's is (a picture's environment is
  /// the one source of its values; no UIKit traits change it while it is drawn).
  public subscript<K: UITraitBridgedEnvironmentKey>(key: K.Type) -> K.Value {
    get { environmentValue(key) }
    set { setEnvironmentValue(key, newValue) }
  }

  // Plain `EnvironmentKey` generics, so that the subscript above is not chosen again.
  private func environmentValue<K: EnvironmentKey>(_ key: K.Type) -> K.Value { self[key] }
  private mutating func setEnvironmentValue<K: EnvironmentKey>(_ key: K.Type, _ value: K.Value) {
    self[key] = value
  }
}

extension AppearsActiveKey: UITraitBridgedEnvironmentKey {
  /// Active unless the traits say the window is inactive.
  public static func read(from traitCollection: UITraitCollection) -> Bool {
    traitCollection.activeAppearance != .inactive
  }

  public static func write(to mutableTraits: inout any UIMutableTraits, value: Bool) {
    mutableTraits.activeAppearance = value ? .active : .inactive
  }
}
