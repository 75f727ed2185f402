// swift-tools-version:6.0
// An app's views with SwiftUI previews, for `cellshot previews Examples/PreviewsDemo`.
import Foundation
import PackageDescription

// Cellshot is the repository this example sits in. A path dependency's identity is its
// folder's name, whatever the clone is called.
let cellshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../..").standardized

let package = Package(
  name: "PreviewsDemo",
  platforms: [.macOS(.v15)],
  products: [.library(name: "ProfileUI", targets: ["ProfileUI"])],
  dependencies: [.package(path: cellshot.path)],
  targets: [
    .target(
      name: "ProfileUI",
      dependencies: [
        .product(name: "Cellshot", package: cellshot.lastPathComponent.lowercased()),
        .product(name: "SwiftUI", package: cellshot.lastPathComponent.lowercased()),
      ]
    )
  ]
)
