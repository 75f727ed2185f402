import PNGCodec
import Raster

/// `cellshot render [--out DIR]`: renders the screens and prints each file written.
enum RenderCommand {
  static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments, valueOptions: ["--out"])
    guard args.operands.isEmpty else {
      throw UsageError("unexpected argument '\(args.operands[0])'")
    }
    let folder = args.values["--out"] ?? "out"
    try FileIO.makeDirectories(folder)
    let path = folder + "/test-card.png"
    try PNGEncoder.small.write(try TestCard.render(), to: path)
    print(path)
    return 0
  }
}

/// A card of shapes until the real screens exist.
enum TestCard {
  static func render() throws -> PixelBuffer {
    var canvas = try Canvas(width: 320, height: 240, background: .white)
    canvas.fill(.roundedRect(Rect(x: 10.5, y: 10.25, width: 90, height: 60), CornerRadii(12)),
                with: .blue)
    canvas.stroke(.roundedRect(Rect(x: 120.3, y: 10.6, width: 90, height: 60), CornerRadii(12)),
                  width: 3, with: .orange)
    canvas.fill(.circle(center: Point(x: 265, y: 40), radius: 30.3), with: .green)
    canvas.stroke(.circle(center: Point(x: 265, y: 40), radius: 30.3), width: 0.5, with: .black)
    canvas.fill(.ellipse(Rect(x: 10, y: 90, width: 100, height: 50)), with: .purple, opacity: 0.5)
    canvas.stroke(.ellipse(Rect(x: 10, y: 90, width: 100, height: 50)), width: 4, with: .red,
                  placement: .inside)
    canvas.fill(.capsule(Rect(x: 130, y: 100, width: 80, height: 30)), with: .pink)
    canvas.drawLine(from: Point(x: 230, y: 90), to: Point(x: 300, y: 140), width: 6, cap: .round,
                    with: .gray)
    canvas.drawLine(from: Point(x: 230, y: 140), to: Point(x: 300, y: 100), width: 1, with: .black)
    canvas.pushClip(.roundedRect(Rect(x: 10, y: 160, width: 140, height: 70), CornerRadii(20)))
    for i in 0..<8 {
      canvas.fill(.rect(Rect(x: 10 + Double(i) * 18, y: 160, width: 18, height: 70)),
                  with: [Color.red, .orange, .yellow, .green, .blue, .purple, .pink, .gray][i])
    }
    canvas.popClip()
    var checker = try PixelBuffer(width: 4, height: 3)
    for y in 0..<3 { for x in 0..<4 { checker[x, y] = ((x + y) % 2 == 0 ? Color.black : Color.yellow).premultiplied } }
    canvas.drawImage(checker, in: Rect(x: 170, y: 160, width: 60, height: 70), contentMode: .fit,
                     cornerRadii: CornerRadii(8))
    canvas.drawImage(checker, in: Rect(x: 240, y: 160, width: 70, height: 70), contentMode: .fill,
                     cornerRadii: CornerRadii(35))
    return canvas.buffer
  }
}
