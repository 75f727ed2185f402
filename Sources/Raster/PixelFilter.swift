import CRasterKernels
/// Colour and blur filters over a picture or a part of it, in place and in integers, so a
/// filter gives the same pixels on every machine and takes a few rows of working space.
public enum PixelFilter: Sendable, Hashable {
  /// A Gaussian blur of standard deviation `sigma` pixels (three box passes a direction, as
  /// shadows are blurred), over each premultiplied channel.
  case blur(sigma: Double)
  /// Premultiplied red, green and blue mixed by a 3 x 3 matrix plus an amount of alpha each
  /// (`rgb' = M rgb + offset a`), then clamped to [0, a]; alpha times `alphaScale`. Coefficients
  /// are 16.16 fixed point.
  case colorMatrix(matrix: [Int], offsets: [Int], alphaScale: Int)
  /// Black, as opaque as the colour is bright: alpha becomes the premultiplied colour's
  /// luminance (Rec. 709's weights), as Core Image's luminance-to-alpha filter.
  case luminanceToAlpha

  /// How many pixels away from a pixel with ink the filter can put ink: a blur's three box
  /// passes' half-widths and one; 0 for a colour matrix, which keeps transparent pixels so.
  public var reach: Int {
    switch self {
    case .blur(let sigma): return Shadow.margin(sigma: sigma)
    case .colorMatrix, .luminanceToAlpha: return 0
    }
  }

  /// A fixed-point coefficient from a real one.
  public static func fixed(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    return Int((min(max(value, -32768), 32768) * 65536).rounded())
  }

  /// Mixes each colour towards its luminance (0 is grey, 1 unchanged, above 1 more saturated),
  /// with Rec. 709's weights.
  public static func saturation(_ amount: Double) -> PixelFilter {
    let (wr, wg, wb) = (0.2126, 0.7152, 0.0722)
    let s = amount
    let m = [wr + (1 - wr) * s, wg - wg * s, wb - wb * s,
             wr - wr * s, wg + (1 - wg) * s, wb - wb * s,
             wr - wr * s, wg - wg * s, wb + (1 - wb) * s]
    return .colorMatrix(matrix: m.map(fixed), offsets: [0, 0, 0], alphaScale: 65536)
  }

  /// Adds `amount` of white (negative darkens).
  public static func brightness(_ amount: Double) -> PixelFilter {
    .colorMatrix(matrix: [65536, 0, 0, 0, 65536, 0, 0, 0, 65536],
                 offsets: Array(repeating: fixed(amount), count: 3), alphaScale: 65536)
  }

  /// Spreads colours from middle grey by `amount` (1 unchanged, 0 all grey).
  public static func contrast(_ amount: Double) -> PixelFilter {
    .colorMatrix(matrix: [fixed(amount), 0, 0, 0, fixed(amount), 0, 0, 0, fixed(amount)],
                 offsets: Array(repeating: fixed(0.5 - 0.5 * amount), count: 3),
                 alphaScale: 65536)
  }

  /// Multiplies each component by `color`'s (straight) components, alpha too.
  public static func multiply(_ color: Color) -> PixelFilter {
    let alpha = Double(color.alpha)
    return .colorMatrix(matrix: [fixed(color.red * alpha), 0, 0, 0, fixed(color.green * alpha), 0,
                                 0, 0, fixed(color.blue * alpha)],
                        offsets: [0, 0, 0], alphaScale: fixed(alpha))
  }

  /// Hues turned by `radians` round the colour wheel, lightness kept: the Filter Effects
  /// specification's `hueRotate` matrix (luminance weights 0.213, 0.715, 0.072), as browsers
  /// and Core Image's hue adjustment turn hues (Apple publishes no matrix of its own).
  public static func hueRotation(_ radians: Double) -> PixelFilter {
    // The deterministic cosine and sine: the same angle gives the same pixels anywhere.
    let (c, s) = DeterministicMath.cosSin(radians)
    let m = [0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715,
             0.072 - c * 0.072 + s * 0.928,
             0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140,
             0.072 - c * 0.072 - s * 0.283,
             0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715,
             0.072 + c * 0.928 + s * 0.072]
    return .colorMatrix(matrix: m.map(fixed), offsets: [0, 0, 0], alphaScale: 65536)
  }

  /// Each colour's opposite: `a - c` on premultiplied components.
  public static let invert = PixelFilter.colorMatrix(
    matrix: [-65536, 0, 0, 0, -65536, 0, 0, 0, -65536], offsets: [65536, 65536, 65536],
    alphaScale: 65536)
}

extension PixelFilter {
  /// The bytes of working space `filter(_:in:)` takes over a part `width` x `height`: for a
  /// blur, a few rows (four rows' copies, the column sums, and a ring of the rows the widest
  /// box still reads: about half its width); none for a colour matrix, which works pixel by
  /// pixel.
  public func workingBytes(width: Int, height: Int) -> Int {
    guard case .blur(let sigma) = self, width > 0, height > 0 else { return 0 }
    let passes = Shadow.boxWidths(sigma: sigma).map { Int32(clamping: $0) }
    guard !passes.isEmpty else { return 0 }
    return cs_blur_rgba_scratch(width, height, passes, passes.count)
  }
}

extension PixelBuffer {
  /// This picture through `filter`.
  public func filtered(_ filter: PixelFilter) -> PixelBuffer {
    var out = self
    out.filter(filter)
    return out
  }

  /// Puts the pixels `part` of this picture (all of it by default) through `filter` in place,
  /// as `filtered` would put them cropped: a blur reads the pixels outside the part as clear,
  /// and leaves them as they are. In C (`cs_blur_rgba`, `cs_color_matrix`), with no more
  /// working space than `workingBytes` says: never a copy of the picture.
  ///
  /// A blur is each premultiplied channel through the shadow's three box passes a direction
  /// (`Shadow.boxWidths`), all four channels at once, then each colour held to its alpha
  /// (rounding may leave one a step above it). A colour matrix mixes each pixel as
  /// `PixelFilter.colorMatrix` says.
  public mutating func filter(_ filter: PixelFilter, in part: IntRect? = nil) {
    let part = part ?? IntRect(x: 0, y: 0, width: width, height: height)
    precondition(part.x >= 0 && part.y >= 0 && part.maxX <= width && part.maxY <= height,
                 "the part lies inside the picture")
    guard part.width > 0, part.height > 0 else { return }
    let (stride, first) = (width * 4, (part.y * width + part.x) * 4)
    switch filter {
    case .blur(let sigma):
      let passes = Shadow.boxWidths(sigma: sigma).map { Int32(clamping: $0) }
      guard !passes.isEmpty else { return }
      var scratch = [UInt8](repeating: 0,
                            count: filter.workingBytes(width: part.width, height: part.height))
      bytes.withUnsafeMutableBytes { raw in
        scratch.withUnsafeMutableBytes { scratch in
          cs_blur_rgba(raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + first, stride,
                       part.width, part.height, passes, passes.count,
                       scratch.baseAddress!.assumingMemoryBound(to: UInt8.self))
        }
      }
    case .colorMatrix(let m, let o, let alphaScale):
      let matrix = m.map { Int64($0) }, offsets = o.map { Int64($0) }
      bytes.withUnsafeMutableBytes { raw in
        cs_color_matrix(raw.baseAddress!.assumingMemoryBound(to: UInt8.self) + first, stride,
                        part.width, part.height, matrix, offsets, Int64(alphaScale))
      }
    case .luminanceToAlpha:
      bytes.withUnsafeMutableBytes { raw in
        for row in 0..<part.height {
          let start = first + row * stride
          for i in Swift.stride(from: start, to: start + part.width * 4, by: 4) {
            // 0.2126, 0.7152 and 0.0722 in 16.16, summing to one.
            let y = 13933 * Int(raw[i]) + 46871 * Int(raw[i + 1]) + 4732 * Int(raw[i + 2])
            raw[i] = 0
            raw[i + 1] = 0
            raw[i + 2] = 0
            raw[i + 3] = UInt8(min(255, (y + 32768) >> 16))
          }
        }
      }
    }
  }
}
