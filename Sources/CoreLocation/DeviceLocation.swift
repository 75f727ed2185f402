// What the Linux device answers every location manager: the app's authorization, shared by
// all of its managers as on iOS, and where the phone is and which way it points.
import Foundation
import Synchronization

package enum DeviceLocation {
  /// The iOS Simulator's default location: Apple, 1 Infinite Loop, Cupertino.
  package static let coordinate = CLLocationCoordinate2D(latitude: 37.332_331_41,
                                                 longitude: -122.031_218_6)

  /// The app's authorization: `.notDetermined` until the app asks.
  private static let status = Mutex(CLAuthorizationStatus.notDetermined)

  /// The managers alive, to tell when the authorization changes.
  static let managers = ManagerRegistry()

  static var authorization: CLAuthorizationStatus { status.withLock { $0 } }

  /// The user's answer to a request for `wanted`: allowed, the first time, or from when in use
  /// to always (iOS asks that once more). Every manager's delegate is told of a change.
  static func authorize(_ wanted: CLAuthorizationStatus) {
    let changed = status.withLock { current -> Bool in
      switch (current, wanted) {
      case (.notDetermined, _), (.authorizedWhenInUse, .authorizedAlways):
        current = wanted
        return true
      default:
        return false
      }
    }
    guard changed else { return }
    for manager in managers.live() { manager.authorizationChanged() }
  }

  /// Back to a fresh install's answer (for tests).
  static func reset() { status.withLock { $0 = .notDetermined } }

  /// A fix at the device's location, now: 5 m accurate horizontally, at sea level with the
  /// altitude unknown, standing still (speed and course unknown), as the Simulator reports it.
  static func fix() -> CLLocation {
    CLLocation(coordinate: coordinate, altitude: 0, horizontalAccuracy: 5, verticalAccuracy: -1,
               course: -1, courseAccuracy: -1, speed: -1, speedAccuracy: -1, timestamp: Date(),
               sourceInfo: CLLocationSourceInformation(softwareSimulationState: false,
                                                       andExternalAccessoryState: false))
  }

  /// North, for a phone lying face up with its top to the north: Cupertino's field is about
  /// 23 µT northwards and 42 µT down (x, y, z are the device's axes).
  static func heading() -> CLHeading {
    CLHeading(magneticHeading: 0, trueHeading: 0, headingAccuracy: 5, x: 0, y: 23, z: -42,
              timestamp: Date())
  }
}

/// Weak references to the live managers.
final class ManagerRegistry: @unchecked Sendable {
  private struct Entry {
    weak var manager: CLLocationManager?
  }

  private let lock = NSLock()
  private var entries: [Entry] = []

  func add(_ manager: CLLocationManager) {
    lock.lock()
    defer { lock.unlock() }
    entries.removeAll { $0.manager == nil }
    entries.append(Entry(manager: manager))
  }

  /// The managers still alive, in the order they were made.
  func live() -> [CLLocationManager] {
    lock.lock()
    defer { lock.unlock() }
    return entries.compactMap(\.manager)
  }
}
