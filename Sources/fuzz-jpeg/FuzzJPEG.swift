#if !os(Linux)
import Foundation
#endif
import FuzzDriver
import PNGCodec
import Raster

// The JPEG decoder under libFuzzer: `bash scripts/fuzz.sh jpeg`. A plain build replays the files
// it is given: `swift build --product fuzz-jpeg && .build/debug/fuzz-jpeg FILE...`, or compares
// them with libjpeg-turbo's decodes: `fuzz-jpeg --against-libjpeg FILE.jpg...` (the
// differential fuzzer, `bash scripts/jpeg-differential-fuzz.sh`).

/// Decodes `bytes` as `ImageFile` would, with limits that keep a picture under 16 MB (so memory
/// past that is the decoder's own), and checks that the header it reads first agrees with the
/// picture it gives.
func decodeOnce(_ bytes: [UInt8]) {
  let decoder = JPEGDecoder(limits: fuzzLimits)
  guard let picture = try? decoder.decode(bytes) else { return }
  precondition(picture.bytes.count == picture.width * picture.height * 4)
  guard let info = try? decoder.info(bytes) else { preconditionFailure("decoded, no header") }
  precondition(info.width == picture.width && info.height == picture.height)
}

/// The limits the fuzzer decodes with: pictures under 16 MB.
let fuzzLimits = SizeLimits(maxWidth: 4096, maxHeight: 4096, maxPixels: 1 << 22)

/// How `FILE.jpg` decodes beside libjpeg-turbo's decode of it, `FILE.pnm` (djpeg's binary PGM
/// or PPM, written only when djpeg decoded the file with no warning): nil when they agree or
/// there is no reference, else the finding. A refusal of a file libjpeg decodes cleanly is a
/// finding unless it is one the decoder documents (`unsupported`: arithmetic coding, 12-bit,
/// lossless; `tooLarge`: the size and scan limits); `excused` counts those, so that a run
/// shows how many clean decodes went uncompared.
func differenceFromLibjpeg(_ path: String, excused: inout Int) -> String? {
  let reference = String(path.dropLast(4)) + ".pnm"
  let bytes: [UInt8]
  do { bytes = try FileBytes.read(path, maxBytes: 1 << 26) } catch { return "\(path): \(error)" }
  let decoded: PixelBuffer?
  var refusal: PNGError?
  do { decoded = try JPEGDecoder(limits: fuzzLimits).decode(bytes) } catch {
    decoded = nil
    refusal = error
  }
  guard FileIO.exists(reference) else { return nil }
  guard let expected = portableAnymap(reference) else { return "\(reference): not a PGM or PPM" }
  guard let picture = decoded else {
    if let refusal, refusal.kind == .unsupported || refusal.kind == .tooLarge {
      print("excused: \(refusal)")
      excused += 1
      return nil
    }
    return "\(path): libjpeg decodes it cleanly, Cellshot refuses it: \(refusal.map { "\($0)" } ?? "")"
  }
  guard picture.width == expected.width && picture.height == expected.height else {
    return "\(path): \(picture.width)x\(picture.height), libjpeg's is \(expected.width)x\(expected.height)"
  }
  var differing = 0, largest = 0
  for i in 0..<(expected.width * expected.height) {
    for c in 0..<3 where picture.bytes[i * 4 + c] != expected.samples[i * 3 + c] {
      differing += 1
      largest = max(largest, abs(Int(picture.bytes[i * 4 + c]) - Int(expected.samples[i * 3 + c])))
    }
  }
  return differing == 0 ? nil
    : "\(path): \(differing) of \(expected.samples.count) samples differ from libjpeg's, by up to \(largest)"
}

/// A binary PGM (`P5`) or PPM (`P6`) of 8-bit samples, as RGB.
func portableAnymap(_ path: String) -> (width: Int, height: Int, samples: [UInt8])? {
  guard let bytes = try? FileBytes.read(path, maxBytes: 1 << 28), bytes.count > 2,
        bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "5") || bytes[1] == UInt8(ascii: "6")
  else { return nil }
  let channels = bytes[1] == UInt8(ascii: "5") ? 1 : 3
  var at = 2
  var fields: [Int] = []
  while fields.count < 3 && at < bytes.count {
    while at < bytes.count && (bytes[at] == 0x20 || (0x09...0x0D).contains(bytes[at])) { at += 1 }
    if at < bytes.count && bytes[at] == UInt8(ascii: "#") {
      while at < bytes.count && bytes[at] != 0x0A { at += 1 }
      continue
    }
    var value = 0, digits = 0
    while at < bytes.count, (0x30...0x39).contains(bytes[at]), digits < 9 {
      value = value * 10 + Int(bytes[at] - 0x30)
      at += 1
      digits += 1
    }
    guard digits > 0 else { return nil }
    fields.append(value)
  }
  at += 1  // the one whitespace byte after the largest sample value
  guard fields.count == 3, fields[2] == 255, at + fields[0] * fields[1] * channels <= bytes.count
  else { return nil }
  let raw = bytes[at..<(at + fields[0] * fields[1] * channels)]
  let samples = channels == 3 ? Array(raw) : raw.flatMap { [$0, $0, $0] }
  return (fields[0], fields[1], samples)
}

@_cdecl("fuzz_jpeg_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?)
  -> Int32
{
  let arguments = CommandLine.arguments
  if arguments.count > 1 && arguments[1] == "--against-libjpeg" {
    var findings = 0, excused = 0
    for path in arguments.dropFirst(2) {
      if let finding = differenceFromLibjpeg(path, excused: &excused) {
        print("finding: \(finding)")
        findings += 1
      }
    }
    print("compared \(arguments.count - 2) files, \(findings) findings, \(excused) decoded "
          + "cleanly by libjpeg and refused as unsupported or too large")
    return findings == 0 ? 0 : 1
  }
  return FuzzDriver.fuzz(argc, argv, decodeOnce)
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
