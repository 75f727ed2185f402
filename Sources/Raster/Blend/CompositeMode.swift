/// How a layer's pixels (the source) combine with what is under them (the backdrop): Core
/// Graphics' blend modes, which follow the PDF blend modes and the W3C's Compositing and
/// Blending Level 1 (https://www.w3.org/TR/compositing-1/), and Porter-Duff's operators.
///
/// Each mode is worked out per pixel on premultiplied RGBA8 in integers only (a square root of
/// an integer for `softLight`), every division rounded to nearest, so every machine and build
/// gives the same bytes. The blend modes composite as the W3C's general formula does:
/// `co = cs·(1 - αb) + cb·(1 - αs) + αs·αb·B(Cb, Cs)` and `αo = αs + αb·(1 - αs)`, with `B`
/// the mode's function of the straight colours.
public enum CompositeMode: Sendable, Hashable, CaseIterable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
       hardLight, difference, exclusion
  /// The non-separable modes: hue, saturation or luminosity taken from one and the rest from
  /// the other, in the W3C's terms (Lum weights 0.3, 0.59, 0.11).
  case hue, saturation, color, luminosity
  /// Porter-Duff: the source where there is backdrop, and the backdrop; the backdrop over
  /// the source; the backdrop where there is no source; the backdrop where the source is;
  /// the source where there is backdrop, and the source where there is none; either but not
  /// both.
  case sourceAtop, destinationOver, destinationOut, destinationIn, destinationAtop, xor
  /// The source where there is no backdrop (nothing where there is).
  case sourceOut, sourceIn, copy, clear
  /// Core Graphics' `plusDarker`, `R = max(0, 1 - ((1 - D) + (1 - S)))`, and `plusLighter`,
  /// `R = min(1, S + D)`; alpha `min(1, αs + αb)`. Premultiplied, plusDarker is
  /// `max(0, αo - (αs - cs) - (αb - cb))`: CG's formula where both are opaque, and the backdrop
  /// unchanged under a clear source.
  case plusDarker, plusLighter

  /// True for a mode under which a clear source pixel leaves the backdrop as it is: then
  /// only the pixels a layer has ink on change.
  public var keepsBackdropUnderClear: Bool {
    switch self {
    case .sourceOut, .sourceIn, .copy, .clear, .destinationIn, .destinationAtop: return false
    default: return true
    }
  }

  /// `source` composited onto `backdrop`, both premultiplied.
  public func apply(_ source: RGBA8, _ backdrop: RGBA8) -> RGBA8 {
    let s = SIMD4<Int>(Int(source.r), Int(source.g), Int(source.b), Int(source.a))
    let b = SIMD4<Int>(Int(backdrop.r), Int(backdrop.g), Int(backdrop.b), Int(backdrop.a))
    let o = apply(s, b)
    return RGBA8(r: UInt8(truncatingIfNeeded: o[0]), g: UInt8(truncatingIfNeeded: o[1]),
                 b: UInt8(truncatingIfNeeded: o[2]), a: UInt8(truncatingIfNeeded: o[3]))
  }

  /// The same on components 0...255 (red, green, blue, alpha); the result's colours are at
  /// most its alpha.
  func apply(_ s: SIMD4<Int>, _ b: SIMD4<Int>) -> SIMD4<Int> {
    switch self {
    case .plusLighter:
      return SIMD4(min(255, s[0] + b[0]), min(255, s[1] + b[1]), min(255, s[2] + b[2]),
                   min(255, s[3] + b[3]))
    case .plusDarker:
      let a = min(255, s[3] + b[3])
      func c(_ i: Int) -> Int { max(0, a - (s[3] - s[i]) - (b[3] - b[i])) }
      return SIMD4(c(0), c(1), c(2), a)
    case .sourceAtop, .destinationOver, .destinationOut, .destinationIn, .destinationAtop,
         .xor, .sourceOut, .sourceIn, .copy, .clear:
      return porterDuff(s, b)
    default:
      return blended(s, b)
    }
  }

  /// Porter-Duff: `co = cs·Fa + cb·Fb`, `αo = αs·Fa + αb·Fb`, with the mode's factors.
  private func porterDuff(_ s: SIMD4<Int>, _ b: SIMD4<Int>) -> SIMD4<Int> {
    let (sa, ba) = (s[3], b[3])
    let fa: Int, fb: Int
    switch self {
    case .sourceAtop: (fa, fb) = (ba, 255 - sa)
    case .destinationOver: (fa, fb) = (255 - ba, 255)
    case .destinationOut: (fa, fb) = (0, 255 - sa)
    case .destinationIn: (fa, fb) = (0, sa)
    case .destinationAtop: (fa, fb) = (255 - ba, sa)
    case .xor: (fa, fb) = (255 - ba, 255 - sa)
    case .sourceOut: (fa, fb) = (255 - ba, 0)
    case .sourceIn: (fa, fb) = (ba, 0)
    case .copy: (fa, fb) = (255, 0)
    default: (fa, fb) = (0, 0)
    }
    let o = (s &* fa &+ b &* fb)
    return SIMD4(Self.roundDiv(o[0], 255), Self.roundDiv(o[1], 255), Self.roundDiv(o[2], 255),
                 Self.roundDiv(o[3], 255))
  }

  /// The W3C's general formula, `B` times both alphas (`terms`) in units of 255².
  private func blended(_ s: SIMD4<Int>, _ b: SIMD4<Int>) -> SIMD4<Int> {
    let (sa, ba) = (s[3], b[3])
    let alpha = sa + Self.roundDiv(ba * (255 - sa), 255)
    let mixed = terms(s, b)
    var o = SIMD4<Int>(0, 0, 0, alpha)
    for i in 0..<3 {
      let total = s[i] * (255 - ba) + b[i] * (255 - sa) + mixed[i]
      o[i] = min(max(Self.roundDiv(total, 255), 0), alpha)
    }
    return o
  }

  /// `αs·αb·B(Cb, Cs)` for each colour, in units of 255² (premultiplied components times
  /// alphas, so that no colour is divided out where the formula needs none).
  private func terms(_ s: SIMD4<Int>, _ b: SIMD4<Int>) -> SIMD3<Int> {
    switch self {
    case .hue, .saturation, .color, .luminosity:
      return NonSeparable.terms(self, s, b)
    default:
      return SIMD3(separable(s[0], s[3], b[0], b[3]), separable(s[1], s[3], b[1], b[3]),
                   separable(s[2], s[3], b[2], b[3]))
    }
  }

  /// One colour's `αs·αb·B(Cb, Cs)` for a separable mode: source `cs` of alpha `sa`,
  /// backdrop `cb` of alpha `ba`, premultiplied.
  private func separable(_ cs: Int, _ sa: Int, _ cb: Int, _ ba: Int) -> Int {
    let both = sa * ba
    switch self {
    case .multiply: return cs * cb
    case .screen: return cs * ba + cb * sa - cs * cb
    case .overlay: return Self.hardLight(cb, ba, cs, sa)
    case .darken: return min(cs * ba, cb * sa)
    case .lighten: return max(cs * ba, cb * sa)
    case .colorDodge:
      // 0 where the backdrop is black, 1 where the source is white, else Cb / (1 - Cs).
      if cb == 0 { return 0 }
      if cs >= sa { return both }
      return min(both, Self.roundDiv(cb * sa * sa, sa - cs))
    case .colorBurn:
      // 1 where the backdrop is white, 0 where the source is black, else 1 - (1 - Cb) / Cs.
      if cb >= ba { return both }
      if cs == 0 { return 0 }
      return both - min(both, Self.roundDiv((ba - cb) * sa * sa, cs))
    case .softLight: return Self.softLight(cs, sa, cb, ba)
    case .hardLight: return Self.hardLight(cs, sa, cb, ba)
    case .difference: return abs(cs * ba - cb * sa)
    case .exclusion: return cs * ba + cb * sa - 2 * cs * cb
    default: return cs * ba  // normal: B = Cs
    }
  }

  /// Hard light of source `cs` (alpha `sa`) on backdrop `cb` (alpha `ba`): multiply below
  /// half, screen above; overlay is the same with the two swapped.
  private static func hardLight(_ cs: Int, _ sa: Int, _ cb: Int, _ ba: Int) -> Int {
    2 * cs <= sa ? 2 * cs * cb : sa * ba - 2 * (sa - cs) * (ba - cb)
  }

  /// The W3C's soft light: `Cb - (1 - 2Cs)·Cb·(1 - Cb)` for a dark source, else
  /// `Cb + (2Cs - 1)·(D(Cb) - Cb)`, D a cubic up to a quarter and the square root above.
  private static func softLight(_ cs: Int, _ sa: Int, _ cb: Int, _ ba: Int) -> Int {
    if ba == 0 || sa == 0 { return 0 }
    if 2 * cs <= sa {
      return sa * cb - roundDiv((sa - 2 * cs) * cb * (ba - cb), ba)
    }
    if 4 * cb <= ba {
      // αb·(D - Cb) = cb·(16cb² - 12·αb·cb + 3αb²) / αb².
      let cubic = cb * (16 * cb * cb - 12 * ba * cb + 3 * ba * ba)
      return sa * cb + roundDiv((2 * cs - sa) * cubic, ba * ba)
    }
    // αb·√Cb = √(cb·αb), to 1/256 by an exact integer square root.
    let root = squareRoot(cb * ba << 16)
    return sa * cb + roundDiv((2 * cs - sa) * (root - (cb << 8)), 256)
  }

  /// `⌊√n⌋` exactly, for 0 ≤ n < 2⁵²: the IEEE square root (exactly rounded) corrected by one.
  static func squareRoot(_ n: Int) -> Int {
    var r = Int(Double(n).squareRoot())
    while r * r > n { r -= 1 }
    while (r + 1) * (r + 1) <= n { r += 1 }
    return r
  }

  /// `a / b` rounded to nearest, halves up, for any `a` and `b > 0`.
  @inline(__always)
  static func roundDiv(_ a: Int, _ b: Int) -> Int {
    let t = 2 * a + b, d = 2 * b
    return t >= 0 ? t / d : -((-t + d - 1) / d)
  }
}
