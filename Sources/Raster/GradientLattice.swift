import CRasterKernels

/// Where a linear gradient's colours repeat, so that each is worked out once.
///
/// A pixel's colour depends on it only through the numerator of t, `a = (px - sx) dx + row`
/// (`GradientSampler.t`). When the start and the line's dx and dy are dyadic (integers over a
/// power of two, as pixel-aligned geometry makes them) and small enough, every operation of
/// `a` is exact: a is `(P x + Q y + C) 2^-k` for integers P, Q, C, and pixels with the same
/// `n = p x + q y` (P and Q over their greatest common divisor) have the same a, so the same
/// t and the same word. Along a row n steps by p, so the pixels of the rows whose n agree
/// modulo p are one line of colours, shifted: a diagonal over a square is one line (p = q =
/// 1: a row is the last one moved by a pixel), a horizontal gradient one line for all rows.
/// Each line (a `phase`) is worked out once, by the same kernel at the same numerators, and
/// a row's words are a copy from it. Nothing is rounded differently: the words are exactly
/// those the kernel gives pixel by pixel.
final class GradientLattice {
  private let sampler: GradientSampler
  private let direct: PreparedGradient?
  private let cells: GradientCells?
  /// n = p x + q y, p > 0.
  private let p: Int, q: Int
  /// a = (g n + c) 2^-k, as `scale` = 2^-k.
  private let g: Int, c: Int, scale: Double
  private let nMin: Int, nMax: Int
  /// Each residue's line, made at first use: the words at n = r + p k for k from its first.
  private var phases: [[UInt32]?]
  private var firstK: [Int]

  /// The lattice of `sampler` over `bounds` (the pixels the fill's spans lie in), or nil
  /// for a gradient that is not linear, where the geometry is not exact that way, or where the
  /// lines would not save much work.
  init?(_ sampler: GradientSampler, bounds: IntRect, direct: PreparedGradient?,
        cells: GradientCells?) {
    guard sampler.kind == .linear, sampler.length2 > 0, sampler.dx != 0, bounds.width > 0,
          bounds.height > 1, bounds.width * bounds.height >= 4096,
          let (starts, e) = Self.dyadic([sampler.start.x, sampler.start.y], from: 1),
          let (steps, f) = Self.dyadic([sampler.dx, sampler.dy], from: 0) else { return nil }
    // px = (2x + 1) 2^-1, so px - sx = U 2^-e with U = 2^e x + (2^(e-1) - Sx); the same for y.
    let half = 1 << (e - 1)
    let (dx, dy) = (steps[0], steps[1])
    guard let P = Self.product(1 << e, dx), let Q = Self.product(1 << e, dy),
          let cx = Self.product(half - starts[0], dx), let cy = Self.product(half - starts[1], dy),
          let c = Self.sum(cx, cy) else { return nil }
    // Every term and sum of a, at the corners (a, U and the products are linear in x and y),
    // is below 2^52: each of the kernel's operations on them is exact.
    let xs = [bounds.x, bounds.maxX - 1], ys = [bounds.y, bounds.maxY - 1]
    for x in xs {
      guard let u = Self.sum(Self.product(1 << e, x), half - starts[0]),
            Self.product(u, dx) != nil else { return nil }
      for y in ys {
        guard let v = Self.sum(Self.product(1 << e, y), half - starts[1]),
              let vy = Self.product(v, dy), let ux = Self.product(u, dx),
              Self.sum(ux, vy) != nil else { return nil }
      }
    }
    var divisor = Self.gcd(abs(P), abs(Q))
    if P < 0 { divisor = -divisor }
    let p = P / divisor, q = Q / divisor
    let ns = ys.map { q * $0 }
    let nMin = p * bounds.x + ns.min()!, nMax = p * (bounds.maxX - 1) + ns.max()!
    // Worth it where the lines hold a quarter of the pixels or fewer.
    guard nMax - nMin < bounds.width * bounds.height / 4, p <= 4096 else { return nil }
    self.sampler = sampler
    self.direct = direct
    self.cells = cells
    (self.p, self.q, self.g, self.c) = (p, q, divisor, c)
    scale = Self.power(-(e + f))
    (self.nMin, self.nMax) = (nMin, nMax)
    phases = Array(repeating: nil, count: p)
    firstK = Array(repeating: 0, count: p)
  }

  /// The words of pixels x0 ..< x0 + count of row y (inside the bounds) into `out`.
  func words(row y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let n = p * x0 + q * y
    let r = ((n % p) + p) % p
    let k = (n - r) / p
    if phases[r] == nil { makePhase(r) }
    phases[r]!.withUnsafeBufferPointer { line in
      out.update(from: line.baseAddress! + (k - firstK[r]), count: count)
    }
  }

  /// Works out residue r's line: the words at n = r + p k, k from the first n at or above
  /// nMin to the last at or below nMax. Along it the numerator steps by g p 2^-k, which is
  /// dx: the kernel runs it as a row whose pixels are k and whose row part is the first a.
  private func makePhase(_ r: Int) {
    let first = Self.ceilDiv(nMin - r, p), last = Self.floorDiv(nMax - r, p)
    let count = max(0, last - first + 1)
    let a0 = Double(g * (r + p * first) + c) * scale
    var line = [UInt32](repeating: 0, count: max(count, 1))
    // px - sx is x + 0.5 - 0.5 = x: a = x dx + a0, each value on the lattice, exactly.
    line.withUnsafeMutableBufferPointer { out in
      sampler.kernelWords(0, a0, count, direct: direct, cells: cells, sx: 0.5,
                          into: out.baseAddress!)
    }
    phases[r] = line
    firstK[r] = first
  }

  // MARK: exact integers

  /// The smallest exponent e >= `from` for which every value times 2^e is an integer below
  /// 2^52 in size, and those integers; nil where there is none up to 2^-60.
  static func dyadic(_ values: [Double], from: Int) -> ([Int], Int)? {
    guard values.allSatisfy(\.isFinite) else { return nil }
    for e in from...60 {
      let scaled = values.map { $0 * power(e) }
      if scaled.allSatisfy({ $0 == $0.rounded() && abs($0) < 4_503_599_627_370_496 }) {
        return (scaled.map { Int($0) }, e)
      }
      if scaled.contains(where: { abs($0) >= 4_503_599_627_370_496 }) { return nil }
    }
    return nil
  }

  /// 2^e, exactly.
  static func power(_ e: Int) -> Double { Double(sign: .plus, exponent: e, significand: 1) }

  /// a b, when it is below 2^52 in size.
  static func product(_ a: Int?, _ b: Int) -> Int? {
    guard let a else { return nil }
    let (v, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow || v.magnitude >= 1 << 52 ? nil : v
  }

  /// a + b, when it is below 2^52 in size.
  static func sum(_ a: Int?, _ b: Int) -> Int? {
    guard let a else { return nil }
    let (v, overflow) = a.addingReportingOverflow(b)
    return overflow || v.magnitude >= 1 << 52 ? nil : v
  }

  static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }

  static func floorDiv(_ a: Int, _ b: Int) -> Int {
    let d = a / b
    return (a % b != 0 && (a < 0) != (b < 0)) ? d - 1 : d
  }

  static func ceilDiv(_ a: Int, _ b: Int) -> Int { -floorDiv(-a, b) }
}

/// A radial gradient whose centre lies on whole or half pixels, drawn as runs of one colour.
///
/// With the centre's 2 cx and 2 cy whole numbers, a pixel's dx and dy from it are multiples
/// of a half, so its squared distance is exactly K / 4 for the whole number K = (2x + 1 -
/// 2 cx)^2 + (2y + 1 - 2 cy)^2, and its colour depends on K alone. As K grows, t never
/// decreases (the square root, the subtraction and the division, correctly rounded, are
/// monotone), and inside one part of the stops each byte moves one way only. Two values of K
/// with the same word in the same part have the same alpha, so the alpha is constant between
/// them, the colour channels held to it move one way too, and every K between gives that
/// word. Halving the range of K until the ends agree finds every K where the colour changes,
/// each colour worked out as the sampler does. Along a row K grows away from the centre, so a
/// pointer into the runs moves one way (C's `cs_radial_runs`, eight pixels at a time with
/// AVX2: a lane at or past the next run's start takes its word).
final class RadialRuns {
  /// 2 cx - 1 and 2 cy - 1: a pixel's 2 dx is 2x - m, its 2 dy is 2y - n.
  private let m: Int, n: Int
  /// Where each run of one colour starts along K (the first at the lowest K looked at), and
  /// its word.
  private let starts: [Int64]
  private let words: [UInt32]
  /// The fill's pixels, and the rows worked out across all of it (by |2 dy| / 2) where a
  /// row's mirror across the centre (2 dy the other way: the same K all along) is in the fill
  /// too; nil where keeping them would take more than 16 MB.
  private let bounds: IntRect
  private let lines: UnsafeMutablePointer<UInt32>?
  private var kept: [Bool]

  /// The runs of `sampler` over `bounds` (the pixels the fill's spans lie in), or nil for a
  /// gradient that is not radial, where the centre is not on whole or half pixels, or where
  /// the colour changes too often for runs to pay (more evaluations than an eighth of the
  /// pixels).
  init?(_ sampler: GradientSampler, bounds: IntRect) {
    let (twiceX, twiceY) = (2 * sampler.center.x, 2 * sampler.center.y)
    guard sampler.kind == .radial, !bounds.isEmpty, twiceX == twiceX.rounded(),
          twiceY == twiceY.rounded(), abs(twiceX) < 16_777_216, abs(twiceY) < 16_777_216,
          abs(bounds.x) < 1 << 24, abs(bounds.y) < 1 << 24, bounds.width < 1 << 24,
          bounds.height < 1 << 24 else { return nil }
    let m = Int(twiceX) - 1, n = Int(twiceY) - 1
    // K over the bounds: 2 dx from 2x0 - m to 2(x1 - 1) - m, the same for y (below 2^52).
    func span(_ lo: Int, _ hi: Int) -> (Int, Int) {
      let near = lo <= 0 && hi >= 0 ? 0 : min(abs(lo), abs(hi))
      return (near * near, max(lo * lo, hi * hi))
    }
    let (nearX, farX) = span(2 * bounds.x - m, 2 * (bounds.maxX - 1) - m)
    let (nearY, farY) = span(2 * bounds.y - n, 2 * (bounds.maxY - 1) - n)
    let (low, high) = (nearX + nearY, farX + farY)
    func color(_ k: Int) -> (UInt32, Int) {
      let t = sampler.radialT(Double(k) / 4)
      return (sampler.color(t).word, sampler.interval(t))
    }
    var budget = bounds.width * bounds.height / 8
    var starts = [low], words = [color(low).0]
    // Ranges still to look into, lowest K first; a range's ends are known.
    var pending = [(low, high, color(low), color(high))]
    while let (a, b, ca, cb) = pending.popLast() {
      if ca == cb { continue }  // one colour all along
      if b - a <= 1 {
        // Neighbours: a run starts at b where the word changes.
        if cb.0 != ca.0 {
          starts.append(b)
          words.append(cb.0)
        }
        continue
      }
      budget -= 1
      if budget < 0 { return nil }
      let middle = a + (b - a) / 2, cm = color(middle)
      pending.append((middle, b, cm, cb))
      pending.append((a, middle, ca, cm))
    }
    (self.m, self.n, self.words, self.bounds) = (m, n, words, bounds)
    self.starts = starts.map { Int64($0) }
    let far = max(abs(2 * bounds.y - n), abs(2 * (bounds.maxY - 1) - n))
    // One block for every kept row (untouched pages cost nothing): reading a row kept as an
    // array of its own took a retain and a release per span.
    let keeps = bounds.width * (far / 2 + 1) <= 1 << 22
    lines = keeps ? .allocate(capacity: bounds.width * (far / 2 + 1)) : nil
    kept = Array(repeating: false, count: keeps ? far / 2 + 1 : 0)
  }

  deinit { lines?.deallocate() }

  /// The words of pixels x0 ..< x0 + count of row y (inside the bounds) into `out`, by C's
  /// walk along the runs (`cs_radial_runs`), or from the row kept for its mirror.
  func words(row y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let dy = 2 * y - n, mirror = n - y
    if let lines, mirror != y, mirror >= bounds.y, mirror < bounds.maxY {
      // The row and its mirror have the same words: worked out once across the fill.
      let index = abs(dy) / 2, line = lines + index * bounds.width
      if !kept[index] {
        walk(dy, x0: bounds.x, count: bounds.width, into: line)
        kept[index] = true
      }
      out.update(from: line + (x0 - bounds.x), count: count)
      return
    }
    walk(dy, x0: x0, count: count, into: out)
  }

  /// The words of pixels x0 ..< x0 + count of the row whose 2 dy is `dy`.
  private func walk(_ dy: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
    let rowPart = Int64(dy * dy)
    // Pixels right of the centre (2 dx at or above 0) rightwards, K growing along them. A
    // pixel x left of it has the K of its mirror m - x, which lies right of it: copied where
    // that was worked out, and the rest walked from the right end leftwards.
    let split = min(max(Self.ceilHalf(m), x0), x0 + count)
    let mirrored = split < x0 + count ? max(x0, m - (x0 + count - 1)) : split
    let wide: Int32 = WideKernels.available ? 1 : 0
    starts.withUnsafeBufferPointer { starts in
      words.withUnsafeBufferPointer { words in
        if split < x0 + count {
          cs_radial_runs(starts.baseAddress, words.baseAddress, starts.count,
                         Int64(2 * split - m), rowPart, x0 + count - split, out + (split - x0),
                         0, wide)
        }
        if split > mirrored {
          cs_reverse_words(out + (mirrored - x0), out + (m - mirrored - x0), split - mirrored)
        }
        if mirrored > x0 {
          cs_radial_runs(starts.baseAddress, words.baseAddress, starts.count,
                         Int64(m - 2 * (mirrored - 1)), rowPart, mirrored - x0,
                         out + (mirrored - 1 - x0), 1, wide)
        }
      }
    }
  }

  /// ceil(m / 2): the first pixel x whose 2x - m is not below 0.
  static func ceilHalf(_ m: Int) -> Int { m >= 0 ? (m + 1) / 2 : -((-m) / 2) }
}
