// UIAccessibility: what the assistive technologies are doing and the notifications posted to
// them. A picture's iPhone is at rest with every accessibility setting off (iOS's defaults:
// shake to undo and video autoplay on); a posted notification goes nowhere: accepted and
// ignored.

import Foundation

/// The state of VoiceOver and the display and motion settings, and the notifications apps post
/// to assistive technologies.
public enum UIAccessibility {
  public static var isVoiceOverRunning: Bool { false }
  public static var isSwitchControlRunning: Bool { false }
  public static var isAssistiveTouchRunning: Bool { false }
  public static var isGuidedAccessEnabled: Bool { false }
  public static var isBoldTextEnabled: Bool { false }
  public static var isGrayscaleEnabled: Bool { false }
  public static var isInvertColorsEnabled: Bool { false }
  public static var isReduceMotionEnabled: Bool { false }
  public static var isReduceTransparencyEnabled: Bool { false }
  public static var isDarkerSystemColorsEnabled: Bool { false }
  public static var isClosedCaptioningEnabled: Bool { false }
  public static var isMonoAudioEnabled: Bool { false }
  public static var isSpeakScreenEnabled: Bool { false }
  public static var isSpeakSelectionEnabled: Bool { false }
  public static var isOnOffSwitchLabelsEnabled: Bool { false }
  public static var buttonShapesEnabled: Bool { false }
  public static var prefersCrossFadeTransitions: Bool { false }
  public static var shouldDifferentiateWithoutColor: Bool { false }
  public static var isShakeToUndoEnabled: Bool { true }
  public static var isVideoAutoplayEnabled: Bool { true }

  /// What an app tells the assistive technologies happened.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Tells the assistive technologies `notification`: none listens to a picture.
  public static func post(notification: Notification, argument: Any?) {}

  public static let voiceOverStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let boldTextStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
  public static let reduceMotionStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let reduceTransparencyStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
}
