import Synchronization

/// Trigonometry from IEEE `+ - * /` alone, so arcs flatten to the same points on every machine.
///
/// libm's `sin` and `cos` may differ in the last bit between platforms and versions; these
/// polynomials give identical results wherever IEEE double arithmetic is exact-rounded, as
/// Swift guarantees (it does not contract `a * b + c` into a fused multiply-add).
public enum DeterministicMath {
  public static let pi = 3.141592653589793
  public static let halfPi = 1.5707963267948966

  // Rounding to integers without libm: baseline x86-64 (SSE2) has no rounding instruction,
  // so `rounded(...)` is a call to `floor`, `ceil` or `round`, in the rasterizer's and the
  // image filter's inner loops. Truncation (`Int(x)`) is one instruction; each result
  // equals `Int(x.rounded(rule))` for every finite |x| < 2^63 (the tests check the edges).

  /// `Int(x.rounded(.down))`.
  @inline(__always)
  static func floor(_ x: Double) -> Int {
    let i = Int(x)
    return Double(i) > x ? i - 1 : i
  }

  /// `Int(x.rounded(.up))`.
  @inline(__always)
  static func ceil(_ x: Double) -> Int {
    let i = Int(x)
    return Double(i) < x ? i + 1 : i
  }

  /// `Int(x.rounded())`: to nearest, halves away from zero. (`x - Double(Int(x))` is exact:
  /// both have the same sign and the integer part is within a factor of two of x, or 0.)
  @inline(__always)
  static func round(_ x: Double) -> Int {
    let i = Int(x)
    let fraction = x - Double(i)
    if fraction >= 0.5 { return i + 1 }
    if fraction <= -0.5 { return i - 1 }
    return i
  }

  /// The cosine and sine of `angle`, for `0 <= angle <= pi / 2`, to within about 1e-16.
  @inlinable
  public static func cosSin(quarterTurn angle: Double) -> (cos: Double, sin: Double) {
    // Work on the half of the quarter nearest 0, where Taylor series converge fastest, and
    // swap for the other half: cos(pi/2 - t) = sin(t).
    if angle > pi / 4 {
      let (c, s) = series(halfPi - angle)
      return (s, c)
    }
    return series(angle)
  }

  @inlinable
  static func series(_ t: Double) -> (cos: Double, sin: Double) {
    // |t| <= pi/4: terms through t^18 and t^19 leave an error below 1e-17.
    let t2 = t * t
    var c = 1.0
    var s = 1.0
    var termC = 1.0
    var termS = 1.0
    var n = 1.0
    for _ in 0..<9 {
      termC = -termC * t2 / (n * (n + 1))
      termS = -termS * t2 / ((n + 1) * (n + 2))
      c += termC
      s += termS
      n += 2
    }
    return (c, s * t)
  }

  /// `cosSin(quarterTurn: halfPi * i / n)` for `i` in `0...n`, with (1, 0) at `i == 0`: the
  /// points of a quarter arc flattened into `n` segments. Computed once per `n` and shared, as
  /// every rounded corner of a size asks for the same table.
  public static func quarterTable(_ n: Int) -> [(cos: Double, sin: Double)] {
    if let table = quarterTables.withLock({ $0[n] }) { return table }
    let table = (0...n).map { i -> (cos: Double, sin: Double) in
      i == 0 ? (1, 0) : cosSin(quarterTurn: halfPi * Double(i) / Double(n))
    }
    quarterTables.withLock { tables in
      if tables.count > 512 { tables.removeAll() }
      tables[n] = table
    }
    return table
  }

  private static let quarterTables = Mutex<[Int: [(cos: Double, sin: Double)]]>([:])
}

extension DeterministicMath {
  /// The cosine and sine of any finite `angle`, in radians, from the quarter-turn series.
  public static func cosSin(_ angle: Double) -> (cos: Double, sin: Double) {
    guard angle.isFinite else { return (1, 0) }
    let turn = 2 * pi
    var t = angle.truncatingRemainder(dividingBy: turn)  // exact
    if t < 0 { t += turn }
    // Whole quarter turns are exact, so a right angle lands pixels on pixels.
    switch t {
    case 0: return (1, 0)
    case halfPi: return (0, 1)
    case pi: return (-1, 0)
    case 3 * halfPi: return (0, -1)
    default: break
    }
    let quarter = min(Int(t / halfPi), 3)
    let (c, s) = cosSin(quarterTurn: min(max(t - Double(quarter) * halfPi, 0), halfPi))
    switch quarter {
    case 0: return (c, s)
    case 1: return (-s, c)
    case 2: return (-c, -s)
    default: return (s, -c)
    }
  }
}

extension DeterministicMath {
  public static let quarterPi = 0.7853981633974483

  /// The angle of the point (`x`, `y`) from the positive x axis, in -pi...pi, as libm's
  /// `atan2` gives it (signed zeros, infinities and NaN included), to within a unit in the
  /// last place (measured against glibc), from IEEE `+ - * /` and `sqrt` only: the same angle
  /// on every machine.
  ///
  /// In a y-down space (pixels, SwiftUI's points) a positive angle turns clockwise.
  public static func atan2(_ y: Double, _ x: Double) -> Double { angle(y, x) }

  /// `atan2`, inlined into the loops of conic gradients.
  @inline(__always)
  static func angle(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    let ax = x.magnitude, ay = y.magnitude
    // The octant: the smaller coordinate over the larger is in 0...1.
    var angle: Double
    if ax == ay {
      angle = ax == 0 ? 0 : quarterPi  // both zero, both infinite, or the diagonal
    } else if ay < ax {
      angle = atanOfUnit(ay / ax)
    } else {
      angle = halfPi - atanOfUnit(ax / ay)
    }
    if x.sign == .minus { angle = pi - angle }
    return y.sign == .minus ? -angle : angle
  }

  /// atan(z) for 0 <= z <= 1.
  @inline(__always)
  static func atanOfUnit(_ z: Double) -> Double {
    // Past tan(pi/8), atan(z) = pi/4 + atan((z - 1) / (z + 1)), whose argument is within
    // tan(pi/8) of 0 (z - 1 is exact there).
    var base = 0.0, w = z
    if z > 0.41421356237309503 {
      base = quarterPi
      w = (z - 1) / (z + 1)
    }
    // Half the angle: atan(w) = 2 atan(w / (1 + sqrt(1 + w^2))), within tan(pi/16) ~ 0.199.
    let h = w / (1 + (1 + w * w).squareRoot())
    // atan's odd Taylor series through h^23 (the first term left out, h^25 / 25, is below
    // 1e-19 there): h (E(s^2) + s O(s^2)) with s = h^2, its even and odd powers of s summed
    // apart, two short chains of multiplies instead of one long one.
    let s = h * h, u = s * s
    var even = 1.0 / 21
    even = even * u + 1.0 / 17
    even = even * u + 1.0 / 13
    even = even * u + 1.0 / 9
    even = even * u + 1.0 / 5
    even = even * u + 1
    var odd = -1.0 / 23
    odd = odd * u - 1.0 / 19
    odd = odd * u - 1.0 / 15
    odd = odd * u - 1.0 / 11
    odd = odd * u - 1.0 / 7
    odd = odd * u - 1.0 / 3
    return base + 2 * (h * (even + s * odd))
  }
}
