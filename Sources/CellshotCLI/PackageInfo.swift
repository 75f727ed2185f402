import Foundation
import PreviewSources
import PNGCodec

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
      guard target["type"] as? String == "library",
            target["module_type"] as? String == "SwiftTarget",
            let name = target["name"] as? String, let relative = target["path"] as? String else {
        return nil
      }
      let products = ((target["product_memberships"] as? [String]) ?? []).filter(libraries.contains)
      return (name, (target["c99name"] as? String) ?? name, path + "/" + relative,
              (target["sources"] as? [String]) ?? [], products.sorted())
    }
  }

  /// The previews a package's sources declare.
  struct Found {
    var providers: [PreviewsCommand.Provider] = []
    var macros: [PreviewsCommand.MacroPreview] = []
    /// The ones that cannot be reached, with why.
    var skipped: [String] = []
  }

  /// Every `PreviewProvider` and `#Preview` declared at the top level of a library target's
  /// sources, and the ones that cannot be reached (private, or in a target no library product
  /// holds).
  func previews() throws -> Found {
    var found = Found()
    for target in targets {
      for source in target.sources where source.hasSuffix(".swift") {
        let file = target.path + "/" + source
        let text = String(decoding: try FileIO.read(file, maxBytes: 16 << 20), as: UTF8.self)
        let providers = PreviewScan.providers(in: text)
        let calls = PreviewScan.macroCalls(in: text)
        guard !providers.isEmpty || !calls.isEmpty else { continue }
        guard let product = target.products.first else {
          for name in providers.map(\.0) + (calls.isEmpty ? [] : ["#Preview"]) {
            found.skipped.append("\(file): \(name) is in \(target.name), which no library "
                                 + "product holds: add one to render its previews")
          }
          continue
        }
        for (type, isPrivate) in providers {
          if isPrivate {
            found.skipped.append("\(file): \(type) is private: its preview is skipped")
          } else {
            found.providers.append(.init(module: target.module, type: type, product: product))
          }
        }
        let stem = URL(fileURLWithPath: source).deletingPathExtension().lastPathComponent
        let imports = PreviewScan.imports(in: text).filter { $0 != target.module }
        for call in calls {
          found.macros.append(.init(module: target.module, file: stem, arguments: call,
                                    imports: imports, product: product))
        }
      }
    }
    return found
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
