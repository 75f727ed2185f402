import Cellshot
import CellshotTesting
import XCTest

/// assertSnapshot under XCTest: the same call, failures reported with XCTFail.
///
/// Views are main-actor isolated. corelibs-xctest (Linux) cannot run a test method marked
/// `@MainActor` (it fails to cast the method), but runs every test on the main thread, so a
/// test says so with `MainActor.assumeIsolated`.
final class XCTestSnapshotTests: XCTestCase {
  func testCardUnderXCTest() {
    MainActor.assumeIsolated {
      let card = Text("XCTest").padding().background(Color.green.opacity(0.3)).cornerRadius(8)
      assertSnapshot(of: card, as: .image(size: CGSize(width: 120, height: 60)), named: "card")
    }
  }
}
