import Raster
import Synchronization

/// A greymap strike whose glyphs are drawn wider or narrower by a factor, as SF Pro's letters
/// are wider than Inter's at text sizes (SF Pro Text regular averages 1.09 times Inter's width
/// at the strikes' 91 % em) and narrower at display sizes: with the advances scaled alike
/// (`FontFace.Design`), letters keep Inter's own spacing plus SF Pro's tracking, where scaling
/// only the advances spread the letters apart. Each glyph is resampled once, when first asked
/// for, by exact area coverage in integers: every pixel column of the wider glyph takes the
/// source columns it overlaps, weighted by the overlap. Heights and rows are untouched.
public final class StretchedStrike: GlyphSource {
  public let strike: BDFFont
  /// The factor, in 65536ths.
  public let scale65536: Int
  private let cache = Mutex<[UInt32: Glyph?]>([:])

  public init(strike: BDFFont, scale65536: Int) {
    self.strike = strike
    self.scale65536 = min(max(scale65536, 16384), 262_144)
  }

  public var path: String { strike.path }
  public var ascent: Int { strike.ascent }
  public var descent: Int { strike.descent }
  public var pixelSize: Int { strike.pixelSize }
  public var bitsPerPixel: Int { strike.bitsPerPixel }
  public func contains(_ scalar: Unicode.Scalar) -> Bool { strike.contains(scalar) }

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    if let cached = cache.withLock({ $0[scalar.value] }) { return cached }
    let glyph = strike.glyph(for: scalar).map(stretched)
    cache.withLock { $0[scalar.value] = glyph }
    return glyph
  }

  /// `glyph` resampled across: its box's left and right edges move to `scale` times their
  /// distance from the pen, rounded outwards to whole pixels.
  func stretched(_ glyph: Glyph) -> Glyph {
    let k = scale65536, one = 65536
    let advance = (glyph.advance * k + one / 2) >> 16
    guard let grey = glyph.grey, glyph.box.width > 0, glyph.box.height > 0 else {
      var out = glyph
      out.advance = advance
      return out
    }
    let box = glyph.box
    let left = floorDiv(box.x * k, one), right = -floorDiv(-(box.x + box.width) * k, one)
    let width = right - left
    var out = GreyMask(width: width, height: box.height)
    for y in 0..<box.height {
      let row = y * box.width
      for c in 0..<width {
        let lo = (left + c) * one, hi = lo + one
        // Source columns whose stretched span [(x + i) k, (x + i + 1) k) meets [lo, hi).
        let first = max(0, floorDiv(lo, k) - box.x - 1)
        let last = min(box.width - 1, floorDiv(hi, k) - box.x + 1)
        guard first <= last else { continue }
        var sum = 0
        for i in first...last {
          let a = (box.x + i) * k, b = a + k
          let overlap = min(b, hi) - max(a, lo)
          if overlap > 0 { sum += Int(grey.coverage[row + i]) * overlap }
        }
        out.coverage[y * width + c] = UInt8(min(255, (sum + one / 2) >> 16))
      }
    }
    return Glyph(advance: advance, box: GlyphBox(width: width, height: box.height, x: left,
                                                 y: box.y),
                 mask: out.thresholded, grey: out, scalableWidth: glyph.scalableWidth)
  }

  private func floorDiv(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }
}
