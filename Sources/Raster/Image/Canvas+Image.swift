#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CRasterKernels

/// How an image fills a rectangle of another shape.
public enum ContentMode: Sendable, Hashable {
  /// Stretched to the rectangle.
  case stretch
  /// As large as fits inside, centred.
  case fit
  /// As small as covers it, centred and clipped to it.
  case fill
}

extension Canvas {
  /// Draws `image` scaled into `rect` with a smooth, deterministic filter: bilinear when
  /// enlarging, a triangle filter as wide as the reduction when shrinking, with integer
  /// weights. Edges on fractional pixels are anti-aliased by their coverage.
  ///
  /// - Parameters:
  ///   - contentMode: how the image's proportions meet the rectangle's.
  ///   - cornerRadii: when given, the drawing is clipped to `rect` with these corners.
  public mutating func drawImage(_ image: PixelBuffer, in rect: Rect,
                                 contentMode: ContentMode = .stretch,
                                 cornerRadii: CornerRadii? = nil, opacity: Double = 1) {
    guard !rect.isEmpty else { return }
    let imageSize = Size(width: Double(image.width), height: Double(image.height))
    let target: Rect
    switch contentMode {
    case .stretch: target = rect
    case .fit: target = rect.aspectFit(imageSize)
    case .fill: target = rect.aspectFill(imageSize)
    }
    let clipped = cornerRadii != nil || contentMode == .fill
    if clipped {
      let radii = cornerRadii ?? .zero
      pushClip(radii.isZero ? .rect(rect) : .roundedRect(rect, radii))
    }
    drawResampled(image, in: target, opacity: opacity)
    if clipped { popClip() }
  }

  /// Draws `image` stretched into `rect`, as `drawImage` does, when the caller already knows
  /// whether every pixel of it is opaque (a display list checks each picture once per render).
  public mutating func drawImage(_ image: PixelBuffer, in rect: Rect, isOpaque: Bool) {
    guard !rect.isEmpty else { return }
    drawResampled(image, in: rect, opacity: 1, imageIsOpaque: isOpaque)
  }

  private mutating func drawResampled(_ image: PixelBuffer, in rect: Rect, opacity: Double,
                                      imageIsOpaque: Bool? = nil) {
    let area = rect.enclosingPixels.intersection(drawable)
    guard !area.isEmpty, !rect.isEmpty else { return }
    let columns = Resampling.weights(count: area.width, first: area.x, start: rect.minX,
                                     length: rect.width, sourceLength: image.width)
    let rows = Resampling.weights(count: area.height, first: area.y, start: rect.minY,
                                  length: rect.height, sourceLength: image.height)
    // Horizontal pass over the source rows the vertical filter reads, kept to 8 bits plus 6
    // of fraction: (sum of weight x channel + 128) >> 8, at most 255 x 64. Then a vertical
    // pass: (sum of weight x value + 2^19) >> 20, at most 255, so nothing needs clamping.
    // Weights (never negative, at most 2^14) and values fit signed 16 bits, so two taps'
    // products are summed by one pairwise multiply-add (`pmaddwd`), four sums at a time.
    let areaWidth = area.width
    let rowLength = areaWidth * 4
    // The filter runs in bands of output rows: the source rows a band reads are filtered
    // horizontally into a buffer small enough to stay in the processor's cache (about
    // 128 KB; a whole picture's did not, and was written out to memory and read back), then
    // each output row of the band vertically.
    let bandRows = max(8, (128 << 10) / (rowLength * 2))
    let horizontalFilter = HorizontalFilter(columns: columns, sourceRowBytes: image.width * 4)
    func band(from dy: Int) -> ClosedRange<Int> {
      rows.sources(of: dy..<min(dy + bandRows, area.height))
    }
    let mostRows = stride(from: 0, to: area.height, by: bandRows).reduce(0) {
      max($0, band(from: $1).count)
    }
    // One pixel of padding so the vertical pass can work two pixels at a time.
    // The intermediate rows live in a buffer the canvas keeps (taken out here, so it is
    // uniquely held, and put back at the end); every value is written before it is read.
    let needed = mostRows * rowLength + 4
    var horizontal = resampleScratch
    resampleScratch = []
    if horizontal.count < needed { horizontal = [UInt16](repeating: 0, count: needed) }
    defer { resampleScratch = horizontal }
    // Vertical pass a row at a time into `line`, then onto the canvas with the edge coverage,
    // the opacity and the clip. Fully covered opaque pixels are copied as they are.
    let mask = clips.last?.mask
    let width = buffer.width
    let opacityLevel = Color.quantize(opacity)
    // Edge coverage per column (1 inside the rectangle's whole pixels).
    let coverX = (0..<areaWidth).map { Resampling.overlap(Double(area.x + $0), rect.minX, rect.maxX) }
    // The coverage level of each column on rows the rectangle covers fully.
    let levelX = coverX.map { $0 == 1 ? opacityLevel : Int($0 * Double(opacityLevel) + 0.5) }
    // The columns that are fully covered at full opacity: the first run of 255 levels.
    let inner = levelX.firstIndex(of: 255).map { lo in
      lo..<(levelX[lo...].firstIndex { $0 != 255 } ?? areaWidth)
    } ?? 0..<0
    let opaqueImage = imageIsOpaque ?? image.isOpaque
    var line = [UInt32](repeating: 0, count: areaWidth + 1)
    let maskAlpha = mask?.alpha ?? []
    maskAlpha.withUnsafeBufferPointer { maskBuffer in
    image.bytes.withUnsafeBytes { srcBuffer in
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      horizontal.withUnsafeMutableBytes { hBuffer in
        line.withUnsafeMutableBytes { lineBuffer in
          let words = lineBuffer.baseAddress!.assumingMemoryBound(to: UInt32.self)
          var firstRow = 0, lastRow = 0  // the source rows the buffer holds, filtered
          // Filters output row `dy`'s pixels `range` into `out` (an even count writes no
          // more than the range; an odd one writes one pixel more).
          func filter(_ dy: Int, _ range: Range<Int>, into out: UnsafeMutableRawPointer) {
            Resampling.verticalPass(rows: rows, row: dy, firstRow: firstRow,
                                    horizontal: UnsafeRawPointer(hBuffer.baseAddress!)
                                      + range.lowerBound * 8,
                                    rowBytes: rowLength * 2, pixels: range.count, out: out)
          }
          // The last mask row found open (all 255) over `inner`: the rows between a rounded
          // clip's corners share one stored row, so it is scanned once.
          var openMaskRow: UnsafePointer<UInt8>? = nil
          func isOpen(_ maskRow: UnsafePointer<UInt8>) -> Bool {
            if maskRow == openMaskRow { return true }
            var dx = inner.lowerBound
            while dx + 8 <= inner.upperBound {
              if UnsafeRawPointer(maskRow + dx).loadUnaligned(as: UInt64.self) != ~0 { return false }
              dx += 8
            }
            while dx < inner.upperBound {
              if maskRow[dx] != 255 { return false }
              dx += 1
            }
            openMaskRow = maskRow
            return true
          }
          for dy in 0..<area.height {
            if dy % bandRows == 0 {
              // The rows this band shares with the last one (a row or two) move to the top of
              // the buffer; the others are filtered.
              let sources = band(from: dy)
              let outRowBytes = rowLength * 2
              var kept = 0
              if dy > 0 && sources.lowerBound >= firstRow && sources.lowerBound <= lastRow {
                kept = min(lastRow, sources.upperBound) - sources.lowerBound + 1
                hBuffer.baseAddress!.copyMemory(
                  from: hBuffer.baseAddress! + (sources.lowerBound - firstRow) * outRowBytes,
                  byteCount: kept * outRowBytes)
              }
              firstRow = sources.lowerBound
              lastRow = sources.upperBound
              horizontalFilter.run(
                source: srcBuffer.baseAddress!, sourceRowBytes: image.width * 4,
                firstRow: firstRow + kept, rowCount: sources.count - kept,
                out: hBuffer.baseAddress! + kept * outRowBytes, outRowBytes: outRowBytes)
            }
            let y = area.y + dy
            let coverY = Resampling.overlap(Double(y), rect.minY, rect.maxY)
            let maskRow: UnsafePointer<UInt8>? = mask.map { m in
              maskBuffer.baseAddress! + m.offset(area.x, y)
            }
            let rowTarget = pixels + y * width + area.x
            if coverY == 1 && opaqueImage && !inner.isEmpty && (maskRow.map(isOpen) ?? true) {
              // Every pixel of `inner` is the filtered pixel as it is: those (an even
              // number of them) are filtered straight onto the canvas, the rest into the line.
              let direct = inner.lowerBound..<inner.lowerBound + inner.count & ~1
              filter(dy, direct, into: rowTarget + direct.lowerBound)
              filter(dy, 0..<direct.lowerBound, into: lineBuffer.baseAddress!)
              filter(dy, direct.upperBound..<areaWidth,
                     into: lineBuffer.baseAddress! + direct.upperBound * 4)
            } else {
              filter(dy, 0..<areaWidth, into: lineBuffer.baseAddress!)
            }
            @inline(__always)
            func blend(_ dx: Int) {
              var k: Int
              if coverY == 1 {
                k = levelX[dx]
              } else {
                let coverage = coverX[dx] * coverY
                k = coverage == 1 ? opacityLevel : Int(coverage * Double(opacityLevel) + 0.5)
              }
              if let maskRow { k = div255(k * Int(maskRow[dx])) }
              if k == 0 { return }
              let word = Resampling.clampedToAlpha(words[dx])
              if k >= 255 && Blend.alpha(word) == 255 {
                rowTarget[dx] = word
                return
              }
              let source = k >= 255 ? word : Blend.scale(word, by: UInt32(k))
              let alpha = Blend.alpha(source)
              rowTarget[dx] = alpha == 255
                ? source : Blend.over(source, rowTarget[dx], inverseAlpha: 255 - alpha)
            }
            guard coverY == 1 && opaqueImage && !inner.isEmpty else {
              for dx in 0..<areaWidth { blend(dx) }
              continue
            }
            for dx in 0..<inner.lowerBound { blend(dx) }
            if maskRow.map(isOpen) ?? true {
              // Filtered onto the canvas above; one pixel may be left.
              if inner.count & 1 != 0 { blend(inner.upperBound - 1) }
            } else if let maskRow {
              // Runs of eight fully open mask bytes are copied; the rest is blended.
              var dx = inner.lowerBound
              while dx < inner.upperBound {
                if dx + 8 <= inner.upperBound
                  && UnsafeRawPointer(maskRow + dx).loadUnaligned(as: UInt64.self) == ~0 {
                  var end = dx + 8
                  while end + 8 <= inner.upperBound
                    && UnsafeRawPointer(maskRow + end).loadUnaligned(as: UInt64.self) == ~0 { end += 8 }
                  (rowTarget + dx).update(from: words + dx, count: end - dx)
                  dx = end
                } else {
                  blend(dx)
                  dx += 1
                }
              }
            }
            for dx in inner.upperBound..<areaWidth { blend(dx) }
          }
        }
      }
    }
    }
    }
  }
}

/// Filter weights for one axis, as integers summing to 1 << 14 for each output pixel.
struct Resampling {
  var start: [Int32] = []
  var source: [Int32] = []
  var weight: [Int32] = []

  func range(_ i: Int) -> Range<Int> { Int(start[i])..<Int(start[i + 1]) }

  /// The first to the last source row (or column) that output pixels `range` read.
  func sources(of range: Range<Int>) -> ClosedRange<Int> {
    let taps = source[Int(start[range.lowerBound])..<Int(start[range.upperBound])]
    // (Every output pixel has a tap.)
    guard let first = taps.min(), let last = taps.max() else { return 0...0 }
    return Int(first)...Int(last)
  }
}

/// The horizontal pass of one picture's filter: each output column's taps summed into
/// 8 + 6-bit channels, two taps at a time in one vector. The tables are made once per
/// picture; `run` filters any band of its rows.
struct HorizontalFilter {
  let count: Int
  let pairStart: [Int32]
  let offsets: [Int32]
  let pairWeights: [SIMD8<Int16>]
  let twoColumnWeights: [SIMD8<Int16>]
  let adjacent: Range<Int>
  let onePairEach: Bool
  let twoPairsEach: Bool

  /// The tables for `columns` over source rows of `sourceRowBytes`.
  init(columns: Resampling, sourceRowBytes: Int) {
    // Each column's taps in pairs (a zero-weight tap pads an odd count): two source byte
    // offsets and one weight vector per pair, made once for all rows.
    let count = columns.start.count - 1
    self.count = count
    var pairStart = [Int32](repeating: 0, count: count + 1)
    var offsets: [Int32] = []
    var pairWeights: [SIMD8<Int16>] = []
    offsets.reserveCapacity(columns.source.count + 2 * count)
    pairWeights.reserveCapacity((columns.source.count + 2 * count) / 2)
    // Shrinking a little, columns read two or three taps in no regular order; all of them
    // get two pairs (a zero-weight pair pads the others), so that the loop does not branch.
    let mostTaps = (0..<count).reduce(0) { max($0, Int(columns.start[$1 + 1] - columns.start[$1])) }
    let twoPairsEach = mostTaps == 3 || mostTaps == 4
    for dx in 0..<count {
      var k = Int(columns.start[dx])
      let end = Int(columns.start[dx + 1])
      let first = columns.source[k] * 4
      while k < end {
        let w0 = Int16(truncatingIfNeeded: columns.weight[k])
        let w1 = k + 1 < end ? Int16(truncatingIfNeeded: columns.weight[k + 1]) : 0
        offsets.append(columns.source[k] * 4)
        offsets.append((k + 1 < end ? columns.source[k + 1] : columns.source[k]) * 4)
        pairWeights.append(SIMD8(w0, w1, w0, w1, w0, w1, w0, w1))
        k += 2
      }
      if twoPairsEach && pairWeights.count == 2 * dx + 1 {
        offsets.append(first)
        offsets.append(first)
        pairWeights.append(.zero)
      }
      pairStart[dx + 1] = Int32(pairWeights.count)
    }
    let onePairEach = pairWeights.count == count
    self.onePairEach = onePairEach
    self.twoPairsEach = twoPairsEach
    // Enlarging, a column's pair is two neighbouring pixels (or one, the other weight 0):
    // one 8-byte load reads both when it stays inside the row. The run of such columns:
    var adjacent = 0..<0
    if onePairEach {
      func fits(_ dx: Int) -> Bool {
        let a = offsets[2 * dx], b = offsets[2 * dx + 1]
        return (b == a + 4 || pairWeights[dx][1] == 0) && Int(a) + 8 <= sourceRowBytes
          && Int(pairWeights[dx][0]) + Int(pairWeights[dx][1]) == 16384
      }
      if let first = (0..<count).first(where: fits) {
        adjacent = first..<((first..<count).first { !fits($0) } ?? count)
      }
    }
    // For those, with w0 + w1 = 2^14, (p0 w0 + p1 w1 + 128) >> 8 is exactly
    // 64 p0 + (((p1 - p0) w1 + 128) >> 8), and the second term is the signed high half
    // (`pmulhw`) of (p1 - p0) x 128 times 2 w1, plus bit 15 of the low half (`pmullw`): the
    // rounding. Two columns, eight channels, per step; each pair's 2 w1, four lanes each.
    self.twoColumnWeights = stride(from: adjacent.lowerBound, to: adjacent.upperBound - 1, by: 2).map { dx in
      let a = pairWeights[dx][1] &* 2, b = pairWeights[dx + 1][1] &* 2
      return SIMD8<Int16>(a, a, a, a, b, b, b, b)
    }
    self.pairStart = pairStart
    self.offsets = offsets
    self.pairWeights = pairWeights
    self.adjacent = adjacent
  }

  /// Filters `rowCount` source rows from `firstRow` into `out`, one row per `outRowBytes`;
  /// `wide` uses the AVX2 loops for enlarged columns and for columns of two tap pairs (the
  /// same integers).
  func run(source: UnsafeRawPointer, sourceRowBytes: Int, firstRow: Int, rowCount: Int,
           out: UnsafeMutableRawPointer, outRowBytes: Int, wide: Bool = WideKernels.available) {
    twoColumnWeights.withUnsafeBufferPointer { twoColumnWeights in
    pairStart.withUnsafeBufferPointer { starts in
      offsets.withUnsafeBufferPointer { offsets in
        pairWeights.withUnsafeBufferPointer { weights in
          // One pair's four channel sums: the two pixels' channels interleaved, times
          // (w0, w1) pairs, added pairwise (`pmaddwd` on x86).
          @inline(__always) func pair(_ row: UnsafeRawPointer, _ k: Int) -> SIMD4<Int32> {
            let p0 = row.loadUnaligned(fromByteOffset: Int(offsets[2 * k]), as: SIMD4<UInt8>.self)
            let p1 = row.loadUnaligned(fromByteOffset: Int(offsets[2 * k + 1]), as: SIMD4<UInt8>.self)
            let values = SIMD8<Int16>(Int16(p0[0]), Int16(p1[0]), Int16(p0[1]), Int16(p1[1]),
                                      Int16(p0[2]), Int16(p1[2]), Int16(p0[3]), Int16(p1[3]))
            return Blend.multiplyAddPairs(values, weights[k])
          }
          // The same for two neighbouring pixels, read at once.
          @inline(__always) func neighbours(_ row: UnsafeRawPointer, _ k: Int) -> SIMD4<Int32> {
            let p = row.loadUnaligned(fromByteOffset: Int(offsets[2 * k]), as: SIMD8<UInt8>.self)
            let values = SIMD8<Int16>(Int16(p[0]), Int16(p[4]), Int16(p[1]), Int16(p[5]),
                                      Int16(p[2]), Int16(p[6]), Int16(p[3]), Int16(p[7]))
            return Blend.multiplyAddPairs(values, weights[k])
          }
          // Columns from `adjacent.lowerBound` two at a time, with their 2 w1 (see above).
          let pairedColumns = twoColumnWeights.count
          let pairedOffsets = offsets.baseAddress! + 2 * adjacent.lowerBound
          @inline(__always) func twoNeighbourColumns(_ row: UnsafeRawPointer, _ outRow: UnsafeMutableRawPointer) {
            let out = outRow + adjacent.lowerBound * 8
            for j in 0..<pairedColumns {
              let a = row.loadUnaligned(fromByteOffset: Int(pairedOffsets[4 &* j]), as: SIMD8<UInt8>.self)
              let b = row.loadUnaligned(fromByteOffset: Int(pairedOffsets[4 &* j &+ 2]), as: SIMD8<UInt8>.self)
              let p0 = SIMD8<Int16>(Int16(a[0]), Int16(a[1]), Int16(a[2]), Int16(a[3]),
                                    Int16(b[0]), Int16(b[1]), Int16(b[2]), Int16(b[3]))
              let p1 = SIMD8<Int16>(Int16(a[4]), Int16(a[5]), Int16(a[6]), Int16(a[7]),
                                    Int16(b[4]), Int16(b[5]), Int16(b[6]), Int16(b[7]))
              let w = twoColumnWeights[j]
              let d = (p1 &- p0) &<< 7
              let low = unsafeBitCast(d &* w, to: SIMD8<UInt16>.self) &>> 15
              let sum = (p0 &<< 6) &+ Blend.highHalf(d, w) &+ unsafeBitCast(low, to: SIMD8<Int16>.self)
              out.storeBytes(of: sum, toByteOffset: j &* 16, as: SIMD8<Int16>.self)
            }
          }
          @inline(__always) func store(_ sum: SIMD4<Int32>, _ outRow: UnsafeMutableRawPointer, _ dx: Int,
                                       packed: Bool = false) {
            var total = (sum &+ 128) &>> 8
            // The clamp to Int16 changes nothing (sums are 0...255 x 64); in the one-pair
            // loop it lets the narrowing be one saturating pack instead of three shuffles
            // (in the others it makes the vectorizer give up, hence the flag).
            if packed {
              total.clamp(lowerBound: SIMD4(repeating: -32768), upperBound: SIMD4(repeating: 32767))
            }
            let lanes = SIMD4(UInt16(truncatingIfNeeded: total[0]), UInt16(truncatingIfNeeded: total[1]),
                              UInt16(truncatingIfNeeded: total[2]), UInt16(truncatingIfNeeded: total[3]))
            outRow.storeBytes(of: lanes, toByteOffset: dx * 8, as: SIMD4<UInt16>.self)
          }
          for sy in 0..<rowCount {
            let row = source + (firstRow + sy) * sourceRowBytes
            let outRow = out + sy * outRowBytes
            if onePairEach {
              // Enlarging: every column is one pair.
              for dx in 0..<adjacent.lowerBound { store(pair(row, dx), outRow, dx, packed: true) }
              if wide && pairedColumns > 0 {
                cs_two_neighbour_columns_avx2(
                  row.assumingMemoryBound(to: UInt8.self), pairedOffsets,
                  UnsafeRawPointer(twoColumnWeights.baseAddress!)
                    .assumingMemoryBound(to: Int16.self),
                  pairedColumns,
                  (outRow + adjacent.lowerBound * 8).assumingMemoryBound(to: Int16.self))
              } else {
                twoNeighbourColumns(row, outRow)
              }
              let dx = adjacent.lowerBound + 2 * pairedColumns
              if dx < adjacent.upperBound { store(neighbours(row, dx), outRow, dx, packed: true) }
              for dx in adjacent.upperBound..<count { store(pair(row, dx), outRow, dx, packed: true) }
              continue
            }
            if twoPairsEach && wide {
              cs_two_pair_columns_avx2(
                row.assumingMemoryBound(to: UInt8.self), offsets.baseAddress!,
                UnsafeRawPointer(weights.baseAddress!).assumingMemoryBound(to: Int16.self), count,
                outRow.assumingMemoryBound(to: UInt16.self))
              continue
            }
            if twoPairsEach {
              // (The index is read from the table, not computed as 2 dx: computed, it lets the
              // loop vectorizer take the loop apart into scalar code.)
              for dx in 0..<count {
                let k = Int(starts[dx])
                store(pair(row, k) &+ pair(row, k &+ 1), outRow, dx, packed: true)
              }
              continue
            }
            // One or two pairs (shrinking up to 2x) as straight-line code: a loop here is
            // taken apart by the loop vectorizer into scalar code several times slower.
            for dx in 0..<count {
              let k = Int(starts[dx]), end = Int(starts[dx + 1])
              switch end - k {
              case 1: store(pair(row, k), outRow, dx)
              case 2: store(pair(row, k) &+ pair(row, k + 1), outRow, dx)
              default:
                var sum = pair(row, k) &+ pair(row, k + 1)
                var j = k + 2
                while j < end {
                  sum &+= pair(row, j)
                  j += 1
                }
                store(sum, outRow, dx)
              }
            }
          }
        }
      }
    }
    }
  }
}

extension Resampling {
  /// The vertical pass for output row `row`: `pixels` premultiplied words into `out`, two
  /// pixels at a time (`out` and each horizontal row have room for one more).
  static func verticalPass(rows: Resampling, row: Int, firstRow: Int,
                           horizontal: UnsafeRawPointer, rowBytes: Int, pixels: Int,
                           out: UnsafeMutableRawPointer) {
    let taps = rows.range(row)
    rows.source.withUnsafeBufferPointer { sources in
      rows.weight.withUnsafeBufferPointer { weights in
        // Taps in pairs (a zero weight pads an odd count): each pair's rows interleaved
        // channel by channel, times (w0, w1), added pairwise (`pmaddwd`): eight channels,
        // two pixels, per step.
        // (On the stack: a heap array here, one per output row, cost 5 % of a picture.)
        let pairCount = (taps.count + 1) / 2
        withUnsafeTemporaryAllocation(of: (UnsafeRawPointer, UnsafeRawPointer, SIMD8<Int16>).self,
                                      capacity: max(1, pairCount)) { pairs in
        var k = taps.lowerBound
        while k < taps.upperBound {
          let k1 = k + 1 < taps.upperBound ? k + 1 : k
          let w0 = Int16(truncatingIfNeeded: weights[k])
          let w1 = k1 == k ? 0 : Int16(truncatingIfNeeded: weights[k1])
          pairs.initializeElement(at: (k - taps.lowerBound) / 2, to: (
            horizontal + (Int(sources[k]) - firstRow) * rowBytes,
            horizontal + (Int(sources[k1]) - firstRow) * rowBytes,
            SIMD8(w0, w1, w0, w1, w0, w1, w0, w1)))
          k += 2
        }
        let half = SIMD4<Int32>(repeating: 1 << 19)
        @inline(__always) func add(_ low: inout SIMD4<Int32>, _ high: inout SIMD4<Int32>,
                                   _ t0: UnsafeRawPointer, _ t1: UnsafeRawPointer,
                                   _ w: SIMD8<Int16>, _ offset: Int) {
          let a = t0.loadUnaligned(fromByteOffset: offset, as: SIMD8<Int16>.self)
          let b = t1.loadUnaligned(fromByteOffset: offset, as: SIMD8<Int16>.self)
          low &+= Blend.multiplyAddPairs(SIMD8(a[0], b[0], a[1], b[1], a[2], b[2], a[3], b[3]), w)
          high &+= Blend.multiplyAddPairs(SIMD8(a[4], b[4], a[5], b[5], a[6], b[6], a[7], b[7]), w)
        }
        @inline(__always) func store(_ low: SIMD4<Int32>, _ high: SIMD4<Int32>, _ i: Int) {
          // The clamp changes nothing (sums are 0...255); it makes the narrowing two
          // saturating packs.
          let sum = unsafeBitCast(SIMD8<Int32>(lowHalf: low &>> 20, highHalf: high &>> 20)
                                    .clamped(lowerBound: .zero, upperBound: SIMD8(repeating: 255)),
                                  to: SIMD8<UInt32>.self)
          out.storeBytes(of: Blend.narrowToBytes(sum), toByteOffset: i * 4, as: SIMD8<UInt8>.self)
        }
        if pairCount == 1 {
          // Two rows A and B with w0 + w1 = 2^14 (or one, w1 = 0): (A w0 + B w1 + 2^19) >> 20
          // is exactly (A + 32 + G) >> 6 with G = floor((B - A) w1 / 2^14), which is the high
          // half (`pmulhw`) of 2 (B - A) times 2 w1: sixteen-bit lanes, no widening.
          let (t0, t1, _) = pairs[0]
          let w1 = taps.count == 2 ? Int16(truncatingIfNeeded: weights[taps.lowerBound + 1]) : 0
          Resampling.interpolateRows(t0, t1, twiceWeight: SIMD8(repeating: w1 &<< 1), pixels: pixels,
                                     out: out)
          return
        }
        let used = UnsafeBufferPointer(rebasing: pairs[0..<pairCount])
        var offset = 0
        for i in stride(from: 0, to: pixels, by: 2) {
          var low = half, high = half
          for (t0, t1, w) in used { add(&low, &high, t0, t1, w, offset) }
          store(low, high, i)
          offset &+= 16
        }
        }
      }
    }
  }

  /// `pixels` output pixels (an odd count writes one more) from two filtered rows: each
  /// channel (A + 32 + G) >> 6 with G the high half of 2 (B - A) times `twiceWeight`.
  /// Not inlined: with the weight a known splat, LLVM widens the multiply to 32 bits; as an
  /// argument it stays one `pmulhw`. `wide` runs the AVX2 loop instead (the same integers).
  @inline(never)
  static func interpolateRows(_ t0: UnsafeRawPointer, _ t1: UnsafeRawPointer, twiceWeight w: SIMD8<Int16>,
                              pixels: Int, out: UnsafeMutableRawPointer,
                              wide: Bool = WideKernels.available) {
    if wide {
      cs_interpolate_rows_avx2(t0.assumingMemoryBound(to: Int16.self),
                               t1.assumingMemoryBound(to: Int16.self), w[0], pixels,
                               out.assumingMemoryBound(to: UInt8.self))
      return
    }
    let bias = SIMD8<Int16>(repeating: 32)
    // Two pixels (eight channels) of 0...255.
    @inline(__always) func pair(_ offset: Int) -> SIMD8<Int16> {
      let a = t0.loadUnaligned(fromByteOffset: offset, as: SIMD8<Int16>.self)
      let b = t1.loadUnaligned(fromByteOffset: offset, as: SIMD8<Int16>.self)
      let d = b &- a
      return (a &+ bias &+ Blend.highHalf(d &+ d, w)) &>> 6
    }
    // Four pixels per step, one 16-byte store; then two.
    var i = 0
    while i &+ 4 <= pixels {
      let bytes = SIMD16<UInt8>(lowHalf: Blend.narrowToBytes(pair(i &* 8)),
                                highHalf: Blend.narrowToBytes(pair(i &* 8 &+ 16)))
      out.storeBytes(of: bytes, toByteOffset: i &* 4, as: SIMD16<UInt8>.self)
      i &+= 4
    }
    while i < pixels {
      out.storeBytes(of: Blend.narrowToBytes(pair(i &* 8)), toByteOffset: i &* 4, as: SIMD8<UInt8>.self)
      i &+= 2
    }
  }

  /// A premultiplied word with each colour channel at most its alpha (a source whose bytes
  /// break that rule must not carry into the next channel when blended).
  @inline(__always)
  static func clampedToAlpha(_ word: UInt32) -> UInt32 {
    let bytes = unsafeBitCast(word, to: SIMD4<UInt8>.self)
    return unsafeBitCast(bytes.replacing(with: SIMD4(repeating: bytes[3]), where: bytes .> bytes[3]),
                         to: UInt32.self)
  }

  /// The part of pixel [p, p + 1] inside [lo, hi].
  static func overlap(_ p: Double, _ lo: Double, _ hi: Double) -> Double {
    max(0, min(p + 1, hi) - max(p, lo))
  }

  /// Weights for `count` output pixels from `first`, mapping [start, start + length) onto
  /// `sourceLength` source pixels.
  static func weights(count: Int, first: Int, start: Double, length: Double, sourceLength: Int)
    -> Resampling
  {
    var out = Resampling()
    let scale = Double(sourceLength) / length
    let support = max(1, scale)
    // Every output pixel reads at most this many taps (the window's whole pixels, plus one
    // at each end); the buffers below are sized once and filled by index.
    // (Pointers, not arrays: the checks on each array access were a third of the time.)
    let tapsEach = min(Int(2 * support) + 3, sourceLength + 2)
    let tapSource = UnsafeMutablePointer<Int>.allocate(capacity: tapsEach)
    let tapWeight = UnsafeMutablePointer<Double>.allocate(capacity: tapsEach)
    let ints = UnsafeMutablePointer<Int32>.allocate(capacity: tapsEach)
    let sources = UnsafeMutablePointer<Int32>.allocate(capacity: count * tapsEach)
    let weights = UnsafeMutablePointer<Int32>.allocate(capacity: count * tapsEach)
    let starts = UnsafeMutablePointer<Int32>.allocate(capacity: count + 1)
    defer {
      for pointer in [UnsafeMutableRawPointer(tapSource), UnsafeMutableRawPointer(tapWeight),
                      UnsafeMutableRawPointer(ints), UnsafeMutableRawPointer(sources),
                      UnsafeMutableRawPointer(weights), UnsafeMutableRawPointer(starts)] {
        pointer.deallocate()
      }
    }
    var written = 0
    for i in 0..<count {
      starts[i] = Int32(written)
      // Centre of the output pixel, in source pixel coordinates (centres at k + 0.5).
      let center = (Double(first + i) + 0.5 - start) * scale
      let lo = DeterministicMath.floor(center - support)
      let hi = DeterministicMath.ceil(center + support)
      var taps = 0
      var total = 0.0
      for k in lo...hi {
        let w = 1 - abs(Double(k) + 0.5 - center) / support
        guard w > 0 else { continue }
        let clamped = min(max(k, 0), sourceLength - 1)
        if taps > 0 && tapSource[taps - 1] == clamped {
          tapWeight[taps - 1] += w
        } else {
          tapSource[taps] = clamped
          tapWeight[taps] = w
          taps += 1
        }
        total += w
      }
      if taps == 0 {
        tapSource[0] = min(max(DeterministicMath.floor(center), 0), sourceLength - 1)
        tapWeight[0] = 1
        taps = 1
        total = 1
      }
      // Integer weights summing exactly to 1 << 14; the rounding remainder goes to the
      // largest (the first of equals) when that leaves it non-negative.
      var sum: Int32 = 0, largest = 0
      for k in 0..<taps {
        let w = Int32(DeterministicMath.round(tapWeight[k] / total * 16384))
        ints[k] = w
        sum += w
        if w > ints[largest] { largest = k }
      }
      if ints[largest] + (16384 - sum) >= 0 {
        ints[largest] += 16384 - sum
      } else {
        // Thousands of taps (shrinking a thousandfold) can round so unevenly that the
        // remainder outweighs the largest tap: round the running total instead, which keeps
        // every weight non-negative and the sum exact.
        var running = 0.0, previous: Int32 = 0
        for k in 0..<taps {
          running += tapWeight[k]
          let cumulative = Int32(DeterministicMath.round(running / total * 16384))
          ints[k] = cumulative - previous
          previous = cumulative
        }
        ints[taps - 1] += 16384 - previous  // 0 unless the running sum lost an ulp
      }
      for k in 0..<taps where ints[k] != 0 {
        sources[written] = Int32(tapSource[k])
        weights[written] = ints[k]
        written += 1
      }
    }
    starts[count] = Int32(written)
    out.start = Array(UnsafeBufferPointer(start: starts, count: count + 1))
    out.source = Array(UnsafeBufferPointer(start: sources, count: written))
    out.weight = Array(UnsafeBufferPointer(start: weights, count: written))
    return out
  }
}

/// Whether this processor runs the image filter's AVX2 loops (`CRasterKernels`): the same
/// integer arithmetic as the portable loops, sixteen lanes at a time instead of eight. Setting
/// `CELLSHOT_PORTABLE_LOOPS` (to anything) keeps to the portable ones, to check that they give
/// the same pixels (`CELLSHOT_PORTABLE_LOOPS=1 cellshot verify`).
enum WideKernels {
  static let available = getenv("CELLSHOT_PORTABLE_LOOPS") == nil && cs_kernels_have_avx2() != 0
}
