// `swift package cellshot-previews [--out DIR] [--scale S] [--frame] [--ios V] ...`: the
// package's previews drawn to PNG with their catalog (`cellshot previews`, docs/cli.md), from
// a package that depends on Cellshot, with nothing built by hand: SwiftPM builds the
// `cellshot` tool for the host and runs it on this package. Writing the pictures into the
// package needs `--allow-writing-to-package-directory` (or SwiftPM asks).

import Foundation
import PackagePlugin

@main
struct CellshotPreviewsCommand: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    let tool = try context.tool(named: "CellshotCLI")
    // (`directoryURL` needs tools version 6.1; `directory` serves 6.0.)
    let package = context.package.directory.string
    var rest = arguments
    if !rest.contains("--out") { rest += ["--out", package + "/previews"] }
    let process = Process()
    process.executableURL = tool.url
    process.arguments = ["previews", package] + rest
    // SwiftPM holds `.build` while a plugin runs: the tool asks about the package with a
    // scratch folder of its own (`PreviewsCommand.swiftOutput`).
    var environment = ProcessInfo.processInfo.environment
    environment["CELLSHOT_SCRATCH_PATH"] = context.pluginWorkDirectoryURL
      .appendingPathComponent("describe").path
    process.environment = environment
    try process.run()
    process.waitUntilExit()
    if process.terminationStatus != 0 {
      Diagnostics.error("cellshot previews failed (exit status \(process.terminationStatus))")
    }
  }
}
