// Bars and their items (`UINavigationBar`, `UITabBar`, `UIToolbar`, their appearances, bar
// button and tab bar items, a controller's navigation item): code configures them, often
// through `appearance()` proxies; SwiftUI's navigation and tab views draw bars as iOS's
// defaults, so what is set is kept and changes no picture (accepted, docs/porting.md).
import Cellshot

/// The bar at the top of a navigation controller.
@MainActor @preconcurrency
open class UINavigationBar: UIView {
  /// The proxy that sets every navigation bar's look: kept, drawn as iOS's default.
  public static func appearance() -> UINavigationBar { UINavigationBar() }
  public static func appearance(whenContainedInInstancesOf containerTypes: [AnyClass])
    -> UINavigationBar { UINavigationBar() }
  open var barTintColor: UIColor?
  open var barStyle: UIBarStyle = .default
  open var isTranslucent = true
  open var prefersLargeTitles = false
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  open var standardAppearance = UINavigationBarAppearance()
  open var compactAppearance: UINavigationBarAppearance?
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  open var shadowImage: UIImage?
  open var backIndicatorImage: UIImage?
  open var backIndicatorTransitionMaskImage: UIImage?
  open var items: [UINavigationItem]?
  open var topItem: UINavigationItem? { items?.last }
  open var backItem: UINavigationItem? { (items?.count ?? 0) > 1 ? items?.dropLast().last : nil }
  private var backgrounds: [Int: UIImage] = [:]
  open func setBackgroundImage(_ image: UIImage?, for barMetrics: UIBarMetrics) {
    backgrounds[barMetrics.rawValue] = image
  }
  open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? {
    backgrounds[barMetrics.rawValue]
  }
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
  open func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }
  @discardableResult
  open func popItem(animated: Bool) -> UINavigationItem? { items?.popLast() }
}

/// The bar of tabs at the bottom of a tab bar controller.
@MainActor @preconcurrency
open class UITabBar: UIView {
  public static func appearance() -> UITabBar { UITabBar() }
  open var unselectedItemTintColor: UIColor?
  open var barTintColor: UIColor?
  open var barStyle: UIBarStyle = .default
  open var isTranslucent = true
  open var standardAppearance = UITabBarAppearance()
  open var scrollEdgeAppearance: UITabBarAppearance?
  open var items: [UITabBarItem]?
  open weak var selectedItem: UITabBarItem?
  open var backgroundImage: UIImage?
  open var shadowImage: UIImage?
  open var selectionIndicatorImage: UIImage?
  open var itemPositioning: ItemPositioning = .automatic
  open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  public enum ItemPositioning: Int, Sendable { case automatic, fill, centered }
}

/// A bar of buttons at the bottom of a screen.
@MainActor @preconcurrency
open class UIToolbar: UIView {
  public static func appearance() -> UIToolbar { UIToolbar() }
  open var items: [UIBarButtonItem]?
  open var barTintColor: UIColor?
  open var barStyle: UIBarStyle = .default
  open var isTranslucent = true
  open var standardAppearance = UIToolbarAppearance()
  open var compactAppearance: UIToolbarAppearance?
  open var scrollEdgeAppearance: UIToolbarAppearance?
  open var compactScrollEdgeAppearance: UIToolbarAppearance?
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }
}

public enum UIBarStyle: Int, Sendable { case `default`, black }
public enum UIBarMetrics: Int, Sendable {
  case `default`, compact, defaultPrompt = 101, compactPrompt
}
public enum UIBarPosition: Int, Sendable { case any, bottom, top, topAttached }

/// How a bar looks: its background (a blur, opaque, or clear) and shadow.
@MainActor @preconcurrency
open class UIBarAppearance: NSObject {
  open var backgroundColor: UIColor?
  open var backgroundImage: UIImage?
  open var backgroundEffect: UIBlurEffect?
  open var shadowColor: UIColor? = .separator
  open var shadowImage: UIImage?
  open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill

  public override init() {}
  public init(idiom: UIUserInterfaceIdiom) {}
  public init(barAppearance: UIBarAppearance) {
    backgroundColor = barAppearance.backgroundColor
    backgroundImage = barAppearance.backgroundImage
    backgroundEffect = barAppearance.backgroundEffect
    shadowColor = barAppearance.shadowColor
  }

  /// A translucent, blurred background with a shadow: iOS's default.
  open func configureWithDefaultBackground() {
    backgroundColor = nil
    backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
    shadowColor = .separator
  }
  /// An opaque background in the system background colour.
  open func configureWithOpaqueBackground() {
    backgroundColor = .systemBackground
    backgroundEffect = nil
    shadowColor = .separator
  }
  /// No background and no shadow.
  open func configureWithTransparentBackground() {
    backgroundColor = nil
    backgroundEffect = nil
    shadowColor = nil
  }
  open func copy() -> UIBarAppearance { UIBarAppearance(barAppearance: self) }
}

/// How a navigation bar looks: its background and its titles' attributes.
@MainActor @preconcurrency
open class UINavigationBarAppearance: UIBarAppearance {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment = UIOffset.zero
  open var buttonAppearance = UIBarButtonItemAppearance()
  open var backButtonAppearance = UIBarButtonItemAppearance()
  open var doneButtonAppearance = UIBarButtonItemAppearance()
  open func setBackIndicatorImage(_ backIndicatorImage: UIImage?,
                                  transitionMaskImage: UIImage?) {}
}

/// How a toolbar looks.
@MainActor @preconcurrency
open class UIToolbarAppearance: UIBarAppearance {
  open var buttonAppearance = UIBarButtonItemAppearance()
  open var doneButtonAppearance = UIBarButtonItemAppearance()
}

/// How a tab bar looks.
@MainActor @preconcurrency
open class UITabBarAppearance: UIBarAppearance {
  open var stackedLayoutAppearance = UITabBarItemAppearance()
  open var inlineLayoutAppearance = UITabBarItemAppearance()
  open var compactInlineLayoutAppearance = UITabBarItemAppearance()
  open var selectionIndicatorTintColor: UIColor?
  open var selectionIndicatorImage: UIImage?
}

/// How a bar's buttons look, in each state.
@MainActor @preconcurrency
open class UIBarButtonItemAppearance: NSObject {
  public let normal = UIBarButtonItemStateAppearance()
  public let highlighted = UIBarButtonItemStateAppearance()
  public let disabled = UIBarButtonItemStateAppearance()
  public let focused = UIBarButtonItemStateAppearance()
  public override init() {}
  public init(style: UIBarButtonItem.Style) {}
  open func configureWithDefault(for style: UIBarButtonItem.Style) {}
}

@MainActor @preconcurrency
open class UIBarButtonItemStateAppearance: NSObject {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var titlePositionAdjustment = UIOffset.zero
  open var backgroundImage: UIImage?
}

/// How a tab bar's items look, in each state.
@MainActor @preconcurrency
open class UITabBarItemAppearance: NSObject {
  public let normal = UITabBarItemStateAppearance()
  public let selected = UITabBarItemStateAppearance()
  public let disabled = UITabBarItemStateAppearance()
  public let focused = UITabBarItemStateAppearance()
  public override init() {}
  open func configureWithDefault(for layoutStyle: UITabBarItem.Style) {}
}

@MainActor @preconcurrency
open class UITabBarItemStateAppearance: NSObject {
  open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
  open var iconColor: UIColor?
  open var badgeBackgroundColor: UIColor?
  open var titlePositionAdjustment = UIOffset.zero
}

/// An offset of a bar's title or button.
public struct UIOffset: Sendable, Hashable {
  public var horizontal: CGFloat
  public var vertical: CGFloat
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public init() { self.init(horizontal: 0, vertical: 0) }
  public static let zero = UIOffset()
}

/// Something a bar holds: a title, an image, a tag.
@MainActor @preconcurrency
open class UIBarItem: NSObject {
  open var title: String?
  open var image: UIImage?
  open var landscapeImagePhone: UIImage?
  open var isEnabled = true
  open var tag = 0
  open var accessibilityLabel: String?
  private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]
  public override init() {}
  open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?,
                                   for state: UIControl.State) {
    self.attributes[state.rawValue] = attributes
  }
  open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
    attributes[state.rawValue]
  }
}

/// A button in a navigation bar or toolbar.
@MainActor @preconcurrency
open class UIBarButtonItem: UIBarItem {
  open var style: Style = .plain
  open var width: CGFloat = 0
  open var customView: UIView?
  open var tintColor: UIColor?
  open var primaryAction: UIAction?
  open var menu: UIMenu?
  open var isSelected = false
  open var isHidden = false
  open weak var target: AnyObject?
  open var action: Selector?
  public private(set) var systemItem: SystemItem?

  public override init() {}
  public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.title = title
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }
  public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
    self.init()
    self.image = image
    self.style = style
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }
  public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?,
                          action: Selector?) {
    self.init()
    self.systemItem = systemItem
    self.target = target.map { $0 as AnyObject }
    self.action = action
  }
  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil,
                          menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    self.primaryAction = primaryAction
    self.menu = menu
  }
  public convenience init(title: String? = nil, image: UIImage? = nil,
                          primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public static func flexibleSpace() -> UIBarButtonItem {
    UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
  }
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    item.width = width
    return item
  }

  public enum Style: Int, Sendable {
    case plain, done, prominent
    public static let bordered = Style.plain
  }

  public enum SystemItem: Int, Sendable {
    case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action
    case organize, bookmarks, search, refresh, stop, camera, trash, play, pause, rewind
    case fastForward, undo, redo, pageCurl, close
  }
}

/// A tab's item: its title, image and badge.
@MainActor @preconcurrency
open class UITabBarItem: UIBarItem {
  open var selectedImage: UIImage?
  open var badgeValue: String?
  open var badgeColor: UIColor?
  public override init() {}
  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }
  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.tag = tag
  }

  public enum SystemItem: Int, Sendable {
    case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search
    case downloads, mostRecent, mostViewed
  }
  public enum Style: Int, Sendable { case stacked, inline, compactInline }
}

/// What a navigation bar shows for a view controller: kept (SwiftUI draws the bar).
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
  open var title: String?
  open var prompt: String?
  open var titleView: UIView?
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  open var hidesBackButton = false
  open var backButtonTitle: String?
  open var backBarButtonItem: UIBarButtonItem?
  open var backButtonDisplayMode: BackButtonDisplayMode = .default
  open var leftBarButtonItem: UIBarButtonItem?
  open var rightBarButtonItem: UIBarButtonItem?
  open var leftBarButtonItems: [UIBarButtonItem]?
  open var rightBarButtonItems: [UIBarButtonItem]?
  open var leftItemsSupplementBackButton = false
  open var standardAppearance: UINavigationBarAppearance?
  open var compactAppearance: UINavigationBarAppearance?
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  open var hidesSearchBarWhenScrolling = true
  open var style: ItemStyle = .navigator

  public override init() {}
  public init(title: String) { self.title = title }

  open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }
  open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }
  open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
  open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never, inline }
  public enum BackButtonDisplayMode: Int, Sendable { case `default`, generic, minimal }
  public enum ItemStyle: Int, Sendable { case navigator, browser, editor }
}
