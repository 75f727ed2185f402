// swift-tools-version:6.0
// An app's views written as an iOS team writes them today: SwiftData models, an @Observable
// object in a file that imports Foundation alone, #Previews that insert sample data. Its sources
// have no Linux line: on Linux this manifest takes Cellshot (SwiftUI, SwiftData and
// AppleFoundation: the README's shorter choice, the modules it imports; the README's own
// takes AppleFrameworks), elsewhere Apple's frameworks. Render its
// previews with `cellshot previews Examples/TripsApp`.
import Foundation
import PackageDescription

#if os(Linux)
// Cellshot is the repository this example sits in. A path dependency's identity is its
// folder's name, whatever the clone is called.
let cellshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized
let dependencies: [Package.Dependency] = [.package(path: cellshot.path)]
let frameworks: [Target.Dependency] = ["SwiftUI", "SwiftData", "AppleFoundation"].map {
  .product(name: $0, package: cellshot.lastPathComponent.lowercased())
}
// What `import Foundation` holds on iOS beyond Linux's, in every file.
let linuxSettings: [SwiftSetting] =
  [.unsafeFlags(["-Xfrontend", "-import-module", "-Xfrontend", "AppleFoundation"])]
#else
let dependencies: [Package.Dependency] = []
let frameworks: [Target.Dependency] = []
let linuxSettings: [SwiftSetting] = []
#endif

let package = Package(
  name: "TripsApp",
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [.library(name: "TripsUI", targets: ["TripsUI"])],
  dependencies: dependencies,
  targets: [
    .target(name: "TripsUI", dependencies: frameworks, swiftSettings: linuxSettings),
  ]
)
