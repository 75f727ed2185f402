@testable import Cellshot
import CellshotTesting
import Testing

/// Canvas with GraphicsContext: paths filled and stroked in colours and gradients, text and
/// symbols drawn, under transforms, opacity and clips; and what it is told that cannot be
/// drawn is reported, not dropped silently.
@MainActor @Suite struct CanvasTests {
  let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

  func render<V: View>(_ view: V, scale: Int = 1) throws -> RenderedView {
    try Renderer(size: CGSize(width: 100, height: 100), scale: scale, background: .white)
      .render(view)
  }

  @Test func pathsAreFilledAndStrokedWhereTheClosureSays() throws {
    let canvas = Canvas { context, size in
      #expect(size == CGSize(width: 100, height: 100))
      context.fill(Path(CGRect(x: 10, y: 10, width: 30, height: 30)), with: .color(.red))
      var line = Path()
      line.move(to: CGPoint(x: 50, y: 80))
      line.addLine(to: CGPoint(x: 90, y: 80))
      context.stroke(line, with: .color(.blue), lineWidth: 4)
      context.fill(Path(ellipseIn: CGRect(x: 60, y: 10, width: 30, height: 30)),
                   with: .linearGradient(Gradient(colors: [.black, .white]),
                                         startPoint: CGPoint(x: 60, y: 0),
                                         endPoint: CGPoint(x: 90, y: 0)))
    }
    let picture = try render(canvas).buffer
    #expect(picture[25, 25] == Color.red.resolved(dark: false).premultiplied)
    #expect(picture[5, 5] == white)
    #expect(picture[70, 80].b > 200 && picture[70, 80].r < 100)  // on the line
    #expect(picture[70, 84] == white)  // the line is 4 points wide, centred
    #expect(picture[62, 25].r < 60 && picture[88, 25].r > 200)  // dark to light across
  }

  @Test func theTransformMovesTurnsAndScalesWhatFollows() throws {
    let moved = try render(Canvas { context, _ in
      context.translateBy(x: 50, y: 50)
      context.rotate(by: .degrees(45))
      context.fill(Path(CGRect(x: -10, y: -10, width: 20, height: 20)), with: .color(.black))
    }).buffer
    // A diamond: its points reach 14 points out along the axes, its square's corners did not.
    #expect(moved[50, 37] != white && moved[37, 50] != white)
    #expect(moved[41, 41] == white)
    let scaled = try render(Canvas { context, _ in
      context.scaleBy(x: 2, y: 2)
      context.stroke(Path(CGRect(x: 10, y: 10, width: 20, height: 20)), with: .color(.black),
                     lineWidth: 2)
    }).buffer
    // The outline runs at 20...60 points, its line 4 points wide once scaled (18...22).
    #expect(scaled[18, 40] != white && scaled[21, 40] != white)
    #expect(scaled[16, 40] == white && scaled[23, 40] == white && scaled[40, 40] == white)
  }

  /// A stroke takes its `StrokeStyle`: butt ends by default (it stopped in round caps past
  /// its ends), and dashes, scaled with the context's transform.
  @Test func strokesTakeTheirStyle() throws {
    func line(_ x0: CGFloat, _ x1: CGFloat, y: CGFloat) -> Path {
      var path = Path()
      path.move(to: CGPoint(x: x0, y: y))
      path.addLine(to: CGPoint(x: x1, y: y))
      return path
    }
    let picture = try render(Canvas { context, _ in
      context.stroke(line(10, 90, y: 20), with: .color(.black), lineWidth: 4)
      context.stroke(line(10, 90, y: 50), with: .color(.black),
                     style: StrokeStyle(lineWidth: 4, dash: [10]))
      context.scaleBy(x: 2, y: 2)
      context.stroke(line(5, 45, y: 40), with: .color(.black),
                     style: StrokeStyle(lineWidth: 2, dash: [5]))
    }).buffer
    #expect(picture[8, 20] == white && picture[11, 20] != white)  // butt: nothing before x 10
    // 10 on, 10 off from x 10; scaled twice, [5] is 10 pixels on, 10 off from x 10 too.
    #expect(picture[15, 50] != white && picture[25, 50] == white && picture[35, 50] != white)
    #expect(picture[15, 80] != white && picture[25, 80] == white && picture[35, 80] != white)
  }

  @Test func opacityClipsAndLayersShapeWhatIsDrawn() throws {
    let picture = try render(Canvas { context, size in
      var faded = context
      faded.opacity = 0.5
      faded.fill(Path(CGRect(x: 0, y: 0, width: 40, height: 40)), with: .color(.black))
      var clipped = context
      clipped.clip(to: Path(ellipseIn: CGRect(x: 50, y: 50, width: 40, height: 40)))
      clipped.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.black))
    }).buffer
    #expect(abs(Int(picture[20, 20].r) - 128) <= 1)  // half black over white
    #expect(picture[70, 70] == RGBA8(r: 0, g: 0, b: 0, a: 255))  // inside the clip circle
    #expect(picture[52, 52] == white && picture[95, 95] == white)  // outside it
    #expect(picture[45, 20] == white)  // the faded square's copy of the context kept no clip
  }

  @Test func textIsMeasuredAndDrawnAtItsAnchor() throws {
    var measured = CGSize.zero
    let rendered = try render(Canvas { context, _ in
      let label = context.resolve(Text("Hi").font(.system(size: 20)))
      measured = label.measure(in: CGSize(width: 100, height: 100))
      context.draw(label, at: CGPoint(x: 50, y: 50), anchor: .center)
      context.draw(Image(systemName: "star.fill"), at: CGPoint(x: 20, y: 20))
    })
    #expect(measured.width > 10 && measured.width < 40 && measured.height > 15, "\(measured)")
    let picture = rendered.buffer
    var ink: [Int] = []
    for x in 0..<100 where picture[x, 50] != white { ink.append(x) }
    // The text's ink is centred on x = 50 (within a few pixels of side bearings).
    #expect(!ink.isEmpty)
    if let first = ink.first, let last = ink.last { #expect(abs((first + last) / 2 - 50) <= 3) }
    #expect(picture[20, 20] != white)  // the star
    #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
  }

  @Test func filtersDrawOrAreReportedAndCanvasesAreDeterministic() throws {
    let disk = Path(ellipseIn: CGRect(x: 20, y: 20, width: 60, height: 60))
    let sharp = try render(Canvas { context, _ in context.fill(disk, with: .color(.green)) })
    let canvas = Canvas { context, _ in
      context.addFilter(.blur(radius: 8))
      context.fill(disk, with: .color(.green))
    }
    let first = try render(canvas, scale: 1)
    #expect(first.warnings.isEmpty, "\(first.warnings)")
    // The blur spreads ink past the disk's edge and softens its middle's edge.
    #expect(sharp.buffer[18, 50] == white)
    #expect(first.buffer[18, 50] != white)
    #expect(first.buffer[50, 50] == sharp.buffer[50, 50])
    #expect(try render(canvas, scale: 1).buffer == first.buffer)
    let hue = try render(Canvas { context, _ in
      context.addFilter(.hueRotation(.degrees(90)))
      context.fill(disk, with: .color(.green))
    })
    // A hue rotation draws: the green disk turned a quarter round is no longer the same green.
    #expect(hue.warnings.isEmpty, "\(hue.warnings)")
    #expect(hue.buffer != sharp.buffer)
  }
}
