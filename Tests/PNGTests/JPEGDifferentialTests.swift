import PNGCodec
import Raster
import Testing
import TestSupport

/// Cellshot's JPEG decoder against libjpeg-turbo's C code on files a decoder can get wrong and
/// on damaged copies of the fixtures (`Tests/Fixtures/jpeg/differential`, written by
/// `scripts/make-jpeg-differential.py` with djpeg): wherever libjpeg-turbo decodes a file
/// without a warning, Cellshot gives the same pixels; where it warns or fails, Cellshot decodes
/// or refuses, and never crashes.
@Suite struct JPEGDifferentialTests {
  static let folder = "jpeg/differential"
  static func path(_ name: String) -> String { TestPaths.testdata(folder + "/" + name) }

  /// The pixels `name.jpg` decodes to that differ from libjpeg-turbo's (`name.png`), or the
  /// error it was refused with.
  static func differences(_ name: String) -> String? {
    let picture: PixelBuffer, expected: PixelBuffer
    do {
      picture = try JPEGDecoder().decodeFile(path(name + ".jpg"))
      expected = try PNGDecoder().decodeFile(path(name + ".png"))
    } catch {
      return "\(error)"
    }
    guard picture.width == expected.width && picture.height == expected.height else {
      return "\(name): \(picture.width)x\(picture.height), libjpeg's is "
        + "\(expected.width)x\(expected.height)"
    }
    var differing = 0, largest = 0
    for y in 0..<expected.height {
      for x in 0..<expected.width where picture[x, y] != expected[x, y] {
        let a = picture[x, y], b = expected[x, y]
        for (p, q) in [(a.r, b.r), (a.g, b.g), (a.b, b.b)] where p != q {
          differing += 1
          largest = max(largest, abs(Int(p) - Int(q)))
        }
      }
    }
    let samples = expected.width * expected.height * 3
    return differing == 0 ? nil
      : "\(name): \(differing) of \(samples) samples differ from libjpeg's, by up to \(largest)"
  }

  /// A quantisation table redefined between scans counts for the components not yet scanned
  /// only: libjpeg latches each component's table at its first scan. Before, Cellshot used the
  /// last definition: 8,118 of the grey file's 8,235 samples differed, by up to 255.
  @Test(arguments: ["dqt-between-scans-grey", "dqt-between-scans-colour",
                    "dqt-between-scans-sequential"])
  func quantisationTablesAreLatchedAtTheFirstScan(_ name: String) {
    #expect(Self.differences(name) == nil)
  }

  /// Motion-JPEG frames leave the Huffman tables out; libjpeg supplies the standard's (Annex
  /// K) for a sequential file. Before, Cellshot refused them: "a scan uses a Huffman table that
  /// was never defined".
  @Test(arguments: ["annex-k-colour", "annex-k-grey", "annex-k-some"])
  func missingHuffmanTablesAreTheStandardOnes(_ name: String) {
    #expect(Self.differences(name) == nil)
  }

  /// An AC run past coefficient 63 lands on 63, as in libjpeg, with no warning. Before,
  /// refused: "a block has more than 64 coefficients".
  @Test func anACRunPastTheBlockEndsOnItsLastCoefficient() {
    #expect(Self.differences("ac-run-past-63") == nil)
  }

  /// Two components sharing an id: a scan's entries take the frame's components as libjpeg
  /// matches them. Before, refused: "two components share id 1".
  @Test func componentsSharingAnIdDecodeAsLibjpegMatchesThem() {
    #expect(Self.differences("shared-ids") == nil)
  }

  /// A scan may name Huffman table ids past 3 for tables it does not decode with: libjpeg
  /// checks only the tables a scan uses (a DC first scan's DC table, an AC scan's AC table,
  /// none for a DC refinement). Before, refused: "a scan names Huffman table 9".
  @Test func unusedHuffmanTableIdsAreNotChecked() {
    #expect(Self.differences("huffman-ids-unused") == nil)
  }

  /// A code its Huffman table lacks decodes as symbol 0 after 17 bits, as libjpeg-turbo's fast
  /// decoder takes it, with no warning (a DC difference of 0, an end of block). Before,
  /// refused: "the scan holds a code its Huffman table does not have".
  @Test func aCodeTheTableLacksIsSymbolZero() {
    #expect(Self.differences("huffman-code-not-in-table") == nil)
  }

  /// A progressive file that ends before its last scans is drawn as libjpeg draws it: the AC
  /// coefficients not yet known to full precision estimated from the DC values around each
  /// block (block smoothing; with no AC scan at all, the DC values smoothed too). Before, the
  /// coefficients were taken as they were: 7,928 of the colour file's 8,235 samples differed
  /// after its first scan, by up to 110.
  @Test(arguments: ["progressive-cut-1", "progressive-cut-2", "progressive-cut-4",
                    "progressive-cut-grey-1", "progressive-cut-grey-3",
                    "progressive-cut-grey-2x2-1", "progressive-cut-grey-2x2-3"])
  func unfinishedProgressiveFilesAreSmoothedAsLibjpegDoes(_ name: String) {
    #expect(Self.differences(name) == nil)
  }

  /// The colour space is guessed from the markers as libjpeg reads them: a JFIF segment
  /// counts only with its 14 bytes, and an Adobe segment only before the first scan. Before,
  /// a 10-byte JFIF segment made an RGB file (its ids R, G, B) YCbCr, and an Adobe segment
  /// between scans made a YCbCr file RGB: 8,073 and 8,114 of 8,235 samples differed.
  @Test(arguments: ["jfif-short-rgb", "adobe-after-first-scan"])
  func colourSpaceMarkersCountAsLibjpegReadsThem(_ name: String) {
    #expect(Self.differences(name) == nil)
  }

  /// A Huffman-coded file with an arithmetic-coding conditioning segment (DAC) decodes: libjpeg
  /// reads the segment and has no use for it. Before, refused as "arithmetic-coded JPEG is
  /// not supported".
  @Test func anArithmeticConditioningSegmentInAHuffmanFileIsRead() {
    #expect(Self.differences("dac-in-baseline") == nil)
  }

  /// 16-bit quantisation tables as libjpeg-turbo (built with SIMD, as Debian's is) takes
  /// them: any precision but 0 is 16-bit, values past 32767 dequantise as negative shorts, the
  /// IDCT's first pass wraps in ints. Before, a precision of 2 was refused ("a quantisation
  /// table is malformed") and 546 of the large table's 768 samples differed, by up to 255.
  @Test(arguments: ["dqt-16-bit-large", "dqt-precision-2"])
  func wideQuantisersDequantiseAsLibjpegDoes(_ name: String) {
    #expect(Self.differences(name) == nil)
  }

  @Test(arguments: ["progressive-successive", "progressive-bands", "sampling-1x2",
                    "restarts-blocks"])
  func progressionsAndSamplingsDecodeAsLibjpegDoes(_ name: String) {
    #expect(Self.differences(name) == nil)
  }

  /// Damaged copies of the fixtures: those libjpeg-turbo decodes without a warning (each has a
  /// reference) decode the same; the rest are decoded or refused.
  @Test func damagedFilesDecodeAsLibjpegDoesWhereItDoesCleanly() throws {
    let names = TestPaths.list(Self.folder, suffix: ".jpg").filter { $0.hasPrefix("damaged-") }
    let clean = Set(TestPaths.list(Self.folder, suffix: ".png"))
    #expect(names.count == 72, "the corpus is missing: \(Self.folder)")
    var compared = 0
    for file in names {
      let name = String(file.dropLast(4))
      if clean.contains(name + ".png") {
        compared += 1
        if let problem = Self.differences(name) { Issue.record("\(problem)") }
      } else {
        _ = try? JPEGDecoder().decodeFile(Self.path(file))
      }
    }
    #expect(compared == 32)
  }
}
