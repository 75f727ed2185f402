import CRasterKernels

// The image filter's weights and its vertical pass (the horizontal pass is `HorizontalFilter`;
// `ResampledDraw` runs both over a picture).

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
        withUnsafeTemporaryAllocation(of: cs_row_pair.self, capacity: max(1, pairCount)) { pairs in
        var k = taps.lowerBound
        while k < taps.upperBound {
          let k1 = k + 1 < taps.upperBound ? k + 1 : k
          let w0 = Int16(truncatingIfNeeded: weights[k])
          let w1 = k1 == k ? 0 : Int16(truncatingIfNeeded: weights[k1])
          let t0 = horizontal + (Int(sources[k]) - firstRow) * rowBytes
          let t1 = horizontal + (Int(sources[k1]) - firstRow) * rowBytes
          pairs.initializeElement(at: (k - taps.lowerBound) / 2, to: cs_row_pair(
            t0: t0.assumingMemoryBound(to: Int16.self), t1: t1.assumingMemoryBound(to: Int16.self),
            weights: (w0, w1, w0, w1, w0, w1, w0, w1)))
          k += 2
        }
        if pairCount == 1 {
          // Two rows A and B with w0 + w1 = 2^14 (or one, w1 = 0): (A w0 + B w1 + 2^19) >> 20
          // is exactly (A + 32 + G) >> 6 with G = floor((B - A) w1 / 2^14), which is the high
          // half (`pmulhw`) of 2 (B - A) times 2 w1: sixteen-bit lanes, no widening.
          let w1 = taps.count == 2 ? Int16(truncatingIfNeeded: weights[taps.lowerBound + 1]) : 0
          Resampling.interpolateRows(UnsafeRawPointer(pairs[0].t0), UnsafeRawPointer(pairs[0].t1),
                                     twiceWeight: SIMD8(repeating: w1 &<< 1),
                                     pixels: pixels, out: out)
          return
        }
        // More pairs (shrinking): in C, the sums the Swift loop made with `pmaddwd`, which a
        // debug build ran a call per lane.
        cs_vertical_pairs(pairs.baseAddress!, pairCount, pixels,
                          out.assumingMemoryBound(to: UInt8.self))
        }
      }
    }
  }

  /// `pixels` output pixels (an odd count writes one more) from two filtered rows: each
  /// channel (A + 32 + G) >> 6 with G the high half of 2 (B - A) times `twiceWeight`.
  /// Not inlined: with the weight a known splat, LLVM widens the multiply to 32 bits; as an
  /// argument it stays one `pmulhw`. `wide` runs the AVX2 loop instead (the same integers).
  @inline(never)
  static func interpolateRows(_ t0: UnsafeRawPointer, _ t1: UnsafeRawPointer,
                              twiceWeight w: SIMD8<Int16>, pixels: Int,
                              out: UnsafeMutableRawPointer,
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
      out.storeBytes(of: Blend.narrowToBytes(pair(i &* 8)), toByteOffset: i &* 4,
                     as: SIMD8<UInt8>.self)
      i &+= 2
    }
  }

  /// A premultiplied word with each colour channel at most its alpha (a source whose bytes
  /// break that rule must not carry into the next channel when blended).
  @inline(__always)
  static func clampedToAlpha(_ word: UInt32) -> UInt32 {
    let bytes = unsafeBitCast(word, to: SIMD4<UInt8>.self)
    let clamped = bytes.replacing(with: SIMD4(repeating: bytes[3]), where: bytes .> bytes[3])
    return unsafeBitCast(clamped, to: UInt32.self)
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
      let (taps, total) = gatherTaps(center: center, support: support, sourceLength: sourceLength,
                                     sources: tapSource, weights: tapWeight)
      roundWeights(tapWeight, count: taps, total: total, into: ints)
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

  /// The taps of the triangle filter `support` source pixels wide either side of `center`
  /// (source pixel centres are at k + 0.5), into `sources` and `weights`: source pixels
  /// clamped to the picture (a pixel met twice at its edge is one tap of both weights). Their
  /// count and total weight; when no pixel has a positive weight, the one under the centre.
  @inline(__always)
  private static func gatherTaps(center: Double, support: Double, sourceLength: Int,
                                 sources: UnsafeMutablePointer<Int>,
                                 weights: UnsafeMutablePointer<Double>)
    -> (count: Int, total: Double)
  {
    let lo = DeterministicMath.floor(center - support)
    let hi = DeterministicMath.ceil(center + support)
    var taps = 0
    var total = 0.0
    for k in lo...hi {
      let w = 1 - abs(Double(k) + 0.5 - center) / support
      guard w > 0 else { continue }
      let clamped = min(max(k, 0), sourceLength - 1)
      if taps > 0 && sources[taps - 1] == clamped {
        weights[taps - 1] += w
      } else {
        sources[taps] = clamped
        weights[taps] = w
        taps += 1
      }
      total += w
    }
    if taps == 0 {
      sources[0] = min(max(DeterministicMath.floor(center), 0), sourceLength - 1)
      weights[0] = 1
      return (1, 1)
    }
    return (taps, total)
  }

  /// The `count` tap weights over `total` as integers summing exactly to 1 << 14, into `ints`.
  @inline(__always)
  private static func roundWeights(_ weights: UnsafePointer<Double>, count taps: Int,
                                   total: Double, into ints: UnsafeMutablePointer<Int32>) {
    // The rounding remainder goes to the largest (the first of equals) when that leaves it
    // non-negative.
    var sum: Int32 = 0, largest = 0
    for k in 0..<taps {
      let w = Int32(DeterministicMath.round(weights[k] / total * 16384))
      ints[k] = w
      sum += w
      if w > ints[largest] { largest = k }
    }
    if ints[largest] + (16384 - sum) >= 0 {
      ints[largest] += 16384 - sum
      return
    }
    // Thousands of taps (shrinking a thousandfold) can round so unevenly that the remainder
    // outweighs the largest tap: round the running total instead, which keeps every weight
    // non-negative and the sum exact.
    var running = 0.0, previous: Int32 = 0
    for k in 0..<taps {
      running += weights[k]
      let cumulative = Int32(DeterministicMath.round(running / total * 16384))
      ints[k] = cumulative - previous
      previous = cumulative
    }
    ints[taps - 1] += 16384 - previous  // 0 unless the running sum lost an ulp
  }
}
