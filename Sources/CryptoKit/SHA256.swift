// SHA-256, as FIPS 180-4 section 6.2 defines it, behind CryptoKit's `SHA256`.

/// The SHA-256 hash function, as CryptoKit's `SHA256`: a 32-byte digest.
public struct SHA256: HashFunction, Sendable {
  public typealias Digest = SHA256Digest

  /// The block size: 64 bytes.
  public static var blockByteCount: Int { 64 }
  /// The digest size: 32 bytes.
  public static var byteCount: Int { 32 }

  private var engine = MerkleDamgard<SHA256Compression>()

  public init() {}

  public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
    engine.update(bufferPointer)
  }

  public func finalize() -> SHA256Digest { SHA256Digest(bytes: engine.finalize()) }
}

/// SHA-256's compression function on eight 32-bit words.
struct SHA256Compression: BlockCompression {
  static let blockByteCount = 64
  static let lengthByteCount = 8
  static let isLengthBigEndian = true

  // FIPS 180-4 section 5.3.3.
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]

  init() {}

  var digestBytes: [UInt8] { state.bigEndianBytes }

  mutating func compress(_ blocks: UnsafeRawBufferPointer) {
    var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3]
    var h4 = state[4], h5 = state[5], h6 = state[6], h7 = state[7]
    withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
      sha256RoundConstants.withUnsafeBufferPointer { k in
        for offset in stride(from: 0, to: blocks.count, by: 64) {
          for t in 0..<16 {
            w[t] = blocks.loadUnaligned(fromByteOffset: offset + 4 * t, as: UInt32.self).bigEndian
          }
          for t in 16..<64 {
            let s0 = w[t - 15].rotatedRight(7) ^ w[t - 15].rotatedRight(18) ^ (w[t - 15] &>> 3)
            let s1 = w[t - 2].rotatedRight(17) ^ w[t - 2].rotatedRight(19) ^ (w[t - 2] &>> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
          }
          var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
          for t in 0..<64 {
            let sum1 = e.rotatedRight(6) ^ e.rotatedRight(11) ^ e.rotatedRight(25)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ k[t] &+ w[t]
            let sum0 = a.rotatedRight(2) ^ a.rotatedRight(13) ^ a.rotatedRight(22)
            let majority = (a & b) ^ (a & c) ^ (b & c)
            let temp2 = sum0 &+ majority
            h = g
            g = f
            f = e
            e = d &+ temp1
            d = c
            c = b
            b = a
            a = temp1 &+ temp2
          }
          h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
          h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
        }
      }
    }
    state = [h0, h1, h2, h3, h4, h5, h6, h7]
  }
}

// FIPS 180-4 section 4.2.2: the first 32 bits of the fractional parts of the cube roots of the
// first 64 primes.
private let sha256RoundConstants: [UInt32] = [
  0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
  0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
  0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
  0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
  0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
  0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
  0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
  0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
  0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
  0xc671_78f2,
]
