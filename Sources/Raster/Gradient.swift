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

  /// The gradient's colour at pixel (x, y), premultiplied.
  typealias Table = [(location: Double, components: (Double, Double, Double, Double))]

  func color(x: Int, y: Int, table: Table) -> RGBA8 {
    let px = Double(x) + 0.5, py = Double(y) + 0.5
    var t: Double
    switch self {
    case .linear(_, let start, let end):
      let dx = end.x - start.x, dy = end.y - start.y
      let length2 = dx * dx + dy * dy
      t = length2 > 0 ? ((px - start.x) * dx + (py - start.y) * dy) / length2 : 0
    case .radial(_, let center, let r0, let r1):
      let dx = px - center.x, dy = py - center.y
      let d = (dx * dx + dy * dy).squareRoot()
      t = r1 != r0 ? (d - r0) / (r1 - r0) : 0
    }
    if !(t >= 0) { t = 0 }
    if t > 1 { t = 1 }
    guard let first = table.first, let last = table.last else { return .transparent }
    var components = first.components
    if t >= last.location {
      components = last.components
    } else if t > first.location {
      for i in 1..<table.count where t <= table[i].location {
        let a = table[i - 1], b = table[i]
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        components = (a.components.0 + (b.components.0 - a.components.0) * f,
                      a.components.1 + (b.components.1 - a.components.1) * f,
                      a.components.2 + (b.components.2 - a.components.2) * f,
                      a.components.3 + (b.components.3 - a.components.3) * f)
        break
      }
    }
    func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, Int(v + 0.5)))) }
    let alpha = byte(components.3)
    func channel(_ v: Double) -> UInt8 { min(byte(v), alpha) }
    return RGBA8(r: channel(components.0), g: channel(components.1), b: channel(components.2),
                 a: alpha)
  }

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
    let mask = clips.last?.mask
    let width = buffer.width
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      for span in spans.items {
        let y = Int(span.row)
        for x in Int(span.x0)..<Int(span.x1) {
          var coverage = UInt32(span.alpha)
          if let mask { coverage = UInt32(div255(Int(coverage) * Int(mask.value(x, y)))) }
          if k < 255 { coverage = UInt32(div255(Int(coverage) * Int(k))) }
          if coverage == 0 { continue }
          let word = gradient.color(x: x, y: y, table: table).word
          let source = coverage == 255 ? word : Blend.scale(word, by: coverage)
          let target = pixels + y * width + x
          target.pointee = Blend.over(source, target.pointee,
                                      inverseAlpha: 255 - Blend.alpha(source))
        }
      }
    }
  }
}
