// SHA-1 (FIPS 180-4 section 6.1) and MD5 (RFC 1321), under CryptoKit's `Insecure`: both are
// broken for security, and kept for the checksums and legacy protocols that still name them.

/// The hash functions that are no longer secure, as CryptoKit's `Insecure`: for compatibility
/// with older protocols only.
public enum Insecure {
  /// The SHA-1 hash function, as CryptoKit's `Insecure.SHA1`: a 20-byte digest.
  public struct SHA1: HashFunction, Sendable {
    public typealias Digest = SHA1Digest

    /// The block size: 64 bytes.
    public static var blockByteCount: Int { 64 }
    /// The digest size: 20 bytes.
    public static var byteCount: Int { 20 }

    private var engine = MerkleDamgard<SHA1Compression>()

    public init() {}

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
      engine.update(bufferPointer)
    }

    public func finalize() -> SHA1Digest { SHA1Digest(bytes: engine.finalize()) }
  }

  /// The MD5 hash function, as CryptoKit's `Insecure.MD5`: a 16-byte digest.
  public struct MD5: HashFunction, Sendable {
    public typealias Digest = MD5Digest

    /// The block size: 64 bytes.
    public static var blockByteCount: Int { 64 }
    /// The digest size: 16 bytes.
    public static var byteCount: Int { 16 }

    private var engine = MerkleDamgard<MD5Compression>()

    public init() {}

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
      engine.update(bufferPointer)
    }

    public func finalize() -> MD5Digest { MD5Digest(bytes: engine.finalize()) }
  }
}

/// SHA-1's compression function on five 32-bit words.
struct SHA1Compression: BlockCompression {
  static let blockByteCount = 64
  static let lengthByteCount = 8
  static let isLengthBigEndian = true

  private var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476, 0xc3d2_e1f0]

  init() {}

  var digestBytes: [UInt8] { state.bigEndianBytes }

  mutating func compress(_ blocks: UnsafeRawBufferPointer) {
    var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3], h4 = state[4]
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 80) { w in
      for offset in stride(from: 0, to: blocks.count, by: 64) {
        for t in 0..<16 {
          w[t] = blocks.loadUnaligned(fromByteOffset: offset + 4 * t, as: UInt32.self).bigEndian
        }
        for t in 16..<80 { w[t] = (w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16]).rotatedLeft(1) }
        var a = h0, b = h1, c = h2, d = h3, e = h4
        for t in 0..<80 {
          let f: UInt32
          let k: UInt32
          switch t {
          case 0..<20: f = (b & c) | (~b & d); k = 0x5a82_7999
          case 20..<40: f = b ^ c ^ d; k = 0x6ed9_eba1
          case 40..<60: f = (b & c) | (b & d) | (c & d); k = 0x8f1b_bcdc
          default: f = b ^ c ^ d; k = 0xca62_c1d6
          }
          let temp = a.rotatedLeft(5) &+ f &+ e &+ k &+ w[t]
          e = d
          d = c
          c = b.rotatedLeft(30)
          b = a
          a = temp
        }
        h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d; h4 &+= e
      }
    }
    state = [h0, h1, h2, h3, h4]
  }
}

/// MD5's compression function on four 32-bit words, little-endian throughout.
struct MD5Compression: BlockCompression {
  static let blockByteCount = 64
  static let lengthByteCount = 8
  static let isLengthBigEndian = false

  private var state: [UInt32] = [0x6745_2301, 0xefcd_ab89, 0x98ba_dcfe, 0x1032_5476]

  init() {}

  var digestBytes: [UInt8] { state.littleEndianBytes }

  mutating func compress(_ blocks: UnsafeRawBufferPointer) {
    var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3]
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 16) { m in
      md5Constants.withUnsafeBufferPointer { k in
        md5Shifts.withUnsafeBufferPointer { shifts in
          for offset in stride(from: 0, to: blocks.count, by: 64) {
            for i in 0..<16 {
              m[i] = blocks.loadUnaligned(fromByteOffset: offset + 4 * i, as: UInt32.self)
                .littleEndian
            }
            var a = h0, b = h1, c = h2, d = h3
            for i in 0..<64 {
              var f: UInt32
              let g: Int
              switch i {
              case 0..<16: f = (b & c) | (~b & d); g = i
              case 16..<32: f = (d & b) | (~d & c); g = (5 &* i &+ 1) & 15
              case 32..<48: f = b ^ c ^ d; g = (3 &* i &+ 5) & 15
              default: f = c ^ (b | ~d); g = (7 &* i) & 15
              }
              f = f &+ a &+ k[i] &+ m[g]
              a = d
              d = c
              c = b
              b = b &+ f.rotatedLeft(shifts[i])
            }
            h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
          }
        }
      }
    }
    state = [h0, h1, h2, h3]
  }
}

// RFC 1321 section 3.4: the integer part of 2^32 times abs(sin(i + 1)).
private let md5Constants: [UInt32] = [
  0xd76a_a478, 0xe8c7_b756, 0x2420_70db, 0xc1bd_ceee, 0xf57c_0faf, 0x4787_c62a, 0xa830_4613,
  0xfd46_9501, 0x6980_98d8, 0x8b44_f7af, 0xffff_5bb1, 0x895c_d7be, 0x6b90_1122, 0xfd98_7193,
  0xa679_438e, 0x49b4_0821, 0xf61e_2562, 0xc040_b340, 0x265e_5a51, 0xe9b6_c7aa, 0xd62f_105d,
  0x0244_1453, 0xd8a1_e681, 0xe7d3_fbc8, 0x21e1_cde6, 0xc337_07d6, 0xf4d5_0d87, 0x455a_14ed,
  0xa9e3_e905, 0xfcef_a3f8, 0x676f_02d9, 0x8d2a_4c8a, 0xfffa_3942, 0x8771_f681, 0x6d9d_6122,
  0xfde5_380c, 0xa4be_ea44, 0x4bde_cfa9, 0xf6bb_4b60, 0xbebf_bc70, 0x289b_7ec6, 0xeaa1_27fa,
  0xd4ef_3085, 0x0488_1d05, 0xd9d4_d039, 0xe6db_99e5, 0x1fa2_7cf8, 0xc4ac_5665, 0xf429_2244,
  0x432a_ff97, 0xab94_23a7, 0xfc93_a039, 0x655b_59c3, 0x8f0c_cc92, 0xffef_f47d, 0x8584_5dd1,
  0x6fa8_7e4f, 0xfe2c_e6e0, 0xa301_4314, 0x4e08_11a1, 0xf753_7e82, 0xbd3a_f235, 0x2ad7_d2bb,
  0xeb86_d391,
]

// RFC 1321 section 3.4: the rotation of each of the 64 steps.
private let md5Shifts: [UInt32] = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
  5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
  4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
  6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
]
