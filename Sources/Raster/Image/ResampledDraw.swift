import CRasterKernels

/// One picture drawn into a rectangle of the canvas through the image filter: the filter's
/// weights, the edge coverage of each column, and how its rows are filtered in bands. `draw`
/// runs over the pixel buffers themselves, which `Canvas.drawResampled` lends it.
///
/// The filter is separable. A horizontal pass over the source rows the vertical filter reads,
/// kept to 8 bits plus 6 of fraction: (sum of weight x channel + 128) >> 8, at most 255 x 64.
/// Then a vertical pass: (sum of weight x value + 2^19) >> 20, at most 255, so nothing needs
/// clamping. Weights (never negative, at most 2^14) and values fit signed 16 bits, so two
/// taps' products are summed by one pairwise multiply-add (`pmaddwd`), four sums at a time.
///
/// The filter runs in bands of output rows: the source rows a band reads are filtered
/// horizontally into a buffer small enough to stay in the processor's cache (about 128 KB; a
/// whole picture's did not, and was written out to memory and read back), then each output
/// row of the band vertically, into a line buffer and onto the canvas with the edge coverage,
/// the opacity and the clip. Fully covered opaque pixels are copied as they are.
struct ResampledDraw {
  /// The canvas pixels drawn: the rectangle's enclosing pixels within the drawable area.
  let area: IntRect
  /// Where the picture goes, in canvas pixels.
  let rect: Rect
  /// The vertical filter's weights, one output row each.
  let rows: Resampling
  let horizontalFilter: HorizontalFilter
  let sourceRowBytes: Int
  /// Output rows per band.
  let bandRows: Int
  /// The bytes of one filtered row in the band buffer: four 16-bit channels a pixel.
  let bandRowBytes: Int
  let opacityLevel: Int
  /// Edge coverage per column (1 inside the rectangle's whole pixels).
  let coverX: [Double]
  /// The coverage level of each column on rows the rectangle covers fully.
  let levelX: [Int]
  /// The columns that are fully covered at full opacity: the first run of 255 levels.
  let inner: Range<Int>
  let opaqueImage: Bool
  /// The clip's coverage, when the clip is not a pixel-aligned rectangle.
  let mask: Mask?
  /// Where each canvas pixel is in the canvas's buffer.
  let canvas: WordIndex
  /// Whether the picture lands on whole pixels at its own size (a shadow or a layer drawn
  /// back): the filter would give each source pixel as it is (one tap of weight 2^14:
  /// (2^14 c + 128) >> 8 is 64 c, and (2^14 x 64 c + 2^19) >> 20 is c), so rows are read in
  /// place. `unscaledOrigin` is where its first pixel lies on the canvas.
  let unscaled: Bool
  let unscaledOrigin: (x: Int, y: Int)

  /// The drawing of `image` stretched into `rect`, over the pixels `area` of a canvas
  /// (found in its buffer by `canvas`) clipped by `mask`.
  init(_ image: PixelBuffer, in rect: Rect, area: IntRect, opacity: Double, imageIsOpaque: Bool,
       mask: Mask?, canvas: WordIndex) {
    self.area = area
    self.rect = rect
    let columns = Resampling.weights(count: area.width, first: area.x, start: rect.minX,
                                     length: rect.width, sourceLength: image.width)
    rows = Resampling.weights(count: area.height, first: area.y, start: rect.minY,
                              length: rect.height, sourceLength: image.height)
    sourceRowBytes = image.width * 4
    horizontalFilter = HorizontalFilter(columns: columns, sourceRowBytes: sourceRowBytes)
    bandRowBytes = area.width * 8
    bandRows = max(8, (128 << 10) / bandRowBytes)
    let level = Color.quantize(opacity)
    opacityLevel = level
    let coverX = (0..<area.width).map {
      Resampling.overlap(Double(area.x + $0), rect.minX, rect.maxX)
    }
    let levelX = coverX.map { $0 == 1 ? level : Int($0 * Double(level) + 0.5) }
    self.coverX = coverX
    self.levelX = levelX
    inner = levelX.firstIndex(of: 255).map { lo in
      lo..<(levelX[lo...].firstIndex { $0 != 255 } ?? area.width)
    } ?? 0..<0
    opaqueImage = imageIsOpaque
    self.mask = mask
    self.canvas = canvas
    let whole = [rect.minX, rect.minY].allSatisfy { $0 == $0.rounded() && abs($0) < 1e9 }
    unscaled = whole && rect.width == Double(image.width) && rect.height == Double(image.height)
    unscaledOrigin = unscaled ? (Int(rect.minX), Int(rect.minY)) : (0, 0)
  }

  /// The source rows that the band of output rows from `dy` reads.
  func bandSources(from dy: Int) -> ClosedRange<Int> {
    rows.sources(of: dy..<min(dy + bandRows, area.height))
  }

  /// How many 16-bit values the band buffer holds: the most rows a band reads, filtered, and
  /// one pixel of padding so the vertical pass can work two pixels at a time.
  var bandBufferCount: Int {
    let mostRows = stride(from: 0, to: area.height, by: bandRows).reduce(0) {
      max($0, bandSources(from: $1).count)
    }
    return mostRows * bandRowBytes / 2 + 4
  }

  // MARK: drawing

  /// Draws the picture from the premultiplied pixels at `source` onto the canvas `pixels`,
  /// through `mask` (the clip's coverage, nil without one), with `band` (`bandBufferCount`
  /// values) and `line` (one output row and a pixel) as working space.
  func draw(source: UnsafeRawPointer, onto pixels: UnsafeMutablePointer<UInt32>,
            mask maskAlpha: UnsafePointer<UInt8>?, band: UnsafeMutableRawPointer,
            line: UnsafeMutablePointer<UInt32>) {
    if unscaled {
      drawUnscaled(source: source, onto: pixels, mask: maskAlpha, line: line)
      return
    }
    var held = 0...0  // the source rows the band buffer holds, filtered
    var openMaskRow: UnsafePointer<UInt8>? = nil  // see `isOpen`
    for dy in 0..<area.height {
      if dy % bandRows == 0 { fillBand(from: dy, source: source, band: band, held: &held) }
      let y = area.y + dy
      let coverY = Resampling.overlap(Double(y), rect.minY, rect.maxY)
      let maskRow = mask.flatMap { m in maskAlpha.map { $0 + m.offset(area.x, y) } }
      let target = pixels + canvas(area.x, y)
      // On a row the rectangle covers fully, an opaque picture's `inner` pixels are the
      // filtered pixels as they are, wherever the clip is open.
      let plain = coverY == 1 && opaqueImage && !inner.isEmpty
      var open = plain
      if plain, let maskRow { open = isOpen(maskRow, remembering: &openMaskRow) }
      filterRow(dy, band: band, firstRow: held.lowerBound, open: open, target: target,
                line: line)
      blendRow(line, onto: target, coverY: coverY, maskRow: maskRow, plain: plain, open: open)
    }
  }

  /// `draw` for a picture on whole pixels at its own size: each row's pixels are the
  /// source's, copied into `line` (blending may scale them) and blended as a filtered row
  /// would be; every row is fully covered.
  func drawUnscaled(source: UnsafeRawPointer, onto pixels: UnsafeMutablePointer<UInt32>,
                    mask maskAlpha: UnsafePointer<UInt8>?, line: UnsafeMutablePointer<UInt32>) {
    var openMaskRow: UnsafePointer<UInt8>? = nil
    let words = source.assumingMemoryBound(to: UInt32.self)
    let plain = opaqueImage && !inner.isEmpty
    for dy in 0..<area.height {
      let y = area.y + dy
      let maskRow = mask.flatMap { m in maskAlpha.map { $0 + m.offset(area.x, y) } }
      let target = pixels + canvas(area.x, y)
      let row = words + (y - unscaledOrigin.y) * (sourceRowBytes / 4) + (area.x - unscaledOrigin.x)
      if !plain && !inner.isEmpty && inner.count == area.width
        && (maskRow.map { isOpen($0, remembering: &openMaskRow) } ?? true) {
        // A translucent picture where the clip is open all along the row (or there is none):
        // its row blends as it is, read in place (scaling by a coverage of 255 changes
        // nothing).
        Blend.overRow(target, row, count: area.width, clamp: true)
        continue
      }
      line.update(from: row, count: area.width)
      var open = plain
      if plain, let maskRow { open = isOpen(maskRow, remembering: &openMaskRow) }
      if open {
        (target + inner.lowerBound).update(from: line + inner.lowerBound, count: inner.count)
      }
      blendRow(line, onto: target, coverY: 1, maskRow: maskRow, plain: plain, open: open)
    }
  }

  /// Filters horizontally the source rows that the band of output rows from `dy` reads, into
  /// `band`; `held` says which rows it holds. The rows this band shares with the last one (a
  /// row or two) move to the top of the buffer; the others are filtered.
  func fillBand(from dy: Int, source: UnsafeRawPointer, band: UnsafeMutableRawPointer,
                held: inout ClosedRange<Int>) {
    let sources = bandSources(from: dy)
    var kept = 0
    if dy > 0 && sources.lowerBound >= held.lowerBound && sources.lowerBound <= held.upperBound {
      kept = min(held.upperBound, sources.upperBound) - sources.lowerBound + 1
      band.copyMemory(from: band + (sources.lowerBound - held.lowerBound) * bandRowBytes,
                      byteCount: kept * bandRowBytes)
    }
    held = sources
    horizontalFilter.run(source: source, sourceRowBytes: sourceRowBytes,
                         firstRow: sources.lowerBound + kept, rowCount: sources.count - kept,
                         out: band + kept * bandRowBytes, outRowBytes: bandRowBytes)
  }

  /// Filters output row `dy` vertically from the band (whose first row is source row
  /// `firstRow`) into `line`; on an `open` row, `inner`'s pixels (an even number of them) go
  /// straight onto the canvas row `target` instead.
  func filterRow(_ dy: Int, band: UnsafeRawPointer, firstRow: Int, open: Bool,
                 target: UnsafeMutablePointer<UInt32>, line: UnsafeMutablePointer<UInt32>) {
    guard open else {
      filter(dy, 0..<area.width, band: band, firstRow: firstRow, into: line)
      return
    }
    let direct = inner.lowerBound..<inner.lowerBound + inner.count & ~1
    filter(dy, direct, band: band, firstRow: firstRow, into: target + direct.lowerBound)
    filter(dy, 0..<direct.lowerBound, band: band, firstRow: firstRow, into: line)
    filter(dy, direct.upperBound..<area.width, band: band, firstRow: firstRow,
           into: line + direct.upperBound)
  }

  /// Filters output row `dy`'s pixels `range` into `out` (an even count writes no more than
  /// the range; an odd one writes one pixel more).
  @inline(__always)
  func filter(_ dy: Int, _ range: Range<Int>, band: UnsafeRawPointer, firstRow: Int,
              into out: UnsafeMutableRawPointer) {
    Resampling.verticalPass(rows: rows, row: dy, firstRow: firstRow,
                            horizontal: band + range.lowerBound * 8, rowBytes: bandRowBytes,
                            pixels: range.count, out: out)
  }

  /// Whether `maskRow` is all 255 over `inner`. The last row found open is kept in `openRow`:
  /// the rows between a rounded clip's corners share one stored row, so it is scanned once.
  func isOpen(_ maskRow: UnsafePointer<UInt8>, remembering openRow: inout UnsafePointer<UInt8>?)
    -> Bool
  {
    if maskRow == openRow { return true }
    var dx = inner.lowerBound
    while dx + 8 <= inner.upperBound {
      if UnsafeRawPointer(maskRow + dx).loadUnaligned(as: UInt64.self) != ~0 { return false }
      dx += 8
    }
    while dx < inner.upperBound {
      if maskRow[dx] != 255 { return false }
      dx += 1
    }
    openRow = maskRow
    return true
  }

  // MARK: blending

  /// Puts the filtered row `line` onto the canvas row `target`. On a `plain` row (see `draw`)
  /// only the edges are blended, and `inner` is already there (`open`) or copied where the
  /// mask is open; otherwise every pixel is blended.
  func blendRow(_ line: UnsafeMutablePointer<UInt32>, onto target: UnsafeMutablePointer<UInt32>,
                coverY: Double, maskRow: UnsafePointer<UInt8>?, plain: Bool, open: Bool) {
    guard plain else {
      if coverY == 1, !inner.isEmpty {
        // A translucent picture (a shadow, a layer): its fully covered columns blend as a row,
        // scaled by the clip first where there is one (scaling and holding channels to alpha
        // are both monotone per channel, so their order does not matter).
        for dx in 0..<inner.lowerBound {
          blend(dx, line, onto: target, coverY: 1, maskRow: maskRow)
        }
        if let maskRow {
          cs_scale_row(line + inner.lowerBound, maskRow + inner.lowerBound, inner.count, 255, 255)
        }
        Blend.overRow(target + inner.lowerBound, line + inner.lowerBound, count: inner.count,
                      clamp: true)
        for dx in inner.upperBound..<area.width {
          blend(dx, line, onto: target, coverY: 1, maskRow: maskRow)
        }
        return
      }
      for dx in 0..<area.width { blend(dx, line, onto: target, coverY: coverY, maskRow: maskRow) }
      return
    }
    for dx in 0..<inner.lowerBound { blend(dx, line, onto: target, coverY: 1, maskRow: maskRow) }
    if open {
      // Filtered onto the canvas already; one pixel may be left.
      if inner.count & 1 != 0 {
        blend(inner.upperBound - 1, line, onto: target, coverY: 1, maskRow: maskRow)
      }
    } else if let maskRow {
      copyInner(line, onto: target, maskRow: maskRow)
    }
    for dx in inner.upperBound..<area.width {
      blend(dx, line, onto: target, coverY: 1, maskRow: maskRow)
    }
  }

  /// `inner` on a plain row whose mask is not open throughout: runs of eight fully open mask
  /// bytes are copied; the rest is blended.
  func copyInner(_ line: UnsafePointer<UInt32>, onto target: UnsafeMutablePointer<UInt32>,
                 maskRow: UnsafePointer<UInt8>) {
    var dx = inner.lowerBound
    while dx < inner.upperBound {
      if dx + 8 <= inner.upperBound
        && UnsafeRawPointer(maskRow + dx).loadUnaligned(as: UInt64.self) == ~0 {
        var end = dx + 8
        while end + 8 <= inner.upperBound
          && UnsafeRawPointer(maskRow + end).loadUnaligned(as: UInt64.self) == ~0 { end += 8 }
        (target + dx).update(from: line + dx, count: end - dx)
        dx = end
      } else {
        blend(dx, line, onto: target, coverY: 1, maskRow: maskRow)
        dx += 1
      }
    }
  }

  /// Blends pixel `dx` of `line` onto `target` with its coverage (the column's times
  /// `coverY`), the opacity and the mask.
  @inline(__always)
  func blend(_ dx: Int, _ line: UnsafePointer<UInt32>, onto target: UnsafeMutablePointer<UInt32>,
             coverY: Double, maskRow: UnsafePointer<UInt8>?) {
    var k: Int
    if coverY == 1 {
      k = levelX[dx]
    } else {
      let coverage = coverX[dx] * coverY
      k = coverage == 1 ? opacityLevel : Int(coverage * Double(opacityLevel) + 0.5)
    }
    if let maskRow { k = div255(k * Int(maskRow[dx])) }
    if k == 0 { return }
    let word = Resampling.clampedToAlpha(line[dx])
    if k >= 255 && Blend.alpha(word) == 255 {
      target[dx] = word
      return
    }
    let source = k >= 255 ? word : Blend.scale(word, by: UInt32(k))
    let alpha = Blend.alpha(source)
    target[dx] = alpha == 255 ? source : Blend.over(source, target[dx], inverseAlpha: 255 - alpha)
  }
}
