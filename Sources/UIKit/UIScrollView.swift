// Scroll views (`UIScrollView`, its delegate, `UIRefreshControl`): a scroll view draws its
// content moved by its content offset (its bounds' origin, as in UIKit) and clipped to its
// bounds; zooming keeps the scale it was given (a zoomed view's frame is what code sets).
// Indicators, bouncing and deceleration are not drawn (a picture is at rest).
import Cellshot

/// A view whose content can be larger than it, shown from an offset.
@MainActor @preconcurrency
open class UIScrollView: UIView {
  /// The content's size.
  open var contentSize: CGSize = .zero
  /// Where the content is shown from: the bounds' origin.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { bounds.origin = newValue }
  }
  open var contentInset: UIEdgeInsets = .zero
  open var adjustedContentInset: UIEdgeInsets { contentInset }
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
  open var automaticallyAdjustsScrollIndicatorInsets = true
  open weak var delegate: UIScrollViewDelegate?
  open var isScrollEnabled = true
  open var isPagingEnabled = false
  open var isDirectionalLockEnabled = false
  open var bounces = true
  open var bouncesZoom = true
  open var alwaysBounceVertical = false
  open var alwaysBounceHorizontal = false
  open var showsVerticalScrollIndicator = true
  open var showsHorizontalScrollIndicator = true
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
  open var scrollIndicatorInsets: UIEdgeInsets = .zero
  open var indicatorStyle: IndicatorStyle = .default
  open var decelerationRate: DecelerationRate = .normal
  open var keyboardDismissMode: KeyboardDismissMode = .none
  open var scrollsToTop = true
  open var delaysContentTouches = true
  open var canCancelContentTouches = true
  open var refreshControl: UIRefreshControl?
  open var minimumZoomScale: CGFloat = 1
  open var maximumZoomScale: CGFloat = 1
  /// The scale of the zoomed view: kept (the view's frame is what code sets).
  open var zoomScale: CGFloat = 1
  open var isTracking: Bool { false }
  open var isDragging: Bool { false }
  open var isDecelerating: Bool { false }
  open var isZooming: Bool { false }
  open var isZoomBouncing: Bool { false }
  /// The gesture recognizers a scroll view pans and pinches with.
  public let panGestureRecognizer = UIPanGestureRecognizer()
  open var pinchGestureRecognizer: UIPinchGestureRecognizer? { nil }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }
  public override init() {
    super.init()
    clipsToBounds = true
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    clipsToBounds = true
  }

  /// The content's guide (its size) and the frame's (the scroll view's bounds).
  open var contentLayoutGuide: UILayoutGuide {
    let guide = UILayoutGuide()
    guide.owningView = self
    return guide
  }
  open var frameLayoutGuide: UILayoutGuide {
    let guide = UILayoutGuide()
    guide.owningView = self
    return guide
  }

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
    delegate?.scrollViewDidScroll(self)
  }

  /// Scrolls as little as needed to show `rect`.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    var offset = contentOffset
    if rect.maxX > offset.x + bounds.width { offset.x = rect.maxX - bounds.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    if rect.maxY > offset.y + bounds.height { offset.y = rect.maxY - bounds.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    setContentOffset(offset, animated: animated)
  }

  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    delegate?.scrollViewDidZoom(self)
  }

  /// Zooms so that `rect` fills the view, within the scales allowed.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard rect.width > 0, rect.height > 0 else { return }
    setZoomScale(min(bounds.width / rect.width, bounds.height / rect.height) * zoomScale,
                 animated: animated)
  }

  open func flashScrollIndicators() {}

  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }
  public enum IndicatorStyle: Int, Sendable { case `default`, black, white }
  public enum KeyboardDismissMode: Int, Sendable {
    case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
  }

  /// How quickly a flicked scroll view slows.
  public struct DecelerationRate: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public static let normal = DecelerationRate(rawValue: 0.998)
    public static let fast = DecelerationRate(rawValue: 0.99)
  }
}

/// Told as a scroll view scrolls and zooms: only by `setContentOffset(_:animated:)` and
/// `setZoomScale(_:animated:)` in a picture; asked which view zooms.
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: AnyObject {
  func scrollViewDidScroll(_ scrollView: UIScrollView)
  func scrollViewDidZoom(_ scrollView: UIScrollView)
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
  func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                 targetContentOffset: UnsafeMutablePointer<CGPoint>)
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
  func viewForZooming(in scrollView: UIScrollView) -> UIView?
  func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
  func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?,
                               atScale scale: CGFloat)
  func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
  func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
  public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
  public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
  public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
  public func scrollViewDidEndDragging(_ scrollView: UIScrollView,
                                       willDecelerate decelerate: Bool) {}
  public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
  public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
  public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
  public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
  public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?,
                                      atScale scale: CGFloat) {}
  public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
  public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// The pull-to-refresh control of a scroll view: never pulled in a picture.
@MainActor @preconcurrency
open class UIRefreshControl: UIControl {
  open var isRefreshing: Bool { refreshing }
  private var refreshing = false
  open var attributedTitle: NSAttributedString?
  open func beginRefreshing() { refreshing = true }
  open func endRefreshing() { refreshing = false }
}
