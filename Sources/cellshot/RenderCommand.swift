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

/// A picture of flat colour bars until the real screens exist.
enum TestCard {
  static func render() throws -> PixelBuffer {
    let colors: [Color] = [.red, .orange, .yellow, .green, .blue, .purple, .pink, .gray]
    var buffer = try PixelBuffer(width: 320, height: 240, fill: Color.white.premultiplied)
    for y in 0..<buffer.height {
      for x in 0..<buffer.width {
        buffer[x, y] = colors[x * colors.count / buffer.width].premultiplied
      }
    }
    return buffer
  }
}
