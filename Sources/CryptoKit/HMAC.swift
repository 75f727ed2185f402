// HMAC (RFC 2104) over any of the hash functions, and the codes it makes.
import Foundation

/// A message authentication code, as CryptoKit's `MessageAuthenticationCode`: bytes that are
/// iterated, compared in constant time, and described in hexadecimal.
public protocol MessageAuthenticationCode: ContiguousBytes, CustomStringConvertible, Hashable,
  Sequence
where Element == UInt8 {
  /// The number of bytes in the code.
  var byteCount: Int { get }
}

extension MessageAuthenticationCode {
  /// Whether two codes hold the same bytes, compared in constant time.
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool { constantTimeEquals(lhs, rhs) }

  /// Whether the code holds the bytes of `rhs`, compared in constant time.
  public static func == <D: DataProtocol>(lhs: Self, rhs: D) -> Bool {
    constantTimeEquals(lhs, [UInt8](rhs))
  }

  public func makeIterator() -> Array<UInt8>.Iterator {
    withUnsafeBytes { Array($0).makeIterator() }
  }

  public var description: String { "\(Self.self): \(Array(self).hexString)" }
}

/// A hash-based message authentication code, as CryptoKit's `HMAC`: the code of data under a
/// symmetric key, with `H` as the hash.
public struct HMAC<H: HashFunction> {
  public typealias Key = SymmetricKey
  public typealias MAC = HashedAuthenticationCode<H>

  private var inner: H
  private var outer: H

  /// An authenticator under `key`, to be fed with `update(data:)`.
  public init(key: SymmetricKey) {
    // RFC 2104 section 2: a key longer than a block is hashed first; then it is padded with
    // zeros to a block, and XORed with 0x36 for the inner hash and 0x5c for the outer.
    var block = key.bytes
    if block.count > H.blockByteCount { block = Array(H.hash(data: block)) }
    block += repeatElement(0, count: H.blockByteCount - block.count)
    inner = H()
    inner.update(data: block.map { $0 ^ 0x36 })
    outer = H()
    outer.update(data: block.map { $0 ^ 0x5c })
  }

  /// The code of `data` under `key`.
  public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey)
    -> MAC
  {
    var authenticator = HMAC(key: key)
    authenticator.update(data: data)
    return authenticator.finalize()
  }

  /// Whether `mac` is the code of the bytes `bufferPointer` covers under `key`.
  public static func isValidAuthenticationCode(
    _ mac: MAC, authenticating bufferPointer: UnsafeRawBufferPointer, using key: SymmetricKey
  ) -> Bool {
    var authenticator = HMAC(key: key)
    authenticator.update(bufferPointer: bufferPointer)
    return constantTimeEquals(mac, authenticator.finalize())
  }

  /// Whether `authenticationCode` is the code of `authenticatedData` under `key`.
  public static func isValidAuthenticationCode<D: DataProtocol>(
    _ authenticationCode: MAC, authenticating authenticatedData: D, using key: SymmetricKey
  ) -> Bool {
    constantTimeEquals(authenticationCode, Self.authenticationCode(for: authenticatedData,
                                                                    using: key))
  }

  /// Whether the bytes of `authenticationCode` are the code of `authenticatedData` under `key`.
  public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
    _ authenticationCode: C, authenticating authenticatedData: D, using key: SymmetricKey
  ) -> Bool {
    constantTimeEquals(authenticationCode, Self.authenticationCode(for: authenticatedData,
                                                                    using: key))
  }

  /// Feeds `data` into the code.
  public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

  mutating func update(bufferPointer: UnsafeRawBufferPointer) {
    inner.update(bufferPointer: bufferPointer)
  }

  /// The code of everything fed so far; the authenticator may be fed more.
  public func finalize() -> MAC {
    var outer = outer
    outer.update(data: Array(inner.finalize()))
    return HashedAuthenticationCode(bytes: Array(outer.finalize()))
  }
}

extension HMAC: Sendable where H: Sendable {}

/// The code HMAC makes with `H`, as CryptoKit's `HashedAuthenticationCode`: as many bytes as
/// `H`'s digest.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode, Sendable {
  let bytes: [UInt8]

  /// The number of bytes in the code: the size of `H`'s digest.
  public var byteCount: Int { bytes.count }

  /// The code in hexadecimal, after the hash's name: "HMAC with SHA256: ...".
  public var description: String { "HMAC with \(H.self): \(bytes.hexString)" }

  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  public func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}
