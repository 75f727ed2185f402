extension BDFParser {
  /// The structure pass: one walk over the lines that reads the header and the properties,
  /// checks each glyph's shape and notes where it starts. Bitmap rows, the bulk of a font, and
  /// the keywords of glyph heads are read from bytes without making strings; the other lines,
  /// and any line the byte path does not recognise, are read as text (`keywordLine`).
  struct StructurePass {
    /// Where the pass is in the file.
    enum Section { case start, global, properties, glyphHead, bitmap, glyphs, done }

    let parser: BDFParser
    let p: UnsafeBufferPointer<UInt8>
    var reader: LineReader
    var section = Section.start
    var header = Header()
    // The glyph being read: its STARTCHAR line's offset and number, its code point (nil when
    // it has none), what its head has had, its BBX height and the bitmap rows read so far.
    var glyphOffset = 0, glyphLine = 0
    var glyphCode: Int32?
    var sawEncoding = false, hasBox = false
    var boxHeight = 0, rows = 0

    /// A pass over `bytes`, the data of `parser`.
    init(parser: BDFParser, bytes: UnsafeBufferPointer<UInt8>) {
      self.parser = parser
      self.p = bytes
      self.reader = LineReader(bytes)
    }

    /// Reads every line, then checks that the file ended where a font may end.
    mutating func run() throws(BDFError) -> Header {
      while let range = reader.next() {
        let line = reader.number
        switch section {
        case .bitmap:
          try bitmapLine(range, line: line)
        case .glyphHead, .glyphs:
          if try !glyphLineFromBytes(range, line: line) { try keywordLine(range, line: line) }
        default:
          try keywordLine(range, line: line)
        }
      }
      return try finish()
    }

    // MARK: glyphs, from bytes

    /// A line of a bitmap that `skipWellFormedBitmap` did not skip: a hexadecimal row, or the
    /// ENDCHAR that ends the glyph. Anything else is the fault this names.
    mutating func bitmapLine(_ range: Range<Int>, line: Int) throws(BDFError) {
      if range.isEmpty { return }  // a blank line is not a row
      var allHex = true
      for i in range where !isHex(p[i]) {
        allHex = false
        break
      }
      if allHex {
        rows += 1
        return
      }
      guard BDFParser.glyphKeyword(p, range) == .endChar else {
        let keyword = parser.split(range).keyword
        if keyword == "STARTCHAR" || keyword == "ENDFONT" {
          throw parser.fail(line, "missing ENDCHAR before \(keyword) (the glyph starting on "
                            + "line \(glyphLine))")
        }
        let text = String(decoding: parser.bytes[range], as: UTF8.self)
        throw parser.fail(line, "bitmap row '\(text)' is not hexadecimal")
      }
      guard rows == boxHeight else {
        throw parser.fail(line, "the glyph starting on line \(glyphLine) has \(rows) bitmap "
                          + "rows; its BBX says \(boxHeight)")
      }
      endGlyph()
    }

    /// A line of a glyph's head or between glyphs, recognised from bytes. False when it is
    /// none of the keywords met there (or one out of its place): `keywordLine` then reads it,
    /// or names the problem.
    mutating func glyphLineFromBytes(_ range: Range<Int>, line: Int) throws(BDFError) -> Bool {
      let inHead = section == .glyphHead
      switch BDFParser.glyphKeyword(p, range) {
      case .blank, .comment: break
      case .swidth where inHead: break
      case .dwidth where inHead: _ = try advance(range, line: line)
      case .startChar:
        guard section == .glyphs else {
          throw parser.fail(line, "missing ENDCHAR before STARTCHAR (the glyph starting on "
                            + "line \(glyphLine))")
        }
        startGlyph(at: range.lowerBound, line: line)
      case .encoding where inHead: try readEncoding(range, line: line)
      case .bbx where inHead: try readBox(range, line: line)
      case .bitmap where inHead:
        try beginBitmap()
        skipWellFormedBitmap()
      case .endFont where section == .glyphs: section = .done
      default: return false
      }
      return true
    }

    /// Starts the glyph whose STARTCHAR line is at `offset`.
    mutating func startGlyph(at offset: Int, line: Int) {
      section = .glyphHead
      glyphOffset = offset
      glyphLine = line
      glyphCode = nil
      sawEncoding = false
      hasBox = false
      rows = 0
    }

    /// Notes the glyph just read (where it starts, or one more glyph without a code point)
    /// and goes on to the lines between glyphs.
    mutating func endGlyph() {
      if let code = glyphCode {
        header.glyphs.append((code, Int32(glyphOffset), Int32(glyphLine)))
      } else {
        header.unencodedGlyphs += 1
      }
      section = .glyphs
    }

    /// The glyph's ENCODING line: its code point, kept when it is one of Unicode's.
    mutating func readEncoding(_ range: Range<Int>, line: Int) throws(BDFError) {
      let code = try parser.numbers(p, range, "ENCODING", count: 1...2, line: line)[0]
      sawEncoding = true
      glyphCode = code >= 0 && code <= 0x10FFFF ? Int32(code) : nil
    }

    /// The glyph's BBX line: its size and offsets, checked; its height is the bitmap's rows.
    mutating func readBox(_ range: Range<Int>, line: Int) throws(BDFError) {
      let v = try parser.numbers(p, range, "BBX", count: 4...4, line: line)
      try parser.checkBox(v, line: line)
      boxHeight = v[1]
      hasBox = true
    }

    /// The glyph's BITMAP line: its head must have had ENCODING and BBX.
    mutating func beginBitmap() throws(BDFError) {
      guard sawEncoding else { throw parser.fail(glyphLine, "glyph without an ENCODING line") }
      guard hasBox else { throw parser.fail(glyphLine, "glyph without a BBX line") }
      section = .bitmap
    }

    /// The fast path over a bitmap: when it is exactly `boxHeight` hexadecimal rows and then
    /// ENDCHAR, the glyph ends here and the reader moves past it. Anything else is left to
    /// `bitmapLine`, line by line, which names the fault.
    mutating func skipWellFormedBitmap() {
      guard let end = BDFParser.skipBitmap(p, from: reader.position, rows: boxHeight) else {
        return
      }
      endGlyph()
      reader.position = end
      reader.number += boxHeight + 1
    }

    /// A DWIDTH line's advance, checked (the font's default, or a glyph's).
    func advance(_ range: Range<Int>, line: Int) throws(BDFError) -> Int {
      let v = try parser.numbers(p, range, "DWIDTH", count: 1...2, line: line)
      try parser.check(v[0], in: BDFParser.metricRange, "DWIDTH", line: line)
      return v[0]
    }

    // MARK: lines read as text

    /// A line read by its keyword: the header, the properties, and what the byte path left.
    mutating func keywordLine(_ range: Range<Int>, line: Int) throws(BDFError) {
      let (keyword, rest) = parser.split(range)
      if keyword.isEmpty || keyword == "COMMENT" { return }
      switch section {
      case .start:
        guard keyword == "STARTFONT" else {
          throw parser.fail(line, "not a BDF font: it starts with '\(keyword)', not STARTFONT")
        }
        guard rest.hasPrefix("2.") else {
          throw parser.fail(line, "BDF version '\(rest)' is not supported (2.1, 2.2 and 2.3 are)")
        }
        section = .global
      case .global, .glyphs: try fontLine(keyword, rest, range, line: line)
      case .properties:
        switch keyword {
        case "ENDPROPERTIES": section = .global
        case "CHARS", "STARTCHAR", "ENDFONT":
          throw parser.fail(line, "missing ENDPROPERTIES before \(keyword)")
        default:
          header.properties[String(keyword)] = BDFProperty(parsing: rest)
        }
      case .glyphHead: try glyphHeadLine(keyword, range, line: line)
      case .done: throw parser.fail(line, "'\(keyword)' after ENDFONT")
      case .bitmap: break
      }
    }

    /// A line of the font's header, or one between glyphs (where only STARTCHAR and ENDFONT
    /// may be).
    mutating func fontLine(_ keyword: Substring, _ rest: Substring, _ range: Range<Int>,
                           line: Int) throws(BDFError) {
      switch keyword {
      case "STARTCHAR": startGlyph(at: range.lowerBound, line: line)
      case "ENDFONT": section = .done
      case _ where section == .glyphs:
        throw parser.fail(line, "unexpected '\(keyword)' between glyphs")
      case "FONT": header.name = String(rest)
      case "SIZE": try readSize(range, line: line)
      case "FONTBOUNDINGBOX":
        let v = try parser.numbers(p, range, "FONTBOUNDINGBOX", count: 4...4, line: line)
        for (i, what) in ["width", "height", "x offset", "y offset"].enumerated() {
          try parser.check(v[i], in: BDFParser.metricRange, "FONTBOUNDINGBOX \(what)", line: line)
        }
        header.boundingBox = GlyphBox(width: max(0, v[0]), height: max(0, v[1]), x: v[2], y: v[3])
      case "STARTPROPERTIES": section = .properties
      case "CHARS":
        header.declaredGlyphs = try parser.numbers(p, range, "CHARS", count: 1...1, line: line)[0]
      case "DWIDTH": header.defaultAdvance = try advance(range, line: line)
      case "METRICSSET", "SWIDTH", "SWIDTH1", "DWIDTH1", "VVECTOR", "CONTENTVERSION": break
      default:
        throw parser.fail(line, "unknown keyword '\(keyword)' in the font header")
      }
    }

    /// The SIZE line: the point size and, for a greymap font (BDF 2.3), the bits per pixel.
    mutating func readSize(_ range: Range<Int>, line: Int) throws(BDFError) {
      let v = try parser.numbers(p, range, "SIZE", count: 1...4, line: line)
      try parser.check(v[0], in: 0...BDFParser.metricRange.upperBound, "SIZE", line: line)
      header.pointSize = v[0]
      if v.count == 4 {
        guard [1, 2, 4, 8].contains(v[3]) else {
          throw parser.fail(line, "SIZE gives \(v[3]) bits per pixel; a BDF font has 1, 2, 4 or 8")
        }
        header.bitsPerPixel = v[3]
      }
    }

    /// A line of a glyph's head that the byte path left: one it need not read, or a fault.
    mutating func glyphHeadLine(_ keyword: Substring, _ range: Range<Int>, line: Int)
      throws(BDFError)
    {
      switch keyword {
      case "SWIDTH", "SWIDTH1", "DWIDTH1", "VVECTOR": break
      case "DWIDTH": _ = try advance(range, line: line)
      case "ENCODING": try readEncoding(range, line: line)
      case "BBX": try readBox(range, line: line)
      case "BITMAP": try beginBitmap()
      default:
        if !sawEncoding {
          throw parser.fail(line, "expected ENCODING in the glyph starting on line \(glyphLine), "
                            + "found '\(keyword)'")
        }
        throw parser.fail(line, "unexpected '\(keyword)' in the glyph starting on line "
                          + "\(glyphLine)")
      }
    }

    // MARK: the end

    /// Checks that the file ended after ENDFONT, and notes what is odd but harmless.
    mutating func finish() throws(BDFError) -> Header {
      switch section {
      case .start: throw parser.fail(0, "not a BDF font: no STARTFONT line")
      case .properties: throw parser.fail(0, "missing ENDPROPERTIES")
      case .glyphHead, .bitmap:
        throw parser.fail(glyphLine, "missing ENDCHAR: the file ends inside this glyph")
      case .global, .glyphs: throw parser.fail(0, "missing ENDFONT: the file may be truncated")
      case .done: break
      }
      let count = header.glyphs.count + header.unencodedGlyphs
      if let declared = header.declaredGlyphs, declared != count {
        header.warnings.append("CHARS says \(declared) glyphs, the file has \(count)")
      }
      if header.declaredGlyphs == nil { header.warnings.append("no CHARS line") }
      if let depth = header.properties["BITS_PER_PIXEL"] {
        guard let bits = depth.integer, [1, 2, 4, 8].contains(bits) else {
          throw parser.fail(0, "BITS_PER_PIXEL '\(depth.string ?? "")' is not 1, 2, 4 or 8")
        }
        if header.bitsPerPixel == 1 { header.bitsPerPixel = bits }
      }
      return header
    }
  }
}
