import BitmapFonts
#if !os(Linux)
import Foundation
#endif
import FuzzDriver
import Raster

// The BDF parser under libFuzzer: `bash scripts/fuzz.sh bdf`. A plain build replays the files
// it is given: `swift build --product fuzz-bdf && .build/debug/fuzz-bdf FILE...`.

/// Reads `bytes` as a kerning table, and as a font: decodes every glyph (bitmap or greymap),
/// and draws a line with it (glyphs, a character it lacks, the ellipsis) into a small canvas.
func parseOnce(_ bytes: [UInt8]) {
  _ = try? KerningTable(bytes: bytes, path: "fuzz.kern")
  guard let font = try? BDFFont(bytes: bytes, path: "fuzz.bdf") else { return }
  for (_, glyph) in font.allGlyphs() {
    precondition(glyph.mask.width == glyph.box.width && glyph.mask.height == glyph.box.height)
    if let grey = glyph.grey {
      precondition(grey.width == glyph.box.width && grey.height == glyph.box.height)
    }
  }
  let chain = FontChain(faces: [FontFace(font: font)], pixelSize: max(1, font.pixelSize))
  let layout = TextLayout("Ag 0\u{E000} Phở", chain: chain, maxWidth: 40, lineLimit: 1)
  if var canvas = try? Canvas(width: 48, height: 32) {
    layout.draw(into: &canvas, x: 2, y: 2, color: .black)
  }
}

@_cdecl("fuzz_bdf_main")
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
