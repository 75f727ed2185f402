@testable import Cellshot
import CellshotTesting
import Testing

/// MeshGradient's pixels: corners carry their colours, a 2 x 2 mesh is a bilinear blend, a
/// bent point moves the colours with it, and shaders are drawn as if absent, with a warning.
@MainActor @Suite struct MeshGradientTests {
  func render<V: View>(_ view: V, size: CGFloat = 101) throws -> RenderedView {
    try Renderer(size: CGSize(width: size, height: size), scale: 1, background: .white)
      .render(view.ignoresSafeArea())
  }

  static let corners: [Color] = [
    Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1),
    Color(red: 0, green: 1, blue: 0), Color(red: 1, green: 1, blue: 1),
  ]

  static func square(smooth: Bool) -> MeshGradient {
    MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                 colors: corners, smoothsColors: smooth)
  }

  @Test(arguments: [true, false])
  func aTwoByTwoMeshIsABilinearBlend(smooth: Bool) throws {
    let picture = try render(Self.square(smooth: smooth)).buffer
    // Corners (pixel centres half a pixel in) carry their colours to within a level or two.
    func near(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, by tolerance: Int = 3) -> Bool {
      abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance
        && abs(Int(p.b) - b) <= tolerance && p.a == 255
    }
    #expect(near(picture[0, 0], 255, 0, 0), "\(picture[0, 0])")
    #expect(near(picture[100, 0], 0, 0, 255), "\(picture[100, 0])")
    #expect(near(picture[0, 100], 0, 255, 0), "\(picture[0, 100])")
    #expect(near(picture[100, 100], 255, 255, 255), "\(picture[100, 100])")
    // The centre is the four colours' mean: (2, 2, 2) / 4 of 255.
    #expect(near(picture[50, 50], 128, 128, 128, by: 1), "\(picture[50, 50])")
    // Along the top edge at a quarter: 3/4 red, 1/4 blue.
    #expect(near(picture[25, 0], 191, 0, 64, by: 2), "\(picture[25, 0])")
  }

  @Test func aMovedPointCarriesItsColour() throws {
    // A 3 x 2 mesh whose middle column leans right: the boundary between red and blue moves.
    let (red, blue) = (Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1))
    let straight = MeshGradient(width: 3, height: 2,
                                points: [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]],
                                colors: [red, red, blue, red, red, blue])
    let leaning = MeshGradient(width: 3, height: 2,
                               points: [[0, 0], [0.8, 0], [1, 0], [0, 1], [0.8, 1], [1, 1]],
                               colors: [red, red, blue, red, red, blue])
    let a = try render(straight).buffer, b = try render(leaning).buffer
    // At x = 70 the straight mesh is already blending to blue; the leaning one is still red.
    #expect(a[70, 50].b > 60, "\(a[70, 50])")
    #expect(b[70, 50].b < 10, "\(b[70, 50])")
  }

  @Test func aMeshFillsAShapeAndShowsItsBackgroundOutsideThePatches() throws {
    let inner = MeshGradient(width: 2, height: 2,
                             points: [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]],
                             colors: Array(repeating: Color(red: 1, green: 0, blue: 0), count: 4),
                             background: .blue)
    let picture = try render(Circle().fill(inner)).buffer
    let red = RGBA8(r: 255, g: 0, b: 0, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    let blue = Color.blue.resolved(dark: false).premultiplied
    #expect(picture[50, 50] == red)
    #expect(picture[50, 10] == blue)  // inside the circle, outside the patch
    #expect(picture[2, 2] == white)  // outside the circle
  }

  /// Apple's example of a 3 x 3 mesh with its middle point moved up and right.
  @Test func aBentMesh() throws {
    let points: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.8, 0.2], [1, 0.5],
                                  [0, 1], [0.5, 1], [1, 1]]
    let colors: [Color] = [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint]
    let mesh = MeshGradient(width: 3, height: 3, points: points, colors: colors)
    assertSnapshot(of: mesh.frame(width: 160, height: 160),
                   as: .image(layout: .sizeThatFits, scale: 2))
    // Neighbouring patches share their edges' points: no pixel between them shows the
    // background.
    let marked = MeshGradient(width: 3, height: 3, points: points, colors: colors,
                              background: Color(red: 1, green: 0, blue: 1))
    let picture = try Renderer(size: CGSize(width: 160, height: 160), scale: 3,
                               background: .white).render(marked.ignoresSafeArea()).buffer
    var gaps = 0
    for y in 0..<picture.height {
      for x in 0..<picture.width where picture[x, y] == RGBA8(r: 255, g: 0, b: 255, a: 255) {
        gaps += 1
      }
    }
    #expect(gaps == 0)
  }

  @Test func shadersDrawTheViewUnchangedAndWarn() throws {
    let shader = ShaderLibrary.ripple(.float(2), .color(.red))
    let plain = try render(Rectangle().fill(.green))
    let shaded = try render(Rectangle().fill(.green).colorEffect(shader))
    #expect(shaded.buffer == plain.buffer)
    #expect(shaded.warnings.contains {
      $0.contains("`ripple`") && $0.contains(".colorEffect")
    }, "\(shaded.warnings)")
    #expect(shader.function.name == "ripple" && shader.arguments.count == 2)
  }
}
