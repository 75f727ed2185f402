import Raster

/// Writes baseline JPEG files (JFIF, 4:4:4, the standard Huffman tables of the JPEG spec's
/// Annex K, libjpeg's quality scaling of its example quantisation tables), for UIKit's
/// `jpegData(compressionQuality:)`.
///
/// The same pixels give the same bytes on every machine: the forward DCT uses IEEE `+ - * /`
/// only, with the cosines as constants, and rounds as Swift's `rounded()` does. Transparent
/// pixels are taken as premultiplied, so they come out over black, as a `CGImage` with alpha
/// does in UIKit.
public struct JPEGEncoder: Sendable {
  /// From 0 (smallest file) to 1 (best picture), as UIKit's `compressionQuality`.
  public var quality: Double

  public init(quality: Double = 0.75) { self.quality = quality }

  /// The JPEG file of `buffer`.
  public func encode(_ buffer: PixelBuffer) -> [UInt8] {
    var out = BitWriter()
    let q = quality.isFinite ? min(max(quality, 0), 1) : 0.75
    let percent = max(1, min(100, Int((q * 100).rounded())))
    let luma = Self.scaled(Self.lumaTable, percent)
    let chroma = Self.scaled(Self.chromaTable, percent)
    writeHeaders(&out, width: buffer.width, height: buffer.height, luma: luma, chroma: chroma)
    let lumaDivisors = luma.map { Double($0) }
    let chromaDivisors = chroma.map { Double($0) }
    var previousDC = [0, 0, 0]
    var planes = [[Double]](repeating: [Double](repeating: 0, count: 64), count: 3)
    let pixels = buffer.bytes
    for blockY in stride(from: 0, to: buffer.height, by: 8) {
      for blockX in stride(from: 0, to: buffer.width, by: 8) {
        for y in 0..<8 {
          let sy = min(blockY + y, buffer.height - 1)
          for x in 0..<8 {
            let sx = min(blockX + x, buffer.width - 1)
            let i = (sy * buffer.width + sx) * 4
            let r = Double(pixels[i]), g = Double(pixels[i + 1]), b = Double(pixels[i + 2])
            planes[0][y * 8 + x] = 0.299 * r + 0.587 * g + 0.114 * b - 128
            planes[1][y * 8 + x] = -0.168736 * r - 0.331264 * g + 0.5 * b
            planes[2][y * 8 + x] = 0.5 * r - 0.418688 * g - 0.081312 * b
          }
        }
        for c in 0..<3 {
          let coefficients = Self.forwardDCT(planes[c])
          let divisors = c == 0 ? lumaDivisors : chromaDivisors
          var quantized = [Int](repeating: 0, count: 64)
          for k in 0..<64 {
            let z = Self.zigzag[k]
            quantized[k] = Int((coefficients[z] / divisors[z]).rounded())
          }
          let tables = c == 0 ? (Self.lumaDC, Self.lumaAC) : (Self.chromaDC, Self.chromaAC)
          encodeBlock(&out, quantized, &previousDC[c], dc: tables.0, ac: tables.1)
        }
      }
    }
    out.flush()
    out.bytes += [0xFF, 0xD9]
    return out.bytes
  }

  // MARK: - Headers

  private func writeHeaders(_ out: inout BitWriter, width: Int, height: Int, luma: [Int],
                            chroma: [Int]) {
    out.bytes += [0xFF, 0xD8]
    // JFIF APP0: version 1.1, no density units, 1:1
    out.bytes += [0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00,
                  0x00, 0x01, 0x00, 0x01, 0x00, 0x00]
    for (id, table) in [(0, luma), (1, chroma)] {
      out.bytes += [0xFF, 0xDB, 0x00, 0x43, UInt8(id)]
      out.bytes += (0..<64).map { UInt8(table[Self.zigzag[$0]]) }
    }
    out.bytes += [0xFF, 0xC0, 0x00, 0x11, 0x08, UInt8(height >> 8), UInt8(height & 0xFF),
                  UInt8(width >> 8), UInt8(width & 0xFF), 0x03,
                  0x01, 0x11, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
    for (tableClass, id, spec) in [(0, 0, Self.lumaDCSpec), (1, 0, Self.lumaACSpec),
                                   (0, 1, Self.chromaDCSpec), (1, 1, Self.chromaACSpec)] {
      let length = 3 + 16 + spec.values.count
      out.bytes += [0xFF, 0xC4, UInt8(length >> 8), UInt8(length & 0xFF),
                    UInt8(tableClass << 4 | id)]
      out.bytes += spec.counts + spec.values
    }
    out.bytes += [0xFF, 0xDA, 0x00, 0x0C, 0x03, 0x01, 0x00, 0x02, 0x11, 0x03, 0x11,
                  0x00, 0x3F, 0x00]
  }

  // MARK: - Blocks

  private func encodeBlock(_ out: inout BitWriter, _ block: [Int], _ previousDC: inout Int,
                           dc: HuffmanCodes, ac: HuffmanCodes) {
    let diff = block[0] - previousDC
    previousDC = block[0]
    let dcSize = Self.bitCount(diff)
    out.write(dc.codes[dcSize], dc.lengths[dcSize])
    if dcSize > 0 { out.write(Self.amplitude(diff, dcSize), dcSize) }
    var run = 0
    for k in 1..<64 {
      let value = block[k]
      if value == 0 {
        run += 1
        continue
      }
      while run > 15 {
        out.write(ac.codes[0xF0], ac.lengths[0xF0])
        run -= 16
      }
      let size = Self.bitCount(value)
      let symbol = run << 4 | size
      out.write(ac.codes[symbol], ac.lengths[symbol])
      out.write(Self.amplitude(value, size), size)
      run = 0
    }
    if run > 0 { out.write(ac.codes[0x00], ac.lengths[0x00]) }
  }

  static func bitCount(_ value: Int) -> Int {
    var magnitude = abs(value)
    var bits = 0
    while magnitude > 0 {
      bits += 1
      magnitude >>= 1
    }
    return bits
  }

  /// A negative value's bits as JPEG writes them: one less than it, in `size` bits.
  static func amplitude(_ value: Int, _ size: Int) -> Int {
    value >= 0 ? value : value + (1 << size) - 1
  }

  /// The 8x8 forward DCT, separable, from constant cosines.
  static func forwardDCT(_ samples: [Double]) -> [Double] {
    var rows = [Double](repeating: 0, count: 64)
    for y in 0..<8 {
      for u in 0..<8 {
        var sum = 0.0
        for x in 0..<8 { sum += samples[y * 8 + x] * basis[u * 8 + x] }
        rows[y * 8 + u] = sum
      }
    }
    var out = [Double](repeating: 0, count: 64)
    for u in 0..<8 {
      for v in 0..<8 {
        var sum = 0.0
        for y in 0..<8 { sum += rows[y * 8 + u] * basis[v * 8 + y] }
        out[v * 8 + u] = sum
      }
    }
    return out
  }

  /// basis[u * 8 + x] = c(u) cos((2x + 1) u pi / 16) / 2, c(0) = 1 / sqrt(2), else 1: two
  /// passes give the DCT's 1/4 c(u) c(v).
  static let basis: [Double] = {
    // cos(k pi / 16) for k = 0...8, to the last bit of a Double
    let cosines: [Double] = [1, 0.98078528040323043, 0.92387953251128674,
                             0.83146961230254524, 0.70710678118654757, 0.55557023301960218,
                             0.38268343236508978, 0.19509032201612825, 0]
    func cosine(_ m: Int) -> Double {
      // cos(m pi / 16) for any m, from the first quadrant
      let k = m % 32
      switch k {
      case 0...8: return cosines[k]
      case 9...16: return -cosines[16 - k]
      case 17...24: return -cosines[k - 16]
      default: return cosines[32 - k]
      }
    }
    var table = [Double](repeating: 0, count: 64)
    for u in 0..<8 {
      let scale = u == 0 ? 0.70710678118654757 / 2 : 0.5
      for x in 0..<8 { table[u * 8 + x] = scale * cosine((2 * x + 1) * u) }
    }
    return table
  }()

  // MARK: - Tables (JPEG spec, Annex K)

  static let zigzag: [Int] = [
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27,
    20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51,
    58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
  ]

  static let lumaTable: [Int] = [
    16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57,
    69, 56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64,
    81, 104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
  ]

  static let chromaTable: [Int] = [
    17, 18, 24, 47, 99, 99, 99, 99, 18, 21, 26, 66, 99, 99, 99, 99, 24, 26, 56, 99, 99, 99,
    99, 99, 47, 66, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
    99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99, 99,
  ]

  /// A table scaled for a quality from 1 to 100, as libjpeg's `jpeg_quality_scaling`.
  static func scaled(_ table: [Int], _ quality: Int) -> [Int] {
    let scale = quality < 50 ? 5000 / quality : 200 - quality * 2
    return table.map { min(255, max(1, ($0 * scale + 50) / 100)) }
  }

  struct HuffmanSpec {
    let counts: [UInt8]
    let values: [UInt8]
  }

  struct HuffmanCodes {
    var codes = [Int](repeating: 0, count: 256)
    var lengths = [Int](repeating: 0, count: 256)

    init(_ spec: HuffmanSpec) {
      var code = 0
      var k = 0
      for length in 1...16 {
        for _ in 0..<Int(spec.counts[length - 1]) {
          codes[Int(spec.values[k])] = code
          lengths[Int(spec.values[k])] = length
          code += 1
          k += 1
        }
        code <<= 1
      }
    }
  }

  static let lumaDCSpec = HuffmanSpec(
    counts: [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0],
    values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  static let chromaDCSpec = HuffmanSpec(
    counts: [0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0],
    values: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11])
  static let lumaACSpec = HuffmanSpec(
    counts: [0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D],
    values: [
      0x01, 0x02, 0x03, 0x00, 0x04, 0x11, 0x05, 0x12, 0x21, 0x31, 0x41, 0x06, 0x13, 0x51, 0x61,
      0x07, 0x22, 0x71, 0x14, 0x32, 0x81, 0x91, 0xA1, 0x08, 0x23, 0x42, 0xB1, 0xC1, 0x15, 0x52,
      0xD1, 0xF0, 0x24, 0x33, 0x62, 0x72, 0x82, 0x09, 0x0A, 0x16, 0x17, 0x18, 0x19, 0x1A, 0x25,
      0x26, 0x27, 0x28, 0x29, 0x2A, 0x34, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44, 0x45,
      0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63, 0x64,
      0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A, 0x83,
      0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97, 0x98, 0x99,
      0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4, 0xB5, 0xB6,
      0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA, 0xD2, 0xD3,
      0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE1, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7, 0xE8,
      0xE9, 0xEA, 0xF1, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ])
  static let chromaACSpec = HuffmanSpec(
    counts: [0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77],
    values: [
      0x00, 0x01, 0x02, 0x03, 0x11, 0x04, 0x05, 0x21, 0x31, 0x06, 0x12, 0x41, 0x51, 0x07, 0x61,
      0x71, 0x13, 0x22, 0x32, 0x81, 0x08, 0x14, 0x42, 0x91, 0xA1, 0xB1, 0xC1, 0x09, 0x23, 0x33,
      0x52, 0xF0, 0x15, 0x62, 0x72, 0xD1, 0x0A, 0x16, 0x24, 0x34, 0xE1, 0x25, 0xF1, 0x17, 0x18,
      0x19, 0x1A, 0x26, 0x27, 0x28, 0x29, 0x2A, 0x35, 0x36, 0x37, 0x38, 0x39, 0x3A, 0x43, 0x44,
      0x45, 0x46, 0x47, 0x48, 0x49, 0x4A, 0x53, 0x54, 0x55, 0x56, 0x57, 0x58, 0x59, 0x5A, 0x63,
      0x64, 0x65, 0x66, 0x67, 0x68, 0x69, 0x6A, 0x73, 0x74, 0x75, 0x76, 0x77, 0x78, 0x79, 0x7A,
      0x82, 0x83, 0x84, 0x85, 0x86, 0x87, 0x88, 0x89, 0x8A, 0x92, 0x93, 0x94, 0x95, 0x96, 0x97,
      0x98, 0x99, 0x9A, 0xA2, 0xA3, 0xA4, 0xA5, 0xA6, 0xA7, 0xA8, 0xA9, 0xAA, 0xB2, 0xB3, 0xB4,
      0xB5, 0xB6, 0xB7, 0xB8, 0xB9, 0xBA, 0xC2, 0xC3, 0xC4, 0xC5, 0xC6, 0xC7, 0xC8, 0xC9, 0xCA,
      0xD2, 0xD3, 0xD4, 0xD5, 0xD6, 0xD7, 0xD8, 0xD9, 0xDA, 0xE2, 0xE3, 0xE4, 0xE5, 0xE6, 0xE7,
      0xE8, 0xE9, 0xEA, 0xF2, 0xF3, 0xF4, 0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA,
    ])

  static let lumaDC = HuffmanCodes(lumaDCSpec)
  static let lumaAC = HuffmanCodes(lumaACSpec)
  static let chromaDC = HuffmanCodes(chromaDCSpec)
  static let chromaAC = HuffmanCodes(chromaACSpec)
}

/// Bits into bytes, most significant first, with a zero stuffed after each 0xFF.
private struct BitWriter {
  var bytes: [UInt8] = []
  private var buffer = 0
  private var count = 0

  mutating func write(_ bits: Int, _ length: Int) {
    guard length > 0 else { return }
    buffer = buffer << length | (bits & ((1 << length) - 1))
    count += length
    while count >= 8 {
      let byte = UInt8((buffer >> (count - 8)) & 0xFF)
      bytes.append(byte)
      if byte == 0xFF { bytes.append(0) }
      count -= 8
    }
    buffer &= (1 << count) - 1
  }

  /// Pads the last byte with ones, as the spec asks.
  mutating func flush() {
    if count > 0 { write((1 << (8 - count)) - 1, 8 - count) }
  }
}
