import Foundation
import PNGCodec
import Testing
import XCTest

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

/// Checks `value` against its golden without reporting: the result says what happened.
///
/// The golden is `<goldens>/<name>.<ext>`, where the name is the kebab-case test name followed
/// by the kebab-case `name` (or `name` alone when `testName` is empty).
public func verifySnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, paths: SnapshotPaths? = nil,
  environment: [String: String] = ProcessInfo.processInfo.environment,
  filePath: String = #filePath, testName: String = #function
) -> SnapshotResult {
  let paths = paths ?? SnapshotPaths.forTestFile(filePath)
  let mode = record ?? SnapshotRecordMode.resolve(environment)
  let isCI = SnapshotRecordMode.isCI(environment)
  let mayWrite = !isCI
  let base = [kebabCase(testName), name.map(kebabCase) ?? ""].filter { !$0.isEmpty }
    .joined(separator: "-")
  let golden = "\(paths.goldens)/\(base).\(strategy.pathExtension)"
  func result(_ outcome: SnapshotResult.Outcome, _ message: String, _ artifacts: [String] = [])
    -> SnapshotResult
  {
    SnapshotResult(outcome: outcome, message: message, goldenPath: golden, artifacts: artifacts)
  }

  let actual: Format
  do {
    actual = try strategy.snapshot(value)
  } catch {
    return result(.error, "could not snapshot the value: \(error)")
  }
  // The actual value is encoded only when it is written (a golden or an artifact): a match
  // costs a decode of the golden and a comparison, never an encode (for pictures, the small
  // PNG preset's encode is many times the decode).
  var encoded: [UInt8]?
  func actualBytes() throws -> [UInt8] {
    if let encoded { return encoded }
    let bytes = try strategy.diffing.toData(actual)
    encoded = bytes
    return bytes
  }
  let sidecarPath = strategy.sidecar.map { "\(paths.goldens)/\(base).\($0.suffix)" }
  // A golden and its sidecar are written as a pair: both, or neither (and what a killed
  // writer left in the folder is cleared first).
  func writeGolden() throws {
    var files = [(bytes: try actualBytes(), path: golden)]
    if let sidecar = strategy.sidecar, sidecar.record, let sidecarPath {
      files.append((Array(try sidecar.make(value).utf8), sidecarPath))
    }
    try FileIO.makeDirectories(paths.goldens)
    FileIO.removeStaleTemporaries(in: paths.goldens)
    try FileIO.writeAtomically(files)
  }

  guard FileIO.exists(golden) else {
    guard mode != .never, mayWrite else {
      let why = isCI ? "CI is set, so goldens are never written" : "record mode is never"
      return result(.missing, "no golden at \(golden) (\(why)); record it on a developer machine with CELLSHOT_RECORD=missing")
    }
    do { try writeGolden() } catch { return result(.error, "could not record \(golden): \(error)") }
    return result(.recorded, "recorded a new golden at \(golden): look at it, then run again")
  }
  if mode == .all && mayWrite {
    do { try writeGolden() } catch { return result(.error, "could not record \(golden): \(error)") }
    return result(.recorded, "re-recorded \(golden) (record mode all): look at it, then run again")
  }

  let goldenBytes: [UInt8]
  do { goldenBytes = try FileIO.read(golden) } catch { return result(.error, "\(error)") }
  let expected: Format
  do {
    expected = try strategy.diffing.fromData(goldenBytes)
  } catch {
    return result(.error, "could not read the golden \(golden): \(error)")
  }
  guard let failure = strategy.diffing.diff(expected, actual) else {
    return result(.matched, "matched \(golden)")
  }

  // Write expected, actual and the strategy's attachments where a person can look.
  var artifacts: [String] = []
  var artifactError = ""
  do {
    try FileIO.makeDirectories(paths.artifacts)
    let stem = "\(paths.artifacts)/\(base)"
    let ext = strategy.pathExtension
    try FileIO.writeAtomically(goldenBytes, to: "\(stem).expected.\(ext)")
    try FileIO.writeAtomically(try actualBytes(), to: "\(stem).actual.\(ext)")
    artifacts = ["\(stem).expected.\(ext)", "\(stem).actual.\(ext)"]
    for attachment in failure.attachments {
      try FileIO.writeAtomically(attachment.bytes, to: "\(stem).\(attachment.suffix)")
      artifacts.append("\(stem).\(attachment.suffix)")
    }
  } catch {
    artifactError = "\n(could not write the artifacts: \(error))"
  }
  var message = "snapshot \(base) does not match \(golden): \(failure.message)"
  // A recorded frame tree beside the golden names the views that moved.
  if let sidecar = strategy.sidecar, let sidecarPath, FileIO.exists(sidecarPath),
     let recorded = try? FileIO.read(sidecarPath, maxBytes: 64 << 20),
     let current = try? sidecar.make(value),
     let explanation = sidecar.explain(String(decoding: recorded, as: UTF8.self), current) {
    message += "\n" + explanation
  }
  if !artifacts.isEmpty { message += "\n" + artifacts.map { "  wrote \($0)" }.joined(separator: "\n") }
  message += artifactError
  if mode == .failed && mayWrite {
    do { try writeGolden() } catch { return result(.error, message + "\ncould not re-record: \(error)") }
    return result(.recorded, message + "\nre-recorded \(golden) (record mode failed): look at it")
  }
  return result(.mismatched, message, artifacts)
}

/// Asserts that `value` matches its golden, recording a failure at the caller under Swift
/// Testing or XCTest. See `verifySnapshot` for names and record modes.
@discardableResult
public func assertSnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, named name: String? = nil,
  record: SnapshotRecordMode? = nil, paths: SnapshotPaths? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: Int = #line, column: Int = #column
) -> Bool {
  let result = verifySnapshot(of: value, as: strategy, named: name, record: record,
                              paths: paths, filePath: "\(filePath)", testName: testName)
  if !result.passed {
    reportFailure(result.message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  return result.passed
}

/// Records a failure in whichever test framework is running the caller.
func reportFailure(_ message: String, fileID: String, filePath: StaticString, line: Int,
                   column: Int) {
  if Test.current != nil {
    Issue.record(Comment(rawValue: message),
                 sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)",
                                                line: line, column: column))
  } else {
    XCTFail(message, file: filePath, line: UInt(line))
  }
}
