import Foundation
import PNGCodec
import Synchronization
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
/// The golden is `<goldens>/<suite>/<test>[-<name>][-<n>].<ext>`, all in kebab case: the suite
/// is the Swift Testing suite type the test is in (or, under XCTest and for global test
/// functions, the test file's name), so that two suites with a `card()` test do not share a
/// golden; `<n>` numbers the second and later unnamed snapshots of one test (`card-2.png`). A
/// parameterized test must name its snapshots, or its cases would share goldens. With an empty
/// `testName` the golden is `<goldens>/<name>.<ext>` (the gallery's goldens).
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
  let naming = GoldenNaming.base(testName: testName, name: name, filePath: filePath)
  let base = naming.base
  let golden = "\(paths.goldens)/\(base).\(strategy.pathExtension)"
  let goldenFolder = String(golden[..<(golden.lastIndex(of: "/") ?? golden.startIndex)])
  func result(_ outcome: SnapshotResult.Outcome, _ message: String, _ artifacts: [String] = [])
    -> SnapshotResult
  {
    SnapshotResult(outcome: outcome, message: message, goldenPath: golden, artifacts: artifacts)
  }
  if let problem = naming.problem { return result(.error, problem) }

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
    try FileIO.makeDirectories(goldenFolder)
    FileIO.removeStaleTemporaries(in: goldenFolder)
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
    let stem = "\(paths.artifacts)/\(base)"
    try FileIO.makeDirectories(String(stem[..<(stem.lastIndex(of: "/") ?? stem.startIndex)]))
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

/// How goldens are named (see `verifySnapshot`), and the count of unnamed snapshots each test
/// has taken so far in this process.
enum GoldenNaming {
  private static let counts = Mutex<[String: Int]>([:])

  /// The golden's path under the goldens folder, without its extension, or why there is none.
  static func base(testName: String, name: String?, filePath: String)
    -> (base: String, problem: String?)
  {
    let named = name.map(kebabCase) ?? ""
    guard !testName.isEmpty else { return (named, nil) }
    let current = Test.current
    // The suite type's name components, or the file's name (XCTest, global test functions).
    let components = current.map { Array($0.id.nameComponents.dropLast()) } ?? []
    let fileStem = URL(fileURLWithPath: filePath).deletingPathExtension().lastPathComponent
    let suite = kebabCase(components.isEmpty ? fileStem : components.joined(separator: "-"))
    let test = [kebabCase(testName), named].filter { !$0.isEmpty }.joined(separator: "-")
    var base = "\(suite)/\(test)"
    guard name == nil else { return (base, nil) }
    if current?.isParameterized == true {
      return (base, "\(testName) is parameterized: name each snapshot (named:), or its cases "
              + "would share one golden")
    }
    let n = counts.withLock { counts -> Int in
      let n = counts[base, default: 0] + 1
      counts[base] = n
      return n
    }
    if n > 1 { base += "-\(n)" }
    return (base, nil)
  }
}

/// Asserts `value` against one golden per strategy, each named by its key (in key order), as
/// swift-snapshot-testing's `assertSnapshots(of:as:)` with a dictionary.
@discardableResult
public func assertSnapshots<Value, Format>(
  of value: Value, as strategies: [String: Snapshotting<Value, Format>],
  record: SnapshotRecordMode? = nil, paths: SnapshotPaths? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: Int = #line, column: Int = #column
) -> Bool {
  var passed = true
  for (name, strategy) in strategies.sorted(by: { $0.key < $1.key }) {
    passed = assertSnapshot(of: value, as: strategy, named: name, record: record, paths: paths,
                            fileID: fileID, filePath: filePath, testName: testName, line: line,
                            column: column) && passed
  }
  return passed
}

/// Asserts `value` against one golden per strategy, numbered in order (`card`, `card-2`, ...),
/// as swift-snapshot-testing's `assertSnapshots(of:as:)` with an array.
@discardableResult
public func assertSnapshots<Value, Format>(
  of value: Value, as strategies: [Snapshotting<Value, Format>],
  record: SnapshotRecordMode? = nil, paths: SnapshotPaths? = nil,
  fileID: String = #fileID, filePath: StaticString = #filePath, testName: String = #function,
  line: Int = #line, column: Int = #column
) -> Bool {
  var passed = true
  for strategy in strategies {
    passed = assertSnapshot(of: value, as: strategy, record: record, paths: paths, fileID: fileID,
                            filePath: filePath, testName: testName, line: line, column: column)
      && passed
  }
  return passed
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
