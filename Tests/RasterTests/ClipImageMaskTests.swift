@testable import Raster
import Testing

@Suite struct ClipTests {
  @Test func pixelAlignedRectClipCutsExactly() throws {
    var canvas = try Canvas(width: 20, height: 20)
    canvas.pushClip(.rect(Rect(x: 5, y: 6, width: 7, height: 3)))
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 20, height: 20)), with: .black)
    canvas.popClip()
    #expect(canvas.clipDepth == 0)
    for y in 0..<20 {
      for x in 0..<20 {
        let inside = x >= 5 && x < 12 && y >= 6 && y < 9
        #expect(canvas.buffer[x, y].a == (inside ? 255 : 0), "(\(x), \(y))")
      }
    }
  }

  @Test func roundedClipMatchesTheFilledShape() throws {
    let figure = Figure.roundedRect(Rect(x: 2.3, y: 3.6, width: 30.2, height: 20.5), CornerRadii(7.7))
    var clipped = try Canvas(width: 40, height: 30)
    clipped.pushClip(figure)
    clipped.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), with: .black)
    clipped.popClip()
    var direct = try Canvas(width: 40, height: 30)
    direct.fill(figure, with: .black)
    #expect(clipped.buffer == direct.buffer)
  }

  /// Rounded fills and clips take the rows between the corners as one repeated row; the
  /// general rasterizer, run over every row of the path, must give the same coverage. Every
  /// other figure has continuous corners (circular ones where the continuous curve does not
  /// fit). The rows a clip leaves fully open (`openPixels`) are 255 in its mask.
  @Test func roundedBandsMatchTheGeneralRasterizer() throws {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ range: Double) -> Double {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return Double(seed >> 11) / Double(1 << 53) * range
    }
    // Whole-pixel sides too (a card at 3x), and a side on the canvas's edge.
    let fixed: [Figure] = [
      .continuousRoundedRect(Rect(x: 6, y: 5, width: 36, height: 38), 7),
      .continuousRoundedRect(Rect(x: 0, y: 2.5, width: 48, height: 41), 4.25),
    ]
    for index in 0..<62 {
      let rect = Rect(x: next(12) - 4, y: next(12) - 4, width: 1 + next(40), height: 1 + next(40))
      let radii = CornerRadii(topLeft: next(9), topRight: next(9), bottomRight: next(9),
                              bottomLeft: next(9))
      let figure = index >= 60 ? fixed[index - 60]
        : index % 2 == 0 ? Figure.roundedRect(rect, radii)
        : .continuousRoundedRect(rect, radii.topLeft)
      var general = try Canvas(width: 48, height: 48)
      general.fill(figure.path, with: .black)
      var banded = try Canvas(width: 48, height: 48)
      banded.fill(figure, with: .black)
      #expect(banded.buffer == general.buffer, "\(figure)")
      var clipped = try Canvas(width: 48, height: 48)
      clipped.pushClip(figure)
      clipped.fill(.rect(Rect(x: 0, y: 0, width: 48, height: 48)), with: .black)
      #expect(clipped.buffer == general.buffer, "\(figure)")
      let open = Canvas.openPixels(of: figure, in: IntRect(x: 0, y: 0, width: 48, height: 48))
      for y in open.y..<open.maxY {
        for x in open.x..<open.maxX where general.buffer[x, y].a != 255 {
          Issue.record("(\(x), \(y)) open in \(figure) but \(general.buffer[x, y].a)")
        }
      }
      // A second rounded clip inside the first: coverages multiply.
      let inner = Figure.roundedRect(Rect(x: next(20), y: next(20), width: 5 + next(25), height: 5 + next(25)),
                                     CornerRadii(next(6)))
      var innerAlone = try Canvas(width: 48, height: 48)
      innerAlone.fill(inner.path, with: .black)
      var nested = try Canvas(width: 48, height: 48)
      nested.pushClip(figure)
      nested.pushClip(inner)
      nested.fill(.rect(Rect(x: 0, y: 0, width: 48, height: 48)), with: .black)
      for y in 0..<48 {
        for x in 0..<48 {
          let expected = div255(Int(general.buffer[x, y].a) * Int(innerAlone.buffer[x, y].a))
          #expect(Int(nested.buffer[x, y].a) == expected, "(\(x), \(y)) in \(figure) and \(inner)")
        }
      }
    }
  }

  @Test func nestedClipsIntersect() throws {
    var canvas = try Canvas(width: 40, height: 40)
    canvas.pushClip(.rect(Rect(x: 0, y: 0, width: 20, height: 40)))
    canvas.pushClip(.circle(center: Point(x: 20, y: 20), radius: 10))
    canvas.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 40)), with: .black)
    canvas.popClip()
    canvas.popClip()
    #expect(canvas.buffer[15, 20].a == 255)  // inside both
    #expect(canvas.buffer[25, 20].a == 0)  // inside the circle, outside the rect
    #expect(canvas.buffer[5, 5].a == 0)  // inside the rect, outside the circle
    #expect(canvas.buffer[20, 20].a == 0)  // column 20 is outside the rect
    // An edge pixel of the circle keeps its partial coverage.
    let edge = canvas.buffer[10, 20].a
    #expect(edge > 0 && edge < 255)
  }

  @Test func clipAppliesToStrokesImagesAndMasks() throws {
    var canvas = try Canvas(width: 30, height: 30)
    canvas.pushClip(.rect(Rect(x: 0, y: 0, width: 10, height: 30)))
    canvas.stroke(.rect(Rect(x: 2, y: 2, width: 26, height: 26)), width: 2, with: .black)
    let image = try PixelBuffer(width: 2, height: 2, fill: Color.red.premultiplied)
    canvas.drawImage(image, in: Rect(x: 0, y: 10, width: 30, height: 5))
    var mask = BitMask(width: 30, height: 2)
    for x in 0..<30 { mask[x, 0] = true }
    canvas.drawMask(mask, x: 0, y: 20, color: .blue)
    canvas.popClip()
    for y in 0..<30 {
      for x in 10..<30 { #expect(canvas.buffer[x, y].a == 0, "(\(x), \(y)) drawn outside the clip") }
    }
    #expect(canvas.buffer[5, 12] == Color.red.premultiplied)
    #expect(canvas.buffer[5, 20] == Color.blue.premultiplied)
  }
}

@Suite struct ImageDrawTests {
  static func gradient(_ w: Int, _ h: Int) throws -> PixelBuffer {
    var b = try PixelBuffer(width: w, height: h)
    for y in 0..<h {
      for x in 0..<w {
        b[x, y] = RGBA8(straightR: UInt8(x * 255 / max(1, w - 1)), g: UInt8(y * 255 / max(1, h - 1)),
                        b: 128, a: UInt8(255 - (x + y) % 64))
      }
    }
    return b
  }

  @Test func oneToOneDrawIsAnExactCopy() throws {
    let image = try Self.gradient(13, 9)
    var canvas = try Canvas(width: 20, height: 20)
    canvas.drawImage(image, in: Rect(x: 3, y: 4, width: 13, height: 9))
    for y in 0..<9 {
      for x in 0..<13 { #expect(canvas.buffer[x + 3, y + 4] == image[x, y]) }
    }
    #expect(canvas.buffer[2, 4].a == 0 && canvas.buffer[16, 4].a == 0)
  }

  /// A filtered pixel depends only on where it is, so drawing a picture in two parts (split
  /// by pixel-aligned clips at any column) gives the same pixels as drawing it whole. The
  /// parts take different paths: opaque runs filtered straight onto the canvas (odd and even
  /// lengths), the rest through a line and blended, under a rounded clip or none.
  @Test func drawingInPartsMatchesDrawingWhole() throws {
    var image = try Self.gradient(37, 23)
    for y in 0..<23 {
      for x in 0..<37 { image[x, y].a = 255 }  // opaque: the copying paths apply
    }
    let rect = Rect(x: 3.4, y: 2.7, width: 71.3, height: 40.2)
    var background = try PixelBuffer(width: 80, height: 48)
    for y in 0..<48 {
      for x in 0..<80 { background[x, y] = RGBA8(straightR: UInt8(x * 3), g: 40, b: UInt8(y * 5), a: 200) }
    }
    for radius in [0.0, 9.5] {
      func draw(_ canvas: inout Canvas) {
        if radius > 0 { canvas.pushClip(.roundedRect(rect, CornerRadii(radius))) }
        canvas.drawImage(image, in: rect)
        if radius > 0 { canvas.popClip() }
      }
      var whole = Canvas(background)
      draw(&whole)
      for split in [4, 5, 6, 7, 20, 21, 40, 41, 72, 73, 74] {
        var parts = Canvas(background)
        parts.pushClip(.rect(Rect(x: 0, y: 0, width: Double(split), height: 48)))
        draw(&parts)
        parts.popClip()
        parts.pushClip(.rect(Rect(x: Double(split), y: 0, width: Double(80 - split), height: 48)))
        draw(&parts)
        parts.popClip()
        #expect(parts.buffer == whole.buffer, "radius \(radius), split at \(split)")
      }
    }
  }

  /// The filter's fast paths (neighbouring columns two at a time, opaque runs written
  /// straight to the canvas, shrinking by pairs of taps) against the filter written plainly:
  /// for each output pixel, (sum of w x channel + 128) >> 8 along each source row, then
  /// (sum of w x that + 2^19) >> 20 down the rows, with the same integer weights.
  @Test func fastPathsMatchThePlainFilter() throws {
    var seed: UInt64 = 0x5EED
    func random() -> UInt8 {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return UInt8(truncatingIfNeeded: seed >> 56)
    }
    // Opaque (copied straight to the canvas) and translucent (filtered into a line, then
    // blended over the transparent canvas, which leaves the filtered value as it is).
    var opaque = try PixelBuffer(width: 17, height: 13)
    var translucent = opaque
    for y in 0..<13 {
      for x in 0..<17 {
        opaque[x, y] = RGBA8(r: random(), g: random(), b: random(), a: 255)
        translucent[x, y] = RGBA8(straightR: random(), g: random(), b: random(), a: 128 | random())
      }
    }
    func channels(_ p: RGBA8) -> [Int] { [Int(p.r), Int(p.g), Int(p.b), Int(p.a)] }
    // Enlarging (widths of every remainder by 4: the passes work in steps of two and four
    // pixels), shrinking, and one of each; the last two so wide that the rows are filtered
    // in bands of eight (one enlarging, one shrinking the rows).
    for image in [opaque, translucent] {
    for (w, h) in [(101, 77), (100, 40), (98, 30), (103, 61), (9, 6), (14, 11), (40, 7), (12, 39),
                   (1000, 30), (1200, 10)] {
      var canvas = try Canvas(width: w + 5, height: h + 6)
      canvas.drawImage(image, in: Rect(x: 2, y: 3, width: Double(w), height: Double(h)))
      let columns = Resampling.weights(count: w, first: 2, start: 2, length: Double(w), sourceLength: 17)
      let rows = Resampling.weights(count: h, first: 3, start: 3, length: Double(h), sourceLength: 13)
      var mismatches = 0
      for oy in 0..<h {
        for ox in 0..<w {
          var sums = [0, 0, 0, 0]
          for k in rows.range(oy) {
            var row = [0, 0, 0, 0]
            for j in columns.range(ox) {
              let pixel = channels(image[Int(columns.source[j]), Int(rows.source[k])])
              for c in 0..<4 { row[c] += Int(columns.weight[j]) * pixel[c] }
            }
            for c in 0..<4 { sums[c] += Int(rows.weight[k]) * ((row[c] + 128) >> 8) }
          }
          let expected = sums.map { ($0 + (1 << 19)) >> 20 }
          if channels(canvas.buffer[2 + ox, 3 + oy]) != expected { mismatches += 1 }
        }
      }
      #expect(mismatches == 0, "\(w)x\(h): \(mismatches) pixels differ from the plain filter")
    }
    }
  }

  @Test func flatImageStaysFlatAtAnyScale() throws {
    let image = try PixelBuffer(width: 7, height: 5, fill: Color.purple.premultiplied)
    for size in [(3.0, 2.0), (40, 31), (11.5, 7.25)] {
      var canvas = try Canvas(width: 48, height: 40)
      canvas.drawImage(image, in: Rect(x: 2, y: 3, width: size.0, height: size.1))
      // Every fully covered pixel is exactly the colour.
      for y in 3..<(3 + Int(size.1)) {
        for x in 2..<(2 + Int(size.0)) {
          #expect(canvas.buffer[x, y] == Color.purple.premultiplied, "\(size) at (\(x), \(y))")
        }
      }
    }
  }

  /// The AVX2 loops (taken where the processor has them) give the same integers as the
  /// portable ones, which the test above checks against the filter written plainly.
  @Test(.enabled(if: WideKernels.available, "this processor has no AVX2"))
  func wideLoopsMatchThePortableOnes() {
    var seed: UInt64 = 0xA5A5
    func random() -> UInt64 {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      return seed >> 33
    }
    // Interpolating two filtered rows: values 0...255 x 64 (extremes included), any weight,
    // every pixel count to 40 (steps of eight, then two).
    let length = 44 * 4
    let rows = (0..<2).map { _ in
      (0..<length).map { i in i % 7 == 0 ? Int16(i % 2 * 16320) : Int16(random() % 16321) }
    }
    for pixels in 1...40 {
      let weight = Int16(1 + random() % 16383) &<< 1
      func interpolate(wide: Bool) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: 44 * 4)
        rows[0].withUnsafeBytes { t0 in
          rows[1].withUnsafeBytes { t1 in
            out.withUnsafeMutableBytes {
              Resampling.interpolateRows(t0.baseAddress!, t1.baseAddress!, twiceWeight: SIMD8(repeating: weight),
                                         pixels: pixels, out: $0.baseAddress!, wide: wide)
            }
          }
        }
        return out
      }
      #expect(interpolate(wide: false) == interpolate(wide: true), "interpolating \(pixels) pixels")
    }
    // The horizontal pass, enlarging (neighbouring pixels, two columns a step) and shrinking
    // a little (two tap pairs a column), to odd and even widths.
    let source = (0..<3 * 100 * 4).map { _ in UInt8(truncatingIfNeeded: random()) }
    for (from, to) in [(37, 101), (17, 64), (100, 80), (100, 67), (99, 71)] {
      let columns = Resampling.weights(count: to, first: 0, start: 0, length: Double(to), sourceLength: from)
      let filter = HorizontalFilter(columns: columns, sourceRowBytes: from * 4)
      #expect(from < to ? filter.adjacent.count > to / 2 : filter.twoPairsEach, "\(from) -> \(to)")
      func filtered(wide: Bool) -> [UInt16] {
        var out = [UInt16](repeating: 0, count: 3 * to * 4 + 4)
        source.withUnsafeBytes { row in
          out.withUnsafeMutableBytes {
            filter.run(source: row.baseAddress!, sourceRowBytes: from * 4, firstRow: 0, rowCount: 3,
                       out: $0.baseAddress!, outRowBytes: to * 8, wide: wide)
          }
        }
        return out
      }
      #expect(filtered(wide: false) == filtered(wide: true), "\(from) -> \(to) columns")
    }
  }

  @Test func extremeShrinkingKeepsEveryWeightPositive() throws {
    // 16,000 columns into one pixel: thousands of taps whose integer weights round unevenly.
    // The clamped edge taps carry about an eighth of the weight each, so two red end pixels
    // over black give about 255 / 4; a rounding remainder dumped on one tap made it negative.
    var image = try PixelBuffer(width: 16_000, height: 1, fill: RGBA8(r: 0, g: 0, b: 0, a: 255))
    image[0, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
    image[15_999, 0] = RGBA8(r: 255, g: 0, b: 0, a: 255)
    var canvas = try Canvas(width: 1, height: 1)
    canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 1, height: 1))
    let p = canvas.buffer[0, 0]
    #expect((60...68).contains(p.r) && p.a == 255, "\(p)")
  }

  @Test func halvingAveragesACheckerboard() throws {
    var image = try PixelBuffer(width: 16, height: 16)
    for y in 0..<16 {
      for x in 0..<16 { image[x, y] = ((x + y) % 2 == 0 ? Color.black : Color.white).premultiplied }
    }
    var canvas = try Canvas(width: 8, height: 8)
    canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 8, height: 8))
    for y in 1..<7 {
      for x in 1..<7 {
        let p = canvas.buffer[x, y]
        #expect(abs(Int(p.r) - 128) <= 1 && p.a == 255, "(\(x), \(y)) is \(p)")
      }
    }
  }

  @Test func aspectFitAndFillRects() {
    let box = Rect(x: 0, y: 0, width: 100, height: 50)
    #expect(box.aspectFit(Size(width: 4, height: 4)) == Rect(x: 25, y: 0, width: 50, height: 50))
    #expect(box.aspectFill(Size(width: 4, height: 4)) == Rect(x: 0, y: -25, width: 100, height: 100))
  }

  @Test func fillModeIsClippedToTheRect() throws {
    let image = try Self.gradient(10, 10)
    var canvas = try Canvas(width: 40, height: 40)
    canvas.drawImage(image, in: Rect(x: 10, y: 15, width: 20, height: 10), contentMode: .fill)
    for y in 0..<40 {
      for x in 0..<40 where !(x >= 10 && x < 30 && y >= 15 && y < 25) {
        #expect(canvas.buffer[x, y].a == 0)
      }
    }
  }
}

@Suite struct GlyphMaskTests {
  @Test func magnifiedMaskDrawsSquares() throws {
    var mask = BitMask(width: 3, height: 2)
    mask[0, 0] = true
    mask[2, 1] = true
    var canvas = try Canvas(width: 10, height: 10)
    canvas.drawMask(mask, x: 1, y: 2, magnification: 2, color: .green, opacity: 0.5)
    let half = Color.green.opacity(0.5).premultiplied
    var painted = 0
    for y in 0..<10 {
      for x in 0..<10 where canvas.buffer[x, y].a != 0 {
        painted += 1
        #expect(canvas.buffer[x, y] == half)
        let inFirst = (1...2).contains(x) && (2...3).contains(y)
        let inSecond = (5...6).contains(x) && (4...5).contains(y)
        #expect(inFirst || inSecond, "(\(x), \(y))")
      }
    }
    #expect(painted == 8)
  }

  @Test func emboldenedWidensEachRow() {
    var mask = BitMask(width: 2, height: 1)
    mask[0, 0] = true
    let bold = mask.emboldened()
    #expect(bold.width == 3)
    #expect(bold[0, 0] && bold[1, 0] && !bold[2, 0])
  }

  @Test func maskOffTheCanvasIsClipped() throws {
    var mask = BitMask(width: 4, height: 4)
    for y in 0..<4 { for x in 0..<4 { mask[x, y] = true } }
    var canvas = try Canvas(width: 4, height: 4)
    canvas.drawMask(mask, x: -2, y: 3, magnification: 3, color: .black)
    #expect(canvas.buffer[0, 3].a == 255)
    #expect(canvas.buffer[3, 2].a == 0)
  }
}
