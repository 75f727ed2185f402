import BenchScreens
import SnapshotTesting
import SwiftUI
import Testing

/// Fifty full-screen iPhone 13 snapshots at 3x of a 12-row List, as a test file spells them.
@MainActor
@Suite(.snapshots(record: .missing))
struct ListSnapshotTests {
  @Test(arguments: 0..<50)
  func list(_ n: Int) {
    assertSnapshot(of: RowList(), as: .image(layout: .device(config: .iPhone13)), named: "\(n)")
  }
}
