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

  // Posted when a setting changes (never: a picture's settings stay as they are), under iOS's
  // names.
  public static let voiceOverStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
  public static let switchControlStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
  public static let assistiveTouchStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityAssistiveTouchStatusDidChangeNotification")
  public static let guidedAccessStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
  public static let boldTextStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
  public static let grayscaleStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
  public static let invertColorsStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
  public static let reduceMotionStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
  public static let reduceTransparencyStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  public static let darkerSystemColorsStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
  public static let closedCaptioningStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
  public static let monoAudioStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
  public static let speakScreenStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
  public static let speakSelectionStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
  public static let onOffSwitchLabelsDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
  public static let buttonShapesEnabledStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
  public static let prefersCrossFadeTransitionsStatusDidChange =
    Foundation.Notification.Name(
      "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
  public static let differentiateWithoutColorDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
  public static let shakeToUndoDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
  public static let videoAutoplayStatusDidChangeNotification =
    Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
  public static let elementFocusedNotification =
    Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
}

/// What an element is to VoiceOver (a button, a header, selected...), as UIKit's
/// `UIAccessibilityTraits`: kept on views, not read.
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
  public let rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public static let none = UIAccessibilityTraits([])
  public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
  public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
  public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
  public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
  public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
  public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
  public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
  public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
  public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
  public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
  public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
  public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
  public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
  public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
  public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
  public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 17)
  public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 18)
  public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}
