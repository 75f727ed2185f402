// SHA-512 and SHA-384, as FIPS 180-4 sections 6.4 and 6.5 define them, behind CryptoKit's
// `SHA512` and `SHA384`: one compression function on 64-bit words, two initial states.

/// The SHA-384 hash function, as CryptoKit's `SHA384`: a 48-byte digest.
public struct SHA384: HashFunction, Sendable {
  public typealias Digest = SHA384Digest

  /// The block size: 128 bytes.
  public static var blockByteCount: Int { 128 }
  /// The digest size: 48 bytes.
  public static var byteCount: Int { 48 }

  private var engine = MerkleDamgard<SHA384Compression>()

  public init() {}

  public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
    engine.update(bufferPointer)
  }

  public func finalize() -> SHA384Digest { SHA384Digest(bytes: engine.finalize()) }
}

/// The SHA-512 hash function, as CryptoKit's `SHA512`: a 64-byte digest.
public struct SHA512: HashFunction, Sendable {
  public typealias Digest = SHA512Digest

  /// The block size: 128 bytes.
  public static var blockByteCount: Int { 128 }
  /// The digest size: 64 bytes.
  public static var byteCount: Int { 64 }

  private var engine = MerkleDamgard<SHA512Compression>()

  public init() {}

  public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
    engine.update(bufferPointer)
  }

  public func finalize() -> SHA512Digest { SHA512Digest(bytes: engine.finalize()) }
}

/// SHA-512's compression function on eight 64-bit words.
struct SHA512Compression: BlockCompression {
  static let blockByteCount = 128
  static let lengthByteCount = 16
  static let isLengthBigEndian = true

  // FIPS 180-4 section 5.3.5.
  fileprivate var state: [UInt64] = [
    0x6a09_e667_f3bc_c908, 0xbb67_ae85_84ca_a73b, 0x3c6e_f372_fe94_f82b, 0xa54f_f53a_5f1d_36f1,
    0x510e_527f_ade6_82d1, 0x9b05_688c_2b3e_6c1f, 0x1f83_d9ab_fb41_bd6b, 0x5be0_cd19_137e_2179,
  ]

  init() {}

  fileprivate init(state: [UInt64]) { self.state = state }

  var digestBytes: [UInt8] { state.bigEndianBytes }

  mutating func compress(_ blocks: UnsafeRawBufferPointer) {
    var h0 = state[0], h1 = state[1], h2 = state[2], h3 = state[3]
    var h4 = state[4], h5 = state[5], h6 = state[6], h7 = state[7]
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 80) { w in
      sha512RoundConstants.withUnsafeBufferPointer { k in
        for offset in stride(from: 0, to: blocks.count, by: 128) {
          for t in 0..<16 {
            w[t] = blocks.loadUnaligned(fromByteOffset: offset + 8 * t, as: UInt64.self).bigEndian
          }
          for t in 16..<80 {
            let s0 = w[t - 15].rotatedRight(1) ^ w[t - 15].rotatedRight(8) ^ (w[t - 15] &>> 7)
            let s1 = w[t - 2].rotatedRight(19) ^ w[t - 2].rotatedRight(61) ^ (w[t - 2] &>> 6)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
          }
          var a = h0, b = h1, c = h2, d = h3, e = h4, f = h5, g = h6, h = h7
          for t in 0..<80 {
            let sum1 = e.rotatedRight(14) ^ e.rotatedRight(18) ^ e.rotatedRight(41)
            let choice = (e & f) ^ (~e & g)
            let temp1 = h &+ sum1 &+ choice &+ k[t] &+ w[t]
            let sum0 = a.rotatedRight(28) ^ a.rotatedRight(34) ^ a.rotatedRight(39)
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

/// SHA-384's compression function: SHA-512's from another state, its digest cut to 48 bytes.
struct SHA384Compression: BlockCompression {
  static let blockByteCount = 128
  static let lengthByteCount = 16
  static let isLengthBigEndian = true

  // FIPS 180-4 section 5.3.4.
  private var base = SHA512Compression(state: [
    0xcbbb_9d5d_c105_9ed8, 0x629a_292a_367c_d507, 0x9159_015a_3070_dd17, 0x152f_ecd8_f70e_5939,
    0x6733_2667_ffc0_0b31, 0x8eb4_4a87_6858_1511, 0xdb0c_2e0d_64f9_8fa7, 0x47b5_481d_befa_4fa4,
  ])

  init() {}

  var digestBytes: [UInt8] { Array(base.digestBytes.prefix(48)) }

  mutating func compress(_ blocks: UnsafeRawBufferPointer) { base.compress(blocks) }
}

// FIPS 180-4 section 4.2.3: the first 64 bits of the fractional parts of the cube roots of the
// first 80 primes.
private let sha512RoundConstants: [UInt64] = [
  0x428a_2f98_d728_ae22, 0x7137_4491_23ef_65cd, 0xb5c0_fbcf_ec4d_3b2f, 0xe9b5_dba5_8189_dbbc,
  0x3956_c25b_f348_b538, 0x59f1_11f1_b605_d019, 0x923f_82a4_af19_4f9b, 0xab1c_5ed5_da6d_8118,
  0xd807_aa98_a303_0242, 0x1283_5b01_4570_6fbe, 0x2431_85be_4ee4_b28c, 0x550c_7dc3_d5ff_b4e2,
  0x72be_5d74_f27b_896f, 0x80de_b1fe_3b16_96b1, 0x9bdc_06a7_25c7_1235, 0xc19b_f174_cf69_2694,
  0xe49b_69c1_9ef1_4ad2, 0xefbe_4786_384f_25e3, 0x0fc1_9dc6_8b8c_d5b5, 0x240c_a1cc_77ac_9c65,
  0x2de9_2c6f_592b_0275, 0x4a74_84aa_6ea6_e483, 0x5cb0_a9dc_bd41_fbd4, 0x76f9_88da_8311_53b5,
  0x983e_5152_ee66_dfab, 0xa831_c66d_2db4_3210, 0xb003_27c8_98fb_213f, 0xbf59_7fc7_beef_0ee4,
  0xc6e0_0bf3_3da8_8fc2, 0xd5a7_9147_930a_a725, 0x06ca_6351_e003_826f, 0x1429_2967_0a0e_6e70,
  0x27b7_0a85_46d2_2ffc, 0x2e1b_2138_5c26_c926, 0x4d2c_6dfc_5ac4_2aed, 0x5338_0d13_9d95_b3df,
  0x650a_7354_8baf_63de, 0x766a_0abb_3c77_b2a8, 0x81c2_c92e_47ed_aee6, 0x9272_2c85_1482_353b,
  0xa2bf_e8a1_4cf1_0364, 0xa81a_664b_bc42_3001, 0xc24b_8b70_d0f8_9791, 0xc76c_51a3_0654_be30,
  0xd192_e819_d6ef_5218, 0xd699_0624_5565_a910, 0xf40e_3585_5771_202a, 0x106a_a070_32bb_d1b8,
  0x19a4_c116_b8d2_d0c8, 0x1e37_6c08_5141_ab53, 0x2748_774c_df8e_eb99, 0x34b0_bcb5_e19b_48a8,
  0x391c_0cb3_c5c9_5a63, 0x4ed8_aa4a_e341_8acb, 0x5b9c_ca4f_7763_e373, 0x682e_6ff3_d6b2_b8a3,
  0x748f_82ee_5def_b2fc, 0x78a5_636f_4317_2f60, 0x84c8_7814_a1f0_ab72, 0x8cc7_0208_1a64_39ec,
  0x90be_fffa_2363_1e28, 0xa450_6ceb_de82_bde9, 0xbef9_a3f7_b2c6_7915, 0xc671_78f2_e372_532b,
  0xca27_3ece_ea26_619c, 0xd186_b8c7_21c0_c207, 0xeada_7dd6_cde0_eb1e, 0xf57d_4f7f_ee6e_d178,
  0x06f0_67aa_7217_6fba, 0x0a63_7dc5_a2c8_98a6, 0x113f_9804_bef9_0dae, 0x1b71_0b35_131c_471b,
  0x28db_77f5_2304_7d84, 0x32ca_ab7b_40c7_2493, 0x3c9e_be0a_15c9_bebc, 0x431d_67c4_9c10_0d4c,
  0x4cc5_d4be_cb3e_42b6, 0x597f_299c_fc65_7e2a, 0x5fcb_6fab_3ad6_faec, 0x6c44_198c_4a47_5817,
]
