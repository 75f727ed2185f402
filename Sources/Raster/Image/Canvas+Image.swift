/// How an image fills a rectangle of another shape.
public enum ContentMode: Sendable, Hashable {
  /// Stretched to the rectangle.
  case stretch
  /// As large as fits inside, centred.
  case fit
  /// As small as covers it, centred and clipped to it.
  case fill
}

extension Canvas {
  /// Draws `image` scaled into `rect` with a smooth, deterministic filter: bilinear when
  /// enlarging, a triangle filter as wide as the reduction when shrinking, with integer
  /// weights. Edges on fractional pixels are anti-aliased by their coverage.
  ///
  /// - Parameters:
  ///   - contentMode: how the image's proportions meet the rectangle's.
  ///   - cornerRadii: when given, the drawing is clipped to `rect` with these corners.
  public mutating func drawImage(_ image: PixelBuffer, in rect: Rect,
                                 contentMode: ContentMode = .stretch,
                                 cornerRadii: CornerRadii? = nil, opacity: Double = 1) {
    guard !rect.isEmpty else { return }
    let imageSize = Size(width: Double(image.width), height: Double(image.height))
    let target: Rect
    switch contentMode {
    case .stretch: target = rect
    case .fit: target = rect.aspectFit(imageSize)
    case .fill: target = rect.aspectFill(imageSize)
    }
    let clipped = cornerRadii != nil || contentMode == .fill
    if clipped {
      let radii = cornerRadii ?? .zero
      pushClip(radii.isZero ? .rect(rect) : .roundedRect(rect, radii))
    }
    drawResampled(image, in: target, opacity: opacity)
    if clipped { popClip() }
  }

  private mutating func drawResampled(_ image: PixelBuffer, in rect: Rect, opacity: Double) {
    let area = rect.enclosingPixels.intersection(drawable)
    guard !area.isEmpty, !rect.isEmpty else { return }
    let columns = Resampling.weights(count: area.width, first: area.x, start: rect.minX,
                                     length: rect.width, sourceLength: image.width)
    let rows = Resampling.weights(count: area.height, first: area.y, start: rect.minY,
                                  length: rect.height, sourceLength: image.height)
    // Horizontal pass over the source rows the vertical filter reads, kept to 8 bits plus 6
    // of fraction (at most 255 x 64, an Int16), so the vertical pass multiplies 16-bit values
    // into 32-bit sums, four channels of many pixels at once.
    let firstRow = rows.minSource, lastRow = rows.maxSource
    let rowCount = lastRow - firstRow + 1
    let areaWidth = area.width
    let rowLength = areaWidth * 4
    var horizontal = [Int16](repeating: 0, count: rowCount * rowLength)
    image.bytes.withUnsafeBufferPointer { srcBuffer in
      horizontal.withUnsafeMutableBufferPointer { outBuffer in
        columns.start.withUnsafeBufferPointer { starts in
          columns.source.withUnsafeBufferPointer { sources in
            columns.weight.withUnsafeBufferPointer { weights in
              let src = srcBuffer.baseAddress!, out = outBuffer.baseAddress!
              for sy in 0..<rowCount {
                let srcRow = src + (firstRow + sy) * image.width * 4
                var o = out + sy * rowLength
                for dx in 0..<areaWidth {
                  var r: Int32 = 0, g: Int32 = 0, b: Int32 = 0, a: Int32 = 0
                  for k in Int(starts[dx])..<Int(starts[dx + 1]) {
                    let w = weights[k]
                    let p = srcRow + Int(sources[k]) * 4
                    r &+= w &* Int32(p[0])
                    g &+= w &* Int32(p[1])
                    b &+= w &* Int32(p[2])
                    a &+= w &* Int32(p[3])
                  }
                  o[0] = Int16(truncatingIfNeeded: (r &+ 128) >> 8)
                  o[1] = Int16(truncatingIfNeeded: (g &+ 128) >> 8)
                  o[2] = Int16(truncatingIfNeeded: (b &+ 128) >> 8)
                  o[3] = Int16(truncatingIfNeeded: (a &+ 128) >> 8)
                  o += 4
                }
              }
            }
          }
        }
      }
    }
    // Vertical pass a row at a time, then blend with the edge coverage, the opacity and the
    // clip; fully covered opaque pixels are stored as they are.
    let mask = clips.last?.mask
    let width = buffer.width
    let opacityLevel = Color.quantize(opacity)
    // Edge coverage per column (1 inside the rectangle's whole pixels).
    let coverX = (0..<areaWidth).map { Resampling.overlap(Double(area.x + $0), rect.minX, rect.maxX) }
    // The coverage level of each column on rows the rectangle covers fully.
    let levelX = coverX.map { $0 == 1 ? opacityLevel : Int($0 * Double(opacityLevel) + 0.5) }
    var sums = [Int32](repeating: 0, count: rowLength)
    let maskAlpha = mask?.alpha ?? []
    maskAlpha.withUnsafeBufferPointer { maskBuffer in
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      horizontal.withUnsafeBufferPointer { hBuffer in
        sums.withUnsafeMutableBufferPointer { sBuffer in
          let h = hBuffer.baseAddress!, acc = sBuffer.baseAddress!
          for dy in 0..<area.height {
            let y = area.y + dy
            let coverY = Resampling.overlap(Double(y), rect.minY, rect.maxY)
            acc.update(repeating: 0, count: rowLength)
            for k in rows.range(dy) {
              let w = Int32(rows.weight[k])
              let tap = h + (Int(rows.source[k]) - firstRow) * rowLength
              for i in 0..<rowLength { acc[i] &+= w &* Int32(tap[i]) }
            }
            let maskRow: UnsafePointer<UInt8>? = mask.map { m in
              maskBuffer.baseAddress! + (y - m.rect.y) * m.rect.width + (area.x - m.rect.x)
            }
            let rowTarget = pixels + y * width + area.x
            for dx in 0..<areaWidth {
              let o = dx * 4
              // 14 + 6 fractional bits to drop, rounding. Weights are never negative, so a
              // colour never exceeds its alpha; clamp for safety anyway.
              let pa = UInt8(clamping: (acc[o + 3] &+ (1 << 19)) >> 20)
              let pr = min(UInt8(clamping: (acc[o] &+ (1 << 19)) >> 20), pa)
              let pg = min(UInt8(clamping: (acc[o + 1] &+ (1 << 19)) >> 20), pa)
              let pb = min(UInt8(clamping: (acc[o + 2] &+ (1 << 19)) >> 20), pa)
              var k: Int
              if coverY == 1 {
                k = levelX[dx]
              } else {
                let coverage = coverX[dx] * coverY
                k = coverage == 1 ? opacityLevel : Int(coverage * Double(opacityLevel) + 0.5)
              }
              if let maskRow { k = div255(k * Int(maskRow[dx])) }
              if k == 0 { continue }
              let word = RGBA8(r: pr, g: pg, b: pb, a: pa).word
              if k >= 255 && pa == 255 {
                rowTarget[dx] = word
                continue
              }
              let source = k >= 255 ? word : Blend.scale(word, by: UInt32(k))
              let alpha = Blend.alpha(source)
              rowTarget[dx] = alpha == 255
                ? source : Blend.over(source, rowTarget[dx], inverseAlpha: 255 - alpha)
            }
          }
        }
      }
    }
    }
  }
}

/// Filter weights for one axis, as integers summing to 1 << 14 for each output pixel.
struct Resampling {
  var start: [Int32] = []
  var source: [Int32] = []
  var weight: [Int32] = []
  var minSource = Int.max
  var maxSource = 0

  func range(_ i: Int) -> Range<Int> { Int(start[i])..<Int(start[i + 1]) }

  /// The part of pixel [p, p + 1] inside [lo, hi].
  static func overlap(_ p: Double, _ lo: Double, _ hi: Double) -> Double {
    max(0, min(p + 1, hi) - max(p, lo))
  }

  /// Weights for `count` output pixels from `first`, mapping [start, start + length) onto
  /// `sourceLength` source pixels.
  static func weights(count: Int, first: Int, start: Double, length: Double, sourceLength: Int)
    -> Resampling
  {
    var out = Resampling()
    let scale = Double(sourceLength) / length
    let support = max(1, scale)
    for i in 0..<count {
      out.start.append(Int32(out.source.count))
      // Centre of the output pixel, in source pixel coordinates (centres at k + 0.5).
      let center = (Double(first + i) + 0.5 - start) * scale
      let lo = Int((center - support).rounded(.down))
      let hi = Int((center + support).rounded(.up))
      var taps: [(Int, Double)] = []
      var total = 0.0
      for k in lo...hi {
        let w = 1 - abs(Double(k) + 0.5 - center) / support
        guard w > 0 else { continue }
        let clamped = min(max(k, 0), sourceLength - 1)
        if let last = taps.last, last.0 == clamped {
          taps[taps.count - 1].1 += w
        } else {
          taps.append((clamped, w))
        }
        total += w
      }
      if taps.isEmpty {
        taps = [(min(max(Int(center.rounded(.down)), 0), sourceLength - 1), 1)]
        total = 1
      }
      // Integer weights summing exactly to 1 << 14; the rounding remainder goes to the largest.
      var ints = taps.map { Int32(($0.1 / total * 16384).rounded()) }
      let remainder = 16384 - ints.reduce(0, +)
      if let largest = ints.indices.max(by: { ints[$0] < ints[$1] }) { ints[largest] += remainder }
      for (tap, w) in zip(taps, ints) where w != 0 {
        out.source.append(Int32(tap.0))
        out.weight.append(w)
        out.minSource = min(out.minSource, tap.0)
        out.maxSource = max(out.maxSource, tap.0)
      }
    }
    out.start.append(Int32(out.source.count))
    if out.minSource == Int.max { out.minSource = 0 }
    return out
  }
}
