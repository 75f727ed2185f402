import Raster

extension BDFParser {
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
              grey?[x, row] = UInt8(level * levelScale)
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
