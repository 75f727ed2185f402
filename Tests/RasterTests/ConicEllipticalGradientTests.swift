@testable import Raster
import Testing

/// Conic (SwiftUI's AngularGradient) and elliptical gradients: t at known pixels, the rules for
/// less and more than a full turn, and the Swift path that draws them.
@Suite struct ConicEllipticalGradientTests {
  static let red = Color(red: 1, green: 0, blue: 0), green = Color(red: 0, green: 1, blue: 0)
  static let blue = Color(red: 0, green: 0, blue: 1), yellow = Color(red: 1, green: 1, blue: 0)
  static let white = Color(red: 1, green: 1, blue: 1), black = Color(red: 0, green: 0, blue: 0)
  static let turn = 2 * DeterministicMath.pi

  static func stops(_ colors: [Color]) -> [GradientStop] {
    colors.enumerated().map { i, color in
      GradientStop(color: color,
                   location: colors.count > 1 ? Double(i) / Double(colors.count - 1) : 0)
    }
  }

  /// `paint` over the whole of a `width` x `height` canvas.
  static func draw(_ paint: GradientPaint, _ width: Int, _ height: Int) throws -> PixelBuffer {
    var canvas = try Canvas(width: width, height: height)
    canvas.fill(.rect(Rect(x: 0, y: 0, width: Double(width), height: Double(height))),
                gradient: paint)
    return canvas.buffer
  }

  static func rgba(_ color: Color) -> RGBA8 {
    RGBA8(r: UInt8(Color.quantize(color.red)), g: UInt8(Color.quantize(color.green)),
          b: UInt8(Color.quantize(color.blue)), a: 255)
  }

  /// Stops at 0, 1/4, 1/2 and 3/4 of a full turn from 0: the pixel right of the centre takes
  /// the first, the one below it (clockwise: y grows downwards) the second, then left and
  /// above; just above the right the last colour holds up to the turn's end.
  @Test func aFourStopConicPutsItsStopsAtQuarterTurnsClockwiseFromThreeOClock() throws {
    let stops = [GradientStop(color: Self.red, location: 0),
                 GradientStop(color: Self.green, location: 0.25),
                 GradientStop(color: Self.blue, location: 0.5),
                 GradientStop(color: Self.yellow, location: 0.75)]
    let paint = GradientPaint.conic(stops: stops, center: Point(x: 50.5, y: 50.5),
                                    startAngle: 0, endAngle: Self.turn)
    let b = try Self.draw(paint, 101, 101)
    #expect(b[90, 50] == Self.rgba(Self.red))
    #expect(b[50, 90] == Self.rgba(Self.green))
    #expect(b[10, 50] == Self.rgba(Self.blue))
    #expect(b[50, 10] == Self.rgba(Self.yellow))
    #expect(b[90, 49] == Self.rgba(Self.yellow))
    // Between: below-right, an eighth of a turn, is half red and half green.
    let sampler = GradientSampler(paint, paint.table())
    #expect(sampler.t(80, sampler.row(80)) == 0.125)
    let half = b[80, 80]
    #expect(half.r == half.g && half.r >= 127 && half.r <= 128 && half.b == 0, "\(half)")
    // Turned by a quarter: the first stop below the centre.
    let turned = GradientPaint.conic(stops: stops, center: Point(x: 50.5, y: 50.5),
                                     startAngle: Self.turn / 4, endAngle: Self.turn * 5 / 4)
    let c = try Self.draw(turned, 101, 101)
    #expect(c[50, 90] == Self.rgba(Self.red) && c[10, 50] == Self.rgba(Self.green))
  }

  /// Less than a full turn: the gap takes the colour at 1 from the end to its middle, then
  /// the colour at 0 up to the start.
  @Test func theGapTakesTheEndColourToItsMiddleThenTheStartColour() throws {
    let half = ConicSweep(start: 0, end: DeterministicMath.pi)
    #expect(half.t(DeterministicMath.halfPi) == 0.5)
    #expect(half.t(0) == 0 && half.t(DeterministicMath.pi) == 1)
    // The gap runs from pi (left) through -pi/2 (above) to 0: its middle is straight up.
    #expect(half.t(-DeterministicMath.pi + 0.1) == 1)
    #expect(half.t(-DeterministicMath.halfPi - 0.01) == 1)
    #expect(half.t(-DeterministicMath.halfPi + 0.01) == 0)
    #expect(half.t(-0.1) == 0)
    // A sweep from 90 to 180 degrees: its gap, three quarters of a turn from 180 on, has its
    // middle at -45 (above right).
    let quarter = ConicSweep(start: DeterministicMath.halfPi, end: DeterministicMath.pi)
    let middle = -DeterministicMath.quarterPi
    #expect(quarter.t(middle - 0.01) == 1 && quarter.t(middle + 0.01) == 0)
    #expect(quarter.t(0.75 * DeterministicMath.pi) == 0.5)
    // In pixels: red to blue over the lower half; above, blue on the left, red on the right.
    let paint = GradientPaint.conic(stops: Self.stops([Self.red, Self.blue]),
                                    center: Point(x: 50.5, y: 50.5), startAngle: 0,
                                    endAngle: DeterministicMath.pi)
    let b = try Self.draw(paint, 101, 101)
    #expect(b[10, 45] == Self.rgba(Self.blue) && b[45, 10] == Self.rgba(Self.blue))
    #expect(b[90, 45] == Self.rgba(Self.red) && b[55, 10] == Self.rgba(Self.red))
    let bottom = b[50, 90]
    #expect(bottom.r >= 127 && bottom.r <= 128 && bottom.b >= 127 && bottom.b <= 128)
  }

  /// More than a full turn shows its last turn only; an end before the start sweeps
  /// counterclockwise; angles that are not finite give a full turn from 0.
  @Test func longerSweepsShowTheLastTurnAndBackwardSweepsTurnCounterclockwise() {
    let two = ConicSweep(start: 0, end: 2 * Self.turn)
    #expect(two.t(0) == 0.5 && two.t(DeterministicMath.pi) == 0.75)
    #expect(two.t(-1e-9) > 0.9999 && two.t(-1e-9) <= 1)
    // A turn and a half from a quarter turn: the last turn starts half a turn on (above), a
    // third of the way along.
    let long = ConicSweep(start: DeterministicMath.halfPi,
                          end: DeterministicMath.halfPi + 1.5 * Self.turn)
    #expect(abs(long.t(-DeterministicMath.halfPi) - 1.0 / 3) < 1e-15)
    #expect(abs(long.t(DeterministicMath.halfPi) - 2.0 / 3) < 1e-15)
    let backwards = ConicSweep(start: 0, end: -DeterministicMath.pi)
    #expect(backwards.t(-DeterministicMath.halfPi) == 0.5)
    #expect(backwards.t(DeterministicMath.halfPi + 0.01) == 1)  // the gap, below
    #expect(backwards.t(DeterministicMath.halfPi - 0.01) == 0)
    let broken = ConicSweep(start: .nan, end: .infinity)
    #expect(broken.t(DeterministicMath.pi) == 0.5 && broken.t(.nan) == 0)
    let none = ConicSweep(start: 1, end: 1)
    #expect(none.t(1) == 0 && none.t(1.5) == 1 && none.t(1 - 0.5) == 0)
  }

  /// In a frame twice as wide as high (in pixels, 200 x 50) the ellipses are stretched the
  /// same: with the default radii (0 to half the unit square) the last colour arrives at the
  /// middle of every edge, and the corners are past it. A circle would reach the sides only.
  @Test func anEllipticalGradientReachesItsLastColourAtTheFrameEdges() throws {
    let paint = GradientPaint.elliptical(stops: Self.stops([Self.white, Self.black]),
                                         center: Point(x: 100, y: 25), width: 200, height: 50,
                                         startFraction: 0, endFraction: 0.5)
    let sampler = GradientSampler(paint, paint.table())
    #expect(sampler.t(199, sampler.row(24)) > 0.99)  // right edge
    #expect(sampler.t(0, sampler.row(25)) > 0.99)  // left edge
    #expect(sampler.t(100, sampler.row(0)) > 0.97)  // top edge
    #expect(sampler.t(100, sampler.row(49)) > 0.97)  // bottom edge
    #expect(sampler.t(0, sampler.row(0)) == 1 && sampler.t(199, sampler.row(49)) == 1)
    // A quarter of the way out along each axis: the same t, 0.5 (to the pixel centres' half).
    #expect(abs(sampler.t(149, sampler.row(24)) - 0.5) < 0.01)
    #expect(abs(sampler.t(99, sampler.row(37)) - 0.5) < 0.03)
    let b = try Self.draw(paint, 200, 50)
    #expect(b[199, 25].r <= 3 && b[100, 0].r <= 8 && b[0, 0] == Self.rgba(Self.black))
    #expect(b[100, 25].r >= 250)
    #expect(abs(Int(b[150, 25].r) - Int(b[100, 37].r)) <= 4, "\(b[150, 25]) \(b[100, 37])")
    // Fractions move the stops: from 0.25 of the square out, the centre keeps the first
    // colour.
    let ring = GradientPaint.elliptical(stops: Self.stops([Self.white, Self.black]),
                                        center: Point(x: 100, y: 25), width: 200, height: 50,
                                        startFraction: 0.25, endFraction: 0.5)
    let r = try Self.draw(ring, 200, 50)
    #expect(r[100, 25] == Self.rgba(Self.white) && r[140, 25] == Self.rgba(Self.white))
    // A frame of no height: distances across it count for nothing, nothing is NaN.
    let flat = GradientSampler(.elliptical(stops: Self.stops([Self.white, Self.black]),
                                           center: Point(x: 100, y: 0), width: 200, height: 0,
                                           startFraction: 0, endFraction: 0.5), paint.table())
    #expect(flat.t(149, flat.row(30)) == flat.t(149, flat.row(0)))
    #expect(flat.t(149, flat.row(30)) > 0.49 && flat.t(149, flat.row(30)) < 0.51)
  }

  /// C's kernels, the lattice and the radial runs know lines and circles only: a conic or
  /// elliptical gradient (centred on a half pixel, as the runs would take) never goes there,
  /// and every pixel of a fill, small or large (cells), opaque or faded, is the Swift
  /// sampler's word at its t.
  @Test func conicAndEllipticalTakeTheSwiftPathPixelByPixel() throws {
    let stops = [GradientStop(color: Self.red, location: 0.1),
                 GradientStop(color: Color(red: 0.2, green: 0.5, blue: 0.9, opacity: 0.6),
                              location: 0.4),
                 GradientStop(color: Self.yellow, location: 0.8)]
    let paints: [GradientPaint] = [
      .conic(stops: stops, center: Point(x: 150.5, y: 120), startAngle: 0.3, endAngle: 5),
      .conic(stops: stops, center: Point(x: 40.25, y: 200.5), startAngle: 2, endAngle: -9),
      .elliptical(stops: stops, center: Point(x: 150.5, y: 120.5), width: 300, height: 120,
                  startFraction: 0.05, endFraction: 0.6),
    ]
    for (index, paint) in paints.enumerated() {
      let sampler = GradientSampler(paint, paint.table())
      let bounds = IntRect(x: 0, y: 0, width: 300, height: 240)
      #expect(!sampler.hasKernel)
      #expect(GradientLattice(sampler, bounds: bounds, direct: nil, cells: nil) == nil)
      #expect(RadialRuns(sampler, bounds: bounds) == nil, "case \(index)")
      // 300 x 240 pixels: enough for the cells; 60 x 40: too few.
      for (width, height) in [(300, 240), (60, 40)] {
        let b = try Self.draw(paint, width, height)
        for y in 0..<height {
          let row = sampler.row(y)
          for x in 0..<width where b[x, y].word != sampler.color(sampler.t(x, row)).word {
            Issue.record("case \(index) \(width)x\(height) pixel (\(x), \(y))")
            return
          }
        }
      }
    }
  }

  /// Hostile numbers (NaN, infinities, huge angles, centres and frames) give a t in 0...1 at
  /// every pixel and draw without trapping.
  @Test func hostileGeometryGivesTInRange() throws {
    let stops = Self.stops([Self.red, Self.blue])
    let paints: [GradientPaint] = [
      .conic(stops: stops, center: Point(x: .nan, y: 3), startAngle: 0, endAngle: 1),
      .conic(stops: stops, center: Point(x: 5, y: 5), startAngle: .nan, endAngle: .infinity),
      .conic(stops: stops, center: Point(x: 5, y: 5), startAngle: 1e308, endAngle: -1e308),
      .conic(stops: stops, center: Point(x: 1e300, y: -1e300), startAngle: 1e17,
             endAngle: 1e17 + 1),
      .elliptical(stops: stops, center: Point(x: .infinity, y: 0), width: .nan, height: -4,
                  startFraction: .nan, endFraction: 1),
      .elliptical(stops: stops, center: Point(x: 5, y: 5), width: 1e-300, height: 1e300,
                  startFraction: 0.5, endFraction: 0.5),
    ]
    for (index, paint) in paints.enumerated() {
      let sampler = GradientSampler(paint, paint.table())
      for y in -2..<12 {
        for x in -2..<12 {
          let t = sampler.t(x, sampler.row(y))
          #expect(t >= 0 && t <= 1, "case \(index) pixel (\(x), \(y)): \(t)")
        }
      }
      _ = try Self.draw(paint, 10, 10)
    }
  }
}
