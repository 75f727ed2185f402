import Synchronization

/// The symbols `Image(systemName:)` draws: 667 SF Symbol names (`Fonts/Symbols/symbols.txt`,
/// made by `scripts/build-symbols.py`), outline names as Lucide's strokes drawn at the font's
/// weight, filled ones as Bootstrap Icons' outlines, and a few drawn as strokes, as the
/// controls' own glyphs are (`ControlGlyph`). Read once, when first needed, from the font
/// library's folder.
public final class SymbolLibrary: Sendable {
  /// The SF Symbol names drawn as strokes rather than outlines.
  static let stroked: [String: ControlGlyph] = ["plus": .plus, "minus": .minus,
                                                "chevron.up.chevron.down": .menuChevrons]

  public let file: String
  private let table = Mutex<[String: Entry]?>(nil)

  /// A symbol's drawing: a filled outline on a 16 x 16 grid, or strokes on a 24 x 24 grid
  /// drawn as wide as the weight asks.
  struct Entry {
    var outline: VectorOutline
    var stroked: Bool
    /// What a stroked symbol fills besides its strokes (a badge's dot), on the same grid.
    var fill: VectorOutline?
  }

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
    SymbolLibrary.stroked[name] != nil || outline(name) != nil
  }

  /// The names with outlines, sorted.
  public var names: [String] { loaded().keys.sorted() }

  /// What `name` is drawn as: strokes, an outline, or (unknown) nothing.
  func glyph(_ name: String) -> SymbolGlyph {
    if let strokes = SymbolLibrary.stroked[name] { return .control(strokes) }
    guard let entry = loaded()[name] else { return .unknown(name) }
    return entry.stroked ? .strokes(entry.outline, fill: entry.fill, name: name)
      : .outline(entry.outline, name: name)
  }

  /// The outline of `name` (on a 16 x 16 grid when filled, 24 x 24 when stroked); nil for a
  /// name without one.
  public func outline(_ name: String) -> VectorOutline? { loaded()[name]?.outline }

  /// True when `name` is drawn as strokes, whose width follows the font's weight.
  public func isStroked(_ name: String) -> Bool { loaded()[name]?.stroked ?? false }

  private func loaded() -> [String: Entry] {
    if let table = table.withLock({ $0 }) { return table }
    var parsed: [String: Entry] = [:]
    if let bytes = try? FileBytes.read(file, maxBytes: 8 << 20) {
      for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n")
      where !line.hasPrefix("#") {
        let fields = line.split(separator: "\t")
        guard fields.count == 3 || (fields.count == 4 && fields[1] == "stroke"),
              let outline = VectorOutline(pathData: fields[2], evenOdd: fields[1] == "evenodd")
        else { continue }
        let fill = fields.count == 4 ? VectorOutline(pathData: fields[3], evenOdd: false) : nil
        if fields.count == 4, fill == nil { continue }
        parsed[String(fields[0])] = Entry(outline: outline, stroked: fields[1] == "stroke",
                                          fill: fill)
      }
    }
    table.withLock { $0 = parsed }
    return parsed
  }
}

