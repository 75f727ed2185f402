// SnapshotTesting on Linux: swift-snapshot-testing's API (pointfreeco), with its meaning, over
// Cellshot, so that an iOS team's snapshot tests of SwiftUI views compile and run on Linux with
// only Package.swift changed. Takes what those tests write (`assertSnapshot(of: view, as:
// .image(layout: .device(config: .iPhone13)))`, `withSnapshotTesting(record: .missing)`, the
// `.snapshots` trait, custom strategies built with `pullback`); gives their references stored
// where swift-snapshot-testing stores them, named apart from the simulator's
// (`__Snapshots__/<File>/<test>.<n>.linux.png`), checked by PixelSnapshots' engine (nothing
// written when `CI` is set; expected, actual and diff files written on a failure) and views
// drawn by Cellshot on the main actor, from any test. Its `Snapshotting`, `Diffing` and
// `assertSnapshot` are swift-snapshot-testing's shapes, not PixelSnapshots' (which it uses
// without re-exporting). Never imported by Cellshot, PixelSnapshots or CellshotTesting.

// On iOS a test file that imports XCTest sees UIKit (XCTest's headers import it for its
// screenshots' `UIImage`), so suites name `UIImage` and `UIColor` with no `import UIKit`.
// Linux's XCTest has no UIKit to bring; SnapshotTesting, which such suites import beside it,
// brings Cellshot's.
@_exported import UIKit
