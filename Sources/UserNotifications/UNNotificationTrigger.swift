// When a scheduled notification fires: after a time, at a calendar date, on entering a
// region, or on a push. The next date is computed for real, with the trigger's calendar; a
// trigger never fires on Linux (see UNUserNotificationCenter.swift).
import CoreLocation
import Foundation

/// What makes a scheduled notification fire, and whether it fires again.
open class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
  public let repeats: Bool

  init(repeats: Bool) { self.repeats = repeats }

  public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The trigger of a notification sent by a server.
open class UNPushNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {}

/// Fires `timeInterval` seconds after the notification is scheduled, and every
/// `timeInterval` after that if it repeats.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let timeInterval: TimeInterval
  private let start: Date

  /// A trigger `timeInterval` seconds from now. The interval must be positive, and at least a
  /// minute if it repeats, as iOS requires.
  public init(timeInterval: TimeInterval, repeats: Bool) {
    precondition(timeInterval > 0, "UNTimeIntervalNotificationTrigger: timeInterval must be > 0")
    precondition(!repeats || timeInterval >= 60,
                 "UNTimeIntervalNotificationTrigger: a repeating interval must be at least 60 s")
    self.timeInterval = timeInterval
    start = Date()
    super.init(repeats: repeats)
  }

  /// When it fires next: `timeInterval` after it was made; if it repeats, the first multiple of
  /// `timeInterval` after it was made that is still to come.
  open func nextTriggerDate() -> Date? {
    let first = start.addingTimeInterval(timeInterval)
    let now = Date()
    guard repeats, first <= now else { return first }
    let elapsed = now.timeIntervalSince(start)
    return start.addingTimeInterval((floor(elapsed / timeInterval) + 1) * timeInterval)
  }
}

/// Fires when the date matches `dateComponents` (`hour: 9, minute: 30` is every day at 9:30
/// if it repeats), in the components' calendar and time zone, else the user's.
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let dateComponents: DateComponents

  public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
    self.dateComponents = dateComponents
    super.init(repeats: repeats)
  }

  /// The next date after now whose components match, by `Calendar.nextDate(after:matching:
  /// matchingPolicy:)`; `nil` if none is to come (a date in the past).
  open func nextTriggerDate() -> Date? {
    var calendar = dateComponents.calendar ?? Calendar.current
    if let timeZone = dateComponents.timeZone { calendar.timeZone = timeZone }
    var matching = dateComponents
    matching.calendar = nil
    matching.timeZone = nil
    return calendar.nextDate(after: Date(), matching: matching, matchingPolicy: .nextTime)
  }
}

/// Fires when the device enters or leaves a region. The device on Linux does not move, so
/// this one never fires.
open class UNLocationNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
  public let region: CLRegion

  public init(region: CLRegion, repeats: Bool) {
    self.region = region
    super.init(repeats: repeats)
  }
}
