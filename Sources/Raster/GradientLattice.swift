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
  /// where the geometry is not exact that way, or where the lines would not save much work.
  init?(_ sampler: GradientSampler, bounds: IntRect, direct: PreparedGradient?,
        cells: GradientCells?) {
    guard sampler.isLinear, sampler.length2 > 0, sampler.dx != 0, bounds.width > 0,
          bounds.height > 1, bounds.width * bounds.height >= 4096,
          let (starts, e) = Self.dyadic([sampler.start.x, sampler.start.y], from: 1),
          let (steps, f) = Self.dyadic([sampler.dx, sampler.dy], from: 0),
          e + f <= 1000 else { return nil }
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

/// A radial gradient whose centre lies on a whole or half pixel row: rows y and 2 cy - 1 - y
/// have pixel centres py and 2 cy - py, so their dy (py - cy, a multiple of a half) are exact
/// negatives, their squares equal, and every pixel's t and word the same. A row whose mirror
/// also lies in the fill is worked out once across the fill's whole width, kept, and each
/// span of it and of its mirror copied from there.
final class RadialMirror {
  private let sampler: GradientSampler
  private let direct: PreparedGradient?
  private let cells: GradientCells?
  private let bounds: IntRect
  /// 2 cy.
  private let twice: Int
  /// Each row's words by |2 py - 2 cy| / 2, made at first use.
  private var lines: [[UInt32]?]

  init?(_ sampler: GradientSampler, bounds: IntRect, direct: PreparedGradient?,
        cells: GradientCells?) {
    let twice = 2 * sampler.center.y
    guard !sampler.isLinear, sampler.r1 != sampler.r0, bounds.width >= 4, bounds.height > 1,
          twice == twice.rounded(), abs(twice) < 1_099_511_627_776,
          // At most 16 MB of kept words (half the fill's rows).
          bounds.width <= 1 << 16, bounds.width * (bounds.height / 2 + 1) <= 1 << 22
    else { return nil }
    self.twice = Int(twice)
    // The centre inside the fill: the top row's mirror below it, the bottom row's above it.
    let m = self.twice - 1
    guard m - bounds.y > bounds.y, m - (bounds.maxY - 1) < bounds.maxY - 1 else { return nil }
    self.sampler = sampler
    self.direct = direct
    self.cells = cells
    self.bounds = bounds
    let far = max(abs(2 * bounds.y + 1 - self.twice), abs(2 * bounds.maxY - 1 - self.twice))
    lines = Array(repeating: nil, count: far / 2 + 1)
  }

  /// The words of pixels x0 ..< x0 + count of row y (inside the bounds) into `out`, when the
  /// row's mirror lies in the fill; false otherwise.
  func words(row y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) -> Bool {
    let mirror = twice - 1 - y
    guard mirror >= bounds.y, mirror < bounds.maxY else { return false }
    let index = abs(2 * y + 1 - twice) / 2
    if lines[index] == nil {
      var line = [UInt32](repeating: 0, count: bounds.width)
      line.withUnsafeMutableBufferPointer { line in
        sampler.kernelWords(bounds.x, sampler.row(y), bounds.width, direct: direct, cells: cells,
                            into: line.baseAddress!)
      }
      lines[index] = line
    }
    lines[index]!.withUnsafeBufferPointer { line in
      out.update(from: line.baseAddress! + (x0 - bounds.x), count: count)
    }
    return true
  }
}
