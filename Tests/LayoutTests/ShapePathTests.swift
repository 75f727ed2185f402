@testable import Cellshot
import CellshotTesting
import Foundation
import Testing

/// Custom shapes and paths as SwiftUI draws them: filled, stroked, trimmed, arcs running as
/// SwiftUI's `clockwise` says.
@MainActor @Suite struct ShapePathTests {
  @Test func trimmedCircleStrokesAnArc() throws {
    let ring = Circle().trim(from: 0, to: 0.25)
      .stroke(Color.black, style: StrokeStyle(lineWidth: 4, lineCap: .round))
      .frame(width: 40, height: 40)
    let b = try Renderer(size: CGSize(width: 40, height: 40), background: .white).render(ring)
      .buffer
    // From 3 o'clock clockwise to 6 o'clock: the lower right quarter only.
    #expect(b[39, 20].r < 128 && b[20, 39].r < 128)  // the two ends
    #expect(b[34, 34].r < 128)  // the middle of the arc
    #expect(b[1, 20].r == 255 && b[20, 1].r == 255 && b[6, 6].r == 255)  // nothing elsewhere
  }

  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      }
    }
  }

  @Test func customShapesAndPathsDraw() throws {
    func render<V: View>(_ view: V) throws -> PixelBuffer {
      try Renderer(size: CGSize(width: 40, height: 40), background: .white).render(view).buffer
    }
    let triangle = try render(Triangle().fill(Color.black).frame(width: 40, height: 40))
    #expect(triangle[20, 30] == RGBA8(r: 0, g: 0, b: 0, a: 255))  // inside
    #expect(triangle[3, 3] == RGBA8(r: 255, g: 255, b: 255, a: 255))  // beside the apex
    #expect(triangle[20, 1].r < 255 && triangle[20, 1].r > 0)  // the apex, anti-aliased
    // A path's ellipse matches the built-in circle within anti-aliasing.
    let drawn = try render(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
      .fill(Color.black))
    let circle = try render(Circle().fill(Color.black).frame(width: 40, height: 40))
    var worst = 0
    for y in 0..<40 {
      for x in 0..<40 { worst = max(worst, abs(Int(drawn[x, y].r) - Int(circle[x, y].r))) }
    }
    #expect(worst < 40, "\(worst)")
    // A stroked open path: a line from corner to corner, nothing closing it.
    let line = try render(Path { p in
      p.move(to: CGPoint(x: 5, y: 5))
      p.addLine(to: CGPoint(x: 35, y: 35))
    }.stroke(Color.black, lineWidth: 2))
    #expect(line[20, 20].r < 100 && line[30, 10].r == 255)
    // An arc drawn `clockwise: false` runs clockwise on the screen, as in SwiftUI.
    let arc = try render(Path { p in
      p.addArc(center: CGPoint(x: 20, y: 20), radius: 15, startAngle: .degrees(0),
               endAngle: .degrees(90), clockwise: false)
    }.stroke(Color.black, lineWidth: 2))
    #expect(arc[20, 35].r < 128 && arc[20, 5].r == 255)  // through 6 o'clock, not 12
  }

  /// A stroked path is one band per subpath: its edge smooth along a wide arc (it was a chain of
  /// overlapping capsules, scalloped where they met), its ends butt unless the style asks for
  /// round ones, as SwiftUI's default `StrokeStyle`.
  @Test func pathStrokesAreSmoothBandsWithTheirCaps() throws {
    let arc = Path { p in
      p.addArc(center: CGPoint(x: 100, y: 100), radius: 60, startAngle: .degrees(180),
               endAngle: .degrees(0), clockwise: false)
    }
    let sheet = VStack(spacing: 0) {
      arc.stroke(Color.blue, lineWidth: 40).frame(width: 200, height: 130)
      arc.stroke(Color.blue, style: StrokeStyle(lineWidth: 40, lineCap: .round))
        .frame(width: 200, height: 130)
      Path { p in
        p.move(to: CGPoint(x: 20, y: 60))
        p.addLines([CGPoint(x: 70, y: 10), CGPoint(x: 120, y: 60), CGPoint(x: 170, y: 10)])
      }
      .stroke(Color.black, lineWidth: 12).frame(width: 200, height: 70)
    }
    let b = try Renderer(size: CGSize(width: 200, height: 330), background: .white).render(sheet)
      .buffer
    // Butt ends stop at the arc's ends (y 100); round ones go on 20 past them.
    #expect(b[40, 104].b == 255 && b[40, 104].r == 255, "butt: nothing past the end")
    #expect(b[40, 130 + 110].r < 100, "round: the cap below the end")
    // The outer edge is the circle of radius 80, not a scalloped one: along it, the pixel just
    // inside is covered and the one just outside is not.
    for degrees in stride(from: 190.0, through: 350.0, by: 20.0) {
      let t = degrees * Double.pi / 180
      let inside = (x: Int(100 + 78 * cos(t)), y: Int(100 + 78 * sin(t)))
      let outside = (x: Int(100 + 82.5 * cos(t)), y: Int(100 + 82.5 * sin(t)))
      #expect(b[inside.x, inside.y].r < 40 && b[outside.x, outside.y].r == 255, "\(degrees)")
    }
    assertSnapshot(of: sheet, as: .image(layout: .fixed(width: 200, height: 330), scale: 2))
  }

  /// Dashed strokes, as SwiftUI draws `StrokeStyle(dash:dashPhase:)`: a dashed rectangle
  /// from its top-left corner, a border inside its frame, dots of round caps round a circle
  /// from 3 o'clock, square caps, a dashed rule and a zigzag whose dashes turn its corners.
  @Test func dashedStrokesDrawTheirDashes() throws {
    let rule = Path { p in
      p.move(to: CGPoint(x: 0, y: 5))
      p.addLine(to: CGPoint(x: 100, y: 5))
    }
    let zigzag = Path { p in
      p.addLines([CGPoint(x: 10, y: 40), CGPoint(x: 50, y: 10), CGPoint(x: 90, y: 40),
                  CGPoint(x: 130, y: 10)])
    }
    let sheet = VStack(spacing: 10) {
      HStack(spacing: 10) {
        Rectangle().stroke(Color.black, style: StrokeStyle(lineWidth: 2, dash: [6]))
          .frame(width: 60, height: 40)
        RoundedRectangle(cornerRadius: 10)
          .strokeBorder(Color.blue, style: StrokeStyle(lineWidth: 3, dash: [10, 4], dashPhase: 5))
          .frame(width: 60, height: 40)
        Circle().stroke(Color.red, style: StrokeStyle(lineWidth: 5, lineCap: .round, dash: [0, 9]))
          .frame(width: 40, height: 40)
      }
      Capsule().stroke(LinearGradient(colors: [.purple, .orange], startPoint: .leading,
                                      endPoint: .trailing),
                       style: StrokeStyle(lineWidth: 4, lineCap: .square, dash: [8, 8]))
        .frame(width: 160, height: 30)
      rule.stroke(Color.gray, style: StrokeStyle(lineWidth: 1, dash: [4, 2]))
        .frame(width: 100, height: 10)
      zigzag.stroke(Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round,
                                                    lineJoin: .round, dash: [30, 12]))
        .frame(width: 140, height: 50)
    }
    .padding(8)
    let size = CGSize(width: 196, height: 196)
    let b = try Renderer(size: size, background: .white).render(sheet).buffer
    // The sheet is 176 points tall, centred: its content starts 10 + 8 down. The rule (1 point
    // at y 5 of its frame): 4 on, 2 off from its start, at 1x.
    let top = 10 + 8
    let ruleTop = top + 40 + 10 + 30 + 10, ruleLeft = (196 - 100) / 2
    let row = (0..<100).map { b[ruleLeft + $0, ruleTop + 5].r < 255 }
    #expect(row.prefix(12) == [true, true, true, true, false, false,
                               true, true, true, true, false, false], "\(row.prefix(12))")
    // The rectangle's top edge from its top-left corner: 6 on, 6 off.
    let rectLeft = (196 - 180) / 2
    #expect(b[rectLeft + 3, top].r < 128 && b[rectLeft + 9, top].r == 255
            && b[rectLeft + 15, top].r < 128)
    assertSnapshot(of: sheet, as: .image(layout: .fixed(width: 196, height: 196), scale: 2))
  }

  /// A trimmed inset circle strokes its arc on the smaller circle (it drew the whole circle).
  @Test func aTrimmedInsetCircleDrawsItsArc() throws {
    let ring = Circle().inset(by: 20).trim(from: 0, to: 0.5)
      .stroke(Color.black, lineWidth: 4).frame(width: 100, height: 100)
    let picture = try Renderer(size: CGSize(width: 100, height: 100), background: .white)
      .render(ring).buffer
    let white = RGBA8(r: 255, g: 255, b: 255, a: 255)
    #expect(picture[50, 80] != white)  // the bottom of the inset circle: on the arc
    #expect(picture[50, 20] == white)  // its top: trimmed away
    #expect(picture[50, 98] == white)  // the frame's own circle: not drawn
  }

  /// A circle offered a width and no height is a square of that width, as on the iPhone (it
  /// was 10 tall); a rectangle keeps 10.
  @Test func aCircleOfferedOneSideIsASquare() {
    let inScroll = layoutFrames(ScrollView { Circle().frame(width: 60) })
    #expect(firstFrame(inScroll, startingWith: "Circle").size == CGSize(width: 60, height: 60))
    let rectangle = layoutFrames(ScrollView { Rectangle().frame(width: 60) })
    #expect(firstFrame(rectangle, startingWith: "Rectangle").size == CGSize(width: 60, height: 10))
    let row = layoutFrames(ScrollView(.horizontal) { Circle().frame(height: 40) })
    #expect(firstFrame(row, startingWith: "Circle").size == CGSize(width: 40, height: 40))
  }

  @Test func shapeModifiersMoveTurnAndScaleTheOutline() throws {
    func render<V: View>(_ view: V) throws -> PixelBuffer {
      try Renderer(size: CGSize(width: 40, height: 40), background: .white).render(view).buffer
    }
    // `.offset` on a shape is a shape: filled after it, the outline moves in its frame.
    let moved = Rectangle().offset(x: 20)
    #expect(moved.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)).boundingRect
      == CGRect(x: 20, y: 0, width: 10, height: 10))
    let drawn = try render(Rectangle().offset(x: 20).fill(Color.black)
      .frame(width: 20, height: 40).frame(width: 40, height: 40, alignment: .leading))
    #expect(drawn[30, 20].r == 0 && drawn[10, 20].r == 255)
    // A quarter turn about the centre turns a wide bar upright.
    let bar = Rectangle().scale(x: 1, y: 0.25).rotation(.degrees(90))
    let box = bar.path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect
    #expect(abs(box.width - 10) < 1e-9 && abs(box.height - 40) < 1e-9)
    // An inset of a rotated shape is the rotated inset.
    let inset = Rectangle().rotation(.degrees(0)).inset(by: 5)
    #expect(inset.path(in: CGRect(x: 0, y: 0, width: 40, height: 40)).boundingRect
      == CGRect(x: 5, y: 5, width: 30, height: 30))
  }

  @Test func pathsTakeTransformsAndTangentArcs() {
    let shift = CGAffineTransform(translationX: 10, y: 0)
    var p = Path()
    p.addRect(CGRect(x: 0, y: 0, width: 5, height: 5), transform: shift)
    #expect(p.boundingRect == CGRect(x: 10, y: 0, width: 5, height: 5))
    // A corner rounded by a tangent arc: the line stops `radius` before the corner and the arc
    // ends `radius` along the second side.
    var corner = Path()
    corner.move(to: CGPoint(x: 0, y: 0))
    corner.addArc(tangent1End: CGPoint(x: 20, y: 0), tangent2End: CGPoint(x: 20, y: 20),
                  radius: 5)
    let end = corner.currentPoint ?? .zero
    #expect(abs(end.x - 20) < 1e-6 && abs(end.y - 5) < 1e-6, "\(end)")
    // Each corner its own radius: a square corner stays square.
    let uneven = Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 20),
                      cornerRadii: RectangleCornerRadii(topLeading: 10))
    #expect(uneven.boundingRect == CGRect(x: 0, y: 0, width: 20, height: 20))
  }

  struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
      Path { p in
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
      }
    }
  }

  struct FixedWedge: Shape {
    func path(in rect: CGRect) -> Path { Wedge().path(in: rect) }
    var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  }

  @Test func customShapesMirrorRightToLeftUnlessFixed() throws {
    func render<V: View>(_ view: V) throws -> PixelBuffer {
      try Renderer(size: CGSize(width: 40, height: 40), background: .white)
        .render(view.environment(\.layoutDirection, .rightToLeft)).buffer
    }
    // iOS 17 mirrors a shape of your own in a right-to-left layout: the wedge's wide end
    // is on the right.
    let mirrored = try render(Wedge().fill(Color.black).frame(width: 40, height: 40))
    #expect(mirrored[37, 3].r == 0 && mirrored[2, 3].r == 255)
    let fixed = try render(FixedWedge().fill(Color.black).frame(width: 40, height: 40))
    #expect(fixed[2, 3].r == 0 && fixed[37, 3].r == 255)
    // A view asks for the same with `.layoutDirectionBehavior(.mirrors(in: .rightToLeft))`.
    let view = try render(FixedWedge().fill(Color.black).frame(width: 40, height: 40)
      .layoutDirectionBehavior(.mirrors(in: .rightToLeft)))
    #expect(view[37, 3].r == 0 && view[2, 3].r == 255)
  }
}
