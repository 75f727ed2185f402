// The delegate the notification center asks how to show a notification while the app is in
// front. On iOS its methods are Objective-C optional requirements, each also in an async
// form; Linux has no `@objc optional`, so each is a requirement with a default implementation:
// the completion-handler form calls the async one, and the async one's default answers nothing.
import Foundation

/// Decides how notifications show while the app is in front and hears the user's responses, as
/// UserNotifications' `UNUserNotificationCenterDelegate`. An `NSObjectProtocol`, as on iOS.
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping (UNNotificationPresentationOptions) -> Void)
  func userNotificationCenter(_ center: UNUserNotificationCenter,
                              willPresent notification: UNNotification)
    async -> UNNotificationPresentationOptions
  func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void)
  func userNotificationCenter(_ center: UNUserNotificationCenter,
                              didReceive response: UNNotificationResponse) async
  func userNotificationCenter(_ center: UNUserNotificationCenter,
                              openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
  /// Asks the async form, for a delegate that implements that one.
  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
    withCompletionHandler completionHandler:
      @escaping (UNNotificationPresentationOptions) -> Void
  ) {
    let delegate: any UNUserNotificationCenterDelegate = self
    let call = Unchecked((delegate, center, notification, completionHandler))
    // The tuple's parts by index: destructuring it here crashes Swift 6.3.1's optimizer
    // ("Found ownership error", in -c release builds of a package that uses this module).
    Task {
      let options = await call.value.0.userNotificationCenter(call.value.1,
                                                              willPresent: call.value.2)
      call.value.3(options)
    }
  }

  /// Nothing shows, as on iOS when the delegate does not say.
  public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                     willPresent notification: UNNotification)
    async -> UNNotificationPresentationOptions { [] }

  public func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
    withCompletionHandler completionHandler: @escaping () -> Void
  ) {
    let delegate: any UNUserNotificationCenterDelegate = self
    let call = Unchecked((delegate, center, response, completionHandler))
    Task {
      await call.value.0.userNotificationCenter(call.value.1, didReceive: call.value.2)
      call.value.3()
    }
  }

  public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                     didReceive response: UNNotificationResponse) async {}

  public func userNotificationCenter(_ center: UNUserNotificationCenter,
                                     openSettingsFor notification: UNNotification?) {}
}

/// A value handed to a task as iOS hands it to its delegate queue: the delegate and its
/// completion handler are not `Sendable`, and are used on one side only.
struct Unchecked<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
