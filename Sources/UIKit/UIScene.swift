// The app lifecycle's UIKit classes (responder, window, scene, scene session), so an app's
// AppDelegate and SceneDelegate compile on Linux. Nothing calls them: an app does not run
// there; Cellshot renders its views.
import Foundation

/// Something that takes part in events: views, controllers, the app, its delegates.
@MainActor @preconcurrency
open class UIResponder: NSObject {
  public override init() {}
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
  open var isKeyWindow: Bool { false }
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

/// A scene's delegate.
@MainActor @preconcurrency
public protocol UISceneDelegate: AnyObject {}

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
