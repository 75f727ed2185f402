// AES key wrap (RFC 3394), as CryptoKit's `AES.KeyWrap`: a key encrypted under a
// key-encryption key, with an integrity check that unwrapping verifies.
import Foundation

extension AES {
  /// The AES key wrap algorithm, as CryptoKit's `AES.KeyWrap`.
  public enum KeyWrap {
    // RFC 3394 section 2.2.3.1: the default initial value.
    private static let initialValue: UInt64 = 0xa6a6_a6a6_a6a6_a6a6

    /// `keyToWrap` encrypted under `kek`: 8 bytes longer than the key. It throws
    /// `incorrectKeySize` for a `kek` AES does not take, and `incorrectParameterSize` unless the
    /// key is a multiple of 8 bytes and at least 16.
    public static func wrap(_ keyToWrap: SymmetricKey, using kek: SymmetricKey) throws -> Data {
      let cipher = try AESBlockCipher(key: kek)
      let plaintext = keyToWrap.bytes
      guard plaintext.count >= 16, plaintext.count % 8 == 0 else {
        throw CryptoKitError.incorrectParameterSize
      }
      // RFC 3394 section 2.2.1, the index-based form.
      var a = initialValue
      var r = words(plaintext)
      let n = r.count
      var block = [UInt8](repeating: 0, count: 16)
      for j in 0...5 {
        for i in 0..<n {
          block = [a, r[i]].bigEndianBytes
          block.withUnsafeMutableBytes { cipher.encrypt($0) }
          let out = words(block)
          a = out[0] ^ UInt64(n * j + i + 1)
          r[i] = out[1]
        }
      }
      return Data(([a] + r).bigEndianBytes)
    }

    /// The key in `wrappedKey`, decrypted under `kek`. It throws `unwrapFailure` when the
    /// integrity check fails (a wrong `kek`, or changed bytes), and `incorrectParameterSize`
    /// unless `wrappedKey` is a multiple of 8 bytes and at least 24.
    public static func unwrap<WrappedKey: DataProtocol>(_ wrappedKey: WrappedKey,
                                                        using kek: SymmetricKey) throws
      -> SymmetricKey
    {
      let cipher = try AESBlockCipher(key: kek)
      let ciphertext = [UInt8](wrappedKey)
      guard ciphertext.count >= 24, ciphertext.count % 8 == 0 else {
        throw CryptoKitError.incorrectParameterSize
      }
      // RFC 3394 section 2.2.2, the index-based form.
      let c = words(ciphertext)
      var a = c[0]
      var r = Array(c.dropFirst())
      let n = r.count
      var block = [UInt8](repeating: 0, count: 16)
      for j in (0...5).reversed() {
        for i in (0..<n).reversed() {
          block = [a ^ UInt64(n * j + i + 1), r[i]].bigEndianBytes
          block.withUnsafeMutableBytes { cipher.decrypt($0) }
          let out = words(block)
          a = out[0]
          r[i] = out[1]
        }
      }
      guard constantTimeEquals([a].bigEndianBytes, [initialValue].bigEndianBytes) else {
        throw CryptoKitError.unwrapFailure
      }
      return SymmetricKey(data: r.bigEndianBytes)
    }

    /// `bytes` as big-endian 64-bit words; its count is a multiple of 8.
    private static func words(_ bytes: [UInt8]) -> [UInt64] {
      stride(from: 0, to: bytes.count, by: 8).map { offset in
        bytes[offset..<offset + 8].reduce(0) { $0 << 8 | UInt64($1) }
      }
    }
  }
}
