import Foundation
import PNGCodec

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
  filePath: String = #filePath, testName: String = #function, line: Int? = nil
) -> SnapshotResult {
  let paths = paths ?? SnapshotPaths.forTestFile(filePath)
  let mode = record ?? SnapshotRecordMode.resolve(environment)
  let isCI = SnapshotRecordMode.isCI(environment)
  let naming = GoldenNaming.base(testName: testName, name: name, filePath: filePath)
  let golden = "\(paths.goldens)/\(naming.base).\(strategy.pathExtension)"
  if let problem = naming.problem {
    return SnapshotResult(outcome: .error, message: problem, goldenPath: golden, artifacts: [])
  }
  let actual: Format
  do {
    actual = try strategy.snapshot(value)
  } catch {
    return SnapshotResult(outcome: .error, message: "could not snapshot the value: \(error)",
                          goldenPath: golden, artifacts: [])
  }
  let root = testName.isEmpty ? FileManager.default.currentDirectoryPath
    : SnapshotPaths.packageRoot(above: filePath)
  var report = ReportOrigin(folder: paths.artifacts, packageRoot: root, line: line)
  if !testName.isEmpty {
    let suite = naming.base.split(separator: "/").dropLast().joined(separator: "/")
    report.test = suite + "/" + testName
    report.file = report.relative(filePath)
  }
  let location = GoldenLocation(stem: "\(paths.goldens)/\(naming.base)",
                                artifactStem: "\(paths.artifacts)/\(naming.base)", report: report)
  var check = GoldenCheck(value: value, actual: actual, strategy: strategy, location: location,
                          label: naming.base, mode: mode, mayWrite: !isCI)
  return check.run()
}

/// Where one golden and the artifacts of its failures are, for a caller that names goldens its
/// own way (the `SnapshotTesting` compatibility module names them as swift-snapshot-testing
/// does).
public struct GoldenLocation: Sendable, Hashable {
  /// The golden's path without its extension: the golden is `<stem>.<pathExtension>` (`<stem>`
  /// when the strategy's extension is empty), its sidecar `<stem>.<suffix>`.
  public var stem: String
  /// The artifacts' path without extension: `<artifactStem>.expected.<pathExtension>`,
  /// `<artifactStem>.actual.<pathExtension>`, and `<artifactStem>.<suffix>` for each attachment.
  public var artifactStem: String
  /// The run report the check is added to (none: not reported).
  public var report: ReportOrigin?

  public init(stem: String, artifactStem: String, report: ReportOrigin? = nil) {
    self.stem = stem
    self.artifactStem = artifactStem
    self.report = report
  }

  /// `stem` with `pathExtension` (none when it is empty).
  static func path(_ stem: String, _ pathExtension: String) -> String {
    pathExtension.isEmpty ? stem : "\(stem).\(pathExtension)"
  }
}

/// Checks `value` against the golden at `location` without reporting, with the record mode
/// given: the same steps as `verifySnapshot(of:as:named:...)` (nothing is written when `CI` is
/// set in `environment`; a mismatch writes the expected, actual and diff files; a sidecar is
/// written with the golden and explains a mismatch), for goldens named by the caller.
public func verifySnapshot<Value, Format>(
  of value: Value, as strategy: Snapshotting<Value, Format>, at location: GoldenLocation,
  record mode: SnapshotRecordMode,
  environment: [String: String] = ProcessInfo.processInfo.environment
) -> SnapshotResult {
  let golden = GoldenLocation.path(location.stem, strategy.pathExtension)
  let actual: Format
  do {
    actual = try strategy.snapshot(value)
  } catch {
    return SnapshotResult(outcome: .error, message: "could not snapshot the value: \(error)",
                          goldenPath: golden, artifacts: [])
  }
  let label = String(location.stem.split(separator: "/").last ?? "")
  var check = GoldenCheck(value: value, actual: actual, strategy: strategy, location: location,
                          label: label, mode: mode,
                          mayWrite: !SnapshotRecordMode.isCI(environment))
  return check.run()
}

/// One value's check against its golden, after it was snapshotted: `verifySnapshot`'s steps.
struct GoldenCheck<Value, Format> {
  let value: Value
  let actual: Format
  let strategy: Snapshotting<Value, Format>
  /// Where the golden, its sidecar and the artifacts go.
  let location: GoldenLocation
  /// The golden's name in messages (its path under the goldens folder, without extension).
  let label: String
  /// The golden file.
  let golden: String
  let mode: SnapshotRecordMode
  /// False under CI, where goldens are never written.
  let mayWrite: Bool
  /// The actual value encoded, once it has been. It is encoded only when it is written (a
  /// golden or an artifact): a match costs a decode of the golden and a comparison, never an
  /// encode (for pictures, the small PNG preset's encode is many times the decode).
  private var encoded: [UInt8]?
  /// What a mismatch measured, and the frames that moved, for the report.
  var details: DiffDetails?
  var moved: [String] = []

  init(value: Value, actual: Format, strategy: Snapshotting<Value, Format>,
       location: GoldenLocation, label: String, mode: SnapshotRecordMode, mayWrite: Bool) {
    self.value = value
    self.actual = actual
    self.strategy = strategy
    self.location = location
    self.label = label
    golden = GoldenLocation.path(location.stem, strategy.pathExtension)
    self.mode = mode
    self.mayWrite = mayWrite
  }

  /// The sidecar file beside the golden, when the strategy keeps one.
  var sidecarPath: String? { strategy.sidecar.map { "\(location.stem).\($0.suffix)" } }

  func result(_ outcome: SnapshotResult.Outcome, _ message: String, _ artifacts: [String] = [])
    -> SnapshotResult
  {
    SnapshotResult(outcome: outcome, message: message, goldenPath: golden, artifacts: artifacts)
  }

  /// Checks the golden, and adds the outcome to the run's report.
  mutating func run() -> SnapshotResult {
    guard let report = location.report else { return check() }
    RunReport.shared.begin(report.folder)
    let result = check()
    RunReport.shared.add(entry(result, report), to: report.folder)
    return result
  }

  /// Records a missing golden, re-records one (record mode all), or compares with it.
  mutating func check() -> SnapshotResult {
    guard FileIO.exists(golden) else {
      guard mode != .never, mayWrite else {
        let why = mayWrite ? "record mode is never" : "CI is set, so goldens are never written"
        // The actual picture goes where a reviewer finds it, for `cellshot accept`.
        let artifacts = writeActual()
        return result(.missing, "no golden at \(golden) (\(why)); record it on a developer "
                      + "machine with CELLSHOT_RECORD=missing", artifacts)
      }
      if let failure = record() { return failure }
      return result(.recorded, "recorded a new golden at \(golden): look at it, then run again",
                    writeActual())
    }
    if mode == .all && mayWrite {
      if let failure = record() { return failure }
      return result(.recorded, "re-recorded \(golden) (record mode all): look at it, then run "
                    + "again", writeActual())
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
    return mismatch(failure, goldenBytes: goldenBytes)
  }

  /// Writes the golden: nil, or the error result when it could not be written.
  mutating func record() -> SnapshotResult? {
    do {
      try writeGolden()
      return nil
    } catch {
      return result(.error, "could not record \(golden): \(error)")
    }
  }

  /// A golden that does not match: the artifacts written, the message, and a re-record in
  /// record mode failed.
  mutating func mismatch(_ failure: DiffFailure, goldenBytes: [UInt8]) -> SnapshotResult {
    let (artifacts, artifactError) = writeArtifacts(failure, goldenBytes: goldenBytes)
    details = failure.details
    var message = "snapshot \(label) does not match \(golden): \(failure.message)"
    if let explanation = sidecarExplanation() {
      moved = explanation.split(separator: "\n").map(String.init)
        .filter { !$0.hasPrefix("the frame tree is unchanged") }
      message += "\n" + explanation
    }
    if !artifacts.isEmpty {
      message += "\n" + artifacts.map { "  wrote \($0)" }.joined(separator: "\n")
    }
    message += artifactError
    if mode == .failed && mayWrite {
      do {
        try writeGolden()
      } catch {
        return result(.error, message + "\ncould not re-record: \(error)")
      }
      return result(.recorded, message + "\nre-recorded \(golden) (record mode failed): look at it")
    }
    return result(.mismatched, message, artifacts)
  }

  /// Writes expected, actual and the strategy's attachments where a person can look: the
  /// paths written, and why not all of them when a write failed.
  mutating func writeArtifacts(_ failure: DiffFailure, goldenBytes: [UInt8])
    -> (paths: [String], error: String)
  {
    var artifacts: [String] = []
    do {
      let stem = location.artifactStem
      try FileIO.makeDirectories(FileIO.directory(of: stem))
      let ext = strategy.pathExtension
      let expected = GoldenLocation.path("\(stem).expected", ext)
      let actual = GoldenLocation.path("\(stem).actual", ext)
      try FileIO.writeAtomically(goldenBytes, to: expected)
      try FileIO.writeAtomically(try actualBytes(), to: actual)
      artifacts = [expected, actual]
      if let sidecarBytes = actualSidecar() {
        try FileIO.writeAtomically(sidecarBytes, to: actualSidecarPath)
      }
      for attachment in failure.attachments {
        try FileIO.writeAtomically(attachment.bytes, to: "\(stem).\(attachment.suffix)")
        artifacts.append("\(stem).\(attachment.suffix)")
      }
      return (artifacts, "")
    } catch {
      return (artifacts, "\n(could not write the artifacts: \(error))")
    }
  }

  /// The artifact path of the actual frame tree.
  var actualSidecarPath: String {
    "\(location.artifactStem).actual.\(strategy.sidecar?.suffix ?? "sidecar")"
  }

  /// The actual frame tree, when the strategy keeps one.
  func actualSidecar() -> [UInt8]? {
    guard let sidecar = strategy.sidecar, sidecar.record, let text = try? sidecar.make(value) else {
      return nil
    }
    return Array(text.utf8)
  }

  /// Writes the actual value (and its frame tree) as artifacts, for a golden not compared: the
  /// paths written (none when a write failed).
  mutating func writeActual() -> [String] {
    let stem = location.artifactStem
    let actual = GoldenLocation.path("\(stem).actual", strategy.pathExtension)
    do {
      try FileIO.makeDirectories(FileIO.directory(of: stem))
      try FileIO.writeAtomically(try actualBytes(), to: actual)
      if let sidecarBytes = actualSidecar() {
        try FileIO.writeAtomically(sidecarBytes, to: actualSidecarPath)
      }
      return [actual]
    } catch {
      return []
    }
  }

  /// The report's line for `result`.
  func entry(_ result: SnapshotResult, _ report: ReportOrigin) -> ReportEntry {
    let outcome: ReportEntry.Outcome = switch result.outcome {
    case .matched: .passed
    case .mismatched: .failed
    case .recorded: .recorded
    case .missing: .missing
    case .error: .error
    }
    var entry = ReportEntry(name: report.inReport(location.artifactStem), outcome: outcome,
                            message: result.message)
    entry.golden = report.relative(golden)
    entry.goldenSidecar = sidecarPath.map(report.relative)
    entry.test = report.test
    entry.file = report.file
    entry.line = report.line
    for path in result.artifacts {
      let name = report.inReport(path)
      if path.hasSuffix(".diff.png") { entry.diff = name }
      else if path.contains(".expected") { entry.expected = name }
      else if path.contains(".actual") { entry.actual = name }
    }
    if entry.actual != nil, FileIO.exists(actualSidecarPath) {
      entry.actualSidecar = report.inReport(actualSidecarPath)
    }
    if let details {
      entry.differing = details.differing
      entry.total = details.total
      entry.box = details.box
      entry.maxDelta = details.maxDelta
      entry.size = details.size
    }
    entry.moved = moved.isEmpty ? nil : moved
    if outcome == .failed || outcome == .missing, entry.actual != nil {
      entry.accept = "cellshot accept \(ReportEntry.shellQuoted(entry.name))"
    }
    return entry
  }

  /// Which views moved, from a frame tree recorded beside the golden, if there is one.
  func sidecarExplanation() -> String? {
    guard let sidecar = strategy.sidecar, let sidecarPath, FileIO.exists(sidecarPath),
          let recorded = try? FileIO.read(sidecarPath, maxBytes: 64 << 20),
          let current = try? sidecar.make(value) else { return nil }
    return sidecar.explain(String(decoding: recorded, as: UTF8.self), current)
  }

  /// The actual value as the golden's bytes (encoded once).
  mutating func actualBytes() throws -> [UInt8] {
    if let encoded { return encoded }
    let bytes = try strategy.diffing.toData(actual)
    encoded = bytes
    return bytes
  }

  /// Writes the golden and its sidecar as a pair: both, or neither (and what a killed writer
  /// left in the folder is cleared first).
  mutating func writeGolden() throws {
    var files = [(bytes: try actualBytes(), path: golden)]
    if let sidecar = strategy.sidecar, sidecar.record, let sidecarPath {
      files.append((Array(try sidecar.make(value).utf8), sidecarPath))
    }
    let goldenFolder = String(golden[..<(golden.lastIndex(of: "/") ?? golden.startIndex)])
    try FileIO.makeDirectories(goldenFolder)
    FileIO.removeStaleTemporaries(in: goldenFolder)
    try FileIO.writeAtomically(files)
  }
}
