import Foundation

/// An asset: the name code asks for it by (`Icons/star` under a folder that provides a
/// namespace) and the namespaces it is in.
struct Asset {
  let name: String
  let namespaces: [String]
  var leaf: String { String(name.split(separator: "/").last ?? "") }
}

/// The colour and image sets of some catalogs.
struct AssetList {
  var colors: [Asset] = []
  var images: [Asset] = []
  var warnings: [String] = []

  /// Reads the catalog folder at `path` (an `.xcassets` folder).
  mutating func read(catalog path: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
    else { throw GeneratorError(description: "\(path): no such asset catalog folder") }
    try read(folder: path, prefix: "", namespaces: [])
  }

  private mutating func read(folder: String, prefix: String, namespaces: [String]) throws {
    let entries = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    for entry in entries {
      let path = folder + "/" + entry
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
      else { continue }
      let name = (entry as NSString).deletingPathExtension
      switch (entry as NSString).pathExtension {
      case "colorset": colors.append(Asset(name: prefix + name, namespaces: namespaces))
      case "imageset": images.append(Asset(name: prefix + name, namespaces: namespaces))
      case "":
        if providesNamespace(path) {
          try read(folder: path, prefix: prefix + name + "/", namespaces: namespaces + [name])
        } else {
          try read(folder: path, prefix: prefix, namespaces: namespaces)
        }
      default: continue  // app icons, symbol sets, data sets: Xcode makes no symbol of them
      }
    }
  }

  /// Whether the folder's `Contents.json` says `"provides-namespace": true`.
  private mutating func providesNamespace(_ folder: String) -> Bool {
    let file = folder + "/Contents.json"
    guard let data = FileManager.default.contents(atPath: file) else { return false }
    guard let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      warnings.append("warning: \(file): not a JSON object; its folder is read as no namespace")
      return false
    }
    let properties = json["properties"] as? [String: Any]
    return properties?["provides-namespace"] as? Bool ?? false
  }
}
