import Raster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the structure of a BDF 2.1 font (Adobe's Glyph Bitmap Distribution Format) in one pass
/// over its lines, without decoding bitmaps: the header, the properties, and where each glyph
/// starts. Glyph bitmaps are decoded later, one at a time (`decodeGlyph`).
///
/// Strict where a fault would draw wrong glyphs: an unknown keyword, a glyph without ENCODING or
/// BBX, a bitmap with fewer or more rows than its BBX, a row that is not hexadecimal, a missing
/// ENDCHAR, ENDPROPERTIES or ENDFONT. Lenient where nothing is lost: a wrong CHARS or
/// STARTPROPERTIES count, a missing CHARS, FONT, SIZE, SWIDTH or FONTBOUNDINGBOX line, a
/// missing DWIDTH (the advance then comes from the font's DWIDTH, or the box), comments
/// anywhere, glyphs in any order, unencoded glyphs (ENCODING -1, kept but not addressable),
/// versions 2.1 and 2.2.
struct BDFParser {
  let bytes: [UInt8]
  let path: String

  /// What the structure pass found.
  struct Header {
    var name = ""
    var pointSize = 0
    var boundingBox: GlyphBox?
    var properties: [String: BDFProperty] = [:]
    var defaultAdvance: Int?
    var declaredGlyphs: Int?
    /// Bits per pixel: 1 for a bitmap font, 2, 4 or 8 for a greymap (BDF 2.3: the fourth
    /// number of SIZE, or the BITS_PER_PIXEL property).
    var bitsPerPixel = 1
    /// Byte offset of each glyph's STARTCHAR line, and its line number.
    var glyphs: [(code: Int32, offset: Int32, line: Int32)] = []
    var unencodedGlyphs = 0
    var warnings: [String] = []
  }

  // MARK: lines

  /// Walks the lines of the data: byte ranges without the line break, numbered from 1.
  struct LineReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    var number = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, from position: Int = 0, line: Int = 0) {
      self.bytes = bytes
      self.position = position
      self.number = line
    }

    @inline(__always)
    mutating func next() -> Range<Int>? {
      let n = bytes.count
      guard position < n else { return nil }
      var end = n
      if let found = memchr(bytes.baseAddress! + position, 10, n - position) {
        end = bytes.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
      }
      var lineEnd = end
      if lineEnd > position && bytes[lineEnd - 1] == 13 { lineEnd -= 1 }
      let range = position..<lineEnd
      position = end + 1
      number += 1
      return range
    }
  }

  /// The first word of a line (the keyword) and the rest, trimmed.
  func split(_ range: Range<Int>) -> (keyword: Substring, rest: Substring) {
    let text = String(decoding: bytes[range], as: UTF8.self)
    let trimmed = text.drop { $0 == " " || $0 == "\t" }
    guard let space = trimmed.firstIndex(where: { $0 == " " || $0 == "\t" }) else {
      return (trimmed, "")
    }
    let rest = trimmed[space...].drop { $0 == " " || $0 == "\t" }
    return (trimmed[..<space], rest)
  }

  /// The keywords met inside glyphs, recognised from bytes without making strings: this is
  /// the hot path of reading a 57,000-glyph font.
  enum GlyphKeyword {
    case startChar, encoding, swidth, dwidth, bbx, bitmap, endChar, endFont, comment, blank
    case other
  }

  @inline(__always)
  static func glyphKeyword(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> GlyphKeyword {
    var start = range.lowerBound
    while start < range.upperBound && (p[start] == 32 || p[start] == 9) { start += 1 }
    var end = start
    while end < range.upperBound && p[end] != 32 && p[end] != 9 { end += 1 }
    @inline(__always) func matches(_ word: StaticString) -> Bool {
      guard end - start == word.utf8CodeUnitCount else { return false }
      let w = word.utf8Start
      for i in 0..<(end - start) where p[start + i] != w[i] { return false }
      return true
    }
    switch end - start {
    case 0: return .blank
    case 3: return matches("BBX") ? .bbx : .other
    case 6:
      if matches("SWIDTH") { return .swidth }
      if matches("DWIDTH") { return .dwidth }
      if matches("BITMAP") { return .bitmap }
      return .other
    case 7:
      if matches("ENDCHAR") { return .endChar }
      if matches("ENDFONT") { return .endFont }
      if matches("COMMENT") { return .comment }
      return .other
    case 8: return matches("ENCODING") ? .encoding : .other
    case 9: return matches("STARTCHAR") ? .startChar : .other
    default: return .other
    }
  }

  /// When the `rows` lines from `start` are hexadecimal and the next is ENDCHAR, the offset
  /// just past that ENDCHAR line; otherwise nil.
  @inline(__always)
  static func skipBitmap(_ p: UnsafeBufferPointer<UInt8>, from start: Int, rows: Int) -> Int? {
    var i = start
    let n = p.count
    for _ in 0..<rows {
      let rowStart = i
      while i < n && isHex(p[i]) { i += 1 }
      if i < n && p[i] == 13 { i += 1 }
      guard i > rowStart, i < n, p[i] == 10 else { return nil }
      i += 1
    }
    // "ENDCHAR" and the end of its line.
    let word: StaticString = "ENDCHAR"
    guard i + 7 <= n else { return nil }
    for k in 0..<7 where p[i + k] != word.utf8Start[k] { return nil }
    i += 7
    while i < n && (p[i] == 32 || p[i] == 9 || p[i] == 13) { i += 1 }
    guard i == n || p[i] == 10 else { return nil }
    return i == n ? n : i + 1
  }

  /// The whole numbers on a line after its keyword: the first four kept, all counted.
  struct Numbers {
    /// How many numbers the line has (beyond four, only counted).
    var count = 0
    var values: (Int, Int, Int, Int) = (0, 0, 0, 0)
    subscript(i: Int) -> Int {
      switch i {
      case 0: return values.0
      case 1: return values.1
      case 2: return values.2
      default: return values.3
      }
    }
  }

  /// The most digits a number may have: every value fits an `Int` with room to add and
  /// multiply, and no real font needs more.
  static let maxDigits = 9

  /// The one tokenizer for numbers, used by the structure pass and the glyph decoder alike:
  /// the words after the keyword, split by spaces and tabs, each an optional sign and 1 to
  /// `maxDigits` decimal digits. Nil when a word is anything else.
  @inline(__always)
  static func lineIntegers(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Numbers? {
    var out = Numbers()
    var i = range.lowerBound
    while i < range.upperBound && (p[i] == 32 || p[i] == 9) { i += 1 }
    while i < range.upperBound && p[i] != 32 && p[i] != 9 { i += 1 }  // the keyword
    while true {
      while i < range.upperBound && (p[i] == 32 || p[i] == 9) { i += 1 }
      if i == range.upperBound { break }
      var negative = false
      if p[i] == 45 || p[i] == 43 {
        negative = p[i] == 45
        i += 1
      }
      var value = 0, digits = 0
      while i < range.upperBound && p[i] >= 48 && p[i] <= 57 {
        digits += 1
        if digits > maxDigits { return nil }
        value = value * 10 + Int(p[i] - 48)
        i += 1
      }
      if digits == 0 || (i < range.upperBound && p[i] != 32 && p[i] != 9) { return nil }
      let v = negative ? -value : value
      switch out.count {
      case 0: out.values.0 = v
      case 1: out.values.1 = v
      case 2: out.values.2 = v
      case 3: out.values.3 = v
      default: break
      }
      out.count += 1
    }
    return out
  }

  func fail(_ line: Int, _ reason: String) -> BDFError {
    BDFError(path: path, line: line, reason: reason)
  }

  /// The numbers of the line at `range`, whose keyword is `keyword`: `count` of them, else an
  /// error that quotes the line.
  func numbers(_ p: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ keyword: String,
               count: ClosedRange<Int>, line: Int) throws(BDFError) -> Numbers {
    guard let v = BDFParser.lineIntegers(p, range), count.contains(v.count) else {
      let want = count.count == 1
        ? "\(count.lowerBound)" : "\(count.lowerBound) to \(count.upperBound)"
      let noun = count.upperBound == 1 ? "integer" : "integers"
      let text = String(decoding: p[range], as: UTF8.self)
      throw fail(line, "\(keyword) needs \(want) \(noun) of at most \(BDFParser.maxDigits) digits, "
                 + "got '\(text)'")
    }
    return v
  }

  /// Throws unless `value` lies in `range`.
  func check(_ value: Int, in range: ClosedRange<Int>, _ what: String, line: Int)
    throws(BDFError)
  {
    guard range.contains(value) else {
      let bounds = "\(range.lowerBound)...\(range.upperBound)"
      throw fail(line, "\(what) \(value) is out of range (\(bounds))")
    }
  }

  /// The largest glyph box side accepted, in pixels.
  static let maxGlyphSide = 1024
  /// The range of every other metric (offsets, advances, ascent, descent, sizes), in pixels.
  static let metricRange = -4096...4096

  /// Checks a BBX line's numbers: size within `maxGlyphSide`, offsets within `metricRange`.
  func checkBox(_ v: Numbers, line: Int) throws(BDFError) {
    let side = 0...BDFParser.maxGlyphSide
    guard side.contains(v[0]), side.contains(v[1]) else {
      let limit = "0...\(side.upperBound) a side"
      throw fail(line, "BBX \(v[0]) x \(v[1]) is not a sensible glyph size (\(limit))")
    }
    try check(v[2], in: BDFParser.metricRange, "BBX x offset", line: line)
    try check(v[3], in: BDFParser.metricRange, "BBX y offset", line: line)
  }

  // MARK: the structure pass

  func readHeader() throws(BDFError) -> Header {
    guard !bytes.isEmpty else { throw fail(0, "the file is empty, not a BDF font") }
    return try bytes.withUnsafeBufferPointer { (p) throws(BDFError) -> Header in
      try readHeader(p)
    }
  }

  private func readHeader(_ p: UnsafeBufferPointer<UInt8>) throws(BDFError) -> Header {
    var header = Header()
    enum Section { case start, global, properties, glyphHead, bitmap, glyphs, done }
    var section = Section.start
    var reader = LineReader(p)
    var glyphOffset = 0, glyphLine = 0
    var glyphCode: Int32?
    var sawEncoding = false, hasBox = false
    var boxHeight = 0, rows = 0

    while let range = reader.next() {
      let line = reader.number
      // Bitmap rows are the bulk of a font: check them without making strings.
      if section == .bitmap {
        if range.isEmpty { continue }  // a blank line is not a row
        var allHex = true
        for i in range where !isHex(p[i]) {
          allHex = false
          break
        }
        if allHex {
          rows += 1
          continue
        }
        let isEndChar = BDFParser.glyphKeyword(p, range) == .endChar
        let keyword = isEndChar ? "ENDCHAR" : split(range).keyword
        guard isEndChar else {
          if keyword == "STARTCHAR" || keyword == "ENDFONT" {
            throw fail(line, "missing ENDCHAR before \(keyword) (the glyph starting on line \(glyphLine))")
          }
          throw fail(line, "bitmap row '\(String(decoding: bytes[range], as: UTF8.self))' is not hexadecimal")
        }
        guard rows == boxHeight else {
          throw fail(line, "the glyph starting on line \(glyphLine) has \(rows) bitmap rows; its BBX says \(boxHeight)")
        }
        if let code = glyphCode {
          header.glyphs.append((code, Int32(glyphOffset), Int32(glyphLine)))
        } else {
          header.unencodedGlyphs += 1
        }
        section = .glyphs
        continue
      }

      // Glyph heads and the lines between glyphs, from bytes.
      if section == .glyphHead || section == .glyphs {
        let k = BDFParser.glyphKeyword(p, range)
        switch k {
        case .blank, .comment: continue
        case .swidth where section == .glyphHead: continue
        case .dwidth where section == .glyphHead:
          let v = try numbers(p, range, "DWIDTH", count: 1...2, line: line)
          try check(v[0], in: BDFParser.metricRange, "DWIDTH", line: line)
          continue
        case .startChar:
          guard section == .glyphs else {
            throw fail(line, "missing ENDCHAR before STARTCHAR (the glyph starting on line \(glyphLine))")
          }
          section = .glyphHead
          glyphOffset = range.lowerBound
          glyphLine = line
          glyphCode = nil
          sawEncoding = false
          hasBox = false
          rows = 0
          continue
        case .encoding where section == .glyphHead:
          let v = try numbers(p, range, "ENCODING", count: 1...2, line: line)
          sawEncoding = true
          let code = v[0]
          glyphCode = code >= 0 && code <= 0x10FFFF ? Int32(code) : nil
          continue
        case .bbx where section == .glyphHead:
          let v = try numbers(p, range, "BBX", count: 4...4, line: line)
          try checkBox(v, line: line)
          boxHeight = v[1]
          hasBox = true
          continue
        case .bitmap where section == .glyphHead:
          guard sawEncoding else { throw fail(glyphLine, "glyph without an ENCODING line") }
          guard hasBox else { throw fail(glyphLine, "glyph without a BBX line") }
          section = .bitmap
          // Fast path: exactly `boxHeight` hexadecimal rows, then ENDCHAR. Anything else is
          // left to the line-by-line path below, which names the fault.
          if let end = BDFParser.skipBitmap(p, from: reader.position, rows: boxHeight) {
            header.glyphs.append(glyphCode.map { ($0, Int32(glyphOffset), Int32(glyphLine)) }
                                 ?? (-1, 0, 0))
            if glyphCode == nil {
              header.glyphs.removeLast()
              header.unencodedGlyphs += 1
            }
            reader.position = end
            reader.number += boxHeight + 1
            section = .glyphs
          }
          continue
        case .endFont where section == .glyphs:
          section = .done
          continue
        default:
          break  // the general path below names the problem
        }
      }

      let (keyword, rest) = split(range)
      if keyword.isEmpty || keyword == "COMMENT" { continue }
      switch section {
      case .start:
        guard keyword == "STARTFONT" else {
          throw fail(line, "not a BDF font: it starts with '\(keyword)', not STARTFONT")
        }
        guard rest.hasPrefix("2.") else {
          throw fail(line, "BDF version '\(rest)' is not supported (2.1, 2.2 and 2.3 are)")
        }
        section = .global
      case .global, .glyphs:
        switch keyword {
        case "STARTCHAR":
          section = .glyphHead
          glyphOffset = range.lowerBound
          glyphLine = line
          glyphCode = nil
          sawEncoding = false
          hasBox = false
          rows = 0
        case "ENDFONT":
          section = .done
        case _ where section == .glyphs:
          throw fail(line, "unexpected '\(keyword)' between glyphs")
        case "FONT": header.name = String(rest)
        case "SIZE":
          let v = try numbers(p, range, "SIZE", count: 1...4, line: line)
          try check(v[0], in: 0...BDFParser.metricRange.upperBound, "SIZE", line: line)
          header.pointSize = v[0]
          if v.count == 4 {
            guard [1, 2, 4, 8].contains(v[3]) else {
              throw fail(line, "SIZE gives \(v[3]) bits per pixel; a BDF font has 1, 2, 4 or 8")
            }
            header.bitsPerPixel = v[3]
          }
        case "FONTBOUNDINGBOX":
          let v = try numbers(p, range, "FONTBOUNDINGBOX", count: 4...4, line: line)
          for (i, what) in ["width", "height", "x offset", "y offset"].enumerated() {
            try check(v[i], in: BDFParser.metricRange, "FONTBOUNDINGBOX \(what)", line: line)
          }
          header.boundingBox = GlyphBox(width: max(0, v[0]), height: max(0, v[1]), x: v[2], y: v[3])
        case "STARTPROPERTIES": section = .properties
        case "CHARS":
          let v = try numbers(p, range, "CHARS", count: 1...1, line: line)
          header.declaredGlyphs = v[0]
        case "DWIDTH":
          let v = try numbers(p, range, "DWIDTH", count: 1...2, line: line)
          try check(v[0], in: BDFParser.metricRange, "DWIDTH", line: line)
          header.defaultAdvance = v[0]
        case "METRICSSET", "SWIDTH", "SWIDTH1", "DWIDTH1", "VVECTOR", "CONTENTVERSION": break
        default:
          throw fail(line, "unknown keyword '\(keyword)' in the font header")
        }
      case .properties:
        switch keyword {
        case "ENDPROPERTIES": section = .global
        case "CHARS", "STARTCHAR", "ENDFONT":
          throw fail(line, "missing ENDPROPERTIES before \(keyword)")
        default:
          header.properties[String(keyword)] = BDFProperty(parsing: rest)
        }
      case .glyphHead:
        switch keyword {
        case "SWIDTH", "SWIDTH1", "DWIDTH1", "VVECTOR": break
        case "DWIDTH":
          let v = try numbers(p, range, "DWIDTH", count: 1...2, line: line)
          try check(v[0], in: BDFParser.metricRange, "DWIDTH", line: line)
        case "ENCODING":
          let v = try numbers(p, range, "ENCODING", count: 1...2, line: line)[0]
          sawEncoding = true
          glyphCode = v >= 0 && v <= 0x10FFFF ? Int32(v) : nil
        case "BBX":
          let v = try numbers(p, range, "BBX", count: 4...4, line: line)
          try checkBox(v, line: line)
          boxHeight = v[1]
          hasBox = true
        case "BITMAP":
          guard sawEncoding else { throw fail(glyphLine, "glyph without an ENCODING line") }
          guard hasBox else { throw fail(glyphLine, "glyph without a BBX line") }
          section = .bitmap
        default:
          if !sawEncoding {
            throw fail(line, "expected ENCODING in the glyph starting on line \(glyphLine), found '\(keyword)'")
          }
          throw fail(line, "unexpected '\(keyword)' in the glyph starting on line \(glyphLine)")
        }
      case .done:
        throw fail(line, "'\(keyword)' after ENDFONT")
      case .bitmap:
        break
      }
    }
    switch section {
    case .start: throw fail(0, "not a BDF font: no STARTFONT line")
    case .properties: throw fail(0, "missing ENDPROPERTIES")
    case .glyphHead, .bitmap: throw fail(glyphLine, "missing ENDCHAR: the file ends inside this glyph")
    case .global, .glyphs: throw fail(0, "missing ENDFONT: the file may be truncated")
    case .done: break
    }
    let count = header.glyphs.count + header.unencodedGlyphs
    if let declared = header.declaredGlyphs, declared != count {
      header.warnings.append("CHARS says \(declared) glyphs, the file has \(count)")
    }
    if header.declaredGlyphs == nil { header.warnings.append("no CHARS line") }
    if let depth = header.properties["BITS_PER_PIXEL"] {
      guard let bits = depth.integer, [1, 2, 4, 8].contains(bits) else {
        throw fail(0, "BITS_PER_PIXEL '\(depth.string ?? "")' is not 1, 2, 4 or 8")
      }
      if header.bitsPerPixel == 1 { header.bitsPerPixel = bits }
    }
    return header
  }

  // MARK: one glyph

  /// Decodes the glyph whose STARTCHAR line starts at `offset` (checked by `readHeader`).
  /// A greymap font's (`bitsPerPixel` 2, 4 or 8) levels become 8-bit coverage, exactly
  /// (a 4-bit level times 17), with a 1-bit mask of the pixels covered at least half.
  func decodeGlyph(at offset: Int, line: Int, defaultAdvance: Int?, bitsPerPixel: Int = 1)
    -> Glyph
  {
    bytes.withUnsafeBufferPointer { p in
      var reader = LineReader(p, from: offset, line: line - 1)
      var advance: Int?
      var scalable: Int?
      var box = GlyphBox(width: 0, height: 0, x: 0, y: 0)
      var mask = BitMask(width: 0, height: 0)
      var grey: GreyMask?
      let bpp = bitsPerPixel
      let levelScale = bpp > 1 ? 255 / ((1 << bpp) - 1) : 0
      var rowBytes = 0
      var rowBuffer: [UInt8] = []
      var row = -1
      func finish() -> Glyph {
        if let grey { mask = grey.thresholded }
        return Glyph(advance: advance ?? defaultAdvance ?? max(0, box.width + box.x), box: box,
                     mask: mask, grey: grey, scalableWidth: scalable)
      }
      while let range = reader.next() {
        if row >= 0 {
          guard row < box.height else { break }
          if range.isEmpty { continue }
          // Hex digits, most significant bit first; bits past the width are ignored.
          for k in 0..<rowBytes { rowBuffer[k] = 0 }
          var k = 0
          var i = range.lowerBound
          while k < rowBytes && i + 1 < range.upperBound {
            rowBuffer[k] = hexValue(p[i]) << 4 | hexValue(p[i + 1])
            k += 1
            i += 2
          }
          if k < rowBytes && i < range.upperBound { rowBuffer[k] = hexValue(p[i]) << 4 }
          if bpp == 1 {
            for k in 0..<rowBytes { mask.bits[row * rowBytes + k] = rowBuffer[k] }
            if box.width % 8 != 0 {
              mask.bits[row * rowBytes + rowBytes - 1] &=
                UInt8(truncatingIfNeeded: 0xFF00 >> (box.width % 8))
            }
          } else {
            let perByte = 8 / bpp, levelMask = (1 << bpp) - 1
            for x in 0..<box.width {
              let byte = Int(rowBuffer[x / perByte])
              let level = byte >> (8 - bpp * (x % perByte + 1)) & levelMask
              grey![x, row] = UInt8(level * levelScale)
            }
          }
          row += 1
          continue
        }
        // The structure pass checked these lines with the same tokenizer and ranges.
        switch BDFParser.glyphKeyword(p, range) {
        case .swidth:
          if let v = BDFParser.lineIntegers(p, range), v.count >= 1 { scalable = v[0] }
        case .dwidth:
          if let v = BDFParser.lineIntegers(p, range), v.count >= 1 { advance = v[0] }
        case .bbx:
          if let v = BDFParser.lineIntegers(p, range), v.count == 4 {
            box = GlyphBox(width: v[0], height: v[1], x: v[2], y: v[3])
          }
        case .bitmap:
          mask = BitMask(width: box.width, height: box.height)
          if bpp > 1 { grey = GreyMask(width: box.width, height: box.height) }
          rowBytes = (box.width * bpp + 7) / 8
          rowBuffer = [UInt8](repeating: 0, count: rowBytes)
          row = 0
          if box.height == 0 { return finish() }
        case .endChar:
          return finish()
        default:
          break
        }
      }
      return finish()
    }
  }
}

@inline(__always)
func hexValue(_ c: UInt8) -> UInt8 {
  switch c {
  case 48...57: return c - 48
  case 65...70: return c - 55
  case 97...102: return c - 87
  default: return 0
  }
}

/// One decoded glyph: its advance, its box and its bitmap (the box's size).
public struct Glyph: Sendable, Hashable {
  /// How far the pen moves, in pixels.
  public var advance: Int
  public var box: GlyphBox
  /// The bitmap; for a greymap glyph, the pixels its coverage reaches at least half.
  public var mask: BitMask
  /// A greymap font's coverage, 0...255 a pixel.
  public var grey: GreyMask?
  /// SWIDTH: the advance in thousandths of the font's size, unrounded.
  public var scalableWidth: Int?

  public init(advance: Int, box: GlyphBox, mask: BitMask, grey: GreyMask? = nil,
              scalableWidth: Int? = nil) {
    self.advance = advance
    self.box = box
    self.mask = mask
    self.grey = grey
    self.scalableWidth = scalableWidth
  }
}

/// Glyph geometry in pixels: the bitmap's size and the offset of its bottom-left corner from
/// the pen position on the baseline (y up, as BDF has it).
public struct GlyphBox: Sendable, Hashable {
  public var width: Int
  public var height: Int
  public var x: Int
  public var y: Int

  public init(width: Int, height: Int, x: Int, y: Int) {
    self.width = width
    self.height = height
    self.x = x
    self.y = y
  }
}

/// A BDF property value: an integer or a string (quoted, with `""` for a quote).
public enum BDFProperty: Sendable, Hashable {
  case integer(Int)
  case string(String)

  init(parsing text: Substring) {
    if let value = Int(text) {
      self = .integer(value)
    } else if text.hasPrefix("\""), text.count >= 2, text.hasSuffix("\"") {
      self = .string(String(text.dropFirst().dropLast()).replacingAll("\"\"", with: "\""))
    } else {
      self = .string(String(text))
    }
  }

  public var integer: Int? {
    if case .integer(let v) = self { return v }
    return nil
  }

  public var string: String? {
    switch self {
    case .string(let s): return s
    case .integer(let v): return String(v)
    }
  }
}

@inline(__always)
func isHex(_ c: UInt8) -> Bool {
  // One unsigned compare per range: c - 48 <= 9, (c | 32) - 97 <= 5.
  c &- 48 <= 9 || (c | 32) &- 97 <= 5
}

extension String {
  func replacingAll(_ target: String, with replacement: String) -> String {
    guard !target.isEmpty, contains(target) else { return self }
    var out = ""
    var rest = self[...]
    while let range = rest.range(of: target) {
      out += rest[..<range.lowerBound]
      out += replacement
      rest = rest[range.upperBound...]
    }
    return out + rest
  }
}
