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

  /// Draws `image` stretched into `rect`, as `drawImage` does, when the caller already knows
  /// whether every pixel of it is opaque (a display list checks each picture once per render).
  public mutating func drawImage(_ image: PixelBuffer, in rect: Rect, isOpaque: Bool) {
    guard !rect.isEmpty else { return }
    drawResampled(image, in: rect, opacity: 1, imageIsOpaque: isOpaque)
  }

  /// Draws `image` stretched into `rect` through the image filter (see `ResampledDraw`).
  private mutating func drawResampled(_ image: PixelBuffer, in rect: Rect, opacity: Double,
                                      imageIsOpaque: Bool? = nil) {
    let area = rect.enclosingPixels.intersection(drawable)
    guard !area.isEmpty, !rect.isEmpty else { return }
    let mask = clips.last?.mask
    let draw = ResampledDraw(image, in: rect, area: area, opacity: opacity,
                             imageIsOpaque: imageIsOpaque ?? image.isOpaque, mask: mask,
                             canvas: wordIndex)
    // The band buffer is one the canvas keeps (taken out here, so it is uniquely held, and put
    // back at the end); every value is written before it is read.
    var band = resampleScratch
    resampleScratch = []
    let needed = draw.bandBufferCount
    if band.count < needed { band = [UInt16](repeating: 0, count: needed) }
    defer { resampleScratch = band }
    // One pixel of padding so the vertical pass can work two pixels at a time.
    var line = [UInt32](repeating: 0, count: area.width + 1)
    let maskAlpha = mask?.alpha ?? []
    maskAlpha.withUnsafeBufferPointer { maskAlpha in
      image.bytes.withUnsafeBytes { source in
        buffer.bytes.withUnsafeMutableBytes { pixels in
          band.withUnsafeMutableBytes { band in
            line.withUnsafeMutableBufferPointer { line in
              guard let source = source.baseAddress, let pixels = pixels.baseAddress,
                    let band = band.baseAddress, let line = line.baseAddress else { return }
              draw.draw(source: source, onto: pixels.assumingMemoryBound(to: UInt32.self),
                        mask: maskAlpha.baseAddress, band: band, line: line)
            }
          }
        }
      }
    }
  }
}
