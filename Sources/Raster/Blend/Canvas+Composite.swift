extension Canvas {
  /// Composites `layer`, which holds the picture's pixels `area` one for one, onto the canvas
  /// by `mode`, inside the clips in force (a clip's coverage mixes the result with what was
  /// there, as Core Graphics' clips do).
  ///
  /// Under the modes that change the backdrop where the source is clear (`copy`, `clear`,
  /// `sourceIn`, `sourceOut`, `destinationIn`, `destinationAtop`), the layer's alpha is taken
  /// as a shape's coverage, as Core Graphics takes a path's: its straight colour, opaque, is
  /// composited, then mixed with the backdrop by that alpha. So only pixels the layer has
  /// ink on change under any mode.
  public mutating func composite(_ layer: PixelBuffer, at area: IntRect, mode: CompositeMode) {
    guard let ink = layer.inkBounds else { return }
    let shown = IntRect(x: ink.x + area.x, y: ink.y + area.y, width: ink.width,
                        height: ink.height).intersection(drawable).intersection(self.area)
    guard !shown.isEmpty else { return }
    let mask = clips.last?.mask
    let (width, origin) = (buffer.width, (x: originX, y: originY))
    let asCoverage = !mode.keepsBackdropUnderClear
    layer.bytes.withUnsafeBytes { source in
      buffer.bytes.withUnsafeMutableBytes { target in
        for y in shown.y..<shown.maxY {
          for x in shown.x..<shown.maxX {
            let coverage = mask.map { Int($0.value(x, y)) } ?? 255
            let from = ((y - area.y) * layer.width + (x - area.x)) * 4
            guard coverage > 0, source[from + 3] > 0 else { continue }
            let to = ((y - origin.y) * width + (x - origin.x)) * 4
            let s = SIMD4<Int>(Int(source[from]), Int(source[from + 1]), Int(source[from + 2]),
                               Int(source[from + 3]))
            let d = SIMD4<Int>(Int(target[to]), Int(target[to + 1]), Int(target[to + 2]),
                               Int(target[to + 3]))
            var o = asCoverage
              ? Self.mix(d, mode.apply(Self.opaque(s), d), by: s[3]) : mode.apply(s, d)
            if coverage < 255 { o = Self.mix(d, o, by: coverage) }
            for i in 0..<4 { target[to + i] = UInt8(truncatingIfNeeded: o[i]) }
          }
        }
      }
    }
  }

  /// A premultiplied pixel's straight colour, opaque.
  static func opaque(_ p: SIMD4<Int>) -> SIMD4<Int> {
    let a = p[3]
    return SIMD4(CompositeMode.roundDiv(p[0] * 255, a), CompositeMode.roundDiv(p[1] * 255, a),
                 CompositeMode.roundDiv(p[2] * 255, a), 255)
  }

  /// `from` moved `k`/255 of the way to `to`, each component rounded, colours kept within
  /// the alpha.
  static func mix(_ from: SIMD4<Int>, _ to: SIMD4<Int>, by k: Int) -> SIMD4<Int> {
    var o = from
    for i in 0..<4 { o[i] = from[i] + CompositeMode.roundDiv((to[i] - from[i]) * k, 255) }
    for i in 0..<3 { o[i] = min(max(o[i], 0), o[3]) }
    return o
  }
}
