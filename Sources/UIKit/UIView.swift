// UIKit's views as pictures. A view draws (`snapshotContent`) its background (rounded by its
// layer's corner radius), what it draws itself (an image view's image, a label's text), its
// subviews in their frames (moved by its bounds' origin, as a scroll view's content is), and
// its layer's border, all clipped when it clips to its bounds; laid out first
// (`layoutSubviews`). A hosting controller's view draws the SwiftUI view it holds.
import Cellshot
import Foundation

/// A UIKit view, as far as SwiftUI code and its tests hold one: its geometry, its colours, its
/// subviews, and its picture (into a `UIGraphicsImageRenderer`, for swift-snapshot-testing's
/// `.image`, or inside a `UIViewRepresentable`).
@MainActor @preconcurrency
open class UIView: UIResponder {
  public override init() {
    super.init()
    layer.view = self
  }
  public init(frame: CGRect) {
    super.init()
    layer.view = self
    self.frame = frame
  }
  public required init?(coder: NSCoder) {
    super.init()
    layer.view = self
  }

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
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  open var backgroundColor: UIColor?
  open var isHidden = false
  open var alpha: CGFloat = 1
  /// The colour controls draw in: the view's own, else its superview's, else the system blue.
  open var tintColor: UIColor! {
    get { ownTint ?? superview?.tintColor ?? .systemBlue }
    set { ownTint = newValue }
  }
  private var ownTint: UIColor?
  open var tintAdjustmentMode: UIView.TintAdjustmentMode = .automatic
  /// The view's Core Animation layer: its corner radius, border and masking draw.
  public let layer = CALayer()
  open var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  open var isOpaque = true
  open var isUserInteractionEnabled = true
  open var contentMode: ContentMode = .scaleToFill
  open var tag = 0
  open var translatesAutoresizingMaskIntoConstraints = true
  open var accessibilityIdentifier: String?
  open var accessibilityLabel: String?
  // What VoiceOver would read of a UIKit view: kept, not read (a UIView's picture is drawn
  // through `snapshotContent`, whose SwiftUI views are what the accessibility strategies see).
  open var accessibilityHint: String?
  open var accessibilityValue: String?
  open var accessibilityTraits: UIAccessibilityTraits = .none
  open var accessibilityViewIsModal = false
  open var accessibilityElementsHidden = false
  open var shouldGroupAccessibilityChildren = false
  /// Whether VoiceOver stops at the view: UIKit's default is no for a plain view, yes for a
  /// label, an image view or a control.
  open var isAccessibilityElement: Bool {
    get { accessibilityElementSetting ?? isAccessibilityElementByDefault }
    set { accessibilityElementSetting = newValue }
  }
  private var accessibilityElementSetting: Bool?
  var isAccessibilityElementByDefault: Bool { false }
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
  open var traitCollection: UITraitCollection {
    var traits = superview?.traitCollection ?? .current
    if overrideUserInterfaceStyle != .unspecified {
      traits.userInterfaceStyle = overrideUserInterfaceStyle
    }
    return traits
  }
  public private(set) var subviews: [UIView] = []
  public private(set) weak var superview: UIView?
  /// The window the view is in: none, as no window is shown on Linux (unless the view is one).
  open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
  open var isMultipleTouchEnabled = false
  open var isExclusiveTouch = false
  open var autoresizesSubviews = true
  open var autoresizingMask: AutoresizingMask = []
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
  open var insetsLayoutMarginsFromSafeArea = true
  open var preservesSuperviewLayoutMargins = false
  /// Geometry drawn as the view's own: accepted (a picture draws views untransformed).
  open var transform: CGAffineTransform = .identity

  var margins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
  var storedConstraints: [NSLayoutConstraint] = []
  var hugging = [UILayoutPriority.defaultLow, .defaultLow]
  var compression = [UILayoutPriority.defaultHigh, .defaultHigh]
  open func updateConstraints() {}

  /// The gesture recognizers attached: kept, never recognizing (a picture has no touches).
  open var gestureRecognizers: [UIGestureRecognizer]? {
    get { recognizers.isEmpty ? nil : recognizers }
    set { recognizers = newValue ?? [] }
  }
  private var recognizers: [UIGestureRecognizer] = []
  open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizers.append(recognizer)
    recognizer.view = self
  }
  open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    recognizers.removeAll { $0 === recognizer }
    recognizer.view = nil
  }
  open func gestureRecognizerShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }
  open func addInteraction(_ interaction: any UIInteraction) {}
  open func removeInteraction(_ interaction: any UIInteraction) {}
  open var interactions: [any UIInteraction] = []

  /// Whether `snapshotContent` shows the view as iOS draws it, so that a `UIViewRepresentable`
  /// holding it draws it: true for UIKit's own views (and SwiftUI's hosting views) whose
  /// subviews are, false for a class of an app or another framework, whose drawing Cellshot
  /// does not see (the representable is then a grey box with a warning). A subclass that only
  /// arranges UIKit's views may say true.
  open var drawsInSnapshots: Bool {
    let module = String(reflecting: type(of: self)).prefix { $0 != "." }
    return (module == "UIKit" || module == "SwiftUI") && subviews.allSatisfy(\.drawsInSnapshots)
  }

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

  open func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.insert(subviews.remove(at: index), at: 0)
  }

  open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling } ?? 0
    insertSubview(view, at: index)
  }

  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  /// Whether the view is `view` or inside it.
  open func isDescendant(of view: UIView) -> Bool {
    self === view || (superview?.isDescendant(of: view) ?? false)
  }

  /// The view tagged `tag`: this one or the first below it.
  open func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for child in subviews {
      if let found = child.viewWithTag(tag) { return found }
    }
    return nil
  }

  open func didAddSubview(_ subview: UIView) {}
  open func willRemoveSubview(_ subview: UIView) {}
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func willMove(toWindow newWindow: UIWindow?) {}
  open func didMoveToWindow() {}

  /// `point` in `view`'s coordinates (the window's when nil), through the superviews.
  open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    let mine = originInRoot
    let theirs = view?.originInRoot ?? .zero
    return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
  }

  open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    let mine = originInRoot
    let theirs = view?.originInRoot ?? .zero
    return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
  }

  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// Where the view's bounds' origin is in its topmost superview.
  private var originInRoot: CGPoint {
    guard let superview else { return CGPoint(x: -bounds.minX, y: -bounds.minY) }
    let base = superview.originInRoot
    return CGPoint(x: base.x + frame.minX - bounds.minX, y: base.y + frame.minY - bounds.minY)
  }

  /// The deepest subview at `point` (in the view's coordinates), or the view itself.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event)
    else { return nil }
    for child in subviews.reversed() {
      let local = CGPoint(x: point.x - child.frame.minX + child.bounds.minX,
                          y: point.y - child.frame.minY + child.bounds.minY)
      if let hit = child.hitTest(local, with: event) { return hit }
    }
    return self
  }

  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

  // Layout: `layoutIfNeeded` (and drawing) lays the view out once: `layoutSubviews`, then its
  // subviews'. A plain view keeps its subviews where their frames put them.
  open func setNeedsLayout() {}
  open func layoutIfNeeded() {
    layoutSubviews()
    for child in subviews { child.layoutIfNeeded() }
  }
  open func layoutSubviews() {}
  open func setNeedsDisplay() {}
  open func setNeedsDisplay(_ rect: CGRect) {}
  /// What the view draws itself with Core Graphics: nothing here (a subclass's drawing is not
  /// seen; see `drawsInSnapshots`).
  open func draw(_ rect: CGRect) {}
  open func tintColorDidChange() {}
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
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
  /// view, any other its background, what it draws itself, its subviews in their frames and
  /// its layer's border, clipped to its bounds when it clips; laid out first.
  open var snapshotContent: AnyView {
    layoutIfNeeded()
    let subviews = self.subviews.filter { !$0.isHidden }
    let origin = bounds.origin
    let radius = layer.cornerRadius
    let own = drawnContent
    let content = ZStack(alignment: .topLeading) {
      if let backgroundColor {
        RoundedRectangle(cornerRadius: radius, style: layer.cornerCurve.style)
          .fill(Color(uiColor: backgroundColor))
      }
      if let own { own }
      ForEach(subviews.indices, id: \.self) { index in
        let child = subviews[index]
        child.snapshotContent
          .frame(width: child.frame.width, height: child.frame.height)
          .offset(x: child.frame.minX - origin.x, y: child.frame.minY - origin.y)
      }
      if layer.borderWidth > 0, let border = layer.borderColor {
        RoundedRectangle(cornerRadius: radius, style: layer.cornerCurve.style)
          .strokeBorder(Color(cgColor: border), lineWidth: layer.borderWidth)
      }
    }
    .frame(width: bounds.width, height: bounds.height, alignment: .topLeading)
    let clipped: AnyView = clipsToBounds
      ? AnyView(content.clipShape(RoundedRectangle(cornerRadius: radius,
                                                   style: layer.cornerCurve.style)))
      : AnyView(content)
    let styled: AnyView = switch overrideUserInterfaceStyle {
    case .light: AnyView(clipped.environment(\.colorScheme, .light))
    case .dark: AnyView(clipped.environment(\.colorScheme, .dark))
    case .unspecified: clipped
    }
    return AnyView(styled.opacity(Double(alpha) * Double(layer.opacity)))
  }

  /// What the view draws itself, above its background and below its subviews, in its bounds
  /// (an image view's image, a label's text): nothing for a plain view.
  var drawnContent: AnyView? { nil }

  // Animations: a picture shows their end, so each runs its changes at once, then its
  // completion (finished).
  open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                          completion: ((Bool) -> Void)? = nil) {
    animations()
    completion?(true)
  }

  open class func animate(withDuration duration: TimeInterval,
                          animations: @escaping () -> Void) {
    animations()
  }

  open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                          usingSpringWithDamping dampingRatio: CGFloat,
                          initialSpringVelocity velocity: CGFloat,
                          options: AnimationOptions = [], animations: @escaping () -> Void,
                          completion: ((Bool) -> Void)? = nil) {
    animations()
    completion?(true)
  }

  open class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                          initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                          options: AnimationOptions = [], animations: () -> Void,
                          completion: ((Bool) -> Void)? = nil) {
    animations()
    completion?(true)
  }

  open class func transition(with view: UIView, duration: TimeInterval,
                             options: AnimationOptions = [], animations: (() -> Void)?,
                             completion: ((Bool) -> Void)? = nil) {
    animations?()
    completion?(true)
  }

  open class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                             options: AnimationOptions = [],
                             completion: ((Bool) -> Void)? = nil) {
    if let superview = fromView.superview, !options.contains(.showHideTransitionViews) {
      let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
      fromView.removeFromSuperview()
      superview.insertSubview(toView, at: index)
    }
    completion?(true)
  }

  open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                   options: KeyframeAnimationOptions = [],
                                   animations: @escaping () -> Void,
                                   completion: ((Bool) -> Void)? = nil) {
    animations()
    completion?(true)
  }

  open class func addKeyframe(withRelativeStartTime frameStartTime: Double,
                              relativeDuration frameDuration: Double,
                              animations: @escaping () -> Void) {
    animations()
  }

  open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  open class func setAnimationsEnabled(_ enabled: Bool) {}
  open class var areAnimationsEnabled: Bool { true }
  open class var inheritedAnimationDuration: TimeInterval { 0 }

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

  /// How a view resizes with its superview: accepted (a picture's frames are as set).
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  public enum TintAdjustmentMode: Int, Sendable { case automatic, normal, dimmed }

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
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  public struct KeyframeAnimationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
  }
}

/// A view showing an image.
@MainActor @preconcurrency
open class UIImageView: UIView {
  override var isAccessibilityElementByDefault: Bool { true }
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

  override var drawnContent: AnyView? {
    guard let image = isHighlighted ? highlightedImage ?? image : image else { return nil }
    let fit: SwiftUI_ContentMode? = switch contentMode {
    case .scaleAspectFit: .fit
    case .scaleAspectFill: .fill
    default: nil
    }
    let picture = Image(uiImage: image)
    let tinted: AnyView = image.renderingMode == .alwaysTemplate || image.systemName != nil
      ? AnyView(picture.resizable().foregroundColor(Color(uiColor: image.tintColor ?? tintColor)))
      : AnyView(picture.resizable())
    return AnyView(Group {
      if let fit {
        tinted.aspectRatio(contentMode: fit)
      } else {
        tinted
      }
    }.frame(width: bounds.width, height: bounds.height).clipped())
  }
}

/// SwiftUI's content mode, under a name UIKit's own does not hide.
public typealias SwiftUI_ContentMode = Cellshot.ContentMode
