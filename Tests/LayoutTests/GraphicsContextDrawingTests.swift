@testable import Cellshot
import CellshotTesting
import Testing

/// What a GraphicsContext draws beyond paths: a canvas's symbol views where the closure says,
/// a resolved image's shading, tiled pictures and the backdrop as fills, text baselines from
/// the layout; images drawn by a closure; symbols' own rendering mode and palette.
@MainActor @Suite struct GraphicsContextDrawingTests {
  let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
  func ink(_ color: Color) -> RGBA8 { color.resolved(dark: false).premultiplied }

  func render<V: View>(_ view: V, scale: Int = 1) throws -> PixelBuffer {
    try Renderer(size: CGSize(width: 100, height: 100), scale: scale, background: .white)
      .render(view).buffer
  }

  @Test func symbolsAreDrawnWhereTheClosureSays() throws {
    var sizes: [CGSize?] = []
    let canvas = Canvas(renderer: { context, _ in
      let symbol = context.resolveSymbol(id: 1)
      sizes = [symbol?.size, context.resolveSymbol(id: 2)?.size]
      guard let symbol else { return }
      context.draw(symbol, at: CGPoint(x: 70, y: 70), anchor: .center)
      context.draw(symbol, in: CGRect(x: 0, y: 0, width: 40, height: 40))
    }, symbols: {
      Color.red.frame(width: 20, height: 10).tag(1)
    })
    for scale in [1, 2] {
      let picture = try render(canvas, scale: scale)
      let k = scale
      #expect(sizes == [CGSize(width: 20, height: 10), nil])
      #expect(picture[70 * k, 70 * k] == ink(.red))
      #expect(picture[61 * k, 66 * k] == ink(.red) && picture[70 * k, 77 * k] == white)
      #expect(picture[58 * k, 70 * k] == white)
      #expect(picture[30 * k, 35 * k] == ink(.red) && picture[45 * k, 20 * k] == white)
    }
  }

  @Test func baselinesComeFromTheLayout() throws {
    var values: [CGFloat] = []
    _ = try render(Canvas { context, _ in
      let one = context.resolve(Text("Hello").font(.system(size: 20)))
      let two = context.resolve(Text("Hello\nWorld").font(.system(size: 20)))
      let open = CGSize(width: 1000, height: 1000)
      values = [one.firstBaseline(in: open), one.lastBaseline(in: open),
                two.firstBaseline(in: open), two.lastBaseline(in: open),
                one.measure(in: open).height, two.measure(in: open).height]
    })
    #expect(values.count == 6)
    let (first, last, first2, last2, height, height2) =
      (values[0], values[1], values[2], values[3], values[4], values[5])
    #expect(first > 10 && first < height && first == last)
    #expect(first2 == first && last2 > first2 + 15 && last2 < height2)
    #expect(height2 - last2 == height - last)  // the same descent under the last line
  }

  @Test func aTiledImageFillsThePathFromItsOrigin() throws {
    var tile = try PixelBuffer(width: 10, height: 10, fill: ink(.red))
    for y in 0..<10 { for x in 5..<10 { tile[x, y] = ink(.blue) } }
    let image = Image(pixelBuffer: tile)
    let picture = try render(Canvas { context, _ in
      context.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 20)),
                   with: .tiledImage(image, origin: CGPoint(x: 2, y: 0)))
      context.fill(Path(CGRect(x: 0, y: 50, width: 40, height: 40)),
                   with: .tiledImage(image, scale: 2))
    })
    // Tiles start at x = 2: red 2...7, blue 7...12, red 12...17.
    #expect(picture[4, 5] == ink(.red) && picture[9, 5] == ink(.blue))
    #expect(picture[14, 15] == ink(.red) && picture[38, 15] == ink(.blue))
    #expect(picture[0, 5] == ink(.blue))  // the tile before the origin
    #expect(picture[20, 30] == white && picture[45, 5] == white)  // outside the path
    // Twice the size: red 0...10, blue 10...20.
    #expect(picture[8, 60] == ink(.red) && picture[12, 60] == ink(.blue))
  }

  @Test func theBackdropShadingDrawsWhatIsBehind() throws {
    let picture = try render(Canvas { context, size in
      context.fill(Path(CGRect(x: 0, y: 0, width: 50, height: 50)), with: .color(.red))
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .backdrop)
    })
    #expect(picture[25, 25] == ink(.red) && picture[75, 75] == white)
  }

  @Test func aResolvedImageIsDrawnInItsShading() throws {
    let picture = try render(Canvas { context, _ in
      var symbol = context.resolve(Image(systemName: "circle.fill"))
      symbol.shading = .color(.green)
      context.draw(symbol, in: CGRect(x: 0, y: 0, width: 40, height: 40))
      context.draw(context.resolve(Image(systemName: "circle.fill")),
                   in: CGRect(x: 50, y: 0, width: 40, height: 40))
    }.foregroundColor(.black))
    #expect(picture[20, 20] == ink(.green))
    #expect(picture[70, 20] == RGBA8(r: 0, g: 0, b: 0, a: 255))
  }

  @Test func anImageDrawnByAClosure() throws {
    let image = Image(size: CGSize(width: 20, height: 10)) { context in
      context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(.red))
      context.fill(Path(CGRect(x: 10, y: 0, width: 10, height: 10)), with: .foreground)
    }
    let picture = try render(image.foregroundColor(.blue), scale: 2)
    // Centred: 40...60 by 45...55 points.
    #expect(picture[2 * 45, 2 * 50] == ink(.red) && picture[2 * 55, 2 * 50] == ink(.blue))
    #expect(picture[2 * 38, 2 * 50] == white && picture[2 * 50, 2 * 57] == white)
    let drawn = try render(Canvas { context, _ in
      context.draw(image, at: CGPoint(x: 10, y: 5), anchor: .center)
    }.foregroundColor(.blue))
    #expect(drawn[5, 5] == ink(.red) && drawn[15, 5] == ink(.blue) && drawn[25, 5] == white)
    #expect(Image(size: .zero) { _ in } != image)
  }

  @Test func anImageHasItsOwnSymbolRenderingModeAndPalette() throws {
    func centre(_ image: Image) throws -> RGBA8 {
      try Renderer(size: CGSize(width: 40, height: 40)).render(
        image.resizable().frame(width: 40, height: 40).foregroundColor(.black)).buffer[20, 20]
    }
    let heart = Image(systemName: "heart.fill")
    #expect(try centre(heart.symbolRenderingMode(.multicolor))
              == centre(heart.renderingMode(.original)))
    #expect(try centre(heart.symbolRenderingMode(.multicolor)) != centre(heart))
    #expect(try centre(Image(_systemName: "circle.fill", colorPalette: [.green, .red]))
              == ink(.green))
    #expect(try centre(Image(systemName: "circle.fill", variableValue: 0.5))
              == centre(Image(systemName: "circle.fill")))
  }

  /// A Core Graphics context from `withCGContext` draws into the canvas: paths built in user
  /// space and fixed by the CTM, fill and stroke colours, saved and restored state, clips and
  /// pictures.
  @Test func aCGContextDrawsIntoTheCanvas() throws {
    var tile = try PixelBuffer(width: 2, height: 2, fill: ink(.blue))
    tile[0, 0] = ink(.red)
    let picture = try render(Canvas { context, _ in
      context.withCGContext { cg in
        cg.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        cg.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        cg.saveGState()
        cg.translateBy(x: 50, y: 0)
        cg.scaleBy(x: 2, y: 2)
        cg.setStrokeColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
        cg.setLineWidth(2)  // 4 points once scaled
        cg.move(to: CGPoint(x: 0, y: 10))
        cg.addLine(to: CGPoint(x: 20, y: 10))
        cg.strokePath()
        cg.restoreGState()
        cg.fillEllipse(in: CGRect(x: 0, y: 40, width: 20, height: 20))  // red, unscaled
        cg.saveGState()
        cg.clip(to: CGRect(x: 0, y: 70, width: 10, height: 30))
        cg.setFillColor(gray: 0, alpha: 1)
        cg.fill(CGRect(x: 0, y: 70, width: 30, height: 10))
        cg.restoreGState()
        cg.draw(CGImage(pixels: tile), in: CGRect(x: 60, y: 60, width: 20, height: 20))
      }
    })
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255), blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    #expect(picture[10, 10] == red && picture[25, 10] == white)
    #expect(picture[70, 20] == blue && picture[70, 17] == white && picture[70, 23] == white)
    #expect(picture[10, 50] == red && picture[1, 41] == white)
    #expect(picture[5, 75] == RGBA8(r: 0, g: 0, b: 0, a: 255) && picture[15, 75] == white)
    #expect(picture[62, 62] == ink(.red) && picture[78, 78] == ink(.blue))
  }
}
