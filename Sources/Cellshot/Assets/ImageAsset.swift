// Image sets: `name.imageset/Contents.json`, a list of `images`, each a file for an idiom, a
// scale and optionally an appearance, and `properties` for the whole set.
//
//   { "images" : [
//       { "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" },
//       { "filename" : "logo@2x.png", "idiom" : "universal", "scale" : "2x" },
//       { "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ],
//         "filename" : "logo-dark@2x.png", "idiom" : "universal", "scale" : "2x" },
//       { "idiom" : "universal", "scale" : "3x" } ],
//     "properties" : { "template-rendering-intent" : "template" },
//     "info" : { "author" : "xcode", "version" : 1 } }

import Foundation

/// An image set read from a catalog: its files, by scale, device and appearance.
public struct ImageAsset: Sendable, Hashable {
  /// The name code asks for.
  public let name: String
  /// The set's folder.
  public let folder: String
  /// The entries that have a file, for an iPhone (others are left out), in the file's order.
  public let variants: [Variant]
  /// True when the set renders as a template ("Render As: Template Image"): its shape is drawn
  /// in the foreground colour.
  public let isTemplate: Bool
  /// What of the set Cellshot does not honour (slicing), one sentence each, reported whenever
  /// the set is drawn.
  public let notes: [String]

  /// One file of the set.
  public struct Variant: Sendable, Hashable {
    /// The file's name in the set's folder.
    public let filename: String
    /// Pixels per point: 1, 2 or 3; nil for a single-scale entry (read as 1).
    public let scale: Int?
    /// Its appearance: nil for any, else light or dark.
    public let dark: Bool?
    /// 0 for an `iphone` entry, 1 for a `universal` one.
    let idiomRank: Int
    /// 0 for an sRGB (or unstated) gamut, 1 for Display P3.
    let gamutRank: Int

    /// True for a file Cellshot can draw: a PNG, a JPEG or a PDF.
    public var isDrawable: Bool {
      let kind = AssetCatalog.split(filename).1.lowercased()
      return kind == "png" || kind == "jpg" || kind == "jpeg" || kind == "pdf"
    }

    /// True for a vector image (a PDF), drawn at the render's scale.
    public var isVector: Bool { AssetCatalog.split(filename).1.lowercased() == "pdf" }

    /// What kind of file it is, for a warning: "a PDF", "an SVG", ...
    var kind: String {
      switch AssetCatalog.split(filename).1.lowercased() {
      case "pdf": return "a PDF"
      case "svg": return "an SVG"
      case "heic", "heif": return "a HEIC picture"
      case "jpg", "jpeg": return "a JPEG"
      case "gif": return "a GIF"
      case "tif", "tiff": return "a TIFF"
      case "webp": return "a WebP picture"
      default: return "a file of an unknown kind"
      }
    }
  }

  /// Reads the set in `folder`. Entries for other devices, high contrast, size classes,
  /// locales, subtypes or memory classes are left out (an iPhone at rest draws none of them);
  /// so are empty slots (no `filename`).
  static func read(name: String, folder: String) -> Result<ImageAsset, AssetProblem> {
    let contents: ContentsFile
    switch ContentsFile.read(folder, required: true) {
    case .success(let file): contents = file
    case .failure(let problem): return .failure(problem)
    }
    let file = contents.file
    guard let entries = contents.json["images"] as? [Any] else {
      return .failure(AssetProblem(message: "\(file): no \"images\" list"))
    }
    var variants: [Variant] = []
    var notes: [String] = []
    let specialised = ["subtype", "width-class", "height-class", "locale", "memory",
                       "graphics-feature-set", "screen-width", "language-direction"]
    for (index, value) in entries.enumerated() {
      let label = "\(file): image \(index + 1)"
      guard let entry = value as? [String: Any] else {
        return .failure(AssetProblem(message: "\(label) is not a JSON object"))
      }
      guard let filename = entry["filename"] as? String, !filename.isEmpty,
            let idiomRank = AssetTraits.idiomRank(entry["idiom"]),
            let slot = ColorAsset.Slot(entry["appearances"]),
            !specialised.contains(where: { entry[$0] != nil && !isNeutral($0, entry[$0]) })
      else { continue }
      var scale: Int?
      if let text = entry["scale"] as? String {
        guard let s = Int(text.dropLast()), text.hasSuffix("x"), (1...3).contains(s) else {
          return .failure(AssetProblem(
            message: "\(label): scale \"\(text)\" is not \"1x\", \"2x\" or \"3x\""))
        }
        scale = s
      }
      if filename.contains("/") || filename == ".." {
        return .failure(AssetProblem(message: "\(label): the file name \"\(filename)\" "
                                     + "is not a plain name in the set's folder"))
      }
      if entry["resizing"] != nil {
        notes.append("\(filename) has slicing (resizing) set, which Cellshot does not apply")
      }
      variants.append(Variant(filename: filename, scale: scale,
                              dark: slot == .any ? nil : slot == .dark,
                              idiomRank: idiomRank,
                              gamutRank: AssetTraits.gamutRank(entry["display-gamut"])))
    }
    let properties = contents.json["properties"] as? [String: Any] ?? [:]
    let isTemplate = (properties["template-rendering-intent"] as? String) == "template"
    return .success(ImageAsset(name: name, folder: folder, variants: variants,
                               isTemplate: isTemplate,
                               notes: notes.map { "image '\(name)' (\(file)): \($0)" }))
  }

  /// True when a specialising key holds the value that means "any" (`"language-direction" :
  /// "left-to-right"` is what an English iPhone uses).
  private static func isNeutral(_ key: String, _ value: Any?) -> Bool {
    key == "language-direction" && (value as? String) == "left-to-right"
  }

  /// The entries in the order a render at `scale` pixels per point in `dark` mode would take
  /// them, best first: its appearance (else "Any", else the other), then `iphone` before
  /// `universal`, sRGB before Display P3, then the scale: the same, else the nearest larger
  /// (a picture shrinks more cleanly than it grows), else the nearest smaller.
  public func ranked(scale: Int, dark: Bool) -> [Variant] {
    func key(_ v: Variant) -> [Int] {
      let appearance = v.dark == nil ? 1 : (v.dark == dark ? 0 : 2)
      let s = v.scale ?? 1
      let scaleRank = s == scale ? 0 : (s > scale ? s - scale : 100 + scale - s)
      return [appearance, v.idiomRank, v.gamutRank, scaleRank]
    }
    return variants.enumerated().sorted { a, b in
      let ka = key(a.element), kb = key(b.element)
      return ka == kb ? a.offset < b.offset : ka.lexicographicallyPrecedes(kb)
    }.map(\.element)
  }

  /// The file drawn at `scale` in `dark` mode, and what to report: the best-ranked PNG, with
  /// a warning for any better entry passed over because Cellshot cannot draw it; nil, with a
  /// warning, when no entry can be drawn.
  public func choose(scale: Int, dark: Bool) -> (variant: Variant?, warnings: [String]) {
    let ranked = ranked(scale: scale, dark: dark)
    guard let index = ranked.firstIndex(where: \.isDrawable) else {
      if ranked.isEmpty {
        return (nil, ["image '\(name)' (\(folder)) has no file for an iPhone; "
                      + "it takes no space"])
      }
      let kinds = ranked.map { "\($0.filename) is \($0.kind)" }.joined(separator: ", ")
      return (nil, ["image '\(name)' (\(folder)): \(kinds); Cellshot draws PNG, JPEG and "
                    + "PDF files only, so the image takes no space"])
    }
    let chosen = ranked[index]
    let skipped = ranked[..<index].map { "\($0.filename) (\($0.kind))" }
    var warnings = notes
    if !skipped.isEmpty {
      warnings.append("image '\(name)' (\(folder)): draws \(chosen.filename) in place of "
                      + skipped.joined(separator: ", ")
                      + ", which Cellshot cannot draw (PNG, JPEG and PDF files only)")
    }
    return (chosen, warnings)
  }
}
