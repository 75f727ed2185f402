// The values the notification center takes and gives: requests, delivered notifications, the
// user's responses, the app's settings and authorization, categories and actions, errors.
import Foundation

/// A notification to schedule: an identifier (a later request with the same one replaces it),
/// its content and its trigger (`nil`: deliver now).
open class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
  public let identifier: String
  public let content: UNNotificationContent
  public let trigger: UNNotificationTrigger?

  /// A request; the content is copied, as iOS copies it, so later changes to it do not show.
  public init(identifier: String, content: UNNotificationContent,
              trigger: UNNotificationTrigger?) {
    self.identifier = identifier
    self.content = content.frozen()
    self.trigger = trigger
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  open override var description: String {
    "<UNNotificationRequest identifier: \(identifier), content title: \(content.title), "
      + "trigger: \(trigger.map { "\(type(of: $0))" } ?? "nil")>"
  }
}

/// A notification that was delivered: its request and when.
open class UNNotification: NSObject, NSCopying, @unchecked Sendable {
  public let date: Date
  public let request: UNNotificationRequest

  init(date: Date, request: UNNotificationRequest) {
    self.date = date
    self.request = request
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The action a user takes when opening a notification.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action a user takes when dismissing a notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// What the user did with a notification. A picture has no user, so the center never makes one.
open class UNNotificationResponse: NSObject, NSCopying, @unchecked Sendable {
  public let notification: UNNotification
  public let actionIdentifier: String

  init(notification: UNNotification, actionIdentifier: String) {
    self.notification = notification
    self.actionIdentifier = actionIdentifier
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The user's reply to a text-input action.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
  public let userText: String

  init(notification: UNNotification, actionIdentifier: String, userText: String) {
    self.userText = userText
    super.init(notification: notification, actionIdentifier: actionIdentifier)
  }
}

/// What the app asks to do with notifications.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
  public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
  public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
  public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
  public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
  public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
  public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
  public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
  public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// How a notification shows while the app is in front.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
  public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
  public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
  public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
  public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// Whether the app may notify.
public enum UNAuthorizationStatus: Int, Sendable {
  case notDetermined = 0, denied, authorized, provisional, ephemeral
}

/// Whether one kind of notification (alert, sound, badge, ...) is on.
public enum UNNotificationSetting: Int, Sendable {
  case notSupported = 0, disabled, enabled
}

/// How alerts look.
public enum UNAlertStyle: Int, Sendable {
  case none = 0, banner, alert
}

/// When notification previews show.
public enum UNShowPreviewsSetting: Int, Sendable {
  case always, whenAuthenticated, never
}

/// The app's notification settings, as the user left them: each kind the app asked for is on
/// once authorized; the rest are not supported.
open class UNNotificationSettings: NSObject, NSCopying, @unchecked Sendable {
  public let authorizationStatus: UNAuthorizationStatus
  public let soundSetting: UNNotificationSetting
  public let badgeSetting: UNNotificationSetting
  public let alertSetting: UNNotificationSetting
  public let notificationCenterSetting: UNNotificationSetting
  public let lockScreenSetting: UNNotificationSetting
  public let carPlaySetting: UNNotificationSetting
  public let alertStyle: UNAlertStyle
  public let showPreviewsSetting: UNShowPreviewsSetting
  public let criticalAlertSetting: UNNotificationSetting
  public let providesAppNotificationSettings: Bool
  public let announcementSetting: UNNotificationSetting
  public let timeSensitiveSetting: UNNotificationSetting
  public let scheduledDeliverySetting: UNNotificationSetting
  public let directMessagesSetting: UNNotificationSetting

  init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
    let allowed = status == .authorized || status == .provisional || status == .ephemeral
    func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
      allowed && options.contains(option) ? .enabled : .notSupported
    }
    authorizationStatus = status
    soundSetting = setting(.sound)
    badgeSetting = setting(.badge)
    alertSetting = setting(.alert)
    notificationCenterSetting = setting(.alert)
    lockScreenSetting = setting(.alert)
    carPlaySetting = setting(.carPlay)
    alertStyle = allowed && options.contains(.alert) ? .banner : .none
    showPreviewsSetting = .always
    criticalAlertSetting = setting(.criticalAlert)
    providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
    announcementSetting = .notSupported
    timeSensitiveSetting = setting(.timeSensitive)
    scheduledDeliverySetting = allowed ? .disabled : .notSupported
    directMessagesSetting = .notSupported
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Options of a notification action.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
  public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
  public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// A button shown with a notification.
open class UNNotificationAction: NSObject, NSCopying, @unchecked Sendable {
  public let identifier: String
  public let title: String
  public let options: UNNotificationActionOptions

  public init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
    self.identifier = identifier
    self.title = title
    self.options = options
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A button that asks for text.
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
  public let textInputButtonTitle: String
  public let textInputPlaceholder: String

  public init(identifier: String, title: String, options: UNNotificationActionOptions = [],
              textInputButtonTitle: String, textInputPlaceholder: String) {
    self.textInputButtonTitle = textInputButtonTitle
    self.textInputPlaceholder = textInputPlaceholder
    super.init(identifier: identifier, title: title, options: options)
  }
}

/// Options of a category of notifications.
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
  public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
  public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
  public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
  public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A kind of notification and the actions it offers, named by its identifier.
open class UNNotificationCategory: NSObject, NSCopying, @unchecked Sendable {
  public let identifier: String
  public let actions: [UNNotificationAction]
  public let intentIdentifiers: [String]
  public let options: UNNotificationCategoryOptions
  public let hiddenPreviewsBodyPlaceholder: String
  public let categorySummaryFormat: String

  public convenience init(identifier: String, actions: [UNNotificationAction],
                          intentIdentifiers: [String],
                          options: UNNotificationCategoryOptions = []) {
    self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
              hiddenPreviewsBodyPlaceholder: nil, categorySummaryFormat: nil, options: options)
  }

  public convenience init(identifier: String, actions: [UNNotificationAction],
                          intentIdentifiers: [String], hiddenPreviewsBodyPlaceholder: String,
                          options: UNNotificationCategoryOptions = []) {
    self.init(identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
              hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder,
              categorySummaryFormat: nil, options: options)
  }

  public init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
              hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
              options: UNNotificationCategoryOptions = []) {
    self.identifier = identifier
    self.actions = actions
    self.intentIdentifiers = intentIdentifiers
    self.options = options
    self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
    self.categorySummaryFormat = categorySummaryFormat ?? ""
  }

  public func copy(with zone: NSZone? = nil) -> Any { self }

  open override func isEqual(_ object: Any?) -> Bool {
    (object as? UNNotificationCategory)?.identifier == identifier
  }

  open override var hash: Int { identifier.hashValue }
}

/// The domain of UserNotifications' errors.
public let UNErrorDomain = "UNErrorDomain"

/// A UserNotifications error.
public struct UNError: _BridgedStoredNSError, Sendable {
  public let _nsError: NSError

  public init(_nsError error: NSError) {
    precondition(error.domain == UNErrorDomain, "UNError from an error in \(error.domain)")
    _nsError = error
  }

  public static var _nsErrorDomain: String { UNErrorDomain }

  public enum Code: Int, _ErrorCodeProtocol, Sendable {
    public typealias _ErrorType = UNError

    case notificationsNotAllowed = 1
    case attachmentInvalidURL = 100
    case attachmentUnrecognizedType
    case attachmentInvalidFileSize
    case attachmentNotInDataStore
    case attachmentMoveIntoDataStoreFailed
    case attachmentCorrupt
    case notificationInvalidNoDate = 1400
    case notificationInvalidNoContent
    case contentProvidingObjectNotAllowed = 1500
    case contentProvidingInvalid
    case badgeInputInvalid = 1600
  }

  public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
  public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
  public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
  public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
  public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
  public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
  public static var attachmentCorrupt: Code { .attachmentCorrupt }
  public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
  public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
  public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
  public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
  public static var badgeInputInvalid: Code { .badgeInputInvalid }
}
