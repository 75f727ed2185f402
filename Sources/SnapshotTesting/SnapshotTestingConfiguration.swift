import Foundation
import Synchronization
import Testing

/// How `assertSnapshot` records and reports for the duration of an operation, a test with the
/// `.snapshots` trait, or a suite (swift-snapshot-testing's `SnapshotTestingConfiguration`).
public struct SnapshotTestingConfiguration: Sendable {
  /// The configuration in force in this task, set by `withSnapshotTesting` and `.snapshots`.
  @_spi(Internals) @TaskLocal public static var current: Self?

  /// The diff tool named in failure messages.
  public var diffTool: DiffTool?
  /// When references are recorded.
  public var record: Record?

  public init(record: Record?, diffTool: DiffTool?) {
    self.diffTool = diffTool
    self.record = record
  }

  /// When references are written.
  ///
  /// On Linux nothing is ever written when the `CI` environment variable is set (to anything
  /// but "false" or "0"), whatever the mode: a missing reference fails there.
  public struct Record: Equatable, Sendable {
    private let mode: Mode

    private enum Mode: String { case all, failed, missing, never }

    private init(_ mode: Mode) { self.mode = mode }

    /// "all", "failed", "missing" or "never" (`SNAPSHOT_TESTING_RECORD`'s values).
    public init?(rawValue: String) {
      guard let mode = Mode(rawValue: rawValue) else { return nil }
      self.mode = mode
    }

    /// Record every reference, whether it matches or not (and fail).
    public static let all = Self(.all)
    /// Record the references that do not match (and fail): for tests with a precision
    /// threshold, whose passing references stay as they are.
    public static let failed = Self(.failed)
    /// Record only missing references (and fail); compare the others. The default.
    public static let missing = Self(.missing)
    /// Record nothing: a missing reference fails.
    public static let never = Self(.never)

    /// The mode as `SNAPSHOT_TESTING_RECORD` spells it.
    var rawValue: String { mode.rawValue }
  }

  /// The text a failure shows for comparing the reference with the failed snapshot, given
  /// both files' paths: a command for a diff tool, or the two paths.
  public struct DiffTool: Sendable, ExpressibleByStringLiteral {
    var tool: @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String

    /// A tool made by a function of the reference's path and the failed snapshot's.
    public init(
      _ tool: @escaping @Sendable (_ currentFilePath: String, _ failedFilePath: String) -> String
    ) {
      self.tool = tool
    }

    /// A command followed by the two paths.
    public init(stringLiteral value: StringLiteralType) {
      tool = { "\(value) \($0) \($1)" }
    }

    /// Kaleidoscope's `ksdiff`.
    public static let ksdiff = Self { "ksdiff \"\($0)\" \"\($1)\"" }

    /// Both files as `file://` URLs, and how to configure a tool.
    public static let `default` = Self {
      """
      @\(minusSign)
      "file://\($0)"
      @+
      "file://\($1)"

      To configure output for a custom diff tool, use 'withSnapshotTesting'. For example:

          withSnapshotTesting(diffTool: .ksdiff) {
            // ...
          }
      """
    }

    /// The text for the reference at `currentFilePath` and the snapshot at `failedFilePath`.
    public func callAsFunction(currentFilePath: String, failedFilePath: String) -> String {
      tool(currentFilePath, failedFilePath)
    }
  }
}

@available(*, deprecated, message: "Use '.all' instead of 'true', '.missing' instead of 'false'.")
extension SnapshotTestingConfiguration.Record: ExpressibleByBooleanLiteral {
  public init(booleanLiteral value: BooleanLiteralType) {
    self = value ? .all : .missing
  }
}

@available(*, deprecated, renamed: "SnapshotTestingConfiguration.DiffTool.default",
           message: "Use '.default' instead of a 'nil' value for 'diffTool'.")
extension SnapshotTestingConfiguration.DiffTool: ExpressibleByNilLiteral {
  public init(nilLiteral: ()) {
    self = .default
  }
}

/// The minus sign failure messages use ("−", U+2212), as swift-snapshot-testing's do.
let minusSign = "\u{2212}"

/// Runs `operation` with `assertSnapshot` recording and reporting as given; what is not given
/// stays as the enclosing configuration (or the defaults) has it.
///
/// ```swift
/// override func invokeTest() {
///   withSnapshotTesting(record: .missing, diffTool: .ksdiff) { super.invokeTest() }
/// }
/// ```
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  operation: () throws -> R
) rethrows -> R {
  try SnapshotTestingConfiguration.$current.withValue(
    .merged(record: record, diffTool: diffTool), operation: operation)
}

/// Runs the asynchronous `operation` with `assertSnapshot` recording and reporting as given.
nonisolated(nonsending)
public func withSnapshotTesting<R>(
  record: SnapshotTestingConfiguration.Record? = nil,
  diffTool: SnapshotTestingConfiguration.DiffTool? = nil,
  operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotTestingConfiguration.$current.withValue(
    .merged(record: record, diffTool: diffTool), operation: operation)
}

extension SnapshotTestingConfiguration {
  /// `record` and `diffTool` where given, the configuration in force (or the defaults) where
  /// not.
  static func merged(record: Record?, diffTool: DiffTool?) -> Self {
    Self(record: record ?? current?.record ?? _record,
         diffTool: diffTool ?? current?.diffTool ?? _diffTool)
  }
}

/// Whether every reference is recorded again: the record mode is `.all`.
///
/// Setting it to true makes `.all` the mode of every assertion that sets none; setting it to
/// false undoes that, so that `SNAPSHOT_TESTING_RECORD` (or `.missing`) is the mode again.
/// (swift-snapshot-testing makes false mean `.missing` whatever the variable says: a suite
/// that sets it in `setUp` would then record missing references on a CI that asks for
/// `never`.)
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the record mode.")
public var isRecording: Bool {
  get { (SnapshotTestingConfiguration.current?.record ?? _record) == .all }
  set { globals.withLock { $0.record = newValue ? .all : nil } }
}

/// The diff tool named in failure messages.
@available(*, deprecated, message: "Use 'withSnapshotTesting' to customize the diff tool.")
public var diffTool: SnapshotTestingConfiguration.DiffTool {
  get { _diffTool }
  set { _diffTool = newValue }
}

/// The record mode set globally (`isRecording`), or else `SNAPSHOT_TESTING_RECORD` (read when
/// asked, so that a test can set it), or else `.missing`.
@_spi(Internals) public var _record: SnapshotTestingConfiguration.Record {
  get {
    globals.withLock { $0.record }
      ?? ProcessInfo.processInfo.environment["SNAPSHOT_TESTING_RECORD"]
        .flatMap(SnapshotTestingConfiguration.Record.init(rawValue:))
      ?? .missing
  }
  set { globals.withLock { $0.record = newValue } }
}

/// The diff tool set globally (`diffTool`), or else `.default`.
@_spi(Internals) public var _diffTool: SnapshotTestingConfiguration.DiffTool {
  get { globals.withLock { $0.diffTool } }
  set { globals.withLock { $0.diffTool = newValue } }
}

/// What the deprecated globals set, for every test in the process.
private let globals = Mutex<(record: SnapshotTestingConfiguration.Record?,
                             diffTool: SnapshotTestingConfiguration.DiffTool)>(
  (record: nil, diffTool: .default))
