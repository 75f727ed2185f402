import Cellshot

/// The ten pictures of the staggered grid, drawn by Cellshot's own rasterizer: simple
/// landscapes of varied aspect ratios (post1 ... post10). They are stored as PNG resources in
/// `posts/` and loaded through the PNG decoder; `cellshot make-posts DIR` draws them again,
/// and a test checks the stored files are what this code draws.
public enum PostPictures {
  /// Width : height of each picture.
  public static let aspects: [(Int, Int)] = [(4, 3), (3, 4), (1, 1), (16, 9), (2, 3), (3, 2),
                                            (9, 16), (5, 4), (4, 5), (1, 1)]

  static let skies: [Raster.Color] = [
    Raster.Color(r: 135, g: 206, b: 235), Raster.Color(r: 255, g: 183, b: 120), Raster.Color(r: 72, g: 61, b: 139),
    Raster.Color(r: 176, g: 224, b: 230), Raster.Color(r: 255, g: 160, b: 122), Raster.Color(r: 100, g: 149, b: 237),
    Raster.Color(r: 25, g: 25, b: 112), Raster.Color(r: 240, g: 230, b: 140), Raster.Color(r: 221, g: 160, b: 221),
    Raster.Color(r: 152, g: 251, b: 152),
  ]

  /// Picture `index` (1 to 10), 320 pixels on its longer side.
  public static func draw(_ index: Int) throws -> PixelBuffer {
    let (aw, ah) = aspects[(index - 1) % aspects.count]
    let long = 320.0
    let w = aw >= ah ? long : (long * Double(aw) / Double(ah)).rounded()
    let h = ah >= aw ? long : (long * Double(ah) / Double(aw)).rounded()
    var canvas = try Raster.Canvas(width: Int(w), height: Int(h), background: skies[index - 1])
    // A sun or moon, hills in two shades, and the picture's number.
    let sun = Point(x: w * (0.2 + 0.06 * Double(index % 5)), y: h * 0.25)
    canvas.fill(.circle(center: sun, radius: min(w, h) * 0.1), with: index == 7 ? .white : .yellow)
    var far = Outline()
    far.addPolygon([Point(x: 0, y: h * 0.62), Point(x: w * 0.35, y: h * 0.38),
                    Point(x: w * 0.7, y: h * 0.6), Point(x: w, y: h * 0.45),
                    Point(x: w, y: h), Point(x: 0, y: h)])
    canvas.fill(far, with: Raster.Color(r: 46, g: 139, b: 87))
    var near = Outline()
    near.addPolygon([Point(x: 0, y: h * 0.8), Point(x: w * 0.45, y: h * 0.65),
                     Point(x: w, y: h * 0.85), Point(x: w, y: h), Point(x: 0, y: h)])
    canvas.fill(near, with: Raster.Color(r: 34, g: 100, b: 34))
    // The label in the bitmap Terminus, as the stored pictures were drawn.
    let chain = try FontLibrary.shared.chain(
      for: FontSpec.system(size: 32, weight: .bold).design(.terminus), scale: 1)
    let label = TextLayout("post\(index)", chain: chain)
    canvas.fill(.roundedRect(Rect(x: 10, y: h - Double(label.height) - 22, width: Double(label.width) + 16,
                                  height: Double(label.height) + 12), CornerRadii(8)),
                with: .black, opacity: 0.45)
    label.draw(into: &canvas, x: 18, y: Int(h) - label.height - 16, color: .white)
    return canvas.buffer
  }
}
