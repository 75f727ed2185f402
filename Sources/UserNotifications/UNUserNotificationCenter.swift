// UserNotifications on Linux: the notification center apps schedule reminders with, kept in
// memory for the process, so that a test that schedules requests and then lists them sees
// them. Its rule, the same on every run: authorization is `.notDetermined` until the app asks,
// and the user then allows what it asked for; requests are kept as iOS keeps them (a request
// with the identifier of a pending one replaces it), but time stands still: a request with a
// trigger stays pending and never fires, and one without a trigger is delivered at once (the
// delegate is asked how to present it). Completion handlers run before the call returns, on
// the caller's thread. Nothing is shown and nothing leaves the process. Never imported by
// Cellshot.
import Foundation
import Synchronization

/// The app's notification center, as UserNotifications' `UNUserNotificationCenter`.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
  private struct State {
    var status = UNAuthorizationStatus.notDetermined
    var options: UNAuthorizationOptions = []
    var pending: [UNNotificationRequest] = []
    var delivered: [UNNotification] = []
    var categories: Set<UNNotificationCategory> = []
    var badgeCount = 0
  }

  private static let shared = UNUserNotificationCenter()
  private let state = Mutex(State())

  /// Asked how to present a notification delivered while the app is in front. Weak, as on iOS.
  open weak var delegate: (any UNUserNotificationCenterDelegate)?

  /// Whether content extensions are supported: no extension runs here.
  open var supportsContentExtensions: Bool { false }

  private override init() {}

  /// The app's center.
  open class func current() -> UNUserNotificationCenter { shared }

  // MARK: Authorization

  /// Asks to notify in the ways `options` names: the first time, the user allows it (`.provisional`
  /// authorizes quietly, without asking); after that, the answer stands. Calls `completionHandler`
  /// with whether the app may notify.
  open func requestAuthorization(
    options: UNAuthorizationOptions = [],
    completionHandler: @escaping (Bool, (any Error)?) -> Void
  ) {
    completionHandler(authorize(options), nil)
  }

  open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
    authorize(options)
  }

  /// The app's settings: its authorization and each kind of notification it asked for.
  open func getNotificationSettings(
    completionHandler: @escaping (UNNotificationSettings) -> Void
  ) {
    completionHandler(settings())
  }

  open func notificationSettings() async -> UNNotificationSettings { settings() }

  // MARK: Scheduling

  /// Schedules `request`, replacing a pending one with the same identifier; one without a
  /// trigger is delivered at once. Calls `completionHandler` with `nil`.
  open func add(_ request: UNNotificationRequest,
                withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
    schedule(request)
    completionHandler?(nil)
  }

  open func add(_ request: UNNotificationRequest) async throws { schedule(request) }

  /// The requests scheduled and not removed, in the order they were added.
  open func getPendingNotificationRequests(
    completionHandler: @escaping ([UNNotificationRequest]) -> Void
  ) {
    completionHandler(state.withLock { $0.pending })
  }

  open func pendingNotificationRequests() async -> [UNNotificationRequest] {
    state.withLock { $0.pending }
  }

  open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
    let removed = Set(identifiers)
    state.withLock { $0.pending.removeAll { removed.contains($0.identifier) } }
  }

  open func removeAllPendingNotificationRequests() {
    state.withLock { $0.pending.removeAll() }
  }

  // MARK: Delivered notifications

  /// The notifications delivered and not removed, oldest first.
  open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
    completionHandler(state.withLock { $0.delivered })
  }

  open func deliveredNotifications() async -> [UNNotification] {
    state.withLock { $0.delivered }
  }

  open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
    let removed = Set(identifiers)
    state.withLock { $0.delivered.removeAll { removed.contains($0.request.identifier) } }
  }

  open func removeAllDeliveredNotifications() {
    state.withLock { $0.delivered.removeAll() }
  }

  // MARK: Categories and badge

  open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
    state.withLock { $0.categories = categories }
  }

  open func getNotificationCategories(
    completionHandler: @escaping (Set<UNNotificationCategory>) -> Void
  ) {
    completionHandler(state.withLock { $0.categories })
  }

  open func notificationCategories() async -> Set<UNNotificationCategory> {
    state.withLock { $0.categories }
  }

  /// Sets the app icon's badge (kept, shown nowhere). A negative count is refused with
  /// `UNError.badgeInputInvalid`.
  open func setBadgeCount(
    _ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
  ) {
    completionHandler?(updateBadge(newBadgeCount))
  }

  open func setBadgeCount(_ newBadgeCount: Int) async throws {
    if let error = updateBadge(newBadgeCount) { throw error }
  }

  // MARK: State

  private func authorize(_ options: UNAuthorizationOptions) -> Bool {
    state.withLock { state in
      switch state.status {
      case .notDetermined:
        state.status = options.contains(.provisional) ? .provisional : .authorized
        state.options = options
      case .provisional where !options.contains(.provisional):
        // Asking for more than quiet delivery prompts the user, who allows it.
        state.status = .authorized
        state.options.formUnion(options)
      default:
        break
      }
      return state.status != .denied
    }
  }

  private func settings() -> UNNotificationSettings {
    state.withLock { UNNotificationSettings(status: $0.status, options: $0.options) }
  }

  private func schedule(_ request: UNNotificationRequest) {
    guard request.trigger == nil else {
      state.withLock { state in
        if let index = state.pending.firstIndex(where: { $0.identifier == request.identifier }) {
          state.pending[index] = request
        } else {
          state.pending.append(request)
        }
      }
      return
    }
    let notification = UNNotification(date: Date(), request: request)
    state.withLock { $0.delivered.append(notification) }
    delegate?.userNotificationCenter(self, willPresent: notification) { _ in }
  }

  private func updateBadge(_ count: Int) -> (any Error)? {
    guard count >= 0 else { return UNError(.badgeInputInvalid) }
    state.withLock { $0.badgeCount = count }
    return nil
  }

  /// Back to a fresh install: nothing asked, nothing scheduled (for tests).
  func reset() {
    state.withLock { $0 = State() }
    delegate = nil
  }
}
