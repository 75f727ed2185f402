import Foundation
import PNGCodec
import PixelSnapshots

/// Checks `value` against its reference on disk and returns why it failed, or nil when it
/// matched (swift-snapshot-testing's `verifySnapshot`), for assertion helpers of one's own.
///
/// The reference is `__Snapshots__/<test file name>/<test name>.<name or n>.linux.<extension>`
/// beside the test file (`snapshotDirectory` replaces the folder): `<n>` counts the test's
/// unnamed snapshots from 1. What is recorded follows `record`, else the configuration in
/// force (`withSnapshotTesting`, `.snapshots`), else `SNAPSHOT_TESTING_RECORD`, else
/// `.missing`; when `CI` is set nothing is written. A mismatch writes the expected and actual
/// files (and a diff image, for pictures) to `SNAPSHOT_ARTIFACTS` (or `CELLSHOT_ARTIFACTS`, or
/// `.build/cellshot-artifacts` at the package root), in a folder named for the test file. A
/// view's frame tree is recorded beside its reference (`<reference>.frames.txt`, unless
/// `CELLSHOT_FRAME_TREES=0`), and a mismatch names the views whose frames changed.
///
/// The file defaults to `#filePath` (swift-snapshot-testing's `#file` is the module and file
/// name, not a path, in Swift 6 mode, which would put references under the working directory).
///
/// - Parameters:
///   - timeout: How long to wait for an asynchronous strategy's callback. A view drawn for a
///     test that is not on the main actor waits for the main actor to start it at least two
///     minutes (or `timeout`, if longer): a guard against a deadlock, not a limit on the render.
public func verifySnapshot<Value, Format>(
  of value: @autoclosure () throws -> Value,
  as snapshotting: Snapshotting<Value, Format>,
  named name: String? = nil,
  record: SnapshotTestingConfiguration.Record? = nil,
  snapshotDirectory: String? = nil,
  timeout: TimeInterval = 5,
  fileID: StaticString = #fileID,
  file filePath: StaticString = #filePath,
  testName: String = #function,
  line: UInt = #line,
  column: UInt = #column
) -> String? {
  let configuration = SnapshotTestingConfiguration.merged(record: record, diffTool: nil)
  let environment = ProcessInfo.processInfo.environment
  var location = ReferenceLocation(filePath: "\(filePath)", snapshotDirectory: snapshotDirectory,
                                   testName: testName, name: name, environment: environment)
  location.report.line = Int(line)
  let made: Capture<Value, Format>.Made
  let subject: Value
  do {
    subject = try value()
    made = try takeSnapshot(of: subject, as: snapshotting, timeout: timeout)
  } catch {
    return "\(error)"
  }
  let reference = location.path(pathExtension: snapshotting.pathExtension)
  let existed = FileIO.exists(reference)
  let mode = SnapshotRecordMode(rawValue: (configuration.record ?? .missing).rawValue) ?? .missing
  let result = PixelSnapshots.verifySnapshot(
    of: subject, as: engineStrategy(snapshotting, made, environment: environment),
    at: location.golden, record: mode, environment: environment)
  let report = FailureReport(
    result: result, reference: reference, existed: existed, name: name,
    testName: sanitizePathComponent(testName), record: configuration.record ?? .missing,
    diffTool: configuration.diffTool ?? .default,
    failedPath: location.golden.artifactStem + ".actual"
      + (snapshotting.pathExtension.map { ".\($0)" } ?? ""),
    isCI: SnapshotRecordMode.isCI(environment))
  return report.message
}

/// The snapshot of `value`: through the strategy's `Capture` when it is one of Cellshot's
/// (pulled back or not), else through its `snapshot`, waiting at most `timeout` seconds.
func takeSnapshot<Value, Format>(
  of value: Value, as snapshotting: Snapshotting<Value, Format>, timeout: TimeInterval
) throws(SnapshotFailure) -> Capture<Value, Format>.Made {
  if let capture = snapshotting.capture {
    do {
      return try capture.make(value, timeout)
    } catch let failure as SnapshotFailure {
      throw failure
    } catch {
      throw SnapshotFailure("Couldn't snapshot value: \(error)")
    }
  }
  let delivery = Delivery<Format>()
  snapshotting.snapshot(value).run { delivery.put($0) }
  guard let format = delivery.wait(timeout: timeout) else {
    throw SnapshotFailure.exceeded(timeout)
  }
  return (format, nil)
}

/// Why no snapshot could be taken: the failure's whole message.
struct SnapshotFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }

  /// No snapshot within `timeout` seconds, in swift-snapshot-testing's words.
  static func exceeded(_ timeout: TimeInterval) -> SnapshotFailure {
    SnapshotFailure("""
      Exceeded timeout of \(timeout) seconds waiting for snapshot.

      The strategy did not hand its snapshot to the callback in time. If it renders \
      asynchronously, make sure it calls back once everything has loaded, or pass a longer \
      "timeout" to "assertSnapshot".
      """)
  }
}

/// PixelSnapshots' strategy for one check: `made`'s format, stored and compared by
/// `snapshotting`'s diffing, with the view's frame tree as the sidecar when there is one.
func engineStrategy<Value, Format>(
  _ snapshotting: Snapshotting<Value, Format>, _ made: Capture<Value, Format>.Made,
  environment: [String: String]
) -> PixelSnapshots.Snapshotting<Value, Format> {
  // The engine wants `Sendable` closures; these run on this thread only, during the check.
  let diffing = Unchecked(snapshotting.diffing)
  let format = Unchecked(made.format)
  let engineDiffing = PixelSnapshots.Diffing<Format>(
    toData: { [UInt8](diffing.value.toData($0)) },
    fromData: { diffing.value.fromData(Data($0)) },
    diff: { expected, actual in
      guard let (message, attachments) = diffing.value.diff(expected, actual) else { return nil }
      let files = attachments.enumerated().filter { !$0.element.data.isEmpty }.map {
        (suffix: $0.element.artifactSuffix(index: $0.offset), bytes: [UInt8]($0.element.data))
      }
      return DiffFailure(message: message, attachments: files)
    })
  let sidecar = made.frameTree.map { tree in
    Sidecar<Value>(suffix: "frames.txt", record: environment["CELLSHOT_FRAME_TREES"] != "0",
                   make: { _ in tree }, explain: FrameTreeChanges.explain)
  }
  return PixelSnapshots.Snapshotting(pathExtension: snapshotting.pathExtension ?? "",
                                     diffing: engineDiffing, sidecar: sidecar) { _ in
    format.value
  }
}

/// A value that is not `Sendable`, carried through closures that must be, on one thread.
struct Unchecked<T>: @unchecked Sendable {
  let value: T
  init(_ value: T) { self.value = value }
}

/// A snapshot handed to a callback by a strategy, possibly from another thread, possibly
/// later.
final class Delivery<T>: @unchecked Sendable {
  private let lock = NSLock()
  private let arrived = DispatchSemaphore(value: 0)
  private var value: T?

  func put(_ value: T) {
    lock.withLock { self.value = value }
    arrived.signal()
  }

  private var delivered: T? { lock.withLock { value } }

  /// The value, once it has come; nil when it did not within `timeout` seconds. On the main
  /// thread the run loop turns while waiting, so a strategy that calls back on the main queue
  /// can.
  func wait(timeout: TimeInterval) -> T? {
    let deadline = Date(timeIntervalSinceNow: max(0, timeout))
    while true {
      if let value = delivered { return value }
      let left = deadline.timeIntervalSinceNow
      guard left > 0 else { return nil }
      if Thread.isMainThread {
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: min(left, 0.01)))
      } else {
        _ = arrived.wait(timeout: .now() + min(left, 0.05))
      }
    }
  }
}

/// The message swift-snapshot-testing gives for each outcome, with what Cellshot adds: the
/// views that moved, and the expected, actual and diff files written.
struct FailureReport {
  let result: SnapshotResult
  let reference: String
  let existed: Bool
  let name: String?
  let testName: String
  let record: SnapshotTestingConfiguration.Record
  let diffTool: SnapshotTestingConfiguration.DiffTool
  let failedPath: String
  let isCI: Bool

  var message: String? {
    let open = "open \"\(URL(fileURLWithPath: reference).absoluteString)\""
    switch result.outcome {
    case .matched:
      return nil
    case .recorded where record == .all:
      return """
        Record mode is on. Automatically recorded snapshot: …

        \(open)

        Turn record mode off and re-run "\(testName)" to assert against the newly-recorded \
        snapshot
        """
    case .recorded where !existed:
      return """
        No reference was found on disk. Automatically recorded snapshot: …

        \(open)

        Re-run "\(testName)" to assert against the newly-recorded snapshot.
        """
    case .recorded, .mismatched:
      return mismatch(recorded: result.outcome == .recorded)
    case .missing:
      let why = record != .never && isCI ? "CI is set (nothing is recorded on CI: record it "
        + "on a developer machine and commit it)" : "recording is disabled"
      return "No reference was found on disk. New snapshot was not recorded because \(why)\n\n"
        + "expected \(reference)"
    case .error:
      return result.message
    }
  }

  /// A reference that does not match: which, how to compare the files, and how they differ.
  func mismatch(recorded: Bool) -> String {
    var first = name.map { "Snapshot \"\($0)\" does not match reference." }
      ?? "Snapshot does not match reference."
    if recorded { first += " A new snapshot was automatically recorded." }
    // The engine's message opens with which golden differs, which the lines above say.
    var details = result.message
    if let opening = details.range(of: " does not match \(reference): ") {
      details = String(details[opening.upperBound...])
    }
    return """
      \(first)

      \(diffTool(currentFilePath: reference, failedFilePath: failedPath))

      \(details.trimmingCharacters(in: .whitespacesAndNewlines))
      """
  }
}
