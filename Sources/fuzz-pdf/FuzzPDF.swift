#if !os(Linux)
import Foundation
#endif
import FuzzDriver
import PDFVector
import Raster

// The PDF reader under libFuzzer: `bash scripts/fuzz.sh pdf`. A plain build replays the files
// it is given: `swift build --product fuzz-pdf && .build/debug/fuzz-pdf FILE...`.

/// Reads `bytes` as an asset catalog's vector image is read, draws its page on 48 x 48 pixels
/// and fills every outline the page makes into a canvas (masks and layers aside), so that the
/// parser, the content stream's interpreter, the functions and the rasterizer's handling of
/// what they make all run. Streams inflate to at most 4 MB and pictures have at most 2^20
/// pixels, so memory past that is the reader's own (as fuzz-png caps its pictures).
func drawOnce(_ bytes: [UInt8]) {
  let limits = PDFLimits(maxStreamBytes: 4 << 20, maxPicturePixels: 1 << 20)
  guard let picture = try? PDFPicture(bytes: bytes, name: "fuzz.pdf", limits: limits),
        let (ops, _) = try? picture.draw(pixelWidth: 48, pixelHeight: 48),
        var canvas = try? Canvas(width: 48, height: 48)
  else { return }
  for op in ops {
    switch op {
    case .fill(let outline, .color(let color)): canvas.fill(outline, with: color)
    case .fill(let outline, .gradient(let paint)): canvas.fill(outline, gradient: paint)
    case .image(let buffer, let map):
      precondition(buffer.bytes.count == buffer.width * buffer.height * 4)
      _ = try? buffer.transformed(by: map, at: IntRect(x: 0, y: 0, width: buffer.width,
                                                       height: buffer.height),
                                  onto: IntRect(x: 0, y: 0, width: 48, height: 48))
    default: continue
    }
  }
}

@_cdecl("fuzz_pdf_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> Int32
{
  FuzzDriver.fuzz(argc, argv, drawOnce)
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
