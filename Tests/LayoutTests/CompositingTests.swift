@testable import Cellshot
import CellshotTesting
import Testing

/// `.blendMode`, `.compositingGroup`, `GraphicsContext.blendMode` and clips to custom shapes:
/// pixels worked out by hand from the W3C's and Core Graphics' formulas.
@MainActor @Suite struct CompositingTests {
  /// The backdrop and the source of the blend tests, both opaque.
  let backdrop = Color(r: 200, g: 100, b: 50)
  let source = Color(r: 100, g: 150, b: 250)

  func pixel<V: View>(_ view: V, x: Int = 10, y: Int = 10) throws -> RGBA8 {
    try Renderer(size: CGSize(width: 20, height: 20), background: .white).render(view)
      .buffer[x, y]
  }

  func blended(_ mode: BlendMode, _ top: Color? = nil) throws -> RGBA8 {
    try pixel(ZStack { backdrop; (top ?? source).blendMode(mode) })
  }

  @Test func separableModesFollowTheFormulas() throws {
    // Multiply: S·B/255 = 100·200/255 = 78.4, 150·100/255 = 58.8, 250·50/255 = 49.0.
    #expect(try blended(.multiply) == RGBA8(r: 78, g: 59, b: 49, a: 255))
    // Screen: S + B - S·B/255 = 300 - 78.4, 250 - 58.8, 300 - 49.0.
    #expect(try blended(.screen) == RGBA8(r: 222, g: 191, b: 251, a: 255))
    // Difference: |S - B|.
    #expect(try blended(.difference) == RGBA8(r: 100, g: 50, b: 200, a: 255))
    // Plus lighter: min(255, S + B).
    #expect(try blended(.plusLighter) == RGBA8(r: 255, g: 250, b: 255, a: 255))
    // Plus darker: max(0, 255 - ((255 - S) + (255 - B))) = S + B - 255.
    #expect(try blended(.plusDarker) == RGBA8(r: 45, g: 0, b: 45, a: 255))
    // Normal is source-over.
    #expect(try blended(.normal) == RGBA8(r: 100, g: 150, b: 250, a: 255))
    // A visual effect's blend mode is the same.
    let effect = try pixel(ZStack {
      backdrop
      source.visualEffect { content, _ in content.blendMode(.multiply) }
    })
    #expect(effect == RGBA8(r: 78, g: 59, b: 49, a: 255))
  }

  @Test func luminosityKeepsTheBackdropsHueAndTheSourcesLuminance() throws {
    // Lum(S) = 0.3·40 + 0.59·200 + 0.11·120 = 143.2; Lum(B) = 60 + 59 + 5.5 = 124.5; B moved
    // by 18.7 in each colour: (218.7, 118.7, 68.7), all in range, so no clipping.
    let green = Color(r: 40, g: 200, b: 120)
    #expect(try blended(.luminosity, green) == RGBA8(r: 219, g: 119, b: 69, a: 255))
  }

  @Test func porterDuffModesKeepTheBackdropOutsideTheSource() throws {
    // A 10 x 10 source in the middle of a 20 x 20 backdrop: source atop shows it where the
    // backdrop is (everywhere here); destination over keeps the opaque backdrop on top.
    let small = source.frame(width: 10, height: 10)
    let atop = try pixel(ZStack { backdrop; small.blendMode(.sourceAtop) })
    #expect(atop == RGBA8(r: 100, g: 150, b: 250, a: 255))
    let under = try pixel(ZStack { backdrop; small.blendMode(.destinationOver) })
    #expect(under == RGBA8(r: 200, g: 100, b: 50, a: 255))
  }

  /// The badge with a hole: destination-out cuts the small circle out of the red disc only,
  /// inside the compositing group, so the blue page shows through it.
  @Test func destinationOutCutsAHoleInItsGroupOnly() throws {
    let badge = ZStack {
      Circle().fill(Color(r: 255, g: 0, b: 0))
      Circle().frame(width: 8, height: 8).blendMode(.destinationOut)
    }
    .compositingGroup()
    let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    let view = ZStack { Color(r: 0, g: 0, b: 255); badge }
    #expect(try pixel(view, x: 10, y: 10) == blue)  // the hole
    #expect(try pixel(view, x: 3, y: 10) == RGBA8(r: 255, g: 0, b: 0, a: 255))  // the ring
    #expect(try pixel(view, x: 0, y: 0) == blue)  // outside the disc
    // The same badge drawn with .drawingGroup() is the same group.
    let drawn = ZStack {
      Color(r: 0, g: 0, b: 255)
      ZStack {
        Circle().fill(Color(r: 255, g: 0, b: 0))
        Circle().frame(width: 8, height: 8).blendMode(.destinationOut)
      }
      .drawingGroup()
    }
    #expect(try pixel(drawn, x: 10, y: 10) == blue)
  }

  @Test func aCanvasBlendsItsDrawingByTheContextsMode() throws {
    let canvas = Canvas { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(backdrop))
      var top = context
      top.blendMode = .multiply
      top.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(source))
    }
    #expect(try pixel(canvas, x: 10, y: 10) == RGBA8(r: 78, g: 59, b: 49, a: 255))
    #expect(try pixel(canvas, x: 2, y: 2) == RGBA8(r: 200, g: 100, b: 50, a: 255))
    // Clear punches through the canvas's own drawing to the white page under it.
    let punched = Canvas { context, size in
      context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(backdrop))
      var hole = context
      hole.blendMode = .clear
      hole.fill(Path(CGRect(x: 5, y: 5, width: 10, height: 10)), with: .color(.black))
    }
    #expect(try pixel(punched, x: 10, y: 10) == RGBA8(r: 255, g: 255, b: 255, a: 255))
    #expect(try pixel(punched, x: 2, y: 2) == RGBA8(r: 200, g: 100, b: 50, a: 255))
  }

  /// A clip to a custom shape keeps what a fill of the shape covers, pixel for pixel (the
  /// same exact coverage), and leaves the pixels outside its path as they were.
  @Test func clipShapeWithACustomShapeClipsToItsPath() throws {
    let red = Color(r: 255, g: 0, b: 0)
    let renderer = Renderer(size: CGSize(width: 20, height: 20), background: .white)
    let filled = try renderer.render(CornerTriangle().fill(red)).buffer
    let clipped = try renderer.render(red.clipShape(CornerTriangle())).buffer
    let masked = try renderer.render(red.mask { CornerTriangle() }).buffer
    #expect(clipped == filled)
    #expect(masked == filled)
    #expect(clipped[15, 15] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // below the diagonal
    #expect(clipped[3, 3] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    let edge = clipped[10, 9]  // half covered by the diagonal x + y = 20
    #expect(edge.g > 0 && edge.g < 255)
    // Two nested squares wound the same way: the even-odd rule leaves the inner one out.
    let squares = NestedSquares()
    let ring = try renderer.render(red.clipShape(squares, style: FillStyle(eoFill: true))).buffer
    let solid = try renderer.render(red.clipShape(squares)).buffer
    #expect(ring[10, 10] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    #expect(ring[2, 2] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(solid[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
  }

  @Test func compositingSheet() {
    assertSnapshot(of: CompositingSheet(), as: .image(layout: .sizeThatFits, scale: 2))
  }
}

/// The top-left half of its frame: (0, 0), (width, 0), (0, height).
struct CornerTriangle: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    path.closeSubpath()
    return path
  }
}

/// The frame and a square inside it, both clockwise.
struct NestedSquares: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path()
    path.addRect(rect)
    path.addRect(rect.insetBy(dx: rect.width / 4, dy: rect.height / 4))
    return path
  }
}

/// A chat bubble: a rounded body with a tail curving out of its bottom-right corner.
struct ChatBubble: Shape {
  func path(in rect: CGRect) -> Path {
    let r: CGFloat = 16, tail: CGFloat = 8
    let body = CGRect(x: rect.minX, y: rect.minY, width: rect.width - tail, height: rect.height)
    var p = Path()
    p.move(to: CGPoint(x: body.minX + r, y: body.minY))
    p.addLine(to: CGPoint(x: body.maxX - r, y: body.minY))
    p.addQuadCurve(to: CGPoint(x: body.maxX, y: body.minY + r),
                   control: CGPoint(x: body.maxX, y: body.minY))
    p.addLine(to: CGPoint(x: body.maxX, y: body.maxY - 14))
    p.addCurve(to: CGPoint(x: rect.maxX, y: rect.maxY),
               control1: CGPoint(x: body.maxX, y: body.maxY - 4),
               control2: CGPoint(x: rect.maxX - 2, y: rect.maxY - 1))
    p.addQuadCurve(to: CGPoint(x: body.maxX - 12, y: body.maxY),
                   control: CGPoint(x: body.maxX - 4, y: rect.maxY + 1))
    p.addLine(to: CGPoint(x: body.minX + r, y: body.maxY))
    p.addQuadCurve(to: CGPoint(x: body.minX, y: body.maxY - r),
                   control: CGPoint(x: body.minX, y: body.maxY))
    p.addLine(to: CGPoint(x: body.minX, y: body.minY + r))
    p.addQuadCurve(to: CGPoint(x: body.minX + r, y: body.minY),
                   control: CGPoint(x: body.minX, y: body.minY))
    p.closeSubpath()
    return p
  }
}

/// Every blend mode, a red circle over a gradient square, each in a compositing group; the
/// badge with a hole; a picture clipped to a chat bubble.
struct CompositingSheet: View {
  static let modes: [BlendMode] = [
    .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
    .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
    .sourceAtop, .destinationOver, .destinationOut, .plusDarker, .plusLighter,
  ]

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Grid(horizontalSpacing: 10, verticalSpacing: 8) {
        ForEach(0..<7, id: \.self) { row in
          GridRow {
            ForEach(0..<3, id: \.self) { column in cell(Self.modes[row * 3 + column]) }
          }
        }
      }
      HStack(spacing: 20) {
        ZStack {
          Circle().fill(Color.red)
          Circle().frame(width: 18, height: 18).blendMode(.destinationOut)
        }
        .frame(width: 44, height: 44)
        .compositingGroup()
        Image(pixelBuffer: Self.picture, scale: 1)
          .resizable()
          .frame(width: 120, height: 64)
          .clipShape(ChatBubble())
      }
      .padding(10)
      .background(LinearGradient(colors: [.mint, .indigo], startPoint: .leading,
                                 endPoint: .trailing))
    }
    .padding(12)
    .background(Color.white)
  }

  func cell(_ mode: BlendMode) -> some View {
    VStack(spacing: 2) {
      ZStack(alignment: .topLeading) {
        LinearGradient(colors: [.blue, .yellow], startPoint: .topLeading,
                       endPoint: .bottomTrailing)
          .frame(width: 40, height: 40)
        Circle().fill(Color(r: 230, g: 60, b: 40)).frame(width: 32, height: 32)
          .offset(x: 22, y: 14)
          .blendMode(mode)
      }
      .frame(width: 60, height: 48, alignment: .topLeading)
      .compositingGroup()
      Text("\(mode)").font(.caption2)
    }
  }

  /// A 60 x 32 picture: a sky gradient, a sun and a hill.
  static let picture: PixelBuffer = {
    var bytes: [UInt8] = []
    for y in 0..<32 {
      for x in 0..<60 {
        let sun = (x - 44) * (x - 44) + (y - 9) * (y - 9) < 36
        let hill = (x - 20) * (x - 20) + (y - 48) * (y - 48) < 30 * 30
        let rgb: (Int, Int, Int) = hill ? (60, 150, 70) : sun ? (255, 200, 60)
          : (90 + y * 3, 150 + y * 2, 240)
        bytes += [UInt8(rgb.0), UInt8(rgb.1), UInt8(rgb.2), 255]
      }
    }
    return (try? PixelBuffer(width: 60, height: 32, straightRGBA: bytes))
      ?? (try! PixelBuffer(width: 1, height: 1))
  }()
}
