// The digests of the five hashes: fixed-size bytes, described as Apple describes them
// ("SHA256 digest: ba7816bf..."). Compared in constant time by `Digest`'s `==`.

/// The output of SHA-256: 32 bytes, as CryptoKit's `SHA256Digest`.
public struct SHA256Digest: Digest, Sendable {
  let bytes: [UInt8]

  init(bytes: [UInt8]) {
    precondition(bytes.count == 32, "A SHA256 digest is 32 bytes, not \(bytes.count)")
    self.bytes = bytes
  }

  /// The number of bytes in the digest: 32.
  public static var byteCount: Int { 32 }

  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// The digest in hexadecimal, after the hash's name: "SHA256 digest: ...".
  public var description: String { "SHA256 digest: \(bytes.hexString)" }

  public func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}

/// The output of SHA-384: 48 bytes, as CryptoKit's `SHA384Digest`.
public struct SHA384Digest: Digest, Sendable {
  let bytes: [UInt8]

  init(bytes: [UInt8]) {
    precondition(bytes.count == 48, "A SHA384 digest is 48 bytes, not \(bytes.count)")
    self.bytes = bytes
  }

  /// The number of bytes in the digest: 48.
  public static var byteCount: Int { 48 }

  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// The digest in hexadecimal, after the hash's name: "SHA384 digest: ...".
  public var description: String { "SHA384 digest: \(bytes.hexString)" }

  public func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}

/// The output of SHA-512: 64 bytes, as CryptoKit's `SHA512Digest`.
public struct SHA512Digest: Digest, Sendable {
  let bytes: [UInt8]

  init(bytes: [UInt8]) {
    precondition(bytes.count == 64, "A SHA512 digest is 64 bytes, not \(bytes.count)")
    self.bytes = bytes
  }

  /// The number of bytes in the digest: 64.
  public static var byteCount: Int { 64 }

  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }

  /// The digest in hexadecimal, after the hash's name: "SHA512 digest: ...".
  public var description: String { "SHA512 digest: \(bytes.hexString)" }

  public func hash(into hasher: inout Hasher) {
    bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
  }
}

extension Insecure {
  /// The output of SHA-1: 20 bytes, as CryptoKit's `Insecure.SHA1Digest`.
  public struct SHA1Digest: Digest, Sendable {
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
      precondition(bytes.count == 20, "A SHA1 digest is 20 bytes, not \(bytes.count)")
      self.bytes = bytes
    }

    /// The number of bytes in the digest: 20.
    public static var byteCount: Int { 20 }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try bytes.withUnsafeBytes(body)
    }

    /// The digest in hexadecimal, after the hash's name: "SHA1 digest: ...".
    public var description: String { "SHA1 digest: \(bytes.hexString)" }

    public func hash(into hasher: inout Hasher) {
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}

extension Insecure {
  /// The output of MD5: 16 bytes, as CryptoKit's `Insecure.MD5Digest`.
  public struct MD5Digest: Digest, Sendable {
    let bytes: [UInt8]

    init(bytes: [UInt8]) {
      precondition(bytes.count == 16, "An MD5 digest is 16 bytes, not \(bytes.count)")
      self.bytes = bytes
    }

    /// The number of bytes in the digest: 16.
    public static var byteCount: Int { 16 }

    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try bytes.withUnsafeBytes(body)
    }

    /// The digest in hexadecimal, after the hash's name: "MD5 digest: ...".
    public var description: String { "MD5 digest: \(bytes.hexString)" }

    public func hash(into hasher: inout Hasher) {
      bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
  }
}
