/// A 1-bit picture (a glyph), rows top to bottom, most significant bit first, each row padded
/// to whole bytes, as BDF stores bitmaps.
public struct BitMask: Sendable, Hashable {
  public let width: Int
  public let height: Int
  public let rowBytes: Int
  public var bits: [UInt8]

  /// An empty mask of `width` x `height`.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    rowBytes = (self.width + 7) / 8
    bits = [UInt8](repeating: 0, count: rowBytes * self.height)
  }

  /// A mask from packed rows; `bits` must hold `height` rows of `(width + 7) / 8` bytes.
  public init(width: Int, height: Int, bits: [UInt8]) {
    self.init(width: width, height: height)
    precondition(bits.count == rowBytes * self.height, "bit rows do not match the size")
    self.bits = bits
  }

  @inlinable
  public subscript(x: Int, y: Int) -> Bool {
    get { bits[y * rowBytes + x >> 3] & (0x80 >> UInt8(x & 7)) != 0 }
    set {
      if newValue {
        bits[y * rowBytes + x >> 3] |= 0x80 >> UInt8(x & 7)
      } else {
        bits[y * rowBytes + x >> 3] &= ~(0x80 >> UInt8(x & 7))
      }
    }
  }

  /// The mask with each set pixel also set one pixel to its right, one column wider: the
  /// usual synthetic bold for bitmap fonts.
  public func emboldened() -> BitMask {
    var out = BitMask(width: width + 1, height: height)
    for y in 0..<height {
      for x in 0..<width where self[x, y] {
        out[x, y] = true
        out[x + 1, y] = true
      }
    }
    return out
  }
}
