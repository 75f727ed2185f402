// AES-GCM's sealed box and nonce: the nonce, ciphertext and tag a seal makes, and the combined
// bytes apps store and send.
import Foundation

extension AES.GCM {
  /// A nonce for AES-GCM, as CryptoKit's `AES.GCM.Nonce`: 12 random bytes by default, or at
  /// least 12 given bytes.
  public struct Nonce: ContiguousBytes, Sequence, Sendable {
    let bytes: [UInt8]

    /// A random nonce of 12 bytes.
    public init() { bytes = randomBytes(count: AES.GCM.defaultNonceByteCount) }

    /// The nonce `data`; it throws `incorrectParameterSize` if `data` is shorter than 12 bytes.
    public init<D: DataProtocol>(data: D) throws {
      guard data.count >= AES.GCM.defaultNonceByteCount else {
        throw CryptoKitError.incorrectParameterSize
      }
      bytes = [UInt8](data)
    }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try bytes.withUnsafeBytes(body)
    }

    public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
  }

  /// A sealed message, as CryptoKit's `AES.GCM.SealedBox`: the nonce, the ciphertext (as long
  /// as the message) and a 16-byte tag.
  public struct SealedBox: Sendable {
    let nonceBytes: [UInt8]
    let ciphertextBytes: [UInt8]
    let tagBytes: [UInt8]

    init(nonce: [UInt8], ciphertext: [UInt8], tag: [UInt8]) {
      nonceBytes = nonce
      ciphertextBytes = ciphertext
      tagBytes = tag
    }

    /// The box whose combined bytes are `combined`: a 12-byte nonce, the ciphertext, and the
    /// 16-byte tag. It throws `incorrectParameterSize` for fewer than 28 bytes.
    public init<D: DataProtocol>(combined: D) throws {
      let bytes = [UInt8](combined)
      let nonceCount = AES.GCM.defaultNonceByteCount
      guard bytes.count >= nonceCount + AES.GCM.tagByteCount else {
        throw CryptoKitError.incorrectParameterSize
      }
      self.init(nonce: Array(bytes[..<nonceCount]),
                ciphertext: Array(bytes[nonceCount..<(bytes.count - AES.GCM.tagByteCount)]),
                tag: Array(bytes.suffix(AES.GCM.tagByteCount)))
    }

    /// The box of `nonce`, `ciphertext` and `tag`; it throws `incorrectParameterSize` unless the
    /// tag is 16 bytes.
    public init<C: DataProtocol, T: DataProtocol>(nonce: AES.GCM.Nonce, ciphertext: C, tag: T)
      throws
    {
      guard tag.count == AES.GCM.tagByteCount else { throw CryptoKitError.incorrectParameterSize }
      self.init(nonce: nonce.bytes, ciphertext: [UInt8](ciphertext), tag: [UInt8](tag))
    }

    /// The 16-byte authentication tag.
    public var tag: Data { Data(tagBytes) }

    /// The encrypted message.
    public var ciphertext: Data { Data(ciphertextBytes) }

    /// The nonce the message was sealed with.
    public var nonce: AES.GCM.Nonce { AES.GCM.Nonce(unchecked: nonceBytes) }

    /// The nonce, ciphertext and tag one after the other; nil unless the nonce is 12 bytes.
    public var combined: Data? {
      guard nonceBytes.count == AES.GCM.defaultNonceByteCount else { return nil }
      return Data(nonceBytes + ciphertextBytes + tagBytes)
    }
  }
}

extension AES.GCM.Nonce {
  fileprivate init(unchecked bytes: [UInt8]) { self.bytes = bytes }
}
