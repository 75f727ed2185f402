#if !os(Linux)
import Foundation
#endif
import FuzzDriver
import PNGCodec
import Raster

// The PNG decoder under libFuzzer: `bash scripts/fuzz.sh png`. A plain build replays the files
// it is given: `swift build --product fuzz-png && .build/debug/fuzz-png FILE...`.

/// Decodes `bytes` as every caller would, both to a pixel buffer and to straight samples, with
/// limits that keep a picture under 16 MB (so memory past that is the decoder's own).
func decodeOnce(_ bytes: [UInt8]) {
  let decoder = PNGDecoder(limits: SizeLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 22))
  if let buffer = try? decoder.decode(bytes) {
    precondition(buffer.bytes.count == buffer.width * buffer.height * 4)
  }
  _ = try? decoder.decodeStraight(bytes)
}

@_cdecl("fuzz_png_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> Int32
{
  FuzzDriver.fuzz(argc, argv, decodeOnce)
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
