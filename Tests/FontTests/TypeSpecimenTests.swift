import BitmapFonts
import PixelSnapshots
import Raster
import Testing

@Suite struct TypeSpecimenTests {
  /// Every bundled Terminus size (`Font.custom("Terminus", size:)`) in regular and bold, each line with
  /// Latin, Vietnamese (from the size-matched fallbacks) and Chinese (Noto Sans CJK at the
  /// size), on one baseline.
  @Test func typeSpecimen() throws {
    var lines: [(TextLayout, Color)] = []
    for size in FontLibrary.nativeSizes {
      for weight in [FontWeight.regular, .bold] {
        let spec = FontSpec(size: Double(size), weight: weight, design: .terminus)
        let chain = try FontLibrary.shared.chain(for: spec, scale: 1)
        let label = "\(size) \(weight == .bold ? "Bold   " : "Regular")"
        let text = "\(label) Staggered Grid · Phở bò, bánh mì, Việt · 前锋 中场 后卫 号 岁"
        lines.append((TextLayout(text, chain: chain), weight == .bold ? .blue : .black))
      }
    }
    assertSnapshot(of: try Self.sheet(lines), as: .image)
  }

  /// Inter's strikes at the text styles' sizes at 1x, in its three weights, with Vietnamese
  /// (Inter's own), Chinese, Japanese and Korean (Noto Sans CJK's outlines at the size, its
  /// bold cut from semibold) on each line's baseline.
  @Test func interSpecimen() throws {
    var lines: [(TextLayout, Color)] = []
    for size in [11, 13, 15, 17, 22, 28, 34] {
      for (weight, name, color) in [(FontWeight.regular, "Regular ", Color.black),
                                    (.semibold, "Semibold", Color(r: 0, g: 90, b: 200)),
                                    (.bold, "Bold    ", Color(r: 170, g: 30, b: 30))] {
        let chain = try FontLibrary.shared.chain(for: FontSpec(size: Double(size), weight: weight),
                                                 scale: 1)
        let text = "\(size) \(name) Staggered Grid · Phở bò, bánh mì, Việt · 前锋 中場 ひらがな 한국어"
        lines.append((TextLayout(text, chain: chain), color))
      }
    }
    assertSnapshot(of: try Self.sheet(lines), as: .image)
  }

  /// Right-to-left text in visual order by the bidirectional algorithm: Arabic joined through
  /// its presentation forms, Hebrew, numbers that stay left to right, mirrored brackets, and
  /// each inside a left-to-right sentence, in Noto Sans Arabic and Hebrew at 17 and 28 points.
  @Test func rightToLeftSpecimen() throws {
    var lines: [(TextLayout, Color)] = []
    let texts = ["مرحبا بالعالم", "السلام عليكم (١٢٣) و 2024", "שלום עולם, גרסה 3.1 [בדיקה]",
                 "Cellshot يرسم العربية and עברית in one line.", "لا إله، كتاب؟ «نعم»"]
    for size in [17.0, 28.0] {
      for (weight, color) in [(FontWeight.regular, Color.black), (.bold, Color(r: 0, g: 90, b: 200))] {
        let chain = try FontLibrary.shared.chain(for: FontSpec(size: size, weight: weight), scale: 1)
        for text in texts { lines.append((TextLayout(text, chain: chain), color)) }
      }
    }
    assertSnapshot(of: try Self.sheet(lines), as: .image)
  }

  /// The lines one under another, 2 pixels apart, 8 from the edges, on white.
  static func sheet(_ lines: [(TextLayout, Color)]) throws -> PixelBuffer {
    let width = (lines.map { $0.0.width }.max() ?? 0) + 16
    let height = lines.reduce(0) { $0 + $1.0.height + 2 } + 14
    var canvas = try Canvas(width: width, height: height, background: .white)
    var y = 8
    for (layout, color) in lines {
      layout.draw(into: &canvas, x: 8, y: y, color: color)
      y += layout.height + 2
    }
    return canvas.buffer
  }
}
