// The errors CryptoKit's operations throw.

/// An error from a CryptoKit operation, as CryptoKit's `CryptoKitError`.
public enum CryptoKitError: Error, Sendable {
  /// A key is not a size the algorithm takes (AES: 128, 192 or 256 bits).
  case incorrectKeySize
  /// A nonce, tag or sealed box is not a size the algorithm takes.
  case incorrectParameterSize
  /// The tag does not authenticate the data: wrong key, or the data was changed.
  case authenticationFailure
  /// An error from the underlying implementation (CoreCrypto's code, on Apple platforms).
  case underlyingCoreCryptoError(error: Int32)
  /// A key could not be wrapped.
  case wrapFailure
  /// A wrapped key could not be unwrapped: wrong key-encryption key, or changed data.
  case unwrapFailure
  /// A parameter is out of the range the algorithm takes.
  case invalidParameter
}

extension CryptoKitError: Equatable, Hashable {}
