import Foundation
import Raster
import Synchronization

/// A bitmap font read from a BDF file.
///
/// Opening a font reads its structure once (a pass over the lines that checks every glyph's
/// shape and notes where it starts); each glyph's bitmap is decoded when it is first asked for,
/// then cached. Safe to share between threads.
public final class BDFFont: Sendable {
  /// The file, or the name given to the data.
  public let path: String
  /// The FONT line.
  public let name: String
  /// Pixels above the baseline (FONT_ASCENT, or from the bounding box).
  public let ascent: Int
  /// Pixels below the baseline (FONT_DESCENT, or from the bounding box).
  public let descent: Int
  /// PIXEL_SIZE, or the SIZE line.
  public let pixelSize: Int
  public let boundingBox: GlyphBox
  public let properties: [String: BDFProperty]
  /// How many glyphs have a code point (unencoded ones are skipped).
  public let glyphCount: Int
  /// Harmless oddities found while reading (a wrong CHARS count, ...).
  public let warnings: [String]
  /// 1 for a bitmap font; 2, 4 or 8 for a greymap font (BDF 2.3), whose glyphs carry
  /// coverage and are laid out by their SWIDTH, unrounded.
  public let bitsPerPixel: Int

  private let parser: BDFParser
  private let defaultAdvance: Int?
  /// Byte offset and line of each encoded glyph: a direct table for the BMP, a dictionary
  /// for the rest.
  private let basicOffsets: [Int32]
  private let basicLines: [Int32]
  private let otherOffsets: [UInt32: (Int32, Int32)]
  private let cache = Mutex<[UInt32: Glyph]>([:])

  /// Reads the font at `path`.
  public convenience init(contentsOf path: String) throws(BDFError) {
    try self.init(bytes: try BDFFont.readFile(path), path: path)
  }

  /// The largest BDF file read: all of GNU Unifont's planes take about 25 MB.
  public static let maxFileBytes = 64 << 20

  /// The whole file; one over `maxFileBytes`, or not a regular file, is refused unread.
  static func readFile(_ path: String) throws(BDFError) -> [UInt8] {
    do {
      return try FileBytes.read(path, maxBytes: maxFileBytes)
    } catch {
      throw BDFError(path: path, line: 0, reason: error.tooLarge
                     ? "\(error.reason): too large for a BDF font" : error.reason)
    }
  }

  /// Reads a font from its bytes; `path` names it in errors.
  public init(bytes: [UInt8], path: String) throws(BDFError) {
    let parser = BDFParser(bytes: bytes, path: path)
    let header = try parser.readHeader()
    self.parser = parser
    self.path = path
    name = header.name
    properties = header.properties
    defaultAdvance = header.defaultAdvance
    warnings = header.warnings
    bitsPerPixel = header.bitsPerPixel
    var basicOffsets = [Int32](repeating: -1, count: 0x10000)
    var basicLines = [Int32](repeating: 0, count: 0x10000)
    var other: [UInt32: (Int32, Int32)] = [:]
    var minY = 0, maxY = 0, maxWidth = 0
    for glyph in header.glyphs {
      // A later glyph with the same code point wins, as in X11.
      if glyph.code < 0x10000 {
        basicOffsets[Int(glyph.code)] = glyph.offset
        basicLines[Int(glyph.code)] = glyph.line
      } else {
        other[UInt32(glyph.code)] = (glyph.offset, glyph.line)
      }
    }
    self.basicOffsets = basicOffsets
    self.basicLines = basicLines
    otherOffsets = other
    glyphCount = header.glyphs.count
    if let box = header.boundingBox {
      boundingBox = box
    } else {
      // No FONTBOUNDINGBOX: take the union of the glyphs' boxes.
      for g in header.glyphs.prefix(4096) {
        let glyph = parser.decodeGlyph(at: Int(g.offset), line: Int(g.line), defaultAdvance: nil,
                                       bitsPerPixel: header.bitsPerPixel)
        minY = min(minY, glyph.box.y)
        maxY = max(maxY, glyph.box.y + glyph.box.height)
        maxWidth = max(maxWidth, glyph.box.width)
      }
      boundingBox = GlyphBox(width: maxWidth, height: maxY - minY, x: 0, y: minY)
    }
    // The metrics that size lines and boxes are range-checked like every number in the file.
    func metric(_ name: String, in range: ClosedRange<Int>) throws(BDFError) -> Int? {
      guard let value = header.properties[name] else { return nil }
      guard let number = value.integer, range.contains(number) else {
        let bounds = "\(range.lowerBound)...\(range.upperBound)"
        throw BDFError(path: path, line: 0,
                       reason: "\(name) '\(value.string ?? "")' is not a whole number in \(bounds)")
      }
      return number
    }
    let metrics = BDFParser.metricRange
    ascent = try metric("FONT_ASCENT", in: metrics) ?? (boundingBox.height + boundingBox.y)
    descent = try metric("FONT_DESCENT", in: metrics) ?? -boundingBox.y
    pixelSize = try metric("PIXEL_SIZE", in: 0...metrics.upperBound) ?? header.pointSize
  }

  /// True when the font has a glyph for `scalar`.
  public func contains(_ scalar: Unicode.Scalar) -> Bool {
    location(of: scalar.value) != nil
  }

  /// The glyph for `scalar`, decoded on first use; nil when the font has none.
  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    let code = scalar.value
    if let cached = cache.withLock({ $0[code] }) { return cached }
    guard let (offset, line) = location(of: code) else { return nil }
    let glyph = parser.decodeGlyph(at: Int(offset), line: Int(line), defaultAdvance: defaultAdvance,
                                   bitsPerPixel: bitsPerPixel)
    cache.withLock { $0[code] = glyph }
    return glyph
  }

  /// Decodes every glyph once: for tests and tools that want all of a font checked.
  public func allGlyphs() -> [(UInt32, Glyph)] {
    var out: [(UInt32, Glyph)] = []
    for code in 0..<UInt32(0x10000) where basicOffsets[Int(code)] >= 0 {
      if let scalar = Unicode.Scalar(code), let g = glyph(for: scalar) { out.append((code, g)) }
    }
    for code in otherOffsets.keys.sorted() {
      if let scalar = Unicode.Scalar(code), let g = glyph(for: scalar) { out.append((code, g)) }
    }
    return out
  }

  private func location(of code: UInt32) -> (Int32, Int32)? {
    if code < 0x10000 {
      let offset = basicOffsets[Int(code)]
      return offset >= 0 ? (offset, basicLines[Int(code)]) : nil
    }
    return otherOffsets[code]
  }

  /// The weight the font declares (WEIGHT_NAME), lower-cased; "medium" when absent.
  public var weightName: String {
    properties["WEIGHT_NAME"]?.string?.lowercased() ?? "medium"
  }
}
