import CRasterKernels
/// Colour and blur filters over a whole picture, in integers, so a filter gives the same pixels
/// on every machine.
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

  /// Each colour's opposite: `a - c` on premultiplied components.
  public static let invert = PixelFilter.colorMatrix(
    matrix: [-65536, 0, 0, 0, -65536, 0, 0, 0, -65536], offsets: [65536, 65536, 65536],
    alphaScale: 65536)
}

extension PixelBuffer {
  /// This picture through `filter`.
  public func filtered(_ filter: PixelFilter) -> PixelBuffer {
    switch filter {
    case .blur(let sigma): return blurred(sigma: sigma)
    case .colorMatrix(let m, let o, let alphaScale):
      var out = self
      out.bytes.withUnsafeMutableBytes { raw in
        for i in stride(from: 0, to: raw.count, by: 4) {
          let r = Int(raw[i]), g = Int(raw[i + 1]), b = Int(raw[i + 2]), a0 = Int(raw[i + 3])
          if a0 == 0 { continue }
          let a = min(255, max(0, (a0 * alphaScale + 32768) >> 16))
          for k in 0..<3 {
            // (A colour multiply's matrix holds its alpha already: the result is premultiplied
            // by the new alpha.)
            let value = m[3 * k] * r + m[3 * k + 1] * g + m[3 * k + 2] * b + o[k] * a0
            raw[i + k] = UInt8(min(a, max(0, (value + 32768) >> 16)))
          }
          raw[i + 3] = UInt8(a)
        }
      }
      return out
    case .luminanceToAlpha:
      var out = self
      out.bytes.withUnsafeMutableBytes { raw in
        for i in stride(from: 0, to: raw.count, by: 4) {
          // 0.2126, 0.7152 and 0.0722 in 16.16, summing to one.
          let y = 13933 * Int(raw[i]) + 46871 * Int(raw[i + 1]) + 4732 * Int(raw[i + 2])
          raw[i] = 0
          raw[i + 1] = 0
          raw[i + 2] = 0
          raw[i + 3] = UInt8(min(255, (y + 32768) >> 16))
        }
      }
      return out
    }
  }

  /// Each premultiplied channel blurred as shadows are, within the picture.
  func blurred(sigma: Double) -> PixelBuffer {
    let widths = Shadow.boxWidths(sigma: sigma)
    guard !widths.isEmpty else { return self }
    var out = self
    let count = width * height
    var channel = [UInt8](repeating: 0, count: count)
    for c in 0..<4 {
      for i in 0..<count { channel[i] = bytes[i * 4 + c] }
      Shadow.blur(&channel, width: width, height: height, widths: widths)
      for i in 0..<count { out.bytes[i * 4 + c] = channel[i] }
    }
    // Rounding may leave a colour a step above its alpha: premultiplied values never are.
    for i in stride(from: 0, to: count * 4, by: 4) {
      let a = out.bytes[i + 3]
      for k in 0..<3 where out.bytes[i + k] > a { out.bytes[i + k] = a }
    }
    return out
  }
}
