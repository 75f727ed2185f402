// What ProcessInfo tells an iOS app about the device it runs on, which Linux's lacks: the app
// runs on an iPhone (not as an iPad app on a Mac, not as Mac Catalyst), at a nominal thermal
// state, with Low Power Mode off: the phone at rest the other device frameworks describe.
import Foundation

extension ProcessInfo {
  /// How hot the device is, as Foundation's `ProcessInfo.ThermalState`.
  public enum ThermalState: Int, Sendable {
    case nominal = 0
    case fair = 1
    case serious = 2
    case critical = 3
  }

  /// The device's thermal state: `.nominal`, a phone at rest.
  public var thermalState: ThermalState { .nominal }

  /// Whether Low Power Mode is on: no.
  public var isLowPowerModeEnabled: Bool { false }

  /// Whether this is an iPhone or iPad app running on a Mac: no, it runs as on an iPhone.
  public var isiOSAppOnMac: Bool { false }

  /// Whether this is a Mac Catalyst app: no.
  public var isMacCatalystApp: Bool { false }

  /// Posted when the thermal state changes (never here).
  public static let thermalStateDidChangeNotification =
    Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
  /// Posted when Low Power Mode turns on or off (never here).
  public static let NSProcessInfoPowerStateDidChange =
    Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
