@testable import Cellshot
import CellshotTesting
import Testing

/// iOS 26's Liquid Glass behind a view (a translucent light fill of what is behind in its
/// shape, a bright edge inside it) and the luminance-to-alpha filter (black, as opaque as the
/// view is bright).
@MainActor @Suite struct GlassAndLuminanceTests {
  @Test func luminanceBecomesAlphaInBlack() throws {
    let picture = try Renderer(size: CGSize(width: 30, height: 10), background: .white).render(
      HStack(spacing: 0) {
        Color.white.frame(width: 10, height: 10)
        Color.black.frame(width: 10, height: 10)
        Color(red: 1, green: 0, blue: 0).frame(width: 10, height: 10)
      }.luminanceToAlpha()).buffer
    #expect(picture[5, 5] == RGBA8(r: 0, g: 0, b: 0, a: 255))  // white: opaque black
    #expect(picture[15, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // black: clear
    // Red's luminance is 0.2126: black at 54 of 255 over white.
    #expect(picture[25, 5] == RGBA8(r: 201, g: 201, b: 201, a: 255))
  }

  @Test func glassIsALightTranslucentCapsuleWithABrightEdge() throws {
    let blue = Color(red: 0, green: 0, blue: 1)
    func render(_ view: some View) throws -> PixelBuffer {
      try Renderer(size: CGSize(width: 80, height: 40), background: blue).render(view).buffer
    }
    let picture = try render(Color.clear.frame(width: 60, height: 30).glassEffect())
    let centre = picture[40, 20], edge = picture[40, 5], corner = picture[11, 6]
    #expect(corner == RGBA8(r: 0, g: 0, b: 255, a: 255))  // outside the capsule
    #expect(centre.r > 100 && centre.r < 200 && centre.b == 255)  // lightened, still blue
    #expect(edge.r > centre.r + 40)  // the bright rim
    let clear = try render(Color.clear.frame(width: 60, height: 30).glassEffect(.clear))[40, 20]
    #expect(clear.r > 20 && clear.r < centre.r)
    let tinted = try render(Color.clear.frame(width: 60, height: 30)
      .glassEffect(.regular.tint(.red), in: .rect(cornerRadius: 4)))
    #expect(tinted[40, 20].r > centre.r && tinted[40, 20].g < centre.g)
    #expect(tinted[12, 7].r > 100)  // a rounded rectangle reaches near its corner
    let none = try render(Color.clear.frame(width: 60, height: 30).glassEffect(.identity))
    #expect(none[40, 20] == RGBA8(r: 0, g: 0, b: 255, a: 255))
  }
}
