// Symmetric keys: the bytes HMAC, HKDF and the ciphers take, made from data or at random.
import Foundation

/// The size of a symmetric key, in bits, as CryptoKit's `SymmetricKeySize`.
public struct SymmetricKeySize: Sendable {
  /// The number of bits in the key: a positive multiple of 8.
  public let bitCount: Int

  /// 128 bits, for AES-128.
  public static var bits128: SymmetricKeySize { SymmetricKeySize(bitCount: 128) }
  /// 192 bits, for AES-192.
  public static var bits192: SymmetricKeySize { SymmetricKeySize(bitCount: 192) }
  /// 256 bits, for AES-256 and ChaCha20-Poly1305.
  public static var bits256: SymmetricKeySize { SymmetricKeySize(bitCount: 256) }

  /// A key size of `bitCount` bits, a positive multiple of 8.
  public init(bitCount: Int) {
    precondition(bitCount > 0 && bitCount % 8 == 0,
                 "A key size is a positive multiple of 8 bits, not \(bitCount)")
    self.bitCount = bitCount
  }
}

/// A symmetric cryptographic key, as CryptoKit's `SymmetricKey`: bytes that are compared in
/// constant time and never printed.
public struct SymmetricKey: ContiguousBytes, Sendable {
  let bytes: [UInt8]

  /// A key holding the bytes of `data`.
  public init<D: ContiguousBytes>(data: D) {
    bytes = data.withUnsafeBytes { [UInt8]($0) }
  }

  /// A new key of `size`, from the system's cryptographically secure random numbers.
  public init(size: SymmetricKeySize) {
    bytes = randomBytes(count: size.bitCount / 8)
  }

  /// The number of bits in the key.
  public var bitCount: Int { bytes.count * 8 }

  var byteCount: Int { bytes.count }

  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }
}

extension SymmetricKey: Equatable {
  /// Whether two keys hold the same bytes, compared in constant time.
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: SymmetricKey, _ rhs: SymmetricKey) -> Bool {
    constantTimeEquals(lhs.bytes, rhs.bytes)
  }
}

/// `count` bytes from `SystemRandomNumberGenerator`, which reads the kernel's secure source
/// (getrandom on Linux).
func randomBytes(count: Int) -> [UInt8] {
  var generator = SystemRandomNumberGenerator()
  var bytes: [UInt8] = []
  bytes.reserveCapacity(count + 7)
  while bytes.count < count {
    let word = generator.next()
    for shift in stride(from: 0, to: 64, by: 8) {
      bytes.append(UInt8(truncatingIfNeeded: word >> shift))
    }
  }
  return Array(bytes.prefix(count))
}
