import UIKit

/// The traits of swift-snapshot-testing's device presets: left to right, the medium content
/// size category, and each device's size classes in each orientation. (UIKit's idiom and
/// force-touch traits, which Cellshot has no use for, are left out.)
extension UITraitCollection {
  /// A phone's traits: compact width in portrait, and in landscape compact width too unless
  /// `regularInLandscape` (the larger phones).
  private static func phone(_ orientation: ViewImageConfig.Orientation,
                            regularInLandscape: Bool) -> UITraitCollection {
    let landscape = orientation == .landscape
    return UITraitCollection(traitsFrom: [
      .init(layoutDirection: .leftToRight),
      .init(preferredContentSizeCategory: .medium),
      .init(horizontalSizeClass: landscape && regularInLandscape ? .regular : .compact),
      .init(verticalSizeClass: landscape ? .compact : .regular),
    ])
  }

  public static func iPhoneSe(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, regularInLandscape: false)
  }
  public static func iPhone8(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, regularInLandscape: false)
  }
  public static func iPhone8Plus(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, regularInLandscape: true)
  }
  public static func iPhoneX(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, regularInLandscape: false)
  }
  public static func iPhoneXr(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, regularInLandscape: true)
  }
  public static func iPhoneXsMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, regularInLandscape: true)
  }
  public static func iPhone12(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, regularInLandscape: false)
  }
  public static func iPhone12ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, regularInLandscape: true)
  }
  public static func iPhone13(_ orientation: ViewImageConfig.Orientation) -> UITraitCollection {
    phone(orientation, regularInLandscape: false)
  }
  public static func iPhone13ProMax(_ orientation: ViewImageConfig.Orientation)
    -> UITraitCollection
  {
    phone(orientation, regularInLandscape: true)
  }

  /// A tablet with the whole screen, or two thirds of it: regular both ways.
  private static let iPad = UITraitCollection(traitsFrom: [
    .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular),
  ])
  /// A tablet in a narrow split view: compact width.
  private static let iPadCompactSplitView = UITraitCollection(traitsFrom: [
    .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
  ])

  public static let iPadMini = iPad
  public static let iPadMini_Compact_SplitView = iPadCompactSplitView
  public static let iPad9_7 = iPad
  public static let iPad9_7_Compact_SplitView = iPadCompactSplitView
  public static let iPad10_2 = iPad
  public static let iPad10_2_Compact_SplitView = iPadCompactSplitView
  public static let iPadPro10_5 = iPad
  public static let iPadPro10_5_Compact_SplitView = iPadCompactSplitView
  public static let iPadPro11 = iPad
  public static let iPadPro11_Compact_SplitView = iPadCompactSplitView
  public static let iPadPro12_9 = iPad
  public static let iPadPro12_9_Compact_SplitView = iPadCompactSplitView
}
