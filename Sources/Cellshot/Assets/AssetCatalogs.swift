import Foundation
import PNGCodec
import Synchronization

/// The asset catalogs a program's code finds by name: those in its resource bundles, and any
/// added by path. Shared by all renders; safe across threads.
///
/// On Linux, SwiftPM copies a target's `resources: [.process("Assets.xcassets")]` (or
/// `.copy`) folder as it is into `<Package>_<Target>.resources/` beside the executable (the
/// test runner, for `swift test`), and `Bundle.module` is that folder. So the first lookup
/// reads every catalog inside the `*.resources` (and `*.bundle`) folders beside
/// `Bundle.main`, and the catalogs directly there: `Color("Brand")` finds the app target's
/// colours with no line of setup. Catalogs elsewhere (one not declared as a resource) are
/// added with `add(_:)`.
///
/// A lookup without a bundle (`Color("Brand")`, which SwiftUI reads from the main bundle, the
/// app's) searches the added catalogs, then those of the asking module's own bundle
/// (`<Package>_<Module>.resources`: the nearest thing to "the app's" a package has), then the
/// others, by path; a name in several (every Xcode catalog has an `AccentColor`) is taken from
/// the first. A lookup in a bundle (`Color("Brand", bundle: .module)`) searches that bundle's
/// catalogs only, as iOS does.
public final class AssetCatalogs: Sendable {
  /// The catalogs `Color("name")`, `Image("name")`, `UIColor(named:)` and `UIImage(named:)`
  /// read.
  public static let shared = AssetCatalogs(mainBundle: Bundle.main.bundleURL.path)

  private struct State {
    var added: [AssetCatalog] = []
    /// The catalogs beside the main bundle, read at the first lookup.
    var discovered: [AssetCatalog]?
    /// Catalogs by bundle folder, read at the first lookup in each.
    var bundles: [String: [AssetCatalog]] = [:]
    /// Folders that could not be read while discovering, and why.
    var discoveryProblems: [String] = []
  }

  private let state = Mutex(State())
  /// Decoded pictures by file, and the reason for those that cannot be decoded.
  private let pictures = Mutex<[String: Result<PixelBuffer, AssetProblem>]>([:])
  /// Vector images drawn, by file and scale, with what of each was not drawn.
  private let vectors = Mutex<[String: Result<(PixelBuffer, [String]), AssetProblem>]>([:])
  /// The folder searched for resource bundles; nil for none.
  private let mainBundle: String?

  /// A set of catalogs that finds none by itself: only those `add(_:)` is given.
  public convenience init() { self.init(mainBundle: nil) }

  /// A set of catalogs that reads those beside `mainBundle` at its first lookup (the
  /// `*.resources` and `*.bundle` folders there, and `*.xcassets` folders directly in it).
  public init(mainBundle: String?) {
    self.mainBundle = mainBundle.map(Self.standardized)
  }

  // MARK: adding

  /// Adds the catalog at `path` (an `.xcassets` folder), or every catalog inside the folder at
  /// `path` (a resource bundle, a target's sources), ahead of those discovered. Adding a
  /// catalog twice changes nothing.
  ///
  /// - Returns: The catalogs read.
  /// - Throws: `AssetCatalogError` when `path` is not a folder, or holds no catalog.
  @discardableResult
  public func add(_ path: String) throws(AssetCatalogError) -> [AssetCatalog] {
    let path = Self.standardized(path)
    let found: [AssetCatalog]
    if path.hasSuffix(".xcassets") {
      found = [try AssetCatalog(path: path)]
    } else {
      guard AssetCatalog.isFolder(path) else {
        throw AssetCatalogError(path: path, reason: "not a folder")
      }
      var problems: [String] = []
      found = Self.catalogs(in: path, problems: &problems)
      guard !found.isEmpty else {
        let detail = problems.isEmpty ? "" : " (\(problems.joined(separator: "; ")))"
        throw AssetCatalogError(path: path, reason: "holds no .xcassets folder" + detail)
      }
      // What the walk could not list is reported with the catalogs' own problems.
      let walked = problems
      state.withLock { $0.discoveryProblems += walked }
    }
    state.withLock { state in
      for catalog in found where !state.added.contains(where: { $0.path == catalog.path }) {
        state.added.append(catalog)
      }
    }
    return found
  }

  /// Every catalog a lookup without a bundle searches, in the order it searches them.
  public var catalogs: [AssetCatalog] { ordered(for: nil) }

  /// Every problem in those catalogs, and in finding them: empty when all is well (a test can
  /// check that).
  public var problems: [String] {
    let discovery = state.withLock { $0.discoveryProblems }
    return discovery + ordered(for: nil).flatMap(\.allProblems)
  }

  // MARK: looking up

  /// The colour called `name`, light and dark, from `bundle`'s catalogs (nil: the main
  /// bundle's, and those added, `module`'s own first); nil when there is none, with the
  /// warning to report.
  public func color(named name: String, in bundle: Bundle? = nil, module: String? = nil)
    -> AssetLookup<Color>
  {
    let (catalogs, scope) = searched(bundlePath: bundle.map(Self.path), module: module)
    if let asset = catalogs.lazy.compactMap({ $0.colors[name] }).first {
      return AssetLookup(value: asset.color, warnings: [])
    }
    return AssetLookup(value: nil, warnings: [
      missing("colour", name, scope, catalogs, other: \.colors, drawn: "drawn clear")])
  }

  /// The picture called `name` for a render at `scale` pixels per point in `dark` mode, from
  /// `bundle`'s catalogs (nil: the main bundle's, and those added, `module`'s own first): the
  /// chosen file's pixels and scale; nil when there is none or it cannot be drawn, with the
  /// warnings to report.
  public func image(named name: String, in bundle: Bundle? = nil, module: String? = nil,
                    scale: Int, dark: Bool = false) -> AssetLookup<AssetPicture> {
    image(named: name, bundlePath: bundle.map(Self.path), module: module, scale: scale,
          dark: dark)
  }

  func image(named name: String, bundlePath: String?, module: String?, scale: Int, dark: Bool)
    -> AssetLookup<AssetPicture>
  {
    let (catalogs, scope) = searched(bundlePath: bundlePath, module: module)
    guard let asset = catalogs.lazy.compactMap({ $0.images[name] }).first else {
      return AssetLookup(value: nil, warnings: [
        missing("image", name, scope, catalogs, other: \.images, drawn: "it takes no space")])
    }
    let (variant, warnings) = asset.choose(scale: min(max(scale, 1), 8), dark: dark)
    guard let variant else { return AssetLookup(value: nil, warnings: warnings) }
    let path = asset.folder + "/" + variant.filename
    if variant.isVector {
      // Drawn at the render's scale, as Xcode rasterizes a PDF for each scale it builds.
      let drawnScale = min(max(scale, 1), 8)
      switch vector(path, scale: drawnScale) {
      case .success(let (pixels, notes)):
        return AssetLookup(value: AssetPicture(pixels: pixels, scale: drawnScale,
                                               isTemplate: asset.isTemplate, file: path),
                           warnings: warnings + notes.map { "image '\(name)': \($0)" })
      case .failure(let problem):
        return AssetLookup(value: nil, warnings: warnings + [
          "image '\(name)': \(problem.message); it takes no space"])
      }
    }
    switch decode(path) {
    case .success(let pixels):
      return AssetLookup(value: AssetPicture(pixels: pixels, scale: variant.scale ?? 1,
                                             isTemplate: asset.isTemplate,
                                             file: asset.folder + "/" + variant.filename),
                         warnings: warnings)
    case .failure(let problem):
      return AssetLookup(value: nil, warnings: warnings + [
        "image '\(name)': \(problem.message); it takes no space"])
    }
  }

  // MARK: internals

  /// The catalogs a lookup in the bundle at `bundlePath` searches, in order, and how a
  /// warning names them (nil: the main bundle's).
  private func searched(bundlePath: String?, module: String?) -> ([AssetCatalog], String?) {
    guard let bundlePath, bundlePath != mainBundle else { return (ordered(for: module), nil) }
    let catalogs = state.withLock { state in
      if let known = state.bundles[bundlePath] { return known }
      var problems: [String] = []
      let found = Self.catalogs(in: bundlePath, problems: &problems)
      state.bundles[bundlePath] = found
      state.discoveryProblems += problems
      return found
    }
    return (catalogs, bundlePath)
  }

  /// The added catalogs, and those beside the main bundle (read now, the first time).
  private func known() -> (added: [AssetCatalog], discovered: [AssetCatalog]) {
    state.withLock { state in
      if state.discovered == nil {
        var problems: [String] = []
        state.discovered = mainBundle.map { Self.discover(beside: $0, problems: &problems) }
          ?? []
        state.discoveryProblems += problems
      }
      return (state.added, state.discovered ?? [])
    }
  }

  /// The catalogs directly in `folder`, and inside the resource bundles there.
  static func discover(beside folder: String, problems: inout [String]) -> [AssetCatalog] {
    let entries = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
    var found: [AssetCatalog] = []
    for entry in entries {
      let path = folder + "/" + entry
      if entry.hasSuffix(".xcassets") {
        found += read([path], problems: &problems)
      } else if entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
        found += catalogs(in: path, problems: &problems)
      }
    }
    return found
  }

  /// Every `.xcassets` folder inside `folder` (its own included), at most eight levels down,
  /// read, in sorted order.
  /// Each folder is walked once (by its device and inode), so links that loop cost nothing;
  /// a folder that cannot be listed is a problem naming it.
  static func catalogs(in folder: String, problems: inout [String]) -> [AssetCatalog] {
    var paths: [String] = []
    var visited: Set<FolderIdentity> = []
    if let root = FolderIdentity(folder) { visited.insert(root) }
    func walk(_ path: String, _ depth: Int) {
      if path.hasSuffix(".xcassets") {
        paths.append(path)
        return
      }
      guard depth < 8 else { return }
      let entries: [String]
      switch AssetCatalog.list(path) {
      case .success(let names): entries = names
      case .failure(let problem):
        problems.append(problem.message)
        return
      }
      for entry in entries where !entry.hasPrefix(".") {
        let child = path + "/" + entry
        switch AssetCatalog.enter(child, &visited) {
        case .new: walk(child, depth + 1)
        case .unreadable(let reason): problems.append("\(child): \(reason); left out")
        case .notFolder, .seen: continue
        }
      }
    }
    walk(folder, 0)
    return read(paths, problems: &problems)
  }

  private static func read(_ paths: [String], problems: inout [String]) -> [AssetCatalog] {
    paths.compactMap { path in
      do throws(AssetCatalogError) {
        return try AssetCatalog(path: path)
      } catch {
        problems.append(error.description)
        return nil
      }
    }
  }

  /// A vector image's pixels at `scale`, drawn once per file and scale.
  private func vector(_ file: String, scale: Int)
    -> Result<(PixelBuffer, [String]), AssetProblem>
  {
    let key = "\(file)@\(scale)x"
    if let known = vectors.withLock({ $0[key] }) { return known }
    let result: Result<(PixelBuffer, [String]), AssetProblem>
    if !FileManager.default.fileExists(atPath: file) {
      result = .failure(AssetProblem(message: "\(file) is named in its Contents.json but is "
                                     + "not in the folder"))
    } else {
      do throws(AssetProblem) {
        let drawn = try VectorAsset.render(file, scale: scale)
        result = .success((drawn.pixels, drawn.warnings))
      } catch {
        result = .failure(error)
      }
    }
    vectors.withLock { $0[key] = result }
    return result
  }

  private func decode(_ file: String) -> Result<PixelBuffer, AssetProblem> {
    if let known = pictures.withLock({ $0[file] }) { return known }
    let result: Result<PixelBuffer, AssetProblem>
    if !FileManager.default.fileExists(atPath: file) {
      result = .failure(AssetProblem(message: "\(file) is named in its Contents.json but is "
                                     + "not in the folder"))
    } else {
      do {
        result = .success(try ImageFile.decode(file))
      } catch {
        result = .failure(AssetProblem(message: "\(error)"))
      }
    }
    pictures.withLock { $0[file] = result }
    return result
  }

  /// The warning for a name no catalog searched has: where it looked, a name differing only
  /// in case, and the catalogs' own problems (the asset may be one that could not be read).
  private func missing<Asset>(_ kind: String, _ name: String, _ scope: String?,
                              _ catalogs: [AssetCatalog],
                              other table: KeyPath<AssetCatalog, [String: Asset]>,
                              drawn: String) -> String {
    for catalog in catalogs {
      if let problem = catalog.unusable[name] {
        return "\(kind) '\(name)' cannot be used: \(problem); \(drawn)"
      }
    }
    var message = "no \(kind) named '\(name)' in "
    if catalogs.isEmpty {
      message += scope.map { "the bundle \($0), which holds no asset catalog" }
        ?? "any asset catalog (none was found beside the program, and none was added with "
           + "AssetCatalogs.shared.add)"
    } else {
      let paths = catalogs.map(\.path)
      let listed = paths.prefix(3).joined(separator: ", ")
        + (paths.count > 3 ? " and \(paths.count - 3) more" : "")
      message += (scope.map { "the bundle \($0) (" } ?? "the asset catalogs (") + listed + ")"
    }
    let lowered = name.lowercased()
    if let near = catalogs.lazy.flatMap({ $0[keyPath: table].keys })
      .first(where: { $0.lowercased() == lowered }) {
      message += "; there is '\(near)' (names are case-sensitive, as on iOS)"
    }
    if scope != nil, ordered(for: nil).contains(where: { $0[keyPath: table][name] != nil }) {
      message += "; the main bundle's catalogs have one (iOS would not look there either)"
    }
    return message + "; \(drawn)"
  }

  /// The added catalogs, then the discovered ones in `module`'s own resource bundle
  /// (`<Package>_<module>.resources`), then the other discovered ones.
  private func ordered(for module: String?) -> [AssetCatalog] {
    let (added, discovered) = known()
    guard let module, !module.isEmpty else { return added + discovered }
    let marks = ["_\(module).resources/", "_\(module).bundle/"]
    func isOwn(_ catalog: AssetCatalog) -> Bool { marks.contains { catalog.path.contains($0) } }
    return added + discovered.filter(isOwn) + discovered.filter { !isOwn($0) }
  }

  /// The module a `#fileID` ("Module/File.swift") names.
  public static func module(of fileID: String) -> String {
    String(fileID.prefix { $0 != "/" })
  }

  static func path(_ bundle: Bundle) -> String { standardized(bundle.bundleURL.path) }

  static func standardized(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.path
  }
}

/// What a lookup found, and what to report with the render.
public struct AssetLookup<Value: Sendable>: Sendable {
  /// The asset's value; nil when there is none, or it cannot be used.
  public var value: Value?
  /// Problems met: a missing name, a file that cannot be read, something not drawn as iOS
  /// would. Each names the asset, and the file where there is one.
  public var warnings: [String]
}

/// A picture chosen from an image set: its pixels and how many there are to a point.
public struct AssetPicture: Sendable {
  public let pixels: PixelBuffer
  /// Pixels per point: the scale of the entry drawn (1 for a single-scale entry).
  public let scale: Int
  /// True when the set renders as a template (its shape in the foreground colour).
  public let isTemplate: Bool
  /// The file it was decoded from.
  public let file: String
}
