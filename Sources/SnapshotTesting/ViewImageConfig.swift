import Foundation
import UIKit

/// A device to lay a view out on: its screen size in points, its safe area and its traits
/// (swift-snapshot-testing's `ViewImageConfig`, with its presets at their sizes and insets).
///
/// Cellshot lays the view out in `size`, inside `safeArea`, and draws neither status bar nor
/// home indicator (as swift-snapshot-testing does not). Of the traits, the appearance and scale
/// change the picture; the size classes and content size category reach the view's environment
/// (`horizontalSizeClass`, `sizeCategory`) but text is not drawn larger, and the layout
/// direction is accepted and not drawn (Cellshot draws neither Dynamic Type nor right-to-left
/// yet).
public struct ViewImageConfig: Sendable {
  /// A phone's orientation.
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  /// A tablet's orientation, and the share of the screen the app has in split view.
  public enum TabletOrientation: Sendable {
    public enum PortraitSplits: Sendable {
      case oneThird
      case twoThirds
      case full
    }
    public enum LandscapeSplits: Sendable {
      case oneThird
      case oneHalf
      case twoThirds
      case full
    }
    case landscape(splitView: LandscapeSplits)
    case portrait(splitView: PortraitSplits)
  }

  /// The insets the view is laid out inside.
  public var safeArea: UIEdgeInsets
  /// The screen in points; nil for the view's own ideal size.
  public var size: CGSize?
  public var traits: UITraitCollection
  /// The device's screen scale, which a preset's picture is drawn at unless the traits give a
  /// `displayScale` (swift-snapshot-testing draws at the simulator's, which is the device's
  /// when the simulator is that device); nil for a configuration made by hand.
  var screenScale: CGFloat?

  public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil,
              traits: UITraitCollection = .init()) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }
}

// MARK: Phones

extension ViewImageConfig {
  /// A phone of `width` x `height` points (portrait), with a status bar of `top` points in
  /// portrait and none in landscape (a home button).
  private static func homeButtonPhone(_ orientation: Orientation, _ width: CGFloat,
                                      _ height: CGFloat, scale: CGFloat,
                                      traits: UITraitCollection) -> ViewImageConfig
  {
    var config: ViewImageConfig
    switch orientation {
    case .portrait:
      config = .init(safeArea: .init(top: 20, left: 0, bottom: 0, right: 0),
                     size: .init(width: width, height: height), traits: traits)
    case .landscape:
      config = .init(safeArea: .zero, size: .init(width: height, height: width), traits: traits)
    }
    config.screenScale = scale
    return config
  }

  /// A phone with a notch of `notch` points and a home indicator of `indicator` points
  /// (`landscapeIndicator` in landscape).
  private static func notchedPhone(_ orientation: Orientation, _ width: CGFloat,
                                   _ height: CGFloat, notch: CGFloat, indicator: CGFloat,
                                   landscapeIndicator: CGFloat, scale: CGFloat = 3,
                                   traits: UITraitCollection) -> ViewImageConfig
  {
    var config: ViewImageConfig
    switch orientation {
    case .portrait:
      config = .init(safeArea: .init(top: notch, left: 0, bottom: indicator, right: 0),
                     size: .init(width: width, height: height), traits: traits)
    case .landscape:
      config = .init(safeArea: .init(top: 0, left: notch, bottom: landscapeIndicator,
                                     right: notch),
                     size: .init(width: height, height: width), traits: traits)
    }
    config.screenScale = scale
    return config
  }

  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    homeButtonPhone(orientation, 320, 568, scale: 2, traits: .iPhoneSe(orientation))
  }

  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    homeButtonPhone(orientation, 375, 667, scale: 2, traits: .iPhone8(orientation))
  }

  public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
  public static func iPhone8Plus(_ orientation: Orientation) -> ViewImageConfig {
    homeButtonPhone(orientation, 414, 736, scale: 3, traits: .iPhone8Plus(orientation))
  }

  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(orientation, 375, 812, notch: 44, indicator: 34, landscapeIndicator: 24,
                 traits: .iPhoneX(orientation))
  }

  public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
  public static func iPhoneXsMax(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(orientation, 414, 896, notch: 44, indicator: 34, landscapeIndicator: 24,
                 traits: .iPhoneXsMax(orientation))
  }

  public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
  public static func iPhoneXr(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(orientation, 414, 896, notch: 44, indicator: 34, landscapeIndicator: 24,
                 scale: 2, traits: .iPhoneXr(orientation))
  }

  public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
  public static func iPhone12(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(orientation, 390, 844, notch: 47, indicator: 34, landscapeIndicator: 21,
                 traits: .iPhone12(orientation))
  }

  public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
  public static func iPhone12Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone12(orientation)
  }

  public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
  public static func iPhone12ProMax(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(orientation, 428, 926, notch: 47, indicator: 34, landscapeIndicator: 21,
                 traits: .iPhone12ProMax(orientation))
  }

  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(orientation, 390, 844, notch: 47, indicator: 34, landscapeIndicator: 21,
                 traits: .iPhone13(orientation))
  }

  public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
  public static func iPhone13Mini(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(orientation, 375, 812, notch: 50, indicator: 34, landscapeIndicator: 21,
                 traits: .iPhone13(orientation))
  }

  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    .iPhone13(orientation)
  }

  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    notchedPhone(orientation, 428, 926, notch: 47, indicator: 34, landscapeIndicator: 21,
                 traits: .iPhone13ProMax(orientation))
  }
}

// MARK: Tablets

extension ViewImageConfig {
  /// A tablet's app area in each orientation and split, with the compact size class where the
  /// app is narrow (at half the screen in landscape too, unless `regularAtHalf`).
  private struct Tablet {
    var full: CGSize
    /// Landscape widths at one third, one half and two thirds.
    var landscapeSplits: (CGFloat, CGFloat, CGFloat)
    /// Portrait widths at one third and two thirds.
    var portraitSplits: (CGFloat, CGFloat)
    var safeArea = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    var regularAtHalf = false
    var regular: UITraitCollection
    var compact: UITraitCollection

    func config(_ orientation: TabletOrientation) -> ViewImageConfig {
      let (width, height, traits): (CGFloat, CGFloat, UITraitCollection)
      switch orientation {
      case .landscape(let split):
        let long = max(full.width, full.height), short = min(full.width, full.height)
        switch split {
        case .oneThird: (width, height, traits) = (landscapeSplits.0, short, compact)
        case .oneHalf:
          (width, height, traits) = (landscapeSplits.1, short, regularAtHalf ? regular : compact)
        case .twoThirds: (width, height, traits) = (landscapeSplits.2, short, regular)
        case .full: (width, height, traits) = (long, short, regular)
        }
      case .portrait(let split):
        let long = max(full.width, full.height), short = min(full.width, full.height)
        switch split {
        case .oneThird: (width, height, traits) = (portraitSplits.0, long, compact)
        case .twoThirds: (width, height, traits) = (portraitSplits.1, long, compact)
        case .full: (width, height, traits) = (short, long, regular)
        }
      }
      var config = ViewImageConfig(safeArea: safeArea,
                                   size: CGSize(width: width, height: height), traits: traits)
      config.screenScale = 2  // every iPad's
      return config
    }
  }

  private static func tablet(_ orientation: Orientation) -> TabletOrientation {
    orientation == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full)
  }

  private static let mini = Tablet(
    full: CGSize(width: 1024, height: 768), landscapeSplits: (320, 507, 694),
    portraitSplits: (320, 438), regular: .iPadMini, compact: .iPadMini_Compact_SplitView)
  private static let ten2 = Tablet(
    full: CGSize(width: 1080, height: 810), landscapeSplits: (320, 535, 750),
    portraitSplits: (320, 480), regular: .iPad10_2, compact: .iPad10_2_Compact_SplitView)
  private static let pro10_5 = Tablet(
    full: CGSize(width: 1112, height: 834), landscapeSplits: (320, 551, 782),
    portraitSplits: (320, 504), regular: .iPadPro10_5, compact: .iPadPro10_5_Compact_SplitView)
  private static let pro11 = Tablet(
    full: CGSize(width: 1194, height: 834), landscapeSplits: (375, 592, 809),
    portraitSplits: (320, 504), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
    regular: .iPadPro11, compact: .iPadPro11_Compact_SplitView)
  private static let pro12_9 = Tablet(
    full: CGSize(width: 1366, height: 1024), landscapeSplits: (375, 678, 981),
    portraitSplits: (375, 639), regularAtHalf: true, regular: .iPadPro12_9,
    compact: .iPadPro12_9_Compact_SplitView)

  public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
  public static func iPadMini(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(tablet(orientation))
  }
  public static func iPadMini(_ orientation: TabletOrientation) -> ViewImageConfig {
    mini.config(orientation)
  }

  public static let iPad9_7 = iPadMini
  public static func iPad9_7(_ orientation: Orientation) -> ViewImageConfig {
    iPadMini(orientation)
  }
  public static func iPad9_7(_ orientation: TabletOrientation) -> ViewImageConfig {
    iPadMini(orientation)
  }

  public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
  public static func iPad10_2(_ orientation: Orientation) -> ViewImageConfig {
    iPad10_2(tablet(orientation))
  }
  public static func iPad10_2(_ orientation: TabletOrientation) -> ViewImageConfig {
    ten2.config(orientation)
  }

  public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
  public static func iPadPro10_5(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro10_5(tablet(orientation))
  }
  public static func iPadPro10_5(_ orientation: TabletOrientation) -> ViewImageConfig {
    pro10_5.config(orientation)
  }

  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro11(tablet(orientation))
  }
  public static func iPadPro11(_ orientation: TabletOrientation) -> ViewImageConfig {
    pro11.config(orientation)
  }

  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    iPadPro12_9(tablet(orientation))
  }
  public static func iPadPro12_9(_ orientation: TabletOrientation) -> ViewImageConfig {
    pro12_9.config(orientation)
  }
}
