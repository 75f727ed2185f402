// The CellshotPreviewTests build plugin: every `#Preview` and `PreviewProvider` of the modules a
// test target tests becomes a snapshot test of that target, one per preview and variant, with
// no test code. A test target uses it from the manifest:
//
//   .testTarget(name: "ProfileUIPreviewTests",
//               dependencies: ["ProfileUI", .product(name: "CellshotTesting", package: "cellshot")],
//               plugins: [.plugin(name: "CellshotPreviewTests", package: "cellshot")])
//
// The tested modules are the target's dependencies in its own package. The variants come from
// `cellshot-previews.json` in the test target's folder or at the package root (docs/previews.md).

import Foundation
import PackagePlugin

@main
struct CellshotPreviewTests: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    // (`directoryURL` needs tools version 6.1; `directory` serves 6.0.)
    let packageRoot = context.package.directory.string
    var arguments = ["--package-root", packageRoot]
    var inputs: [URL] = []
    for folder in [target.directory.string, packageRoot] {
      let config = folder + "/cellshot-previews.json"
      if FileManager.default.fileExists(atPath: config) {
        arguments += ["--config", config]
        inputs.append(URL(fileURLWithPath: config))
        break
      }
    }
    guard Self.reaches(target, module: "CellshotTesting") else {
      Diagnostics.error("\(target.name) uses CellshotPreviewTests but cannot import "
                        + "CellshotTesting: add .product(name: \"CellshotTesting\", package: "
                        + "\"cellshot\") (or SnapshotTesting) to its dependencies")
      return []
    }
    for case .target(let tested) in target.dependencies {
      guard let tested = tested as? SourceModuleTarget, tested.kind != .test else { continue }
      let swiftFiles = tested.sourceFiles(withSuffix: "swift").map(\.url)
        .sorted { $0.path < $1.path }
      guard !swiftFiles.isEmpty else { continue }
      arguments += ["--module", tested.moduleName] + swiftFiles.map(\.path)
      inputs += swiftFiles
    }
    let output = context.pluginWorkDirectoryURL.appendingPathComponent("PreviewTests.swift")
    return [.buildCommand(
      displayName: "Generating preview tests for \(target.name)",
      executable: try context.tool(named: "CellshotPreviewTestsGenerator").url,
      arguments: ["--output", output.path] + arguments,
      inputFiles: inputs,
      outputFiles: [output])]
  }

  /// Whether `target` depends, directly or through its dependencies, on a module `module`.
  static func reaches(_ target: Target, module: String) -> Bool {
    var seen: Set<String> = []
    var queue: [Target] = [target]
    while let next = queue.popLast() {
      guard seen.insert(next.id).inserted else { continue }
      if next.name == module { return true }
      for dependency in next.dependencies {
        switch dependency {
        case .product(let product): queue += product.targets
        case .target(let target): queue.append(target)
        @unknown default: continue
        }
      }
    }
    return false
  }
}
