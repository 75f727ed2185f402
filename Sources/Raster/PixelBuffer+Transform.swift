import CRasterKernels

extension PixelBuffer {
  /// This picture moved by `transform`, on a transparent picture of the same size: each pixel
  /// samples the source at its centre's pre-image, bilinearly with 8-bit integer weights, and
  /// transparent outside the source, so the edges come out anti-aliased (in C,
  /// `cs_bilinear_row`; positions are worked out in the larger picture's coordinates, so that
  /// a part samples exactly as the whole would). A map that takes pixel centres to pixel
  /// centres (a flip, a right angle, a whole move) copies pixels exactly.
  public func transformed(by transform: AffineMap) throws(RasterError) -> PixelBuffer {
    let whole = IntRect(x: 0, y: 0, width: width, height: height)
    return try transformed(by: transform, at: whole, onto: whole)
  }

  /// This picture, which holds the pixels `source` of a larger picture, moved by `transform`
  /// (in the larger picture's coordinates) onto a transparent picture holding its pixels
  /// `target`; sampled as `transformed(by:)` samples, at the same positions, so a part of a
  /// picture moves to exactly the pixels the whole would.
  public func transformed(by transform: AffineMap, at source: IntRect, onto target: IntRect)
    throws(RasterError) -> PixelBuffer
  {
    var out = try PixelBuffer(width: target.width, height: target.height)
    guard let inverse = transform.inverted, let local = inkBounds else { return out }
    // Only the pixels the source's ink can reach.
    let ink = IntRect(x: local.x + source.x, y: local.y + source.y, width: local.width,
                      height: local.height)
    let corners = [Point(x: Double(ink.x), y: Double(ink.y)),
                   Point(x: Double(ink.maxX), y: Double(ink.y)),
                   Point(x: Double(ink.x), y: Double(ink.maxY)),
                   Point(x: Double(ink.maxX), y: Double(ink.maxY))].map(transform.apply)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
          minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return out }
    let x0 = max(target.x, DeterministicMath.floor(max(minX, Double(target.x) - 1)) - 1)
    let x1 = min(target.maxX, DeterministicMath.ceil(min(maxX, Double(target.maxX) + 1)) + 1)
    let y0 = max(target.y, DeterministicMath.floor(max(minY, Double(target.y) - 1)) - 1)
    let y1 = min(target.maxY, DeterministicMath.ceil(min(maxY, Double(target.maxY) + 1)) + 1)
    guard x0 < x1, y0 < y1 else { return out }
    let map = [inverse.a, inverse.b, inverse.c, inverse.d, inverse.tx, inverse.ty]
    bytes.withUnsafeBytes { from in
      out.bytes.withUnsafeMutableBytes { to in
        let pixels = from.baseAddress!.assumingMemoryBound(to: UInt8.self)
        let dst = to.baseAddress!.assumingMemoryBound(to: UInt8.self)
        for y in y0..<y1 {
          cs_bilinear_row(pixels, source.x, source.y, source.width, source.height, map, y, x0, x1,
                          dst + ((y - target.y) * target.width + x0 - target.x) * 4)
        }
      }
    }
    return out
  }

  /// This picture with each pixel multiplied by the alpha of `mask`'s pixel at the same place
  /// (rounded exactly, in C: `cs_mask_pixels`). The two must be the same size.
  public func masked(by mask: PixelBuffer) -> PixelBuffer {
    precondition(mask.width == width && mask.height == height, "a mask is the picture's size")
    var out = self
    out.bytes.withUnsafeMutableBytes { target in
      mask.bytes.withUnsafeBytes { alpha in
        cs_mask_pixels(target.baseAddress!.assumingMemoryBound(to: UInt8.self),
                       alpha.baseAddress!.assumingMemoryBound(to: UInt8.self), width * height)
      }
    }
    return out
  }

  /// This picture with each pixel's alpha turned to its complement (255 - alpha): as a mask,
  /// what it covered is taken away and what it left clear is kept.
  public func alphaInverted() -> PixelBuffer {
    var out = self
    out.bytes.withUnsafeMutableBytes { target in
      var i = 3
      while i < target.count {
        target[i] = 255 &- target[i]
        i += 4
      }
    }
    return out
  }

  /// The pixels of `rect`, which must lie inside this picture, as a picture of their own.
  public func cropped(to rect: IntRect) throws(RasterError) -> PixelBuffer {
    precondition(rect.x >= 0 && rect.y >= 0 && rect.maxX <= width && rect.maxY <= height,
                 "a crop lies inside the picture")
    var out = try PixelBuffer(width: rect.width, height: rect.height)
    let rowBytes = rect.width * 4
    for y in 0..<rect.height {
      let from = ((rect.y + y) * width + rect.x) * 4
      out.bytes.replaceSubrange(y * rowBytes..<(y + 1) * rowBytes,
                                with: bytes[from..<from + rowBytes])
    }
    return out
  }

  /// The smallest rectangle holding every pixel with any alpha; nil when there is none.
  public var inkBounds: IntRect? {
    var x0 = width, y0 = height, x1 = -1, y1 = -1
    bytes.withUnsafeBytes { raw in
      let base = raw.baseAddress!
      // Alpha bytes of two pixels at a time (the alpha is each pixel's last byte in memory).
      let alphas: UInt64 = 0xFF00_0000_FF00_0000
      for y in 0..<height {
        let row = base + y * width * 4
        // The first and last pixel with alpha, found from each end; empty rows (most of a
        // layer's) cost a pass of 8-byte loads.
        var x = 0
        while x + 2 <= width && row.loadUnaligned(fromByteOffset: x * 4, as: UInt64.self)
          & alphas == 0 { x += 2 }
        while x < width && row.load(fromByteOffset: x * 4 + 3, as: UInt8.self) == 0 { x += 1 }
        guard x < width else { continue }
        var last = width - 1
        while last > x && row.load(fromByteOffset: last * 4 + 3, as: UInt8.self) == 0 {
          last -= 1
        }
        x0 = min(x0, x); x1 = max(x1, last); y0 = min(y0, y); y1 = max(y1, y)
      }
    }
    guard x1 >= 0 else { return nil }
    return IntRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1)
  }
}
