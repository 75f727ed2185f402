import Cellshot
import CellshotTesting
import XCTest

/// assertSnapshot under XCTest: the same call, failures reported with XCTFail.
final class XCTestSnapshotTests: XCTestCase {
  func testCardUnderXCTest() {
    let card = Text("XCTest").padding().background(Color.green.opacity(0.3)).cornerRadius(8)
    assertSnapshot(of: card, as: .image(size: CGSize(width: 120, height: 60)), named: "card")
  }
}
