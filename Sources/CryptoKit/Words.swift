// The word operations the hashes and ciphers share: rotations, and words to and from bytes.

extension UInt32 {
  /// The bits rotated right by `count`, between 1 and 31.
  @inline(__always)
  func rotatedRight(_ count: UInt32) -> UInt32 { (self &>> count) | (self &<< (32 &- count)) }

  /// The bits rotated left by `count`, between 1 and 31.
  @inline(__always)
  func rotatedLeft(_ count: UInt32) -> UInt32 { (self &<< count) | (self &>> (32 &- count)) }
}

extension UInt64 {
  /// The bits rotated right by `count`, between 1 and 63.
  @inline(__always)
  func rotatedRight(_ count: UInt64) -> UInt64 { (self &>> count) | (self &<< (64 &- count)) }

  /// The bits rotated left by `count`, between 1 and 63.
  @inline(__always)
  func rotatedLeft(_ count: UInt64) -> UInt64 { (self &<< count) | (self &>> (64 &- count)) }
}

extension Array where Element: FixedWidthInteger {
  /// Each word's bytes, most significant first.
  var bigEndianBytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * Element.bitWidth / 8)
    for word in self {
      for shift in stride(from: Element.bitWidth - 8, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> shift))
      }
    }
    return bytes
  }

  /// Each word's bytes, least significant first.
  var littleEndianBytes: [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count * Element.bitWidth / 8)
    for word in self {
      for shift in stride(from: 0, to: Element.bitWidth, by: 8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> shift))
      }
    }
    return bytes
  }
}
