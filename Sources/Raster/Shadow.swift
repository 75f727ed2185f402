import CRasterKernels

/// Drop shadows: a picture's alpha, blurred and tinted.
///
/// The blur is three passes of a box filter in each direction (a close approximation of a
/// Gaussian of standard deviation `sigma`), over integer sums with exact rounding, so a shadow
/// is the same on every machine.
public enum Shadow {
  /// The box widths whose three passes approximate a Gaussian of `sigma` pixels (Kovesi's
  /// "fast almost-Gaussian filtering": the variances of the three boxes add up to sigma²).
  static func boxWidths(sigma: Double) -> [Int] {
    guard sigma > 0.3 else { return [] }
    let ideal = (12 * sigma * sigma / 3 + 1).squareRoot()
    var lower = Int(ideal)
    if lower % 2 == 0 { lower -= 1 }
    let upper = lower + 2
    let m = ((12 * sigma * sigma - 3 * Double(lower * lower) - 12 * Double(lower) - 9)
             / (-4 * Double(lower) - 4) + 0.5)
    let count = Int(m)
    return (0..<3).map { $0 < count ? lower : upper }
  }

  /// The shadow of `picture`: its alpha blurred by `sigma` pixels and tinted with `color` (a
  /// premultiplied colour's components times the blurred alpha), in a buffer grown by the
  /// blur's reach on every side; `margin` is how far, so the shadow goes at (-margin, -margin).
  public static func make(from picture: PixelBuffer, sigma: Double, color: Color)
    throws(RasterError) -> (buffer: PixelBuffer, margin: Int)
  {
    let (alpha, w, h, margin) = try blurredAlpha(of: picture, sigma: sigma)
    var out = try PixelBuffer(width: w, height: h, fill: .transparent)
    let tint = color.premultiplied
    let bytes = [tint.r, tint.g, tint.b, tint.a]
    out.bytes.withUnsafeMutableBufferPointer { rgba in
      cs_tint_plane(alpha, w * h, bytes, rgba.baseAddress)
    }
    return (out, margin)
  }

  /// How far the blur of `sigma` reaches past a picture's edge, and a pixel more.
  static func margin(sigma: Double) -> Int {
    boxWidths(sigma: sigma).reduce(0) { $0 + $1 / 2 } + 1
  }

  /// The alpha of `picture` (of its pixels `part`, when given) blurred by `sigma` pixels, in
  /// a plane grown by the blur's reach on every side (`margin`): `width` x `height` bytes.
  static func blurredAlpha(of picture: PixelBuffer, part: IntRect? = nil, sigma: Double)
    throws(RasterError) -> (plane: [UInt8], width: Int, height: Int, margin: Int)
  {
    let part = part ?? IntRect(x: 0, y: 0, width: picture.width, height: picture.height)
    precondition(part.x >= 0 && part.y >= 0 && part.maxX <= picture.width
                   && part.maxY <= picture.height, "the part lies inside the picture")
    let widths = boxWidths(sigma: sigma)
    let margin = Self.margin(sigma: sigma)
    let w = part.width + 2 * margin, h = part.height + 2 * margin
    try SizeLimits.standard.check(width: w, height: h)  // as the shadow's picture would be
    var alpha = [UInt8](repeating: 0, count: w * h)
    picture.bytes.withUnsafeBufferPointer { source in
      cs_alpha_plane(source.baseAddress! + (part.y * picture.width + part.x) * 4, picture.width,
                     part.width, part.height, &alpha, w, margin)
    }
    blur(&alpha, width: w, height: h, widths: widths)
    return (alpha, w, h, margin)
  }

  /// Blurs a plane of `width` x `height` bytes with the three box passes of `widths`, in C:
  /// on the bytes themselves in sixteen-bit sums (`cs_box_blur8`: the pass along the rows runs
  /// down the columns of the plane turned, every column at once) where every box is at most
  /// 255 wide; otherwise on 32-bit values (`cs_box_blur`: a row's windows from its running
  /// sums). Both give the same values.
  static func blur(_ plane: inout [UInt8], width: Int, height: Int, widths: [Int]) {
    guard !widths.isEmpty else { return }
    let passes = widths.map { Int32(clamping: $0) }
    if widths.allSatisfy({ $0 <= 255 }) {
      var spare = [UInt8](repeating: 0, count: plane.count)
      var turned = [UInt8](repeating: 0, count: plane.count)
      var sums = [UInt16](repeating: 0, count: max(width, height))
      cs_box_blur8(&plane, &spare, &turned, width, height, passes, passes.count, &sums)
      return
    }
    var values = plane.map { UInt32($0) }
    var spare = [UInt32](repeating: 0, count: plane.count)
    var sums = [UInt32](repeating: 0, count: width + 1)
    cs_box_blur(&values, &spare, width, height, passes, passes.count, &sums)
    for i in values.indices { plane[i] = UInt8(truncatingIfNeeded: min(values[i], 255)) }
  }
}

extension Canvas {
  /// Draws the drop shadow of `whole` (of its pixels `part`, when given), whose first pixel
  /// lies at whole pixels (`x`, `y`), moved by (`dx`, `dy`): the same pixels as
  /// `Shadow.make`'s picture drawn with `drawImage`. Where the shadow lands on whole pixels
  /// that draw copies each row and blends it over the canvas (the clip's coverage applied
  /// first); here each row is tinted from the blurred alpha, scaled by the clip and blended
  /// in one pass (`cs_tint_over_row`), without the shadow's picture.
  public mutating func drawShadow(of whole: PixelBuffer, part: IntRect? = nil, x: Int, y: Int,
                                  sigma: Double, color: Color, dx: Double, dy: Double)
    throws(RasterError)
  {
    guard [dx, dy].allSatisfy({ $0 == $0.rounded() && abs($0) < 1e9 }) else {
      let picture = try part.map { p throws(RasterError) in try whole.cropped(to: p) } ?? whole
      let (shadow, margin) = try Shadow.make(from: picture, sigma: sigma, color: color)
      drawImage(shadow, in: Rect(x: Double(x - margin) + dx, y: Double(y - margin) + dy,
                                 width: Double(shadow.width), height: Double(shadow.height)))
      return
    }
    let margin = Shadow.margin(sigma: sigma)
    let (partWidth, partHeight) = (part?.width ?? whole.width, part?.height ?? whole.height)
    let left = x - margin + Int(dx), top = y - margin + Int(dy)
    let area = IntRect(x: left, y: top, width: partWidth + 2 * margin,
                       height: partHeight + 2 * margin).intersection(drawable)
    guard !area.isEmpty else {
      // Nothing to draw; the size is still checked, as the shadow's picture would be.
      try SizeLimits.standard.check(width: partWidth + 2 * margin, height: partHeight + 2 * margin)
      return
    }
    let (alpha, w, _, _) = try Shadow.blurredAlpha(of: whole, part: part, sigma: sigma)
    let tint = color.premultiplied
    let mask = clips.last?.mask, index = wordIndex
    let maskAlpha = mask?.alpha ?? []
    alpha.withUnsafeBufferPointer { plane in
      maskAlpha.withUnsafeBufferPointer { maskAlpha in
        buffer.bytes.withUnsafeMutableBytes { raw in
          let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
          for row in area.y..<area.maxY {
            // Tinted, scaled by the clip and blended in one pass, without the words between.
            Blend.tintOverRow(pixels + index(area.x, row),
                              plane.baseAddress! + (row - top) * w + (area.x - left),
                              clip: mask.map { maskAlpha.baseAddress! + $0.offset(area.x, row) },
                              count: area.width, paint: tint, clamp: true)
          }
        }
      }
    }
  }
}
