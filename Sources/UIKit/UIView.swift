import Cellshot
import Foundation

/// A UIKit view, as far as SwiftUI code and its tests hold one: its geometry, its colours, its
/// subviews, and its picture. A hosting controller's view draws the SwiftUI view it holds
/// (into a `UIGraphicsImageRenderer`, or for swift-snapshot-testing's `.image`); any other view
/// draws its background colour and its subviews.
@MainActor @preconcurrency
open class UIView: UIResponder {
  public override init() {}
  public init(frame: CGRect) {
    super.init()
    self.frame = frame
  }
  public required init?(coder: NSCoder) { super.init() }

  private var origin: CGPoint = .zero
  private var boundsOrigin: CGPoint = .zero
  private var size: CGSize = .zero

  /// Where the view is in its superview.
  open var frame: CGRect {
    get { CGRect(origin: origin, size: size) }
    set {
      origin = newValue.origin
      size = newValue.size
    }
  }
  /// The view's own coordinates: its size, from its origin (zero unless scrolled).
  open var bounds: CGRect {
    get { CGRect(origin: boundsOrigin, size: size) }
    set {
      boundsOrigin = newValue.origin
      size = newValue.size
    }
  }
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  open var backgroundColor: UIColor?
  open var isHidden = false
  open var alpha: CGFloat = 1
  open var tintColor: UIColor?
  open var clipsToBounds = false
  open var isOpaque = true
  open var isUserInteractionEnabled = true
  open var contentMode: ContentMode = .scaleToFill
  open var tag = 0
  open var translatesAutoresizingMaskIntoConstraints = true
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var traitCollection: UITraitCollection { UITraitCollection() }
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?

  open func addSubview(_ view: UIView) {
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
  }

  open func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  open func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: index))
  }

  // Layout: a picture has no layout pass to ask for; the view's size is what it was given.
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {}
  open func layoutSubviews() {}
  open func setNeedsDisplay() {}
  open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

  /// The size the view would have, offered `size`: its intrinsic size where it has one.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    let own = intrinsicContentSize
    return CGSize(width: own.width == UIView.noIntrinsicMetric ? size.width : own.width,
                  height: own.height == UIView.noIntrinsicMetric ? size.height : own.height)
  }

  /// The view's natural size: none (`noIntrinsicMetric`) for a plain view; a hosting
  /// controller's view has its SwiftUI view's ideal size.
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { sizeThatFits(targetSize) }

  public static let noIntrinsicMetric: CGFloat = -1
  public static let layoutFittingCompressedSize = CGSize.zero
  public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

  /// Draws the view and its subviews into the current image renderer's context, in `rect`
  /// (the view's bounds scaled into it). True when it drew.
  @discardableResult
  open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    guard let context = UIGraphicsImageRendererContext.current else { return false }
    context.items.append((rect, AnyView(snapshotContent)))
    return true
  }

  /// What the view draws, as a SwiftUI view its size: a hosting controller's view its SwiftUI
  /// view, any other its background colour and its subviews in their frames.
  open var snapshotContent: AnyView {
    let subviews = self.subviews
    return AnyView(ZStack(alignment: .topLeading) {
      if let backgroundColor, !isHidden { Color(uiColor: backgroundColor) }
      ForEach(subviews.indices, id: \.self) { index in
        let child = subviews[index]
        if !child.isHidden {
          child.snapshotContent
            .frame(width: child.frame.width, height: child.frame.height)
            .offset(x: child.frame.minX, y: child.frame.minY)
        }
      }
    }
    .frame(width: bounds.width, height: bounds.height, alignment: .topLeading)
    .opacity(Double(alpha)))
  }

  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                          completion: ((Bool) -> Void)? = nil) {
    animations()
    completion?(true)
  }

  open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                          options: AnimationOptions = [], animations: @escaping () -> Void,
                          completion: ((Bool) -> Void)? = nil) {
    animations()
    completion?(true)
  }

  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }

  public struct AnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let curveEaseInOut = AnimationOptions([])
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
  }
}

/// A view showing an image.
@MainActor @preconcurrency
open class UIImageView: UIView {
  open var image: UIImage?
  open var highlightedImage: UIImage?
  open var isHighlighted = false

  public init(image: UIImage?) {
    self.image = image
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }
  public init(image: UIImage?, highlightedImage: UIImage?) {
    self.image = image
    self.highlightedImage = highlightedImage
    super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public override init() { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  open override var intrinsicContentSize: CGSize { image?.size ?? .zero }

  open override var snapshotContent: AnyView {
    guard let image else { return super.snapshotContent }
    let fit: SwiftUI_ContentMode? = switch contentMode {
    case .scaleAspectFit: .fit
    case .scaleAspectFill: .fill
    default: nil
    }
    return AnyView(ZStack {
      super.snapshotContent
      if let fit {
        Image(uiImage: image).resizable().aspectRatio(contentMode: fit)
      } else {
        Image(uiImage: image).resizable()
      }
    }.frame(width: bounds.width, height: bounds.height).clipped())
  }
}

/// SwiftUI's content mode, under a name UIKit's own does not hide.
public typealias SwiftUI_ContentMode = Cellshot.ContentMode

/// A view controller, as far as SwiftUI code and its tests hold one.
@MainActor @preconcurrency
open class UIViewController: UIResponder {
  public override init() {}
  public init(nibName: String?, bundle: Bundle?) { super.init() }
  public required init?(coder: NSCoder) { super.init() }

  open var title: String?
  open var view: UIView! = UIView()
  open var isModalInPresentation = false
  open var modalPresentationStyle: UIModalPresentationStyle = .automatic
  open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  open var preferredContentSize: CGSize = .zero
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var traitCollection: UITraitCollection { UITraitCollection() }
  open var navigationItem = UINavigationItem()
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
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {}
}

/// What a navigation bar shows for a view controller: accepted.
@MainActor @preconcurrency
open class UINavigationItem: NSObject {
  open var title: String?
  open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  open var hidesBackButton = false
  public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }
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
