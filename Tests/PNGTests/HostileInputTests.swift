#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import BitmapFonts
import PNGCodec
import Raster
import Testing
import TestSupport

/// Files made to break readers (`Tests/Fixtures/hostile`, written by
/// `scripts/make-hostile-fixtures.py`), and files that are not files: each is refused with an
/// error that names it and says what is wrong, or read within small, stated bounds.
@Suite struct HostileInputTests {
  static func png(_ name: String) -> String { TestPaths.testdata("hostile/png/" + name) }

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

}
