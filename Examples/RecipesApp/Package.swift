// swift-tools-version:6.0
// A feature package written as an iOS team writes one: SwiftUI views with #Previews and an asset
// catalog, and swift-snapshot-testing tests. On Linux its previews are snapshot tests too
// (CellshotPreviewTests). Its sources have no Linux line: on Linux this
// manifest takes Cellshot (whose SwiftUI and SnapshotTesting modules stand in), elsewhere
// Apple's SwiftUI and pointfreeco's swift-snapshot-testing. Cellshot's test suite builds and runs
// it (ExamplePackageTests), recording its references on a first run and comparing on a second.
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
// Xcode's asset symbols (`Color(.brand)`), which Xcode generates and SwiftPM on Linux does not.
let assetSymbols: [Target.PluginUsage] = [
  .plugin(name: "AssetSymbols", package: cellshotIdentity),
]
// Every #Preview and PreviewProvider of RecipesUI as a snapshot test of RecipesUITests, in the
// variants cellshot-previews.json lists.
let previewTests: [Target.PluginUsage] = [
  .plugin(name: "CellshotPreviewTests", package: cellshotIdentity),
]
#else
let snapshotPackage: Package.Dependency =
  .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.18.0")
let snapshotTesting: Target.Dependency =
  .product(name: "SnapshotTesting", package: "swift-snapshot-testing")
let swiftUI: [Target.Dependency] = []
let assetSymbols: [Target.PluginUsage] = []
let previewTests: [Target.PluginUsage] = []
#endif

let package = Package(
  name: "RecipesApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [.library(name: "RecipesUI", targets: ["RecipesUI"])],
  dependencies: [snapshotPackage],
  targets: [
    .target(name: "RecipesUI", dependencies: swiftUI, resources: [.process("Resources")],
            plugins: assetSymbols),
    .testTarget(name: "RecipesUITests", dependencies: ["RecipesUI", snapshotTesting],
                plugins: previewTests),
  ]
)
