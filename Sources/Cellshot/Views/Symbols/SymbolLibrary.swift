import Synchronization

/// The symbols `Image(systemName:)` draws: 667 SF Symbol names (`Fonts/Symbols/symbols.txt`,
/// made by `scripts/build-symbols.py`), the bases added beside them (`symbols-more.txt`, made
/// by `scripts/build-symbols-more.py` from Lucide's and Tabler's strokes and Cellshot's own
/// drawings; the first file wins on a name) and the names made from them by SF Symbols' parts
/// (`SymbolGrammar.swift`, `SymbolParts.swift`), outline names as strokes drawn at the font's
/// weight, filled ones as Bootstrap Icons' outlines, a few (`alias` lines) as another name,
/// and a few drawn as strokes, as the controls' own glyphs are (`ControlGlyph`); a few drawn
/// in layers (`symbols-layered.txt`, made by `scripts/build-symbols-layered.py`: SF's weather
/// shapes, measured, each layer in its own colour in multicolour), over either file.
/// Read once, when first needed, from the font library's folder.
public final class SymbolLibrary: Sendable {
  /// The SF Symbol names drawn as strokes rather than outlines.
  static let stroked: [String: ControlGlyph] = ["plus": .plus, "minus": .minus,
                                                "chevron.up.chevron.down": .menuChevrons]

  public let file: String
  private let table = Mutex<[String: Entry]?>(nil)

  /// A symbol's drawing: a filled outline on a 16 x 16 grid, or strokes on a 24 x 24 grid
  /// drawn as wide as the weight asks.
  package struct Entry {
    package var outline: VectorOutline
    package var stroked: Bool
    /// What a stroked symbol fills besides its strokes (a badge's dot), on the same grid.
    package var fill: VectorOutline?
    /// True for a base from `symbols-more.txt`.
    package var added = false
    /// The name this one is drawn as (an `alias` line: SF's spelling the grammar does not
    /// read, `person.2.checkmark` drawn as `person.2.badge.checkmark`); its outline is empty.
    package var alias: String? = nil
    /// Its layers, bottom first, for a name `symbols-layered.txt` draws (its outline is
    /// theirs together).
    package var layers: [SymbolLayer]? = nil
  }

  /// The fonts beside the table (`Fonts/`), whose figures and capitals enclosed symbols draw.
  private let fonts: FontLibrary

  public init(file: String) {
    self.file = file
    let folder = file.hasSuffix("/Symbols/symbols.txt")
      ? String(file.dropLast("/Symbols/symbols.txt".count)) : FontLibrary.shared.directory
    fonts = folder == FontLibrary.shared.directory ? .shared : FontLibrary(directory: folder)
  }

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

  /// True when `name` is drawn: the library has it, or makes it from a name it has and SF
  /// Symbols' parts (`X.circle.fill`, `X.slash`, `X.badge.plus`: `SymbolGrammar`).
  public func contains(_ name: String) -> Bool {
    if case .unknown = glyph(name) { return false }
    return true
  }

  /// The names `symbols.txt` draws, sorted.
  public var names: [String] { loaded().filter { !$0.value.added }.keys.sorted() }

  /// The names `symbols-more.txt` adds (those `symbols.txt` lacks), sorted.
  public var addedNames: [String] { loaded().filter(\.value.added).keys.sorted() }

  /// What `name` is drawn as: strokes, an outline, a composition of a known name and SF
  /// Symbols' parts, or (unknown) nothing. A `.fill` name the table draws as strokes (an
  /// outline icon standing in for a filled one) is composed when its parts allow.
  func glyph(_ name: String) -> SymbolGlyph {
    if let direct = stored(name) {
      guard case .strokes = direct, name.hasSuffix(".fill"),
            let recipe = SymbolRecipe.parse(name, stored) else { return direct }
      return .composed(recipe)
    }
    if let recipe = SymbolRecipe.parse(name, stored) { return .composed(recipe) }
    // `1.circle`, `a.square.fill`: a number or letter, enclosed.
    if let recipe = SymbolRecipe.parse(name, { stored($0) ?? SymbolLibrary.character($0, fonts: fonts) }),
       recipe.enclosure != nil {
      return .composed(recipe)
    }
    return .unknown(name)
  }

  /// The number (0 to 50, or 00 to 09) or letter (a to z, drawn as a capital) SF Symbols encloses
  /// (`1.circle`, `a.square.fill`): Inter SemiBold's figures, their capitals' height filling
  /// 15 of the 16-unit grid, centred; nil for any other name. Only an enclosure draws one.
  static func character(_ name: String, fonts: FontLibrary) -> SymbolGlyph? {
    let text: String
    // `00` to `09` too: SF has the figures with a leading zero (`01.square`).
    if let number = Int(name), (0...50).contains(number),
       String(number) == name || (name.count == 2 && number < 10) {
      text = name
    } else if name.count == 1, let c = name.unicodeScalars.first, ("a"..."z").contains(c) {
      text = name.uppercased()
    } else {
      return nil
    }
    guard let font = try? fonts.outlineFont("Inter/Inter-SemiBold.outlines") else { return nil }
    // Inter's capitals are 0.727 em high.
    let scale = 15 / (0.727 * Double(font.unitsPerEm))
    var outline: VectorOutline?
    var x = 0.0
    for scalar in text.unicodeScalars {
      guard let glyph = font.outline(for: scalar), let advance = font.advance(of: scalar) else {
        return nil
      }
      let placed = glyph.mapped(scale: scale, dx: x, dy: 0)
      outline = outline.map { $0 + placed } ?? placed
      x += Double(advance) * scale
    }
    guard let outline else { return nil }
    // Centred: across by the advances, down so the capitals span y 0.5 to 15.5; a number
    // wider than 13 units narrowed to 13, as SF sets two figures smaller.
    let fit = min(1, 13 / x)
    return .outline(outline.mapped(scale: fit, dx: 8 - x * fit / 2, dy: 8 + 7.5 * fit),
                    name: name)
  }

  /// The glyph the table (or the controls' strokes) has for `name` itself, or for its other
  /// spelling of a direction (SF Symbols names most arrows both ways: `arrow.uturn.right` is
  /// `arrow.uturn.forward` left to right, `chevron.left` is `chevron.backward`).
  private func stored(_ name: String) -> SymbolGlyph? {
    if let glyph = table(name) { return glyph }
    let parts = name.split(separator: ".")
    let other = parts.map { part -> Substring in
      switch part {
      case "right": return "forward"
      case "forward": return "right"
      case "left": return "backward"
      case "backward": return "left"
      default: return part
      }
    }
    return other == parts ? nil : table(other.joined(separator: "."))
  }

  /// The glyph the table (or the controls' strokes) has for exactly `name`.
  private func table(_ name: String) -> SymbolGlyph? {
    if let strokes = SymbolLibrary.stroked[name] { return .control(strokes) }
    guard let entry = loaded()[name] else { return nil }
    if let alias = entry.alias {
      // One step only: the script that writes the table refuses an alias of an alias.
      let target = glyph(alias)
      if case .unknown = target { return nil }
      return target
    }
    return entry.stroked ? .strokes(entry.outline, fill: entry.fill, name: name)
      : .outline(entry.outline, name: name)
  }

  /// The outline of `name` (on a 16 x 16 grid when filled, 24 x 24 when stroked); nil for a
  /// name without one.
  public func outline(_ name: String) -> VectorOutline? {
    guard let entry = loaded()[name], entry.alias == nil else { return nil }
    return entry.outline
  }

  /// True when `name` is drawn as strokes, whose width follows the font's weight.
  public func isStroked(_ name: String) -> Bool { loaded()[name]?.stroked ?? false }

  /// The layers `name` is drawn in, bottom first, when `symbols-layered.txt` draws it.
  func layers(_ name: String) -> [SymbolLayer]? { loaded()[name]?.layers }

  private func loaded() -> [String: Entry] {
    if let table = table.withLock({ $0 }) { return table }
    let folder = String(file.dropLast("symbols.txt".count))
    func read(_ path: String) -> [UInt8] { (try? FileBytes.read(path, maxBytes: 8 << 20)) ?? [] }
    // Beside symbols.txt, the added bases and the layered drawings; a table of another name
    // (a test's) alone.
    let parsed = file.hasSuffix("symbols.txt")
      ? SymbolLibrary.tables(symbols: read(file), more: read(folder + "symbols-more.txt"),
                             layered: read(folder + "symbols-layered.txt"))
      : SymbolLibrary.tables(symbols: read(file), more: [], layered: [])
    table.withLock { $0 = parsed }
    return parsed
  }

  /// The three tables' entries together: `symbols.txt`'s, the bases `symbols-more.txt` adds,
  /// and the drawings of `symbols-layered.txt`, which win over both. Malformed lines are
  /// skipped; any bytes give a table (`fuzz-symbols` checks that).
  package static func tables(symbols: [UInt8], more: [UInt8], layered: [UInt8])
    -> [String: Entry]
  {
    var parsed = entries(symbols)
    for (name, var entry) in entries(more) where parsed[name] == nil {
      entry.added = true
      parsed[name] = entry
    }
    // The layered drawings win over both: they are SF's shapes, measured.
    for (name, layers, bounds) in layeredEntries(layered) {
      // The outline is the layers' together, with the image's bounds as a line of no area:
      // what `.resizable()` stretches to the frame is the bounds, not only the ink.
      var outline = layers.dropFirst().reduce(layers[0].outline) { $0 + $1.outline }
      if let bounds { outline = outline + bounds }
      parsed[name] = Entry(outline: outline, stroked: false, added: parsed[name]?.added ?? true,
                           layers: layers)
    }
    return parsed
  }

  /// The layered names of a table (`name\tlayer\tcolour\tgap\tpath` lines, bottom layer
  /// first, and a `name\tbounds\tx0 y0 x1 y1` line each), with their bounds as a path of no
  /// area; malformed lines are skipped.
  private static func layeredEntries(_ bytes: [UInt8])
    -> [(String, [SymbolLayer], VectorOutline?)]
  {
    var order: [String] = [], layers: [String: [SymbolLayer]] = [:]
    var bounds: [String: VectorOutline] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      if fields.count == 3, fields[1] == "bounds" {
        let v = fields[2].split(separator: " ").compactMap { Double($0) }
        if v.count == 4, v[0] < v[2], v[1] < v[3],
           let line = VectorOutline(pathData: Substring("M \(v[0]) \(v[1]) L \(v[2]) \(v[3]) Z"),
                                    evenOdd: false) {
          bounds[String(fields[0])] = line
        }
        continue
      }
      guard fields.count == 5, fields[1] == "layer", let gap = Double(fields[3]), gap >= 0,
            gap < 4, let outline = VectorOutline(pathData: fields[4], evenOdd: false)
      else { continue }
      let name = String(fields[0])
      if layers[name] == nil { order.append(name) }
      layers[name, default: []].append(SymbolLayer(outline: outline, colorName: String(fields[2]),
                                                   gap: gap))
    }
    return order.map { ($0, layers[$0]!, bounds[$0]) }
  }

  /// The entries of one table; malformed lines are skipped.
  private static func entries(_ bytes: [UInt8]) -> [String: Entry] {
    var parsed: [String: Entry] = [:]
    for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n")
    where !line.hasPrefix("#") {
      let fields = line.split(separator: "\t")
      if fields.count == 3, fields[1] == "alias" {
        parsed[String(fields[0])] = Entry(outline: VectorOutline(segments: [], evenOdd: false),
                                          stroked: true, alias: String(fields[2]))
        continue
      }
      guard fields.count == 3 || (fields.count == 4 && fields[1] == "stroke"),
            let outline = VectorOutline(pathData: fields[2], evenOdd: fields[1] == "evenodd")
      else { continue }
      let fill = fields.count == 4 ? VectorOutline(pathData: fields[3], evenOdd: false) : nil
      if fields.count == 4, fill == nil { continue }
      parsed[String(fields[0])] = Entry(outline: outline, stroked: fields[1] == "stroke",
                                        fill: fill)
    }
    return parsed
  }
}

/// One layer of a symbol drawn in layers: its outline on the 16 x 16 grid, the colour
/// multicolour draws it in (SF's name for it), and the gap it cuts around itself, in grid
/// units, from the layers beneath (the sun parted from the cloud in front of it).
package struct SymbolLayer: Sendable {
  package var outline: VectorOutline
  package var colorName: String
  package var gap: Double
}
