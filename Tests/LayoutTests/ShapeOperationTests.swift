@testable import Cellshot
import Foundation
import Testing

/// Shapes combined by their paths (`union`, `intersection`, `subtracting`), a stroke as a
/// shape (`.stroke(lineWidth:)` filled, moved, scaled), `.in(rect)`, `.backgroundStyle`,
/// `ButtonBorderShape.circle` and a path's text: what they draw and give.
@MainActor @Suite struct ShapeOperationTests {
  func render<V: View>(_ view: V, _ w: Int = 40, _ h: Int = 40) throws -> PixelBuffer {
    try Renderer(size: CGSize(width: w, height: h), background: .white).render(view).buffer
  }

  let black = RGBA8(r: 0, g: 0, b: 0, a: 255)
  let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

  /// Two 24-point squares overlapping by half: (0, 0) and (12, 12) in a 40-point frame.
  struct Square: Shape {
    var dx: CGFloat = 0
    func path(in rect: CGRect) -> Path { Path(CGRect(x: dx, y: dx, width: 24, height: 24)) }
  }

  @Test func combinedShapesFillWhatTheOperationCovers() throws {
    let a = Square(), b = Square(dx: 12)
    func drawn<S: Shape>(_ shape: S) throws -> PixelBuffer {
      try render(shape.fill(Color.black).frame(width: 40, height: 40))
    }
    // Samples: only in a (5, 5), in both (18, 18), only in b (30, 30), in neither (35, 5).
    let union = try drawn(a.union(b))
    #expect(union[5, 5] == black && union[18, 18] == black && union[30, 30] == black)
    #expect(union[35, 5] == white)
    let both = try drawn(a.intersection(b))
    #expect(both[18, 18] == black && both[5, 5] == white && both[30, 30] == white)
    let cut = try drawn(a.subtracting(b))
    #expect(cut[5, 5] == black && cut[18, 18] == white && cut[30, 30] == white)
    let either = try drawn(a.symmetricDifference(b))
    #expect(either[5, 5] == black && either[18, 18] == white && either[30, 30] == black)
    // A circle less its right half: the left half only.
    let half = try drawn(Circle().subtracting(Rectangle().offset(x: 20)))
    #expect(half[10, 20] == black && half[30, 20] == white)
    // Its path is the operation's (edges on the squares' lines).
    let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
    #expect(a.intersection(b).path(in: rect).boundingRect == CGRect(x: 12, y: 12, width: 12,
                                                                    height: 12))
  }

  @Test func aStrokeAsAShapeDrawsAsTheStroke() throws {
    // Drawn as a view, filled, or in a foreground colour: the same pixels as the stroke.
    let stroke = try render(Circle().stroke(Color.black, lineWidth: 4).frame(width: 40, height: 40))
    let asView = try render(Circle().stroke(lineWidth: 4).frame(width: 40, height: 40))
    let filled = try render(Circle().stroke(lineWidth: 4).fill(Color.black)
      .frame(width: 40, height: 40))
    #expect(asView == stroke && filled == stroke)
    #expect(stroke[20, 1] == black && stroke[20, 20] == white)
    let styled = StrokeStyle(lineWidth: 6, lineCap: .round, dash: [4, 8])
    #expect(try render(Rectangle().stroke(style: styled).fill(Color.black).padding(8))
      == render(Rectangle().stroke(Color.black, style: styled).padding(8)))
    // Its path is the line's outline.
    let ring = Circle().stroke(lineWidth: 4).path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
    #expect(ring.contains(CGPoint(x: 20, y: 1)) && !ring.contains(CGPoint(x: 20, y: 20)))
    // Scaled as a shape, the line scales with the outline (half of 4 points).
    let scaled = try render(Rectangle().stroke(lineWidth: 4).scale(0.5)
      .fill(Color.black).frame(width: 40, height: 40))
    #expect(scaled[10, 20] == black && scaled[12, 20] == white && scaled[2, 20] == white)
  }

  @Test func aStyleInARectangleLaysItsGradientOutThere() throws {
    let gradient = LinearGradient(colors: [.black, .white], startPoint: .leading,
                                  endPoint: .trailing)
    // Laid out in the left half: black at x = 0, white from x = 20 on.
    let anchored = try render(Rectangle().fill(gradient.in(CGRect(x: 0, y: 0, width: 20,
                                                                   height: 40))))
    let whole = try render(Rectangle().fill(gradient))
    #expect(anchored[30, 20] == white && whole[30, 20].r < 230)
    #expect(anchored[10, 20].r > whole[10, 20].r)
  }

  @Test func theBackgroundStyleIsWhatTheBackgroundPaints() throws {
    let red = try render(Color.clear.background().backgroundStyle(Color.black))
    #expect(red[20, 20] == black)
    let shape = try render(Circle().fill(.background).backgroundStyle(Color.black)
      .background(Color.gray))
    #expect(shape[20, 20] == black)
    #expect(try render(Color.clear.background())[20, 20] == white)
    var environment = EnvironmentValues()
    #expect(environment.backgroundStyle == nil)
    environment.backgroundStyle = AnyShapeStyle(Color.red)
    #expect(environment.backgroundStyle != nil)
  }

  @Test func aCircleButtonIsRound() throws {
    let button = Button {} label: { Color.black.frame(width: 20, height: 20) }
      .buttonStyle(.borderedProminent).buttonBorderShape(.circle).tint(.black)
    let b = try render(button)
    // The corner of its 34-point frame is outside the circle, its edge's middle inside.
    #expect(b[4, 4] == white && b[20, 4] == black)
    #expect(ButtonBorderShape.circle.shapeKind == .circle)
  }

  @Test func aPathReadsBackItsDescription() throws {
    var path = Path()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addLine(to: CGPoint(x: 10.5, y: 0))
    path.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
    path.addCurve(to: CGPoint(x: 0, y: 10), control1: CGPoint(x: 8, y: 12),
                  control2: CGPoint(x: 2, y: 12))
    path.closeSubpath()
    #expect(path.description == "0 0 m 10.5 0 l 15 5 10 10 q 8 12 2 12 0 10 c h")
    #expect(Path(path.description) == path)
    #expect(Path("0 0 m 1 l") == nil && Path("0 0 x") == nil)
    #expect(Path("0 0 10 20 re")?.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 20))
    let mutable = CGMutablePath()
    mutable.move(to: CGPoint(x: 1, y: 2))
    mutable.addLine(to: CGPoint(x: 3, y: 4))
    #expect(Path(mutable).description == "1 2 m 3 4 l")
  }
}
