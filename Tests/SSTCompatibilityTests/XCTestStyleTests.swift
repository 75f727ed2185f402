import SnapshotTesting
import SwiftUI
import XCTest

/// An XCTest case as iOS suites write them: the configuration set for every test by
/// `invokeTest`, test methods that are not isolated to the main actor.
///
/// corelibs-xctest runs synchronous test methods on the main thread, so these render at once.
/// It cannot list a synchronous method marked `@MainActor` (nor any synchronous method of a
/// `@MainActor` class): the whole test bundle aborts with "Could not cast value of type
/// '(XCTestStyleTests) -> @MainActor () -> ()'". An `async` method marked `@MainActor` runs.
final class XCTestStyleTests: XCTestCase {
  override func invokeTest() {
    withSnapshotTesting(record: .missing, diffTool: .ksdiff) {
      super.invokeTest()
    }
  }

  func testCard() {
    assertSnapshot(of: CardView(title: "XCTest", subtitle: "a nonisolated method"), as: .image)
  }

  func testScreenOnIPadSplitView() {
    assertSnapshot(of: ProfileScreen(name: "iPad"),
                   as: .image(layout: .device(config: .iPadMini(.portrait(splitView: .oneThird)))))
  }

  func testUnnamedSnapshotsCountFromOneInEachTest() {
    assertSnapshot(of: "first", as: .lines)
    assertSnapshot(of: "second", as: .lines)
  }

  @MainActor func testOnTheMainActor() async {
    let view = CardView(title: "@MainActor", subtitle: "an async method").padding(4)
    assertSnapshot(of: view, as: .image)
  }

  func testOffTheMainThread() async {
    // An async method runs on the cooperative pool: the render hops to the main actor while
    // corelibs-xctest spins the main run loop.
    XCTAssertFalse(Thread.isMainThread)
    assertSnapshot(of: CardView(title: "XCTest async", subtitle: "off the main thread"),
                   as: .image)
  }

  @available(*, deprecated, message: "tests the deprecated spellings")
  func testDeprecatedSpellings() {
    assertSnapshot(matching: blob, as: .json, record: false)
    assertSnapshot(of: blob, as: .dump, record: false)
  }

  func testDiffToolIsInTheFailure() throws {
    let folder = NSTemporaryDirectory() + "sst-difftool-\(getpid())"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try withEnvironment("CI", nil) {
      XCTAssertNotNil(verifySnapshot(of: "old", as: .lines, named: "tool", record: .all,
                                     snapshotDirectory: folder))
      let message = try XCTUnwrap(verifySnapshot(of: "new", as: .lines, named: "tool",
                                                 record: .never, snapshotDirectory: folder))
      XCTAssertTrue(message.hasPrefix("Snapshot \"tool\" does not match reference."), message)
      let reference = "\(folder)/testDiffToolIsInTheFailure.tool.linux.txt"
      XCTAssertTrue(message.contains("ksdiff \"\(reference)\""), message)
      XCTAssertTrue(message.contains("@@ −1,1 +1,1 @@\n−old\n+new"), message)
    }
  }
}

/// Runs `body` with the environment variable `name` set to `value` (unset for nil), then
/// restores it. For XCTest methods only: they run one at a time, and before Swift Testing's.
func withEnvironment<R>(_ name: String, _ value: String?, _ body: () throws -> R) rethrows -> R {
  let old = ProcessInfo.processInfo.environment[name]
  func set(_ value: String?) {
    if let value { setenv(name, value, 1) } else { unsetenv(name) }
  }
  set(value)
  defer { set(old) }
  return try body()
}
