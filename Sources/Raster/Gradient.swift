/// A colour at a place along a gradient, 0 at its start and 1 at its end.
public struct GradientStop: Sendable, Hashable {
  public var color: Color
  public var location: Double

  public init(color: Color, location: Double) {
    self.color = color
    self.location = location.isNaN ? 0 : location
  }
}

/// A gradient in pixels: along a line, or out from a centre.
///
/// Each pixel takes the colour at its centre, interpolated between the two stops around it in
/// premultiplied 8-bit components (so a clear stop fades without dark fringes), with IEEE
/// arithmetic only: the same pixels everywhere. Outside the stops the end colours continue.
public enum GradientPaint: Sendable, Hashable {
  case linear(stops: [GradientStop], start: Point, end: Point)
  case radial(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)

  /// How many stops the gradient has (for dumps).
  public var stopCount: Int { stops.count }

  var stops: [GradientStop] {
    switch self {
    case .linear(let stops, _, _), .radial(let stops, _, _, _): return stops
    }
  }

  /// The stops as `table()` gives them: locations and premultiplied components.
  typealias Table = [(location: Double, components: (Double, Double, Double, Double))]

  /// The stops, sorted by location, as premultiplied components in 0...255.
  func table() -> Table {
    stops.sorted { $0.location < $1.location }.map { stop in
      let c = stop.color
      let a = Double(Color.quantize(c.alpha))
      return (stop.location, (Double(Color.quantize(c.red)) * a / 255,
                              Double(Color.quantize(c.green)) * a / 255,
                              Double(Color.quantize(c.blue)) * a / 255, a))
    }
  }
}

extension Canvas {
  /// Fills `figure` with `gradient`, its opacity multiplied by `opacity`. Geometry is made safe
  /// as `fill(_:with:)` makes it.
  public mutating func fill(_ figure: Figure, gradient: GradientPaint, opacity: Double = 1) {
    guard let figure = figure.sanitized else { return }
    fill(figure.path, gradient: gradient, opacity: opacity)
  }

  /// Fills the polygons of `path` with `gradient`.
  public mutating func fill(_ path: Outline, gradient: GradientPaint, opacity: Double = 1) {
    let k = UInt32(Color.quantize(opacity))
    if k == 0 { return }
    rasterizer.rasterize(path, in: drawable)
    let spans = rasterizer.spans
    guard spans.count > 0 else { return }
    let table = gradient.table()
    guard !table.isEmpty else { return }
    let sampler = GradientSampler(gradient, table)
    // The cells cost about 4,000 colours to make: worth it for a large fill only.
    var covered = 0
    for span in spans.items { covered += Int(span.x1) - Int(span.x0) }
    let cells = covered >= 32_768 ? GradientCells(sampler) : nil
    let mask = clips.last?.mask
    let wordIndex = self.wordIndex
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      // The colour depends on the pixel only through t: a run of pixels with the same t (a
      // row of a vertical gradient) reuses the colour worked out for the first.
      var lastT = Double.nan, lastWord: UInt32 = 0
      for span in spans.items {
        let y = Int(span.row)
        let row = sampler.row(y)
        for x in Int(span.x0)..<Int(span.x1) {
          var coverage = UInt32(span.alpha)
          if let mask { coverage = UInt32(div255(Int(coverage) * Int(mask.value(x, y)))) }
          if k < 255 { coverage = UInt32(div255(Int(coverage) * Int(k))) }
          if coverage == 0 { continue }
          let t = sampler.t(x, row)
          if t != lastT {
            lastT = t
            lastWord = cells?.word(t) ?? sampler.color(t).word
          }
          let word = lastWord
          let source = coverage == 255 ? word : Blend.scale(word, by: coverage)
          let target = pixels + wordIndex(x, y)
          target.pointee = Blend.over(source, target.pointee,
                                      inverseAlpha: 255 - Blend.alpha(source))
        }
      }
    }
  }
}

/// A gradient's colour at each pixel: t at the pixel's centre (along the line, or out from the
/// centre), clamped to 0...1, then the stops around it interpolated in premultiplied
/// components, rounded to bytes. What does not change from pixel to pixel is worked out once.
struct GradientSampler {
  let isLinear: Bool
  let start: Point, dx: Double, dy: Double, length2: Double
  let center: Point, r0: Double, r1: Double
  let locations: [Double]
  let components: [(Double, Double, Double, Double)]

  init(_ gradient: GradientPaint, _ table: GradientPaint.Table) {
    switch gradient {
    case .linear(_, let start, let end):
      isLinear = true
      self.start = start
      dx = end.x - start.x
      dy = end.y - start.y
      length2 = dx * dx + dy * dy
      center = start; r0 = 0; r1 = 0
    case .radial(_, let center, let r0, let r1):
      isLinear = false
      start = center; dx = 0; dy = 0; length2 = 0
      self.center = center; self.r0 = r0; self.r1 = r1
    }
    locations = table.map(\.location)
    components = table.map(\.components)
  }

  /// What the linear t takes from the row (pixel centre y), or the radial dy.
  @inline(__always)
  func row(_ y: Int) -> Double {
    let py = Double(y) + 0.5
    return isLinear ? (py - start.y) * dy : py - center.y
  }

  /// t at pixel x of a row, clamped to 0...1.
  @inline(__always)
  func t(_ x: Int, _ row: Double) -> Double {
    let px = Double(x) + 0.5
    var t: Double
    if isLinear {
      t = length2 > 0 ? ((px - start.x) * dx + row) / length2 : 0
    } else {
      let ddx = px - center.x
      let d = (ddx * ddx + row * row).squareRoot()
      t = r1 != r0 ? (d - r0) / (r1 - r0) : 0
    }
    if !(t >= 0) { t = 0 }
    if t > 1 { t = 1 }
    return t
  }

  /// The premultiplied colour at t.
  @inline(__always)
  func color(_ t: Double) -> RGBA8 {
    let (r, g, b, alpha) = bytes(t)
    return RGBA8(r: min(r, alpha), g: min(g, alpha), b: min(b, alpha), a: alpha)
  }

  /// The four bytes at t before the colour channels are held to the alpha.
  @inline(__always)
  func bytes(_ t: Double) -> (UInt8, UInt8, UInt8, UInt8) {
    let n = locations.count
    var c = components.withUnsafeBufferPointer { $0[0] }
    locations.withUnsafeBufferPointer { locations in
      components.withUnsafeBufferPointer { components in
        if t >= locations[n - 1] {
          c = components[n - 1]
        } else if t > locations[0] {
          var i = 1
          while i < n - 1 && t > locations[i] { i += 1 }
          let a = components[i - 1], b = components[i]
          let span = locations[i] - locations[i - 1]
          let f = span > 0 ? (t - locations[i - 1]) / span : 1
          c = (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f,
               a.3 + (b.3 - a.3) * f)
        }
      }
    }
    @inline(__always) func byte(_ v: Double) -> UInt8 {
      let w = v + 0.5
      if w >= 255 { return 255 }
      if !(w >= 1) { return 0 }
      return UInt8(truncatingIfNeeded: Int(w))
    }
    return (byte(c.0), byte(c.1), byte(c.2), byte(c.3))
  }
}

/// The gradient's colours in 4,096 cells of t, for the cells where one colour is the exact
/// answer for every t inside: both ends give the same four bytes before rounding's `min`, and
/// no stop lies in the cell. Inside such a cell t uses one stop segment, where each channel is
/// a monotone function of t (correctly rounded subtraction, division, multiplication and
/// addition are monotone), so equal ends mean equal everywhere between; the cells are powers
/// of two, so t * 4096 and its floor are exact. Other cells say nil, and the colour is worked
/// out as before: the same pixels, most of them without the per-pixel interpolation.
struct GradientCells {
  static let count = 4096
  /// Each cell's colour word, or 0 with `uniform` false.
  private let words: [UInt32]
  private let uniform: [Bool]

  init(_ sampler: GradientSampler) {
    let n = Self.count
    var ends: [(UInt8, UInt8, UInt8, UInt8)] = []
    ends.reserveCapacity(n + 1)
    for i in 0...n { ends.append(sampler.bytes(Double(i) / Double(n))) }
    var words = [UInt32](repeating: 0, count: n), uniform = [Bool](repeating: false, count: n)
    for i in 0..<n {
      let t0 = Double(i) / Double(n), t1 = Double(i + 1) / Double(n)
      let a = ends[i], b = ends[i + 1]
      guard a == b, !sampler.locations.contains(where: { $0 >= t0 && $0 <= t1 }) else {
        continue
      }
      uniform[i] = true
      words[i] = sampler.color(t0).word
    }
    self.words = words
    self.uniform = uniform
  }

  /// The colour word at `t` (0...1) when its cell has one; nil otherwise.
  @inline(__always)
  func word(_ t: Double) -> UInt32? {
    let i = min(Int(t * Double(Self.count)), Self.count - 1)
    return uniform[i] ? words[i] : nil
  }
}
