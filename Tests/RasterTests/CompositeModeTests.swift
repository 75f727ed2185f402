import Foundation
import Raster
import Testing

/// The blend modes' integer arithmetic against the W3C's formulas worked out in `Double`, on
/// pixels of every kind (opaque, translucent, clear).
@Suite struct CompositeModeTests {
  static let blendModes: [CompositeMode] = [
    .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
    .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
  ]

  /// Premultiplied pixels from a fixed sequence: half opaque, the rest of any alpha.
  static func pixels(_ count: Int) -> [RGBA8] {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound + 1))
    }
    return (0..<count).map { i in
      let a = i % 2 == 0 ? 255 : next(255)
      return RGBA8(r: UInt8(next(a)), g: UInt8(next(a)), b: UInt8(next(a)), a: UInt8(a))
    }
  }

  @Test(arguments: blendModes) func withinHalfALevelOfTheFormula(_ mode: CompositeMode) {
    let sources = Self.pixels(1500), backdrops = Self.pixels(1501).dropFirst()
    var worst = 0.0
    for (s, b) in zip(sources, backdrops) {
      let got = mode.apply(s, b)
      let want = W3C.composite(mode, s, b)
      let error = zip([got.r, got.g, got.b, got.a].map(Double.init), want).map { abs($0 - $1) }
      worst = max(worst, error.max() ?? 0)
    }
    #expect(worst <= 0.51, "\(mode): off by \(worst)")
  }

  @Test func porterDuffAndPlusModes() {
    let s = RGBA8(r: 100, g: 0, b: 0, a: 100)  // red at 39 %
    let b = RGBA8(r: 0, g: 0, b: 200, a: 200)
    // Destination out: the backdrop times 1 - αs = 155/255.
    #expect(CompositeMode.destinationOut.apply(s, b) == RGBA8(r: 0, g: 0, b: 122, a: 122))
    // Source atop: cs·αb + cb·(1 - αs); alpha αb.
    #expect(CompositeMode.sourceAtop.apply(s, b) == RGBA8(r: 78, g: 0, b: 122, a: 200))
    // Destination over: cs·(1 - αb) + cb.
    #expect(CompositeMode.destinationOver.apply(s, b) == RGBA8(r: 22, g: 0, b: 200, a: 222))
    // Plus lighter adds, plus darker adds the darkness: αo = min(255, 300) = 255, each
    // colour max(0, 255 - (100 - cs) - (200 - cb)).
    #expect(CompositeMode.plusLighter.apply(s, b) == RGBA8(r: 100, g: 0, b: 200, a: 255))
    #expect(CompositeMode.plusDarker.apply(s, b) == RGBA8(r: 55, g: 0, b: 155, a: 255))
    // Every mode leaves the backdrop under a clear source, but those that replace it.
    for mode in CompositeMode.allCases where mode.keepsBackdropUnderClear {
      #expect(mode.apply(.transparent, b) == b, "\(mode)")
    }
  }
}

/// The W3C's Compositing and Blending Level 1 in `Double`, components 0...255 out.
enum W3C {
  static func composite(_ mode: CompositeMode, _ s: RGBA8, _ b: RGBA8) -> [Double] {
    let sa = Double(s.a) / 255, ba = Double(b.a) / 255
    let cs = [s.r, s.g, s.b].map { Double($0) / 255 }, cb = [b.r, b.g, b.b].map { Double($0) / 255 }
    let straightS = cs.map { sa > 0 ? $0 / sa : 0 }, straightB = cb.map { ba > 0 ? $0 / ba : 0 }
    let blend = blended(mode, straightS, straightB)
    let colours = (0..<3).map { i in
      (cs[i] * (1 - ba) + cb[i] * (1 - sa) + sa * ba * blend[i]) * 255
    }
    return colours + [(sa + ba * (1 - sa)) * 255]
  }

  static func blended(_ mode: CompositeMode, _ s: [Double], _ b: [Double]) -> [Double] {
    switch mode {
    case .hue: return setLum(setSat(s, sat(b)), lum(b))
    case .saturation: return setLum(setSat(b, sat(s)), lum(b))
    case .color: return setLum(s, lum(b))
    case .luminosity: return setLum(b, lum(s))
    default: return (0..<3).map { separable(mode, s[$0], b[$0]) }
    }
  }

  static func separable(_ mode: CompositeMode, _ s: Double, _ b: Double) -> Double {
    switch mode {
    case .multiply: return s * b
    case .screen: return s + b - s * b
    case .overlay: return separable(.hardLight, b, s)
    case .darken: return min(s, b)
    case .lighten: return max(s, b)
    case .colorDodge: return b == 0 ? 0 : s >= 1 ? 1 : min(1, b / (1 - s))
    case .colorBurn: return b >= 1 ? 1 : s == 0 ? 0 : 1 - min(1, (1 - b) / s)
    case .hardLight: return s <= 0.5 ? 2 * s * b : separable(.screen, 2 * s - 1, b)
    case .softLight:
      if s <= 0.5 { return b - (1 - 2 * s) * b * (1 - b) }
      let d = b <= 0.25 ? ((16 * b - 12) * b + 4) * b : b.squareRoot()
      return b + (2 * s - 1) * (d - b)
    case .difference: return abs(s - b)
    case .exclusion: return s + b - 2 * s * b
    default: return s
    }
  }

  static func lum(_ c: [Double]) -> Double { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }
  static func sat(_ c: [Double]) -> Double { (c.max() ?? 0) - (c.min() ?? 0) }

  static func setLum(_ c: [Double], _ l: Double) -> [Double] {
    let d = l - lum(c)
    var c = c.map { $0 + d }
    let l = lum(c), n = c.min() ?? 0, x = c.max() ?? 0
    if n < 0 { c = c.map { l + ($0 - l) * l / (l - n) } }
    if x > 1 { c = c.map { l + ($0 - l) * (1 - l) / (x - l) } }
    return c
  }

  static func setSat(_ c: [Double], _ s: Double) -> [Double] {
    let order = [0, 1, 2].sorted { c[$0] < c[$1] || (c[$0] == c[$1] && $0 < $1) }
    var out = [0.0, 0.0, 0.0]
    if c[order[2]] > c[order[0]] {
      out[order[1]] = (c[order[1]] - c[order[0]]) * s / (c[order[2]] - c[order[0]])
      out[order[2]] = s
    }
    return out
  }
}
