import Foundation
import Raster

/// An independent reference for coverage: the exact vertical extent of a convex shape at each
/// x, integrated across each pixel by the midpoint rule with 1024 columns. The error is below
/// 1/1024 of a pixel's area (a quarter of a level of 255), far under the 2 levels tested.
/// It shares no code with the rasterizer: no flattening, no cells, libm square roots.
protocol ReferenceShape {
  /// The closed interval of y inside the shape on the vertical line at `x`, or nil.
  func extent(atX x: Double) -> (Double, Double)?
  var bounds: Rect { get }
}

enum ReferenceCoverage {
  static let columns = 1024

  /// The exact covered area of pixel (px, py), 0...1, by `shape` less `hole` (which must lie
  /// inside it).
  static func area(_ shape: any ReferenceShape, minus hole: (any ReferenceShape)? = nil,
                   px: Int, py: Int) -> Double {
    var total = 0.0
    let y0 = Double(py), y1 = Double(py + 1)
    for i in 0..<columns {
      let x = Double(px) + (Double(i) + 0.5) / Double(columns)
      if let (lo, hi) = shape.extent(atX: x) { total += max(0, min(hi, y1) - max(lo, y0)) }
      if let hole, let (lo, hi) = hole.extent(atX: x) { total -= max(0, min(hi, y1) - max(lo, y0)) }
    }
    return total / Double(columns)
  }
}

/// A rectangle with elliptical corners (rx, ry), clockwise from the top-left.
struct RefRoundedRect: ReferenceShape {
  var rect: Rect
  var corners: [(rx: Double, ry: Double)]

  init(_ rect: Rect, radius: Double) {
    self.init(rect, corners: Array(repeating: (radius, radius), count: 4))
  }

  init(_ rect: Rect, corners: [(rx: Double, ry: Double)]) {
    self.rect = rect
    self.corners = corners
  }

  static func ellipse(_ rect: Rect) -> RefRoundedRect {
    RefRoundedRect(rect, corners: Array(repeating: (rect.width / 2, rect.height / 2), count: 4))
  }

  var bounds: Rect { rect }

  func extent(atX x: Double) -> (Double, Double)? {
    guard x >= rect.minX, x <= rect.maxX, !rect.isEmpty else { return nil }
    var top = rect.minY, bottom = rect.maxY
    // How far a corner ellipse pulls the edge in at x: ry * (1 - sqrt(1 - (d / rx)^2)).
    func inset(_ d: Double, _ c: (rx: Double, ry: Double)) -> Double {
      guard c.rx > 0, c.ry > 0, d > 0 else { return 0 }
      let u = min(1, d / c.rx)
      return c.ry * (1 - (1 - u * u).squareRoot())
    }
    let (tl, tr, br, bl) = (corners[0], corners[1], corners[2], corners[3])
    if x < rect.minX + tl.rx { top = max(top, rect.minY + inset(rect.minX + tl.rx - x, tl)) }
    if x > rect.maxX - tr.rx { top = max(top, rect.minY + inset(x - (rect.maxX - tr.rx), tr)) }
    if x < rect.minX + bl.rx { bottom = min(bottom, rect.maxY - inset(rect.minX + bl.rx - x, bl)) }
    if x > rect.maxX - br.rx { bottom = min(bottom, rect.maxY - inset(x - (rect.maxX - br.rx), br)) }
    return top < bottom ? (top, bottom) : nil
  }
}

/// A convex polygon.
struct RefPolygon: ReferenceShape {
  var points: [Point]

  var bounds: Rect {
    let xs = points.map(\.x), ys = points.map(\.y)
    return Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!,
                height: ys.max()! - ys.min()!)
  }

  func extent(atX x: Double) -> (Double, Double)? {
    var ys: [Double] = []
    for i in points.indices {
      let a = points[i], b = points[(i + 1) % points.count]
      if a.x == b.x {
        if a.x == x { ys += [a.y, b.y] }
        continue
      }
      let t = (x - a.x) / (b.x - a.x)
      if t >= 0 && t <= 1 { ys.append(a.y + t * (b.y - a.y)) }
    }
    guard let lo = ys.min(), let hi = ys.max(), hi > lo else { return nil }
    return (lo, hi)
  }

  /// The band of a line of `width` from `a` to `b`, extended by `extend` at both ends.
  static func line(_ a: Point, _ b: Point, width: Double, extend: Double = 0) -> RefPolygon {
    let dx = b.x - a.x, dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    let ux = dx / length, uy = dy / length, h = width / 2
    let s = Point(x: a.x - ux * extend, y: a.y - uy * extend)
    let e = Point(x: b.x + ux * extend, y: b.y + uy * extend)
    return RefPolygon(points: [
      Point(x: s.x - uy * h, y: s.y + ux * h), Point(x: e.x - uy * h, y: e.y + ux * h),
      Point(x: e.x + uy * h, y: e.y - ux * h), Point(x: s.x + uy * h, y: s.y - ux * h),
    ])
  }
}

/// A line with round caps: every point within `width / 2` of the segment.
struct RefCapsuleLine: ReferenceShape {
  var a: Point
  var b: Point
  var width: Double

  var bounds: Rect {
    let h = width / 2
    return Rect(x: min(a.x, b.x) - h, y: min(a.y, b.y) - h, width: abs(a.x - b.x) + width,
                height: abs(a.y - b.y) + width)
  }

  func extent(atX x: Double) -> (Double, Double)? {
    // Convex: the union of the band and the two end discs is one interval.
    var parts: [(Double, Double)] = []
    if let band = RefPolygon.line(a, b, width: width).extent(atX: x) { parts.append(band) }
    let h = width / 2
    for c in [a, b] where abs(x - c.x) <= h {
      let s = (h * h - (x - c.x) * (x - c.x)).squareRoot()
      parts.append((c.y - s, c.y + s))
    }
    guard !parts.isEmpty else { return nil }
    return (parts.map(\.0).min()!, parts.map(\.1).max()!)
  }
}

/// The set of points within `offset` of an ellipse (outward when positive), or at least
/// `-offset` inside it (inward when negative): the parallel body, as the intersection of the
/// half-planes n . (p - centre) <= h(n) + offset over every unit normal n, where
/// h(n) = sqrt(a² nx² + b² ny²) is the ellipse's support function. It shares nothing with the
/// rasterizer's offset curves or their trimming: at each x, the bound min over φ of
/// (h + offset - dx cos φ) / sin φ is found by search (a grid of 128, then golden sections),
/// and cached, as every pixel row asks for the same columns.
final class RefParallelEllipse: ReferenceShape {
  let center: Point
  let a: Double
  let b: Double
  let offset: Double
  private var cache: [Double: (Double, Double)?] = [:]

  init(_ rect: Rect, offset: Double) {
    center = rect.center
    a = rect.width / 2
    b = rect.height / 2
    self.offset = offset
  }

  var bounds: Rect {
    Rect(x: center.x - a - offset, y: center.y - b - offset, width: 2 * (a + offset),
         height: 2 * (b + offset))
  }

  func extent(atX x: Double) -> (Double, Double)? {
    if let cached = cache[x] { return cached }
    let result = compute(x)
    cache[x] = result
    return result
  }

  private func compute(_ x: Double) -> (Double, Double)? {
    let dx = x - center.x
    guard abs(dx) <= a + offset else { return nil }
    // The bound on dy from the normal at angle φ in (0, π); by symmetry the lower bound is
    // its mirror.
    func bound(_ phi: Double) -> Double {
      let c = cos(phi), s = sin(phi)
      let h = (a * a * c * c + b * b * s * s).squareRoot()
      return (h + offset - dx * c) / s
    }
    let steps = 128
    var best = 1, bestValue = Double.infinity
    for i in 1..<steps {
      let value = bound(Double.pi * Double(i) / Double(steps))
      if value < bestValue {
        bestValue = value
        best = i
      }
    }
    var lo = Double.pi * Double(best - 1) / Double(steps)
    var hi = Double.pi * Double(best + 1) / Double(steps)
    let g = (5.0.squareRoot() - 1) / 2
    var m1 = hi - g * (hi - lo), m2 = lo + g * (hi - lo)
    var f1 = bound(m1), f2 = bound(m2)
    for _ in 0..<60 {
      if f1 < f2 {
        hi = m2
        m2 = m1
        f2 = f1
        m1 = hi - g * (hi - lo)
        f1 = bound(m1)
      } else {
        lo = m1
        m1 = m2
        f1 = f2
        m2 = lo + g * (hi - lo)
        f2 = bound(m2)
      }
    }
    let top = min(bestValue, f1, f2)
    guard top > 0 else { return nil }
    return (center.y - top, center.y + top)
  }
}

/// What a rasterizer's coverage looks like next to the reference, in levels of 255.
struct CoverageError: CustomStringConvertible {
  var maxError = 0.0
  var worstPixel = (0, 0)
  var edgeErrorSum = 0.0
  var edgePixels = 0
  var meanEdgeError: Double { edgePixels == 0 ? 0 : edgeErrorSum / Double(edgePixels) }

  /// Compares the alpha of `buffer` with the reference area of `shape` less `hole`, over the
  /// shape's bounds grown by a pixel.
  init(_ buffer: PixelBuffer, _ shape: any ReferenceShape, minus hole: (any ReferenceShape)? = nil) {
    let area = shape.bounds.insetBy(dx: -1, dy: -1).enclosingPixels
      .intersection(IntRect(x: 0, y: 0, width: buffer.width, height: buffer.height))
    for py in area.y..<area.maxY {
      for px in area.x..<area.maxX {
        let exact = ReferenceCoverage.area(shape, minus: hole, px: px, py: py)
        let error = abs(Double(buffer[px, py].a) - exact * 255)
        if error > maxError {
          maxError = error
          worstPixel = (px, py)
        }
        if exact > 1e-9 && exact < 1 - 1e-9 {
          edgeErrorSum += error
          edgePixels += 1
        }
      }
    }
  }

  var description: String {
    "max \(String(format: "%.3f", maxError)) at \(worstPixel), mean over \(edgePixels) edge pixels \(String(format: "%.3f", meanEdgeError))"
  }
}
