// Colour spaces and models Color's initialisers take: sRGB (what is drawn), linear sRGB,
// Display P3, and hue-saturation-brightness. Every conversion uses IEEE arithmetic only (the
// transfer curve's power by Newton steps of a fixed count, not libm's `pow`), so a colour
// comes out the same on every machine.

extension Color {
  /// The space a colour's components are given in.
  public enum RGBColorSpace: Sendable, Hashable {
    case sRGB, sRGBLinear, displayP3

    /// Components in this space as sRGB ones (clamped to 0...1).
    func sRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
      switch self {
      case .sRGB: return (r, g, b)
      case .sRGBLinear:
        return (TransferCurve.encode(r), TransferCurve.encode(g), TransferCurve.encode(b))
      case .displayP3:
        // Display P3 shares sRGB's curve; its primaries go to sRGB's by this matrix (linear).
        let (lr, lg, lb) = (TransferCurve.decode(r), TransferCurve.decode(g),
                            TransferCurve.decode(b))
        let sr = 1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb
        let sg = -0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb
        let sb = -0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb
        return (TransferCurve.encode(sr), TransferCurve.encode(sg), TransferCurve.encode(sb))
      }
    }
  }

  /// HSB to sRGB components: the hue's sector of the colour wheel, as UIKit converts.
  static func rgb(hue: Double, saturation: Double, brightness: Double)
    -> (Double, Double, Double)
  {
    func clamp(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
    let s = clamp(saturation), v = clamp(brightness)
    guard s > 0 else { return (v, v, v) }
    var h = hue.isFinite ? hue - hue.rounded(.down) : 0
    if h >= 1 { h = 0 }
    let sector = h * 6
    let i = Int(sector.rounded(.down))
    let f = sector - Double(i)
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    switch i {
    case 0: return (v, t, p)
    case 1: return (q, v, p)
    case 2: return (p, v, t)
    case 3: return (p, q, v)
    case 4: return (t, p, v)
    default: return (v, p, q)
    }
  }
}

/// sRGB's transfer curve, both ways, in IEEE arithmetic.
enum TransferCurve {
  /// A linear component as an encoded one (clamped to 0...1).
  static func encode(_ x: Double) -> Double {
    guard x.isFinite, x > 0 else { return 0 }
    if x >= 1 { return 1 }
    if x <= 0.0031308 { return 12.92 * x }
    return 1.055 * power(x, 1 / 2.4) - 0.055
  }

  /// An encoded component as a linear one (clamped to 0...1).
  static func decode(_ x: Double) -> Double {
    guard x.isFinite, x > 0 else { return 0 }
    if x >= 1 { return 1 }
    if x <= 0.04045 { return x / 12.92 }
    return power((x + 0.055) / 1.055, 2.4)
  }

  /// x^(5/12) or x^(12/5) for x in (0, 1]: the curve's two powers, as a whole power and a
  /// twelfth or fifth root found by Newton's method from a start above the root (so each
  /// step decreases monotonically to it), a fixed number of steps.
  static func power(_ x: Double, _ exponent: Double) -> Double {
    if exponent > 1 {
      // x^2.4 = x^2 · x^(2/5) = x^2 · (x^2)^(1/5)
      let x2 = x * x
      return x2 * root(x2, 5)
    }
    // x^(1/2.4) = x^(5/12) = (x^5)^(1/12)
    let x5 = x * x * x * x * x
    return root(x5, 12)
  }

  /// The n-th root of a in (0, 1], by Newton's method.
  static func root(_ a: Double, _ n: Int) -> Double {
    guard a > 0 else { return 0 }
    var y = 1.0  // the root of a number in (0, 1] is at most 1
    // Halve toward the root first: a start far above it makes Newton's steps slow.
    var steps = 0
    while steps < 1100 {
      let half = y / 2
      var p = 1.0
      for _ in 0..<n { p *= half }
      if p < a { break }
      y = half
      steps += 1
    }
    for _ in 0..<60 {
      var p = 1.0
      for _ in 0..<(n - 1) { p *= y }
      let next = y - (p * y - a) / (Double(n) * p)
      if !(next < y) { break }
      y = next
    }
    return y
  }
}
