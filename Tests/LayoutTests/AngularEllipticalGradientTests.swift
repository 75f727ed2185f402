@testable import Cellshot
@testable import Raster
import CellshotTesting
import Testing

/// AngularGradient (conic) and EllipticalGradient in every spelling SwiftUI has: as views that
/// fill their frame, as shape styles (fill, stroke, strokeBorder, background, foreground), as
/// ShapeStyle members from a Gradient, colours, stops or an AnyGradient, and in a Canvas.
@MainActor @Suite struct AngularEllipticalGradientTests {
  static let red = Cellshot.Color(r: 255, g: 0, b: 0), green = Cellshot.Color(r: 0, g: 255, b: 0)
  static let blue = Cellshot.Color(r: 0, g: 0, b: 255)
  static let yellow = Cellshot.Color(r: 255, g: 255, b: 0)
  static let white = Cellshot.Color(r: 255, g: 255, b: 255)
  static let black = Cellshot.Color(r: 0, g: 0, b: 0)
  /// Stops at the quarter turns.
  static let quarters: [Gradient.Stop] = [
    .init(color: red, location: 0), .init(color: green, location: 0.25),
    .init(color: blue, location: 0.5), .init(color: yellow, location: 0.75)]

  static func render<V: View>(_ view: V, width: CGFloat = 101, height: CGFloat = 101) throws
    -> PixelBuffer
  {
    try Renderer(size: CGSize(width: width, height: height), background: .white).render(view)
      .buffer
  }

  static func pixel(_ color: Cellshot.Color) -> RGBA8 { color.resolved(dark: false).premultiplied }

  /// A conic gradient starts at 3 o'clock and runs clockwise: with stops at the quarter turns,
  /// right of the centre is the first, below the second, left the third, above the fourth;
  /// `angle` turns it.
  @Test func angularGradientStartsAtThreeOClockAndRunsClockwise() throws {
    let b = try Self.render(AngularGradient(stops: Self.quarters, center: .center))
    #expect(b[90, 50] == Self.pixel(Self.red) && b[50, 90] == Self.pixel(Self.green))
    #expect(b[10, 50] == Self.pixel(Self.blue) && b[50, 10] == Self.pixel(Self.yellow))
    let turned = try Self.render(AngularGradient(stops: Self.quarters, center: .center,
                                                 angle: .degrees(90)))
    #expect(turned[50, 90] == Self.pixel(Self.red) && turned[10, 50] == Self.pixel(Self.green))
    // The centre moves with its unit point: along the top edge (half a pixel below the
    // centre) almost the first stop, down the left edge almost the second.
    let corner = try Self.render(AngularGradient(stops: Self.quarters, center: .topLeading))
    let (top, left) = (corner[60, 0], corner[0, 60])
    #expect(top.r >= 253 && top.g <= 2 && top.b == 0, "\(top)")
    #expect(left.g >= 253 && left.r <= 2 && left.b == 0, "\(left)")
  }

  /// From 0 to 180 degrees: red to blue over the lower half; the missing upper half is blue
  /// (location 1) from the left up to 12 o'clock and red (location 0) from there on.
  @Test func aHalfTurnFillsTheGapWithItsEndColoursSplitHalfway() throws {
    let b = try Self.render(AngularGradient(colors: [Self.red, Self.blue], center: .center,
                                            startAngle: .zero, endAngle: .degrees(180)))
    #expect(b[10, 45] == Self.pixel(Self.blue) && b[45, 10] == Self.pixel(Self.blue))
    #expect(b[90, 45] == Self.pixel(Self.red) && b[55, 10] == Self.pixel(Self.red))
    #expect(b[50, 90].r >= 127 && b[50, 90].r <= 128 && b[50, 90].b >= 127)
  }

  /// The unit square stretched over a 200 x 50 frame: the last colour arrives at the middle
  /// of every edge, the top and bottom too, which a circle would not reach.
  @Test func ellipticalGradientStretchesToItsFrame() throws {
    let b = try Self.render(EllipticalGradient(colors: [Self.white, Self.black]), width: 200,
                            height: 50)
    #expect(b[100, 25].r >= 250)
    #expect(b[199, 25].r <= 3 && b[0, 25].r <= 3 && b[100, 0].r <= 8 && b[100, 49].r <= 8)
    #expect(b[0, 0] == Self.pixel(Self.black))
    let inner = try Self.render(EllipticalGradient(colors: [Self.white, Self.black],
                                                   startRadiusFraction: 0.25), width: 200,
                                height: 50)
    #expect(inner[100, 25] == Self.pixel(Self.white) && inner[140, 25] == Self.pixel(Self.white))
  }

  /// Every ShapeStyle member draws what its view draws.
  @Test func shapeStyleMembersDrawAsTheirViews() throws {
    let colors = [Self.red, Self.blue, Self.yellow]
    let gradient = Gradient(colors: colors)
    let stops = Gradient(colors: colors).stops
    func same<A: View, B: View>(_ a: A, _ b: B, _ line: Int = #line) throws {
      let x = try Self.render(a), y = try Self.render(b)
      #expect(x.bytes == y.bytes, "line \(line)")
    }
    let conic = AngularGradient(gradient: gradient, center: .center, angle: .degrees(30))
    try same(Rectangle().fill(.conicGradient(gradient, center: .center, angle: .degrees(30))),
             conic)
    try same(Rectangle().fill(.conicGradient(colors: colors, center: .center,
                                             angle: .degrees(30))), conic)
    try same(Rectangle().fill(.conicGradient(stops: stops, center: .center,
                                             angle: .degrees(30))), conic)
    try same(AngularGradient(colors: colors, center: .center, angle: .degrees(30)), conic)
    try same(AngularGradient(stops: stops, center: .center, angle: .degrees(30)), conic)
    let angular = AngularGradient(gradient: gradient, center: .bottom, startAngle: .degrees(180),
                                  endAngle: .degrees(360))
    try same(Rectangle().fill(.angularGradient(gradient, center: .bottom,
                                               startAngle: .degrees(180),
                                               endAngle: .degrees(360))), angular)
    try same(Rectangle().fill(.angularGradient(colors: colors, center: .bottom,
                                               startAngle: .degrees(180),
                                               endAngle: .degrees(360))), angular)
    try same(Rectangle().fill(.angularGradient(stops: stops, center: .bottom,
                                               startAngle: .degrees(180),
                                               endAngle: .degrees(360))), angular)
    try same(AngularGradient(colors: colors, center: .bottom, startAngle: .degrees(180),
                             endAngle: .degrees(360)), angular)
    let elliptical = EllipticalGradient(gradient: gradient, center: .topLeading,
                                        startRadiusFraction: 0.1, endRadiusFraction: 0.9)
    try same(Rectangle().fill(.ellipticalGradient(gradient, center: .topLeading,
                                                  startRadiusFraction: 0.1,
                                                  endRadiusFraction: 0.9)), elliptical)
    try same(Rectangle().fill(.ellipticalGradient(colors: colors, center: .topLeading,
                                                  startRadiusFraction: 0.1,
                                                  endRadiusFraction: 0.9)), elliptical)
    try same(Rectangle().fill(.ellipticalGradient(stops: stops, center: .topLeading,
                                                  startRadiusFraction: 0.1,
                                                  endRadiusFraction: 0.9)), elliptical)
    try same(Rectangle().fill(.ellipticalGradient(colors: colors)),
             EllipticalGradient(stops: stops))
    let linear = LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing)
    try same(Rectangle().fill(.linearGradient(gradient, startPoint: .leading,
                                              endPoint: .trailing)), linear)
    try same(Rectangle().fill(.linearGradient(colors: colors, startPoint: .leading,
                                              endPoint: .trailing)), linear)
    try same(Rectangle().fill(.linearGradient(stops: stops, startPoint: .leading,
                                              endPoint: .trailing)), linear)
    let radial = RadialGradient(gradient: gradient, center: .center, startRadius: 5,
                                endRadius: 40)
    try same(Rectangle().fill(.radialGradient(gradient, center: .center, startRadius: 5,
                                              endRadius: 40)), radial)
    try same(Rectangle().fill(.radialGradient(colors: colors, center: .center, startRadius: 5,
                                              endRadius: 40)), radial)
    try same(Rectangle().fill(.radialGradient(stops: stops, center: .center, startRadius: 5,
                                              endRadius: 40)), radial)
    try same(RadialGradient(stops: stops, center: .center, startRadius: 5, endRadius: 40),
             radial)
    // As a background, filling the frame.
    try same(Color.clear.background(conic), conic)
    try same(Color.clear.background(elliptical), elliptical)
  }

  /// An AnyGradient (`Color.blue.gradient`, or one made of a Gradient) takes the geometry of
  /// the member it is given to: its colours, lighter first, laid along a line, in circles, in
  /// ellipses or around a centre.
  @Test func anyGradientsTakeTheMembersGeometry() throws {
    let any = Color.blue.gradient
    func same<A: View, B: View>(_ a: A, _ b: B, _ line: Int = #line) throws {
      let x = try Self.render(a), y = try Self.render(b)
      #expect(x.bytes == y.bytes, "line \(line)")
    }
    try same(Rectangle().fill(.linearGradient(any, startPoint: .leading, endPoint: .trailing)),
             LinearGradient(gradient: any.gradient, startPoint: .leading, endPoint: .trailing))
    try same(Rectangle().fill(.radialGradient(any, endRadius: 40)),
             RadialGradient(gradient: any.gradient, center: .center, startRadius: 0,
                            endRadius: 40))
    try same(Rectangle().fill(.ellipticalGradient(any)),
             EllipticalGradient(gradient: any.gradient))
    try same(Rectangle().fill(.conicGradient(any, angle: .degrees(45))),
             AngularGradient(gradient: any.gradient, center: .center, angle: .degrees(45)))
    try same(Rectangle().fill(.angularGradient(any, startAngle: .zero, endAngle: .degrees(90))),
             AngularGradient(gradient: any.gradient, center: .center, startAngle: .zero,
                             endAngle: .degrees(90)))
    // Lighter at location 0: the left of a leading-to-trailing fill.
    let b = try Self.render(Rectangle().fill(.linearGradient(any, startPoint: .leading,
                                                             endPoint: .trailing)))
    #expect(b[0, 50].r > b[100, 50].r && b[0, 50].b >= b[100, 50].b)
    // Made of a Gradient: its own colours, top to bottom as a style.
    let made = AnyGradient(Gradient(colors: [Self.red, Self.blue]))
    let m = try Self.render(Rectangle().fill(made))
    #expect(m[50, 0].r > 250 && m[50, 100].b > 250)
    try same(Rectangle().fill(.conicGradient(made)),
             AngularGradient(colors: [Self.red, Self.blue], center: .center))
    // A Gradient as a style draws as its AnyGradient.
    try same(Rectangle().fill(Gradient(colors: [Self.red, Self.blue])), Rectangle().fill(made))
  }

  /// A ring stroked inside a circle's edge: the gradient laid over the circle's frame, the
  /// middle left alone; a centred stroke and a plain one agree with it where they overlap.
  @Test func strokesAndStrokeBordersTakeTheGradient() throws {
    let style = AngularGradient(stops: Self.quarters, center: .center)
    let ring = try Self.render(Circle().strokeBorder(style, lineWidth: 10))
    #expect(ring[97, 50] == Self.pixel(Self.red) && ring[50, 97] == Self.pixel(Self.green))
    #expect(ring[3, 50] == Self.pixel(Self.blue) && ring[50, 3] == Self.pixel(Self.yellow))
    #expect(ring[50, 50] == Self.pixel(Self.white) && ring[80, 50] == Self.pixel(Self.white))
    let centred = try Self.render(Circle().stroke(style, lineWidth: 10).padding(10))
    #expect(centred[88, 50] == Self.pixel(Self.red) && centred[50, 88] == Self.pixel(Self.green))
    let ellipse = try Self.render(Ellipse().strokeBorder(.ellipticalGradient(colors: [
      Self.white, Self.black]), lineWidth: 4), width: 200, height: 50)
    #expect(ellipse[198, 25].r <= 12 && ellipse[100, 25] == Self.pixel(Self.white))
  }

  /// Text takes one colour of a style: a gradient's first stop.
  @Test func foregroundStyleTakesTheFirstColourForText() throws {
    let style = AngularGradient(colors: [Self.red, Self.blue], center: .center)
    #expect(style.representativeColor == Self.red)
    #expect(EllipticalGradient(colors: [Self.blue, Self.red]).representativeColor == Self.blue)
    let text = try Self.render(Text("AAAA").font(.system(size: 40)).bold()
                                 .foregroundStyle(style))
    var reds = 0
    for y in 0..<101 { for x in 0..<101 where text[x, y] == Self.pixel(Self.red) { reds += 1 } }
    #expect(reds > 50)
  }

  /// In a Canvas: a conic gradient around a point, clockwise from its angle, turned with the
  /// context's transform and running the other way when it mirrors.
  @Test func canvasConicGradientsFollowTheTransform() throws {
    let gradient = Gradient(stops: Self.quarters)
    func draw(_ transform: @escaping (inout GraphicsContext) -> Void, _ angle: Angle = .zero)
      throws -> PixelBuffer
    {
      try Self.render(Canvas { context, size in
        transform(&context)
        context.fill(Path(CGRect(x: -60, y: -60, width: 120, height: 120)),
                     with: .conicGradient(gradient, center: .zero, angle: angle))
      })
    }
    let plain = try draw({ $0.translateBy(x: 50.5, y: 50.5) })
    #expect(plain[90, 50] == Self.pixel(Self.red) && plain[50, 90] == Self.pixel(Self.green))
    let angled = try draw({ $0.translateBy(x: 50.5, y: 50.5) }, .degrees(180))
    #expect(angled[10, 50] == Self.pixel(Self.red) && angled[50, 10] == Self.pixel(Self.green))
    let turned = try draw({
      $0.translateBy(x: 50.5, y: 50.5)
      $0.rotate(by: .degrees(90))
    })
    #expect(turned[50, 90] == Self.pixel(Self.red) && turned[10, 50] == Self.pixel(Self.green))
    let mirrored = try draw({
      $0.translateBy(x: 50.5, y: 50.5)
      $0.scaleBy(x: 1, y: -1)
    })
    #expect(mirrored[90, 50] == Self.pixel(Self.red) && mirrored[50, 10] == Self.pixel(Self.green))
    // A style laid over the path's bounds.
    let styled = try Self.render(Canvas { context, _ in
      context.fill(Path(CGRect(x: 0, y: 0, width: 101, height: 101)),
                   with: .style(AngularGradient(stops: Self.quarters, center: .center)))
    })
    #expect(styled[90, 50] == Self.pixel(Self.red) && styled[50, 90] == Self.pixel(Self.green))
  }

  /// The golden: a colour wheel ring (`strokeBorder`), a conic-filled circle turned to start
  /// at 12 o'clock, a half-turn angular gradient with its gap, and an elliptical gradient in
  /// a wide rounded rectangle.
  @Test func angularAndEllipticalGradients() {
    let view = VStack(spacing: 16) {
      HStack(spacing: 16) {
        Circle()
          .strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red],
                                        center: .center), lineWidth: 20)
          .frame(width: 120, height: 120)
        Circle()
          .fill(.conicGradient(colors: [.blue, .teal, .mint, .yellow, .orange, .pink, .blue],
                               center: .center, angle: .degrees(-90)))
          .frame(width: 120, height: 120)
        Circle()
          .fill(AngularGradient(colors: [.indigo, .cyan], center: .center,
                                startAngle: .zero, endAngle: .degrees(180)))
          .frame(width: 120, height: 120)
      }
      RoundedRectangle(cornerRadius: 24, style: .continuous)
        .fill(EllipticalGradient(colors: [.yellow, .orange, .pink, .purple]))
        .frame(width: 392, height: 110)
    }
    .padding(20)
    .background(Cellshot.Color.white)
    assertSnapshot(of: view, as: .image(layout: .sizeThatFits, scale: 2))
  }
}
