import PNGCodec
import Raster
import Testing
import TestSupport

/// JPEG files that ask for more work than their picture's size can need
/// (`Tests/Fixtures/hostile/jpeg`, written by `scripts/make-jpeg-differential.py`): thousands of
/// scans, each walking an 8192 x 8192 picture, in a few kilobytes. Each is refused by name
/// before any scan is decoded: at most 500 scans (libjpeg-turbo's own limit when asked for
/// one), and at most 64 visits of each block of the frame in all.
@Suite struct JPEGScanLimitTests {
  static func path(_ name: String) -> String { TestPaths.testdata("hostile/jpeg/" + name) }

  /// Before: scans-baseline (3,000 scans) took 35-45 s; scans-eob-runs (600 AC scans of
  /// end-of-band runs of 32,767 blocks) 1.9 s, 3,000 of them 10-12 s; scans-components (400
  /// scans of one of three components) 10 s. All decoded.
  @Test(arguments: [
    ("scans-baseline.jpg", PNGError.Kind.tooLarge,
     "the image has 3000 scans, more than the 500 allowed"),
    ("scans-eob-runs.jpg", .tooLarge, "the image has 601 scans, more than the 500 allowed"),
    ("scans-components.jpg", .tooLarge,
     "the image's scans read its 3145728 blocks 133 times over, more than the 64 times its "
       + "size allows"),
    // libjpeg decodes a sequential picture whose first scan held every component in one pass,
    // and refuses a second scan (JERR_EOI_EXPECTED).
    ("scans-baseline-two.jpg", .corrupt,
     "a sequential image has a second scan after one that held every component"),
  ])
  func scansPastThePicturesNeedAreRefusedAtOnce(_ name: String, _ kind: PNGError.Kind,
                                                _ reason: String) {
    let path = Self.path(name)
    let clock = ContinuousClock()
    let start = clock.now
    do {
      _ = try JPEGDecoder().decodeFile(path)
      Issue.record("\(name) decoded")
    } catch {
      #expect(error.kind == kind, "\(error)")
      #expect(error.path == path)
      #expect(error.reason == reason, "\(error)")
    }
    let elapsed = clock.now - start
    #expect(elapsed < .seconds(2), "\(name) took \(elapsed) to refuse")
  }

  /// A small progressive picture of 500 scans decodes; of 501, it is refused.
  @Test func fiveHundredScansAreAllowed() throws {
    #expect(try JPEGDecoder().decode(Self.progressive(scans: 500)).width == 16)
    do {
      _ = try JPEGDecoder().decode(Self.progressive(scans: 501))
      Issue.record("501 scans decoded")
    } catch {
      #expect(error.kind == .tooLarge)
      #expect(error.reason == "the image has 501 scans, more than the 500 allowed")
    }
  }

  /// A 16 x 16 grey progressive picture: a DC scan, then `scans - 1` AC scans of coefficients
  /// 1-63, every one empty (its data the zeros a marker ends it with: an end-of-band run).
  static func progressive(scans: Int) -> [UInt8] {
    func segment(_ marker: UInt8, _ body: [UInt8]) -> [UInt8] {
      [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 255)] + body
    }
    let oneCode: [UInt8] = [1] + [UInt8](repeating: 0, count: 15)
    var bytes: [UInt8] = [0xFF, 0xD8]
    bytes += segment(0xDB, [0] + [UInt8](repeating: 1, count: 64))
    bytes += segment(0xC2, [8, 0, 16, 0, 16, 1, 1, 0x11, 0])
    bytes += segment(0xC4, [0x00] + oneCode + [0])
    bytes += segment(0xC4, [0x10] + oneCode + [0x00])
    bytes += segment(0xDA, [1, 1, 0x00, 0, 0, 0])
    for _ in 1..<scans { bytes += segment(0xDA, [1, 1, 0x00, 1, 63, 0]) }
    return bytes + [0xFF, 0xD9]
  }
}
