// The ChaCha20 stream cipher and the Poly1305 one-time authenticator of RFC 8439, which
// ChaChaPoly combines (RFC 8439 section 2.8).

/// ChaCha20 (RFC 8439 section 2.3) under a 32-byte key and a 12-byte nonce.
struct ChaCha20 {
  private let key: [UInt32]
  private let nonce: [UInt32]

  init(key: [UInt8], nonce: [UInt8]) {
    self.key = littleEndianWords(key)
    self.nonce = littleEndianWords(nonce)
  }

  /// The 64-byte keystream block numbered `counter`.
  func block(counter: UInt32) -> [UInt8] {
    let initial: [UInt32] = [0x6170_7865, 0x3320_646e, 0x7962_2d32, 0x6b20_6574] + key
      + [counter] + nonce
    var x = initial
    for _ in 0..<10 {
      quarterRound(&x, 0, 4, 8, 12)
      quarterRound(&x, 1, 5, 9, 13)
      quarterRound(&x, 2, 6, 10, 14)
      quarterRound(&x, 3, 7, 11, 15)
      quarterRound(&x, 0, 5, 10, 15)
      quarterRound(&x, 1, 6, 11, 12)
      quarterRound(&x, 2, 7, 8, 13)
      quarterRound(&x, 3, 4, 9, 14)
    }
    return zip(x, initial).map { $0 &+ $1 }.littleEndianBytes
  }

  /// `input` XORed with the keystream from block `counter` on.
  func encrypt(_ input: [UInt8], counter: UInt32) -> [UInt8] {
    var output = input
    var counter = counter
    for start in stride(from: 0, to: input.count, by: 64) {
      let keystream = block(counter: counter)
      for index in start..<min(start + 64, input.count) {
        output[index] ^= keystream[index - start]
      }
      counter &+= 1
    }
    return output
  }

  private func quarterRound(_ x: inout [UInt32], _ a: Int, _ b: Int, _ c: Int, _ d: Int) {
    x[a] &+= x[b]; x[d] = (x[d] ^ x[a]).rotatedLeft(16)
    x[c] &+= x[d]; x[b] = (x[b] ^ x[c]).rotatedLeft(12)
    x[a] &+= x[b]; x[d] = (x[d] ^ x[a]).rotatedLeft(8)
    x[c] &+= x[d]; x[b] = (x[b] ^ x[c]).rotatedLeft(7)
  }
}

/// Poly1305 (RFC 8439 section 2.5): the 16-byte tag of a message under a one-time 32-byte key,
/// computed modulo 2^130 - 5 in five 26-bit limbs (the arithmetic of Andrew Moon's
/// poly1305-donna, 32-bit version).
func poly1305(key: [UInt8], message: [UInt8]) -> [UInt8] {
  let mask: UInt64 = 0x3ff_ffff
  func word(_ bytes: [UInt8], _ offset: Int) -> UInt64 {
    UInt64(bytes[offset]) | UInt64(bytes[offset + 1]) << 8 | UInt64(bytes[offset + 2]) << 16
      | UInt64(bytes[offset + 3]) << 24
  }
  // r, clamped as section 2.5.1 asks, in limbs.
  let r0 = word(key, 0) & 0x3ff_ffff
  let r1 = (word(key, 3) >> 2) & 0x3ff_ff03
  let r2 = (word(key, 6) >> 4) & 0x3ff_c0ff
  let r3 = (word(key, 9) >> 6) & 0x3f0_3fff
  let r4 = (word(key, 12) >> 8) & 0x00f_ffff
  let s1 = r1 * 5, s2 = r2 * 5, s3 = r3 * 5, s4 = r4 * 5
  var h0: UInt64 = 0, h1: UInt64 = 0, h2: UInt64 = 0, h3: UInt64 = 0, h4: UInt64 = 0

  for start in stride(from: 0, to: message.count, by: 16) {
    // Each block with a 1 byte after it: above the 16 bytes of a whole block (bit 128, the
    // 2^24 of the top limb), or right after the bytes of the last, short one.
    var block = Array(message[start..<min(start + 16, message.count)])
    let isWhole = block.count == 16
    if !isWhole { block += [1] + [UInt8](repeating: 0, count: 15 - block.count) }
    h0 += word(block, 0) & mask
    h1 += (word(block, 3) >> 2) & mask
    h2 += (word(block, 6) >> 4) & mask
    h3 += (word(block, 9) >> 6) & mask
    h4 += (word(block, 12) >> 8) | (isWhole ? 1 << 24 : 0)

    let d0 = h0 * r0 + h1 * s4 + h2 * s3 + h3 * s2 + h4 * s1
    var d1 = h0 * r1 + h1 * r0 + h2 * s4 + h3 * s3 + h4 * s2
    var d2 = h0 * r2 + h1 * r1 + h2 * r0 + h3 * s4 + h4 * s3
    var d3 = h0 * r3 + h1 * r2 + h2 * r1 + h3 * r0 + h4 * s4
    var d4 = h0 * r4 + h1 * r3 + h2 * r2 + h3 * r1 + h4 * r0
    h0 = d0 & mask
    d1 += d0 >> 26; h1 = d1 & mask
    d2 += d1 >> 26; h2 = d2 & mask
    d3 += d2 >> 26; h3 = d3 & mask
    d4 += d3 >> 26; h4 = d4 & mask
    h0 += (d4 >> 26) * 5
    h1 += h0 >> 26; h0 &= mask
  }

  // Carry fully, then subtract p = 2^130 - 5 when h >= p, without branching on h.
  var carry = h1 >> 26; h1 &= mask
  h2 += carry; carry = h2 >> 26; h2 &= mask
  h3 += carry; carry = h3 >> 26; h3 &= mask
  h4 += carry; carry = h4 >> 26; h4 &= mask
  h0 += carry * 5; carry = h0 >> 26; h0 &= mask
  h1 += carry
  var g0 = h0 + 5; carry = g0 >> 26; g0 &= mask
  var g1 = h1 + carry; carry = g1 >> 26; g1 &= mask
  var g2 = h2 + carry; carry = g2 >> 26; g2 &= mask
  var g3 = h3 + carry; carry = g3 >> 26; g3 &= mask
  let g4 = (h4 &+ carry) &- (1 << 26)
  let keep = (g4 >> 63) &- 1  // all ones when h + 5 - 2^130 did not go below zero
  h0 = (h0 & ~keep) | (g0 & keep)
  h1 = (h1 & ~keep) | (g1 & keep)
  h2 = (h2 & ~keep) | (g2 & keep)
  h3 = (h3 & ~keep) | (g3 & keep)
  h4 = (h4 & ~keep) | (g4 & keep & mask)

  // h modulo 2^128 in four 32-bit words, plus s.
  let words: [UInt64] = [
    (h0 | h1 << 26) & 0xffff_ffff, (h1 >> 6 | h2 << 20) & 0xffff_ffff,
    (h2 >> 12 | h3 << 14) & 0xffff_ffff, (h3 >> 18 | h4 << 8) & 0xffff_ffff,
  ]
  var tag: [UInt32] = []
  var sum: UInt64 = 0
  for index in 0..<4 {
    sum = words[index] + word(key, 16 + 4 * index) + (sum >> 32)
    tag.append(UInt32(truncatingIfNeeded: sum))
  }
  return tag.littleEndianBytes
}

/// `bytes` as little-endian 32-bit words; its count is a multiple of 4.
private func littleEndianWords(_ bytes: [UInt8]) -> [UInt32] {
  stride(from: 0, to: bytes.count, by: 4).map { offset in
    (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
  }
}
