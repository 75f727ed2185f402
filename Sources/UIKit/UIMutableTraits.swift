// Traits set one by one (`UIMutableTraits`, iOS 17): what `UITraitCollection(mutations:)` and
// `modifyingTraits(_:)` give their closure, and what SwiftUI's trait-bridged environment keys
// write into. The rule: a collection made this way has exactly the traits set, the others as
// a new collection's.

/// Whether a window appears active (in front, taking input), as UIKit's trait.
public enum UIUserInterfaceActiveAppearance: Int, Sendable, Hashable {
  case unspecified = -1, inactive, active
}

/// Traits that can be set, as UIKit's `UIMutableTraits`.
@MainActor @preconcurrency
public protocol UIMutableTraits {
  var userInterfaceStyle: UIUserInterfaceStyle { get set }
  var displayScale: CGFloat { get set }
  var preferredContentSizeCategory: UIContentSizeCategory { get set }
  var layoutDirection: UITraitEnvironmentLayoutDirection { get set }
  var horizontalSizeClass: UIUserInterfaceSizeClass { get set }
  var verticalSizeClass: UIUserInterfaceSizeClass { get set }
  var accessibilityContrast: UIAccessibilityContrast { get set }
  var legibilityWeight: UILegibilityWeight { get set }
  var userInterfaceIdiom: UIUserInterfaceIdiom { get set }
  var activeAppearance: UIUserInterfaceActiveAppearance { get set }
}

/// The traits a mutations closure sets: a collection's, one at a time.
struct MutableTraits: UIMutableTraits {
  var traits: UITraitCollection

  var userInterfaceStyle: UIUserInterfaceStyle {
    get { traits.userInterfaceStyle }
    set { traits.userInterfaceStyle = newValue }
  }
  var displayScale: CGFloat {
    get { traits.displayScale }
    set { traits.displayScale = newValue }
  }
  var preferredContentSizeCategory: UIContentSizeCategory {
    get { traits.preferredContentSizeCategory }
    set { traits.preferredContentSizeCategory = newValue }
  }
  var layoutDirection: UITraitEnvironmentLayoutDirection {
    get { traits.layoutDirection }
    set { traits.layoutDirection = newValue }
  }
  var horizontalSizeClass: UIUserInterfaceSizeClass {
    get { traits.horizontalSizeClass }
    set { traits.horizontalSizeClass = newValue }
  }
  var verticalSizeClass: UIUserInterfaceSizeClass {
    get { traits.verticalSizeClass }
    set { traits.verticalSizeClass = newValue }
  }
  var accessibilityContrast: UIAccessibilityContrast {
    get { traits.accessibilityContrast }
    set { traits.accessibilityContrast = newValue }
  }
  var legibilityWeight: UILegibilityWeight {
    get { traits.legibilityWeight }
    set { traits.legibilityWeight = newValue }
  }
  var userInterfaceIdiom: UIUserInterfaceIdiom {
    get { traits.userInterfaceIdiom }
    set { traits.userInterfaceIdiom = newValue }
  }
  var activeAppearance: UIUserInterfaceActiveAppearance {
    get { traits.activeAppearance }
    set { traits.activeAppearance = newValue }
  }
}

extension UITraitCollection {
  /// A collection with the traits `mutations` sets.
  @MainActor
  public init(mutations: (inout any UIMutableTraits) -> Void) {
    self = UITraitCollection().modifyingTraits(mutations)
  }

  /// This collection with the traits `mutations` sets changed.
  @MainActor
  public func modifyingTraits(_ mutations: (inout any UIMutableTraits) -> Void)
    -> UITraitCollection
  {
    var mutable: any UIMutableTraits = MutableTraits(traits: self)
    mutations(&mutable)
    return (mutable as? MutableTraits)?.traits ?? self
  }
}
