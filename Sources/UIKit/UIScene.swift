// The app lifecycle's UIKit classes (responder, window, scene, scene session), so an app's
// AppDelegate and SceneDelegate compile on Linux. Nothing calls them: an app does not run
// there; Cellshot renders its views.
import Foundation

/// Something that takes part in events: views, controllers, the app, its delegates.
@MainActor @preconcurrency
open class UIResponder: NSObject {
  public override init() {}

  /// The next responder up the chain: none is known here.
  open var next: UIResponder? { nil }
  /// Whether the responder takes key events: nobody does in a picture.
  open var isFirstResponder: Bool { false }
  open var canBecomeFirstResponder: Bool { false }
  open var canResignFirstResponder: Bool { true }
  @discardableResult
  open func becomeFirstResponder() -> Bool { false }
  @discardableResult
  open func resignFirstResponder() -> Bool { true }
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {}
  open var inputView: UIView? { nil }
  open var inputAccessoryView: UIView? { nil }
  /// The keyboard shortcuts the responder handles: none unless a subclass gives some (they
  /// never fire in a picture).
  open var keyCommands: [UIKeyCommand]? { nil }
  /// The object that handles `action`: none is found, as no action is ever sent.
  open func target(forAction action: Selector, withSender sender: Any?) -> Any? { nil }
  /// Whether the responder can perform `action`: no, in a picture.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
}

// The keyboard's notifications and their user-info keys: posted on iOS as the keyboard comes
// and goes; never on Linux, where nothing is typed into a picture (code that observes them
// compiles, and its views draw with the keyboard down).
extension UIResponder {
  public nonisolated static let keyboardWillShowNotification =
    Notification.Name("UIKeyboardWillShowNotification")
  public nonisolated static let keyboardDidShowNotification =
    Notification.Name("UIKeyboardDidShowNotification")
  public nonisolated static let keyboardWillHideNotification =
    Notification.Name("UIKeyboardWillHideNotification")
  public nonisolated static let keyboardDidHideNotification =
    Notification.Name("UIKeyboardDidHideNotification")
  public nonisolated static let keyboardWillChangeFrameNotification =
    Notification.Name("UIKeyboardWillChangeFrameNotification")
  public nonisolated static let keyboardDidChangeFrameNotification =
    Notification.Name("UIKeyboardDidChangeFrameNotification")
  public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  public nonisolated static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  public nonisolated static let keyboardAnimationCurveUserInfoKey =
    "UIKeyboardAnimationCurveUserInfoKey"
  public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// A window: its root view controller, made key and shown (never, on Linux).
@MainActor @preconcurrency
open class UIWindow: UIView {
  open var rootViewController: UIViewController?
  open var windowScene: UIWindowScene?
  public init(windowScene: UIWindowScene) {
    self.windowScene = windowScene
    super.init()
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  open func makeKeyAndVisible() {}
  open func makeKey() {}
  open var isKeyWindow: Bool { false }
  open var windowLevel: UIWindow.Level = .normal
  open var screen: UIScreen { .main }

  /// Where a window sits among others.
  public struct Level: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = Level(0)
    public static let statusBar = Level(1000)
    public static let alert = Level(2000)
  }

  /// Posted when a window becomes visible, key, or hidden: never on Linux.
  public static let didBecomeVisibleNotification =
    Notification.Name("UIWindowDidBecomeVisibleNotification")
  public static let didBecomeHiddenNotification =
    Notification.Name("UIWindowDidBecomeHiddenNotification")
  public static let didBecomeKeyNotification =
    Notification.Name("UIWindowDidBecomeKeyNotification")
  public static let didResignKeyNotification =
    Notification.Name("UIWindowDidResignKeyNotification")
}

/// A scene of the app, and what it was connected with.
@MainActor @preconcurrency
open class UIScene: UIResponder {
  public final class ConnectionOptions: NSObject {
    public var urlContexts: Set<AnyHashable> { [] }
  }
  public let session = UISceneSession()
  open var delegate: UISceneDelegate?
  open var title: String?
  /// Whether the scene is in front: a picture's is.
  open var activationState: ActivationState { .foregroundActive }

  public enum ActivationState: Int, Sendable {
    case unattached = -1, foregroundActive, foregroundInactive, background
  }
}

/// A scene with windows.
@MainActor @preconcurrency
open class UIWindowScene: UIScene {
  open var windows: [UIWindow] { [] }
  /// The window that takes key events: none, as no window is shown on Linux.
  open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
  open var screen: UIScreen { .main }
  open var interfaceOrientation: UIInterfaceOrientation { .portrait }
  open var traitCollection: UITraitCollection { .current }
  open var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }
}

/// The status bar of a window scene, as a picture shows it: iOS's default style, visible.
@MainActor @preconcurrency
open class UIStatusBarManager: NSObject {
  open var statusBarStyle: UIStatusBarStyle { .default }
  open var isStatusBarHidden: Bool { false }
  /// The status bar's frame at the top of the screen (54 points: an iPhone with a Dynamic
  /// Island).
  open var statusBarFrame: CGRect {
    CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: 54)
  }
}

/// How the status bar's text is coloured.
public enum UIStatusBarStyle: Int, Sendable { case `default`, lightContent, darkContent = 3 }

// A scene's lifecycle notifications: never posted on Linux, where no scene runs.
extension UIScene {
  public static let willConnectNotification =
    Notification.Name("UISceneWillConnectNotification")
  public static let didDisconnectNotification =
    Notification.Name("UISceneDidDisconnectNotification")
  public static let didActivateNotification =
    Notification.Name("UISceneDidActivateNotification")
  public static let willDeactivateNotification =
    Notification.Name("UISceneWillDeactivateNotification")
  public static let willEnterForegroundNotification =
    Notification.Name("UISceneWillEnterForegroundNotification")
  public static let didEnterBackgroundNotification =
    Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A URL the scene was asked to open, with its options.
@MainActor @preconcurrency
open class UIOpenURLContext: NSObject {
  public let url: URL
  public init(url: URL) { self.url = url }
}

/// The session a scene runs in.
@MainActor @preconcurrency
open class UISceneSession: NSObject {
  public struct Role: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
  }
  public var role: Role { .windowApplication }
  public var configuration: UISceneConfiguration {
    UISceneConfiguration(name: nil, sessionRole: role)
  }
}

/// A request to open a scene (iOS 17), for `UIApplication.activateSceneSession(for:)`: a
/// picture opens none, so it is kept and nothing happens.
@MainActor @preconcurrency
open class UISceneSessionActivationRequest: NSObject {
  /// The role of the scene to open, or nil when an existing session is reopened.
  public let role: UISceneSession.Role
  /// The session to reopen.
  public let session: UISceneSession?

  public init(role: UISceneSession.Role) {
    self.role = role
    session = nil
  }

  public init(session: UISceneSession) {
    role = session.role
    self.session = session
  }

  /// A request for a new window of the app.
  public convenience override init() { self.init(role: .windowApplication) }
}

extension UIApplication {
  /// Opens a scene for `request`: a picture opens none (`errorHandler` is not called).
  public func activateSceneSession(for request: UISceneSessionActivationRequest,
                                   errorHandler: ((any Error) -> Void)? = nil) {}
}

/// How a scene is made: its name and role.
@MainActor @preconcurrency
open class UISceneConfiguration: NSObject {
  public let name: String?
  public let role: UISceneSession.Role
  open var delegateClass: AnyClass?
  public init(name: String?, sessionRole: UISceneSession.Role) {
    self.name = name
    role = sessionRole
  }
}

/// A scene's delegate: its methods are never called on Linux (a scene does not run there).
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {
  func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
             options connectionOptions: UIScene.ConnectionOptions)
  func sceneDidDisconnect(_ scene: UIScene)
  func sceneDidBecomeActive(_ scene: UIScene)
  func sceneWillResignActive(_ scene: UIScene)
  func sceneWillEnterForeground(_ scene: UIScene)
  func sceneDidEnterBackground(_ scene: UIScene)
  func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
  public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                    options connectionOptions: UIScene.ConnectionOptions) {}
  public func sceneDidDisconnect(_ scene: UIScene) {}
  public func sceneDidBecomeActive(_ scene: UIScene) {}
  public func sceneWillResignActive(_ scene: UIScene) {}
  public func sceneWillEnterForeground(_ scene: UIScene) {}
  public func sceneDidEnterBackground(_ scene: UIScene) {}
  public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// `@UIApplicationMain` calls this: an app does not run on Linux, so it says so and returns.
@MainActor
public func UIApplicationMain(_ argc: Int32,
                              _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?,
                              _ delegateClassName: String?) -> Int32 {
  print("\(delegateClassName ?? "the app"): an app shows no window on Linux; render its views "
        + "with Cellshot")
  return 0
}
