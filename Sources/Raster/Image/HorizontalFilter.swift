import CRasterKernels

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
    let pairs = stride(from: adjacent.lowerBound, to: adjacent.upperBound - 1, by: 2)
    self.twoColumnWeights = pairs.map { dx in
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
            // (Empty only when there are no columns: nothing to filter.)
            guard let starts = starts.baseAddress, let offsets = offsets.baseAddress,
                  let weights = weights.baseAddress else { return }
            let tables = Tables(starts: starts, offsets: offsets, weights: weights,
                                twoColumnWeights: twoColumnWeights.baseAddress,
                                pairedColumns: twoColumnWeights.count,
                                pairedOffsets: offsets + 2 * adjacent.lowerBound)
            filterRows(Rows(source: source, sourceRowBytes: sourceRowBytes, firstRow: firstRow,
                            count: rowCount, out: out, outRowBytes: outRowBytes),
                       tables, wide: wide)
          }
        }
      }
    }
  }

  /// Where `run`'s rows are: source row `firstRow + sy` in, output row `sy` out.
  private struct Rows {
    let source: UnsafeRawPointer
    let sourceRowBytes: Int
    let firstRow: Int
    let count: Int
    let out: UnsafeMutableRawPointer
    let outRowBytes: Int

    @inline(__always)
    func input(_ sy: Int) -> UnsafeRawPointer { source + (firstRow + sy) * sourceRowBytes }

    @inline(__always)
    func output(_ sy: Int) -> UnsafeMutableRawPointer { out + sy * outRowBytes }
  }

  /// The tables as the loops read them, for the length of one `run`.
  private struct Tables {
    let starts: UnsafePointer<Int32>
    let offsets: UnsafePointer<Int32>
    let weights: UnsafePointer<SIMD8<Int16>>
    /// Each two adjacent columns' 2 w1 (nil when there are none).
    let twoColumnWeights: UnsafePointer<SIMD8<Int16>>?
    let pairedColumns: Int
    /// The offsets from column `adjacent.lowerBound` on, read two columns at a time.
    let pairedOffsets: UnsafePointer<Int32>

    /// Pair `k`'s four channel sums: the two pixels' channels interleaved, times (w0, w1)
    /// pairs, added pairwise (`pmaddwd` on x86).
    @inline(__always)
    func pair(_ row: UnsafeRawPointer, _ k: Int) -> SIMD4<Int32> {
      let p0 = row.loadUnaligned(fromByteOffset: Int(offsets[2 * k]), as: SIMD4<UInt8>.self)
      let p1 = row.loadUnaligned(fromByteOffset: Int(offsets[2 * k + 1]), as: SIMD4<UInt8>.self)
      let values = SIMD8<Int16>(Int16(p0[0]), Int16(p1[0]), Int16(p0[1]), Int16(p1[1]),
                                Int16(p0[2]), Int16(p1[2]), Int16(p0[3]), Int16(p1[3]))
      return Blend.multiplyAddPairs(values, weights[k])
    }

    /// The same for a pair of two neighbouring pixels, read at once.
    @inline(__always)
    func neighbours(_ row: UnsafeRawPointer, _ k: Int) -> SIMD4<Int32> {
      let p = row.loadUnaligned(fromByteOffset: Int(offsets[2 * k]), as: SIMD8<UInt8>.self)
      let values = SIMD8<Int16>(Int16(p[0]), Int16(p[4]), Int16(p[1]), Int16(p[5]),
                                Int16(p[2]), Int16(p[6]), Int16(p[3]), Int16(p[7]))
      return Blend.multiplyAddPairs(values, weights[k])
    }
  }

  /// Filters `rows` with the loop their columns' taps call for (chosen once, so that each
  /// loop keeps only what it reads in registers).
  @inline(__always)
  private func filterRows(_ rows: Rows, _ t: Tables, wide: Bool) {
    if onePairEach {
      for sy in 0..<rows.count { enlargedRow(rows.input(sy), into: rows.output(sy), t, wide: wide) }
    } else if twoPairsEach && wide {
      for sy in 0..<rows.count {
        cs_two_pair_columns_avx2(
          rows.input(sy).assumingMemoryBound(to: UInt8.self), t.offsets,
          UnsafeRawPointer(t.weights).assumingMemoryBound(to: Int16.self), count,
          rows.output(sy).assumingMemoryBound(to: UInt16.self))
      }
    } else if twoPairsEach {
      for sy in 0..<rows.count { twoPairRow(rows.input(sy), into: rows.output(sy), t) }
    } else {
      for sy in 0..<rows.count { shrunkRow(rows.input(sy), into: rows.output(sy), t) }
    }
  }

  /// Enlarging: every column is one pair; the columns of `adjacent` read their two pixels
  /// with one load, two columns at a time.
  @inline(__always)
  private func enlargedRow(_ row: UnsafeRawPointer, into outRow: UnsafeMutableRawPointer,
                           _ t: Tables, wide: Bool) {
    let pairedColumns = t.pairedColumns
    for dx in 0..<adjacent.lowerBound { Self.store(t.pair(row, dx), outRow, dx, packed: true) }
    if wide, pairedColumns > 0, let twoColumnWeights = t.twoColumnWeights {
      cs_two_neighbour_columns_avx2(
        row.assumingMemoryBound(to: UInt8.self), t.pairedOffsets,
        UnsafeRawPointer(twoColumnWeights).assumingMemoryBound(to: Int16.self),
        pairedColumns,
        (outRow + adjacent.lowerBound * 8).assumingMemoryBound(to: Int16.self))
    } else {
      twoNeighbourColumns(row, into: outRow, t)
    }
    let dx = adjacent.lowerBound + 2 * pairedColumns
    if dx < adjacent.upperBound { Self.store(t.neighbours(row, dx), outRow, dx, packed: true) }
    for dx in adjacent.upperBound..<count { Self.store(t.pair(row, dx), outRow, dx, packed: true) }
  }

  /// The portable loop over the columns from `adjacent.lowerBound`, two at a time, with their
  /// 2 w1 (see `init`).
  @inline(__always)
  private func twoNeighbourColumns(_ row: UnsafeRawPointer, into outRow: UnsafeMutableRawPointer,
                                   _ t: Tables) {
    let out = outRow + adjacent.lowerBound * 8
    guard let twoColumnWeights = t.twoColumnWeights else { return }
    let pairedOffsets = t.pairedOffsets
    for j in 0..<t.pairedColumns {
      let a = row.loadUnaligned(fromByteOffset: Int(pairedOffsets[4 &* j]), as: SIMD8<UInt8>.self)
      let b = row.loadUnaligned(fromByteOffset: Int(pairedOffsets[4 &* j &+ 2]),
                                as: SIMD8<UInt8>.self)
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

  /// Shrinking a little: every column is two pairs.
  @inline(__always)
  private func twoPairRow(_ row: UnsafeRawPointer, into outRow: UnsafeMutableRawPointer,
                          _ t: Tables) {
    // (The index is read from the table, not computed as 2 dx: computed, it lets the loop
    // vectorizer take the loop apart into scalar code.)
    for dx in 0..<count {
      let k = Int(t.starts[dx])
      Self.store(t.pair(row, k) &+ t.pair(row, k &+ 1), outRow, dx, packed: true)
    }
  }

  /// Shrinking more: columns of any number of pairs.
  @inline(__always)
  private func shrunkRow(_ row: UnsafeRawPointer, into outRow: UnsafeMutableRawPointer,
                         _ t: Tables) {
    // In C (the same sums `pair` gives, `pmaddwd` with SSE2): the Swift loop ran a call per
    // lane in debug builds.
    cs_shrunk_columns(row.assumingMemoryBound(to: UInt8.self), t.starts, t.offsets,
                      UnsafeRawPointer(t.weights).assumingMemoryBound(to: Int16.self), count,
                      outRow.assumingMemoryBound(to: UInt16.self))
  }

  /// Stores column `dx`'s channel sums, (sum + 128) >> 8, as four 16-bit lanes.
  @inline(__always)
  private static func store(_ sum: SIMD4<Int32>, _ outRow: UnsafeMutableRawPointer, _ dx: Int,
                            packed: Bool = false) {
    var total = (sum &+ 128) &>> 8
    // The clamp to Int16 changes nothing (sums are 0...255 x 64); in the one-pair loop it
    // lets the narrowing be one saturating pack instead of three shuffles (in the others it
    // makes the vectorizer give up, hence the flag).
    if packed {
      total.clamp(lowerBound: SIMD4(repeating: -32768), upperBound: SIMD4(repeating: 32767))
    }
    let lanes = SIMD4(UInt16(truncatingIfNeeded: total[0]), UInt16(truncatingIfNeeded: total[1]),
                      UInt16(truncatingIfNeeded: total[2]), UInt16(truncatingIfNeeded: total[3]))
    outRow.storeBytes(of: lanes, toByteOffset: dx * 8, as: SIMD4<UInt16>.self)
  }
}
