import BitmapFonts
import CellshotTesting
import Raster
import Testing

@Suite struct TypeSpecimenTests {
  /// Every bundled Terminus size in regular and bold, each line with Latin, Vietnamese (from
  /// the size-matched fallbacks) and Chinese (Unifont), on one baseline.
  @Test func typeSpecimen() throws {
    var lines: [(TextLayout, Color)] = []
    for size in FontLibrary.nativeSizes {
      for weight in [FontWeight.regular, .bold] {
        let chain = try FontLibrary.shared.chain(for: FontSpec(size: Double(size), weight: weight), scale: 1)
        let label = "\(size) \(weight == .bold ? "Bold   " : "Regular")"
        let text = "\(label) Staggered Grid · Phở bò, bánh mì, Việt · 前锋 中场 后卫 号 岁"
        lines.append((TextLayout(text, chain: chain), weight == .bold ? .blue : .black))
      }
    }
    let width = (lines.map { $0.0.width }.max() ?? 0) + 16
    let height = lines.reduce(0) { $0 + $1.0.height + 2 } + 14
    var canvas = try Canvas(width: width, height: height, background: .white)
    var y = 8
    for (layout, color) in lines {
      layout.draw(into: &canvas, x: 8, y: y, color: color)
      y += layout.height + 2
    }
    assertSnapshot(of: canvas.buffer, as: .image)
  }
}
