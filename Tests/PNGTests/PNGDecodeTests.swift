import Foundation
import PNGCodec
import Raster
import Testing
import TestSupport

/// PngSuite and the broken-PNG corpora, decoded through libpng.
@Suite struct PNGDecodeTests {
  static let suiteFiles = TestPaths.list("pngsuite/png", suffix: ".png")
  static let validFiles = suiteFiles.filter { !$0.hasPrefix("x") }
  static let corruptFiles = suiteFiles.filter { $0.hasPrefix("x") }

  @Test func corpusIsPresent() {
    // PngSuite 2017-07-19: 161 valid files and 14 corrupt ones.
    #expect(Self.validFiles.count == 161, "PngSuite not found at \(TestPaths.testdata)")
    #expect(Self.corruptFiles.count == 14)
  }

  /// Each valid file decodes to exactly the samples its JSON lists. 16-bit files are compared
  /// with their 16-bit samples under our rule, round(v * 255 / 65535), which is exact; the
  /// suite's own `_to8` files mix two reductions, so they are only checked to within 1.
  @Test(arguments: validFiles)
  func decodesValidFile(_ name: String) throws {
    let stem = String(name.dropLast(4))
    let (info, rgba) = try PNGDecoder().decodeFileStraight(TestPaths.testdata("pngsuite/png/" + name))
    let expected = try Self.samples(stem)
    #expect(rgba.count == info.width * info.height * 4)
    if info.bitDepth == 16 {
      let reduced = expected.map { ($0 * 255 + 32767) / 65535 }
      #expect(Self.firstDifference(rgba, reduced) == nil, "\(name)")
      // Not every 16-bit file has a `_to8` reduction in the suite.
      guard let suiteTo8 = try? Self.samples(stem + "_to8") else { return }
      let worst = zip(rgba, suiteTo8).map { abs(Int($0) - $1) }.max() ?? 0
      #expect(worst <= 1, "\(name): off by \(worst) from the suite's 8-bit reduction")
    } else {
      #expect(Self.firstDifference(rgba, expected) == nil, "\(name)")
    }
  }

  @Test(arguments: corruptFiles)
  func refusesCorruptFile(_ name: String) {
    let path = TestPaths.testdata("pngsuite/png/" + name)
    #expect {
      _ = try PNGDecoder().decodeFile(path)
    } throws: { error in
      guard let error = error as? PNGError else { return false }
      // The message names the file and says what libpng found.
      return error.path == path && error.description.hasPrefix(path + ": ")
        && !error.reason.isEmpty
    }
  }

  /// libpng's crashers and bad palettes, and image-png's bug files: each is decoded or refused
  /// as MANIFEST.tsv says libpng 1.6.39 does, and a refusal carries libpng's reason.
  @Test(arguments: manifest())
  func extraFileMatchesManifest(_ entry: ManifestEntry) {
    let path = TestPaths.testdata("png-extra/" + entry.file)
    do {
      let buffer = try PNGDecoder().decodeFile(path)
      #expect(entry.verdict == "OK", "\(entry.file) decoded but libpng refuses it: \(entry.detail)")
      #expect("\(buffer.width)x\(buffer.height)" == entry.detail, "\(entry.file)")
    } catch {
      #expect(entry.verdict != "OK", "\(entry.file): \(error)")
      #expect(error.path == path)
      if entry.detail != "Read Error" {
        #expect(error.reason.contains(entry.detail) || error.kind == .truncated,
                "\(entry.file): \(error.reason) vs \(entry.detail)")
      }
    }
  }

  @Test func refusesImageLargerThanLimitsBeforeAllocating() throws {
    let path = TestPaths.testdata("pngsuite/png/basn2c08.png")  // 32x32
    let small = PNGDecoder(limits: SizeLimits(maxWidth: 31, maxHeight: 100, maxPixels: 10_000))
    #expect(throws: PNGError.self) { try small.decodeFile(path) }
    do {
      _ = try small.decodeFile(path)
    } catch {
      #expect(error.kind == .tooLarge)
    }
    let fewPixels = PNGDecoder(limits: SizeLimits(maxWidth: 100, maxHeight: 100, maxPixels: 1023))
    do {
      _ = try fewPixels.decodeFile(path)
      Issue.record("a 1024-pixel image passed a 1023-pixel limit")
    } catch {
      #expect(error.kind == .tooLarge)
      #expect(error.reason.contains("1024 pixels"))
    }
    // Exactly at the limit is fine.
    let exact = PNGDecoder(limits: SizeLimits(maxWidth: 32, maxHeight: 32, maxPixels: 1024))
    #expect(try exact.decodeFile(path).width == 32)
  }

  @Test func truncatedAndEmptyDataAreTypedErrors() throws {
    let bytes = try FileIO.read(TestPaths.testdata("pngsuite/png/basn6a08.png"))
    for cut in [0, 7, 8, 33, bytes.count / 2, bytes.count - 13] {
      #expect(throws: PNGError.self, "cut at \(cut)") {
        try PNGDecoder().decode(Array(bytes.prefix(cut)))
      }
    }
    do {
      _ = try PNGDecoder().decode(Array(bytes.prefix(bytes.count / 2)))
    } catch {
      #expect(error.kind == .truncated)
    }
  }

  @Test func missingFileNamesThePath() {
    do {
      _ = try PNGDecoder().decodeFile("/nonexistent/golden.png")
      Issue.record("no error")
    } catch {
      #expect(error.kind == .io)
      #expect(error.description.hasPrefix("/nonexistent/golden.png: "))
    }
  }

  @Test func decodePremultiplies() throws {
    // basn6a08: RGBA 8-bit with every alpha level.
    let path = TestPaths.testdata("pngsuite/png/basn6a08.png")
    let buffer = try PNGDecoder().decodeFile(path)
    let (_, straight) = try PNGDecoder().decodeFileStraight(path)
    for i in stride(from: 0, to: straight.count, by: 4) {
      let p = RGBA8(straightR: straight[i], g: straight[i + 1], b: straight[i + 2],
                    a: straight[i + 3])
      let q = buffer[(i / 4) % buffer.width, (i / 4) / buffer.width]
      if p != q {
        Issue.record("pixel \(i / 4): \(q), expected \(p)")
        return
      }
    }
  }

  // MARK: helpers

  struct ManifestEntry: Sendable, CustomTestStringConvertible {
    var file: String
    var verdict: String
    var detail: String
    var testDescription: String { file }
  }

  static func manifest() -> [ManifestEntry] {
    let path = TestPaths.testdata("png-extra/MANIFEST.tsv")
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
      return [ManifestEntry(file: "MANIFEST.tsv (missing)", verdict: "OK", detail: "")]
    }
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
      let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      return ManifestEntry(file: f[0], verdict: f[1], detail: f.count > 2 ? f[2] : "")
    }
  }

  static func samples(_ stem: String) throws -> [Int] {
    let data = try Data(contentsOf: URL(fileURLWithPath: TestPaths.testdata("pngsuite/json/\(stem).json")))
    return try JSONDecoder().decode([Int].self, from: data)
  }

  static func firstDifference(_ a: [UInt8], _ b: [Int]) -> String? {
    guard a.count == b.count else { return "\(a.count) samples, expected \(b.count)" }
    for i in a.indices where Int(a[i]) != b[i] {
      return "sample \(i) (pixel \(i / 4), channel \(i % 4)) is \(a[i]), expected \(b[i])"
    }
    return nil
  }
}
