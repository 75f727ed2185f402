// swift-tools-version:6.0
// The package `cellshot bench --previews` times: an app's screens as a team writes them (20
// #Previews: lists, a form, a grid of cards, an article, a profile, a tab view) with the
// previews suite over 50 variants each at 3x (1,000 device-sized tests), and 50 iPhone 13
// snapshots of a 12-row List in swift-snapshot-testing's spelling. The bench copies it to
// .build/cellshot-bench, so that the references it records stay out of the repository.
import Foundation
import PackageDescription

#if os(Linux)
// Cellshot is the repository this example sits in (CELLSHOT_PATH names another checkout).
let cellshot = ProcessInfo.processInfo.environment["CELLSHOT_PATH"]
  ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized.path
// A path dependency's identity is its folder's name, whatever the clone is called.
let cellshotIdentity = URL(fileURLWithPath: cellshot).lastPathComponent.lowercased()
let snapshotPackage: Package.Dependency = .package(path: cellshot)
let snapshotTesting: Target.Dependency =
  .product(name: "SnapshotTesting", package: cellshotIdentity)
let swiftUI: [Target.Dependency] = [.product(name: "SwiftUI", package: cellshotIdentity)]
let previewTests: [Target.PluginUsage] = [
  .plugin(name: "CellshotPreviewTests", package: cellshotIdentity),
]
#else
let snapshotPackage: Package.Dependency =
  .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.18.0")
let snapshotTesting: Target.Dependency =
  .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
let swiftUI: [Target.Dependency] = []
let previewTests: [Target.PluginUsage] = []
#endif

let package = Package(
  name: "PreviewsBench",
  platforms: [.iOS(.v17), .macOS(.v14)],
  dependencies: [snapshotPackage],
  targets: [
    .target(name: "BenchScreens", dependencies: swiftUI),
    .testTarget(name: "BenchScreensTests", dependencies: ["BenchScreens", snapshotTesting],
                plugins: previewTests),
  ]
)
