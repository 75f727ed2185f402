#if canImport(Glibc)
import Glibc
#endif
@testable import BitmapFonts
import Foundation
import PNGCodec
import Raster
import Testing

/// Files made to break readers (`Tests/Fixtures/hostile`, written by
/// `scripts/make-hostile-fixtures.py`), and files that are not files: each is refused with an
/// error that names it and says what is wrong, or read within small, stated bounds.
@Suite struct HostileInputTests {
  static func png(_ name: String) -> String { TestPaths.testdata("hostile/png/" + name) }
  static func bdf(_ name: String) -> String { TestPaths.testdata("hostile/bdf/" + name) }

  // MARK: PNG

  static let claims2GB = ["tEXt", "zTXt", "iTXt", "pCAL", "sCAL", "sPLT", "eXIf", "iCCP"]

  /// A 41-byte file whose ancillary chunk claims 2^31 - 1 bytes took 2.1 GB through libpng
  /// before the chunk guard; now the header is refused as it is read.
  @Test(arguments: claims2GB)
  func chunkClaimingMoreThanTheFileIsRefusedUnread(_ type: String) {
    let path = Self.png("claims-2gb-\(type).png")
    do {
      _ = try PNGDecoder().decodeFile(path)
      Issue.record("\(type): decoded")
    } catch {
      #expect(error.kind == .truncated, "\(error)")
      #expect(error.path == path)
      #expect(error.reason.contains("\(type) chunk at byte 33 claims 2147483647 bytes"), "\(error)")
    }
    // The same from memory.
    #expect(throws: PNGError.self) { try PNGDecoder().decode(try FileIO.read(path)) }
  }

  @Test func chunkLengthsArePNGs() {
    func refusal(_ name: String, _ decoder: PNGDecoder = PNGDecoder()) -> PNGError? {
      do {
        _ = try decoder.decodeFile(Self.png(name))
        return nil
      } catch {
        return error
      }
    }
    let over = refusal("length-over-2-31.png")
    #expect(over?.kind == .corrupt && over?.reason.contains("more than PNG allows") == true,
            "\(String(describing: over))")
    let overrun = refusal("idat-overruns-file.png")
    #expect(overrun?.kind == .truncated && overrun?.reason.contains("IDAT chunk") == true,
            "\(String(describing: overrun))")
    // An ancillary chunk over the cap refuses the file; within it, the file decodes.
    let capped = refusal("text-3000-bytes.png", PNGDecoder(maxChunkBytes: 1000))
    #expect(capped?.kind == .tooLarge && capped?.reason.contains("tEXt chunk at byte 33 holds 3000 bytes") == true,
            "\(String(describing: capped))")
    #expect(refusal("text-3000-bytes.png") == nil)
    #expect(refusal("text-3000-bytes.png", PNGDecoder(maxChunkBytes: 3000)) == nil)
    let header = refusal("huge-header.png")
    #expect(header?.kind == .tooLarge, "\(String(describing: header))")
    let pixels = refusal("over-pixel-limit.png")
    #expect(pixels?.kind == .tooLarge && pixels?.reason.contains("268435456 pixels") == true,
            "\(String(describing: pixels))")
  }

  /// Ancillary chunks are skipped unread: a zTXt of 64 MiB of zeros and 5,000 text chunks
  /// cost libpng no more than a plain 1x1 picture.
  @Test func ancillaryChunksCostNothing() throws {
    for name in ["ztxt-bomb-64mib.png", "five-thousand-text-chunks.png"] {
      let (info, rgba) = try PNGDecoder().decodeFileStraight(Self.png(name))
      #expect(info.width == 1 && rgba == [0x80, 0x80, 0x80, 255], "\(name)")
      #expect(info.libpngPeakBytes > 0 && info.libpngPeakBytes < 256 << 10,
              "\(name): libpng held \(info.libpngPeakBytes) bytes")
    }
  }

  @Test func libpngMemoryIsBudgeted() throws {
    let path = TestPaths.testdata("pngsuite/png/basn6a08.png")
    let (info, _) = try PNGDecoder().decodeFileStraight(path)
    #expect(info.libpngPeakBytes > 4096 && info.libpngPeakBytes < 1 << 20)
    do {
      _ = try PNGDecoder(maxLibpngBytes: info.libpngPeakBytes - 1).decodeFile(path)
      Issue.record("decoded with less memory than it took")
    } catch {
      #expect(error.kind == .allocation, "\(error)")
      #expect(error.reason.contains("budget"), "\(error)")
    }
    #expect(try PNGDecoder(maxLibpngBytes: info.libpngPeakBytes).decodeFile(path).width == 32)
  }

  // MARK: not files

  /// A FIFO, a device and a folder are refused by every reader without blocking (a FIFO with
  /// no writer would block `open` forever), naming the path.
  @Test func nonFilesAreRefusedWithoutBlocking() throws {
    let folder = TestPaths.scratch("hostile-nonfiles")
    let fifo = folder + "/pipe.png"
    #expect(mkfifo(fifo, 0o600) == 0)
    for (path, what) in [(fifo, "FIFO"), ("/dev/zero", "device"), (folder, "folder")] {
      do {
        _ = try PNGDecoder().decodeFile(path)
        Issue.record("\(path) decoded")
      } catch {
        #expect(error.kind == .io && error.path == path && error.reason.contains(what), "\(error)")
      }
      #expect(throws: PNGError.self) { try FileIO.read(path) }
      do {
        _ = try BDFFont(contentsOf: path)
        Issue.record("\(path) read as a font")
      } catch {
        #expect(error.path == path && error.reason.contains(what), "\(error)")
      }
    }
  }

  /// Sizes are checked from the file's metadata before a byte is read (sparse files: no
  /// disk is used).
  @Test func oversizedFilesAreRefusedUnread() throws {
    let folder = TestPaths.scratch("hostile-sizes")
    func sparse(_ name: String, _ size: Int) -> String {
      let path = folder + "/" + name
      let fd = open(path, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
      #expect(fd >= 0 && ftruncate(fd, off_t(size)) == 0)
      close(fd)
      return path
    }
    let decoder = PNGDecoder(limits: SizeLimits(maxWidth: 64, maxHeight: 64, maxPixels: 4096),
                             maxChunkBytes: 0)
    let big = sparse("big.png", decoder.maxFileBytes + 1)
    do {
      _ = try decoder.decodeFile(big)
      Issue.record("read")
    } catch {
      #expect(error.kind == .tooLarge && error.reason.contains("more than the limit"), "\(error)")
    }
    let font = sparse("big.bdf", BDFFont.maxFileBytes + 1)
    #expect(throws: BDFError.self) { try BDFFont(contentsOf: font) }
  }

  // MARK: BDF

  struct FontCase: Sendable, CustomTestStringConvertible {
    var file: String
    /// The line and words of the error, or nil when the font must load.
    var error: (line: Int, words: String)?
    var testDescription: String { file }
  }

  static let fonts: [FontCase] = [
    FontCase(file: "valid.bdf", error: nil),
    FontCase(file: "bbx-tab-huge.bdf", error: (31, "BBX needs 4 integers")),
    FontCase(file: "bbx-huge.bdf", error: (31, "not a sensible glyph size")),
    FontCase(file: "bbx-offset-huge.bdf", error: (31, "BBX x offset -999999999 is out of range")),
    FontCase(file: "bbx-number-overflow.bdf", error: (31, "BBX needs 4 integers")),
    FontCase(file: "bbx-tab-separated.bdf", error: nil),
    FontCase(file: "dwidth-huge.bdf", error: (30, "DWIDTH 200000 is out of range")),
    FontCase(file: "dwidth-not-a-number.bdf", error: (30, "DWIDTH needs")),
    FontCase(file: "font-ascent-huge.bdf", error: (0, "FONT_ASCENT '2000000000'")),
    FontCase(file: "font-descent-huge.bdf", error: (0, "FONT_DESCENT '-2000000000'")),
    FontCase(file: "font-ascent-overflow.bdf", error: (0, "FONT_ASCENT")),
    FontCase(file: "pixel-size-huge.bdf", error: (0, "PIXEL_SIZE")),
    FontCase(file: "size-huge.bdf", error: (3, "SIZE needs")),
    FontCase(file: "fontboundingbox-huge.bdf", error: (4, "FONTBOUNDINGBOX y offset -99999999")),
    FontCase(file: "encoding-overflow.bdf", error: (28, "ENCODING needs")),
    FontCase(file: "chars-huge.bdf", error: nil),
    FontCase(file: "row-very-long.bdf", error: nil),
    FontCase(file: "no-digit-tall-box.bdf", error: nil),
  ]

  @Test func everyHostileFontIsListed() {
    #expect(Set(TestPaths.list("hostile/bdf", suffix: ".bdf")) == Set(Self.fonts.map(\.file)))
  }

  @Test(arguments: fonts)
  func hostileFontIsRefusedOrBounded(_ c: FontCase) {
    let path = Self.bdf(c.file)
    do {
      let font = try BDFFont(contentsOf: path)
      #expect(c.error == nil, "\(c.file) was accepted")
      // Every glyph decodes, and each is what the checked lines said.
      let glyphs = font.allGlyphs()
      #expect(glyphs.count == 2)
      for (_, glyph) in glyphs {
        #expect(glyph.box.width <= 8 && glyph.box.height <= 8 && glyph.advance == 6)
        #expect(glyph.mask.width == glyph.box.width && glyph.mask.height == glyph.box.height)
      }
      if let a = font.glyph(for: "A") {
        #expect(a.box == GlyphBox(width: 6, height: 1, x: 0, y: 3))
        #expect(a.mask.bits == [0xFC])
      }
    } catch {
      guard let expected = c.error else {
        Issue.record("\(c.file) refused: \(error)")
        return
      }
      #expect(error.path == path)
      #expect(error.line == expected.line, "\(error)")
      #expect(error.reason.contains(expected.words), "\(error)")
    }
  }

  /// A character no font has draws a box sized from the font's metrics, bounded whatever they
  /// say (this font's ascent is 3999 pixels and it has no "0").
  @Test func replacementBoxIsBounded() throws {
    let font = try BDFFont(contentsOf: Self.bdf("no-digit-tall-box.bdf"))
    #expect(font.ascent == 3999)
    let chain = FontChain(faces: [FontFace(font: font, magnification: 1, syntheticBold: false)],
                          pixelSize: 8)
    let layout = TextLayout("\u{E000}", chain: chain)
    let box = try #require(layout.lines.first?.glyphs.first)
    #expect(box.mask.height == BDFParser.maxGlyphSide && box.mask.width == 3)
  }
}

/// Absurd geometry is clamped or dropped, never a trap, and what is drawn is what the
/// clamped figure covers.
@Suite struct HostileGeometryTests {
  static func canvas(_ draw: (inout Canvas) -> Void) throws -> PixelBuffer {
    var canvas = try Canvas(width: 40, height: 30)
    draw(&canvas)
    return canvas.buffer
  }

  static func alphas(_ buffer: PixelBuffer) -> [UInt8] {
    (0..<buffer.height).flatMap { y in (0..<buffer.width).map { buffer[$0, y].a } }
  }

  /// `RoundedRectangle(cornerRadius: .infinity)`, the capsule idiom, trapped in `middleBand`
  /// (the CSS fit made the radius NaN); it is a capsule, filled, stroked and as a clip.
  @Test func infiniteRadiusIsACapsule() throws {
    let rect = Rect(x: 3.5, y: 6.25, width: 31, height: 13.5)
    for radii in [CornerRadii(.infinity), CornerRadii(1e300)] {
      let capsule = try Self.canvas { $0.fill(.capsule(rect), with: .black) }
      #expect(Self.alphas(try Self.canvas { $0.fill(.roundedRect(rect, radii), with: .black) })
              == Self.alphas(capsule))
      let stroked = try Self.canvas { $0.stroke(.capsule(rect), width: 2, with: .black) }
      #expect(Self.alphas(try Self.canvas { $0.stroke(.roundedRect(rect, radii), width: 2, with: .black) })
              == Self.alphas(stroked))
      let clipped = try Self.canvas {
        $0.pushClip(.roundedRect(rect, radii))
        $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), with: .black)
      }
      #expect(Self.alphas(clipped) == Self.alphas(capsule))
    }
  }

  /// Figures reaching past 2^24 pixels (up to infinity) are clamped there: each of these
  /// covers the whole canvas, as the unclamped figure would.
  @Test func hugeFiguresCoverTheCanvas() throws {
    let huge: [(String, (inout Canvas) -> Void)] = [
      ("rect ±1e35", { $0.fill(.rect(Rect(x: -1e35, y: -1e35, width: 2e35, height: 2e35)), with: .black) }),
      ("rect to infinity", { $0.fill(.rect(Rect(x: -5, y: -5, width: .infinity, height: .infinity)), with: .black) }),
      ("rounded rect ±1e19, radius 1e19", {
        $0.fill(.roundedRect(Rect(x: -1e19, y: -1e19, width: 2e19, height: 2e19), CornerRadii(1e19)), with: .black)
      }),
      ("ellipse ±1e35", { $0.fill(.ellipse(Rect(x: -1e35, y: -1e35, width: 2e35, height: 2e35)), with: .black) }),
      ("stroke 1e19 wide", { $0.stroke(.rect(Rect(x: 10, y: 10, width: 5, height: 5)), width: 1e19, with: .black) }),
      ("ellipse stroke infinitely wide", {
        $0.stroke(.ellipse(Rect(x: 10, y: 10, width: 9, height: 5)), width: .infinity, with: .black)
      }),
      ("clip ±1e35 with an infinite radius", {
        $0.pushClip(.roundedRect(Rect(x: -1e35, y: -1e35, width: 2e35, height: 2e35), CornerRadii(.infinity)))
        $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), with: .black)
      }),
    ]
    for (name, draw) in huge {
      let buffer = try Self.canvas(draw)
      #expect(Self.alphas(buffer).allSatisfy { $0 == 255 }, "\(name)")
    }
  }

  /// NaN edges leave nothing to draw; a NaN clip lets nothing through; far-off figures draw
  /// nothing; a line from -1e300 to 1e300 is a band across the canvas.
  @Test func nanAndFarOffFiguresDrawNothing() throws {
    let nothing: [(inout Canvas) -> Void] = [
      { $0.fill(.rect(Rect(x: .nan, y: 0, width: 10, height: 10)), with: .black) },
      { $0.fill(.roundedRect(Rect(x: 0, y: 0, width: 10, height: .nan), CornerRadii(3)), with: .black) },
      { $0.stroke(.ellipse(Rect(x: 0, y: 0, width: .nan, height: 4)), width: 2, with: .black) },
      { $0.stroke(.rect(Rect(x: 2, y: 2, width: 10, height: 10)), width: .nan, with: .black) },
      { $0.stroke(.rect(Rect(x: 2, y: 2, width: 10, height: 10)), width: -1e19, with: .black) },
      { $0.fill(.roundedRect(Rect(x: 1e19, y: 1e19, width: 10, height: 10), CornerRadii(.infinity)), with: .black) },
      {
        $0.pushClip(.ellipse(Rect(x: .nan, y: 0, width: 10, height: 10)))
        $0.fill(.rect(Rect(x: 0, y: 0, width: 40, height: 30)), with: .black)
        $0.popClip()
      },
    ]
    for (i, draw) in nothing.enumerated() {
      #expect(Self.alphas(try Self.canvas(draw)).allSatisfy { $0 == 0 }, "case \(i)")
    }
    let line = try Self.canvas {
      $0.drawLine(from: Point(x: -1e300, y: 4), to: Point(x: 1e300, y: 4), width: 2, with: .black)
    }
    #expect((0..<40).allSatisfy { line[$0, 3].a == 255 && line[$0, 4].a == 255 && line[$0, 6].a == 0 })
  }
}
