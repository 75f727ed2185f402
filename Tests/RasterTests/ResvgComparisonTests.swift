import Foundation
import PNGCodec
import Raster
import Testing
import TestSupport

/// Rounded rects and strokes from resvg's own regression suite, re-drawn from the geometry in
/// `resvg-rect/GEOMETRY.md` and compared with resvg's reference renders (tiny-skia's
/// anti-aliasing). Both draw the same shapes, so interiors agree exactly; edge pixels differ by
/// the error in tiny-skia's coverage (it accumulates in 1/4 or 1/16 pixel steps and approximates
/// arcs by cubics), which the exact tests in CoverageTests bound for us.
@Suite struct ResvgComparisonTests {
  static let green = Color(r: 0, g: 128, b: 0)
  static let red = Color(r: 255, g: 0, b: 0)
  static let svgBlue = Color(r: 0, g: 0, b: 255)

  struct Case: Sendable, CustomTestStringConvertible {
    var file: String
    var size: (Int, Int) = (300, 300)
    /// The scale of the black frame rect(1, 1, 198, 198) the file draws, or nil for none.
    var frame: Double? = 1.5
    var draw: @Sendable (inout Canvas) -> Void
    /// The largest difference allowed on an edge pixel: 0 or 1 where both renderers must agree
    /// (pixel-aligned shapes), 40 where tiny-skia's coverage steps show (see the suite's note).
    var edgeBound: Int
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(file: "shapes/rect/simple-case", draw: { $0.fill(.rect(Rect(x: 30, y: 30, width: 240, height: 240)), with: green) },
         edgeBound: 0),
    Case(file: "shapes/rect/rounded-rect", draw: {
           // The file's red path underneath is the same rounded rect, drawn with cubics.
           $0.fill(.roundedRect(Rect(x: 30, y: 30, width: 240, height: 240), CornerRadii(30)), with: red)
           $0.fill(.roundedRect(Rect(x: 30, y: 30, width: 240, height: 240), CornerRadii(30)), with: green)
         },
         edgeBound: 40),
    Case(file: "shapes/rect/rx-attribute-clamping", draw: {
           $0.fill(.circle(center: Point(x: 150, y: 150), radius: 120), with: red)
           $0.fill(.circle(center: Point(x: 150, y: 150), radius: 120), with: green)
         },
         edgeBound: 40),
    Case(file: "shapes/rect/rx-and-ry-attributes-clamping-order", draw: {
           $0.fill(.ellipse(Rect(x: 30, y: 30, width: 240, height: 120)), with: red)
           $0.fill(.ellipse(Rect(x: 30, y: 30, width: 240, height: 120)), with: green)
         },
         edgeBound: 40),
    Case(file: "shapes/rect/mm-values", draw: {
           let u = 1.5 * 96 / 25.4
           $0.fill(.roundedRect(Rect(x: 5 * u, y: 5 * u, width: 44 * u, height: 44 * u), CornerRadii(6 * u)), with: green)
         }, edgeBound: 40),
    Case(file: "shapes/rect/percentage-values-1", size: (300, 150), draw: { $0.fill(.roundedRect(Rect(x: 30, y: 15, width: 240, height: 120), CornerRadii(60)), with: green) },
         edgeBound: 40),
    Case(file: "painting/stroke/named-color", draw: { $0.stroke(.rect(Rect(x: 30, y: 30, width: 240, height: 240)), width: 4.5, with: green) },
         edgeBound: 0),
    Case(file: "painting/stroke-width/bold", draw: { $0.stroke(.rect(Rect(x: 60, y: 60, width: 180, height: 180)), width: 90, with: green) },
         edgeBound: 1),
    Case(file: "painting/stroke-width/default", draw: {
           $0.stroke(.rect(Rect(x: 60, y: 60, width: 180, height: 180)), width: 1.5, with: red)
           $0.stroke(.rect(Rect(x: 60, y: 60, width: 180, height: 180)), width: 1.5, with: green)
         },
         edgeBound: 1),
    Case(file: "painting/stroke-linecap/butt", draw: { $0.drawLine(from: Point(x: 60, y: 60), to: Point(x: 240, y: 240), width: 15, cap: .butt, with: green) },
         edgeBound: 40),
    Case(file: "painting/stroke-linecap/round", draw: { $0.drawLine(from: Point(x: 60, y: 60), to: Point(x: 240, y: 240), width: 15, cap: .round, with: green) },
         edgeBound: 40),
    Case(file: "painting/stroke-linecap/square", draw: { $0.drawLine(from: Point(x: 60, y: 60), to: Point(x: 240, y: 240), width: 15, cap: .square, with: green) },
         edgeBound: 40),
    Case(file: "painting/stroke-linecap/zero-length-path-with-round", draw: {
           for (x, y) in [(100.0, 70.0), (70, 100), (130, 100), (100, 130)] {
             $0.drawLine(from: Point(x: x * 1.5, y: y * 1.5), to: Point(x: x * 1.5, y: y * 1.5), width: 30, cap: .round, with: green)
           }
         }, edgeBound: 40),
    Case(file: "extra/fill-and-stroke", size: (200, 200), frame: nil, draw: {
           $0.fill(.rect(Rect(x: 20, y: 20, width: 160, height: 160)), with: green)
           $0.stroke(.rect(Rect(x: 20, y: 20, width: 160, height: 160)), width: 2, with: svgBlue)
         }, edgeBound: 0),
    Case(file: "extra/horizontal-line", size: (200, 200), frame: nil, draw: {
           $0.drawLine(from: Point(x: 20, y: 100), to: Point(x: 180, y: 100), width: 10, with: green)
         }, edgeBound: 0),
    Case(file: "extra/subpixel-rect-position", size: (200, 200), frame: 1, draw: {
           $0.fill(.rect(Rect(x: 20.5, y: 30.5, width: 160, height: 160)), with: green, opacity: 0.5)
         }, edgeBound: 64),
    // ^ The four corners of the 1-pixel frame: tiny-skia draws a stroke this thin as a hairline
    // and leaves the corner pixel empty; the exact miter corner covers a quarter of it (64).
  ]

  @Test(arguments: cases)
  func matchesResvg(_ c: Case) throws {
    var canvas = try Canvas(width: c.size.0, height: c.size.1)
    c.draw(&canvas)
    if let k = c.frame {
      // Most files also stroke rect(1, 1, 198, 198) in black, 1 unit wide.
      let height = c.size.1 == 150 ? 98.0 : 198
      canvas.stroke(.rect(Rect(x: k, y: k, width: 198 * k, height: height * k)), width: k,
                    with: .black)
    }
    let reference = try PNGDecoder().decodeFile(TestPaths.testdata("resvg-rect/\(c.file).png"))
    #expect(reference.width == c.size.0 && reference.height == c.size.1)
    let strict = PixelDiff(canvas.buffer, reference, tolerance: 1)
    // Away from edges the two must agree to resvg's own rule (within 1): a shape in the wrong
    // place shows there. On edges, the difference is bounded by tiny-skia's coverage steps.
    var interiorDifferences = 0
    var worstEdge = 0
    for y in 0..<reference.height {
      for x in 0..<reference.width {
        let a = canvas.buffer[x, y], b = reference[x, y]
        let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)),
                    abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
        guard d > 1 else { continue }
        if Self.isEdge(canvas.buffer, x, y) || Self.isEdge(reference, x, y) {
          worstEdge = max(worstEdge, d)
        } else {
          interiorDifferences += 1
        }
      }
    }
    if ProcessInfo.processInfo.environment["CELLSHOT_REPORT"] != nil {
      print("resvg \(c.file): \(strict.differingPixels) pixels off by more than 1, largest \(strict.maxChannelDifference)")
    }
    #expect(interiorDifferences == 0, "\(c.file): \(interiorDifferences) pixels away from edges differ")
    #expect(worstEdge <= c.edgeBound, "\(c.file): an edge pixel differs by \(worstEdge)")
  }

  /// True when pixel (x, y) or one of its eight neighbours differs from another: an edge.
  static func isEdge(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Bool {
    let center = buffer[x, y]
    if center.a != 0 && center.a != 255 { return true }
    for dy in -1...1 {
      for dx in -1...1 {
        let nx = x + dx, ny = y + dy
        guard nx >= 0, ny >= 0, nx < buffer.width, ny < buffer.height else { continue }
        if buffer[nx, ny] != center { return true }
      }
    }
    return false
  }
}
