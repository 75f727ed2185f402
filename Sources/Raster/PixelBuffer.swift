#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A picture in memory: `width` x `height` premultiplied RGBA8 pixels, rows top to bottom.
///
/// The bytes are tightly packed (`width * 4` per row) in `bytes`, in R, G, B, A order.
public struct PixelBuffer: Sendable, Hashable {
  public let width: Int
  public let height: Int
  /// Premultiplied RGBA8 samples, `width * 4` bytes per row.
  public var bytes: [UInt8]

  /// Makes a buffer filled with one pixel.
  ///
  /// - Throws: `RasterError.invalidSize` when a side is zero or negative, or the size passes
  ///   `limits`.
  public init(width: Int, height: Int, fill: RGBA8 = .transparent,
              limits: SizeLimits = .standard) throws(RasterError) {
    guard fill == .transparent else {
      try self.init(width: width, height: height, fill: fill, holes: [], limits: limits)
      return
    }
    try limits.check(width: width, height: height)  // before allocating
    try self.init(width: width, height: height,
                  premultipliedRGBA: [UInt8](repeating: 0, count: width * height * 4), limits: limits)
  }

  /// Makes a buffer filled with one pixel except inside `holes`, whose pixels are left as
  /// memory had them (or set to `holeFill`, for tests): for a caller that will cover every
  /// one of them before anything reads them, so that they are not written twice.
  public init(width: Int, height: Int, fill: RGBA8, holes: [IntRect], holeFill: RGBA8? = nil,
               limits: SizeLimits = .standard) throws(RasterError) {
    try limits.check(width: width, height: height)
    self.width = width
    self.height = height
    let canvasRect = IntRect(x: 0, y: 0, width: width, height: height)
    let holes = holes.map { $0.intersection(canvasRect) }.filter { !$0.isEmpty }
    bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      buffer.withMemoryRebound(to: UInt32.self) { words in
        let base = words.baseAddress!
        // Pixels `range` (indices in the whole buffer) set to `word`: one call per gap, across
        // rows too, so that a buffer without holes is one `memset` when it can be.
        func put(_ word: UInt32, _ range: Range<Int>) {
          Blend.setWords(base + range.lowerBound, to: word, count: range.count)
        }
        var filledTo = 0  // every pixel before this index is set or a hole
        var spans: [Range<Int>] = []
        for y in 0..<height where holes.contains(where: { $0.y <= y && y < $0.maxY }) {
          // This row's holes, in order; the gaps between them (and up to them) are filled.
          spans.removeAll(keepingCapacity: true)
          for hole in holes where hole.y <= y && y < hole.maxY { spans.append(hole.x..<hole.maxX) }
          spans.sort { $0.lowerBound < $1.lowerBound }
          for span in spans {
            let lower = y * width + span.lowerBound, upper = y * width + span.upperBound
            if lower > filledTo { put(fill.word, filledTo..<lower) }
            if let holeFill, upper > max(filledTo, lower) { put(holeFill.word, max(filledTo, lower)..<upper) }
            filledTo = max(filledTo, upper)
          }
        }
        put(fill.word, filledTo..<width * height)
      }
      count = width * height * 4
    }
  }

  /// Makes a buffer from straight (not premultiplied) RGBA8 samples, premultiplying each pixel
  /// with exact rounding.
  public init(width: Int, height: Int, straightRGBA: [UInt8],
              limits: SizeLimits = .standard) throws(RasterError) {
    try limits.check(width: width, height: height)
    guard straightRGBA.count == width * height * 4 else {
      throw RasterError.invalidSize(
        "\(straightRGBA.count) bytes do not make \(width)x\(height) RGBA8 pixels")
    }
    self.width = width
    self.height = height
    var bytes = straightRGBA
    PixelBuffer.premultiplyInPlace(&bytes)
    self.bytes = bytes
  }

  /// Takes premultiplied bytes as they are. The caller promises each component is at most its
  /// alpha.
  public init(width: Int, height: Int, premultipliedRGBA: [UInt8],
              limits: SizeLimits = .standard) throws(RasterError) {
    try limits.check(width: width, height: height)
    guard premultipliedRGBA.count == width * height * 4 else {
      throw RasterError.invalidSize(
        "\(premultipliedRGBA.count) bytes do not make \(width)x\(height) RGBA8 pixels")
    }
    self.width = width
    self.height = height
    self.bytes = premultipliedRGBA
  }

  /// The number of bytes in one row.
  @inlinable public var rowBytes: Int { width * 4 }

  /// The pixel at column `x`, row `y`.
  @inlinable
  public subscript(x: Int, y: Int) -> RGBA8 {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
      let i = (y * width + x) * 4
      return RGBA8(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside")
      let i = (y * width + x) * 4
      bytes[i] = newValue.r
      bytes[i + 1] = newValue.g
      bytes[i + 2] = newValue.b
      bytes[i + 3] = newValue.a
    }
  }

  /// The bytes of row `y`.
  public func row(_ y: Int) -> ArraySlice<UInt8> {
    precondition(y >= 0 && y < height, "row \(y) is outside 0..<\(height)")
    return bytes[(y * rowBytes)..<((y + 1) * rowBytes)]
  }

  /// The pixels as straight (not premultiplied) RGBA8 samples.
  public func straightRGBA() -> [UInt8] {
    var out = bytes
    out.withUnsafeMutableBufferPointer { p in
      var i = 0
      while i < p.count {
        let a = p[i + 3]
        if a != 255 {
          p[i] = unpremultiply(p[i], a)
          p[i + 1] = unpremultiply(p[i + 1], a)
          p[i + 2] = unpremultiply(p[i + 2], a)
        }
        i += 4
      }
    }
    return out
  }

  /// True when every pixel has alpha 255.
  public var isOpaque: Bool {
    bytes.withUnsafeBytes { raw in
      // AND every pixel together, two at a time (a loop the compiler vectorizes): the
      // alpha bytes of the result are 255 only if every alpha is.
      let words = raw.count / 8
      var all = UInt64.max
      for i in 0..<words { all &= raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self) }
      var alphas = UInt8.max
      for i in stride(from: words * 8 + 3, to: raw.count, by: 4) { alphas &= raw[i] }
      let bytes = withUnsafeBytes(of: all) { Array($0) }
      return alphas == 255 && bytes[3] == 255 && bytes[7] == 255
    }
  }

  static func premultiplyInPlace(_ bytes: inout [UInt8]) {
    bytes.withUnsafeMutableBufferPointer { p in
      var i = 0
      while i < p.count {
        let a = Int(p[i + 3])
        if a != 255 {
          p[i] = UInt8(truncatingIfNeeded: div255(Int(p[i]) * a))
          p[i + 1] = UInt8(truncatingIfNeeded: div255(Int(p[i + 1]) * a))
          p[i + 2] = UInt8(truncatingIfNeeded: div255(Int(p[i + 2]) * a))
        }
        i += 4
      }
    }
  }
}

extension PixelBuffer {
  /// Equal sizes and equal bytes, by `memcmp`: Array's own `==` goes element by element through
  /// generic code, which an unoptimized build (a user's `swift test`) runs at a few hundred
  /// megabytes a second, the largest part of a snapshot check whose reference matches.
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: PixelBuffer, _ rhs: PixelBuffer) -> Bool {
    guard lhs.width == rhs.width, lhs.height == rhs.height,
          lhs.bytes.count == rhs.bytes.count else { return false }
    return lhs.bytes.withUnsafeBytes { a in
      rhs.bytes.withUnsafeBytes { b in
        guard let x = a.baseAddress, let y = b.baseAddress else { return a.count == b.count }
        return memcmp(x, y, a.count) == 0
      }
    }
  }
}

extension RGBA8 {
  /// The pixel as it lies in memory, read as one native-endian 32-bit word.
  @inlinable
  public var word: UInt32 {
    var value: UInt32 = 0
    withUnsafeMutableBytes(of: &value) { raw in
      raw[0] = r
      raw[1] = g
      raw[2] = b
      raw[3] = a
    }
    return value
  }
}
