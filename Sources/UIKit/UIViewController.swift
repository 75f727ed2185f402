// View controllers (`UIViewController`, navigation and tab bar controllers, presentation,
// sheets, the share sheet): they hold views and other controllers for code that builds them.
// A picture shows a controller's view where code draws it (a hosting controller's view, or
// `drawHierarchy`); what a controller presents is never drawn, and the bars it configures are
// drawn by SwiftUI's own navigation views as iOS's defaults (accepted).
import Cellshot
import Foundation

/// A view controller, as far as SwiftUI code and its tests hold one.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  public override init() {}
  public init(nibName: String?, bundle: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  open var title: String?
  /// The controller's view, made when first asked for (`loadView`, then `viewDidLoad`).
  open var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      if loadedView == nil { loadedView = UIView() }
      viewDidLoad()
      return loadedView
    }
    set { loadedView = newValue }
  }
  private var loadedView: UIView?
  open var isViewLoaded: Bool { loadedView != nil }
  open var viewIfLoaded: UIView? { loadedView }
  open func loadViewIfNeeded() { _ = view }
  open var isModalInPresentation = false
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open var preferredContentSize: CGSize = .zero
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var traitCollection: UITraitCollection {
    var traits = parent?.traitCollection ?? .current
    if overrideUserInterfaceStyle != .unspecified {
      traits.userInterfaceStyle = overrideUserInterfaceStyle
    }
    return traits
  }
  open var navigationItem = UINavigationItem()
  open var tabBarItem = UITabBarItem()
  open var toolbarItems: [UIBarButtonItem]?
  open var hidesBottomBarWhenPushed = false
  open var edgesForExtendedLayout: UIRectEdge = .all
  open var extendedLayoutIncludesOpaqueBars = false
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero
  open var definesPresentationContext = false
  open var providesPresentationContextTransitionStyle = false
  open var restorationIdentifier: String?
  open var isEditing = false
  open var prefersStatusBarHidden: Bool { false }
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  open var shouldAutorotate: Bool { true }
  /// How the status bar changes when it shows or hides: a picture shows it at rest.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// The edges where the app's gestures come before the system's: none.
  open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
  /// The children whose preferences decide the status bar, the home indicator and the
  /// screen-edge gestures: none, so this controller's own decide.
  open var childForStatusBarStyle: UIViewController? { nil }
  open var childForStatusBarHidden: UIViewController? { nil }
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
  open var isBeingPresented: Bool { false }
  open var isBeingDismissed: Bool { false }
  open var isMovingToParent: Bool { false }
  open var isMovingFromParent: Bool { false }
  open var tabBarController: UITabBarController? {
    (parent as? UITabBarController) ?? parent?.tabBarController
  }
  /// The controller managing its presentation: none, as nothing is presented in a picture.
  open var presentationController: UIPresentationController? { nil }
  open var popoverPresentationController: UIPopoverPresentationController? { nil }
  open var editButtonItem: UIBarButtonItem {
    UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
  }
  private var childTraits: [ObjectIdentifier: UITraitCollection] = [:]

  open func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) { toolbarItems = items }
  open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }
  open func setNeedsStatusBarAppearanceUpdate() {}
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
  open func endAppearanceTransition() {}
  open func setOverrideTraitCollection(_ collection: UITraitCollection?,
                                       forChild childViewController: UIViewController) {
    childTraits[ObjectIdentifier(childViewController)] = collection
  }
  open func overrideTraitCollection(forChild childViewController: UIViewController)
    -> UITraitCollection? { childTraits[ObjectIdentifier(childViewController)] }
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open func didReceiveMemoryWarning() {}
  open func updateViewConstraints() {}
  /// Shows `controller`: pushed on the navigation stack when there is one, else presented.
  open func show(_ controller: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(controller, animated: true)
    } else {
      present(controller, animated: true)
    }
  }
  open func showDetailViewController(_ controller: UIViewController, sender: Any?) {
    show(controller, sender: sender)
  }
  public private(set) var children: [UIViewController] = []
  public private(set) weak var parent: UIViewController?
  public private(set) var presentedViewController: UIViewController?
  public private(set) weak var presentingViewController: UIViewController?
  /// The sheet's presentation controller, when presented as a sheet (never, in a picture).
  open var sheetPresentationController: UISheetPresentationController? { nil }
  open var navigationController: UINavigationController? { parent as? UINavigationController }

  open func loadView() {}
  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  open func addChild(_ child: UIViewController) {
    children.append(child)
    child.parent = self
  }
  open func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }
  open func didMove(toParent parent: UIViewController?) {}

  // UIContentContainer: a picture has one size, so UIKit never calls these.
  /// Called when a child's preferred size changes: never, in a picture.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer) {}
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer) {}
  /// A child's size: its parent's.
  open func size(forChildContentContainer container: any UIContentContainer,
                 withParentContainerSize parentSize: CGSize) -> CGSize { parentSize }
  /// Called before the view's size changes: never, in a picture.
  open func viewWillTransition(to size: CGSize,
                               with coordinator: any UIViewControllerTransitionCoordinator) {}
  open func willTransition(to newCollection: UITraitCollection,
                           with coordinator: any UIViewControllerTransitionCoordinator) {}
  open func willMove(toParent parent: UIViewController?) {}

  /// Presents `controller`: a picture shows the presenting screen, so only the relation is
  /// kept; `completion` runs at once.
  open func present(_ controller: UIViewController, animated: Bool,
                    completion: (() -> Void)? = nil) {
    presentedViewController = controller
    controller.presentingViewController = self
    completion?()
  }

  open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
    presentedViewController?.presentingViewController = nil
    presentedViewController = nil
    completion?()
  }
}

/// A navigation controller's stack of view controllers.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
  public private(set) var viewControllers: [UIViewController] = []
  public init(rootViewController: UIViewController) {
    super.init()
    pushViewController(rootViewController, animated: false)
  }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }
  open var topViewController: UIViewController? { viewControllers.last }
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }
  open weak var delegate: UINavigationControllerDelegate?
  /// The bars: configured by code, drawn by SwiftUI's navigation views as iOS's defaults.
  public let navigationBar = UINavigationBar()
  public let toolbar = UIToolbar()
  open var isNavigationBarHidden = false
  open var isToolbarHidden = true
  open var hidesBarsOnSwipe = false
  open var hidesBarsOnTap = false
  open var hidesBarsWhenKeyboardAppears = false
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { nil }
  open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    for controller in viewControllers { controller.removeFromParent() }
    viewControllers = []
    for controller in controllers { pushViewController(controller, animated: false) }
  }
  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    let popped = Array(viewControllers.dropFirst())
    for controller in popped { controller.removeFromParent() }
    viewControllers = Array(viewControllers.prefix(1))
    return popped
  }
  @discardableResult
  open func popToViewController(_ controller: UIViewController,
                                animated: Bool) -> [UIViewController]? {
    guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
    let popped = Array(viewControllers[(index + 1)...])
    for popped in popped { popped.removeFromParent() }
    viewControllers = Array(viewControllers[...index])
    return popped
  }
  open func pushViewController(_ controller: UIViewController, animated: Bool) {
    viewControllers.append(controller)
    addChild(controller)
  }
  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    let top = viewControllers.removeLast()
    top.removeFromParent()
    return top
  }
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    isNavigationBarHidden = hidden
  }
}

/// Told as a navigation controller shows controllers: never, in a picture.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: AnyObject {
  func navigationController(_ navigationController: UINavigationController,
                            willShow viewController: UIViewController, animated: Bool)
  func navigationController(_ navigationController: UINavigationController,
                            didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
  public func navigationController(_ navigationController: UINavigationController,
                                   willShow viewController: UIViewController, animated: Bool) {}
  public func navigationController(_ navigationController: UINavigationController,
                                   didShow viewController: UIViewController, animated: Bool) {}
}

/// A tab bar controller's controllers, one selected.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
  open var viewControllers: [UIViewController]? {
    didSet {
      for controller in oldValue ?? [] { controller.removeFromParent() }
      for controller in viewControllers ?? [] { addChild(controller) }
    }
  }
  open var selectedIndex = 0
  open var selectedViewController: UIViewController? {
    get {
      guard let controllers = viewControllers, controllers.indices.contains(selectedIndex)
      else { return nil }
      return controllers[selectedIndex]
    }
    set { selectedIndex = viewControllers?.firstIndex { $0 === newValue } ?? selectedIndex }
  }
  public let tabBar = UITabBar()
  open weak var delegate: UITabBarControllerDelegate?
  open func setViewControllers(_ controllers: [UIViewController]?, animated: Bool) {
    viewControllers = controllers
  }
}

/// Told as a tab bar controller changes tabs: never, in a picture.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: AnyObject {
  func tabBarController(_ tabBarController: UITabBarController,
                        didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
  public func tabBarController(_ tabBarController: UITabBarController,
                               didSelect viewController: UIViewController) {}
}

/// What presents a controller: kept for its delegate (nothing is presented in a picture).
@MainActor @preconcurrency
open class UIPresentationController: NSObject {
  public let presentedViewController: UIViewController
  public let presentingViewController: UIViewController?
  open weak var delegate: UIAdaptivePresentationControllerDelegate?
  open var containerView: UIView? { nil }
  open var presentedView: UIView? { presentedViewController.view }
  open var frameOfPresentedViewInContainerView: CGRect { .zero }

  public init(presentedViewController: UIViewController,
              presenting presentingViewController: UIViewController?) {
    self.presentedViewController = presentedViewController
    self.presentingViewController = presentingViewController
  }
}

/// A popover's presentation: never shown in a picture.
@MainActor @preconcurrency
open class UIPopoverPresentationController: UIPresentationController {
  open var sourceView: UIView?
  open var sourceRect: CGRect = .zero
  open var barButtonItem: UIBarButtonItem?
  open var permittedArrowDirections: UIPopoverArrowDirection = .any
}

public struct UIPopoverArrowDirection: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
  public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
  public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
  public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
  public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
}

/// Told when a presented controller is dismissed: never, in a picture.
@MainActor @preconcurrency
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController) -> Bool { true }
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController) {}
}

public enum UIModalPresentationStyle: Int, Sendable {
  case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen
  case overCurrentContext, popover, none, automatic
}

public enum UIModalTransitionStyle: Int, Sendable {
  case coverVertical, flipHorizontal, crossDissolve, partialCurl
}

/// A sheet's presentation: its detents and grabber, accepted (a picture shows no sheet).
@MainActor @preconcurrency
open class UISheetPresentationController: NSObject {
  open var detents: [Detent] = [.large()]
  open var selectedDetentIdentifier: Detent.Identifier?
  open var largestUndimmedDetentIdentifier: Detent.Identifier?
  open var prefersGrabberVisible = false
  open var prefersScrollingExpandsWhenScrolledToEdge = true
  open var prefersEdgeAttachedInCompactHeight = false
  open var widthFollowsPreferredContentSizeWhenEdgeAttached = false
  open var preferredCornerRadius: CGFloat?
  open weak var delegate: UISheetPresentationControllerDelegate?
  open var presentedViewController: UIViewController { UIViewController() }
  open func animateChanges(_ changes: () -> Void) { changes() }
  open func invalidateDetents() {}

  /// A height a sheet rests at.
  public final class Detent: NSObject, @unchecked Sendable {
    public let identifier: Identifier
    let height: ((any ResolutionContext) -> CGFloat?)?
    init(identifier: Identifier, height: ((any ResolutionContext) -> CGFloat?)?) {
      self.identifier = identifier
      self.height = height
    }
    public static func medium() -> Detent { Detent(identifier: .medium, height: nil) }
    public static func large() -> Detent { Detent(identifier: .large, height: nil) }
    public static func custom(identifier: Identifier? = nil,
                              resolver: @escaping (any ResolutionContext) -> CGFloat?) -> Detent {
      Detent(identifier: identifier ?? Identifier("custom"), height: resolver)
    }
    public func resolvedValue(in context: any ResolutionContext) -> CGFloat? {
      height?(context)
    }

    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public let rawValue: String
      public init(rawValue: String) { self.rawValue = rawValue }
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public static let medium = Identifier("com.apple.UIKit.medium")
      public static let large = Identifier("com.apple.UIKit.large")
    }
  }

  @MainActor public protocol ResolutionContext {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
  }
}

@MainActor
public protocol UISheetPresentationControllerDelegate: AnyObject {
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ controller: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ controller: UISheetPresentationController) {}
}

/// The share sheet: accepted (a picture shows the screen that presents it).
@MainActor @preconcurrency
open class UIActivityViewController: UIViewController {
  public let activityItems: [Any]
  open var excludedActivityTypes: [UIActivity.ActivityType]?
  open var completionWithItemsHandler: ((UIActivity.ActivityType?, Bool, [Any]?, (any Error)?)
    -> Void)?
  public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
    self.activityItems = activityItems
    super.init()
  }
  public required init?(coder: NSCoder) {
    activityItems = []
    super.init()
  }
}

/// A service the share sheet offers.
open class UIActivity: NSObject {
  public struct ActivityType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
    public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
    public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
    public static let message = ActivityType("com.apple.UIKit.activity.Message")
    public static let print = ActivityType("com.apple.UIKit.activity.Print")
    public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
    public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
  }
}
