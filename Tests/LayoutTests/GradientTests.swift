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

  /// `Color.gradient` against iOS's own pixels (simulator screenshots and ImageRenderer output
  /// of public projects, sampled at tenths of the filled height; docs/drawing.md): the lighter
  /// top runs to the colour at 70 %, which holds to the bottom; white darkens from 30 % instead.
  @Test func colorGradientMatchesIOSMeasurements() throws {
    func column(_ color: Cellshot.Color, dark: Bool = false) throws -> PixelBuffer {
      try Renderer(size: CGSize(width: 4, height: 100), colorScheme: dark ? .dark : .light)
        .render(Rectangle().fill(color.gradient)).buffer
    }
    func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int) -> Bool {
      abs(Int(p.r) - r) <= 3 && abs(Int(p.g) - g) <= 3 && abs(Int(p.b) - b) <= 3
    }
    // Light-mode blue (0, 122, 255), iOS at 0, 30, 50 % and below 70 %.
    let blue = try column(.blue)
    #expect(near(blue[1, 0], 48, 158, 255), "\(blue[1, 0])")
    #expect(near(blue[1, 30], 28, 142, 255), "\(blue[1, 30])")
    #expect(near(blue[1, 50], 14, 132, 255), "\(blue[1, 50])")
    #expect(blue[1, 70] == blue[1, 99] && blue[1, 99] == RGBA8(r: 0, g: 122, b: 255, a: 255))
    // Red's top passes the sRGB range in red: that channel stays 255 all the way.
    let red = try column(.red)
    #expect(near(red[1, 0], 255, 101, 91) && near(red[1, 40], 255, 77, 66), "\(red[1, 0])")
    let orange = try column(.orange), green = try column(.green)
    #expect(near(orange[1, 0], 255, 179, 54) && near(orange[1, 50], 255, 158, 15))
    #expect(near(green[1, 0], 97, 221, 128) && near(green[1, 30], 78, 212, 112))
    // Dark mode: blue (10, 132, 255) from (56, 165, 255); black from 51.
    let darkBlue = try column(.blue, dark: true), black = try column(.black, dark: true)
    #expect(near(darkBlue[1, 0], 56, 165, 255) && near(darkBlue[1, 35], 33, 148, 255))
    #expect(near(black[1, 0], 51, 51, 51) && near(black[1, 35], 26, 26, 26))
    #expect(black[1, 70] == RGBA8(r: 0, g: 0, b: 0, a: 255))
    // White cannot lighten: white to 30 %, then down to 230 at the bottom.
    let white = try column(.white, dark: true)
    #expect(white[1, 0] == white[1, 29] && white[1, 29] == RGBA8(r: 255, g: 255, b: 255, a: 255))
    #expect(near(white[1, 64], 243, 243, 243) && near(white[1, 99], 230, 230, 230))
  }

  /// A style behind a view at the safe area's edge grows to the screen's edge, but its gradient
  /// keeps to the view's frame: iOS 18's weather screen, a 50-pt white button whose
  /// `.background(Color.white.gradient)` meets the bottom of the safe area, ramps from 30 % of
  /// the button to 230 at its foot (not over the 84 points down to the screen's edge).
  @Test func styleGradientGrownIntoSafeAreaKeepsToTheViewsFrame() throws {
    let button = VStack {
      Spacer()
      Text("Change").frame(width: 180, height: 50).background(Color.white.gradient)
    }
    let picture = try Renderer(device: .iphone13, scale: 3, colorScheme: .dark)
      .render(button).buffer
    // The iPhone 13's safe area ends at 810: the button spans 760..<810 points, x 105..<285;
    // the home indicator is x 128..<262 at the bottom, so x 110 is clear of it.
    let x = 110 * 3, top = 760 * 3, foot = 810 * 3
    #expect(picture[x, top + 40] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // above 30 %
    #expect(abs(Int(picture[x, foot - 1].r) - 230) <= 1, "\(picture[x, foot - 1])")
    // Below the button the fill goes on to the screen's edge in the gradient's last colour.
    #expect(picture[x, foot + 60] == picture[x, foot - 1], "\(picture[x, foot + 60])")
    #expect(picture[x, 844 * 3 - 1] == picture[x, foot - 1])
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
