#if !os(Linux)
import Foundation
#endif
import FuzzDriver
import PNGCodec
import Raster

// The JPEG decoder under libFuzzer: `bash scripts/fuzz.sh jpeg`. A plain build replays the files
// it is given: `swift build --product fuzz-jpeg && .build/debug/fuzz-jpeg FILE...`.

/// Decodes `bytes` as `ImageFile` would, with limits that keep a picture under 16 MB (so memory
/// past that is the decoder's own), and checks that the header it reads first agrees with the
/// picture it gives.
func decodeOnce(_ bytes: [UInt8]) {
  let decoder = JPEGDecoder(limits: SizeLimits(maxWidth: 4096, maxHeight: 4096,
                                               maxPixels: 1 << 22))
  guard let picture = try? decoder.decode(bytes) else { return }
  precondition(picture.bytes.count == picture.width * picture.height * 4)
  guard let info = try? decoder.info(bytes) else { preconditionFailure("decoded, no header") }
  precondition(info.width == picture.width && info.height == picture.height)
}

@_cdecl("fuzz_jpeg_main")
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
