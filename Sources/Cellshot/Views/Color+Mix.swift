// Color.mix(with:by:in:) (iOS 18): a colour part way between two, in one of Gradient's colour
// spaces, worked out in each appearance. The rule is the one SwiftUI's resolved gradients
// use, as OpenSwiftUI's reverse-engineered `ResolvedGradient.ColorSpace` records it: both
// colours go into the space premultiplied by their opacity, are interpolated linearly, and
// come out divided by the mixed opacity. `.device` is gamma-encoded sRGB; `.perceptual` is
// Oklab's cube-rooted LMS (Björn Ottosson's matrices; Oklab's last matrix is linear, so mixing
// there is mixing in Oklab). IEEE arithmetic only: the cube root by `TransferCurve.root`.

extension Color {
  /// This colour with `fraction` of `rhs` mixed in (0 gives this colour, 1 gives `rhs`), in
  /// `colorSpace`.
  public func mix(with rhs: Color, by fraction: Double,
                  in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    let mixLight = ColorMix.mix(light, rhs.light, fraction, colorSpace)
    let mixDark = dark == nil && rhs.dark == nil ? nil
      : ColorMix.mix(dark ?? light, rhs.dark ?? rhs.light, fraction, colorSpace)
    return Color(light: mixLight, dark: mixDark, assetWarning: assetWarning ?? rhs.assetWarning)
  }
}

/// Mixing two resolved colours in a gradient's colour space.
enum ColorMix {
  /// `a` with `t` of `b` mixed in, in `space`.
  static func mix(_ a: Raster.Color, _ b: Raster.Color, _ t: Double,
                  _ space: Gradient.ColorSpace) -> Raster.Color {
    let perceptual = space == .perceptual
    let p = components(a, perceptual), q = components(b, perceptual)
    var m = (0..<4).map { p[$0] * (1 - t) + q[$0] * t }
    let alpha = m[3]
    if alpha != 0 { for i in 0..<3 { m[i] /= alpha } }
    if perceptual {
      let (l, md, s) = (m[0] * m[0] * m[0], m[1] * m[1] * m[1], m[2] * m[2] * m[2])
      let r = 4.0767416621 * l - 3.3077115913 * md + 0.2309699292 * s
      let g = -1.2684380046 * l + 2.6097574011 * md - 0.3413193965 * s
      let bl = -0.0041960863 * l - 0.7034186147 * md + 1.7076147010 * s
      return Raster.Color(red: TransferCurve.encode(r), green: TransferCurve.encode(g),
                          blue: TransferCurve.encode(bl), opacity: alpha)
    }
    return Raster.Color(red: m[0], green: m[1], blue: m[2], opacity: alpha)
  }

  /// The colour in the mixing space, premultiplied by its opacity, and the opacity.
  static func components(_ c: Raster.Color, _ perceptual: Bool) -> [Double] {
    var rgb = [c.red, c.green, c.blue]
    if perceptual {
      let (r, g, b) = (TransferCurve.decode(c.red), TransferCurve.decode(c.green),
                       TransferCurve.decode(c.blue))
      let l = 0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b
      let m = 0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b
      let s = 0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b
      rgb = [l, m, s].map { TransferCurve.root(min($0, 1), 3) }
    }
    return rgb.map { $0 * c.alpha } + [c.alpha]
  }
}
