import Raster
import Testing

/// Absurd geometry is clamped or dropped, never a trap, and what is drawn is what the
/// clamped figure covers.
@Suite struct HostileGeometryTests {
  static func canvas(_ draw: (inout Canvas) -> Void) throws -> PixelBuffer {
    var canvas = try Canvas(width: 40, height: 30)
    draw(&canvas)
    return canvas.buffer
  }

  static func alphas(_ buffer: PixelBuffer) -> [UInt8] {
    (0..<buffer.height).flatMap { y in (0..<buffer.width).map { buffer[$0, y].a } }
  }

  /// `RoundedRectangle(cornerRadius: .infinity)`, the capsule idiom, trapped in `middleBand`
  /// (the CSS fit made the radius NaN); it is a capsule, filled, stroked and as a clip.
  @Test func infiniteRadiusIsACapsule() throws {
    let rect = Rect(x: 3.5, y: 6.25, width: 31, height: 13.5)
    for radii in [CornerRadii(.infinity), CornerRadii(1e300)] {
      let capsule = try Self.canvas { $0.fill(.capsule(rect), with: .black) }
      #expect(Self.alphas(try Self.canvas { $0.fill(.roundedRect(rect, radii), with: .black) })
              == Self.alphas(capsule))
      let stroked = try Self.canvas { $0.stroke(.capsule(rect), width: 2, with: .black) }
      #expect(Self.alphas(try Self.canvas { $0.stroke(.roundedRect(rect, radii), width: 2, with: .black) })
              == Self.alphas(stroked))
      let clipped = try Self.canvas {
        $0.pushClip(.roundedRect(rect, radii))
        $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), with: .black)
      }
      #expect(Self.alphas(clipped) == Self.alphas(capsule))
    }
  }

  /// Figures reaching past 2^24 pixels (up to infinity) are clamped there: each of these
  /// covers the whole canvas, as the unclamped figure would.
  @Test func hugeFiguresCoverTheCanvas() throws {
    let huge: [(String, (inout Canvas) -> Void)] = [
      ("rect ±1e35", { $0.fill(.rect(Rect(x: -1e35, y: -1e35, width: 2e35, height: 2e35)), with: .black) }),
      ("rect to infinity", { $0.fill(.rect(Rect(x: -5, y: -5, width: .infinity, height: .infinity)), with: .black) }),
      ("rounded rect ±1e19, radius 1e19", {
        $0.fill(.roundedRect(Rect(x: -1e19, y: -1e19, width: 2e19, height: 2e19), CornerRadii(1e19)), with: .black)
      }),
      ("ellipse ±1e35", { $0.fill(.ellipse(Rect(x: -1e35, y: -1e35, width: 2e35, height: 2e35)), with: .black) }),
      ("stroke 1e19 wide", { $0.stroke(.rect(Rect(x: 10, y: 10, width: 5, height: 5)), width: 1e19, with: .black) }),
      ("ellipse stroke infinitely wide", {
        $0.stroke(.ellipse(Rect(x: 10, y: 10, width: 9, height: 5)), width: .infinity, with: .black)
      }),
      ("clip ±1e35 with an infinite radius", {
        $0.pushClip(.roundedRect(Rect(x: -1e35, y: -1e35, width: 2e35, height: 2e35), CornerRadii(.infinity)))
        $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), with: .black)
      }),
    ]
    for (name, draw) in huge {
      let buffer = try Self.canvas(draw)
      #expect(Self.alphas(buffer).allSatisfy { $0 == 255 }, "\(name)")
    }
  }

  /// NaN edges leave nothing to draw; a NaN clip lets nothing through; far-off figures draw
  /// nothing; a line from -1e300 to 1e300 is a band across the canvas.
  @Test func nanAndFarOffFiguresDrawNothing() throws {
    let nothing: [(inout Canvas) -> Void] = [
      { $0.fill(.rect(Rect(x: .nan, y: 0, width: 10, height: 10)), with: .black) },
      { $0.fill(.roundedRect(Rect(x: 0, y: 0, width: 10, height: .nan), CornerRadii(3)), with: .black) },
      { $0.stroke(.ellipse(Rect(x: 0, y: 0, width: .nan, height: 4)), width: 2, with: .black) },
      { $0.stroke(.rect(Rect(x: 2, y: 2, width: 10, height: 10)), width: .nan, with: .black) },
      { $0.stroke(.rect(Rect(x: 2, y: 2, width: 10, height: 10)), width: -1e19, with: .black) },
      { $0.fill(.roundedRect(Rect(x: 1e19, y: 1e19, width: 10, height: 10), CornerRadii(.infinity)), with: .black) },
      {
        $0.pushClip(.ellipse(Rect(x: .nan, y: 0, width: 10, height: 10)))
        $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), with: .black)
        $0.popClip()
      },
    ]
    for (i, draw) in nothing.enumerated() {
      #expect(Self.alphas(try Self.canvas(draw)).allSatisfy { $0 == 0 }, "case \(i)")
    }
    let line = try Self.canvas {
      $0.drawLine(from: Point(x: -1e300, y: 4), to: Point(x: 1e300, y: 4), width: 2, with: .black)
    }
    #expect((0..<40).allSatisfy { line[$0, 3].a == 255 && line[$0, 4].a == 255 && line[$0, 6].a == 0 })
  }
}
