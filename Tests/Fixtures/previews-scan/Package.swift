// swift-tools-version:6.0
// A package for `cellshot previews --generate-only` tests: which preview providers are found.
import Foundation
import PackageDescription

let cellshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("../../..").standardized

let package = Package(
  name: "PreviewsScan",
  platforms: [.macOS(.v15)],
  products: [.library(name: "Shown", targets: ["Shown"])],
  dependencies: [.package(path: cellshot.path)],
  targets: [
    .target(name: "Shown",
            dependencies: [.product(name: "Cellshot", package: cellshot.lastPathComponent.lowercased()),
                           .product(name: "SwiftUI", package: cellshot.lastPathComponent.lowercased())]),
    .target(name: "Unlisted",
            dependencies: [.product(name: "Cellshot", package: cellshot.lastPathComponent.lowercased())]),
  ]
)
