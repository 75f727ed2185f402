import SnapshotTesting
import SwiftUI
import Testing

/// swift-snapshot-testing's README and documentation, as Swift Testing suites write them: the
/// same calls, recording under `__Snapshots__/ReadmeExamplesTests/` as `<test>.<n>.linux.png`.
@MainActor
@Suite(.snapshots(record: .missing))
struct ReadmeExamplesTests {
  @Test func cardOnIPhone13() {
    let view = ProfileScreen(name: "Blob")
    assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13)))
  }

  @Test func cardAtItsOwnSize() {
    assertSnapshot(of: CardView(title: "Blob", subtitle: "Blobbed around the world."), as: .image)
  }

  @Test func cardWithPrecision() {
    let view = CardView(title: "Precision", subtitle: "99% of pixels, ΔE at most 2")
    assertSnapshot(of: view, as: .image(precision: 0.99, perceptualPrecision: 0.98))
  }

  @Test func cardInDarkMode() {
    let view = CardView(title: "Dark", subtitle: "userInterfaceStyle: .dark")
    assertSnapshot(of: view, as: .image(traits: UITraitCollection(userInterfaceStyle: .dark)))
  }

  @Test func cardAtTwiceTheScale() {
    let view = CardView(title: "Scale 2", subtitle: "displayScale: 2")
    assertSnapshot(of: view, as: .image(layout: .fixed(width: 240, height: 140),
                                        traits: UITraitCollection(displayScale: 2)))
  }

  /// AccessibilitySnapshot's strategy, as its users spell it: the card in grey, each element
  /// VoiceOver stops at filled in its colour, the legend below (the card is narrow).
  @Test func cardsAccessibility() {
    let view = CardView(title: "Blob", subtitle: "Blobbed around the world.")
    assertSnapshot(of: view, as: .accessibilityImage(traits: UITraitCollection(displayScale: 2)))
  }

  @Test func screensOnDevices() {
    let view = ProfileScreen(name: "Devices")
    assertSnapshots(of: view, as: [
      "iPhoneSe": .image(layout: .device(config: .iPhoneSe)),
      "iPhone13Landscape": .image(layout: .device(config: .iPhone13(.landscape))),
    ])
  }

  @Test func twoUnnamedSnapshotsAreNumbered() {
    assertSnapshot(of: CardView(title: "First", subtitle: "testName.1"), as: .image)
    assertSnapshot(of: CardView(title: "Second", subtitle: "testName.2"), as: .image)
  }

  @Test func userAsJSON() {
    assertSnapshot(of: blob, as: .json)
  }

  @Test func userAsDump() {
    assertSnapshot(of: blob, as: .dump)
  }

  @Test func userAsDescription() {
    assertSnapshot(of: blob, as: .description)
  }

  @Test func recordModeMissingInline() {
    withSnapshotTesting(record: .missing) {
      assertSnapshot(of: "withSnapshotTesting(record: .missing)", as: .lines)
    }
  }

  @Test func hostingController() {
    let controller = UIHostingController(rootView: CardView(title: "Hosted",
                                                            subtitle: "UIHostingController"))
    assertSnapshot(of: controller, as: .image(on: .iPhoneSe))
  }
}
