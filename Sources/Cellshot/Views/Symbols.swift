import Synchronization

/// The symbols `Image(systemName:)` draws: about 280 SF Symbol names as Bootstrap Icons
/// outlines (MIT; `Fonts/Symbols/symbols.txt`, made by `scripts/build-symbols.py`), and a few
/// drawn as strokes (`plus`, `minus`, the list chevron, the menu picker's chevrons, the
/// spinner). Read once, when first needed, from the font library's folder.
public final class SymbolLibrary: Sendable {
  /// The names drawn as strokes rather than outlines.
  static let stroked: Set<String> = ["plus", "minus", "list.chevron", "chevron.up.chevron.down",
                                     "progress.spinner"]

  public let file: String
  private let table = Mutex<[String: VectorOutline]?>(nil)

  public init(file: String) { self.file = file }

  /// The library beside the shared fonts.
  public static let shared = SymbolLibrary(file: path(beside: FontLibrary.shared))

  private static func path(beside fonts: FontLibrary) -> String {
    fonts.directory + "/Symbols/symbols.txt"
  }

  private static let known = Mutex<[String: SymbolLibrary]>([:])

  /// The library beside `fonts` (read once per folder).
  static func beside(_ fonts: FontLibrary) -> SymbolLibrary {
    let file = path(beside: fonts)
    if file == shared.file { return shared }
    return known.withLock { libraries in
      if let library = libraries[file] { return library }
      let library = SymbolLibrary(file: file)
      libraries[file] = library
      return library
    }
  }

  /// True when `name` is drawn (not a replacement box).
  public func contains(_ name: String) -> Bool {
    SymbolLibrary.stroked.contains(name) || outline(name) != nil
  }

  /// The names with outlines, sorted.
  public var names: [String] { loaded().keys.sorted() }

  /// The outline of `name`, on a 16 x 16 grid; nil for a name without one.
  public func outline(_ name: String) -> VectorOutline? { loaded()[name] }

  private func loaded() -> [String: VectorOutline] {
    if let table = table.withLock({ $0 }) { return table }
    var parsed: [String: VectorOutline] = [:]
    if let bytes = try? FileBytes.read(file, maxBytes: 8 << 20) {
      for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n")
      where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t")
        guard fields.count == 3,
              let outline = VectorOutline(pathData: fields[2], evenOdd: fields[1] == "evenodd")
        else { continue }
        parsed[String(fields[0])] = outline
      }
    }
    table.withLock { $0 = parsed }
    return parsed
  }
}

/// A symbol to draw: its name, colour, the font size it goes with, whether it fills its frame.
struct SymbolNode {
  var name: String
  var color: Color.Resolved
  /// The point size of the font in force: a symbol's frame is 1.3 times it, as a line of text
  /// with the symbol is tall (22 points at body size).
  var pointSize: Double
  var resizable: Bool

  var naturalSize: CGSize {
    switch name {
    case "list.chevron": return CGSize(width: 7, height: 12)
    case "chevron.up.chevron.down": return CGSize(width: 9, height: 14)
    case "progress.spinner": return CGSize(width: 20, height: 20)
    default:
      let side = CGFloat((pointSize * 1.3).rounded())
      return CGSize(width: side, height: side)
    }
  }
}
