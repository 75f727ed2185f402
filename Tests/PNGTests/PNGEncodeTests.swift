import Foundation
import PNGCodec
import Raster
import Testing
import TestSupport

@Suite struct PNGEncodeTests {
  /// A buffer with opaque, transparent and partly transparent pixels of many values.
  static func mixedBuffer() throws -> PixelBuffer {
    var straight = [UInt8]()
    for y in 0..<37 {
      for x in 0..<53 {
        let a = UInt8((x * 5 + y * 7) % 256)
        straight += [UInt8((x * 31) % 256), UInt8((y * 17) % 256), UInt8((x * y) % 256), a]
      }
    }
    return try PixelBuffer(width: 53, height: 37, straightRGBA: straight)
  }

  @Test func roundTripKeepsPremultipliedPixels() throws {
    let buffer = try Self.mixedBuffer()
    for encoder in [PNGEncoder.fast, .small, PNGEncoder(level: 0)] {
      let decoded = try PNGDecoder().decode(try encoder.encode(buffer))
      #expect(decoded == buffer)
    }
  }

  @Test func everyPremultipliedValueRoundTrips() throws {
    // All 256 * 257 / 2 valid (c, a) pairs with c <= a.
    var bytes = [UInt8]()
    for a in 0...255 {
      for c in 0...a { bytes += [UInt8(c), UInt8(c / 2), 0, UInt8(a)] }
    }
    bytes += [UInt8](repeating: 0, count: 257 * 128 * 4 - bytes.count)
    let buffer = try PixelBuffer(width: 257, height: 128, premultipliedRGBA: bytes)
    #expect(try PNGDecoder().decode(try PNGEncoder.fast.encode(buffer)) == buffer)
  }

  @Test func opaquePicturesAreRGBAndOthersRGBA() throws {
    let opaque = try PixelBuffer(width: 4, height: 3, fill: Color.blue.premultiplied)
    let png = try PNGEncoder.fast.encode(opaque)
    // The IHDR colour type byte: offset 8 (signature) + 8 (length, type) + 9.
    #expect(png[25] == 2)
    let translucent = try PixelBuffer(width: 4, height: 3, fill: Color.blue.opacity(0.5).premultiplied)
    #expect(try PNGEncoder.fast.encode(translucent)[25] == 6)
    #expect(try PNGEncoder(colorMode: .rgba).encode(opaque)[25] == 6)
  }

  @Test func isOpaqueFindsAnyTranslucentPixel() throws {
    // An odd pixel count, so the last pixel falls outside the two-pixel words.
    let opaque = try PixelBuffer(width: 7, height: 3, fill: RGBA8(r: 1, g: 2, b: 3, a: 255))
    #expect(opaque.isOpaque)
    for index in [0, 1, 2, 9, 19, 20] {
      var buffer = opaque
      buffer.bytes[index * 4 + 3] = 254
      #expect(!buffer.isOpaque, "pixel \(index) has alpha 254")
      var colour = opaque
      colour.bytes[index * 4] = 0  // a colour byte changes nothing
      #expect(colour.isOpaque)
    }
  }

  @Test func sameBufferGivesSameBytesAndNoTimeChunk() throws {
    let buffer = try Self.mixedBuffer()
    for encoder in [PNGEncoder.fast, .small] {
      let a = try encoder.encode(buffer)
      let b = try encoder.encode(buffer)
      #expect(a == b)
      #expect(!Self.chunkTypes(a).contains("tIME"))
      #expect(Self.chunkTypes(a) == ["IHDR", "IDAT", "IEND"])
    }
  }

  @Test func smallPresetIsNoLargerThanFast() throws {
    let buffer = try Self.mixedBuffer()
    #expect(try PNGEncoder.small.encode(buffer).count <= PNGEncoder.fast.encode(buffer).count)
  }

  /// The small preset encodes once with the filters the picture calls for: a gradient (no
  /// pixel equal to its left) takes libpng's adaptive filtering; a flat UI picture Up for each
  /// row equal to the one above and no filter for the others, written by the shim: the file
  /// decodes to the same pixels, with only IHDR, IDAT and IEND, and its rows' filter bytes
  /// say which.
  @Test func smallChoosesTheFiltersFromThePicture() throws {
    func encoded(_ buffer: PixelBuffer, _ filters: PNGEncoder.Filters) throws -> [UInt8] {
      try PNGEncoder(level: 9, filters: filters).encode(buffer)
    }
    var gradient = try PixelBuffer(width: 120, height: 80)
    var card = try PixelBuffer(width: 120, height: 80, fill: RGBA8(r: 255, g: 255, b: 255, a: 255))
    for y in 0..<80 {
      for x in 0..<120 {
        gradient[x, y] = RGBA8(r: UInt8(x * 2), g: UInt8(y * 3), b: UInt8((x + y) % 256), a: 255)
        if (x / 3 + y / 5) % 7 == 0 { card[x, y] = RGBA8(r: 30, g: 30, b: 30, a: 255) }
      }
    }
    #expect(try PNGEncoder.small.encode(gradient) == encoded(gradient, .all))
    let small = try PNGEncoder.small.encode(card)
    #expect(try PNGDecoder().decode(small) == card)
    #expect(Self.chunkTypes(small) == ["IHDR", "IDAT", "IEND"])
    // The filter bytes: row 0 none; rows 1-4 repeat row 0 (y / 5 is the same), Up; row 5 not.
    let idat = try #require(Self.imageData(small))
    let stride = 1 + 120 * 3
    #expect((0..<6).map { idat[$0 * stride] } == [0, 2, 2, 2, 2, 0])
  }

  @Test func badLevelIsRefused() throws {
    let buffer = try PixelBuffer(width: 1, height: 1)
    #expect(throws: PNGError.self) { try PNGEncoder(level: 12).encode(buffer) }
  }

  @Test func atomicWriteReplacesOrLeavesTheOldFile() throws {
    let folder = TestPaths.scratch("atomic")
    let path = folder + "/shot.png"
    let first = try PixelBuffer(width: 2, height: 2, fill: Color.red.premultiplied)
    try PNGEncoder.fast.write(first, to: path)
    let firstBytes = try FileIO.read(path)
    let second = try PixelBuffer(width: 3, height: 3, fill: Color.green.premultiplied)
    try PNGEncoder.fast.write(second, to: path)
    #expect(try PNGDecoder().decodeFile(path) == second)

    // A write that cannot happen (the folder is gone) throws, names the file, leaves nothing.
    do {
      try FileIO.writeAtomically(firstBytes, to: folder + "/missing/shot.png")
      Issue.record("writing into a missing folder succeeded")
    } catch {
      #expect(error.kind == .io)
      #expect(error.path == folder + "/missing/shot.png")
    }
    // A target that is a folder cannot be replaced: the write fails, the folder stays, and
    // no temporary file is left behind.
    try FileManager.default.createDirectory(atPath: folder + "/dir.png/inner",
                                            withIntermediateDirectories: true)
    #expect(throws: PNGError.self) { try FileIO.writeAtomically(firstBytes, to: folder + "/dir.png") }
    let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(left == ["dir.png", "shot.png"])
    #expect(try PNGDecoder().decodeFile(path) == second)
  }

  @Test func zeroAndOversizedBuffersAreRefused() {
    #expect(throws: RasterError.self) { try PixelBuffer(width: 0, height: 5) }
    #expect(throws: RasterError.self) { try PixelBuffer(width: -3, height: 5) }
    let limits = SizeLimits(maxWidth: 100, maxHeight: 100, maxPixels: 5000)
    #expect(throws: RasterError.self) { try PixelBuffer(width: 101, height: 1, limits: limits) }
    #expect(throws: RasterError.self) { try PixelBuffer(width: 100, height: 51, limits: limits) }
    #expect(throws: Never.self) { try PixelBuffer(width: 100, height: 50, limits: limits) }
    #expect(throws: RasterError.self) { try PixelBuffer(width: 1 << 40, height: 1 << 40) }
  }

  /// The inflated image data: every row's filter byte and samples.
  static func imageData(_ png: [UInt8]) -> [UInt8]? {
    var stream: [UInt8] = []
    var i = 8
    while i + 8 <= png.count {
      let length = png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
      if String(decoding: png[i + 4..<i + 8], as: UTF8.self) == "IDAT" {
        stream += png[i + 8..<min(png.count, i + 8 + length)]
      }
      i += 12 + length
    }
    return RawDeflate.inflate(stream, capacity: 1 << 24)
  }

  static func chunkTypes(_ png: [UInt8]) -> [String] {
    var types: [String] = []
    var i = 8
    while i + 8 <= png.count {
      let length = png[i..<i + 4].reduce(0) { $0 << 8 | Int($1) }
      types.append(String(decoding: png[i + 4..<i + 8], as: UTF8.self))
      i += 12 + length
    }
    // Consecutive IDATs are one image stream; report them once.
    return types.reduce(into: []) { out, t in if out.last != t { out.append(t) } }
  }
}
