import Foundation
import PNGCodec

/// `cellshot previews [PACKAGE] [--out DIR] [--scale S] [--generate-only]`: renders every
/// `PreviewProvider` in a Swift package's library targets to PNG.
///
/// The previews are the package's own code, so they are compiled: the command writes a small
/// runner package under `PACKAGE/.build/cellshot-previews` that depends on the package (and on
/// Cellshot, from where the package gets it), `@testable import`s each module with previews
/// (a debug build allows it, so internal types are seen), and calls `PreviewExport.write`. Then
/// it builds and runs the runner with `swift run`. The first run builds Cellshot there once.
enum PreviewsCommand {
  @MainActor static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments, valueOptions: ["--out", "--scale"],
                             flagOptions: ["--generate-only"])
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
    let found = try description.previewProviders()
    for skipped in found.skipped { printError("cellshot: \(skipped)") }
    guard !found.providers.isEmpty else {
      printError("cellshot: no PreviewProvider in \(package)'s library targets")
      return found.skipped.isEmpty ? 0 : 2
    }
    let cellshot = try description.cellshotDependency()
    let runner = package + "/.build/cellshot-previews"
    try writeRunner(at: runner, package: description, cellshot: cellshot,
                    providers: found.providers)
    if args.flags.contains("--generate-only") {
      print(runner)
      return 0
    }
    printError("cellshot: building \(found.providers.count) previews' runner in \(runner)")
    let status = try swift(["run", "--package-path", runner, "--scratch-path", runner + "/.build",
                            "-c", "debug", "CellshotPreviews", out, String(scale)])
    if status != 0 { printError("cellshot: the previews' runner failed (exit status \(status))") }
    return status == 0 ? 0 : 2
  }

  /// One `PreviewProvider` found: its module, its type, and the library product to reach it.
  struct Provider: Equatable {
    var module: String
    var type: String
    var product: String
  }

  /// Writes the runner package: its manifest and its `main.swift`.
  static func writeRunner(at folder: String, package: PackageInfo, cellshot: String,
                          providers: [Provider]) throws {
    let packageIdentity = identity(package.path)
    let cellshotIdentity = identity(cellshot)
    var dependencies = ["    .package(path: \(quoted(package.path))),"]
    if cellshotIdentity != packageIdentity {
      dependencies.append("    .package(path: \(quoted(cellshot))),")
    }
    var products = [".product(name: \"Cellshot\", package: \(quoted(cellshotIdentity)))"]
    for product in Set(providers.map(\.product)).sorted() where product != "Cellshot"
      || cellshotIdentity != packageIdentity {
      products.append(".product(name: \(quoted(product)), package: \(quoted(packageIdentity)))")
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
    let modules = Set(providers.map(\.module)).sorted()
    let list = providers.map { "    (\(quoted($0.module)), \($0.module).\($0.type).self)," }
    let main = """
      // Written by `cellshot previews`. Safe to delete.
      import Cellshot
      \(modules.map { "@testable import \($0)" }.joined(separator: "\n"))

      let arguments = CommandLine.arguments
      let scale = arguments.count > 2 ? Int(arguments[2]) ?? 1 : 1
      // Top-level code runs on the main thread, where views live.
      let status = MainActor.assumeIsolated { () -> Int32 in
        let providers: [(module: String, type: any PreviewProvider.Type)] = [
      \(list.joined(separator: "\n"))
        ]
        return PreviewExport.write(providers, to: arguments.count > 1 ? arguments[1] : "previews",
                                   scale: scale)
      }
      exit(status)

      """
    try FileIO.makeDirectories(folder + "/Sources/CellshotPreviews")
    try FileIO.writeAtomically(Array(manifest.utf8), to: folder + "/Package.swift")
    try FileIO.writeAtomically(Array(main.utf8), to: folder + "/Sources/CellshotPreviews/main.swift")
  }

  /// SwiftPM's identity for a package at `path`: its folder's name in lower case.
  static func identity(_ path: String) -> String {
    URL(fileURLWithPath: path).lastPathComponent.lowercased()
  }

  static func quoted(_ text: String) -> String {
    "\"" + text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"") + "\""
  }

  static func absolute(_ path: String) -> String {
    URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
      .standardizedFileURL.path
  }
}

/// What `swift package describe` says of a package, and the previews in its sources.
struct PackageInfo {
  var name: String
  var path: String
  /// Library targets with the library products that hold them.
  var targets: [(name: String, module: String, path: String, sources: [String], products: [String])]

  init(folder: String) throws {
    let json = try PreviewsCommand.swiftOutput(["package", "--package-path", folder, "describe",
                                                "--type", "json"])
    guard let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
          let name = root["name"] as? String, let path = root["path"] as? String else {
      throw SetupError(description: "cannot read `swift package describe` for \(folder)")
    }
    self.name = name
    self.path = path
    let libraries = Set(((root["products"] as? [[String: Any]]) ?? []).compactMap { product in
      ((product["type"] as? [String: Any])?["library"] != nil) ? product["name"] as? String : nil
    })
    targets = ((root["targets"] as? [[String: Any]]) ?? []).compactMap { target in
      guard target["type"] as? String == "library", target["module_type"] as? String == "SwiftTarget",
            let name = target["name"] as? String, let relative = target["path"] as? String else {
        return nil
      }
      let products = ((target["product_memberships"] as? [String]) ?? []).filter(libraries.contains)
      return (name, (target["c99name"] as? String) ?? name, path + "/" + relative,
              (target["sources"] as? [String]) ?? [], products.sorted())
    }
  }

  /// Every `PreviewProvider` declared at the top level of a library target's sources, and the
  /// ones that cannot be reached (private, or in a target no library product holds).
  func previewProviders() throws -> (providers: [PreviewsCommand.Provider], skipped: [String]) {
    var providers: [PreviewsCommand.Provider] = []
    var skipped: [String] = []
    for target in targets {
      for source in target.sources where source.hasSuffix(".swift") {
        let file = target.path + "/" + source
        let text = String(decoding: try FileIO.read(file, maxBytes: 16 << 20), as: UTF8.self)
        for (type, isPrivate) in PreviewScan.providers(in: text) {
          if isPrivate {
            skipped.append("\(file): \(type) is private: its preview is skipped")
          } else if let product = target.products.first {
            providers.append(.init(module: target.module, type: type, product: product))
          } else {
            skipped.append("\(file): \(type) is in \(target.name), which no library product "
                           + "holds: add one to render its previews")
          }
        }
      }
    }
    return (providers, skipped)
  }

  /// Where the package gets Cellshot from: itself, or a dependency found by
  /// `swift package show-dependencies`.
  func cellshotDependency() throws -> String {
    if targets.contains(where: { $0.name == "Cellshot" }) { return path }
    let json = try PreviewsCommand.swiftOutput(["package", "--package-path", path,
                                                "show-dependencies", "--format", "json"])
    let root = try? JSONSerialization.jsonObject(with: json) as? [String: Any]
    func find(_ node: [String: Any]) -> String? {
      if (node["name"] as? String)?.lowercased() == "cellshot", let path = node["path"] as? String {
        return path
      }
      for child in (node["dependencies"] as? [[String: Any]]) ?? [] {
        if let found = find(child) { return found }
      }
      return nil
    }
    guard let root, let found = find(root) else {
      throw SetupError(description: "\(path) does not depend on Cellshot: its previews cannot be "
                       + "rendered")
    }
    return found
  }
}

/// Finds the types a Swift file declares as preview providers, by their declarations.
enum PreviewScan {
  /// `(type name, is private)` for each top-level `struct`/`enum`/`class X: ...PreviewProvider`
  /// and `extension X: PreviewProvider` in `text`, in order.
  static func providers(in text: String) -> [(String, Bool)] {
    var found: [(String, Bool)] = []
    var inBlockComment = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if inBlockComment {
        if line.contains("*/") { inBlockComment = false }
        continue
      }
      if line.hasPrefix("/*") && !line.contains("*/") {
        inBlockComment = true
        continue
      }
      // Top level only: a nested type is not reachable by its plain name.
      guard let first = line.first, first != " ", first != "\t", first != "/" else { continue }
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
      var isPrivate = false
      while let word = words.first,
            word.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "final",
                                    "package", "nonisolated"].contains(word) {
        if word == "private" || word == "fileprivate" { isPrivate = true }
        words.removeFirst()
      }
      guard words.count >= 2, ["struct", "enum", "class", "extension"].contains(words[0]) else {
        continue
      }
      let rest = words.dropFirst().joined(separator: " ")
      guard let colon = rest.firstIndex(of: ":") else { continue }
      let name = rest[..<colon].trimmingCharacters(in: .whitespaces)
      let inherited = rest[rest.index(after: colon)...].prefix { $0 != "{" }
      let conformances = inherited.split(separator: ",").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard conformances.contains("PreviewProvider") || conformances.contains("Cellshot.PreviewProvider"),
            !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
        continue
      }
      found.append((name, isPrivate))
    }
    return found
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
  static func swiftOutput(_ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
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
