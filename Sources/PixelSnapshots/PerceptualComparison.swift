import Raster

/// A perceptual comparison for pictures Cellshot did not render (a device screenshot, another
/// renderer's output), compatible with pixelmatch 7.2.0: the same YIQ colour distance, the
/// same anti-aliasing detector, the same checkerboard behind translucent pixels, the same
/// counts and diff images. Written from pixelmatch's description and checked against its
/// published fixtures (`Tests/CellshotTests/PerceptualTests.swift`).
public struct PerceptualComparison: Sendable, Hashable {
  /// Matching threshold, 0 to 1: smaller is more sensitive.
  public var threshold: Double
  /// Count anti-aliased pixels as differences too.
  public var includeAA: Bool
  /// Opacity of the first picture in the diff image's grey background.
  public var alpha: Double
  public var aaColor: (UInt8, UInt8, UInt8)
  public var diffColor: (UInt8, UInt8, UInt8)
  /// The colour of pixels where the second picture is darker; `diffColor` when nil.
  public var diffColorAlt: (UInt8, UInt8, UInt8)?
  /// Draw only the differences, over transparency.
  public var diffMask: Bool
  /// Blend translucent pixels over pixelmatch's checkerboard (true) or white.
  public var checkerboard: Bool
  /// The most pixels allowed to differ for `passes`.
  public var maxDifferingPixels: Int

  public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
              aaColor: (UInt8, UInt8, UInt8) = (255, 255, 0),
              diffColor: (UInt8, UInt8, UInt8) = (255, 0, 0),
              diffColorAlt: (UInt8, UInt8, UInt8)? = nil, diffMask: Bool = false,
              checkerboard: Bool = true, maxDifferingPixels: Int = 0) {
    self.threshold = threshold
    self.includeAA = includeAA
    self.alpha = alpha
    self.aaColor = aaColor
    self.diffColor = diffColor
    self.diffColorAlt = diffColorAlt
    self.diffMask = diffMask
    self.checkerboard = checkerboard
    self.maxDifferingPixels = maxDifferingPixels
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: Self, _ b: Self) -> Bool {
    a.threshold == b.threshold && a.includeAA == b.includeAA && a.alpha == b.alpha
      && a.aaColor == b.aaColor && a.diffColor == b.diffColor
      && a.diffColorAlt.map { [$0.0, $0.1, $0.2] } == b.diffColorAlt.map { [$0.0, $0.1, $0.2] }
      && a.diffMask == b.diffMask && a.checkerboard == b.checkerboard
      && a.maxDifferingPixels == b.maxDifferingPixels
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(threshold)
    hasher.combine(includeAA)
  }

  /// Counts the pixels of two straight (not premultiplied) RGBA8 pictures of `width` x
  /// `height` that differ perceptually, writing the diff image into `output` when given.
  public func differingPixels(_ img1: [UInt8], _ img2: [UInt8], width: Int, height: Int,
                              output: inout [UInt8]?) -> Int {
    precondition(img1.count == width * height * 4 && img2.count == img1.count,
                 "pictures must be width x height RGBA8")
    let len = width * height
    // The diff image, when `output` is given: taken out of it (so that it is drawn into in
    // place) and put back at the end.
    let drawing = output != nil
    var image = output ?? []
    output = nil
    defer { if drawing { output = image } }
    if drawing && image.count != img1.count { image = [UInt8](repeating: 0, count: img1.count) }
    let a32 = words(img1), b32 = words(img2)
    if a32 == b32 {
      if drawing && !diffMask {
        for i in 0..<len { drawGrayPixel(img1, i * 4, &image) }
      }
      return 0
    }
    // 35215 is the largest possible value of the YIQ distance.
    let maxDelta = 35215 * threshold * threshold
    let alt = diffColorAlt ?? diffColor
    var diff = 0
    for i in 0..<len {
      let pos = i * 4
      let delta = a32[i] == b32[i] ? 0 : colorDelta(img1, img2, pos, pos)
      if abs(delta) > maxDelta {
        let x = i % width, y = i / width
        let excluded = !includeAA
          && (antialiased(img1, x, y, width, height, a32, b32)
              || antialiased(img2, x, y, width, height, b32, a32))
        if excluded {
          if drawing && !diffMask { drawPixel(&image, pos, aaColor) }
        } else {
          if drawing { drawPixel(&image, pos, delta < 0 ? alt : diffColor) }
          diff += 1
        }
      } else if drawing && !diffMask {
        drawGrayPixel(img1, pos, &image)
      }
    }
    return diff
  }

  private func words(_ bytes: [UInt8]) -> [UInt32] {
    bytes.withUnsafeBytes { Array($0.bindMemory(to: UInt32.self)) }
  }

  /// The background a translucent pixel at byte offset `k` is seen against.
  private func background(_ k: Int) -> (Double, Double, Double) {
    guard checkerboard else { return (255, 255, 255) }
    let kd = Double(k)
    return (48 + 159 * Double(k % 2), 48 + 159 * Double(Int(kd / 1.618033988749895) % 2),
            48 + 159 * Double(Int(kd / 2.618033988749895) % 2))
  }

  /// The squared YIQ distance, negative when the second pixel is the darker one.
  private func colorDelta(_ img1: [UInt8], _ img2: [UInt8], _ k: Int, _ m: Int) -> Double {
    let (r1, g1, b1, a1) = (Double(img1[k]), Double(img1[k + 1]), Double(img1[k + 2]), Double(img1[k + 3]))
    let (r2, g2, b2, a2) = (Double(img2[m]), Double(img2[m + 1]), Double(img2[m + 2]), Double(img2[m + 3]))
    var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
    let da = a1 - a2
    if a1 < 255 || a2 < 255 {
      let (rb, gb, bb) = background(k)
      dr = (r1 * a1 - r2 * a2 - rb * da) / 255
      dg = (g1 * a1 - g2 * a2 - gb * da) / 255
      db = (b1 * a1 - b2 * a2 - bb * da) / 255
    }
    let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
    let i = dr * 0.59597799 - dg * 0.2741761 - db * 0.32180189
    let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
    let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
    return y > 0 ? -delta : delta
  }

  /// The brightness difference between the pixel at `k` and the one at `m` of one picture.
  private func brightnessDelta(_ img: [UInt8], _ k: Int, _ m: Int) -> Double {
    let (r1, g1, b1, a1) = (Double(img[k]), Double(img[k + 1]), Double(img[k + 2]), Double(img[k + 3]))
    let (r2, g2, b2, a2) = (Double(img[m]), Double(img[m + 1]), Double(img[m + 2]), Double(img[m + 3]))
    var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
    let da = a1 - a2
    if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
    if a1 < 255 || a2 < 255 {
      let (rb, gb, bb) = background(k)
      dr = (r1 * a1 - r2 * a2 - rb * da) / 255
      dg = (g1 * a1 - g2 * a2 - gb * da) / 255
      db = (b1 * a1 - b2 * a2 - bb * da) / 255
    }
    return dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
  }

  /// True when the pixel is likely anti-aliasing: it has both darker and brighter
  /// neighbours, few equal ones, and the darkest or brightest neighbour sits in a flat area
  /// of both pictures (V. Vysniauskas, "Anti-aliased Pixel and Intensity Slope Detector").
  private func antialiased(_ img: [UInt8], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                           _ a32: [UInt32], _ b32: [UInt32]) -> Bool {
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let pos = (y1 * width + x1) * 4
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    var minimum = 0.0, maximum = 0.0
    var minX = 0, minY = 0, maxX = 0, maxY = 0
    for x in x0...x2 {
      for y in y0...y2 where !(x == x1 && y == y1) {
        let delta = brightnessDelta(img, pos, (y * width + x) * 4)
        if delta == 0 {
          zeroes += 1
          if zeroes > 2 { return false }
        } else if delta < minimum {
          minimum = delta
          minX = x
          minY = y
        } else if delta > maximum {
          maximum = delta
          maxX = x
          maxY = y
        }
      }
    }
    if minimum == 0 || maximum == 0 { return false }
    return (hasManySiblings(a32, minX, minY, width, height) && hasManySiblings(b32, minX, minY, width, height))
      || (hasManySiblings(a32, maxX, maxY, width, height) && hasManySiblings(b32, maxX, maxY, width, height))
  }

  /// True when the pixel has three or more identical neighbours (the picture's edge counts
  /// as one).
  private func hasManySiblings(_ img: [UInt32], _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
    let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
    let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
    let value = img[y1 * width + x1]
    var zeroes = x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2 ? 1 : 0
    for x in x0...x2 {
      for y in y0...y2 where !(x == x1 && y == y1) {
        if value == img[y * width + x] { zeroes += 1 }
        if zeroes > 2 { return true }
      }
    }
    return false
  }

  private func drawPixel(_ output: inout [UInt8], _ pos: Int, _ color: (UInt8, UInt8, UInt8)) {
    output[pos] = color.0
    output[pos + 1] = color.1
    output[pos + 2] = color.2
    output[pos + 3] = 255
  }

  private func drawGrayPixel(_ img: [UInt8], _ i: Int, _ output: inout [UInt8]) {
    let luma = Double(img[i]) * 0.29889531 + Double(img[i + 1]) * 0.58662247 + Double(img[i + 2]) * 0.11448223
    let value = 255 + (luma - 255) * alpha * Double(img[i + 3]) / 255
    // A byte array keeps the whole part, as pixelmatch's output buffer does.
    let v = UInt8(clamping: Int(value))
    drawPixel(&output, i, (v, v, v))
  }
}
