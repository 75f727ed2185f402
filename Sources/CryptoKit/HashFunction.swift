// CryptoKit on Linux: Apple's hashes (SHA-256, SHA-384, SHA-512, and SHA-1 and MD5 under
// `Insecure`), HMAC, HKDF, symmetric keys, and the AES-GCM, AES key wrap and ChaCha20-Poly1305
// ciphers, with Apple's signatures, in pure Swift on Foundation alone. Each algorithm is checked
// against its published NIST or RFC vectors (Tests/FrameworkTests/CryptoKitTests.swift). Made for
// app code that hashes, signs and seals data on Linux the way it does on iOS, not hardened against
// timing side channels as Apple's CoreCrypto is. Never imported by Cellshot.
//
// This file: the protocols every hash and digest conforms to.
import Foundation

/// A cryptographically secure hash function, as CryptoKit's `HashFunction`: fed data with
/// `update(data:)` and finalized into a fixed-size `Digest`.
public protocol HashFunction {
  /// The number of bytes the function compresses at a time: its block size.
  static var blockByteCount: Int { get }

  /// The type of the hash's output.
  associatedtype Digest: CryptoKit.Digest

  /// Creates a hash function in its initial state.
  init()

  /// Feeds the bytes `bufferPointer` covers into the hash.
  mutating func update(bufferPointer: UnsafeRawBufferPointer)

  /// The digest of everything fed so far. The function itself is unchanged, and may be fed more.
  func finalize() -> Digest
}

extension HashFunction {
  /// The digest of `data`, in one call.
  public static func hash<D: DataProtocol>(data: D) -> Digest {
    var hasher = Self()
    hasher.update(data: data)
    return hasher.finalize()
  }

  /// Feeds `data` into the hash, one contiguous region at a time.
  public mutating func update<D: DataProtocol>(data: D) {
    for region in data.regions {
      region.withUnsafeBytes { update(bufferPointer: $0) }
    }
  }
}

/// The output of a hash function, as CryptoKit's `Digest`: a fixed number of bytes, which are
/// iterated, compared in constant time, and described in hexadecimal.
public protocol Digest: ContiguousBytes, CustomStringConvertible, Hashable, Sequence
where Element == UInt8 {
  /// The number of bytes in the digest.
  static var byteCount: Int { get }
}

extension Digest {
  public func makeIterator() -> Array<UInt8>.Iterator {
    withUnsafeBytes { Array($0).makeIterator() }
  }

  /// Whether two digests hold the same bytes, compared in constant time.
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool { constantTimeEquals(lhs, rhs) }

  /// Whether the digest holds the bytes of `rhs`, compared in constant time.
  public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
    constantTimeEquals(lhs, [UInt8](rhs))
  }

  public var description: String { "\(Self.self): \(Array(self).hexString)" }
}

extension Sequence<UInt8> {
  /// The bytes as lowercase hexadecimal, two digits a byte.
  var hexString: String {
    var text = ""
    for byte in self {
      text.append(hexDigits[Int(byte >> 4)])
      text.append(hexDigits[Int(byte & 0xF)])
    }
    return text
  }
}

private let hexDigits: [Character] = Array("0123456789abcdef")

/// Whether `lhs` and `rhs` hold the same bytes, in time that depends only on their lengths.
func constantTimeEquals<L: ContiguousBytes, R: ContiguousBytes>(_ lhs: L, _ rhs: R) -> Bool {
  lhs.withUnsafeBytes { left in
    rhs.withUnsafeBytes { right in
      guard left.count == right.count else { return false }
      var difference: UInt8 = 0
      for index in 0..<left.count { difference |= left[index] ^ right[index] }
      return difference == 0
    }
  }
}
