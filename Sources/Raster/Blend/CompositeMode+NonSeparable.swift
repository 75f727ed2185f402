// The non-separable blend modes (hue, saturation, color, luminosity), as the W3C's Compositing
// and Blending Level 1 writes them (section 10.2: Lum, ClipColor, SetLum, Sat, SetSat), in
// integers: straight colours in units of 1/65535, every division rounded to nearest.

extension CompositeMode {
  enum NonSeparable {
    /// One in straight colours.
    static let unit = 65535

    /// `αs·αb·B(Cb, Cs)` for each colour, in units of 255², for one of the four modes.
    static func terms(_ mode: CompositeMode, _ s: SIMD4<Int>, _ b: SIMD4<Int>) -> SIMD3<Int> {
      let (sa, ba) = (s[3], b[3])
      guard sa > 0, ba > 0 else { return .zero }
      let cs = straight(s), cb = straight(b)
      let blend: SIMD3<Int>
      switch mode {
      case .hue: blend = setLum(setSat(cs, sat(cb)), lum(cb))
      case .saturation: blend = setLum(setSat(cb, sat(cs)), lum(cb))
      case .color: blend = setLum(cs, lum(cb))
      default: blend = setLum(cb, lum(cs))  // luminosity
      }
      let both = sa * ba
      return SIMD3(roundDiv(both * blend[0], unit), roundDiv(both * blend[1], unit),
                   roundDiv(both * blend[2], unit))
    }

    /// A premultiplied pixel's straight colours (its alpha above 0).
    static func straight(_ p: SIMD4<Int>) -> SIMD3<Int> {
      SIMD3(roundDiv(p[0] * unit, p[3]), roundDiv(p[1] * unit, p[3]),
            roundDiv(p[2] * unit, p[3]))
    }

    static func lum(_ c: SIMD3<Int>) -> Int { roundDiv(30 * c[0] + 59 * c[1] + 11 * c[2], 100) }

    static func sat(_ c: SIMD3<Int>) -> Int { c.max() - c.min() }

    /// `c` moved to luminance `l` (by the same amount in each colour; the weights sum to
    /// one, so the luminance is then exactly `l`), then brought into range.
    static func setLum(_ c: SIMD3<Int>, _ l: Int) -> SIMD3<Int> {
      clipColor(c &+ (l - lum(c)))
    }

    /// Colours outside 0...1 pulled toward the luminance until the furthest is at the edge.
    static func clipColor(_ c: SIMD3<Int>) -> SIMD3<Int> {
      let l = lum(c), n = c.min(), x = c.max()
      var c = c
      if n < 0 && l > n {
        for i in 0..<3 { c[i] = l + roundDiv((c[i] - l) * l, l - n) }
      }
      if x > unit && x > l {
        for i in 0..<3 { c[i] = l + roundDiv((c[i] - l) * (unit - l), x - l) }
      }
      return c
    }

    /// `c` with its spread (largest less smallest) set to `s`, the middle colour scaled with
    /// it and the smallest at 0.
    static func setSat(_ c: SIMD3<Int>, _ s: Int) -> SIMD3<Int> {
      // Indices from the smallest to the largest (ties in index order, as a stable sort).
      let order = [0, 1, 2].sorted { c[$0] < c[$1] || (c[$0] == c[$1] && $0 < $1) }
      let (lo, mid, hi) = (order[0], order[1], order[2])
      var out = SIMD3<Int>.zero
      if c[hi] > c[lo] {
        out[mid] = roundDiv((c[mid] - c[lo]) * s, c[hi] - c[lo])
        out[hi] = s
      }
      return out
    }

    static func roundDiv(_ a: Int, _ b: Int) -> Int { CompositeMode.roundDiv(a, b) }
  }
}
