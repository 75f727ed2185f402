import SnapshotTesting
import SwiftUI
import Testing
import XCTest

/// Where references go and when they are written, checked in a scratch folder
/// (`snapshotDirectory:`). XCTest methods, so that they may set environment variables (`CI`,
/// `SNAPSHOT_TESTING_RECORD`, `SNAPSHOT_ARTIFACTS`): XCTest runs them one at a time, before
/// Swift Testing's tests.
final class StorageTests: XCTestCase {
  var folder = ""

  override func setUp() {
    folder = NSTemporaryDirectory() + "sst-storage-\(getpid())-\(name.hashValue)"
    try? FileManager.default.removeItem(atPath: folder)
  }

  override func tearDown() {
    try? FileManager.default.removeItem(atPath: folder)
  }

  func exists(_ file: String) -> Bool {
    FileManager.default.fileExists(atPath: folder + "/" + file)
  }

  func contents(_ file: String) -> String? {
    (try? String(contentsOfFile: folder + "/" + file, encoding: .utf8))
  }

  /// Names as swift-snapshot-testing makes them, `.linux` before the extension.
  func testReferenceNames() {
    withEnvironment("CI", nil) {
      let weird = "testWeird name()"
      let recorded = [
        verifySnapshot(of: "a", as: .lines, snapshotDirectory: folder, testName: weird),
        verifySnapshot(of: "b", as: .lines, snapshotDirectory: folder, testName: weird),
        verifySnapshot(of: "c", as: .lines, named: "dark mode!", snapshotDirectory: folder,
                       testName: weird),
        verifySnapshot(of: blob, as: .json, snapshotDirectory: folder, testName: "testÜmlaut()"),
        verifySnapshot(of: Data([1, 2]), as: .data, snapshotDirectory: folder,
                       testName: "_private_test"),
      ]
      XCTAssertTrue(recorded.allSatisfy { $0?.hasPrefix("No reference was found") == true },
                    "\(recorded)")
    }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted() ?? []
    XCTAssertEqual(names, ["_private_test.1.linux", "testWeird-name.1.linux.txt",
                           "testWeird-name.2.linux.txt", "testWeird-name.dark-mode.linux.txt",
                           "testÜmlaut.1.linux.json"])
  }

  /// A simulator's reference (`test.1.txt`) is neither read nor written on Linux.
  func testSimulatorReferencesAreLeftAlone() throws {
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try "recorded on iOS".write(toFile: folder + "/testShared.1.txt", atomically: true,
                                encoding: .utf8)
    withEnvironment("CI", nil) {
      XCTAssertNotNil(verifySnapshot(of: "drawn on Linux", as: .lines, record: .all,
                                     snapshotDirectory: folder, testName: "testShared()"))
    }
    // The second unnamed snapshot of a test is its number 2: name it as the first was.
    XCTAssertNil(verifySnapshot(of: "drawn on Linux", as: .lines, named: "1", record: .never,
                                snapshotDirectory: folder, testName: "testShared()"))
    XCTAssertEqual(contents("testShared.1.txt"), "recorded on iOS")
    XCTAssertEqual(contents("testShared.1.linux.txt"), "drawn on Linux")
  }

  /// With `CI` set, nothing is recorded in any mode: a missing reference fails, a changed
  /// one stays as it was.
  func testCINeverRecords() throws {
    try withEnvironment("CI", "true") {
      for mode in [SnapshotTestingConfiguration.Record.missing, .all, .failed] {
        let message = try XCTUnwrap(verifySnapshot(of: "new", as: .lines, record: mode,
                                                   snapshotDirectory: folder))
        XCTAssertTrue(message.hasPrefix("No reference was found on disk. New snapshot was not "
                                        + "recorded because CI is set"), message)
      }
      XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      try "old".write(toFile: folder + "/testCINeverRecords.kept.linux.txt", atomically: true,
                      encoding: .utf8)
      for mode in [SnapshotTestingConfiguration.Record.all, .failed] {
        let message = try XCTUnwrap(verifySnapshot(of: "new", as: .lines, named: "kept",
                                                   record: mode, snapshotDirectory: folder))
        XCTAssertTrue(message.hasPrefix("Snapshot \"kept\" does not match reference."), message)
      }
      XCTAssertEqual(contents("testCINeverRecords.kept.linux.txt"), "old")
    }
  }

  /// The four record modes, as swift-snapshot-testing has them.
  func testRecordModes() throws {
    try withEnvironment("CI", nil) {
      // A closure, not a local function: `#function` in a local function is its own name.
      let check = { (text: String, mode: SnapshotTestingConfiguration.Record) -> String? in
        verifySnapshot(of: text, as: .lines, named: "mode", record: mode,
                       snapshotDirectory: self.folder)
      }
      let file = "testRecordModes.mode.linux.txt"
      XCTAssertTrue(try XCTUnwrap(check("one", .never)).contains("recording is disabled"))
      XCTAssertFalse(exists(file))
      XCTAssertTrue(try XCTUnwrap(check("one", .missing)).hasPrefix("No reference was found"))
      XCTAssertNil(check("one", .missing))
      XCTAssertNil(check("one", .failed))
      XCTAssertTrue(try XCTUnwrap(check("two", .failed))
        .contains("A new snapshot was automatically recorded."))
      XCTAssertEqual(contents(file), "two")
      XCTAssertTrue(try XCTUnwrap(check("two", .all)).hasPrefix("Record mode is on."))
      XCTAssertNotNil(check("three", .never))
      XCTAssertEqual(contents(file), "two")
    }
  }

  /// `SNAPSHOT_TESTING_RECORD` sets the mode when nothing else does; `record:` wins over it.
  func testRecordEnvironmentVariable() throws {
    try withEnvironment("CI", nil) {
      try withEnvironment("SNAPSHOT_TESTING_RECORD", "never") {
        let message = try XCTUnwrap(verifySnapshot(of: "x", as: .lines, snapshotDirectory: folder))
        XCTAssertTrue(message.contains("recording is disabled"), message)
        XCTAssertFalse(exists("testRecordEnvironmentVariable.1.linux.txt"))
        _ = verifySnapshot(of: "x", as: .lines, record: .missing, snapshotDirectory: folder)
        XCTAssertTrue(exists("testRecordEnvironmentVariable.2.linux.txt"))
      }
    }
  }

  /// A mismatch writes the expected, actual and diff files to `SNAPSHOT_ARTIFACTS`, in a
  /// folder named for the test file, and names the views whose frames moved.
  @MainActor func testArtifactsAndMovedViews() async throws {
    let artifacts = folder + "/artifacts"
    try withEnvironment("CI", nil) {
      try withEnvironment("SNAPSHOT_ARTIFACTS", artifacts) {
        let layout = SwiftUISnapshotLayout.fixed(width: 120, height: 60)
        let square = { (x: CGFloat) in Color.red.frame(width: 20, height: 20).offset(x: x) }
        _ = verifySnapshot(of: square(0), as: .image(layout: layout), named: "square",
                           snapshotDirectory: folder)
        XCTAssertTrue(exists("testArtifactsAndMovedViews.square.linux.png"))
        XCTAssertTrue(exists("testArtifactsAndMovedViews.square.linux.frames.txt"))
        let message = try XCTUnwrap(verifySnapshot(of: square(5), as: .image(layout: layout),
                                                   named: "square", snapshotDirectory: folder))
        XCTAssertTrue(message.contains("Newly-taken snapshot does not match reference."), message)
        XCTAssertTrue(message.contains("views whose frames changed (3):"), message)
        XCTAssertTrue(message.contains("Color(255, 59, 48, 1): (50, 20, 20x20) -> (55, 20, 20x20)"),
                      message)
        let stem = "artifacts/StorageTests/testArtifactsAndMovedViews.square.linux"
        for suffix in ["expected.png", "actual.png", "diff.png"] {
          XCTAssertTrue(exists("\(stem).\(suffix)"), suffix)
          XCTAssertTrue(message.contains("\(stem).\(suffix)"), message)
        }
        // The run's report in the artifacts folder lists it with what a reviewer needs.
        XCTAssertTrue(exists("artifacts/index.html"))
        let results = try String(contentsOfFile: artifacts + "/results.js", encoding: .utf8)
        let line = try XCTUnwrap(results.split(separator: "\n").last { $0.contains("\"outcome\":\"failed\"") })
        for part in ["\"name\":\"StorageTests/testArtifactsAndMovedViews.square.linux\"",
                     "\"accept\":\"cellshot accept StorageTests/testArtifactsAndMovedViews.square.linux\"",
                     "\"diff\":\"StorageTests/testArtifactsAndMovedViews.square.linux.diff.png\"",
                     "\"line\":", "\"moved\":[\"views whose frames changed (3):\""] {
          XCTAssertTrue(line.contains(part), "\(part) in \(line)")
        }
      }
    }
  }

  /// `CELLSHOT_FRAME_TREES=0` records a view's reference without its frame tree.
  @MainActor func testFrameTreesCanBeLeftOut() async {
    withEnvironment("CI", nil) {
      withEnvironment("CELLSHOT_FRAME_TREES", "0") {
        _ = verifySnapshot(of: Color.red.frame(width: 10, height: 10), as: .image,
                           snapshotDirectory: folder)
      }
    }
    XCTAssertTrue(exists("testFrameTreesCanBeLeftOut.1.linux.png"))
    XCTAssertFalse(exists("testFrameTreesCanBeLeftOut.1.linux.frames.txt"))
  }

  /// The deprecated global turns record mode on for every test until it is turned off.
  @available(*, deprecated)
  func testIsRecordingGlobal() throws {
    try withEnvironment("CI", nil) {
      XCTAssertFalse(isRecording)
      isRecording = true
      defer { isRecording = false }
      XCTAssertTrue(isRecording)
      let message = try XCTUnwrap(verifySnapshot(of: "x", as: .lines, snapshotDirectory: folder))
      XCTAssertTrue(message.hasPrefix("Record mode is on."), message)
    }
  }
}

/// References go beside the test file, in `__Snapshots__/<file name>/`.
@Suite struct DefaultLocationTests {
  @Test func referenceBesideTheTestFile() {
    assertSnapshot(of: "beside the test file", as: .lines)
    let expected = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("__Snapshots__/StorageTests/referenceBesideTheTestFile.1.linux.txt")
    #expect(FileManager.default.fileExists(atPath: expected.path))
  }
}
