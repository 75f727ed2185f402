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
  /// The passes run in C (`cs_box_blur`: a row's windows from its running sums, every column
  /// at once down the picture).
  public static func make(from picture: PixelBuffer, sigma: Double, color: Color)
    throws(RasterError) -> (buffer: PixelBuffer, margin: Int)
  {
    let widths = boxWidths(sigma: sigma)
    let margin = widths.reduce(0) { $0 + $1 / 2 } + 1
    let w = picture.width + 2 * margin, h = picture.height + 2 * margin
    var out = try PixelBuffer(width: w, height: h, fill: .transparent)
    var alpha = [UInt32](repeating: 0, count: w * h)
    picture.bytes.withUnsafeBufferPointer { source in
      cs_alpha_plane(source.baseAddress, picture.width, picture.height, &alpha, w, margin)
    }
    if !widths.isEmpty {
      var spare = [UInt32](repeating: 0, count: w * h)
      var sums = [UInt32](repeating: 0, count: w + 1)
      let passes = widths.map { Int32(clamping: $0) }
      cs_box_blur(&alpha, &spare, w, h, passes, passes.count, &sums)
    }
    let tint = color.premultiplied
    let bytes = [tint.r, tint.g, tint.b, tint.a]
    out.bytes.withUnsafeMutableBufferPointer { rgba in
      cs_tint_plane(alpha, w * h, bytes, rgba.baseAddress)
    }
    return (out, margin)
  }
}
