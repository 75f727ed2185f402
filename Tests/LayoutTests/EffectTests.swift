@testable import Cellshot
import CellshotTesting
import Testing

/// scaleEffect, rotationEffect and mask: drawn moved or masked, laid out as before.
@MainActor @Suite struct EffectTests {
  /// A 40 x 20 picture that tells every orientation apart: red left half, a blue top-right
  /// quarter, green below it.
  var flag: some View {
    HStack(spacing: 0) {
      Color.red
      VStack(spacing: 0) { Color.blue; Color.green }
    }
    .frame(width: 40, height: 20)
  }

  func render<V: View>(_ view: V) throws -> PixelBuffer {
    try Renderer(size: CGSize(width: 60, height: 60), background: .white).render(view).buffer
  }

  @Test func effectsLeaveTheLayoutAlone() {
    let plain = layoutFrames(HStack { flag; Text("A") })
    let moved = layoutFrames(HStack {
      flag.scaleEffect(2).rotationEffect(.degrees(30)).mask { Circle() }
      Text("A")
    })
    #expect(frames(plain, "Text(\"A\")") == frames(moved, "Text(\"A\")"))
    #expect(frame(plain, "HStack") == frame(moved, "HStack"))
  }

  @Test func rightAnglesAndMirrorsMovePixelsExactly() throws {
    let plain = try render(flag)
    let turned = try render(flag.rotationEffect(.degrees(90)))
    let mirrored = try render(flag.scaleEffect(x: -1))
    // The flag covers x 10..<50, y 20..<40; turned clockwise about its centre (30, 30) it
    // covers x 20..<40, y 10..<50, its left (red) half now on top.
    for y in 0..<20 {
      for x in 0..<40 {
        let source = plain[10 + x, 20 + y]
        #expect(turned[39 - y, 10 + x] == source)
        #expect(mirrored[49 - x, 20 + y] == source)
      }
    }
    #expect(turned[30, 5] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // nothing outside
    #expect(turned[30, 15] == plain[15, 30])  // red on top
  }

  @Test func scaleAboutAnAnchor() throws {
    let half = try render(Color.red.frame(width: 40, height: 40).scaleEffect(0.5, anchor: .topLeading))
    // The 40 x 40 square at (10, 10), halved towards its top-left corner.
    #expect(half[10, 10] == RGBA8(r: 255, g: 59, b: 48, a: 255))
    #expect(half[29, 29] == RGBA8(r: 255, g: 59, b: 48, a: 255))
    #expect(half[30, 30] == RGBA8(r: 255, g: 255, b: 255, a: 255))
  }

  /// A view drawn at full size partly off the picture and scaled into it keeps the part that
  /// was off: the transform's layer covers what can reach the picture, not the picture
  /// (SwiftClockUI's numeral plates, scaled to 3/19 at the dial's edge, were cut in half).
  @Test func contentOffThePictureScaledIntoItIsKept() throws {
    let view = Circle().fill(Color.black).frame(width: 200, height: 200)
      .scaleEffect(0.25).position(x: 10, y: 30)
    let picture = try Renderer(size: CGSize(width: 60, height: 60), background: .white)
      .render(view).buffer
    // The quarter-size circle spans x -15...35: its part at x 0...10 was drawn off the left.
    #expect(picture[3, 30] == picture[20, 30], "\(picture[3, 30])")
    #expect(picture[50, 30] != picture[20, 30])
  }

  /// A turn inside a scale-down is drawn past the picture's edges before it is shrunk into it
  /// (Apple's badge tutorial: eight symbols turned about their bottoms, then scaled to a
  /// quarter, were cut to the unturned symbol's box).
  @Test func aTurnInsideAScaleDownIsKeptPastThePicture() throws {
    let view = ZStack(alignment: .bottomTrailing) {
      Color.clear
      Color.red.frame(width: 40, height: 40).rotationEffect(.degrees(45))
    }
    .frame(width: 240, height: 240)
    .scaleEffect(0.25)
    let picture = try Renderer(size: CGSize(width: 60, height: 60), background: .white)
      .render(view).buffer
    // The 240-point box is centred on the 60-point picture, at -90...150: its turned square
    // is centred at (130, 130), off the picture, and the quarter scale brings it to (55, 55).
    #expect(picture[55, 55] == RGBA8(r: 255, g: 59, b: 48, a: 255))
    #expect(picture[55, 50] == RGBA8(r: 255, g: 59, b: 48, a: 255))  // the diamond's top half
    #expect(picture[49, 49] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // beside it, not a box
  }

  @Test func maskKeepsOnlyWhereTheMaskHasInk() throws {
    let masked = try render(Color.red.frame(width: 40, height: 40).mask { Circle() })
    let circle = try render(Circle().fill(Color.red).frame(width: 40, height: 40))
    // A colour masked by a circle is that circle, pixel for pixel (within rounding of the
    // edge's coverage).
    for y in 0..<60 {
      for x in 0..<60 {
        let a = masked[x, y], b = circle[x, y]
        #expect(abs(Int(a.g) - Int(b.g)) <= 1 && abs(Int(a.r) - Int(b.r)) <= 1, "\(x), \(y)")
      }
    }
    // A mask's alpha is kept as a share: a half-transparent mask halves the colour.
    let faint = try render(Color.black.frame(width: 40, height: 40).mask { Color.black.opacity(0.5) })
    #expect(abs(Int(faint[30, 30].r) - 128) <= 1)
  }

  @Test func effectsGallery() {
    let view = HStack(spacing: 28) {
      VStack(spacing: 8) {
        Image(systemName: "star.fill").font(.title).foregroundStyle(.yellow).scaleEffect(1.5)
        Text("scale").font(.caption)
      }
      VStack(spacing: 8) {
        Text("NEW").font(.headline).foregroundColor(.white).padding(.horizontal, 10)
          .padding(.vertical, 4).background(Color.red, in: Capsule())
          .rotationEffect(.degrees(-20))
        Text("rotate").font(.caption)
      }
      VStack(spacing: 8) {
        LinearGradient(colors: [.purple, .orange], startPoint: .leading, endPoint: .trailing)
          .frame(width: 84, height: 40)
          .mask { Text("Mask").font(.largeTitle).bold() }
        Text("mask").font(.caption)
      }
      VStack(spacing: 8) {
        Text("Mirror").font(.title3).scaleEffect(x: -1)
        Text("mirror").font(.caption)
      }
    }
    .padding(24)
    .background(Color(.systemBackground))
    assertSnapshot(of: view, as: .image(layout: .sizeThatFits, scale: 2))
  }

  @Test func filtersChangeColoursNotLayout() throws {
    func pixel<V: View>(_ view: V) throws -> RGBA8 {
      try Renderer(size: CGSize(width: 20, height: 20), background: .white).render(view)
        .buffer[10, 10]
    }
    let red = Color(r: 255, g: 0, b: 0)
    #expect(try pixel(red.grayscale(1)) == RGBA8(r: 54, g: 54, b: 54, a: 255))
    #expect(try pixel(red.colorInvert()) == RGBA8(r: 0, g: 255, b: 255, a: 255))
    #expect(try pixel(Color.black.brightness(0.5)) == RGBA8(r: 128, g: 128, b: 128, a: 255))
    #expect(try pixel(Color.white.colorMultiply(red)) == RGBA8(r: 255, g: 0, b: 0, a: 255))
    // A blurred square spreads past its edge and fades inside it.
    let blurred = try Renderer(size: CGSize(width: 40, height: 40), background: .white)
      .render(Color.black.frame(width: 20, height: 20).blur(radius: 6)).buffer
    #expect(blurred[20, 20].r < 40 && blurred[8, 20].r < 250 && blurred[8, 20].r > 100)
    #expect(frame(layoutFrames(Text("A").blur(radius: 3)), "Text(\"A\")")
            == frame(layoutFrames(Text("A")), "Text(\"A\")"))
  }
}
