/// The colour spaces an asset catalog's colour sets are written in, as Xcode spells them, and
/// their conversion to sRGB, the one space Cellshot draws in.
///
/// Conversions use IEEE `+ - * /` and `sqrt` only (powers by Newton's method from a fixed
/// start), so a colour converts to the same bits on every machine, as the pixels it becomes
/// must. Results are clamped to 0...1: colours outside sRGB's gamut are clipped, as an sRGB
/// display shows them.
enum AssetColorSpace: String, CaseIterable, Sendable {
  case srgb = "srgb"
  case extendedSRGB = "extended-srgb"
  case extendedLinearSRGB = "extended-linear-srgb"
  case displayP3 = "display-p3"
  case extendedDisplayP3 = "extended-display-p3"
  case grayGamma22 = "gray-gamma-22"
  case extendedGray = "extended-gray"

  /// True for the spaces of one `white` component rather than `red`, `green` and `blue`.
  var isGray: Bool { self == .grayGamma22 || self == .extendedGray }

  /// sRGB components (0...1, clamped) of a colour given in this space. For grey spaces only
  /// `c.0` is read.
  func toSRGB(_ c: (Double, Double, Double)) -> (Double, Double, Double) {
    switch self {
    case .srgb, .extendedSRGB:
      // Same primaries and curve: values beyond 0...1 (extended range) are clipped.
      return (clamp(c.0), clamp(c.1), clamp(c.2))
    case .extendedLinearSRGB:
      return (Self.encode(clamp(c.0)), Self.encode(clamp(c.1)), Self.encode(clamp(c.2)))
    case .displayP3, .extendedDisplayP3:
      // Display P3 and sRGB share D65 white and the sRGB transfer curve; only the primaries
      // differ. Decode to linear light, convert with M = inverse(sRGB's RGB->XYZ) x P3's
      // RGB->XYZ (primaries P3 R 0.680,0.320 G 0.265,0.690 B 0.150,0.060; sRGB R 0.64,0.33
      // G 0.30,0.60 B 0.15,0.06; white 0.3127,0.3290; no chromatic adaptation: same white),
      // clamp to sRGB's gamut, encode again.
      let r = Self.decode(clamp(c.0)), g = Self.decode(clamp(c.1)), b = Self.decode(clamp(c.2))
      let lr = 1.2249401763 * r - 0.2249401763 * g
      let lg = -0.0420569547 * r + 1.0420569547 * g
      let lb = -0.0196375546 * r - 0.0786360456 * g + 1.0982736001 * b
      return (Self.encode(clamp(lr)), Self.encode(clamp(lg)), Self.encode(clamp(lb)))
    case .grayGamma22, .extendedGray:
      // A grey of gamma 2.2 (Apple's generic grey; the extended one has the same curve): to
      // linear light by the pure power 2.2, then the sRGB curve (as colour management shows
      // it on an sRGB screen). Mid greys move by about one level of 255; near black the power
      // is darker than sRGB's linear toe (white 0.06 becomes 0.026).
      let w = clamp(c.0)
      let linear = w * w * Self.root(w, 5)  // w^2.2 = w^2 * w^(1/5)
      let v = Self.encode(linear)
      return (v, v, v)
    }
  }

  private func clamp(_ x: Double) -> Double { x.isNaN ? 0 : min(max(x, 0), 1) }

  /// The sRGB curve, encoded value to linear light (IEC 61966-2-1): x / 12.92 near black,
  /// else ((x + 0.055) / 1.055)^2.4, for x in 0...1.
  static func decode(_ x: Double) -> Double {
    if x <= 0.04045 { return x / 12.92 }
    let t = (x + 0.055) / 1.055
    return t * t * root(t * t, 5)  // t^2.4 = t^2 * (t^2)^(1/5)
  }

  /// The sRGB curve, linear light to encoded value: 12.92 x near black, else
  /// 1.055 x^(1/2.4) - 0.055, for x in 0...1.
  static func encode(_ x: Double) -> Double {
    if x <= 0.0031308 { return 12.92 * x }
    // x^(1/2.4) = x^(5/12) = ((x^5)^(1/3))^(1/4)
    let x5 = x * x * x * x * x
    return 1.055 * (root(x5, 3)).squareRoot().squareRoot() - 0.055
  }

  /// The `n`th root of `x` in 0...1, by Newton's method from 1: the iterates fall
  /// monotonically to the root, and stop when they no longer fall (at most 200 steps).
  static func root(_ x: Double, _ n: Int) -> Double {
    guard x > 0 else { return 0 }
    if x >= 1 { return 1 }
    let k = Double(n)
    var r = 1.0
    for _ in 0..<200 {
      var p = 1.0  // r^(n-1)
      for _ in 0..<(n - 1) { p *= r }
      let next = ((k - 1) * r + x / p) / k
      if !(next < r) { break }
      r = next
    }
    return r
  }
}
