// The font files an app ships (`.ttf`, `.otf`, `.ttc`: TrueType and OpenType CFF outlines),
// read with FreeType for their faces, tables and outlines in font units, and nothing else: no
// hinting, no FreeType rasterizer. Each glyph is filled by Cellshot's own exact coverage
// (`OutlineStrike`), so the file is the only input and the pixels are the same everywhere.
// A file FreeType refuses, or one whose numbers are absurd, is an error naming the file.
import CFreeType
import Foundation
import Raster
import Synchronization

/// One face of a font file an app ships: its names, metrics and glyphs, as iOS reads them.
///
/// FreeType keeps the face open (its calls are serialized by a lock); outlines are read in
/// font units when a strike first draws a glyph.
public final class AppFont: OutlineGlyphs, @unchecked Sendable {
  /// The file, for messages (with `#N` for a face of a collection past the first).
  public let path: String
  /// The PostScript name (`Poppins-SemiBold`), which `Font.custom` and `UIFont(name:)` use.
  public let postScriptName: String
  /// The family (`Poppins`) and style (`SemiBold`) names.
  public let familyName: String
  public let styleName: String
  /// The full name (`Poppins SemiBold`), from the `name` table (the family and style joined
  /// when it has none).
  public let fullName: String
  /// The weight class of the `OS/2` table (100 to 900; 400 without one).
  public let weight: Int
  public let isItalic: Bool
  public let unitsPerEm: Int
  /// `hhea`'s ascender and descender (positive, below the baseline) and line gap, font units.
  public let ascender: Int
  public let descender: Int
  public let lineGap: Int
  public let glyphCount: Int
  /// Its pair kerning (GPOS's `kern` feature, else the `kern` table), by glyph index.
  let pairKerning: PairKerning
  /// `pairKerning` as the layout reads it (nil: the font has no pairs).
  public private(set) var kerning: KerningTable?

  private let lock = NSLock()
  private let library: FT_Library
  private let face: FT_Face
  private let bytes: UnsafeMutableRawBufferPointer
  private let strikes = Mutex<[Int: OutlineStrike]>([:])

  /// The most points one glyph's outline may have: more is refused as absurd.
  static let pointLimit = 20_000

  /// Every face of the font file at `path`.
  ///
  /// - Throws: `BDFError` naming the file when it cannot be read or is not a font FreeType
  ///   reads (truncated, corrupt, absurd numbers).
  public static func faces(contentsOf path: String) throws(BDFError) -> [AppFont] {
    try faces(bytes: try BDFFont.readFile(path), path: path)
  }

  /// Every face of a font file's `bytes`; `path` names it in errors.
  public static func faces(bytes: [UInt8], path: String) throws(BDFError) -> [AppFont] {
    let first = try AppFont(bytes: bytes, path: path, index: 0)
    var faces = [first]
    // A collection (`.ttc`): its other faces, each with its own copy of the file.
    for index in 1..<min(first.faceCount, 64) {
      faces.append(try AppFont(bytes: bytes, path: path, index: index))
    }
    return faces
  }

  /// How many faces the file holds (1 but for a collection).
  let faceCount: Int

  /// Face `index` of the file's `bytes`.
  init(bytes source: [UInt8], path: String, index: Int) throws(BDFError) {
    let name = index == 0 ? path : "\(path)#\(index)"
    func fail(_ reason: String) -> BDFError { BDFError(path: name, line: 0, reason: reason) }
    guard source.count >= 12 else { throw fail("too short to be a font file") }
    guard source.count <= 64 << 20 else { throw fail("larger than 64 MB") }
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else {
      throw fail("FreeType could not start")
    }
    let bytes = UnsafeMutableRawBufferPointer.allocate(byteCount: source.count, alignment: 8)
    source.withUnsafeBytes { bytes.copyMemory(from: $0) }
    var face: FT_Face?
    let base = bytes.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
    let error = FT_New_Memory_Face(library, base, FT_Long(source.count), FT_Long(index), &face)
    guard error == 0, let face else {
      FT_Done_FreeType(library)
      bytes.deallocate()
      throw fail(AppFont.describe(error))
    }
    func refuse(_ reason: String) -> BDFError {
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      bytes.deallocate()
      return fail(reason)
    }
    let record = face.pointee
    let units = Int(record.units_per_EM)
    guard record.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 else {
      throw refuse("it has no outlines (a bitmap-only font)")
    }
    guard (16...16384).contains(units) else {
      throw refuse("head: units per em \(units) is out of range (16 to 16384)")
    }
    let ascender = Int(record.ascender), descender = -Int(record.descender)
    guard ascender > -4 * units, ascender <= 4 * units, descender > -4 * units,
      descender <= 4 * units, ascender + descender > 0
    else {
      throw refuse("hhea: ascender \(ascender) and descender \(descender) do not fit "
        + "\(units) units per em")
    }
    guard record.num_glyphs > 0 else { throw refuse("maxp: it has no glyphs") }
    guard record.charmap != nil else { throw refuse("cmap: it has no Unicode character map") }
    let family = record.family_name.map { String(cString: $0) } ?? ""
    let style = record.style_name.map { String(cString: $0) } ?? "Regular"
    var weight = 400, italic = record.style_flags & FT_Long(FT_STYLE_FLAG_ITALIC) != 0
    if let table = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
      let os2 = table.assumingMemoryBound(to: TT_OS2.self).pointee
      if (1...1000).contains(Int(os2.usWeightClass)) { weight = Int(os2.usWeightClass) }
      // Bit 0 of fsSelection: italic.
      italic = italic || os2.fsSelection & 1 != 0
    } else if record.style_flags & FT_Long(FT_STYLE_FLAG_BOLD) != 0 {
      weight = 700
    }
    let postScript = FT_Get_Postscript_Name(face).map { String(cString: $0) }
      ?? (family + "-" + style).replacingOccurrences(of: " ", with: "")
    self.path = name
    self.postScriptName = postScript
    self.familyName = family
    self.styleName = style
    self.fullName = AppFont.nameRecord(face, id: 4) ?? "\(family) \(style)"
    self.weight = weight
    self.isItalic = italic
    self.unitsPerEm = units
    self.ascender = ascender
    self.descender = descender
    self.lineGap = max(0, Int(record.height) - ascender - descender)
    self.glyphCount = Int(record.num_glyphs)
    self.faceCount = Int(record.num_faces)
    self.library = library
    self.face = face
    self.bytes = bytes
    pairKerning = PairKerning(gpos: AppFont.table(face, "GPOS"), kern: AppFont.table(face, "kern"))
    kerning = nil
    if !pairKerning.isEmpty { kerning = KerningTable(adjustments: AppFontPairs(font: self)) }
  }

  /// The raw bytes of the table tagged `tag` (empty when the font has none, or one past 16 MB).
  static func table(_ face: FT_Face, _ tag: String) -> [UInt8] {
    let code = tag.utf8.reduce(FT_ULong(0)) { $0 << 8 | FT_ULong($1) }
    var length: FT_ULong = 0
    guard FT_Load_Sfnt_Table(face, code, 0, nil, &length) == 0, length > 0, length <= 16 << 20
    else { return [] }
    var bytes = [UInt8](repeating: 0, count: Int(length))
    let status = bytes.withUnsafeMutableBufferPointer {
      FT_Load_Sfnt_Table(face, code, 0, $0.baseAddress, &length)
    }
    return status == 0 ? bytes : []
  }

  /// How far `b` moves after `a`, in font units (0 for no pair, or a character it lacks).
  public func kerning(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
    let (left, right) = lock.withLock { (glyphIndex(a), glyphIndex(b)) }
    guard left != 0, right != 0, left <= 0xFFFF, right <= 0xFFFF else { return 0 }
    return pairKerning.adjustment(UInt16(left), UInt16(right))
  }

  deinit {
    FT_Done_Face(face)
    FT_Done_FreeType(library)
    bytes.deallocate()
  }

  /// FreeType's error `code` in words, for the message naming the file.
  static func describe(_ code: FT_Error) -> String {
    switch code {
    case 0x02: return "not a font file FreeType knows (TrueType, OpenType, a collection)"
    case 0x03: return "its header is broken (not a font file FreeType reads)"
    case 0x06: return "it has no face with that index"
    case 0x08: return "a table is broken (head, hhea, maxp or OS/2: a value out of range)"
    case 0x09: return "an offset points outside the file"
    case 0x0A: return "a table claims an array too large for the file"
    case 0x40: return "it asks for more memory than FreeType will give"
    case 0x51...0x58: return "the file ends too soon, or a table runs past its end (truncated)"
    case 0x8E: return "a table every font needs is missing"
    case 0x8F: return "hhea: the table is missing"
    case 0x90: return "loca: the table is missing"
    case 0x91: return "name: the table is missing"
    case 0x92: return "cmap: the table is missing"
    case 0x93: return "hmtx: the table is missing"
    case 0x94: return "post: the table is missing"
    case 0x95: return "hmtx: the table is broken"
    case 0x96: return "cmap: the table is broken"
    default: return "FreeType refused it (error \(code))"
    }
  }

  /// The `name` table's string `id` in English (Windows' UTF-16 first, then Macintosh's
  /// Roman as ASCII), nil when it has none.
  static func nameRecord(_ face: FT_Face, id: Int) -> String? {
    var mac: String?
    for i in 0..<min(Int(FT_Get_Sfnt_Name_Count(face)), 4096) {
      var record = FT_SfntName()
      guard FT_Get_Sfnt_Name(face, FT_UInt(i), &record) == 0, Int(record.name_id) == id,
        let string = record.string
      else { continue }
      let bytes = Array(UnsafeBufferPointer(start: string, count: Int(record.string_len)))
      if record.platform_id == 3, record.language_id == 0x409 {
        let units = stride(from: 0, to: bytes.count - 1, by: 2).map {
          UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1])
        }
        return String(decoding: units, as: UTF16.self)
      }
      if record.platform_id == 1, record.language_id == 0, mac == nil {
        mac = String(decoding: bytes.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
      }
    }
    return mac
  }

  private func glyphIndex(_ scalar: Unicode.Scalar) -> FT_UInt {
    FT_Get_Char_Index(face, FT_ULong(scalar.value))
  }

  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    lock.withLock { glyphIndex(scalar) != 0 }
  }

  /// The glyph of `scalar` loaded in font units, unhinted, outlines only; false when it
  /// cannot be.
  private func load(_ scalar: Unicode.Scalar) -> FT_UInt? {
    let index = glyphIndex(scalar)
    guard index != 0 else { return nil }
    let flags = FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP
    guard FT_Load_Glyph(face, index, FT_Int32(flags)) == 0 else { return nil }
    return index
  }

  /// The advance of `scalar` in font units (`hmtx`).
  public func advance(of scalar: Unicode.Scalar) -> Int? {
    lock.withLock {
      guard load(scalar) != nil, let slot = face.pointee.glyph else { return nil }
      let advance = Int(slot.pointee.metrics.horiAdvance)
      return (0...8 * unitsPerEm).contains(advance) ? advance : nil
    }
  }

  /// The outline of `scalar` in font units, y down; nil when the font has none, or it is not
  /// an outline, or it has more than `pointLimit` points or points beyond 16 ems.
  public func outline(for scalar: Unicode.Scalar) -> VectorOutline? {
    lock.withLock {
      guard load(scalar) != nil, let slot = face.pointee.glyph,
        slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
      else { return nil }
      var outline = slot.pointee.outline
      guard Int(outline.n_points) <= AppFont.pointLimit else { return nil }
      let collector = OutlineCollector(limit: 16 * unitsPerEm)
      var funcs = FT_Outline_Funcs(
        move_to: { to, user in OutlineCollector.of(user).move(to) },
        line_to: { to, user in OutlineCollector.of(user).line(to) },
        conic_to: { control, to, user in OutlineCollector.of(user).conic(control, to) },
        cubic_to: { c1, c2, to, user in OutlineCollector.of(user).cubic(c1, c2, to) },
        shift: 0, delta: 0)
      let status = withExtendedLifetime(collector) {
        FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(collector).toOpaque())
      }
      guard status == 0, !collector.broken else { return nil }
      return collector.finish()
    }
  }

  /// The face drawn `pixels` pixels to the em (1 to 1024), its advances its own (`hmtx`),
  /// made once per size.
  public func strike(pixels: Int) -> OutlineStrike {
    let size = min(max(pixels, 1), 1024)
    return strikes.withLock { strikes in
      if let strike = strikes[size] { return strike }
      let strike = OutlineStrike(font: self, em: size, pixelSize: size)
      strikes[size] = strike
      return strike
    }
  }

  /// Lets go of the strikes made so far. A strike holds its face, and the face its strikes, so
  /// a face stays alive while it has any: a registry that unregisters a face (and the fuzzer,
  /// after each input) calls this so the two can go.
  public func dropStrikes() {
    strikes.withLock { $0 = [:] }
  }
}

/// Gathers FreeType's decomposed outline as Cellshot's segments (y down), quadratic curves
/// raised to cubic ones exactly.
private final class OutlineCollector {
  var segments: [VectorOutline.Segment] = []
  var current = Point(x: 0, y: 0)
  var open = false
  var broken = false
  let limit: Double

  init(limit: Int) { self.limit = Double(limit) }

  static func of(_ user: UnsafeMutableRawPointer?) -> OutlineCollector {
    Unmanaged<OutlineCollector>.fromOpaque(user!).takeUnretainedValue()
  }

  func point(_ vector: UnsafePointer<FT_Vector>?) -> Point? {
    guard let vector else { return nil }
    let x = Double(vector.pointee.x), y = -Double(vector.pointee.y)
    guard abs(x) <= limit, abs(y) <= limit else { return nil }
    return Point(x: x, y: y)
  }

  func fail() -> Int32 {
    broken = true
    return 1
  }

  func move(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
    guard let p = point(to), segments.count < 200_000 else { return fail() }
    if open { segments.append(.close) }
    segments.append(.move(p))
    current = p
    open = true
    return 0
  }

  func line(_ to: UnsafePointer<FT_Vector>?) -> Int32 {
    guard let p = point(to), segments.count < 200_000 else { return fail() }
    segments.append(.line(p))
    current = p
    return 0
  }

  func conic(_ control: UnsafePointer<FT_Vector>?, _ to: UnsafePointer<FT_Vector>?) -> Int32 {
    guard let q = point(control), let p = point(to), segments.count < 200_000 else {
      return fail()
    }
    let c1 = Point(x: current.x + (q.x - current.x) * 2 / 3,
                   y: current.y + (q.y - current.y) * 2 / 3)
    let c2 = Point(x: p.x + (q.x - p.x) * 2 / 3, y: p.y + (q.y - p.y) * 2 / 3)
    segments.append(.cubic(c1, c2, p))
    current = p
    return 0
  }

  func cubic(_ a: UnsafePointer<FT_Vector>?, _ b: UnsafePointer<FT_Vector>?,
             _ to: UnsafePointer<FT_Vector>?) -> Int32 {
    guard let c1 = point(a), let c2 = point(b), let p = point(to), segments.count < 200_000
    else { return fail() }
    segments.append(.cubic(c1, c2, p))
    current = p
    return 0
  }

  func finish() -> VectorOutline {
    if open { segments.append(.close) }
    return VectorOutline(segments: segments, evenOdd: false)
  }
}

/// An app font's pairs as a kerning table reads them: thousandths of the size.
struct AppFontPairs: PairAdjustments {
  unowned let font: AppFont

  func thousandths(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
    let units = font.kerning(a, b)
    guard units != 0 else { return 0 }
    // Rounded to nearest, halves away from zero, within ±1000 as a kerning file's.
    let scaled = (abs(units) * 2000 / font.unitsPerEm + 1) / 2
    return min(scaled, 1000) * (units < 0 ? -1 : 1)
  }
}
