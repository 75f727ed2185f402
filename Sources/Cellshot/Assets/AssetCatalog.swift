// Assets/: asset catalogs, the `.xcassets` folders an iOS target keeps its named colours and
// pictures in, for `Color("Brand")`, `Image("logo")`, `UIColor(named:)` and `UIImage(named:)`.
//
// Takes catalog folders as Xcode writes them (a `Contents.json` in every folder, read with
// Foundation's JSONSerialization); gives colours (light and dark, converted to sRGB) and
// pictures (the PNG variant for a render's scale and appearance, decoded once and kept).
// `AssetCatalog` reads one catalog; `AssetCatalogs` finds the catalogs a program has (its
// resource bundles) and answers lookups, with a warning for each problem met. A problem in one
// asset (a broken Contents.json, an unreadable PDF) never stops the others; a lookup never
// crashes. Folders are walked once each, known by their device and inode, so symbolic links
// that loop (`A -> .`) are met once and reported, and a folder that cannot be listed (a path
// too long, no permission) is a problem naming it, never skipped silently.

import Foundation

/// One asset catalog (an `.xcassets` folder), read: its colour sets and image sets by name.
///
/// Names are those code asks for: the set's folder name without its extension, after the
/// names of enclosing folders that provide a namespace (`"Icons/star"` for
/// `Icons/star.imageset` when `Icons` has "Provides Namespace" ticked, else `"star"`). Names
/// are case-sensitive, as iOS looks them up: `"logo"` does not find `Logo.imageset`.
public struct AssetCatalog: Sendable {
  /// The catalog's folder.
  public let path: String
  /// The colour sets, by name.
  public private(set) var colors: [String: ColorAsset] = [:]
  /// The image sets, by name.
  public private(set) var images: [String: ImageAsset] = [:]
  /// Assets that exist but cannot be used, by name: the problem, naming the file (a
  /// Contents.json that is not JSON, a symbol set).
  public private(set) var unusable: [String: String] = [:]
  /// Problems that are no one asset's (a folder's Contents.json that cannot be read), each
  /// naming its file.
  public private(set) var problems: [String] = []

  /// How deep folders may nest inside a catalog before the rest is left out.
  static let maxDepth = 32

  /// Reads the catalog at `path`: every set's Contents.json now, pictures when drawn.
  ///
  /// - Throws: `AssetCatalogError` when `path` is not a folder that can be listed. Problems
  ///   inside the catalog do not throw: they are in `unusable` and `problems`, and a lookup
  ///   of the asset reports them.
  public init(path: String) throws(AssetCatalogError) {
    self.path = path
    guard Self.isFolder(path) else {
      throw AssetCatalogError(path: path, reason: "not a folder")
    }
    do {
      _ = try FileManager.default.contentsOfDirectory(atPath: path)
    } catch {
      throw AssetCatalogError(path: path,
                              reason: "cannot be listed (\(error.localizedDescription))")
    }
    if case .failure(let problem) = ContentsFile.read(path) { problems.append(problem.message) }
    var visited: Set<FolderIdentity> = []
    if let root = FolderIdentity(path) { visited.insert(root) }
    readFolder(path, namespace: "", depth: 0, visited: &visited)
  }

  /// The names of every colour and image set, sorted.
  public var names: [String] { (Array(colors.keys) + Array(images.keys)).sorted() }

  /// Every problem in the catalog, sorted by file: the folders' and the assets'.
  public var allProblems: [String] { (problems + unusable.values).sorted() }

  private mutating func readFolder(_ folder: String, namespace: String, depth: Int,
                                   visited: inout Set<FolderIdentity>) {
    guard depth < Self.maxDepth else {
      problems.append("\(folder): folders nest more than \(Self.maxDepth) deep; "
                      + "what lies below is left out")
      return
    }
    let entries: [String]
    switch Self.list(folder) {
    case .success(let names): entries = names
    case .failure(let problem):
      problems.append(problem.message)
      return
    }
    for entry in entries where !entry.hasPrefix(".") {
      let child = folder + "/" + entry
      switch Self.enter(child, &visited) {
      case .notFolder: continue
      case .seen:
        problems.append("\(child): a link to a folder already read (a loop of symbolic "
                        + "links, or a second way to one folder); read once")
        continue
      case .unreadable(let reason):
        problems.append("\(child): \(reason); left out")
        continue
      case .new: break
      }
      let (base, kind) = Self.split(entry)
      let name = namespace + base
      switch kind {
      case "colorset":
        add(name, ColorAsset.read(name: name, folder: child), into: \.colors)
      case "imageset":
        add(name, ImageAsset.read(name: name, folder: child), into: \.images)
      case "symbolset":
        unusable[name] = "\(child): a symbol set (a custom SF Symbol drawn from an SVG), "
          + "which Cellshot cannot draw"
      case "", "spriteatlas":
        // A group: its name joins the asset names below it when it provides a namespace.
        var providesNamespace = false
        switch ContentsFile.read(child, required: false) {
        case .success(let contents):
          let properties = contents.json["properties"] as? [String: Any]
          providesNamespace = Self.bool(properties?["provides-namespace"])
        case .failure(let problem):
          problems.append(problem.message)
        }
        readFolder(child, namespace: providesNamespace ? name + "/" : namespace,
                   depth: depth + 1, visited: &visited)
      default:
        // App icons, data sets, launch images, stickers, AR resources: nothing a view draws
        // by name.
        continue
      }
    }
  }

  /// Files `asset` under `name`, or its problem in `unusable`. A second set of one name is a
  /// problem of its own, as actool reports it; the first one read (in sorted order) is kept.
  private mutating func add<Asset>(_ name: String, _ asset: Result<Asset, AssetProblem>,
                                   into table: WritableKeyPath<AssetCatalog, [String: Asset]>) {
    if self[keyPath: table][name] != nil || unusable[name] != nil {
      problems.append("\(path): two sets are named '\(name)'; the first is used")
      return
    }
    switch asset {
    case .success(let value): self[keyPath: table][name] = value
    case .failure(let problem): unusable[name] = problem.message
    }
  }

  /// "Brand.colorset" -> ("Brand", "colorset"); a folder without an extension -> (name, "").
  static func split(_ entry: String) -> (String, String) {
    guard let dot = entry.lastIndex(of: "."), dot != entry.startIndex else { return (entry, "") }
    return (String(entry[..<dot]), String(entry[entry.index(after: dot)...]))
  }

  /// The entries of `folder`, sorted; a problem naming it when it cannot be listed.
  static func list(_ folder: String) -> Result<[String], AssetProblem> {
    do {
      return .success(try FileManager.default.contentsOfDirectory(atPath: folder).sorted())
    } catch {
      let reason = folder.utf8.count >= FolderIdentity.maxPath
        ? "its path is longer than \(FolderIdentity.maxPath) bytes"
        : (error as NSError).localizedDescription
      return .failure(AssetProblem(message: "\(folder): cannot be listed (\(reason)); "
                                   + "what it holds is left out"))
    }
  }

  /// What walking into `path` meets.
  enum Entry: Equatable {
    case notFolder
    /// A folder not yet walked: now marked as walked.
    case new
    /// A folder walked already (through a symbolic link).
    case seen
    case unreadable(String)
  }

  /// Whether `path` is a folder to walk, marking it in `visited` by its identity.
  static func enter(_ path: String, _ visited: inout Set<FolderIdentity>) -> Entry {
    if path.utf8.count >= FolderIdentity.maxPath {
      return .unreadable("its path is longer than \(FolderIdentity.maxPath) bytes")
    }
    guard isFolder(path) else { return .notFolder }
    guard let identity = FolderIdentity(path) else { return .unreadable("cannot be read") }
    return visited.insert(identity).inserted ? .new : .seen
  }

  static func isFolder(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
      && isDirectory.boolValue
  }

  /// A JSON true, as Xcode writes it (`true`), or the strings "true" and "YES".
  static func bool(_ value: Any?) -> Bool {
    if let flag = value as? Bool { return flag }
    if let text = value as? String { return text == "true" || text == "YES" }
    return false
  }
}

/// A folder as its file system knows it (device and inode): the same folder through any path
/// or symbolic link.
struct FolderIdentity: Hashable {
  let device: UInt64
  let inode: UInt64
  /// The longest path Linux opens (PATH_MAX, with its terminating zero).
  static let maxPath = 4096

  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// A catalog that cannot be read at all: its folder is missing or cannot be listed.
public struct AssetCatalogError: Error, Sendable, CustomStringConvertible {
  /// The folder.
  public var path: String
  /// What is wrong with it.
  public var reason: String

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  public var description: String { "\(path): \(reason)" }
}

/// Why one asset cannot be used: a message that names its file and what is wrong.
struct AssetProblem: Error, Sendable {
  var message: String
}

/// A folder's `Contents.json`, parsed.
struct ContentsFile {
  /// The file's path.
  let file: String
  /// Its top-level object.
  let json: [String: Any]

  /// The largest Contents.json read: Xcode's are a few kilobytes.
  static let maxBytes = 1 << 20

  /// Reads `folder`'s Contents.json. A missing file is an empty object unless `required`.
  static func read(_ folder: String, required: Bool = false)
    -> Result<ContentsFile, AssetProblem>
  {
    let file = folder + "/Contents.json"
    func problem(_ text: String) -> Result<ContentsFile, AssetProblem> {
      .failure(AssetProblem(message: "\(file): \(text)"))
    }
    guard FileManager.default.fileExists(atPath: file) else {
      return required ? problem("missing (every set's folder has one)")
        : .success(ContentsFile(file: file, json: [:]))
    }
    let attributes = try? FileManager.default.attributesOfItem(atPath: file)
    guard let size = (attributes?[.size] as? NSNumber)?.intValue else {
      return problem("cannot be read")
    }
    guard size <= maxBytes else {
      return problem("\(size) bytes; a Contents.json of over \(maxBytes / 1024) KB is not read")
    }
    guard let data = FileManager.default.contents(atPath: file) else {
      return problem("cannot be read")
    }
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: data)
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
      return problem("not valid JSON" + (detail.map { " (\($0))" } ?? ""))
    }
    guard let json = object as? [String: Any] else {
      return problem("the top level is not a JSON object ({ ... })")
    }
    return .success(ContentsFile(file: file, json: json))
  }
}
