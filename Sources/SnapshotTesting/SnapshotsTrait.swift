import Testing

/// The trait that configures snapshot testing for a Swift Testing test or suite (`.snapshots`).
public struct _SnapshotsTestTrait: SuiteTrait, TestTrait, TestScoping {
  /// A suite's configuration holds for every test in it.
  public let isRecursive = true
  let configuration: SnapshotTestingConfiguration

  /// Runs the test with the configuration, and with its own count of unnamed snapshots.
  public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotTesting(record: configuration.record,
                                  diffTool: configuration.diffTool) {
      try await SnapshotCounter.$current.withValue(SnapshotCounter()) {
        try await function()
      }
    }
  }
}

extension Trait where Self == _SnapshotsTestTrait {
  /// Snapshot testing as configured by the enclosing suite, or the defaults.
  public static var snapshots: Self { snapshots() }

  /// Snapshot testing with this record mode and diff tool, for a test or every test of a suite.
  ///
  /// ```swift
  /// @Suite(.snapshots(record: .missing)) struct CardTests { ... }
  /// ```
  public static func snapshots(
    record: SnapshotTestingConfiguration.Record? = nil,
    diffTool: SnapshotTestingConfiguration.DiffTool? = nil
  ) -> Self {
    _SnapshotsTestTrait(configuration: SnapshotTestingConfiguration(record: record,
                                                                    diffTool: diffTool))
  }

  /// Snapshot testing with `configuration`.
  public static func snapshots(_ configuration: SnapshotTestingConfiguration) -> Self {
    _SnapshotsTestTrait(configuration: configuration)
  }
}
