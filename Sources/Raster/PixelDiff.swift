/// How two pictures of the same size differ, pixel by pixel.
public struct PixelDiff: Sendable, Hashable {
  /// Pixels where some channel differs by more than the tolerance.
  public var differingPixels: Int
  /// The smallest rectangle holding every differing pixel, or nil when none differ.
  public var bounds: IntRect?
  /// The largest difference in any channel of any pixel (premultiplied values).
  public var maxChannelDifference: Int
  /// The number of pixels compared.
  public var totalPixels: Int

  /// Compares `a` and `b`, which must have the same size. A pixel differs when some channel
  /// differs by more than `tolerance`.
  public init(_ a: PixelBuffer, _ b: PixelBuffer, tolerance: Int = 0) {
    precondition(a.width == b.width && a.height == b.height, "compare pictures of one size")
    var count = 0
    var worst = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    let width = a.width
    a.bytes.withUnsafeBufferPointer { pa in
      b.bytes.withUnsafeBufferPointer { pb in
        let wa = UnsafeRawBufferPointer(pa).bindMemory(to: UInt32.self)
        let wb = UnsafeRawBufferPointer(pb).bindMemory(to: UInt32.self)
        for y in 0..<a.height {
          let row = y * width
          var x = 0
          while x < width {
            // Equal words are the common case: skip them without looking at channels.
            if wa[row + x] == wb[row + x] {
              x += 1
              continue
            }
            let i = (row + x) * 4
            var d = 0
            for c in 0..<4 { d = max(d, abs(Int(pa[i + c]) - Int(pb[i + c]))) }
            worst = max(worst, d)
            if d > tolerance {
              count += 1
              minX = min(minX, x)
              maxX = max(maxX, x)
              minY = min(minY, y)
              maxY = max(maxY, y)
            }
            x += 1
          }
        }
      }
    }
    differingPixels = count
    maxChannelDifference = worst
    totalPixels = a.width * a.height
    bounds = count == 0 ? nil : IntRect(x: minX, y: minY, width: maxX - minX + 1,
                                        height: maxY - minY + 1)
  }
}
