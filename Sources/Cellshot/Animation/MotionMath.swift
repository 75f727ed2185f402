// The exponential and logarithm springs and timing curves need, from IEEE `+ - * /` alone.
//
// A spring's value reaches pixels when an app draws it (`spring.value(target:time:)` as an
// offset), so, as everywhere a number can reach a pixel, no libm call whose last bit may
// differ between machines: these are series on a reduced argument, like `DeterministicMath`'s
// sine and cosine.

enum MotionMath {
  static let ln2 = 0.6931471805599453
  static let tau = 2 * DeterministicMath.pi

  /// e^x to within a few units in the last place; 0 below -745, infinity above 709.
  static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x > 709.78 { return .infinity }
    if x < -745.2 { return 0 }
    // x = k ln 2 + r with |r| <= ln 2 / 2; e^x = 2^k e^r.
    let k = (x / ln2).rounded()
    let r = x - k * ln2
    var term = 1.0
    var sum = 1.0
    for n in 1...20 {
      term *= r / Double(n)
      sum += term
      if abs(term) < 1e-18 { break }
    }
    return scaleByPowerOfTwo(sum, Int(k))
  }

  /// The natural logarithm; NaN below 0, -infinity at 0.
  static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x.isInfinite { return x }
    // x = m 2^e with m in [sqrt(1/2), sqrt(2)); ln m = 2 atanh((m - 1) / (m + 1)).
    var e = Int(x.exponent)
    var m = x.significand
    if m > 1.4142135623730951 {
      m /= 2
      e += 1
    }
    let s = (m - 1) / (m + 1)
    let s2 = s * s
    var term = s
    var sum = 0.0
    var n = 1.0
    while true {
      let add = term / n
      sum += add
      if abs(add) < 1e-19 { break }
      term *= s2
      n += 2
    }
    return 2 * sum + Double(e) * ln2
  }

  /// x 2^k, exact while the result is a normal number.
  private static func scaleByPowerOfTwo(_ x: Double, _ k: Int) -> Double {
    var result = x
    var k = k
    // Steps of at most 2^1000 keep every factor finite and exact.
    while k > 1000 {
      result *= Double(sign: .plus, exponent: 1000, significand: 1)
      k -= 1000
    }
    while k < -1000 {
      result *= Double(sign: .plus, exponent: -1000, significand: 1)
      k += 1000
    }
    return result * Double(sign: .plus, exponent: k, significand: 1)
  }

  /// The cosine and sine of any finite angle in radians.
  static func cosSin(_ radians: Double) -> (cos: Double, sin: Double) {
    radians.isFinite ? DeterministicMath.cosSin(radians) : (.nan, .nan)
  }
}
