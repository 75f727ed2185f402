// The AssetSymbols build plugin: Xcode's generated asset symbols (`Color(.brand)`,
// `Image(.pancakes)`, `UIImage.pancakes`) for a target's asset catalogs, on Linux. A target
// uses it from its manifest; its sources stay as they are:
//
//   .target(name: "RecipesUI", dependencies: [...], resources: [.process("Resources")],
//           plugins: [.plugin(name: "AssetSymbols", package: "cellshot")])

import Foundation
import PackagePlugin

@main
struct AssetSymbols: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // (`directoryURL` needs tools version 6.1; `directory` serves 6.0.)
    let catalogs = Self.catalogs(under: URL(fileURLWithPath: target.directory.string))
    guard !catalogs.isEmpty else { return [] }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent(
      "GeneratedAssetSymbols.swift")
    // `Bundle.module` exists when the target declares resources (its catalogs among them).
    let hasResources = target.sourceFiles.contains { $0.type == .resource }
    let products = Self.productNames(of: target)
    var arguments = ["--output", output.path, "--bundle", hasResources ? "module" : "main"]
    if products.contains("SwiftUI") {
      arguments += ["--import", "SwiftUI", "--import", "UIKit", "--uikit"]
    } else {
      arguments += ["--import", "Cellshot"]
      if products.contains("UIKit") { arguments += ["--import", "UIKit", "--uikit"] }
    }
    arguments += catalogs.map(\.path)
    return [.buildCommand(
      displayName: "Generating asset symbols for \(target.name)",
      executable: try context.tool(named: "AssetSymbolsGenerator").url,
      arguments: arguments,
      inputFiles: catalogs.flatMap(Self.files(in:)),
      outputFiles: [output])]
  }

  /// The `.xcassets` folders under `folder`, in name order.
  static func catalogs(under folder: URL) -> [URL] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var found: [URL] = []
    while let url = walker?.nextObject() as? URL {
      if url.pathExtension == "xcassets" {
        found.append(url)
        walker?.skipDescendants()
      }
    }
    return found.sorted { $0.path < $1.path }
  }

  /// Every file under `folder` (a change to any of them generates the symbols again).
  static func files(in folder: URL) -> [URL] {
    let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    var files: [URL] = []
    while let url = walker?.nextObject() as? URL { files.append(url) }
    return files + [folder]
  }

  /// The names of the products `target` depends on, directly or through its targets.
  static func productNames(of target: Target) -> Set<String> {
    var names: Set<String> = []
    var seen: Set<String> = []
    var queue: [Target] = [target]
    while let next = queue.popLast() {
      guard seen.insert(next.id).inserted else { continue }
      for dependency in next.dependencies {
        switch dependency {
        case .product(let product):
          names.insert(product.name)
          queue += product.targets
        case .target(let target): queue.append(target)
        @unknown default: continue
        }
      }
    }
    return names
  }
}
