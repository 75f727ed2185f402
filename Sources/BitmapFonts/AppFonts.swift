// The app's own fonts, registered for the process: by Core Text's font manager
// (`CTFontManagerRegisterFontsForURL`), by the `UIAppFonts` list of an Info.plist in the app's
// resources, by the font files in its resource bundles, or by a test or the CLI naming a file
// or folder. A name is looked up as iOS looks it up: PostScript name, then full name, then
// family and style.
import Foundation
import Synchronization

/// The fonts an app ships, registered for the process.
public final class AppFonts: Sendable {
  /// The process's registry, which finds the fonts in the resource bundles beside the main
  /// bundle at its first lookup.
  public static let shared = AppFonts(mainBundle: Bundle.main.bundleURL.path)

  private struct State {
    var faces: [AppFont] = []
    /// The files registered, by path, and the faces each gave.
    var files: [String: [AppFont]] = [:]
    var discovered = false
    /// What the discovery could not read, reported once.
    var problems: [String] = []
    /// How many files were unregistered: caches of strikes made from app fonts (the tabular
    /// digits') are emptied when it changes.
    var unregistered = 0
  }

  private let state = Mutex(State())
  private let mainBundle: String?

  /// A registry that finds the fonts beside `mainBundle` at its first lookup (nil: none).
  public init(mainBundle: String?) {
    self.mainBundle = mainBundle
  }

  /// Registers every face of the font file at `path`.
  ///
  /// - Returns: the faces, or an empty list when the file is registered already.
  /// - Throws: `BDFError` naming the file when it is missing or not a font Cellshot reads.
  @discardableResult
  public func register(path: String) throws(BDFError) -> [AppFont] {
    let path = URL(fileURLWithPath: path).standardizedFileURL.path
    if state.withLock({ $0.files[path] != nil }) { return [] }
    let faces = try AppFont.faces(contentsOf: path)
    return add(faces, path: path)
  }

  /// Registers every face of a font file's `bytes`, `name` naming it (a `CGFont`'s data).
  @discardableResult
  public func register(bytes: [UInt8], name: String) throws(BDFError) -> [AppFont] {
    if state.withLock({ $0.files[name] != nil }) { return [] }
    return add(try AppFont.faces(bytes: bytes, path: name), path: name)
  }

  private func add(_ faces: [AppFont], path: String) -> [AppFont] {
    state.withLock { state in
      guard state.files[path] == nil else { return [] }
      state.files[path] = faces
      state.faces += faces
      return faces
    }
  }

  /// Unregisters the file at `path` (or registered under that name); false if it was not.
  @discardableResult
  public func unregister(path: String) -> Bool {
    let standard = path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path : path
    return state.withLock { state in
      guard let faces = state.files.removeValue(forKey: standard) else { return false }
      state.faces.removeAll { face in faces.contains { $0 === face } }
      for face in faces { face.dropStrikes() }
      state.unregistered += 1
      return true
    }
  }

  /// How many files have been unregistered: a cache of what was made from app fonts' strikes
  /// is stale when it changes.
  public var unregistrations: Int { state.withLock { $0.unregistered } }

  /// Registers every font file (`.ttf`, `.otf`, `.ttc`) in `folder` and the folders inside it
  /// (four levels down); what cannot be read is returned, one message a file.
  @discardableResult
  public func registerFolder(_ folder: String) -> [String] {
    var problems: [String] = []
    for file in AppFonts.fontFiles(in: folder) {
      do { try register(path: file) } catch { problems.append(error.description) }
    }
    return problems
  }

  /// The font files under `folder`, in path order (deterministic).
  static func fontFiles(in folder: String, depth: Int = 4) -> [String] {
    guard depth >= 0,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return [] }
    var files: [String] = []
    for entry in entries.sorted() where !entry.hasPrefix(".") {
      let path = folder + "/" + entry
      let ext = (entry as NSString).pathExtension.lowercased()
      if ["ttf", "otf", "ttc", "otc"].contains(ext) {
        files.append(path)
      } else {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder),
          isFolder.boolValue
        {
          files += fontFiles(in: path, depth: depth - 1)
        }
      }
    }
    return files
  }

  /// The files an Info.plist's `UIAppFonts` lists, as paths inside `folder` (the bundle's
  /// resources); empty when it has none or cannot be read.
  public static func appFontsList(plist: String, folder: String) -> [String] {
    guard let data = FileManager.default.contents(atPath: plist),
      let object = try? PropertyListSerialization.propertyList(from: data, format: nil),
      let dictionary = object as? [String: Any],
      let list = dictionary["UIAppFonts"] as? [String]
    else { return [] }
    return list.map { folder + "/" + $0 }
  }

  /// The fonts in the resource bundles beside the main bundle (`*.resources`, `*.bundle`):
  /// those an Info.plist there lists under `UIAppFonts`, then every font file inside them.
  private func discover() {
    guard state.withLock({ state in
      defer { state.discovered = true }
      return !state.discovered
    }), let mainBundle,
      let entries = try? FileManager.default.contentsOfDirectory(atPath: mainBundle)
    else { return }
    var problems: [String] = []
    for entry in entries.sorted()
    where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
      let folder = mainBundle + "/" + entry
      for plist in [folder + "/Info.plist", folder + "/Contents/Info.plist"] {
        for file in AppFonts.appFontsList(plist: plist, folder: folder) {
          do { try register(path: file) } catch { problems.append(error.description) }
        }
      }
      problems += registerFolder(folder)
    }
    state.withLock { $0.problems += problems }
  }

  /// What reading the app's resource fonts refused, each once (then forgotten).
  public func takeProblems() -> [String] {
    state.withLock { state in
      defer { state.problems = [] }
      return state.problems
    }
  }

  /// Every face registered, in the order registered.
  public var faces: [AppFont] {
    discover()
    return state.withLock { $0.faces }
  }

  /// The face `name` names, as iOS resolves `UIFont(name:)`: by PostScript name, then full
  /// name, then family and style ("Poppins SemiBold", "Poppins-SemiBold"), then family alone
  /// (its regular face, or its first). Case matters for none of them; nil when none does.
  public func face(named name: String) -> AppFont? {
    let faces = self.faces
    guard !faces.isEmpty else { return nil }
    let key = name.lowercased()
    func squeezed(_ s: String) -> String {
      s.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" }
    }
    if let face = faces.first(where: { $0.postScriptName.lowercased() == key }) { return face }
    if let face = faces.first(where: { $0.fullName.lowercased() == key }) { return face }
    let tight = squeezed(name)
    if let face = faces.first(where: { squeezed($0.familyName + $0.styleName) == tight }) {
      return face
    }
    let family = faces.filter { $0.familyName.lowercased() == key }
    return family.first { $0.weight == 400 && !$0.isItalic } ?? family.first
  }

  /// The face of `face`'s family that `.bold()` or `.italic()` asks for: when `bold` and the
  /// face is lighter than semibold, the family's boldest-nearest-to-700 face of the same slant;
  /// when `italic` and the face is upright, the family's italic face nearest its weight. The
  /// face itself when the family has no such face (iOS draws the named face then).
  public func face(_ face: AppFont, bold: Bool, italic: Bool) -> AppFont {
    let wantsBold = bold && face.weight < 600, wantsItalic = italic && !face.isItalic
    guard wantsBold || wantsItalic else { return face }
    let weight = wantsBold ? 700 : face.weight, slant = wantsItalic || face.isItalic
    let family = faces.filter {
      $0.familyName == face.familyName && $0.isItalic == slant && (!wantsBold || $0.weight >= 600)
    }
    return family.min { abs($0.weight - weight) < abs($1.weight - weight) } ?? face
  }
}
