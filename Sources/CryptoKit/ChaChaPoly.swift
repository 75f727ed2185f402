// ChaCha20-Poly1305 (RFC 8439 section 2.8), as CryptoKit's `ChaChaPoly`: the AEAD of a 256-bit
// key and a 12-byte nonce, with a 16-byte tag.
import Foundation

/// The ChaCha20-Poly1305 authenticated cipher, as CryptoKit's `ChaChaPoly`.
public enum ChaChaPoly {
  static let nonceByteCount = 12
  static let tagByteCount = 16

  /// Encrypts `message` under `key` and authenticates it with `authenticatedData`, which is
  /// not encrypted. Without a nonce, a random one is made.
  public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
    _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil,
    authenticating authenticatedData: AuthenticatedData
  ) throws -> SealedBox {
    let nonce = nonce ?? Nonce()
    let cipher = try ChaCha20(key: checked(key), nonce: nonce.bytes)
    let ciphertext = cipher.encrypt([UInt8](message), counter: 1)
    let tag = authenticationTag(cipher, [UInt8](authenticatedData), ciphertext)
    return SealedBox(bytes: nonce.bytes + ciphertext + tag)
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
    let bytes = [UInt8](sealedBox.combined)
    let ciphertext = Array(bytes[nonceByteCount..<(bytes.count - tagByteCount)])
    let cipher = try ChaCha20(key: checked(key), nonce: Array(bytes.prefix(nonceByteCount)))
    let tag = authenticationTag(cipher, [UInt8](authenticatedData), ciphertext)
    guard constantTimeEquals(tag, Array(bytes.suffix(tagByteCount))) else {
      throw CryptoKitError.authenticationFailure
    }
    return Data(cipher.encrypt(ciphertext, counter: 1))
  }

  /// The message in `sealedBox`, once its tag is checked; it throws `authenticationFailure`
  /// for a wrong key or changed data.
  public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
    try open(sealedBox, using: key, authenticating: [UInt8]())
  }

  private static func checked(_ key: SymmetricKey) throws -> [UInt8] {
    guard key.bitCount == 256 else { throw CryptoKitError.incorrectKeySize }
    return key.bytes
  }

  /// The Poly1305 tag (RFC 8439 section 2.8) under the one-time key from keystream block 0,
  /// over the additional data, the ciphertext, each padded to 16 bytes, and their lengths.
  private static func authenticationTag(_ cipher: ChaCha20, _ authenticatedData: [UInt8],
                                        _ ciphertext: [UInt8]) -> [UInt8]
  {
    func padded(_ bytes: [UInt8]) -> [UInt8] {
      bytes + [UInt8](repeating: 0, count: (16 - bytes.count % 16) % 16)
    }
    let lengths = [UInt64(authenticatedData.count), UInt64(ciphertext.count)].littleEndianBytes
    let oneTimeKey = Array(cipher.block(counter: 0).prefix(32))
    return poly1305(key: oneTimeKey,
                    message: padded(authenticatedData) + padded(ciphertext) + lengths)
  }
}

extension ChaChaPoly {
  /// A nonce for ChaChaPoly, as CryptoKit's `ChaChaPoly.Nonce`: 12 bytes, random by default.
  public struct Nonce: ContiguousBytes, Sequence, Sendable {
    let bytes: [UInt8]

    /// A random nonce.
    public init() { bytes = randomBytes(count: ChaChaPoly.nonceByteCount) }

    /// The nonce `data`; it throws `incorrectParameterSize` unless `data` is 12 bytes.
    public init<D: DataProtocol>(data: D) throws {
      guard data.count == ChaChaPoly.nonceByteCount else {
        throw CryptoKitError.incorrectParameterSize
      }
      bytes = [UInt8](data)
    }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try bytes.withUnsafeBytes(body)
    }

    public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
  }

  /// A sealed message, as CryptoKit's `ChaChaPoly.SealedBox`: the 12-byte nonce, the ciphertext
  /// and the 16-byte tag, one after the other in `combined`.
  public struct SealedBox: Sendable {
    /// The nonce, the ciphertext and the tag, one after the other.
    public let combined: Data

    init(bytes: [UInt8]) { combined = Data(bytes) }

    /// The box whose combined bytes are `combined`; it throws `incorrectParameterSize` for
    /// fewer than 28 bytes.
    public init<D: DataProtocol>(combined: D) throws {
      guard combined.count >= ChaChaPoly.nonceByteCount + ChaChaPoly.tagByteCount else {
        throw CryptoKitError.incorrectParameterSize
      }
      self.combined = Data(combined)
    }

    /// The box of `nonce`, `ciphertext` and `tag`; it throws `incorrectParameterSize` unless the
    /// tag is 16 bytes.
    public init<C: DataProtocol, T: DataProtocol>(nonce: ChaChaPoly.Nonce, ciphertext: C, tag: T)
      throws
    {
      guard tag.count == ChaChaPoly.tagByteCount else {
        throw CryptoKitError.incorrectParameterSize
      }
      self.init(bytes: nonce.bytes + [UInt8](ciphertext) + [UInt8](tag))
    }

    /// The 16-byte authentication tag.
    public var tag: Data { Data(combined.suffix(ChaChaPoly.tagByteCount)) }

    /// The encrypted message.
    public var ciphertext: Data {
      Data(combined.dropFirst(ChaChaPoly.nonceByteCount).dropLast(ChaChaPoly.tagByteCount))
    }

    /// The nonce the message was sealed with.
    public var nonce: ChaChaPoly.Nonce {
      ChaChaPoly.Nonce(unchecked: Array(combined.prefix(ChaChaPoly.nonceByteCount)))
    }
  }
}

extension ChaChaPoly.Nonce {
  fileprivate init(unchecked bytes: [UInt8]) { self.bytes = bytes }
}
