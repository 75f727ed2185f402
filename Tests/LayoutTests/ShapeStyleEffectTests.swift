@testable import Cellshot
@testable import Raster
import Testing

/// Styles that draw more than a colour: a drop shadow carried by the style, an image tiled
/// across the shape; and fonts resolved at a text size.
@MainActor @Suite struct ShapeStyleEffectTests {
  /// A 4 by 4 picture: its left half red, its right half blue.
  func halves() throws -> Image {
    var buffer = try PixelBuffer(width: 4, height: 4)
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255), blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    for y in 0..<4 {
      for x in 0..<4 { buffer[x, y] = x < 2 ? red : blue }
    }
    return Image(pixelBuffer: buffer)
  }

  func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.b < 60 }
  func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 }

  @Test func dropShadowStyleDrawsAsTheShadowModifier() throws {
    let renderer = Renderer(size: CGSize(width: 100, height: 100),
                            background: Color(r: 200, g: 200, b: 200))
    let styled = Rectangle()
      .fill(Cellshot.Color.white.shadow(.drop(color: .black.opacity(0.5), radius: 8, y: 6)))
      .frame(width: 40, height: 40)
    let modified = Rectangle().fill(Cellshot.Color.white).frame(width: 40, height: 40)
      .shadow(color: .black.opacity(0.5), radius: 8, y: 6)
    let a = try renderer.render(styled).buffer, b = try renderer.render(modified).buffer
    #expect(a[50, 73].r < 180)
    #expect(a == b)
  }

  @Test func imagePaintTilesFromTheTopLeft() throws {
    let image = try halves()
    let renderer = Renderer(size: CGSize(width: 16, height: 8))
    let plain = try renderer.render(Rectangle().fill(ImagePaint(image: image))).buffer
    for (x, red) in [(0, true), (1, true), (2, false), (3, false), (4, true), (7, false),
                     (13, true), (15, false)] {
      #expect(isRed(plain[x, 5]) == red && isBlue(plain[x, 5]) == !red, "x \(x)")
    }
    // Twice as large: tiles 8 points wide.
    let doubled = try renderer.render(Rectangle().fill(.image(image, scale: 2))).buffer
    #expect(isRed(doubled[2, 2]) && isBlue(doubled[5, 2]) && isRed(doubled[9, 2]))
    // The right half of the picture only: blue all over.
    let part = try renderer.render(Rectangle().fill(ImagePaint(
      image: image, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))).buffer
    #expect((0..<16).allSatisfy { isBlue(part[$0, 3]) })
  }

  @Test func fontResolvesAtTheTextSize() {
    var environment = EnvironmentValues()
    #expect(Font.body.resolve(in: environment.fontResolutionContext).pointSize == 17)
    environment.dynamicTypeSize = .accessibility1
    let context = environment.fontResolutionContext
    #expect(Font.body.resolve(in: context).pointSize == 28)
    // A fixed size stays; a size set on a text style scales with it.
    #expect(Font.system(size: 20).resolve(in: context).pointSize == 20)
    #expect(Font.body.pointSize(34).resolve(in: context).pointSize == 56)
    #expect(Font.system(size: 10).scaled(by: 1.5).resolve(in: context).pointSize == 15)
    let resolved = Font.title.weight(.semibold).width(.condensed).smallCaps()
      .resolve(in: context)
    #expect(resolved.isBold && !resolved.isItalic && resolved.weight == .semibold)
    #expect(resolved.width == .condensed && resolved.isSmallCaps)
    #expect(!Font.body.lowercaseSmallCaps().resolve(in: context).isSmallCaps)
  }
}
