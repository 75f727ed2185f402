import Raster
import Testing

@Suite struct BlendTests {
  /// The scalar rule every blend must match: dst' = src + round(dst * (255 - srcA) / 255).
  static func over(_ s: RGBA8, _ d: RGBA8) -> RGBA8 {
    let inv = 255 - Int(s.a)
    func ch(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8(Int(a) + div255(Int(b) * inv)) }
    return RGBA8(r: ch(s.r, d.r), g: ch(s.g, d.g), b: ch(s.b, d.b), a: ch(s.a, d.a))
  }

  @Test func div255RoundsExactly() {
    for x in 0...(255 * 255) {
      let exact = (Double(x) / 255).rounded(.toNearestOrAwayFromZero)
      if div255(x) != Int(exact) {
        Issue.record("div255(\(x)) = \(div255(x)), expected \(exact)")
        return
      }
    }
  }

  @Test func fillBlendsLikeTheScalarRule() throws {
    // Every source alpha over a spread of backgrounds, through the canvas's fast path.
    var background = [UInt8]()
    for i in 0..<256 {
      let a = UInt8(i), c = UInt8((i * 37) % (i + 1))
      background += [c, UInt8(i / 2), 0, a]
    }
    let base = try PixelBuffer(width: 256, height: 1, premultipliedRGBA: background)
    for alpha in 0...255 {
      let color = Color(r: 200, g: 100, b: 30, opacity: Double(alpha) / 255)
      var canvas = Canvas(base)
      canvas.fill(.rect(Rect(x: 0, y: 0, width: 256, height: 1)), with: color)
      let source = color.premultiplied
      for x in 0..<256 {
        let expected = Self.over(source, base[x, 0])
        if canvas.buffer[x, 0] != expected {
          Issue.record("alpha \(alpha) over \(base[x, 0]): \(canvas.buffer[x, 0]), expected \(expected)")
          return
        }
      }
    }
  }

  @Test func fillOverRunsOfOneColourMatchesTheScalarRule() throws {
    // The fast path reuses the last result where eight pixels repeat the last one seen; runs
    // of every length from 1 to 40 end in every position of those blocks of eight.
    var background = [UInt8]()
    var run = 1, shade = 0
    while background.count < 4 * 1200 {
      for _ in 0..<run { background += [UInt8(shade), UInt8(255 - shade), 40, 255] }
      shade = (shade + 97) % 256
      run = run % 40 + 1
    }
    let width = background.count / 4
    let base = try PixelBuffer(width: width, height: 1, premultipliedRGBA: background)
    for alpha in [1, 77, 128, 254] {
      let color = Color(r: 10, g: 250, b: 90, opacity: Double(alpha) / 255)
      var canvas = Canvas(base)
      canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: 1)), with: color)
      for x in 0..<width where canvas.buffer[x, 0] != Self.over(color.premultiplied, base[x, 0]) {
        Issue.record("alpha \(alpha) at x \(x): \(canvas.buffer[x, 0])")
        return
      }
    }
  }

  @Test func opaqueReplacesAndClearChangesNothing() throws {
    let base = try PixelBuffer(width: 8, height: 8, fill: RGBA8(r: 10, g: 20, b: 30, a: 40))
    var canvas = Canvas(base)
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 4, height: 8)), with: .orange)
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), with: .clear)
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 8, height: 8)), with: .blue, opacity: 0)
    for y in 0..<8 {
      for x in 0..<8 {
        #expect(canvas.buffer[x, y] == (x < 4 ? Color.orange.premultiplied : base[x, y]))
      }
    }
  }

  @Test func opacityMultipliesColorAlpha() throws {
    var canvas = try Canvas(width: 1, height: 1)
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: Color.black.opacity(0.5),
                opacity: 0.5)
    // 0.25 * 255 = 63.75, rounded to 64.
    #expect(canvas.buffer[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 64))
  }

  @Test func colorQuantizesHalfUp() {
    #expect(Color.gray.opacity(0.3).premultiplied == RGBA8(r: 43, g: 43, b: 44, a: 77))
    #expect(Color(r: 60, g: 60, b: 67, opacity: 0.29).premultiplied.a == 74)  // iOS separator
    #expect(Color(red: .nan, green: 2, blue: -1).premultiplied == RGBA8(r: 0, g: 255, b: 0, a: 255))
  }
}
