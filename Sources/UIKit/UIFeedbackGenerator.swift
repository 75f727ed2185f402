import Foundation

// Haptics: a picture cannot be felt, so generators are made, prepared and fired, and nothing
// happens.

/// A haptic feedback generator: accepted, nothing is felt in a picture.
@MainActor @preconcurrency
open class UIFeedbackGenerator: NSObject {
  public override init() {}
  open func prepare() {}
}

/// An impact: light, medium, heavy, soft or rigid.
@MainActor @preconcurrency
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
  public let style: FeedbackStyle
  public init(style: FeedbackStyle) { self.style = style }
  public override init() { style = .medium }
  open func impactOccurred() {}
  open func impactOccurred(intensity: CGFloat) {}
  open func impactOccurred(at location: CGPoint) {}
  open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// A notification's outcome: success, warning or error.
@MainActor @preconcurrency
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable { case success, warning, error }
  open func notificationOccurred(_ notificationType: FeedbackType) {}
  open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}

/// A selection changing.
@MainActor @preconcurrency
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() {}
  open func selectionChanged(at location: CGPoint) {}
}
