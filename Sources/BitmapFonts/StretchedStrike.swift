import Raster
import Synchronization

/// A strike made from another, `source`, glyph by glyph: its line, size and characters are the
/// source's (a stretched, blended or emboldened strike).
public protocol DerivedStrike: GlyphSource {
  var source: any GlyphSource { get }
}

extension DerivedStrike {
  public var ascent: Int { source.ascent }
  public var descent: Int { source.descent }
  public var pixelSize: Int { source.pixelSize }
  public var bitsPerPixel: Int { source.bitsPerPixel }
  public func contains(_ scalar: Unicode.Scalar) -> Bool { source.contains(scalar) }
}

/// A derived strike's glyphs, each made once, when first asked for.
final class GlyphMemo: Sendable {
  private let glyphs = Mutex<[UInt32: Glyph?]>([:])

  func glyph(for scalar: Unicode.Scalar, make: (Unicode.Scalar) -> Glyph?) -> Glyph? {
    if let made = glyphs.withLock({ $0[scalar.value] }) { return made }
    let glyph = make(scalar)
    glyphs.withLock { $0[scalar.value] = glyph }
    return glyph
  }
}

/// A strike whose glyphs are drawn from another (Inter's outlines, at a larger em) but laid out
/// by its own: each keeps its advance, and the line, the size and the characters are its own.
/// A character the other lacks is the strike's own glyph.
public final class RedrawnStrike: DerivedStrike {
  public let source: any GlyphSource
  public let drawn: any GlyphSource
  private let memo = GlyphMemo()

  public init(strike: any GlyphSource, drawn: any GlyphSource) {
    self.source = strike
    self.drawn = drawn
  }

  public var path: String { source.path + " (drawn from " + drawn.path + ")" }

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    memo.glyph(for: scalar) { scalar in
      guard let laid = source.glyph(for: scalar) else { return nil }
      guard var glyph = drawn.glyph(for: scalar) else { return laid }
      glyph.advance = laid.advance
      glyph.scalableWidth = laid.scalableWidth
      return glyph
    }
  }
}

/// A greymap strike whose glyphs are drawn wider or narrower by a factor, as SF Pro's letters
/// are wider than Inter's at text sizes (SF Pro Text regular averages 1.09 times Inter's width
/// at the strikes' 91 % em) and narrower at display sizes: with the advances scaled alike
/// (`FontFace.Design`), letters keep Inter's own spacing plus SF Pro's tracking, where scaling
/// only the advances spread the letters apart. Each glyph is resampled once, when first asked
/// for, by exact area coverage in integers: every pixel column of the wider glyph takes the
/// source columns it overlaps, weighted by the overlap. Heights and rows are untouched.
public final class StretchedStrike: DerivedStrike {
  public let source: any GlyphSource
  /// The factor, in 65536ths.
  public let scale65536: Int
  private let memo = GlyphMemo()

  public init(strike: any GlyphSource, scale65536: Int) {
    self.source = strike
    self.scale65536 = min(max(scale65536, 16384), 262_144)
  }

  public var path: String { source.path }

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    memo.glyph(for: scalar) { source.glyph(for: $0).map(stretched) }
  }

  func stretched(_ glyph: Glyph) -> Glyph { StretchedStrike.stretched(glyph, by: scale65536) }

  /// `glyph` resampled across by `k` / 65536: its box's left and right edges move to that
  /// many times their distance from the pen, rounded outwards to whole pixels.
  static func stretched(_ glyph: Glyph, by k: Int) -> Glyph {
    let one = 65536
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

  private static func floorDiv(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
  }
}

/// Inter's medium, which has no strike of its own: each glyph is the regular and semibold
/// strikes' glyphs of the same size, both first resampled across to the mean of their
/// advances (so that their stems line up), their coverage averaged and its fringe sharpened
/// (`blend`). Heavier than the regular and lighter than the semibold, as SF Pro's medium lies
/// between them; its advances are the mean of theirs.
public final class BlendedStrike: DerivedStrike {
  /// The lighter cut, whose line and characters the blend keeps.
  public let source: any GlyphSource
  public let heavier: any GlyphSource
  private let memo = GlyphMemo()

  public init(lighter: any GlyphSource, heavier: any GlyphSource) {
    self.source = lighter
    self.heavier = heavier
  }

  public var path: String { source.path + " + " + heavier.path }

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    memo.glyph(for: scalar) { scalar in
      source.glyph(for: scalar).map { light in
        heavier.glyph(for: scalar).map { BlendedStrike.blend(light, $0) } ?? light
      }
    }
  }

  /// The mean of `a` and `b`, both resampled to the mean of their scalable widths.
  static func blend(_ a: Glyph, _ b: Glyph) -> Glyph {
    guard let wa = a.scalableWidth, let wb = b.scalableWidth, wa > 0, wb > 0 else { return a }
    let width = (wa + wb + 1) / 2
    let ra = StretchedStrike.stretched(a, by: (width * 65536 + wa / 2) / wa)
    let rb = StretchedStrike.stretched(b, by: (width * 65536 + wb / 2) / wb)
    let advance = (a.advance + b.advance + 1) / 2
    guard let ga = ra.grey, let gb = rb.grey, ra.box.width > 0, rb.box.width > 0 else {
      var out = ra
      out.advance = advance
      out.scalableWidth = width
      return out
    }
    // The union of the two boxes; a box's row 0 is its top, y + height - 1 above the baseline.
    let left = min(ra.box.x, rb.box.x)
    let right = max(ra.box.x + ra.box.width, rb.box.x + rb.box.width)
    let top = max(ra.box.y + ra.box.height, rb.box.y + rb.box.height)
    let bottom = min(ra.box.y, rb.box.y)
    var out = GreyMask(width: right - left, height: top - bottom)
    var sums = [Int](repeating: 0, count: out.width * out.height)
    for (box, grey) in [(ra.box, ga), (rb.box, gb)] {
      for row in 0..<box.height {
        let y = top - (box.y + box.height) + row
        for column in 0..<box.width {
          let coverage = Int(grey.coverage[row * box.width + column])
          sums[y * out.width + box.x - left + column] += coverage
        }
      }
    }
    // The mean, its fringe pushed a fifth of the way back towards clear or full: where the
    // two shapes differ their mean is a half-covered ghost, which reads as blur.
    for i in sums.indices {
      let mean = (sums[i] + 1) / 2
      out.coverage[i] = UInt8(min(255, max(0, (mean - 128) * 6 / 5 + 128)))
    }
    let box = GlyphBox(width: out.width, height: out.height, x: left, y: bottom)
    return Glyph(advance: advance, box: box, mask: out.thresholded, grey: out,
                 scalableWidth: width)
  }
}

/// Inter's heavy and black, which the strikes do not have, drawn from the bold cut with its
/// stems widened: each glyph's coverage is the most, at each pixel, of the glyph shifted
/// across by every quarter pixel within half the widening either way (a shift of a fraction of
/// a pixel interpolating neighbours, as an edge's coverage moves), so stems grow evenly on both
/// sides and keep their edges sharp. Inter's own stems measure the widening: ExtraBold's are
/// 0.0224 em wider than Bold's, Black's 0.0447. A negative widening thins (light, thin and
/// ultralight from the regular cut): the least of the copies, so stems lose as much on each
/// side; Inter's Light stems are 0.0207 em narrower than Regular's, ExtraLight's 0.0415,
/// Thin's 0.0611.
public final class EmboldenedStrike: DerivedStrike {
  public let source: any GlyphSource
  /// The widening, in quarters of a pixel; below 0, the thinning.
  public let quarters: Int
  private let memo = GlyphMemo()

  public init(strike: any GlyphSource, quarters: Int) {
    self.source = strike
    self.quarters = min(max(quarters, -64), 64)
  }

  public var path: String {
    source.path + (quarters < 0 ? " (thinned \(-quarters) / 4)" : " (widened \(quarters) / 4)")
  }

  public func glyph(for scalar: Unicode.Scalar) -> Glyph? {
    memo.glyph(for: scalar) { source.glyph(for: $0).map(widened) }
  }

  /// `glyph` with its coverage the most (thinning: the least) of its copies shifted across by
  /// -half ... +half, in quarters, then down by a share of that, as Inter's cuts thicken or
  /// thin their bars less than their stems: ExtraBold's bars 0.016 em thicker than Bold's
  /// (0.73 of the stems' 0.022), Light's 0.018 thinner than Regular's (0.87 of 0.021).
  func widened(_ glyph: Glyph) -> Glyph {
    guard quarters != 0, let grey = glyph.grey, glyph.box.width > 0 else { return glyph }
    let thins = quarters < 0, amount = abs(quarters)
    let down = Int((Double(amount) * (thins ? 0.87 : 0.73)).rounded())
    // The box grows by whole pixels enough for the furthest shifts (a thinned glyph's ink
    // stays inside its own).
    let grow = thins ? 0 : (amount - amount / 2 + 3) / 4
    let growDown = thins ? 0 : (down - down / 2 + 3) / 4
    let box = glyph.box
    var out = Self.shifted(grey, across: true, amount: amount, grow: grow, thins: thins)
    out = Self.shifted(out, across: false, amount: down, grow: growDown, thins: thins)
    var widened = glyph
    widened.box = GlyphBox(width: out.width, height: out.height, x: box.x - grow,
                           y: box.y - growDown)
    widened.grey = out
    widened.mask = out.thresholded
    return widened
  }

  /// Each value of `grey` the most (`thins`: the least) of its copies shifted along rows
  /// (`across`) or columns by every quarter pixel in -amount / 2 ... amount - amount / 2 (a
  /// shift of a fraction of a pixel interpolating neighbours), the lines `grow` pixels longer
  /// at each end.
  static func shifted(_ grey: GreyMask, across: Bool, amount: Int, grow: Int,
                      thins: Bool) -> GreyMask {
    guard amount > 0 else { return grey }
    let low = -(amount / 2), high = amount - amount / 2
    var out = across ? GreyMask(width: grey.width + 2 * grow, height: grey.height)
      : GreyMask(width: grey.width, height: grey.height + 2 * grow)
    // Lines along the shift, and their length, in the source.
    let (lines, length) = across ? (grey.height, grey.width) : (grey.width, grey.height)
    func at(_ line: Int, _ k: Int) -> Int {
      guard k >= 0 && k < length else { return 0 }
      return Int(grey.coverage[across ? line * grey.width + k : k * grey.width + line])
    }
    for line in 0..<lines {
      for k in 0..<(length + 2 * grow) {
        var most = thins ? 255 : 0
        for shift in low...high {
          // The source point k - grow - shift / 4: between two pixels, interpolated.
          let position = (k - grow) * 4 - shift
          let whole = position >= 0 ? position / 4 : -((-position + 3) / 4)
          let fraction = position - whole * 4
          let value = (at(line, whole) * (4 - fraction) + at(line, whole + 1) * fraction + 2) / 4
          most = thins ? min(most, value) : max(most, value)
        }
        out.coverage[across ? line * out.width + k : k * out.width + line] = UInt8(most)
      }
    }
    return out
  }
}
