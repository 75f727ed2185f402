import CJPEGDecoder
import Raster

/// Decodes JPEG data to pixel buffers, with Cellshot's own decoder (no libjpeg).
///
/// Baseline and progressive Huffman-coded JPEG with 8-bit samples, grey or colour (YCbCr, or
/// RGB as an Adobe marker or the component ids say), at any sampling factors, with restart
/// markers. The arithmetic is libjpeg's default, step for step and in integers (the accurate
/// IDCT, fancy upsampling, its YCbCr tables), so a picture decodes to the pixels libjpeg gives
/// it, on every machine, taking what libjpeg takes between scans (quantisation tables latched at
/// each component's first scan, Annex K's Huffman tables where a sequential file has none), and
/// drawing an unfinished progressive file as libjpeg does (its block smoothing).
/// Refused with a clear error: arithmetic-coded, lossless, hierarchical and 12-bit JPEG, CMYK, a
/// truncated file, and more scans than the picture can need (`tooLarge`: past 500, or past 64
/// visits of each block). The EXIF orientation is not applied.
public struct JPEGDecoder: Sendable {
  /// The largest image accepted.
  public var limits: SizeLimits

  public init(limits: SizeLimits = .standard) {
    self.limits = limits
  }

  /// What the frame header says of an image.
  public struct Info: Sendable, Hashable {
    public var width: Int
    public var height: Int
    /// 1 for grey, 3 for colour.
    public var components: Int
    public var progressive: Bool
  }

  /// The size and kind of the image in `data`, from its markers, without decoding it.
  public func info(_ data: [UInt8]) throws(PNGError) -> Info {
    var header = cj_info()
    let code = data.withUnsafeBufferPointer { cj_read_header($0.baseAddress, $0.count, &header) }
    guard code == Int32(CJ_OK) else { throw Self.error(code, header) }
    return Info(width: Int(header.width), height: Int(header.height),
                components: Int(header.components), progressive: header.progressive != 0)
  }

  /// Decodes `data` to a pixel buffer (opaque: JPEG has no alpha).
  public func decode(_ data: [UInt8]) throws(PNGError) -> PixelBuffer {
    guard !data.isEmpty else {
      throw PNGError(kind: .corrupt, reason: "the file is empty", format: "JPEG")
    }
    let size = try info(data)
    do {
      try limits.check(width: size.width, height: size.height)
    } catch {
      throw PNGError(kind: .tooLarge, reason: error.description, format: "JPEG")
    }
    var rgba = [UInt8](repeating: 0, count: size.width * size.height * 4)
    var header = cj_info()
    let code = data.withUnsafeBufferPointer { bytes in
      rgba.withUnsafeMutableBufferPointer { out in
        cj_decode(bytes.baseAddress, bytes.count, out.baseAddress, limits.maxPixels, &header)
      }
    }
    guard code == Int32(CJ_OK) else { throw Self.error(code, header) }
    do {
      return try PixelBuffer(width: size.width, height: size.height, premultipliedRGBA: rgba,
                             limits: limits)
    } catch {
      throw PNGError(kind: .tooLarge, reason: error.description, format: "JPEG")
    }
  }

  /// Decodes the JPEG file at `path`. Errors name the file.
  public func decodeFile(_ path: String) throws(PNGError) -> PixelBuffer {
    let bytes = try FileIO.read(path, maxBytes: Self.maxFileBytes)
    do {
      return try decode(bytes)
    } catch {
      throw error.at(path)
    }
  }

  /// The largest JPEG file read: far more than any picture within the standard limits needs.
  static let maxFileBytes = 256 << 20

  private static func error(_ code: Int32, _ header: cj_info) -> PNGError {
    let reason = withUnsafeBytes(of: header.message) { raw in
      String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
    }
    let kind: PNGError.Kind
    switch code {
    case Int32(CJ_TRUNCATED): kind = .truncated
    case Int32(CJ_ALLOCATION): kind = .allocation
    case Int32(CJ_UNSUPPORTED): kind = .unsupported
    case Int32(CJ_TOO_MUCH_WORK): kind = .tooLarge
    default: kind = .corrupt
    }
    return PNGError(kind: kind, reason: reason, format: "JPEG")
  }
}

/// Picture files by what their bytes are: PNG or JPEG, whatever the file's name says.
public enum ImageFile {
  /// True for data that starts as a JPEG does.
  public static func isJPEG(_ prefix: some Collection<UInt8>) -> Bool {
    prefix.starts(with: [0xFF, 0xD8, 0xFF])
  }

  /// Decodes the PNG or JPEG file at `path`. Errors name the file.
  public static func decode(_ path: String, limits: SizeLimits = .standard) throws(PNGError)
    -> PixelBuffer
  {
    if try startsAsJPEG(path) { return try JPEGDecoder(limits: limits).decodeFile(path) }
    return try PNGDecoder(limits: limits).decodeFile(path)
  }

  /// Decodes PNG or JPEG `data`.
  public static func decode(_ data: [UInt8], limits: SizeLimits = .standard) throws(PNGError)
    -> PixelBuffer
  {
    if isJPEG(data) { return try JPEGDecoder(limits: limits).decode(data) }
    return try PNGDecoder(limits: limits).decode(data)
  }

  private static func startsAsJPEG(_ path: String) throws(PNGError) -> Bool {
    let prefix = try FileIO.readPrefix(path, count: 3)
    return isJPEG(prefix)
  }
}
