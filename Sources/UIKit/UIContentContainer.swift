// Size changes and their transitions (`UIContentContainer`,
// `UIViewControllerTransitionCoordinator`, `UIStatusBarAnimation`), so a controller's overrides
// compile. A picture is taken at one size: nothing ever transitions, so UIKit never calls
// these; a coordinator, when code calls with one, runs an animation's changes at once.
import Cellshot
import Foundation

/// A controller that adapts its content to size and trait changes.
@MainActor @preconcurrency
public protocol UIContentContainer: AnyObject {
  var preferredContentSize: CGSize { get }
  func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
  func size(forChildContentContainer container: any UIContentContainer,
            withParentContainerSize parentSize: CGSize) -> CGSize
  func viewWillTransition(to size: CGSize,
                          with coordinator: any UIViewControllerTransitionCoordinator)
  func willTransition(to newCollection: UITraitCollection,
                      with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

/// What a transition in progress tells: here, one already over.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
  var isAnimated: Bool { get }
  var isCancelled: Bool { get }
  var isInteractive: Bool { get }
  var transitionDuration: TimeInterval { get }
  var containerView: UIView { get }
}

/// Runs animations beside a transition: here their changes and completions run at once.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator:
  UIViewControllerTransitionCoordinatorContext
{
  @discardableResult
  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

/// How the status bar shows or hides.
public enum UIStatusBarAnimation: Int, Sendable { case none, fade, slide }

/// A keyboard shortcut (`UIKeyCommand(input: "f", modifierFlags: .command, action: ...)`):
/// listed by a responder, never pressed in a picture.
@MainActor @preconcurrency
open class UIKeyCommand: UIMenuElement {
  open var input: String?
  open var modifierFlags: UIKeyModifierFlags
  open var action: Selector?
  open var discoverabilityTitle: String?
  open var wantsPriorityOverSystemBehavior = false

  public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
              modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil) {
    self.input = input
    self.modifierFlags = modifierFlags
    self.action = action
    self.discoverabilityTitle = discoverabilityTitle
    super.init(title: title, image: image)
  }

  public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
    self.init(action: action, input: input, modifierFlags: modifierFlags)
  }

  public static let inputUpArrow = "UIKeyInputUpArrow"
  public static let inputDownArrow = "UIKeyInputDownArrow"
  public static let inputLeftArrow = "UIKeyInputLeftArrow"
  public static let inputRightArrow = "UIKeyInputRightArrow"
  public static let inputEscape = "UIKeyInputEscape"
}

/// The modifier keys held with a key.
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
  public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
  public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
  public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
  public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
  public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
