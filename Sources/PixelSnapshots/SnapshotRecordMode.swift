import Foundation

/// When a snapshot assertion writes a golden file.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
  /// Record a golden that does not exist yet (and fail, saying so); compare the others.
  case missing
  /// Re-record every golden (and fail, so the run is not mistaken for a pass).
  case all
  /// Re-record the goldens that do not match (and fail).
  case failed
  /// Never write a golden: a missing one is a failure.
  case never

  /// The mode in force: `CELLSHOT_RECORD` when set, otherwise `never` when `CI` is set and
  /// `missing` on a developer machine.
  public static var current: SnapshotRecordMode {
    resolve(ProcessInfo.processInfo.environment)
  }

  /// The mode `environment` asks for.
  public static func resolve(_ environment: [String: String]) -> SnapshotRecordMode {
    if let text = environment["CELLSHOT_RECORD"], let mode = SnapshotRecordMode(rawValue: text) {
      return mode
    }
    return isCI(environment) ? .never : .missing
  }

  /// True when the `CI` variable is set (to anything but "false" or "0"). A CI run never
  /// writes a golden, whatever the mode says.
  public static var isCI: Bool { isCI(ProcessInfo.processInfo.environment) }

  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value != "false" && value != "0"
  }
}
