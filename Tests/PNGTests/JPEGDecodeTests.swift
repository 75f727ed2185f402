import PNGCodec
import Raster
import Testing
import TestSupport

/// Cellshot's own JPEG decoder against libjpeg-turbo's decode of the same files
/// (`Tests/Fixtures/jpeg`, written by `scripts/make-jpeg-fixtures.py` from pictures drawn
/// there): every sampling, baseline and progressive, grey, RGB and restart markers decode to
/// the same pixels, each one, not nearly.
@Suite struct JPEGDecodeTests {
  static func path(_ name: String) -> String { TestPaths.testdata("jpeg/" + name) }

  static let decoded = ["ycc420", "ycc422", "ycc444", "progressive420", "optimized-restarts",
                        "progressive-restarts", "grey", "grey-progressive", "rgb", "tiny",
                        "photo"]

  @Test(arguments: decoded)
  func decodesAsLibjpegDoes(_ name: String) throws {
    let picture = try JPEGDecoder().decodeFile(Self.path(name + ".jpg"))
    let expected = try PNGDecoder().decodeFile(Self.path(name + ".png"))
    #expect(picture.width == expected.width && picture.height == expected.height)
    var differing = 0, largest = 0
    for y in 0..<expected.height {
      for x in 0..<expected.width where picture[x, y] != expected[x, y] {
        differing += 1
        let a = picture[x, y], b = expected[x, y]
        largest = max(largest, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)),
                      abs(Int(a.b) - Int(b.b)))
      }
    }
    #expect(differing == 0, "\(name): \(differing) pixels differ, by up to \(largest)")
  }

  @Test func theHeaderSaysTheSizeAndKind() throws {
    let info = try JPEGDecoder().info(try FileIO.read(Self.path("progressive420.jpg")))
    #expect(info.width == 61 && info.height == 45 && info.components == 3 && info.progressive)
    let grey = try JPEGDecoder().info(try FileIO.read(Self.path("grey.jpg")))
    #expect(grey.components == 1 && !grey.progressive)
  }

  /// The format is told by the bytes, not the name: a JPEG named `.png` still decodes.
  @Test func imageFileTellsJPEGFromPNG() throws {
    let jpeg = try FileIO.read(Self.path("ycc420.jpg"))
    #expect(ImageFile.isJPEG(jpeg))
    #expect(try ImageFile.decode(jpeg) == JPEGDecoder().decode(jpeg))
    let png = try FileIO.read(Self.path("ycc420.png"))
    #expect(!ImageFile.isJPEG(png))
    #expect(try ImageFile.decode(Self.path("ycc420.png")) == PNGDecoder().decode(png))
  }

  @Test(arguments: [
    ("bad-truncated.jpg", PNGError.Kind.truncated, "the data ends inside the image's scan"),
    ("bad-arithmetic.jpg", .unsupported, "arithmetic-coded JPEG is not supported"),
    ("bad-cmyk.jpg", .unsupported, "4 colour components are not supported"),
    ("ycc420.png", .corrupt, "it is not a JPEG file"),
  ])
  func brokenFilesAreRefusedByName(_ name: String, _ kind: PNGError.Kind, _ reason: String) {
    let path = Self.path(name)
    do {
      _ = try JPEGDecoder().decodeFile(path)
      Issue.record("\(name) decoded")
    } catch {
      #expect(error.kind == kind, "\(error)")
      #expect(error.path == path)
      #expect(error.reason.contains(reason), "\(error)")
      let what = kind == .truncated ? "truncated" : (kind == .corrupt ? "corrupt" : "unsupported")
      #expect(error.description.hasPrefix("\(path): \(what) JPEG: "), "\(error)")
    }
  }

  /// Every prefix of a file, and the file with each of many bytes changed, is refused or
  /// decoded: never a crash, never a read past the data.
  @Test func damagedFilesNeverCrash() throws {
    let bytes = try FileIO.read(Self.path("progressive-restarts.jpg"))
    for cut in stride(from: 0, to: bytes.count, by: 7) {
      _ = try? JPEGDecoder().decode(Array(bytes[..<cut]))
    }
    var state: UInt32 = 12345
    for _ in 0..<300 {
      var damaged = bytes
      for _ in 0..<3 {
        state = state &* 1_103_515_245 &+ 12345
        let at = Int(state >> 8) % damaged.count
        damaged[at] = UInt8(truncatingIfNeeded: state >> 3)
      }
      _ = try? JPEGDecoder().decode(damaged)
    }
  }

  @Test func sizesPastTheLimitsAreRefusedBeforeDecoding() throws {
    let small = JPEGDecoder(limits: SizeLimits(maxWidth: 32, maxHeight: 32, maxPixels: 1024))
    #expect(throws: PNGError.self) { try small.decode(try FileIO.read(Self.path("ycc420.jpg"))) }
  }
}
