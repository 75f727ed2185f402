import Foundation
import PixelSnapshots
import Synchronization
import Testing
import XCTest

/// Where a reference and the artifacts of its failures are, named as swift-snapshot-testing
/// names them, with `.linux` before the extension.
///
/// A reference is `<folder>/<sanitized test name>.<name or count>.linux.<extension>`, the folder
/// being `__Snapshots__/<test file name without .swift>` beside the test file, or
/// `snapshotDirectory`. The `.linux` keeps Cellshot's pictures apart from the simulator's
/// (`card.1.png` beside `card.1.linux.png`): neither platform reads or overwrites the other's,
/// both sit side by side for review, and `snapshotDirectory` moves both alike. A sanitized name
/// has no dots, so no simulator reference can end in `.linux.<extension>`.
struct ReferenceLocation {
  /// The platform's part of every reference name.
  static let platform = "linux"

  /// The reference's folder.
  let folder: String
  /// The reference's file name without its extension ("testCard.1.linux").
  let stem: String
  /// The test file's name without its extension, the artifacts' sub-folder.
  let fileName: String
  /// The folder of artifacts, for this test file.
  let artifactsFolder: String
  /// The run report this reference's checks go to (the artifacts folder's root).
  var report: ReportOrigin

  init(filePath: String, snapshotDirectory: String?, testName: String, name: String?,
       environment: [String: String]) {
    let file = URL(fileURLWithPath: filePath, isDirectory: false)
    fileName = file.deletingPathExtension().lastPathComponent
    folder = snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true).path }
      ?? file.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
        .appendingPathComponent(fileName).path
    let identifier = name.map(sanitizePathComponent)
      ?? String(SnapshotCounter.active.next(for: folder + "/" + testName))
    stem = "\(sanitizePathComponent(testName)).\(identifier).\(Self.platform)"
    let root = SnapshotPaths.packageRoot(above: filePath)
    let artifacts = environment["SNAPSHOT_ARTIFACTS"] ?? environment["CELLSHOT_ARTIFACTS"]
      ?? root + "/.build/cellshot-artifacts"
    artifactsFolder = artifacts + "/" + fileName
    report = ReportOrigin(folder: artifacts, packageRoot: root, test: "\(fileName)/\(testName)")
    report.file = report.relative(filePath)
  }

  /// Where PixelSnapshots' engine finds the reference and puts the artifacts.
  var golden: GoldenLocation {
    GoldenLocation(stem: folder + "/" + stem, artifactStem: artifactsFolder + "/" + stem,
                   report: report)
  }

  /// The reference file for `pathExtension`.
  func path(pathExtension: String?) -> String {
    folder + "/" + stem + (pathExtension.map { ".\($0)" } ?? "")
  }
}

/// `testCard()`, `"dark mode"` to `testCard`, `dark-mode`: every run of characters that are
/// not letters, digits, marks or underscores becomes one dash, and dashes at either end go, as
/// swift-snapshot-testing sanitizes names (the regular expression `\W+`).
func sanitizePathComponent(_ string: String) -> String {
  string
    .replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
    .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
}

/// How many unnamed snapshots each test has taken, for their numbers (`testCard.1`,
/// `testCard.2`), keyed by the reference folder and the test's name.
///
/// As in swift-snapshot-testing: under Swift Testing the count is the task's (`.snapshots`
/// gives each test its own; without it, one count serves the whole process); under XCTest one
/// count serves the process and restarts when each test case finishes.
final class SnapshotCounter: Sendable {
  @TaskLocal static var current = SnapshotCounter()
  /// XCTest's count, restarted by `CounterReset` after each test case.
  static let xctest = SnapshotCounter()

  private let counts = Mutex<[String: Int]>([:])

  /// The count in force for the running test.
  static var active: SnapshotCounter {
    if Test.current != nil { return current }
    CounterReset.registerOnce()
    return xctest
  }

  /// The next number for `key`, from 1.
  func next(for key: String) -> Int {
    counts.withLock { counts in
      let n = counts[key, default: 0] + 1
      counts[key] = n
      return n
    }
  }

  func reset() {
    counts.withLock { $0.removeAll() }
  }
}

/// Restarts XCTest's snapshot count when a test case finishes, so that each test numbers its
/// snapshots from 1 (and a test run again numbers them the same).
final class CounterReset: NSObject, XCTestObservation, @unchecked Sendable {
  private static let registered = Mutex(false)

  static func registerOnce() {
    let first = registered.withLock { done in
      defer { done = true }
      return !done
    }
    guard first else { return }
    // corelibs-xctest runs tests and notifies observers on the main thread.
    if Thread.isMainThread {
      XCTestObservationCenter.shared.addTestObserver(CounterReset())
    } else {
      DispatchQueue.main.async { XCTestObservationCenter.shared.addTestObserver(CounterReset()) }
    }
  }

  func testCaseDidFinish(_ testCase: XCTestCase) {
    SnapshotCounter.xctest.reset()
  }
}
