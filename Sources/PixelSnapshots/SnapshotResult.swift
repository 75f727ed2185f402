/// What one snapshot check found.
public struct SnapshotResult: Sendable {
  public enum Outcome: Sendable, Hashable {
    case matched
    /// A golden was written (missing, or re-recorded); the assertion fails so it gets reviewed.
    case recorded
    case mismatched
    /// No golden, and the mode forbids writing one.
    case missing
    /// The value could not be snapshotted, or a file could not be read or written.
    case error
  }

  public var outcome: Outcome
  public var message: String
  /// The golden file checked.
  public var goldenPath: String
  /// Files written for a person to look at: expected, actual, diff.
  public var artifacts: [String]

  public var passed: Bool { outcome == .matched }
}
