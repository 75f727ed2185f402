import CPNGShim
import Raster

/// Encodes pixel buffers as PNG through libpng and zlib.
///
/// The colour type follows the picture: RGB when every pixel is opaque, RGBA otherwise (or as
/// `colorMode` forces). Premultiplied pixels become straight samples by exact rounding, so
/// decoding gives the same premultiplied pixels back. No time stamp or other varying chunk is
/// written: the same pixels and options always give the same bytes.
public struct PNGEncoder: Sendable, Hashable {
  /// How the file stores colour.
  public enum ColorMode: Sendable, Hashable {
    /// RGB when every pixel is opaque, RGBA otherwise.
    case automatic
    case rgb
    case rgba
  }

  /// zlib's strategies (`deflateInit2`).
  public enum Strategy: Int32, Sendable, Hashable {
    case `default` = 0
    case filtered = 1
    case huffmanOnly = 2
    case rle = 3
    case fixed = 4
  }

  /// PNG row filters libpng may choose among (it picks per row when given several).
  public struct Filters: OptionSet, Sendable, Hashable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    // libpng's PNG_FILTER_* bits.
    public static let none = Filters(rawValue: 0x08)
    public static let sub = Filters(rawValue: 0x10)
    public static let up = Filters(rawValue: 0x20)
    public static let average = Filters(rawValue: 0x40)
    public static let paeth = Filters(rawValue: 0x80)
    public static let all: Filters = [.none, .sub, .up, .average, .paeth]
  }

  /// zlib level, 0 (store) to 9 (smallest).
  public var level: Int
  public var strategy: Strategy
  public var filters: Filters
  public var colorMode: ColorMode
  /// Also try each filter set in `alternatives` and keep the smallest file (the same choice
  /// every time, so still deterministic). For goldens and docs, where bytes matter more than
  /// time.
  public var alternatives: [Filters]
  /// In place of `filters` and `alternatives`, choose from the picture and encode once: a
  /// photograph or gradient (fewer than 70 % of pixels equal to their left neighbour,
  /// sampled every 8th row) takes libpng's adaptive filtering; anything else Up for each row
  /// equal to the one above (a row of zeros) and no filter for the others (zlib's matches a
  /// row up do better on flat UI than any filter's residue). Against the smallest of
  /// adaptive, none and Up (three encodes), over the repository's 98 goldens and the gallery
  /// at 3x, files were 0.6 % smaller and 1.4 % larger (see docs/benchmarks.md).
  public var choosesFilters: Bool

  public init(level: Int = 1, strategy: Strategy = .default, filters: Filters = .none,
              colorMode: ColorMode = .automatic, alternatives: [Filters] = [],
              choosesFilters: Bool = false) {
    self.level = level
    self.strategy = strategy
    self.filters = filters
    self.colorMode = colorMode
    self.alternatives = alternatives
    self.choosesFilters = choosesFilters
  }

  /// For tests and previews: fast, with files still small for flat UI pictures.
  public static let fast = PNGEncoder(level: 1, strategy: .default, filters: .none)
  /// For committed goldens and docs: level 9, with the filters chosen from the picture
  /// (`choosesFilters`).
  public static let small = PNGEncoder(level: 9, strategy: .default, filters: .all,
                                       choosesFilters: true)

  /// Encodes `buffer` as PNG bytes.
  public func encode(_ buffer: PixelBuffer) throws(PNGError) -> [UInt8] {
    if choosesFilters { return try encodeChoosingFilters(buffer) }
    var best = try encodeOnce(buffer, filters: filters)
    for candidate in alternatives {
      let bytes = try encodeOnce(buffer, filters: candidate)
      if bytes.count < best.count { best = bytes }
    }
    return best
  }

  private func encodeChoosingFilters(_ buffer: PixelBuffer) throws(PNGError) -> [UInt8] {
    let share = buffer.bytes.withUnsafeBufferPointer { pixels in
      pixels.baseAddress.map { cs_png_share_equal_left($0, buffer.width, buffer.height, 8) } ?? 1
    }
    if share < 0.7 { return try encodeOnce(buffer, filters: .all) }
    return try encodeOnce(buffer, filters: .none, repeatsUp: true)
  }

  /// 3 for RGB, 4 for RGBA, as `colorMode` says for `buffer`.
  private func channels(for buffer: PixelBuffer) -> Int {
    switch colorMode {
    case .automatic: return buffer.isOpaque ? 3 : 4
    case .rgb: return 3
    case .rgba: return 4
    }
  }

  /// One encode; `repeatsUp` has the shim filter each row itself (`CS_PNG_FILTER_REPEATS_UP`).
  private func encodeOnce(_ buffer: PixelBuffer, filters: Filters, repeatsUp: Bool = false)
    throws(PNGError) -> [UInt8]
  {
    guard (0...9).contains(level) else {
      throw PNGError(kind: .invalidArgument, reason: "zlib level \(level) is not in 0...9")
    }
    let channels = channels(for: buffer)
    let context = EncodeContext(buffer: buffer, channels: channels)
    context.output.reserveCapacity(buffer.width * buffer.height / 8 + 1024)
    var options = cs_png_encode_options(
      channels: Int32(channels), level: Int32(level), strategy: strategy.rawValue,
      filters: repeatsUp ? CS_PNG_FILTER_REPEATS_UP : filters.rawValue, mem_level: 8,
      window_bits: 15, buffer_size: 1 << 17)
    var status = cs_png_status()
    let rowFn: cs_png_row_fn = { raw, y, row in
      guard let raw else { return }
      Unmanaged<EncodeContext>.fromOpaque(raw).takeUnretainedValue().writeRow(Int(y), into: row)
    }
    let writeFn: cs_png_write_fn = { raw, bytes, count in
      guard let raw else { return 1 }
      let context = Unmanaged<EncodeContext>.fromOpaque(raw).takeUnretainedValue()
      context.output.append(contentsOf: UnsafeBufferPointer(start: bytes, count: count))
      return 0
    }
    withExtendedLifetime(context) {
      cs_png_encode(UInt32(buffer.width), UInt32(buffer.height), &options, rowFn, writeFn,
                    Unmanaged.passUnretained(context).toOpaque(), &status)
    }
    guard status.code == 0 else { throw PNGDecoder.error(from: status) }
    return context.output
  }

  /// Encodes `buffer` and writes it to `path` atomically (see `FileIO.writeAtomically`).
  public func write(_ buffer: PixelBuffer, to path: String) throws(PNGError) {
    let bytes: [UInt8]
    do {
      bytes = try encode(buffer)
    } catch {
      throw error.at(path)
    }
    try FileIO.writeAtomically(bytes, to: path)
  }
}

/// What one encode's callbacks reach: the pixels, which rows libpng asks for, and the bytes
/// it writes.
private final class EncodeContext {
  let buffer: PixelBuffer
  /// 4 for RGBA, 3 for RGB.
  let channels: Int
  var output: [UInt8] = []

  init(buffer: PixelBuffer, channels: Int) {
    self.buffer = buffer
    self.channels = channels
  }

  /// Writes row `y`'s samples into `row`: straight RGBA, or RGB.
  func writeRow(_ y: Int, into row: UnsafeMutablePointer<UInt8>) {
    buffer.bytes.withUnsafeBufferPointer { pixels in
      if channels == 4 {
        Self.straightRGBA(pixels, row: y, width: buffer.width, into: row)
      } else {
        Self.rgb(pixels, row: y, width: buffer.width, into: row)
      }
    }
  }

  /// Row `y` of premultiplied `pixels`, `width` wide, as straight RGBA samples.
  /// Not inlined (nor `rgb`): a function of its own, its loop is laid out the same whatever
  /// the code around its caller (inlined, one layout ran 15 % slower).
  @inline(never)
  static func straightRGBA(_ pixels: UnsafeBufferPointer<UInt8>, row y: Int, width: Int,
                           into row: UnsafeMutablePointer<UInt8>) {
    var source = y * width * 4
    for x in 0..<width {
      let a = pixels[source + 3]
      if a == 255 {
        row[x * 4] = pixels[source]
        row[x * 4 + 1] = pixels[source + 1]
        row[x * 4 + 2] = pixels[source + 2]
      } else {
        row[x * 4] = unpremultiply(pixels[source], a)
        row[x * 4 + 1] = unpremultiply(pixels[source + 1], a)
        row[x * 4 + 2] = unpremultiply(pixels[source + 2], a)
      }
      row[x * 4 + 3] = a
      source += 4
    }
  }

  /// Row `y` of opaque `pixels`, `width` wide, as RGB samples: premultiplied and straight
  /// samples are the same; the alpha is dropped.
  @inline(never)
  static func rgb(_ pixels: UnsafeBufferPointer<UInt8>, row y: Int, width: Int,
                  into row: UnsafeMutablePointer<UInt8>) {
    guard let start = pixels.baseAddress else { return }
    let source = y * width * 4
    // Two pixels at a time: eight bytes in, their six colour bytes out (written as eight, the
    // last two overwritten by the next pair), the final pair byte by byte.
    let base = UnsafeRawPointer(start) + source
    let out = UnsafeMutableRawPointer(row)
    var x = 0
    while x + 3 < width {
      let pair = UInt64(littleEndian: base.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self))
      let packed = (pair & 0xFF_FFFF) | ((pair >> 8) & 0xFFFF_FF00_0000)
      out.storeBytes(of: packed.littleEndian, toByteOffset: x * 3, as: UInt64.self)
      x += 2
    }
    while x < width {
      row[x * 3] = pixels[source + x * 4]
      row[x * 3 + 1] = pixels[source + x * 4 + 1]
      row[x * 3 + 2] = pixels[source + x * 4 + 2]
      x += 1
    }
  }
}
