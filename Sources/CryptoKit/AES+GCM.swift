// AES in Galois/Counter Mode (NIST SP 800-38D), as CryptoKit's `AES.GCM`: counter-mode
// encryption and a GHASH tag of 16 bytes over the additional data and the ciphertext.
import Foundation

extension AES {
  /// The AES-GCM authenticated cipher, as CryptoKit's `AES.GCM`: keys of 128, 192 or 256 bits,
  /// 12-byte nonces by default, 16-byte tags.
  public enum GCM {
    static let tagByteCount = 16
    static let defaultNonceByteCount = 12

    /// Encrypts `message` under `key` and authenticates it with `authenticatedData`, which is
    /// not encrypted. Without a nonce, a random one is made.
    public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
      _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil,
      authenticating authenticatedData: AuthenticatedData
    ) throws -> SealedBox {
      let cipher = try AESBlockCipher(key: key)
      let nonce = nonce ?? Nonce()
      let counter = initialCounter(cipher, nonce: nonce.bytes)
      let ciphertext = counterMode(cipher, [UInt8](message), from: increment(counter))
      let tag = authenticationTag(cipher, counter, [UInt8](authenticatedData), ciphertext)
      return SealedBox(nonce: nonce.bytes, ciphertext: ciphertext, tag: tag)
    }

    /// Encrypts and authenticates `message` under `key`. Without a nonce, a random one is made.
    public static func seal<Plaintext: DataProtocol>(
      _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil
    ) throws -> SealedBox {
      try seal(message, using: key, nonce: nonce, authenticating: [UInt8]())
    }

    /// The message in `sealedBox`, once its tag is checked against `authenticatedData` and the
    /// ciphertext; it throws `authenticationFailure` for a wrong key or changed data.
    public static func open<AuthenticatedData: DataProtocol>(
      _ sealedBox: SealedBox, using key: SymmetricKey,
      authenticating authenticatedData: AuthenticatedData
    ) throws -> Data {
      let cipher = try AESBlockCipher(key: key)
      let counter = initialCounter(cipher, nonce: sealedBox.nonceBytes)
      let tag = authenticationTag(cipher, counter, [UInt8](authenticatedData),
                                  sealedBox.ciphertextBytes)
      guard constantTimeEquals(tag, sealedBox.tagBytes) else {
        throw CryptoKitError.authenticationFailure
      }
      return Data(counterMode(cipher, sealedBox.ciphertextBytes, from: increment(counter)))
    }

    /// The message in `sealedBox`, once its tag is checked; it throws `authenticationFailure`
    /// for a wrong key or changed data.
    public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
      try open(sealedBox, using: key, authenticating: [UInt8]())
    }

    /// The pre-counter block J0 (SP 800-38D section 7.1): the nonce and a counter of 1 for a
    /// 12-byte nonce, else the GHASH of the nonce and its length.
    private static func initialCounter(_ cipher: AESBlockCipher, nonce: [UInt8]) -> [UInt8] {
      if nonce.count == defaultNonceByteCount { return nonce + [0, 0, 0, 1] }
      var ghash = GHASH(key: hashKey(cipher))
      ghash.update(nonce)
      ghash.update(lengthBlock(0, nonce.count))
      return ghash.value
    }

    /// The hash subkey H: the cipher applied to the zero block.
    private static func hashKey(_ cipher: AESBlockCipher) -> [UInt8] {
      var block = [UInt8](repeating: 0, count: 16)
      block.withUnsafeMutableBytes { cipher.encrypt($0) }
      return block
    }

    /// GCTR (SP 800-38D section 6.5): `input` XORed with the encrypted counter blocks.
    private static func counterMode(_ cipher: AESBlockCipher, _ input: [UInt8],
                                     from counter: [UInt8]) -> [UInt8]
    {
      var output = input
      var counter = counter
      var keystream = [UInt8](repeating: 0, count: 16)
      for start in stride(from: 0, to: input.count, by: 16) {
        keystream = counter
        keystream.withUnsafeMutableBytes { cipher.encrypt($0) }
        for index in start..<min(start + 16, input.count) {
          output[index] ^= keystream[index - start]
        }
        counter = increment(counter)
      }
      return output
    }

    /// The tag (SP 800-38D section 7.1, steps 5 and 6): the encrypted pre-counter block XORed
    /// with the GHASH of the additional data, the ciphertext and their lengths.
    private static func authenticationTag(_ cipher: AESBlockCipher, _ counter: [UInt8],
                                          _ authenticatedData: [UInt8], _ ciphertext: [UInt8])
      -> [UInt8]
    {
      var ghash = GHASH(key: hashKey(cipher))
      ghash.update(authenticatedData)
      ghash.update(ciphertext)
      ghash.update(lengthBlock(authenticatedData.count, ciphertext.count))
      var mask = counter
      mask.withUnsafeMutableBytes { cipher.encrypt($0) }
      return zip(mask, ghash.value).map { $0 ^ $1 }
    }

    /// Two lengths in bits, as two big-endian 64-bit numbers.
    private static func lengthBlock(_ first: Int, _ second: Int) -> [UInt8] {
      [UInt64(first) * 8, UInt64(second) * 8].bigEndianBytes
    }

    /// inc32: the counter block with its last 32 bits, big-endian, plus one.
    private static func increment(_ counter: [UInt8]) -> [UInt8] {
      var counter = counter
      var index = 15
      repeat {
        counter[index] &+= 1
        index -= 1
      } while counter[index + 1] == 0 && index >= 12
      return counter
    }
  }
}

/// GHASH (SP 800-38D section 6.4): a polynomial hash in GF(2^128) keyed by H. Each `update`
/// pads its input with zeros to whole blocks.
struct GHASH {
  private let keyHigh: UInt64
  private let keyLow: UInt64
  private var high: UInt64 = 0
  private var low: UInt64 = 0

  init(key: [UInt8]) {
    keyHigh = key.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self) }
      .bigEndian
    keyLow = key.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self) }
      .bigEndian
  }

  var value: [UInt8] { [high, low].bigEndianBytes }

  mutating func update(_ bytes: [UInt8]) {
    for start in stride(from: 0, to: bytes.count, by: 16) {
      var block = [UInt8](repeating: 0, count: 16)
      let end = min(start + 16, bytes.count)
      block.replaceSubrange(0..<(end - start), with: bytes[start..<end])
      block.withUnsafeBytes {
        high ^= $0.loadUnaligned(fromByteOffset: 0, as: UInt64.self).bigEndian
        low ^= $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self).bigEndian
      }
      multiplyByKey()
    }
  }

  /// (high, low) times H in GF(2^128), bit by bit (SP 800-38D section 6.3, algorithm 1). The
  /// field's bits run from the most significant bit of `high` down.
  private mutating func multiplyByKey() {
    var zHigh: UInt64 = 0
    var zLow: UInt64 = 0
    var vHigh = keyHigh
    var vLow = keyLow
    for bit in 0..<128 {
      let word = bit < 64 ? high : low
      // All ones when the bit is set, without a branch on it.
      let mask = 0 &- ((word &>> UInt64(63 - bit % 64)) & 1)
      zHigh ^= vHigh & mask
      zLow ^= vLow & mask
      let carry = 0 &- (vLow & 1)
      vLow = (vLow &>> 1) | (vHigh &<< 63)
      vHigh = (vHigh &>> 1) ^ (0xe100_0000_0000_0000 & carry)
    }
    high = zHigh
    low = zLow
  }
}
