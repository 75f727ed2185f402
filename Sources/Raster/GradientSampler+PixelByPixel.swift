// The gradients C's kernels do not know (conic and elliptical), worked out pixel by pixel in
// Swift: t for a run of pixels in a loop of arithmetic alone, then each t's word.

extension GradientSampler {
  /// How many pixels' t are worked out before their words.
  static let batch = 64

  /// The words of `count` pixels from `x0` on the row whose part of t is `row` (`row(_:)`),
  /// for a conic or an elliptical gradient: exactly `color(t(x, row)).word` for each.
  ///
  /// The t of up to 64 pixels come first, in a loop with no calls and no memory but the
  /// output, where the processor overlaps several pixels' divisions and square roots; then
  /// each t's word, from `cells` where its cell has one colour (the cells read through
  /// pointers, not retained per pixel), else the stops interpolated. A t like the last one's
  /// (a flat part of the sweep) reuses its word.
  func pixelWords(_ x0: Int, _ row: Double, _ count: Int, cells: GradientCells?,
                  into out: UnsafeMutablePointer<UInt32>) {
    withUnsafeTemporaryAllocation(of: Double.self, capacity: Self.batch) { buffer in
      guard let ts = buffer.baseAddress else { return }
      var last = (t: Double.nan, word: UInt32(0))
      var done = 0
      while done < count {
        let n = min(Self.batch, count - done), first = x0 + done
        switch kind {
        case .conic:
          let cx = center.x, sweep = self.sweep
          for i in 0..<n {
            ts[i] = sweep.t(DeterministicMath.angle(row, Double(first + i) + 0.5 - cx))
          }
        case .elliptical:
          let cx = center.x, width = self.width
          for i in 0..<n {
            let u = (Double(first + i) + 0.5 - cx) / width
            ts[i] = radialT(u * u + row * row)
          }
        case .linear, .radial:
          for i in 0..<n { ts[i] = t(first + i, row) }
        }
        if let cells {
          cells.words(ts, n, last: &last, sampler: self, into: out + done)
        } else {
          for i in 0..<n {
            let t = ts[i]
            if t != last.t { last = (t, color(t).word) }
            out[done + i] = last.word
          }
        }
        done += n
      }
    }
  }
}

extension GradientCells {
  /// The words at `count` values of t (each in 0...1) into `out`: the cell's or fine cell's
  /// where it has one colour, else `sampler`'s colour; a t equal to the one before reuses its
  /// word (`last`).
  func words(_ ts: UnsafePointer<Double>, _ count: Int, last: inout (t: Double, word: UInt32),
             sampler: GradientSampler, into out: UnsafeMutablePointer<UInt32>) {
    let n = Self.count, split = Self.split
    table.withUnsafeBufferPointer { table in
      fine.withUnsafeBufferPointer { fine in
        for i in 0..<count {
          let t = ts[i]
          if t != last.t {
            // As `word(_:)` finds it.
            var word = table[min(Int(t * Double(n)), n - 1)]
            if word >> 24 == 0 && word != 0 {
              if word == Self.mixed {
                word = sampler.color(t).word
              } else {
                let sub = min(Int(t * Double(n * split)), n * split - 1)
                let fineWord = fine[(Int(word >> 8) - 1) * split + sub % split]
                word = fineWord == Self.mixed ? sampler.color(t).word : fineWord
              }
            }
            last = (t, word)
          }
          out[i] = last.word
        }
      }
    }
  }
}
