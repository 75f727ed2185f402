import PixelSnapshots
import Raster
import Testing

/// One golden per rasterizer feature, each drawn at awkward fractional positions.
@Suite struct RasterGoldenTests {
  static let palette: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink, .gray]

  @Test func rasterFills() throws {
    var c = try Canvas(width: 320, height: 200, background: .white)
    // Rounded rects of growing radius, one with four different corners, an ellipse, circles
    // down to a radius under one pixel, a capsule and a thin rect.
    for (i, r) in [0.0, 2, 5, 10, 20].enumerated() {
      c.fill(.roundedRect(Rect(x: 8.3 + Double(i) * 62, y: 8.6, width: 52.4, height: 40.2), CornerRadii(r)),
             with: Self.palette[i])
    }
    c.fill(.roundedRect(Rect(x: 8.5, y: 60.5, width: 80, height: 50),
                        CornerRadii(topLeft: 0, topRight: 8, bottomRight: 25, bottomLeft: 3)), with: .purple)
    c.fill(.ellipse(Rect(x: 100.2, y: 62.7, width: 90.5, height: 45.3)), with: .pink)
    c.fill(.capsule(Rect(x: 200.4, y: 70.1, width: 110, height: 28.6)), with: .blue)
    for (i, r) in [0.4, 0.8, 1.5, 3, 6, 12, 24].enumerated() {
      let x = 14 + [0.0, 8, 18, 32, 52, 84, 134][i]
      c.fill(.circle(center: Point(x: x + 0.37, y: 150.3), radius: r), with: .black)
    }
    c.fill(.rect(Rect(x: 200.25, y: 125.5, width: 0.5, height: 60)), with: .black)
    c.fill(.rect(Rect(x: 210.1, y: 125.5, width: 100.3, height: 60.25)), with: .green)
    assertSnapshot(of: c.buffer, as: .image)
  }

  @Test func rasterStrokes() throws {
    var c = try Canvas(width: 320, height: 220, background: .white)
    // Widths 0.5 to 8, centred (stroke) on rounded rects and circles, inside (strokeBorder) on
    // the row below, then lines with each cap.
    for (i, w) in [0.5, 1, 1.5, 2, 3, 5, 8].enumerated() {
      let x = 10.3 + Double(i) * 44
      c.stroke(.roundedRect(Rect(x: x, y: 10.4, width: 34, height: 34), CornerRadii(8)), width: w, with: .blue)
      c.stroke(.roundedRect(Rect(x: x, y: 56.4, width: 34, height: 34), CornerRadii(8)), width: w,
               with: .orange, placement: .inside)
      c.stroke(.circle(center: Point(x: x + 17, y: 119.6), radius: 16), width: w, with: .green)
    }
    for (i, cap) in [LineCap.butt, .square, .round].enumerated() {
      let y = 155.5 + Double(i) * 22
      c.drawLine(from: Point(x: 20, y: y), to: Point(x: 140, y: y + 8), width: 7, cap: cap, with: .purple)
      c.drawLine(from: Point(x: 20, y: y), to: Point(x: 140, y: y + 8), width: 0.5, with: .black)
    }
    c.stroke(.ellipse(Rect(x: 170.5, y: 150.5, width: 130, height: 55)), width: 4, with: .red)
    c.stroke(.capsule(Rect(x: 190.5, y: 165.5, width: 90, height: 25)), width: 2, with: .gray)
    assertSnapshot(of: c.buffer, as: .image)
  }

  @Test func rasterBlendingAndClips() throws {
    var c = try Canvas(width: 320, height: 160, background: .white)
    // Opacity steps of black over white and of blue over red.
    for i in 0...10 {
      let x = 10 + Double(i) * 27
      c.fill(.rect(Rect(x: x, y: 10, width: 25, height: 30)), with: .black, opacity: Double(i) / 10)
      c.fill(.rect(Rect(x: x, y: 45, width: 25, height: 30)), with: .red)
      c.fill(.roundedRect(Rect(x: x + 4, y: 50, width: 17, height: 20), CornerRadii(5)), with: .blue,
             opacity: Double(i) / 10)
    }
    // A rounded clip inside a rect clip, with stripes drawn through both.
    c.pushClip(.rect(Rect(x: 10, y: 85, width: 200, height: 65)))
    c.pushClip(.roundedRect(Rect(x: 40.5, y: 80.5, width: 200, height: 80), CornerRadii(30)))
    for i in 0..<16 {
      c.fill(.rect(Rect(x: Double(i) * 20, y: 80, width: 20, height: 80)), with: Self.palette[i % 8])
    }
    c.popClip()
    c.popClip()
    c.pushClip(.circle(center: Point(x: 275, y: 117), radius: 33.3))
    c.fill(.rect(Rect(x: 240, y: 80, width: 80, height: 80)), with: .yellow)
    c.stroke(.roundedRect(Rect(x: 250.5, y: 92.5, width: 50, height: 50), CornerRadii(6)), width: 6, with: .black,
             opacity: 0.6)
    c.popClip()
    assertSnapshot(of: c.buffer, as: .image)
  }

  @Test func rasterImagesAndGlyphMasks() throws {
    var c = try Canvas(width: 320, height: 160, background: .white)
    var picture = try PixelBuffer(width: 8, height: 6)
    for y in 0..<6 {
      for x in 0..<8 {
        picture[x, y] = Self.palette[(x / 2 + y / 2) % 8].premultiplied
      }
    }
    c.drawImage(picture, in: Rect(x: 10.5, y: 10.5, width: 80, height: 60))  // stretch, bilinear
    c.drawImage(picture, in: Rect(x: 100, y: 10, width: 60, height: 60), contentMode: .fit,
                cornerRadii: CornerRadii(10))
    c.drawImage(picture, in: Rect(x: 170, y: 10, width: 60, height: 60), contentMode: .fill,
                cornerRadii: CornerRadii(30))
    c.drawImage(picture, in: Rect(x: 240, y: 10, width: 4, height: 3))  // shrunk
    c.drawImage(picture, in: Rect(x: 250, y: 10, width: 60, height: 45), opacity: 0.5)
    // A hand-made 5x7 "A" at magnifications 1 to 4, one of them synthetic bold.
    let rows: [UInt8] = [0x20, 0x50, 0x88, 0x88, 0xF8, 0x88, 0x88]
    let a = BitMask(width: 5, height: 7, bits: rows)
    var x = 10
    for m in 1...4 {
      c.drawMask(a, x: x, y: 90, magnification: m, color: .black)
      c.drawMask(a.emboldened(), x: x, y: 125, magnification: m, color: .blue, opacity: 0.7)
      x += 6 * m + 10
    }
    c.pushClip(.roundedRect(Rect(x: 120.5, y: 85.5, width: 60, height: 30), CornerRadii(12)))
    c.drawMask(a, x: 110, y: 80, magnification: 6, color: .red)
    c.popClip()
    assertSnapshot(of: c.buffer, as: .image)
  }
}
