import Foundation
import PNGCodec
import PreviewSources

/// `cellshot previews [PACKAGE] [--out DIR] [--scale S] [--frame] [--no-housing] [--ios V]
/// [--generate-only]`: renders every `PreviewProvider` in a Swift package's library targets to
/// PNG; `--frame` draws the phone around device previews, `--no-housing` leaves out the notch
/// or Dynamic Island, `--ios 26` draws the chrome in iOS 26's Liquid Glass (17 or 18: iOS 18's
/// look, the default; 13: iOS 13's lists).
///
/// The previews are the package's own code, so they are compiled: the command writes a small
/// runner package under `PACKAGE/.build/cellshot-previews` that depends on the package (and on
/// Cellshot, from where the package gets it), `@testable import`s each module with previews
/// (a debug build allows it, so internal types are seen), and calls `PreviewExport.write`. Then
/// it builds and runs the runner with `swift run`. The first run builds Cellshot there once.
enum PreviewsCommand {
  @MainActor static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments, valueOptions: ["--out", "--scale", "--ios"],
                             flagOptions: ["--generate-only", "--frame", "--no-housing"])
    let look = try args.look()
    guard args.operands.count <= 1 else {
      throw UsageError("one package folder at most, not '\(args.operands.joined(separator: " "))'")
    }
    let scale = try args.integer("--scale", default: 1, in: 1...3)
    let package = absolute(args.operands.first ?? ".")
    guard FileManager.default.fileExists(atPath: package + "/Package.swift") else {
      throw UsageError("no Package.swift in \(package)")
    }
    let out = absolute(args.values["--out"] ?? "previews")
    let description = try PackageInfo(folder: package)
    let found = try description.previews()
    for skipped in found.skipped { printError("cellshot: \(skipped)") }
    guard !found.providers.isEmpty || !found.macros.isEmpty else {
      printError("cellshot: no PreviewProvider or #Preview in \(package)'s library targets")
      return found.skipped.isEmpty ? 0 : 2
    }
    let cellshot = try description.cellshotDependency()
    let runner = package + "/.build/cellshot-previews"
    try writeRunner(at: runner, package: description, cellshot: cellshot, found: found)
    if args.flags.contains("--generate-only") {
      print(runner)
      return 0
    }
    forgetStaleModules(runner: runner, package: description, cellshot: cellshot)
    let count = found.providers.count + found.macros.count
    printError("cellshot: building \(count) previews' runner in \(runner)")
    let chrome = [args.flags.contains("--frame") ? "frame" : nil,
                  args.flags.contains("--no-housing") ? "no-housing" : nil,
                  look == .standard ? nil : look.rawValue]
      .compactMap { $0 }.joined(separator: ",")
    let status = try swift(["run", "--package-path", runner, "--scratch-path", runner + "/.build",
                            "-c", "debug", "CellshotPreviews", out, String(scale),
                            chrome, try variants(package)])
    if status != 0 { printError("cellshot: the previews' runner failed (exit status \(status))") }
    return status == 0 ? 0 : 2
  }

  /// The variants of the package's `cellshot-previews.json` (at its root), for the runner:
  /// `spec<TAB>words` for each, joined by `|`; empty when there is no file.
  static func variants(_ package: String) throws -> String {
    let path = package + "/cellshot-previews.json"
    guard let data = FileManager.default.contents(atPath: path) else { return "" }
    let configuration: PreviewSuiteConfiguration
    do {
      configuration = try PreviewSuiteConfiguration(json: data, path: path)
    } catch {
      throw UsageError(error.description)
    }
    return configuration.variants.map {
      $0.spec + "\t" + configuration.labels(of: $0).joined(separator: " · ")
    }.joined(separator: "|")
  }

  /// Removes the runner's compiled copies of the package's modules (and its own) when
  /// Cellshot's sources changed since the last build: SwiftPM's incremental build does not
  /// always recompile a module whose dependency's declarations changed, and the runner then
  /// fails to link against symbols Cellshot no longer has. Cellshot's own modules rebuild
  /// incrementally; the stamp is Cellshot's source files' paths, sizes and modification times.
  static func forgetStaleModules(runner: String, package: PackageInfo, cellshot: String) {
    let files = FileManager.default
    var lines: [String] = []
    if let walk = files.enumerator(atPath: cellshot + "/Sources") {
      for case let path as String in walk where path.hasSuffix(".swift") {
        let attributes = try? files.attributesOfItem(atPath: cellshot + "/Sources/" + path)
        let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
        let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        lines.append("\(path) \(size) \(time)")
      }
    }
    let stampFile = runner + "/.build/cellshot-sources.stamp"
    let text = lines.sorted().joined(separator: "\n")
    if (try? String(contentsOfFile: stampFile, encoding: .utf8)) == text { return }
    for build in (try? files.contentsOfDirectory(atPath: runner + "/.build")) ?? [] {
      let debug = runner + "/.build/" + build + "/debug"
      let modules = package.targets.map(\.module) + ["CellshotPreviews"]
      for module in modules { try? files.removeItem(atPath: debug + "/" + module + ".build") }
    }
    try? files.createDirectory(atPath: runner + "/.build", withIntermediateDirectories: true)
    try? text.write(toFile: stampFile, atomically: true, encoding: .utf8)
  }

  /// One `PreviewProvider` found: its module, its type, and the library product to reach it.
  struct Provider: Equatable {
    var module: String
    var type: String
    var product: String
  }

  /// One top-level `#Preview` call: its module, its file's name, its arguments as written,
  /// the modules its file imports, and the library product to reach it.
  struct MacroPreview: Equatable {
    var module: String
    var file: String
    var arguments: String
    var imports: [String]
    var product: String
  }

  /// Cellshot's products that stand in for Apple's modules, which a runner adds when a
  /// `#Preview`'s file imports them.
  static let compatibilityModules = ["SwiftUI", "SwiftUICore", "UIKit", "Combine"]

  /// Writes the runner package: its manifest and its `main.swift`.
  static func writeRunner(at folder: String, package: PackageInfo, cellshot: String,
                          found: PackageInfo.Found) throws {
    let providers = found.providers
    let imported = Set(found.macros.flatMap(\.imports))
    let packageIdentity = identity(package.path)
    let cellshotIdentity = identity(cellshot)
    var dependencies = ["    .package(path: \(quoted(package.path))),"]
    if cellshotIdentity != packageIdentity {
      dependencies.append("    .package(path: \(quoted(cellshot))),")
    }
    var products = [".product(name: \"Cellshot\", package: \(quoted(cellshotIdentity)))"]
    for product in Set(providers.map(\.product) + found.macros.map(\.product)).sorted()
    where product != "Cellshot" || cellshotIdentity != packageIdentity {
      products.append(".product(name: \(quoted(product)), package: \(quoted(packageIdentity)))")
    }
    for module in compatibilityModules where imported.contains(module) {
      products.append(".product(name: \(quoted(module)), package: \(quoted(cellshotIdentity)))")
    }
    let manifest = """
      // swift-tools-version:6.0
      // Written by `cellshot previews`: renders \(package.name)'s previews. Safe to delete.
      import PackageDescription

      let package = Package(
        name: "CellshotPreviews",
        platforms: [.macOS(.v15)],
        dependencies: [
      \(dependencies.joined(separator: "\n"))
        ],
        targets: [
          .executableTarget(
            name: "CellshotPreviews",
            dependencies: [
              \(products.joined(separator: ",\n        "))
            ],
            swiftSettings: [.swiftLanguageMode(.v5)]
          )
        ]
      )

      """
    let main = runnerMain(found)
    try FileIO.makeDirectories(folder + "/Sources/CellshotPreviews")
    try FileIO.writeAtomically(Array(manifest.utf8), to: folder + "/Package.swift")
    try FileIO.writeAtomically(Array(main.utf8), to: folder + "/Sources/CellshotPreviews/main.swift")
  }

  /// The runner's `main.swift`: every provider, and every file's `#Preview`s with their
  /// arguments pasted into `PreviewMacro.declared`, as `PreviewExport` entries.
  static func runnerMain(_ found: PackageInfo.Found) -> String {
    let modules = Set(found.providers.map(\.module) + found.macros.map(\.module)).sorted()
    let others = Set(found.macros.flatMap(\.imports)).subtracting(modules + ["Cellshot"]).sorted()
    var entries = found.providers.map {
      "    .init(module: \(quoted($0.module)), provider: \($0.module).\($0.type).self),"
    }
    var files: [(module: String, file: String)] = []
    for macro in found.macros where !files.contains(where: { $0 == (macro.module, macro.file) }) {
      files.append((macro.module, macro.file))
    }
    for (module, file) in files {
      let calls = found.macros.filter { $0.module == module && $0.file == file }
      let previews = calls.map { call in
        // `@Previewable` state is the closure's own local state, as in the macro's expansion
        let arguments = call.arguments.replacingOccurrences(of: "@Previewable", with: "")
        return "      PreviewMacro.declared\(arguments.hasPrefix("{") ? " " : "")\(arguments),"
      }
      entries.append("""
            .init(module: \(quoted(module)), name: \(quoted(file))) { [
        \(previews.joined(separator: "\n"))
            ] },
        """)
    }
    return """
      // Written by `cellshot previews`. Safe to delete.
      import Cellshot
      \((others.map { "import \($0)" } + modules.map { "@testable import \($0)" })
          .joined(separator: "\n"))

      let arguments = CommandLine.arguments
      let scale = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
      // Top-level code runs on the main thread, where views live.
      let status = MainActor.assumeIsolated { () -> Int32 in
        let entries: [PreviewExport.Entry] = [
      \(entries.joined(separator: "\n"))
        ]
        let variants = (arguments.count > 4 ? arguments[4] : "").split(separator: "|").map {
          let parts = $0.split(separator: "\\t", omittingEmptySubsequences: false)
            .map(String.init)
          return (spec: parts[0], label: parts.count > 1 ? parts[1] : "")
        }
        return PreviewExport.write(entries, to: arguments.count > 1 ? arguments[1] : "previews",
                                   scale: scale,
                                   chrome: .init(arguments.count > 3 ? arguments[3] : ""),
                                   variants: variants)
      }
      exit(status)

      """
  }

  /// SwiftPM's identity for a package at `path`: its folder's name in lower case.
  static func identity(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent.lowercased()
  }

  static func quoted(_ text: String) -> String { PreviewTestWriter.quoted(text) }

  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      .standardizedFileURL.path
  }
}

extension PreviewsCommand {
  /// Runs `swift` with `arguments`, its output going to ours; its exit status.
  static func swift(_ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift"] + arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }

  /// Runs `swift` with `arguments` and returns what it printed; an error when it fails.
  ///
  /// Under `swift package cellshot-previews` (`CELLSHOT_SCRATCH_PATH` set by the command
  /// plugin), SwiftPM holds the package's `.build` while the plugin runs: a `swift package`
  /// asked about the package then uses that scratch folder instead, or it would wait forever.
  static func swiftOutput(_ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var arguments = arguments
    if arguments.first == "package",
       let scratch = ProcessInfo.processInfo.environment["CELLSHOT_SCRATCH_PATH"] {
      arguments.insert(contentsOf: ["--scratch-path", scratch], at: 1)
    }
    process.arguments = ["swift"] + arguments
    let pipe = Pipe()
    let errors = Pipe()
    process.standardOutput = pipe
    process.standardError = errors
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let text = String(decoding: message, as: UTF8.self)
        .split(separator: "\n").last.map(String.init) ?? ""
      throw SetupError(description: "swift \(arguments.prefix(4).joined(separator: " ")) failed: \(text)")
    }
    return data
  }
}
