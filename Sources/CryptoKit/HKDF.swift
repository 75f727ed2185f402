// HKDF, the HMAC-based key derivation function of RFC 5869: extract a pseudorandom key from
// input keying material and a salt, then expand it with context info to any length.
import Foundation

/// A key derivation function, as CryptoKit's `HKDF`, with `H` as HMAC's hash.
public struct HKDF<H: HashFunction> {
  /// A key of `outputByteCount` bytes derived from `inputKeyMaterial`, `salt` and `info`.
  public static func deriveKey<Salt: DataProtocol, Info: DataProtocol>(
    inputKeyMaterial: SymmetricKey, salt: Salt, info: Info, outputByteCount: Int
  ) -> SymmetricKey {
    let prk = extract(inputKeyMaterial: inputKeyMaterial, salt: salt)
    return expand(pseudoRandomKey: prk, info: info, outputByteCount: outputByteCount)
  }

  /// A key of `outputByteCount` bytes derived from `inputKeyMaterial` and `info`, unsalted.
  public static func deriveKey<Info: DataProtocol>(
    inputKeyMaterial: SymmetricKey, info: Info, outputByteCount: Int
  ) -> SymmetricKey {
    deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: info,
              outputByteCount: outputByteCount)
  }

  /// A key of `outputByteCount` bytes derived from `inputKeyMaterial` and `salt`, without info.
  public static func deriveKey<Salt: DataProtocol>(
    inputKeyMaterial: SymmetricKey, salt: Salt, outputByteCount: Int
  ) -> SymmetricKey {
    deriveKey(inputKeyMaterial: inputKeyMaterial, salt: salt, info: [UInt8](),
              outputByteCount: outputByteCount)
  }

  /// A key of `outputByteCount` bytes derived from `inputKeyMaterial` alone.
  public static func deriveKey(inputKeyMaterial: SymmetricKey, outputByteCount: Int)
    -> SymmetricKey
  {
    deriveKey(inputKeyMaterial: inputKeyMaterial, salt: [UInt8](), info: [UInt8](),
              outputByteCount: outputByteCount)
  }

  /// HKDF-Extract (RFC 5869 section 2.2): the pseudorandom key, `HMAC(salt, ikm)`. No salt is
  /// a salt of zeros, which HMAC's padding makes the same as an empty one.
  public static func extract<Salt: DataProtocol>(inputKeyMaterial: SymmetricKey, salt: Salt?)
    -> HashedAuthenticationCode<H>
  {
    let key = SymmetricKey(data: salt.map { [UInt8]($0) } ?? [])
    return HMAC<H>.authenticationCode(for: inputKeyMaterial.bytes, using: key)
  }

  /// HKDF-Expand (RFC 5869 section 2.3): `outputByteCount` bytes from the pseudorandom key and
  /// `info`, at most 255 times the size of `H`'s digest.
  public static func expand<PRK: ContiguousBytes, Info: DataProtocol>(
    pseudoRandomKey prk: PRK, info: Info?, outputByteCount: Int
  ) -> SymmetricKey {
    let hashByteCount = H.Digest.byteCount
    precondition(outputByteCount >= 0 && outputByteCount <= 255 * hashByteCount,
                 "HKDF derives at most \(255 * hashByteCount) bytes, not \(outputByteCount)")
    let key = SymmetricKey(data: prk)
    let info = info.map { [UInt8]($0) } ?? []
    var output: [UInt8] = []
    var previous: [UInt8] = []
    var counter: UInt8 = 1
    while output.count < outputByteCount {
      var authenticator = HMAC<H>(key: key)
      authenticator.update(data: previous)
      authenticator.update(data: info)
      authenticator.update(data: [counter])
      previous = Array(authenticator.finalize())
      output += previous
      counter &+= 1
    }
    return SymmetricKey(data: Array(output.prefix(outputByteCount)))
  }
}

extension HKDF: Sendable {}
