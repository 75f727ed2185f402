import SnapshotTesting
import SwiftUI
import Testing

/// Tests that are not isolated to the main actor, as an iOS team's suite may have them: Swift
/// Testing runs them on its cooperative pool, and the render hops to the main actor, where
/// views are laid out, while the test waits.
@Suite(.snapshots(record: .missing))
struct NonisolatedTests {
  @Test func viewBuiltOffTheMainActor() {
    let view = CardView(title: "Nonisolated", subtitle: "rendered on the main actor")
    assertSnapshot(of: view, as: .image(layout: .device(config: .iPhoneSe)))
  }

  @Test func asyncTestOffTheMainActor() async {
    let view = CardView(title: "async", subtitle: "awaited nothing")
    assertSnapshot(of: view, as: .image)
  }

  @Test(arguments: ["Light", "Dark"])
  func parameterizedNamedSnapshots(style: String) {
    let traits = UITraitCollection(userInterfaceStyle: style == "Dark" ? .dark : .light)
    assertSnapshot(of: CardView(title: style, subtitle: "parameterized"),
                   as: .image(traits: traits), named: style)
  }
}
