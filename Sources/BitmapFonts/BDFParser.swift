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
///
/// The lines are tokenized in `BDFParser+Lines.swift`, the structure pass is in
/// `BDFParser+Header.swift`, and a glyph's bitmap is decoded in `BDFParser+Glyphs.swift`.
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

  /// The largest glyph box side accepted, in pixels.
  static let maxGlyphSide = 1024
  /// The range of every other metric (offsets, advances, ascent, descent, sizes), in pixels.
  static let metricRange = -4096...4096

  /// Reads the header, the properties and where each glyph starts (see `Header`), checking
  /// every glyph's shape on the way.
  func readHeader() throws(BDFError) -> Header {
    guard !bytes.isEmpty else { throw fail(0, "the file is empty, not a BDF font") }
    return try bytes.withUnsafeBufferPointer { (p) throws(BDFError) -> Header in
      var pass = StructurePass(parser: self, bytes: p)
      return try pass.run()
    }
  }

  // MARK: faults

  /// The error for a fault on `line` (0 when it is the file's as a whole).
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
}
