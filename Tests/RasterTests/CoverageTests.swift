import Foundation
@testable import Raster
import Testing

/// Coverage of every figure against the independent reference in ReferenceCoverage.swift:
/// at most 2 levels of 255 off on any pixel, at most 0.5 on average over the edge pixels.
@Suite struct CoverageTests {
  /// The rasterizer and the image filter round without libm; each rule must equal Swift's
  /// `rounded` everywhere, above all at halves, just off integers, below zero and far out.
  @Test func integerRoundingMatchesTheStandardLibrary() {
    var values: [Double] = [0, -0.0, 0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 0.49999999999999994,
                            -0.49999999999999994, 4503599627370495.5, -4503599627370495.5,
                            4503599627370496, 9007199254740993, 1e18, -1e18, 16383.5, 8191.5]
    for k in -40...40 {
      let base = Double(k) / 4
      values += [base, base.nextUp, base.nextDown, base + 0.5, (base + 0.5).nextDown,
                 (base + 0.5).nextUp]
    }
    var seed: UInt64 = 12345
    for _ in 0..<2000 {
      seed = seed &* 6364136223846793005 &+ 1442695040888963407
      values.append((Double(seed >> 11) / Double(1 << 53) - 0.5) * 1e4)
    }
    for x in values {
      #expect(DeterministicMath.floor(x) == Int(x.rounded(.down)), "floor \(x)")
      #expect(DeterministicMath.ceil(x) == Int(x.rounded(.up)), "ceil \(x)")
      #expect(DeterministicMath.round(x) == Int(x.rounded()), "round \(x)")
    }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var draw: @Sendable (inout Canvas) -> Void
    var reference: @Sendable () -> (any ReferenceShape, (any ReferenceShape)?)
    var testDescription: String { name }
  }

  static let black = Color.black

  static let cases: [Case] = [
    Case(name: "rounded rect at fractional position",
         draw: { $0.fill(.roundedRect(Rect(x: 3.3, y: 2.7, width: 41.15, height: 27.9), CornerRadii(7.35)), with: black) },
         reference: { (RefRoundedRect(Rect(x: 3.3, y: 2.7, width: 41.15, height: 27.9), radius: 7.35), nil) }),
    Case(name: "64x64 rounded rect r16 (the peers' benchmark shape)",
         draw: { $0.fill(.roundedRect(Rect(x: 2.5, y: 2.5, width: 64, height: 64), CornerRadii(16)), with: black) },
         reference: { (RefRoundedRect(Rect(x: 2.5, y: 2.5, width: 64, height: 64), radius: 16), nil) }),
    Case(name: "four different corner radii",
         draw: { $0.fill(.roundedRect(Rect(x: 1.6, y: 2.2, width: 40.3, height: 30.1),
                                      CornerRadii(topLeft: 0, topRight: 5.5, bottomRight: 12.25, bottomLeft: 2)), with: black) },
         reference: { (RefRoundedRect(Rect(x: 1.6, y: 2.2, width: 40.3, height: 30.1),
                                      corners: [(0, 0), (5.5, 5.5), (12.25, 12.25), (2, 2)]), nil) }),
    Case(name: "overlapping radii scaled down together",
         draw: { $0.fill(.roundedRect(Rect(x: 2.25, y: 2.75, width: 30, height: 12), CornerRadii(10)), with: black) },
         reference: { (RefRoundedRect(Rect(x: 2.25, y: 2.75, width: 30, height: 12), radius: 6), nil) }),
    Case(name: "circle",
         draw: { $0.fill(.circle(center: Point(x: 20.37, y: 18.81), radius: 13.6), with: black) },
         reference: { (RefRoundedRect.ellipse(Rect(x: 6.77, y: 5.21, width: 27.2, height: 27.2)), nil) }),
    Case(name: "circle of radius 0.4",
         draw: { $0.fill(.circle(center: Point(x: 3.3, y: 3.7), radius: 0.4), with: black) },
         reference: { (RefRoundedRect.ellipse(Rect(x: 2.9, y: 3.3, width: 0.8, height: 0.8)), nil) }),
    Case(name: "rounded rect with radius 0.6",
         draw: { $0.fill(.roundedRect(Rect(x: 1.45, y: 1.2, width: 3.3, height: 2.1), CornerRadii(0.6)), with: black) },
         reference: { (RefRoundedRect(Rect(x: 1.45, y: 1.2, width: 3.3, height: 2.1), radius: 0.6), nil) }),
    Case(name: "ellipse",
         draw: { $0.fill(.ellipse(Rect(x: 1.7, y: 3.1, width: 31.7, height: 13.2)), with: black) },
         reference: { (RefRoundedRect.ellipse(Rect(x: 1.7, y: 3.1, width: 31.7, height: 13.2)), nil) }),
    Case(name: "capsule",
         draw: { $0.fill(.capsule(Rect(x: 2.4, y: 1.9, width: 30.5, height: 9.3)), with: black) },
         reference: { (RefRoundedRect(Rect(x: 2.4, y: 1.9, width: 30.5, height: 9.3), radius: 4.65), nil) }),
    Case(name: "rect 0.3 pixels wide",
         draw: { $0.fill(.rect(Rect(x: 2.45, y: 1.1, width: 0.3, height: 5.5)), with: black) },
         reference: { (RefRoundedRect(Rect(x: 2.45, y: 1.1, width: 0.3, height: 5.5), radius: 0), nil) }),
    Case(name: "stroke 0.5 centred on a rounded rect",
         draw: { $0.stroke(.roundedRect(Rect(x: 3.3, y: 2.6, width: 30.4, height: 20.2), CornerRadii(6)), width: 0.5, with: black) },
         reference: { (RefRoundedRect(Rect(x: 3.05, y: 2.35, width: 30.9, height: 20.7), radius: 6.25),
                       RefRoundedRect(Rect(x: 3.55, y: 2.85, width: 29.9, height: 19.7), radius: 5.75)) }),
    Case(name: "stroke 3 centred on a rounded rect with radius 1 (sharp inner corners)",
         draw: { $0.stroke(.roundedRect(Rect(x: 4.2, y: 4.7, width: 30, height: 20), CornerRadii(1)), width: 3, with: black) },
         reference: { (RefRoundedRect(Rect(x: 2.7, y: 3.2, width: 33, height: 23), radius: 2.5),
                       RefRoundedRect(Rect(x: 5.7, y: 6.2, width: 27, height: 17), radius: 0)) }),
    Case(name: "strokeBorder 2.3 inside a rounded rect",
         draw: { $0.stroke(.roundedRect(Rect(x: 1.9, y: 2.1, width: 30, height: 21.3), CornerRadii(8)), width: 2.3, with: black, placement: .inside) },
         reference: { (RefRoundedRect(Rect(x: 1.9, y: 2.1, width: 30, height: 21.3), radius: 8),
                       RefRoundedRect(Rect(x: 4.2, y: 4.4, width: 25.4, height: 16.7), radius: 5.7)) }),
    // A big radius beside one under the stroke's half width: the inner corners no longer fit
    // the inner rectangle, and the hole is the inset rectangle cut by the big corner's circle
    // (unfitted radii in the reference: its corners cut the rectangle as they are).
    Case(name: "stroke 3 centred on a rounded rect, radius 23.5 beside 0.5",
         draw: { $0.stroke(.roundedRect(Rect(x: 4.3, y: 4.7, width: 40, height: 24),
                                        CornerRadii(topLeft: 23.5, topRight: 1, bottomRight: 12, bottomLeft: 0.5)),
                           width: 3, with: black) },
         reference: { (RefRoundedRect(Rect(x: 2.8, y: 3.2, width: 43, height: 27),
                                      corners: [(25, 25), (2.5, 2.5), (13.5, 13.5), (2, 2)]),
                       RefRoundedRect(Rect(x: 5.8, y: 6.2, width: 37, height: 21),
                                      corners: [(22, 22), (0, 0), (10.5, 10.5), (0, 0)])) }),
    Case(name: "strokeBorder 2.4 inside a rounded rect, radius 19.5 beside 0.5 and 1",
         draw: { $0.stroke(.roundedRect(Rect(x: 3.6, y: 2.2, width: 36, height: 20),
                                        CornerRadii(topLeft: 19.5, topRight: 3, bottomRight: 1, bottomLeft: 0.5)),
                           width: 2.4, with: black, placement: .inside) },
         reference: { (RefRoundedRect(Rect(x: 3.6, y: 2.2, width: 36, height: 20),
                                      corners: [(19.5, 19.5), (3, 3), (1, 1), (0.5, 0.5)]),
                       RefRoundedRect(Rect(x: 6.0, y: 4.6, width: 31.2, height: 15.2),
                                      corners: [(17.1, 17.1), (0.6, 0.6), (0, 0), (0, 0)])) }),
    // Strokes wider than the tightest curvature radius (b² / a): the inner offset curve folds
    // at the ends of the major axis, and the hole is what is left inside the folds.
    Case(name: "stroke 9 centred on a 56x20 ellipse (tightest curvature 3.6)",
         draw: { $0.stroke(.ellipse(Rect(x: 6.3, y: 20.2, width: 56, height: 20)), width: 9, with: black) },
         reference: { (RefParallelEllipse(Rect(x: 6.3, y: 20.2, width: 56, height: 20), offset: 4.5),
                       RefParallelEllipse(Rect(x: 6.3, y: 20.2, width: 56, height: 20), offset: -4.5)) }),
    Case(name: "strokeBorder 6 inside a 22x60 ellipse (tightest curvature 4.0)",
         draw: { $0.stroke(.ellipse(Rect(x: 20.1, y: 4.4, width: 22, height: 60)), width: 6, with: black,
                           placement: .inside) },
         reference: { (RefParallelEllipse(Rect(x: 20.1, y: 4.4, width: 22, height: 60), offset: 0),
                       RefParallelEllipse(Rect(x: 20.1, y: 4.4, width: 22, height: 60), offset: -6)) }),
    Case(name: "circle stroke 0.7",
         draw: { $0.stroke(.circle(center: Point(x: 12.6, y: 11.3), radius: 9.2), width: 0.7, with: black) },
         reference: { (RefRoundedRect.ellipse(Rect(x: 3.05, y: 1.75, width: 19.1, height: 19.1)),
                       RefRoundedRect.ellipse(Rect(x: 3.75, y: 2.45, width: 17.7, height: 17.7))) }),
    Case(name: "rect stroke 1 on half pixels (sharp corners)",
         draw: { $0.stroke(.rect(Rect(x: 2.5, y: 2.5, width: 20, height: 10)), width: 1, with: black) },
         reference: { (RefRoundedRect(Rect(x: 2, y: 2, width: 21, height: 11), radius: 0),
                       RefRoundedRect(Rect(x: 3, y: 3, width: 19, height: 9), radius: 0)) }),
    Case(name: "diagonal line 0.6 wide, butt caps",
         draw: { $0.drawLine(from: Point(x: 2.3, y: 3.1), to: Point(x: 27.8, y: 15.45), width: 0.6, with: black) },
         reference: { (RefPolygon.line(Point(x: 2.3, y: 3.1), Point(x: 27.8, y: 15.45), width: 0.6), nil) }),
    Case(name: "diagonal line 2.2 wide, square caps",
         draw: { $0.drawLine(from: Point(x: 4.3, y: 20.1), to: Point(x: 25.8, y: 3.45), width: 2.2, cap: .square, with: black) },
         reference: { (RefPolygon.line(Point(x: 4.3, y: 20.1), Point(x: 25.8, y: 3.45), width: 2.2, extend: 1.1), nil) }),
    Case(name: "line 3.1 wide, round caps",
         draw: { $0.drawLine(from: Point(x: 4.6, y: 5.2), to: Point(x: 24.1, y: 13.3), width: 3.1, cap: .round, with: black) },
         reference: { (RefCapsuleLine(a: Point(x: 4.6, y: 5.2), b: Point(x: 24.1, y: 13.3), width: 3.1), nil) }),
  ]

  @Test(arguments: cases)
  func coverageIsExact(_ c: Case) throws {
    var canvas = try Canvas(width: 72, height: 72)
    c.draw(&canvas)
    let (shape, hole) = c.reference()
    let error = CoverageError(canvas.buffer, shape, minus: hole)
    #expect(error.maxError <= 2, "\(c.name): \(error)")
    #expect(error.meanEdgeError <= 0.5, "\(c.name): \(error)")
    #expect(canvas.buffer.bytes.contains { $0 != 0 }, "\(c.name): nothing drawn")
    if ProcessInfo.processInfo.environment["CELLSHOT_REPORT"] != nil { print("coverage \(c.name): \(error)") }
  }
}
