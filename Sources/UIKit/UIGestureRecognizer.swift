// Touches and gestures (`UIGestureRecognizer` and its kinds, `UITouch`, `UIEvent`,
// interactions): a still picture has no touches, so recognizers are kept on their views with
// their settings and targets, stay `.possible` and never fire. Accepted, as SwiftUI's gestures
// are (docs/porting.md).
import Cellshot

/// Recognizes a gesture on a view and calls its targets' actions: kept, never recognizing.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
  public struct Target {
    public let target: Any?
    public let action: Selector?
  }
  /// The targets and actions given, in order.
  public private(set) var targets: [Target] = []
  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?
  open weak var delegate: UIGestureRecognizerDelegate?
  open var state: State = .possible
  open var isEnabled = true
  open var cancelsTouchesInView = true
  open var delaysTouchesBegan = false
  open var delaysTouchesEnded = true
  open var requiresExclusiveTouchType = true
  open var name: String?
  open var allowedTouchTypes: [NSNumber] = []
  open var allowedPressTypes: [NSNumber] = []
  /// Touches on the view: none in a picture.
  open var numberOfTouches: Int { 0 }

  public init(target: Any?, action: Selector?) {
    super.init()
    addTarget(target, action: action)
  }
  public override init() {}

  open func addTarget(_ target: Any?, action: Selector?) {
    if target != nil || action != nil { targets.append(Target(target: target, action: action)) }
  }
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { ($0.action == action || action == nil) }
  }
  /// Waits for `other` to fail first: accepted.
  open func require(toFail other: UIGestureRecognizer) {}
  /// Where the gesture is in `view`: its centre (there is no touch).
  open func location(in view: UIView?) -> CGPoint {
    let bounds = view?.bounds ?? self.view?.bounds ?? .zero
    return CGPoint(x: bounds.midX, y: bounds.midY)
  }
  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint { location(in: view) }
  open func reset() {}
  open func ignore(_ touch: UITouch, for event: UIEvent) {}
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }
}

/// Asked by a gesture recognizer whether it may begin and work with others: never asked.
@MainActor @preconcurrency
public protocol UIGestureRecognizerDelegate: AnyObject {
  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldRequireFailureOf other: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool
  func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                         shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
  public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    true
  }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer)
    -> Bool { false }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldRequireFailureOf other: UIGestureRecognizer) -> Bool {
    false
  }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldBeRequiredToFailBy other: UIGestureRecognizer) -> Bool {
    false
  }
  public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                shouldReceive touch: UITouch) -> Bool { true }
}

/// Taps: a number of taps with a number of fingers.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1
  open var buttonMaskRequired: UIEvent.ButtonMask = .primary
}

/// Long presses: held for a duration without moving far.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  open var minimumPressDuration: TimeInterval = 0.5
  open var allowableMovement: CGFloat = 10
  open var numberOfTapsRequired = 0
  open var numberOfTouchesRequired = 1
}

/// Drags: where the finger moved and how fast (nothing, in a picture).
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  open var allowedScrollTypesMask: UIScrollTypeMask = []
  private var translation = CGPoint.zero
  open func translation(in view: UIView?) -> CGPoint { translation }
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    self.translation = translation
  }
  open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// Drags from an edge of the screen.
@MainActor @preconcurrency
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  open var edges: UIRectEdge = []
}

/// Swipes in a direction.
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  open var direction: Direction = .right
  open var numberOfTouchesRequired = 1

  /// The directions a swipe may go.
  public struct Direction: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }
}

/// Pinches: the scale between two fingers (1, in a picture).
@MainActor @preconcurrency
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  open var scale: CGFloat = 1
  open var velocity: CGFloat { 0 }
}

/// Rotations with two fingers (none, in a picture).
@MainActor @preconcurrency
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  open var rotation: CGFloat = 0
  open var velocity: CGFloat { 0 }
}

/// A pointer hovering over the view.
@MainActor @preconcurrency
open class UIHoverGestureRecognizer: UIGestureRecognizer {}

/// The kinds of scrolling a pan follows.
public struct UIScrollTypeMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
  public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
  public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// A finger on the screen: never, in a picture.
@MainActor @preconcurrency
open class UITouch: NSObject {
  open var view: UIView? { nil }
  open var phase: Phase { .cancelled }
  open var tapCount: Int { 0 }
  open var timestamp: TimeInterval { 0 }
  open var force: CGFloat { 0 }
  open var type: TouchType { .direct }
  open func location(in view: UIView?) -> CGPoint { .zero }
  open func previousLocation(in view: UIView?) -> CGPoint { .zero }

  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
  }
  public enum TouchType: Int, Sendable { case direct, indirect, pencil, indirectPointer }
}

/// An event (touches, presses, motion): never, in a picture.
@MainActor @preconcurrency
open class UIEvent: NSObject {
  open var type: EventType { .touches }
  open var timestamp: TimeInterval { 0 }
  open var allTouches: Set<UITouch>? { nil }

  public enum EventType: Int, Sendable { case touches, motion, remoteControl, presses, scroll = 10 }
  public enum EventSubtype: Int, Sendable { case none, motionShake }

  /// Which mouse buttons an event holds.
  public struct ButtonMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let primary = ButtonMask(rawValue: 1 << 0)
    public static let secondary = ButtonMask(rawValue: 1 << 1)
  }
}

/// Something a view can take part in (drag and drop, context menus, pointers): accepted.
@MainActor @preconcurrency
public protocol UIInteraction: AnyObject {
  var view: UIView? { get }
  func willMove(to view: UIView?)
  func didMove(to view: UIView?)
}
