import CRasterKernels
import Synchronization

/// A colour at a place along a gradient, 0 at its start and 1 at its end.
public struct GradientStop: Sendable, Hashable {
  public var color: Color
  public var location: Double

  public init(color: Color, location: Double) {
    self.color = color
    self.location = location.isNaN ? 0 : location
  }
}

/// A gradient in pixels: along a line, out from a centre (in circles or in ellipses), or
/// around a centre.
///
/// Each pixel takes the colour at its centre, interpolated between the two stops around it in
/// premultiplied 8-bit components (so a clear stop fades without dark fringes), with IEEE
/// arithmetic only: the same pixels everywhere. Outside the stops the end colours continue.
public enum GradientPaint: Sendable, Hashable {
  case linear(stops: [GradientStop], start: Point, end: Point)
  case radial(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double)
  /// Around `center`, as SwiftUI's `AngularGradient`: angles in radians, clockwise from the
  /// positive x axis (pixels are y-down); t = (angle - start) / (end - start), with the rules
  /// for more and less than a full turn that `ConicSweep` holds.
  case conic(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
  /// Out from `center` in ellipses, as SwiftUI's `EllipticalGradient`: a `width` x `height`
  /// rectangle (the frame, in pixels) is the unit square, and t goes from `startFraction` to
  /// `endFraction` of it (0.5 reaches the frame's edges from its middle). An axis of no
  /// length adds nothing to the distance.
  case elliptical(stops: [GradientStop], center: Point, width: Double, height: Double,
                  startFraction: Double, endFraction: Double)
  /// A mesh of colours (SwiftUI's `MeshGradient`), with no stops (`MeshPaint`).
  case mesh(MeshPaint)

  /// How many stops the gradient has (for dumps).
  public var stopCount: Int { stops.count }

  var stops: [GradientStop] {
    switch self {
    case .linear(let stops, _, _), .radial(let stops, _, _, _), .conic(let stops, _, _, _),
         .elliptical(let stops, _, _, _, _, _):
      return stops
    case .mesh: return []
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
    if case .mesh(let mesh) = gradient {
      fill(path, mesh: mesh, opacity: k)
      return
    }
    rasterizer.rasterize(path, in: drawable)
    let spans = rasterizer.spans
    guard spans.count > 0 else { return }
    let table = gradient.table()
    guard !table.isEmpty else { return }
    let sampler = GradientSampler(gradient, table)
    // With wide vectors C works every colour out directly; without, the cells cost about
    // 4,000 colours to make: worth it for a large fill only. C knows lines and circles only:
    // a conic or elliptical gradient takes the Swift sampler's t at each pixel, and the cells.
    let direct = sampler.hasKernel && WideKernels.level > 0 ? PreparedGradient(sampler) : nil
    let usesDirect = direct?.isReady == true
    var covered = 0
    var (left, right, top, bottom) = (Int.max, Int.min, Int.max, Int.min)
    for span in spans.items {
      covered += Int(span.x1) - Int(span.x0)
      (left, right) = (min(left, Int(span.x0)), max(right, Int(span.x1)))
      (top, bottom) = (min(top, Int(span.row)), max(bottom, Int(span.row) + 1))
    }
    let cells = !usesDirect && covered >= 32_768 ? GradientCells.shared(sampler) : nil
    let mask = clips.last?.mask
    let bounds = IntRect(x: left, y: top, width: right - left, height: bottom - top)
    let lattice = sampler.hasKernel
      ? GradientLattice(sampler, bounds: bounds, direct: usesDirect ? direct : nil, cells: cells)
      : nil
    let runs = lattice == nil && sampler.hasKernel ? RadialRuns(sampler, bounds: bounds) : nil
    let rows = GradientRows(sampler: sampler, cells: cells, direct: usesDirect ? direct : nil,
                            lattice: lattice, runs: runs, mask: mask, opacity: k)
    // An opaque gradient's words over a fully covered span, where the clip is open, are the
    // pixels themselves.
    let opaque = k == 255 && table.allSatisfy { $0.components.3 == 255 }
    let wordIndex = self.wordIndex
    // Each span's colours (times its coverage) are worked out into a row, then blended over
    // the canvas four pixels at a time.
    var words = [UInt32](repeating: 0, count: buffer.width)
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      words.withUnsafeMutableBufferPointer { words in
        var last = (t: Double.nan, word: UInt32(0))
        func blend(_ span: SpanList.Span) {
          let x0 = Int(span.x0), count = Int(span.x1) - x0
          guard count > 0 else { return }
          rows.words(span, into: words.baseAddress!, last: &last)
          Blend.overRow(pixels + wordIndex(x0, Int(span.row)), words.baseAddress!, count: count,
                        clamp: false)
        }
        var middles = Mask.OpenMiddles()
        for span in spans.items {
          let x0 = Int(span.x0), x1 = Int(span.x1), y = Int(span.row)
          guard x1 > x0 else { continue }
          guard opaque && span.alpha == 255 else {
            blend(span)
            continue
          }
          // Where the clip is open (all of the span, or the middle of a row through a rounded
          // clip's corners), the words are the pixels; the rest blends through the clip.
          let open = mask.map { middles.find(in: $0, y, x0..<x1) } ?? x0..<x1
          guard !open.isEmpty else {
            blend(span)
            continue
          }
          func part(_ a: Int, _ b: Int) -> SpanList.Span {
            SpanList.Span(row: span.row, x0: Int32(a), x1: Int32(b), alpha: 255)
          }
          if open.lowerBound > x0 { blend(part(x0, open.lowerBound)) }
          rows.words(part(open.lowerBound, open.upperBound),
                     into: pixels + wordIndex(open.lowerBound, y), last: &last, unmasked: true)
          if open.upperBound < x1 { blend(part(open.upperBound, x1)) }
        }
      }
    }
  }
}

/// A gradient fill's colours, a span at a time: each pixel's colour word times its coverage
/// (the span's, the clip's, the opacity), the word `Blend.over` then puts over the canvas.
struct GradientRows {
  let sampler: GradientSampler
  let cells: GradientCells?
  /// When C works each colour out from t directly (`cs_gradient_words` with wide vectors),
  /// what it needs of the stops, worked out once for the fill.
  let direct: PreparedGradient?
  /// Where the colours repeat along lines (`GradientLattice`): each worked out once.
  let lattice: GradientLattice?
  /// A radial gradient's runs of one colour (`RadialRuns`).
  let runs: RadialRuns?
  let mask: Mask?
  let opacity: UInt32

  /// The span's words into `out`. The colour depends on the pixel only through t: a run of
  /// pixels with the same t (a row of a vertical gradient) reuses the colour worked out for
  /// the first (`last`). C works each colour out from t with wide vectors (`direct`), or finds
  /// each pixel's cell (`cells`) and interpolates only the pixels whose cell has no one colour.
  /// A conic or elliptical gradient is worked out in Swift (`pixelWords`), with the cells.
  func words(_ span: SpanList.Span, into out: UnsafeMutablePointer<UInt32>,
             last: inout (t: Double, word: UInt32), unmasked: Bool = false) {
    let x0 = Int(span.x0), count = Int(span.x1) - x0, y = Int(span.row)
    let row = sampler.row(y)
    // (Called through the stored properties, not bound to new names: a binding took a retain
    // and a release per span, each a full barrier behind the row's stores.)
    if lattice != nil {
      lattice!.words(row: y, x0: x0, count: count, into: out)
    } else if runs != nil {
      runs!.words(row: y, x0: x0, count: count, into: out)
    } else if !sampler.hasKernel {
      sampler.pixelWords(x0, row, count, cells: cells, into: out)
    } else if (direct != nil || cells != nil) && count >= 4 {
      sampler.kernelWords(x0, row, count, direct: direct, cells: cells, into: out)
    } else {
      for i in 0..<count {
        let t = sampler.t(x0 + i, row)
        if t != last.t {
          last = (t, cells?.word(t) ?? sampler.color(t).word)
        }
        out[i] = last.word
      }
    }
    guard span.alpha < 255 || (mask != nil && !unmasked) || opacity < 255 else { return }
    Self.cover(out, span, mask: mask, opacity: opacity)
  }

  /// Multiplies the span's words in `out` by its coverage, the clip's and `opacity`.
  static func cover(_ out: UnsafeMutablePointer<UInt32>, _ span: SpanList.Span, mask: Mask?,
                    opacity: UInt32) {
    let x0 = Int(span.x0), count = Int(span.x1) - x0, y = Int(span.row)
    guard span.alpha < 255 || mask != nil || opacity < 255 else { return }
    // A coverage of 0 leaves a clear word, which `over` leaves the pixel as it was.
    guard let mask else {
      cs_scale_row(out, nil, count, UInt32(span.alpha), opacity)
      return
    }
    // Outside the mask's rectangle the clip covers nothing.
    let inside = max(x0, mask.rect.x)..<min(x0 + count, mask.rect.maxX)
    guard y >= mask.rect.y, y < mask.rect.maxY, !inside.isEmpty else {
      out.update(repeating: 0, count: count)
      return
    }
    out.update(repeating: 0, count: inside.lowerBound - x0)
    (out + (inside.upperBound - x0)).update(repeating: 0, count: x0 + count - inside.upperBound)
    let at = mask.offset(inside.lowerBound, y)
    mask.alpha.withUnsafeBufferPointer { alpha in
      cs_scale_row(out + (inside.lowerBound - x0), alpha.baseAddress! + at, inside.count,
                   UInt32(span.alpha), opacity)
    }
  }
}

/// What C's direct kernel needs of a gradient's stops beyond its geometry (the stop
/// intervals' constants, the end words), worked out once per fill, not once per row.
final class PreparedGradient {
  let stops: UnsafeMutablePointer<cs_gradient_direct>

  init(_ sampler: GradientSampler) {
    precondition(sampler.hasKernel, "C's direct kernel knows linear and radial gradients only")
    stops = .allocate(capacity: 1)
    stops.initialize(to: cs_gradient_direct())
    sampler.withKernel { kernel in cs_gradient_prepare(&kernel, stops) }
  }

  deinit { stops.deallocate() }

  /// Whether the direct way takes the gradient: 2 to CS_GRADIENT_DIRECT_STOPS stops, not flat
  /// (a line without length, or radii alike), components in 0...255.
  var isReady: Bool { stops.pointee.ready != 0 }
}

/// A gradient's colour at each pixel: t at the pixel's centre (along the line, out from the
/// centre, or around it), clamped to 0...1, then the stops around it interpolated in
/// premultiplied components, rounded to bytes. What does not change from pixel to pixel is
/// worked out once.
struct GradientSampler {
  enum Kind { case linear, radial, conic, elliptical }

  let kind: Kind
  let start: Point, dx: Double, dy: Double, length2: Double
  /// The centre, and a radial gradient's radii (an elliptical one's fractions).
  let center: Point, r0: Double, r1: Double
  /// An elliptical gradient's unit square in pixels (infinite for an axis of no length: its
  /// distances count for nothing).
  let width: Double, height: Double
  /// A conic gradient's angles.
  let sweep: ConicSweep
  let locations: [Double]
  let components: [(Double, Double, Double, Double)]

  init(_ gradient: GradientPaint, _ table: GradientPaint.Table) {
    var start = Point(x: 0, y: 0), dx = 0.0, dy = 0.0
    var center = start, r0 = 0.0, r1 = 0.0, width = 1.0, height = 1.0
    var sweep = ConicSweep(start: 0, end: ConicSweep.turn)
    switch gradient {
    case .linear(_, let from, let to):
      kind = .linear
      (start, center) = (from, from)
      (dx, dy) = (to.x - from.x, to.y - from.y)
    case .radial(_, let c, let startRadius, let endRadius):
      kind = .radial
      (start, center, r0, r1) = (c, c, startRadius, endRadius)
    case .conic(_, let c, let startAngle, let endAngle):
      kind = .conic
      center = c
      sweep = ConicSweep(start: startAngle, end: endAngle)
    case .elliptical(_, let c, let w, let h, let startFraction, let endFraction):
      kind = .elliptical
      (center, r0, r1) = (c, startFraction, endFraction)
      width = w > 0 ? w : .infinity
      height = h > 0 ? h : .infinity
    case .mesh:
      preconditionFailure("a mesh gradient is filled by `fill(_:mesh:opacity:)`, not sampled")
    }
    (self.start, self.dx, self.dy) = (start, dx, dy)
    length2 = kind == .linear ? dx * dx + dy * dy : 0
    (self.center, self.r0, self.r1, self.width, self.height) = (center, r0, r1, width, height)
    self.sweep = sweep
    locations = table.map(\.location)
    components = table.map(\.components)
  }

  var isLinear: Bool { kind == .linear }

  /// Whether C's kernels know the geometry (`cs_gradient_words`, `GradientLattice`,
  /// `RadialRuns`): lines and circles. Conic and elliptical gradients are worked out here,
  /// pixel by pixel.
  var hasKernel: Bool { kind == .linear || kind == .radial }

  /// The gradient as the C kernel takes it (`cs_gradient_words`), its stops included, for
  /// the duration of `body`.
  /// `direct`, when given, is `cs_gradient_prepare`'s work for these stops.
  /// `sx`, when given, stands for the start's x (a lattice's lines, `GradientLattice`).
  func withKernel<R>(direct: UnsafePointer<cs_gradient_direct>? = nil, sx: Double? = nil,
                     _ body: (inout cs_gradient) -> R) -> R {
    precondition(hasKernel, "C's gradient kernel knows linear and radial gradients only")
    return locations.withUnsafeBufferPointer { locations in
      components.withUnsafeBufferPointer { components in
        // A stop's four components are a homogeneous tuple: four Doubles in a row.
        components.withMemoryRebound(to: Double.self) { values in
          var kernel = cs_gradient(radial: isLinear ? 0 : 1, sx: sx ?? start.x, dx: dx,
                                   length2: length2, cx: center.x, r0: r0, r1: r1,
                                   locations: locations.baseAddress,
                                   components: values.baseAddress, stops: locations.count,
                                   direct: direct)
          return body(&kernel)
        }
      }
    }
  }

  /// The words of `count` pixels from `x0` on the row whose part of t is `row`, by C's
  /// kernel: from t directly (`direct`), from `cells`, or (neither given) the stops
  /// interpolated at each t. `sx`, when given, stands for the start's x.
  func kernelWords(_ x0: Int, _ row: Double, _ count: Int, direct: PreparedGradient?,
                   cells: GradientCells?, sx: Double? = nil,
                   into out: UnsafeMutablePointer<UInt32>) {
    withKernel(direct: direct?.stops, sx: sx) { kernel in
      guard direct == nil, let cells else {
        cs_gradient_words(&kernel, x0, row, count, nil, nil, out, WideKernels.level)
        return
      }
      cells.table.withUnsafeBufferPointer { table in
        cells.fine.withUnsafeBufferPointer { fine in
          cs_gradient_words(&kernel, x0, row, count, table.baseAddress!, fine.baseAddress, out,
                            WideKernels.level)
        }
      }
    }
  }

  /// What the linear t takes from the row (pixel centre y), the radial and conic dy, or the
  /// elliptical dy in the unit square.
  @inline(__always)
  func row(_ y: Int) -> Double {
    let py = Double(y) + 0.5
    switch kind {
    case .linear: return (py - start.y) * dy
    case .radial, .conic: return py - center.y
    case .elliptical: return (py - center.y) / height
    }
  }

  /// t at pixel x of a row, clamped to 0...1.
  @inline(__always)
  func t(_ x: Int, _ row: Double) -> Double {
    let px = Double(x) + 0.5
    var t: Double
    switch kind {
    case .linear:
      t = length2 > 0 ? ((px - start.x) * dx + row) / length2 : 0
    case .radial:
      let ddx = px - center.x
      return radialT(ddx * ddx + row * row)
    case .conic:
      return sweep.t(DeterministicMath.atan2(row, px - center.x))
    case .elliptical:
      let u = (px - center.x) / width
      return radialT(u * u + row * row)
    }
    if !(t >= 0) { t = 0 }
    if t > 1 { t = 1 }
    return t
  }

  /// A radial gradient's t at a pixel whose squared distance from the centre is `s` (an
  /// elliptical one's in its unit square), clamped to 0...1.
  @inline(__always)
  func radialT(_ s: Double) -> Double {
    let d = s.squareRoot()
    var t = r1 != r0 ? (d - r0) / (r1 - r0) : 0
    if !(t >= 0) { t = 0 }
    if t > 1 { t = 1 }
    return t
  }

  /// Which part of the stops t falls in, as `bytes` picks it: 0 at or before the first stop,
  /// `i` between stops i - 1 and i, the stop count at or after the last. It never decreases
  /// as t grows.
  func interval(_ t: Double) -> Int {
    let n = locations.count
    if t >= locations[n - 1] { return n }
    guard t > locations[0] else { return 0 }
    var i = 1
    while i < n - 1 && t > locations[i] { i += 1 }
    return i
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
/// of two, so t * 4096 and its floor are exact. A cell without one colour (a colour changes
/// inside it) is split into 16 finer cells the same way (t * 65536, as exact), and the colour
/// of a fine cell without one either is worked out as before: the same pixels, almost all of
/// them without the per-pixel interpolation.
///
/// Cells depend only on the stops, so a screen of tiles sharing a few gradients makes each
/// gradient's cells once (`shared`).
final class GradientCells: Sendable {
  static let count = Int(CS_GRADIENT_CELLS)
  static let split = Int(CS_GRADIENT_SPLIT)
  /// Each cell's colour word; for a cell without one, `mixed` or `fine`'s index (see there).
  let table: [UInt32]
  /// Sixteen finer cells for each cell without one colour, in order: their words, or `mixed`.
  let fine: [UInt32]
  /// Not a colour: a premultiplied word with alpha 0 has no colour in it either.
  static let mixed: UInt32 = 1

  /// A coarse cell's word saying its fine cells start at `fine[16 index]`: index + 1 in the
  /// middle bytes, alpha 0, so neither a colour nor `mixed`.
  static func fineWord(_ index: Int) -> UInt32 { UInt32(index + 1) << 8 | mixed }

  init(_ sampler: GradientSampler) {
    let n = Self.count, split = Self.split
    var ends: [(UInt8, UInt8, UInt8, UInt8)] = []
    ends.reserveCapacity(n + 1)
    for i in 0...n { ends.append(sampler.bytes(Double(i) / Double(n))) }
    var table = [UInt32](repeating: Self.mixed, count: n), fine: [UInt32] = []
    func uniform(_ t0: Double, _ t1: Double, _ a: (UInt8, UInt8, UInt8, UInt8),
                 _ b: (UInt8, UInt8, UInt8, UInt8)) -> Bool {
      a == b && !sampler.locations.contains(where: { $0 >= t0 && $0 <= t1 })
    }
    for i in 0..<n {
      let t0 = Double(i) / Double(n), t1 = Double(i + 1) / Double(n)
      if uniform(t0, t1, ends[i], ends[i + 1]) {
        table[i] = sampler.color(t0).word
        continue
      }
      // 65,536ths: the index fits the word's two middle bytes.
      let m = n * split
      var subEnds = [ends[i]]
      for j in 1..<split { subEnds.append(sampler.bytes(Double(i * split + j) / Double(m))) }
      subEnds.append(ends[i + 1])
      table[i] = Self.fineWord(fine.count / split)
      for j in 0..<split {
        let s0 = Double(i * split + j) / Double(m), s1 = Double(i * split + j + 1) / Double(m)
        fine.append(uniform(s0, s1, subEnds[j], subEnds[j + 1])
                      ? sampler.color(s0).word : Self.mixed)
      }
    }
    self.table = table
    self.fine = fine
  }

  /// The colour word at `t` (0...1) when its cell or fine cell has one; nil otherwise.
  @inline(__always)
  func word(_ t: Double) -> UInt32? {
    let word = table[min(Int(t * Double(Self.count)), Self.count - 1)]
    if word >> 24 != 0 || word == 0 { return word }
    if word == Self.mixed { return nil }
    let sub = min(Int(t * Double(Self.count * Self.split)), Self.count * Self.split - 1)
    let fineWord = fine[(Int(word >> 8) - 1) * Self.split + sub % Self.split]
    return fineWord == Self.mixed ? nil : fineWord
  }

  /// The cells of `sampler`'s stops, made once (the last 64 sets of stops kept).
  static func shared(_ sampler: GradientSampler) -> GradientCells {
    let key = Key(sampler)
    if let cells = cache.withLock({ $0[key] }) { return cells }
    let cells = GradientCells(sampler)
    cache.withLock { table in
      if table.count >= 64 { table.removeAll() }
      table[key] = cells
    }
    return cells
  }

  private struct Key: Hashable {
    var values: [Double]
    init(_ sampler: GradientSampler) {
      values = sampler.locations
      for c in sampler.components { values += [c.0, c.1, c.2, c.3] }
    }
  }

  private static let cache = Mutex<[Key: GradientCells]>([:])
}
