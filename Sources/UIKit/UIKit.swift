// UIKit on Linux: the UIKit names SwiftUI app code and its snapshot tests touch, for files that
// keep their `import UIKit` (docs/parity/uikit.md counts them in public code). Takes what such
// code writes (`UIImage(named:)`, `UIApplication.shared`, `UIVisualEffectView(effect:)`,
// `UICalendarView()`); gives values over Cellshot's own: a `UIImage` is a picture Cellshot
// draws, colours and fonts are Cellshot's `UIColor` and `UIFont` (re-exported). The rule: a
// view draws through `UIView.snapshotContent`, as the SwiftUI views that draw as iOS draws it
// (a blur view as the matching Material, a calendar view as the graphical date picker's
// month), in a `UIViewRepresentable`, `drawHierarchy` or a snapshot; what a still picture
// cannot show (events, gestures, animation, Auto Layout's solving, presented controllers) is
// accepted and changes nothing. Every drawing rule is Cellshot's. Never imported by Cellshot.
@_exported import Cellshot
// As on iOS, where UIKit's notification-response additions import it.
@_exported import UserNotifications
// As on iOS, where UIKit's font headers import Core Text (`CTFontManagerRegisterGraphicsFont`
// in a file that imports only SwiftUI).
@_exported import CoreText

extension UIColor {
  /// The colour set called `name` in `bundle`'s asset catalogs (nil: the main bundle's), with
  /// its light and dark values; resolved in the traits' appearance when they give one. Nil
  /// when there is none, as in UIKit; a render in progress reports it.
  public convenience init?(named name: String, in bundle: Bundle? = nil,
                           compatibleWith traitCollection: UITraitCollection? = nil,
                           fileID: String = #fileID) {
    guard let color = AssetCatalogs.shared.namedColor(name, in: bundle,
                                                      module: AssetCatalogs.module(of: fileID))
    else { return nil }
    if let scheme = traitCollection?.colorScheme {
      self.init(Color(color.resolved(dark: scheme == .dark)))
    } else {
      self.init(color)
    }
  }
}

/// The app, as far as view code asks it things: nothing opens, nothing is shown.
@MainActor @preconcurrency
public final class UIApplication: UIResponder {
  public static let shared = UIApplication()
  /// What an app was launched with (never, on Linux).
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
  }
  public var connectedScenes: Set<UIScene> { [] }
  public var applicationIconBadgeNumber = 0
  /// Whether the app is in front: a picture's is.
  public var applicationState: State { .active }
  /// The app's windows: none on Linux.
  public var windows: [UIWindow] { [] }
  public var isIdleTimerDisabled = false
  public var isNetworkActivityIndicatorVisible = false
  public var supportsAlternateIcons: Bool { false }
  public var alternateIconName: String? { nil }
  public var preferredContentSizeCategory: UIContentSizeCategory { .large }
  public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
  public func registerForRemoteNotifications() {}
  public func unregisterForRemoteNotifications() {}
  public var isRegisteredForRemoteNotifications: Bool { false }
  public func beginIgnoringInteractionEvents() {}
  public func endIgnoringInteractionEvents() {}
  public func setAlternateIconName(_ name: String?,
                                   completionHandler: ((Error?) -> Void)? = nil) {
    completionHandler?(nil)
  }
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
    false
  }
  public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
  public func canOpenURL(_ url: URL) -> Bool { false }
  public func sendAction(_ action: Selector, to target: Any?, from sender: Any?,
                         for event: Any?) -> Bool { false }
  public static let openSettingsURLString = "app-settings:"
  /// The URL that opens the app's notification settings (iOS 16).
  public static let openNotificationSettingsURLString = "app-settings:notifications"
  /// The URL that opens the default-apps settings (iOS 18.3).
  public static let openDefaultApplicationsSettingsURLString = "app-settings:default-apps"

  /// The states of the app: a picture's is active.
  public enum State: Int, Sendable { case active, inactive, background }

  /// An option for `open(_:options:completionHandler:)`.
  public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let universalLinksOnly =
      OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
  }

  /// What an app delegate is told a URL was opened with.
  public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let sourceApplication =
      OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
    public static let annotation =
      OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
    public static let openInPlace =
      OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
  }
}

// The app's lifecycle notifications: posted on iOS as the app moves between foreground and
// background; never on Linux, where an app does not run (code that observes them compiles).
extension UIApplication {
  public static let didBecomeActiveNotification =
    Notification.Name("UIApplicationDidBecomeActiveNotification")
  public static let willResignActiveNotification =
    Notification.Name("UIApplicationWillResignActiveNotification")
  public static let didEnterBackgroundNotification =
    Notification.Name("UIApplicationDidEnterBackgroundNotification")
  public static let willEnterForegroundNotification =
    Notification.Name("UIApplicationWillEnterForegroundNotification")
  public static let didFinishLaunchingNotification =
    Notification.Name("UIApplicationDidFinishLaunchingNotification")
  public static let willTerminateNotification =
    Notification.Name("UIApplicationWillTerminateNotification")
  public static let didReceiveMemoryWarningNotification =
    Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
  public static let significantTimeChangeNotification =
    Notification.Name("UIApplicationSignificantTimeChangeNotification")
  public static let userDidTakeScreenshotNotification =
    Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
  public static let protectedDataWillBecomeUnavailableNotification =
    Notification.Name("UIApplicationProtectedDataWillBecomeUnavailable")
  public static let protectedDataDidBecomeAvailableNotification =
    Notification.Name("UIApplicationProtectedDataDidBecomeAvailable")
  public static let backgroundRefreshStatusDidChangeNotification =
    Notification.Name("UIApplicationBackgroundRefreshStatusDidChangeNotification")
}

/// Which way the app's interface runs: left to right, as the pictures are drawn unless an
/// environment says otherwise.
public enum UIUserInterfaceLayoutDirection: Int, Sendable { case leftToRight, rightToLeft }

/// A selector, for `#selector(...)`-free calls such as `sendAction(_:to:from:for:)`.
public struct Selector: Sendable, Hashable {
  public let name: String
  public init(_ name: String) { self.name = name }
}

extension NSAttributedString.Key {
  /// The foreground colour attribute UIKit defines.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
}

/// The device, as view code asks: an iPhone on iOS 17, upright.
@MainActor @preconcurrency
public final class UIDevice {
  public static let current = UIDevice()
  public let name = "iPhone"
  public let model = "iPhone"
  public let localizedModel = "iPhone"
  public let systemName = "iOS"
  public let systemVersion = "17.0"
  public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  public var orientation: UIDeviceOrientation { .portrait }
  public var isBatteryMonitoringEnabled = false
  public var batteryLevel: Float { -1 }
  public func beginGeneratingDeviceOrientationNotifications() {}
  public func endGeneratingDeviceOrientationNotifications() {}
  public var isGeneratingDeviceOrientationNotifications: Bool { false }
  public var batteryState: BatteryState { .unknown }
  public var isProximityMonitoringEnabled = false
  public var proximityState: Bool { false }
  public var isMultitaskingSupported: Bool { true }
  public var identifierForVendor: UUID? { nil }

  /// Posted when the device turns, the battery changes, or something nears the screen: never
  /// on Linux (a picture's device is at rest).
  public static let orientationDidChangeNotification =
    Notification.Name("UIDeviceOrientationDidChangeNotification")
  public static let batteryStateDidChangeNotification =
    Notification.Name("UIDeviceBatteryStateDidChangeNotification")
  public static let batteryLevelDidChangeNotification =
    Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
  public static let proximityStateDidChangeNotification =
    Notification.Name("UIDeviceProximityStateDidChangeNotification")

  public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }
}

public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// Which way the interface is turned: upright in a picture.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}

/// The interface orientations a screen supports.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}

public enum UIUserInterfaceIdiom: Int, Sendable {
  case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// An app delegate: its methods are never called on Linux (an app does not run there).
@MainActor @preconcurrency
public protocol UIApplicationDelegate: AnyObject {
  func application(_ application: UIApplication,
                   didFinishLaunchingWithOptions launchOptions:
                     [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func application(_ application: UIApplication,
                   willFinishLaunchingWithOptions launchOptions:
                     [UIApplication.LaunchOptionsKey: Any]?) -> Bool
  func application(_ application: UIApplication,
                   configurationForConnecting connectingSceneSession: UISceneSession,
                   options: UIScene.ConnectionOptions) -> UISceneConfiguration
  func application(_ application: UIApplication,
                   didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
  func application(_ app: UIApplication, open url: URL,
                   options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
  func application(_ application: UIApplication,
                   didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
  func application(_ application: UIApplication,
                   didFailToRegisterForRemoteNotificationsWithError error: Error)
  func applicationDidBecomeActive(_ application: UIApplication)
  func applicationWillResignActive(_ application: UIApplication)
  func applicationDidEnterBackground(_ application: UIApplication)
  func applicationWillEnterForeground(_ application: UIApplication)
  func applicationWillTerminate(_ application: UIApplication)
  func applicationDidReceiveMemoryWarning(_ application: UIApplication)
}

extension UIApplicationDelegate {
  public func application(_ application: UIApplication,
                          didFinishLaunchingWithOptions launchOptions:
                            [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func application(_ application: UIApplication,
                          willFinishLaunchingWithOptions launchOptions:
                            [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
  public func application(_ application: UIApplication,
                          configurationForConnecting connectingSceneSession: UISceneSession,
                          options: UIScene.ConnectionOptions) -> UISceneConfiguration {
    connectingSceneSession.configuration
  }
  public func application(_ application: UIApplication,
                          didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
  public func application(_ app: UIApplication, open url: URL,
                          options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool { false }
  public func application(_ application: UIApplication,
                          didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {}
  public func application(_ application: UIApplication,
                          didFailToRegisterForRemoteNotificationsWithError error: Error) {}
  public func applicationDidBecomeActive(_ application: UIApplication) {}
  public func applicationWillResignActive(_ application: UIApplication) {}
  public func applicationDidEnterBackground(_ application: UIApplication) {}
  public func applicationWillEnterForeground(_ application: UIApplication) {}
  public func applicationWillTerminate(_ application: UIApplication) {}
  public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
}

/// A scene delegate, likewise: its window is the app's to keep.
@MainActor @preconcurrency
public protocol UIWindowSceneDelegate: UISceneDelegate {
  var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
  public var window: UIWindow? {
    get { nil }
    set {}
  }
}

/// What `#colorLiteral(...)` makes, as on iOS.
public typealias _ColorLiteralType = UIColor
