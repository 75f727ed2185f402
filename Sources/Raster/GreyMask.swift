/// An 8-bit coverage picture (a grey glyph): rows top to bottom, one byte a pixel, 0 for none
/// and 255 for full coverage.
public struct GreyMask: Sendable, Hashable {
  public let width: Int
  public let height: Int
  public var coverage: [UInt8]

  /// An empty mask of `width` x `height`.
  public init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    coverage = [UInt8](repeating: 0, count: self.width * self.height)
  }

  @inlinable
  public subscript(x: Int, y: Int) -> UInt8 {
    get { coverage[y * width + x] }
    set { coverage[y * width + x] = newValue }
  }

  /// The pixels covered at least half: the mask as a 1-bit picture.
  public var thresholded: BitMask {
    var out = BitMask(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width where self[x, y] >= 128 { out[x, y] = true }
    }
    return out
  }
}
