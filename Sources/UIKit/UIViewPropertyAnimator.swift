// Property animators and trait registration (`UIViewPropertyAnimator`, `UITraitDefinition`s
// such as `UITraitUserInterfaceStyle`, `registerForTraitChanges`): a picture shows an
// animation's end, so an animator runs its animations and completions when started; traits do
// not change while a picture is drawn, so registered handlers are never called.
import Cellshot

/// Animates changes to views: started, it runs them and its completions at once.
@MainActor @preconcurrency
open class UIViewPropertyAnimator: NSObject {
  public let duration: TimeInterval
  open var fractionComplete: CGFloat = 0
  open var isReversed = false
  open var isInterruptible = true
  open var isUserInteractionEnabled = true
  open var scrubsLinearly = true
  open var pausesOnCompletion = false
  public private(set) var state: UIViewAnimatingState = .inactive
  public private(set) var isRunning = false
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  public init(duration: TimeInterval, curve: UIView.AnimationCurve,
              animations: (() -> Void)? = nil) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }
  public init(duration: TimeInterval, dampingRatio ratio: CGFloat,
              animations: (() -> Void)? = nil) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }
  public init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
              animations: (() -> Void)? = nil) {
    self.duration = duration
    super.init()
    if let animations { self.animations.append(animations) }
  }

  /// An animator started at once.
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> UIViewPropertyAnimator {
    let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut,
                                          animations: animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    animations.append(animation)
  }
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    completions.append(completion)
  }

  /// Runs the animations' changes, then the completions at the end.
  open func startAnimation() {
    let pending = animations
    animations = []
    for animation in pending { animation() }
    fractionComplete = 1
    finishAnimation(at: .end)
  }
  open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
  open func pauseAnimation() { isRunning = false }
  open func stopAnimation(_ withoutFinishing: Bool) { state = .stopped }
  open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
    let pending = completions
    completions = []
    state = .inactive
    isRunning = false
    for completion in pending { completion(finalPosition) }
  }
  open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
    startAnimation()
  }
}

public enum UIViewAnimatingState: Int, Sendable { case inactive, active, stopped }
public enum UIViewAnimatingPosition: Int, Sendable { case end, start, current }

extension UIView {
  public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}

/// A trait a view or controller can register changes of (iOS 17).
public protocol UITraitDefinition {
  associatedtype Value
  static var defaultValue: Value { get }
  static var name: String { get }
}

public enum UITraitUserInterfaceStyle: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceStyle { .unspecified }
  public static var name: String { "UserInterfaceStyle" }
}
public enum UITraitDisplayScale: UITraitDefinition {
  public static var defaultValue: CGFloat { 0 }
  public static var name: String { "DisplayScale" }
}
public enum UITraitPreferredContentSizeCategory: UITraitDefinition {
  public static var defaultValue: UIContentSizeCategory { .unspecified }
  public static var name: String { "PreferredContentSizeCategory" }
}
public enum UITraitHorizontalSizeClass: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
  public static var name: String { "HorizontalSizeClass" }
}
public enum UITraitVerticalSizeClass: UITraitDefinition {
  public static var defaultValue: UIUserInterfaceSizeClass { .unspecified }
  public static var name: String { "VerticalSizeClass" }
}
public enum UITraitLayoutDirection: UITraitDefinition {
  public static var defaultValue: UITraitEnvironmentLayoutDirection { .unspecified }
  public static var name: String { "LayoutDirection" }
}

/// What `registerForTraitChanges` gives back, to unregister with.
public protocol UITraitChangeRegistration: Sendable {}

struct TraitChangeRegistration: UITraitChangeRegistration {}

// Registering for trait changes: traits do not change while a picture is drawn.
extension UIView {
  @discardableResult
  public func registerForTraitChanges<Self: UIView>(
    _ traits: [any UITraitDefinition.Type],
    handler: @escaping (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration { TraitChangeRegistration() }

  @discardableResult
  public func registerForTraitChanges(_ traits: [any UITraitDefinition.Type], target: Any,
                                      action: Selector) -> any UITraitChangeRegistration {
    TraitChangeRegistration()
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}

extension UIViewController {
  @discardableResult
  public func registerForTraitChanges<Self: UIViewController>(
    _ traits: [any UITraitDefinition.Type],
    handler: @escaping (Self, UITraitCollection) -> Void
  ) -> any UITraitChangeRegistration { TraitChangeRegistration() }

  @discardableResult
  public func registerForTraitChanges(_ traits: [any UITraitDefinition.Type], target: Any,
                                      action: Selector) -> any UITraitChangeRegistration {
    TraitChangeRegistration()
  }

  public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {}
}
