// AssetSymbolsGenerator: the tool the AssetSymbols build plugin runs. It reads a target's asset
// catalogs (folders and `Contents.json` files only; Foundation, no Cellshot) and writes the Swift
// that Xcode generates for them (`GeneratedAssetSymbols.swift`): `ColorResource.brand`,
// `ImageResource.pancakes`, and the `Color`, `ShapeStyle`, `UIColor` and `UIImage` members
// that name them, so that `Color(.brand)` and `Image(.pancakes)` compile on Linux.
//
//   AssetSymbolsGenerator --output FILE [--bundle module|main] [--import MODULE]...
//                         [--uikit] CATALOG...

import Foundation

@main
struct AssetSymbolsGenerator {
  static func main() {
    do {
      let options = try Options(CommandLine.arguments.dropFirst())
      var assets = AssetList()
      for catalog in options.catalogs { try assets.read(catalog: catalog) }
      let source = SymbolWriter(assets: assets, options: options).source()
      try write(source, to: options.output)
      for warning in assets.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
    } catch {
      FileHandle.standardError.write(Data("error: \(error)\n".utf8))
      exit(1)
    }
  }

  /// Writes `source` to `path` unless it already holds it (so nothing recompiles needlessly),
  /// through a temporary file, so a failed write leaves the old file whole.
  static func write(_ source: String, to path: String) throws {
    let data = Data(source.utf8)
    if FileManager.default.contents(atPath: path) == data { return }
    try data.write(to: URL(fileURLWithPath: path), options: .atomic)
  }
}

struct GeneratorError: Error, CustomStringConvertible {
  let description: String
}

/// The command line.
struct Options {
  var output = ""
  var bundle = "module"
  var imports: [String] = []
  var uikit = false
  var catalogs: [String] = []

  init(_ arguments: ArraySlice<String>) throws {
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      switch argument {
      case "--output": output = try Self.value(of: argument, &rest)
      case "--bundle": bundle = try Self.value(of: argument, &rest)
      case "--import": imports.append(try Self.value(of: argument, &rest))
      case "--uikit": uikit = true
      default:
        if argument.hasPrefix("--") {
          throw GeneratorError(description: "unknown option \(argument)")
        }
        catalogs.append(argument)
      }
    }
    guard !output.isEmpty else { throw GeneratorError(description: "--output FILE is needed") }
    guard bundle == "module" || bundle == "main" else {
      throw GeneratorError(description: "--bundle is module or main, not \(bundle)")
    }
  }

  static func value(of option: String, _ rest: inout ArraySlice<String>) throws -> String {
    guard let value = rest.popFirst() else {
      throw GeneratorError(description: "\(option) needs a value")
    }
    return value
  }
}
