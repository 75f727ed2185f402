@testable import Cellshot
@testable import Raster
import CellshotTesting
import Testing

/// Linear and radial gradients and Color.gradient: colours by pixel centre, interpolated in
/// premultiplied components.
@MainActor @Suite struct GradientTests {
  static func render<V: View>(_ view: V, width: CGFloat = 100, height: CGFloat = 20) throws -> PixelBuffer {
    try Renderer(size: CGSize(width: width, height: height)).render(view).buffer
  }

  @Test func linearGradientInterpolatesByPixelCentre() throws {
    let red = Cellshot.Color(r: 255, g: 0, b: 0), blue = Cellshot.Color(r: 0, g: 0, b: 255)
    let b = try Self.render(LinearGradient(colors: [red, blue], startPoint: .leading,
                                           endPoint: .trailing))
    // Pixel x has centre x + 0.5: t = (x + 0.5) / 100.
    #expect(b[0, 10] == RGBA8(r: 254, g: 0, b: 1, a: 255))
    #expect(b[49, 10] == RGBA8(r: 129, g: 0, b: 126, a: 255))
    #expect(b[99, 10] == RGBA8(r: 1, g: 0, b: 254, a: 255))
    // Stops hold their colour before the first and after the last.
    let stops = try Self.render(LinearGradient(stops: [.init(color: red, location: 0.4),
                                                       .init(color: blue, location: 0.6)],
                                               startPoint: .leading, endPoint: .trailing))
    #expect(stops[10, 10] == RGBA8(r: 255, g: 0, b: 0, a: 255))
    #expect(stops[90, 10] == RGBA8(r: 0, g: 0, b: 255, a: 255))
    // A fade from clear keeps the colour (premultiplied): half-transparent blue, not grey.
    let fade = try Renderer(size: CGSize(width: 100, height: 20), background: .clear)
      .render(LinearGradient(colors: [.clear, blue], startPoint: .leading, endPoint: .trailing)).buffer
    let half = fade[49, 10]
    #expect(half.a == 126 && half.b == 126 && half.r == 0)
  }

  @Test func radialGradientAndShapeFills() throws {
    let b = try Self.render(Circle().fill(RadialGradient(colors: [.white, .black], center: .center,
                                                         startRadius: 0, endRadius: 10))
                              .frame(width: 20, height: 20), width: 20, height: 20)
    #expect(b[10, 10].r > 230 && b[10, 10].r < 255)
    #expect(b[10, 1].r < 40)
    #expect(b[0, 0] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // outside the circle: background
  }

  @Test func gradientCard() {
    let card = VStack(alignment: .leading, spacing: 12) {
      Text("Daily Mix").font(.title2).bold().foregroundColor(.white)
      Text("New music, picked for you").foregroundColor(.white.opacity(0.85))
      Spacer()
      Text("Play").padding(.horizontal, 20).padding(.vertical, 10)
        .background(Capsule().fill(Color.white.gradient))
    }
    .padding(20)
    .frame(width: 300, height: 180, alignment: .topLeading)
    .background(LinearGradient(colors: [.purple, .pink, .orange], startPoint: .topLeading,
                               endPoint: .bottomTrailing))
    .clipShape(RoundedRectangle(cornerRadius: 20, style: .continuous))
    .overlay(Circle().fill(RadialGradient(colors: [.white.opacity(0.5), .clear], center: .center,
                                          startRadius: 0, endRadius: 40))
             .frame(width: 80, height: 80).offset(x: 100, y: -40))
    .padding(20)
    assertSnapshot(of: card, as: .image(layout: .sizeThatFits, scale: 2))
  }
}

/// Drop shadows: the view's ink blurred by half the radius, tinted, offset, under the view.
@MainActor @Suite struct ShadowTests {
  @Test func shadowFallsUnderAndAround() throws {
    let view = Color.white.frame(width: 40, height: 40)
      .shadow(color: .black.opacity(0.5), radius: 8, x: 0, y: 6)
    let b = try Renderer(size: CGSize(width: 100, height: 100), background: Color(r: 200, g: 200, b: 200))
      .render(view).buffer
    // The card stays white; below it the background darkens; far away it does not.
    #expect(b[50, 50] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    #expect(b[50, 73].r < 180)
    #expect(b[50, 73].r < b[50, 78].r && b[50, 78].r <= b[50, 85].r)
    #expect(b[50, 99].r == 200 && b[5, 50].r == 200)
    // Left and right alike.
    for y in 0..<100 { #expect(b[30 - 5, y] == b[69 + 5, y]) }
    // The box widths of the almost-Gaussian: three passes whose variances add to sigma².
    let widths = Shadow.boxWidths(sigma: 4)
    var variance = 0.0
    for w in widths { variance += Double(w * w - 1) / 12 }
    #expect(abs(variance - 16) < 2.5, "\(widths)")
  }

  @Test func cardsWithShadows() {
    let view = HStack(spacing: 24) {
      RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Cellshot.Color.white)
        .frame(width: 110, height: 80).shadow(radius: 6)
      RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Cellshot.Color.white)
        .frame(width: 110, height: 80).shadow(color: .black.opacity(0.15), radius: 16, y: 8)
      Text("Shadow").font(.title).bold().foregroundColor(.white)
        .shadow(color: .blue, radius: 2, x: 2, y: 2)
    }
    .padding(32)
    .background(Color(.systemGroupedBackground))
    assertSnapshot(of: view, as: .image(layout: .sizeThatFits, scale: 2))
  }
}
