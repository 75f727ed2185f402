// The block structure MD5, SHA-1 and SHA-2 share (Merkle-Damgard): the message is cut into
// blocks for a compression function, and the last block is padded with a 1 bit, zeros and the
// message's length in bits (RFC 1321 section 3, FIPS 180-4 section 5.1).

/// A hash's compression function: its state, and how it takes in whole blocks.
protocol BlockCompression: Sendable {
  /// The size of a block, in bytes: 64, or 128 for SHA-384 and SHA-512.
  static var blockByteCount: Int { get }
  /// The size of the length field ending the padding: 8 bytes, or 16 for SHA-384 and SHA-512.
  static var lengthByteCount: Int { get }
  /// Whether the length is written big-endian (SHA) or little-endian (MD5).
  static var isLengthBigEndian: Bool { get }

  /// The state before any input.
  init()

  /// Takes in `blocks`, whose size is a multiple of `blockByteCount`.
  mutating func compress(_ blocks: UnsafeRawBufferPointer)

  /// The state as the digest's bytes.
  var digestBytes: [UInt8] { get }
}

/// Feeds input of any length to a compression function, a block at a time, and pads the last.
struct MerkleDamgard<Compression: BlockCompression>: Sendable {
  private var compression = Compression()
  /// The input after the last whole block: fewer bytes than a block.
  private var pending: [UInt8] = []
  private var messageByteCount: UInt64 = 0

  init() {}

  mutating func update(_ input: UnsafeRawBufferPointer) {
    guard !input.isEmpty else { return }
    let blockByteCount = Compression.blockByteCount
    messageByteCount &+= UInt64(input.count)
    var start = 0
    if !pending.isEmpty {
      start = min(blockByteCount - pending.count, input.count)
      pending.append(contentsOf: input[0..<start])
      guard pending.count == blockByteCount else { return }
      let block = pending
      block.withUnsafeBytes { compression.compress($0) }
      pending.removeAll(keepingCapacity: true)
    }
    let wholeEnd = start + (input.count - start) / blockByteCount * blockByteCount
    if wholeEnd > start {
      compression.compress(UnsafeRawBufferPointer(rebasing: input[start..<wholeEnd]))
    }
    pending.append(contentsOf: input[wholeEnd...])
  }

  /// The digest's bytes for the input so far; `self` is unchanged.
  func finalize() -> [UInt8] {
    let blockByteCount = Compression.blockByteCount
    let lengthByteCount = Compression.lengthByteCount
    var tail = pending
    tail.append(0x80)
    let padded = (tail.count + lengthByteCount + blockByteCount - 1) / blockByteCount
      * blockByteCount
    tail.append(contentsOf: repeatElement(0, count: padded - lengthByteCount - tail.count))
    // The length in bits, as a number of `lengthByteCount` bytes.
    let high = messageByteCount >> 61
    let low = messageByteCount << 3
    var length = [UInt8](repeating: 0, count: lengthByteCount)
    for index in 0..<8 {
      length[lengthByteCount - 1 - index] = UInt8(truncatingIfNeeded: low >> (8 * index))
    }
    if lengthByteCount > 8 { length[lengthByteCount - 9] = UInt8(truncatingIfNeeded: high) }
    tail.append(contentsOf: Compression.isLengthBigEndian ? length : length.reversed())
    var compression = compression
    tail.withUnsafeBytes { compression.compress($0) }
    return compression.digestBytes
  }
}
