#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CPNGShim
import Raster

/// Decodes PNG data to pixel buffers through libpng.
///
/// Every valid PNG decodes: grey, grey with alpha, RGB, RGBA and palette images, with or without
/// tRNS, at bit depths 1 to 16, interlaced or not. Samples are taken as stored: gamma, colour
/// space and sBIT chunks do not change them. 16-bit samples become 8-bit by exact rounding,
/// `round(v * 255 / 65535)`. The size is checked against `limits` from the header, before any
/// image memory is allocated.
public struct PNGDecoder: Sendable {
  /// The largest image accepted.
  public var limits: SizeLimits
  /// The largest ancillary chunk (text, ICC profile, ...) accepted; a larger one refuses the
  /// file (`tooLarge`) before anything is allocated for it. Ancillary chunks other than tRNS
  /// are skipped unread in any case.
  public var maxChunkBytes: Int
  /// The most memory libpng itself may hold at once (its state, row buffers, zlib's window);
  /// the decoded picture is apart, within `limits`. Past it a decode fails (`allocation`).
  public var maxLibpngBytes: Int

  public init(limits: SizeLimits = .standard, maxChunkBytes: Int = 8 << 20,
              maxLibpngBytes: Int = 64 << 20) {
    self.limits = limits
    self.maxChunkBytes = maxChunkBytes
    self.maxLibpngBytes = maxLibpngBytes
  }

  /// What the header said of a decoded image.
  public struct Info: Sendable, Hashable {
    public var width: Int
    public var height: Int
    public var bitDepth: Int
    /// 0 grey, 2 RGB, 3 palette, 4 grey with alpha, 6 RGBA (the PNG colour type).
    public var colorType: Int
    public var interlaced: Bool
    public var hasTransparencyChunk: Bool
    /// The most memory libpng held at once during the decode.
    public var libpngPeakBytes: Int

    /// True when the file has no alpha channel and no transparency chunk: every pixel opaque.
    public var isOpaque: Bool {
      (colorType == 0 || colorType == 2 || colorType == 3) && !hasTransparencyChunk
    }
  }

  /// Where the PNG bytes come from.
  private enum Source {
    case bytes([UInt8])
    /// An open regular file of this many bytes, read as libpng asks for them.
    case file(descriptor: Int32, size: Int)
  }

  /// Decodes `data` to straight (not premultiplied) RGBA8 samples, as the file holds them.
  public func decodeStraight(_ data: [UInt8]) throws(PNGError) -> (info: Info, rgba: [UInt8]) {
    try decodeStraight(.bytes(data))
  }

  private func decodeStraight(_ source: Source) throws(PNGError) -> (info: Info, rgba: [UInt8]) {
    try withDecodedRows(source) { info, pixels in
      (info, Array(UnsafeBufferPointer(start: pixels, count: info.width * info.height * 4)))
    }
  }

  /// Decodes `data` to a premultiplied pixel buffer.
  public func decode(_ data: [UInt8]) throws(PNGError) -> PixelBuffer {
    try decode(.bytes(data))
  }

  private func decode(_ source: Source) throws(PNGError) -> PixelBuffer {
    let (info, premultiplied) = try withDecodedRows(source) { info, pixels in
      let count = info.width * info.height * 4
      // Premultiply while copying out of libpng's rows: one pass over the pixels.
      // In C (`cs_premultiply_rgba`): the same integers as `div255`, and a debug build's Swift
      // loop cost a twentieth of a snapshot check.
      // A file with no alpha (RGB, grey or palette, no tRNS: how Cellshot writes an opaque
      // picture) is copied as it is: every pixel's alpha is 255.
      let bytes = [UInt8](unsafeUninitializedCapacity: count) { out, initialized in
        if info.isOpaque {
          out.baseAddress!.update(from: pixels, count: count)
        } else {
          cs_premultiply_rgba(pixels, out.baseAddress!, count / 4)
        }
        initialized = count
      }
      return (info, bytes)
    }
    do {
      return try PixelBuffer(width: info.width, height: info.height,
                             premultipliedRGBA: premultiplied, limits: limits)
    } catch {
      throw PNGError(kind: .tooLarge, reason: error.description)
    }
  }

  /// Runs libpng over `source` and hands the decoded straight RGBA8 rows to `body`, which must
  /// not keep the pointer.
  private func withDecodedRows<T>(
    _ source: Source, _ body: (Info, UnsafeMutablePointer<UInt8>) -> T
  ) throws(PNGError) -> T {
    let isEmpty: Bool
    switch source {
    case .bytes(let data): isEmpty = data.isEmpty
    case .file(_, let size): isEmpty = size == 0
    }
    guard !isEmpty else { throw PNGError(kind: .corrupt, reason: "the file is empty") }
    let sink = DecodeSink(limits: limits)
    var cLimits = cs_png_limits(
      max_width: UInt32(clamping: limits.maxWidth),
      max_height: UInt32(clamping: limits.maxHeight),
      max_pixels: UInt64(clamping: limits.maxPixels),
      max_chunk_bytes: UInt64(clamping: maxChunkBytes),
      max_libpng_bytes: UInt64(clamping: maxLibpngBytes))
    var info = cs_png_info()
    var status = cs_png_status()
    let context = Unmanaged.passUnretained(sink).toOpaque()
    let alloc: cs_png_alloc_fn = { context, width, height in
      guard let context else { return nil }
      let sink = Unmanaged<DecodeSink>.fromOpaque(context).takeUnretainedValue()
      // libpng has checked the header against the limits; check again, in Swift's integers.
      guard (try? sink.limits.check(width: Int(width), height: Int(height))) != nil else {
        return nil
      }
      let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: Int(width) * Int(height) * 4)
      sink.pixels = pixels
      return pixels
    }
    switch source {
    case .bytes(let data):
      data.withUnsafeBufferPointer { bytes in
        // Not empty, checked above, so the base address exists.
        if let base = bytes.baseAddress {
          cs_png_decode_rgba8(base, bytes.count, &cLimits, alloc, context, &info, &status)
        }
      }
    case .file(let descriptor, let size):
      cs_png_decode_fd_rgba8(descriptor, UInt64(size), &cLimits, alloc, context, &info, &status)
    }
    guard status.code == 0, let pixels = sink.pixels else {
      throw PNGDecoder.error(from: status)
    }
    let decoded = Info(
      width: Int(info.width), height: Int(info.height), bitDepth: Int(info.bit_depth),
      colorType: Int(info.color_type), interlaced: info.interlaced != 0,
      hasTransparencyChunk: info.has_trns != 0,
      libpngPeakBytes: Int(clamping: status.peak_libpng_bytes))
    return withExtendedLifetime(sink) { body(decoded, pixels) }
  }

  /// Decodes the PNG file at `path` to a premultiplied pixel buffer. Errors name the file.
  ///
  /// The file is read as libpng asks for it, never held whole in memory; one larger than
  /// `maxFileBytes`, or not a regular file (a FIFO, a device), is refused before it is read.
  public func decodeFile(_ path: String) throws(PNGError) -> PixelBuffer {
    try withFile(path) { (source) throws(PNGError) in try decode(source) }
  }

  /// Decodes the PNG file at `path` to straight RGBA8 samples. Errors name the file.
  public func decodeFileStraight(_ path: String) throws(PNGError) -> (info: Info, rgba: [UInt8]) {
    try withFile(path) { (source) throws(PNGError) in try decodeStraight(source) }
  }

  private func withFile<T>(_ path: String, _ body: (Source) throws(PNGError) -> T)
    throws(PNGError) -> T
  {
    let file: (descriptor: Int32, size: Int)
    do {
      file = try FileBytes.open(path, maxBytes: maxFileBytes)
    } catch {
      throw PNGError(kind: error.tooLarge ? .tooLarge : .io, path: path, reason: error.reason)
    }
    defer { close(file.descriptor) }
    do {
      return try body(.file(descriptor: file.descriptor, size: file.size))
    } catch {
      throw error.path == nil ? error.at(path) : error
    }
  }

  /// The largest PNG file accepted: a file larger than this cannot be a PNG within the limits
  /// (8 bytes per pixel is 16-bit RGBA stored uncompressed), and is refused before it is read.
  public var maxFileBytes: Int { max(limits.maxPixels, 1 << 20) * 8 + maxChunkBytes * 4 }

  static func error(from status: cs_png_status) -> PNGError {
    let message = withUnsafeBytes(of: status.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    let kind: PNGError.Kind
    switch Int(status.code) {
    case CS_PNG_ERR_TOO_LARGE: kind = .tooLarge
    case CS_PNG_ERR_TRUNCATED: kind = .truncated
    case CS_PNG_ERR_ALLOC: kind = .allocation
    case CS_PNG_ERR_WRITE, CS_PNG_ERR_IO: kind = .io
    case CS_PNG_ERR_ARGUMENT: kind = .invalidArgument
    default: kind = .corrupt
    }
    // libpng says "Image width exceeds user limit in IHDR": that is a size refusal, not damage.
    if kind == .corrupt, message.contains("exceeds user limit") {
      return PNGError(kind: .tooLarge, reason: message)
    }
    return PNGError(kind: kind, reason: message.isEmpty ? "libpng failed" : message)
  }
}

/// Owns the rows libpng decodes into, for the length of one decode.
private final class DecodeSink {
  var pixels: UnsafeMutablePointer<UInt8>?
  let limits: SizeLimits
  init(limits: SizeLimits) { self.limits = limits }
  deinit { pixels?.deallocate() }
}
