import BitmapFonts
#if !os(Linux)
import Foundation
#endif
import FuzzDriver
import Raster

// The app-font loader under libFuzzer: `bash scripts/fuzz.sh font`. A plain build replays the
// files it is given: `swift build --product fuzz-font && .build/debug/fuzz-font FILE...`.

/// Reads `bytes` as a font file an app ships (every face of a collection), then reads each
/// face's metrics and kerning pairs, draws a few glyphs at two sizes and lays out a kerned line
/// with it into a small canvas: refused or drawn, never a crash, hang or huge allocation.
func parseOnce(_ bytes: [UInt8]) {
  guard let faces = try? AppFont.faces(bytes: bytes, path: "fuzz.ttf") else { return }
  for face in faces.prefix(4) {
    precondition(face.unitsPerEm >= 16 && face.unitsPerEm <= 16384)
    for pixels in [9, 40] {
      let strike = face.strike(pixels: pixels)
      for scalar in "Ag0 ".unicodeScalars {
        guard let glyph = strike.glyph(for: scalar) else { continue }
        precondition(glyph.mask.width == glyph.box.width && glyph.mask.height == glyph.box.height)
      }
    }
    // Its kerning (GPOS or `kern`), read when the face was: every pair within the em.
    for (a, b) in zip("AVTo0A".unicodeScalars, "VATo0 ".unicodeScalars) {
      precondition(abs(face.kerning(a, b)) <= Int(Int16.max))
    }
    let chain = FontChain(faces: [FontFace(font: face.strike(pixels: 12), kerning: face.kerning)],
                          pixelSize: 12)
    let layout = TextLayout("AVAg To 0\u{E000}", chain: chain, maxWidth: 40, lineLimit: 1)
    if var canvas = try? Canvas(width: 48, height: 32) {
      layout.draw(into: &canvas, x: 2, y: 2, color: .black)
    }
    face.dropStrikes()
  }
}

@_cdecl("fuzz_font_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> Int32
{
  FuzzDriver.fuzz(argc, argv, parseOnce)
}

#if !os(Linux)
// Elsewhere SwiftPM does not rename the entry point: an ordinary main replays files.
@main
struct Replay {
  static func main() {
    exit(fuzzMain(CommandLine.argc, CommandLine.unsafeArgv))
  }
}
#endif
