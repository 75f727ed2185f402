extension Canvas {
  /// Where a glyph mask of `width` x `height` pixels, its top-left at (x, y), each pixel a
  /// `magnification` x `magnification` square, lands: the magnification, the premultiplied
  /// paint, and the pixels it may touch inside the drawable area; nil when nothing would show.
  func placement(width: Int, height: Int, x: Int, y: Int, magnification: Int, color: Color,
                 opacity: Double) -> (Int, RGBA8, IntRect)? {
    let m = max(1, magnification)
    let paint = color.opacity(opacity).premultiplied
    guard paint.a > 0 else { return nil }
    let area = IntRect(x: x, y: y, width: width * m, height: height * m).intersection(drawable)
    return area.isEmpty ? nil : (m, paint, area)
  }

  /// Draws the set pixels of `mask` in `color`, its top-left at pixel (x, y), each mask pixel
  /// as a `magnification` x `magnification` square, inside the clips.
  public mutating func drawMask(_ mask: BitMask, x: Int, y: Int, magnification: Int = 1,
                                color: Color, opacity: Double = 1) {
    guard let (m, paint, area) = placement(width: mask.width, height: mask.height, x: x, y: y,
                                           magnification: magnification, color: color,
                                           opacity: opacity) else { return }
    let clipMask = clips.last?.mask
    let word = paint.word
    let alpha = UInt32(paint.a)
    let wordIndex = self.wordIndex
    // Mask columns that reach into the area, and each row's runs of set bits among them.
    let firstColumn = (area.x - x) / m, endColumn = (area.maxX - x + m - 1) / m
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      mask.bits.withUnsafeBufferPointer { bits in
        var py = area.y
        while py < area.maxY {
          let my = (py - y) / m
          // The output rows this mask row covers inside the area.
          let rowEnd = min(y + (my + 1) * m, area.maxY)
          let maskRow = bits.baseAddress! + my * mask.rowBytes
          @inline(__always) func isSet(_ mx: Int) -> Bool {
            maskRow[mx >> 3] & (0x80 >> UInt8(mx & 7)) != 0
          }
          var mx = firstColumn
          while mx < endColumn {
            guard isSet(mx) else {
              mx += 1
              continue
            }
            var runEnd = mx + 1
            while runEnd < endColumn && isSet(runEnd) { runEnd += 1 }
            let x0 = max(x + mx * m, area.x), x1 = min(x + runEnd * m, area.maxX)
            for row in py..<rowEnd {
              let target = pixels + wordIndex(x0, row)
              if let clipMask {
                for i in 0..<(x1 - x0) {
                  let k = UInt32(clipMask.value(x0 + i, row))
                  if k == 0 { continue }
                  let s = k == 255 ? word : Blend.scale(word, by: k)
                  let a = Blend.alpha(s)
                  target[i] = a == 255 ? s : Blend.over(s, target[i], inverseAlpha: 255 - a)
                }
              } else {
                Blend.fillSpan(target, count: x1 - x0, source: word, sourceAlpha: alpha)
              }
            }
            mx = runEnd
          }
          py = rowEnd
        }
      }
    }
  }

  /// Draws `mask` in `color`, each pixel's paint scaled by its coverage and then by the clip's,
  /// rounded as shapes' edge pixels are (`Blend.scale`, exact division by 255), its top-left
  /// at pixel (x, y), each mask pixel as a `magnification` x `magnification` square.
  public mutating func drawGreyMask(_ mask: GreyMask, x: Int, y: Int, magnification: Int = 1,
                                    color: Color, opacity: Double = 1) {
    guard let (m, paint, area) = placement(width: mask.width, height: mask.height, x: x, y: y,
                                           magnification: magnification, color: color,
                                           opacity: opacity) else { return }
    // The clip's mask, when there is one, covers the drawable area, and so the area.
    drawGreyRows(mask, x: x, y: y, m: m, paint: paint, area: area, clip: clips.last?.mask)
  }

  /// `drawGreyMask` a row at a time in C: each pixel's colour word is the paint's times its
  /// coverage (rounded as `Blend.scale`; clear where the coverage is 0), times the clip's
  /// coverage, then over the canvas, in one pass (`Blend.tintOverRow`).
  private mutating func drawGreyRows(_ mask: GreyMask, x: Int, y: Int, m: Int, paint: RGBA8,
                                     area: IntRect, clip: Mask?) {
    let wordIndex = self.wordIndex
    var magnified = [UInt8](repeating: 0, count: m > 1 ? area.width : 0)
    let clipAlpha = clip?.alpha ?? []
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      mask.coverage.withUnsafeBufferPointer { cover in
        clipAlpha.withUnsafeBufferPointer { clipAlpha in
          magnified.withUnsafeMutableBufferPointer { magnified in
            var magnifiedRow = -1  // the mask row `magnified` holds
            for row in area.y..<area.maxY {
              let maskRow = (row - y) / m
              var source = cover.baseAddress! + maskRow * mask.width + (area.x - x)
              if m > 1 {
                // Each mask pixel m wide, made once for the m canvas rows it covers.
                if maskRow != magnifiedRow {
                  let first = cover.baseAddress! + maskRow * mask.width
                  for i in 0..<area.width { magnified[i] = first[(area.x + i - x) / m] }
                  magnifiedRow = maskRow
                }
                source = UnsafePointer(magnified.baseAddress!)
              }
              Blend.tintOverRow(pixels + wordIndex(area.x, row), source,
                                clip: clip.map { clipAlpha.baseAddress! + $0.offset(area.x, row) },
                                count: area.width, paint: paint, clamp: false)
            }
          }
        }
      }
    }
  }
}
