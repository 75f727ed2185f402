import BitmapFonts
import Cellshot
import CellshotTesting
import Foundation
import PNGCodec
import Testing
import TestSupport

/// Golden names: one folder per suite, numbers for repeated unnamed snapshots, names required in
/// parameterized tests; swift-snapshot-testing's spellings and layouts.
@MainActor enum SnapshotNaming {
  static let local: [String: String] = [:]  // a developer machine: CI not set

  static func paths(_ name: String) -> SnapshotPaths {
    let folder = TestPaths.scratch(name)
    return SnapshotPaths(goldens: folder + "/Goldens", artifacts: folder + "/artifacts")
  }

  static var card: AnyView { AnyView(Text("Card").padding(6).background(Color.yellow)) }

  /// Snapshots `card` unnamed, as a test called `card()` would, and returns the golden's
  /// path below the goldens folder.
  static func cardGolden(_ paths: SnapshotPaths, filePath: String = #filePath) -> String {
    let result = verifySnapshot(of: card, as: .image(size: CGSize(width: 80, height: 40)),
                                record: .missing, paths: paths, environment: local,
                                filePath: filePath, testName: "card()")
    return String(result.goldenPath.dropFirst(paths.goldens.count + 1))
  }
}

/// Two suites, each with a test snapshotting the same way: their goldens must not collide.
@MainActor @Suite struct NamingSuiteOne {
  @Test func card() {
    let p = SnapshotNaming.paths("naming-one")
    #expect(SnapshotNaming.cardGolden(p) == "naming-suite-one/card.png")
  }
}

@MainActor @Suite struct NamingSuiteTwo {
  @Test func card() {
    let p = SnapshotNaming.paths("naming-two")
    #expect(SnapshotNaming.cardGolden(p) == "naming-suite-two/card.png")
    // Repeated unnamed snapshots in one test are numbered; named ones are not.
    #expect(SnapshotNaming.cardGolden(p) == "naming-suite-two/card-2.png")
    #expect(SnapshotNaming.cardGolden(p) == "naming-suite-two/card-3.png")
    let named = verifySnapshot(of: SnapshotNaming.card, as: .image, named: "Big Card",
                               record: .missing, paths: p, environment: SnapshotNaming.local,
                               testName: "card()")
    #expect(named.goldenPath == p.goldens + "/naming-suite-two/card-big-card.png")
  }

  @Test(arguments: [1, 2])
  func parameterizedTestsMustNameTheirSnapshots(_ n: Int) {
    let p = SnapshotNaming.paths("naming-parameterized-\(n)")
    let unnamed = verifySnapshot(of: SnapshotNaming.card, as: .image, record: .missing, paths: p,
                                 environment: SnapshotNaming.local)
    #expect(unnamed.outcome == .error && unnamed.message.contains("name each snapshot"))
    let named = verifySnapshot(of: SnapshotNaming.card, as: .image, named: "case \(n)",
                               record: .missing, paths: p, environment: SnapshotNaming.local)
    #expect(named.outcome == .recorded)
  }

  /// swift-snapshot-testing's spellings: `as: .image` on a view, `.image(layout:)`,
  /// `assertSnapshots` with a dictionary (named by key) or an array (numbered).
  @Test func swiftSnapshotTestingSpellings() throws {
    let p = SnapshotNaming.paths("naming-spellings")
    let onPhone = verifySnapshot(of: SnapshotNaming.card, as: .image, named: "phone",
                                 record: .missing, paths: p, environment: SnapshotNaming.local)
    #expect(try PNGDecoder().decodeFile(onPhone.goldenPath).width == 390)
    // The card's own size: "Card" as body text measures at 2x, plus 6 points a side.
    let text = TextLayout("Card", chain: try FontLibrary.shared.chain(for: .body, scale: 2))
    let fits = verifySnapshot(of: SnapshotNaming.card, as: .image(layout: .sizeThatFits, scale: 2),
                              named: "fits", record: .missing, paths: p,
                              environment: SnapshotNaming.local)
    let fitted = try PNGDecoder().decodeFile(fits.goldenPath)
    #expect(fitted.width == text.width + 12 * 2 && fitted.height == text.height + 12 * 2,
            "\(fitted.width)x\(fitted.height)")
    let fixed = verifySnapshot(of: SnapshotNaming.card,
                               as: .image(layout: .fixed(width: 70, height: 30)), named: "fixed",
                               record: .missing, paths: p, environment: SnapshotNaming.local)
    let fixedBuffer = try PNGDecoder().decodeFile(fixed.goldenPath)
    #expect(fixedBuffer.width == 70 && fixedBuffer.height == 30)
    // assertSnapshots looks goldens up by key, or numbered in order: write the goldens it
    // should find (as a CI run would have them), then expect both calls to match.
    let small = Snapshotting<AnyView, PixelBuffer>.image(layout: .fixed(width: 60, height: 30))
    let large = Snapshotting<AnyView, PixelBuffer>.image(layout: .fixed(width: 90, height: 40))
    let fits1 = Snapshotting<AnyView, PixelBuffer>.image(layout: .sizeThatFits)
    let fits2 = Snapshotting<AnyView, PixelBuffer>.image(layout: .sizeThatFits, scale: 2)
    let folder = p.goldens + "/naming-suite-two/swift-snapshot-testing-spellings"
    for (strategy, suffix) in [(small, "-small"), (large, "-large"), (fits1, ""), (fits2, "-2")] {
      let bytes = try strategy.diffing.toData(try strategy.snapshot(SnapshotNaming.card))
      try FileIO.writeAtomically(bytes, to: folder + suffix + ".png")
    }
    #expect(assertSnapshots(of: SnapshotNaming.card, as: ["small": small, "large": large],
                            record: .never, paths: p))
    #expect(assertSnapshots(of: SnapshotNaming.card, as: [fits1, fits2], record: .never, paths: p))
  }
}
