// Mesh gradients, as SwiftUI's `MeshGradient` (iOS 18) draws them: a grid of vertices, each with
// a colour and four Bézier control points, makes patches whose edges are cubic curves; a patch
// is a Coons patch (its inside blends its four edges), and its colours blend its corners'
// bicubically (Hermite, with Catmull-Rom tangents across the grid) or bilinearly. Each patch is
// cut into small triangles; a pixel whose centre one covers takes the colour at its (u, v),
// found by the triangle's barycentric weights. Pixels no patch covers take the background.
// IEEE + - * / only: the same pixels everywhere.

/// A vertex of a mesh gradient, in pixels: where it is and the control points of the curves
/// that leave it towards each neighbour.
public struct MeshVertex: Sendable, Hashable {
  public var position: Point
  /// Towards the vertex before it in its row (to its left).
  public var leading: Point
  /// Towards the vertex above it.
  public var top: Point
  /// Towards the vertex after it in its row.
  public var trailing: Point
  /// Towards the vertex below it.
  public var bottom: Point

  public init(position: Point, leading: Point, top: Point, trailing: Point, bottom: Point) {
    self.position = position
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

/// A mesh gradient in pixels: `columns` x `rows` vertices, row by row from the top-left, each
/// with its colour.
public struct MeshPaint: Sendable, Hashable {
  public var columns: Int
  public var rows: Int
  public var vertices: [MeshVertex]
  public var colors: [Color]
  /// What pixels outside every patch show.
  public var background: Color
  /// Bicubic colours (smooth across patches) when true, bilinear in each patch when false.
  public var smoothsColors: Bool

  public init(columns: Int, rows: Int, vertices: [MeshVertex], colors: [Color],
              background: Color, smoothsColors: Bool) {
    self.columns = columns
    self.rows = rows
    self.vertices = vertices
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
  }

  /// Whether there are vertices and colours for every place of the grid (at least 2 x 2): a
  /// mesh that is not draws its background only.
  public var isComplete: Bool {
    columns >= 2 && rows >= 2 && columns <= 4096 && rows <= 4096
      && vertices.count >= columns * rows && colors.count >= columns * rows
  }

  /// The premultiplied colour words of the pixels of `area` (row by row), each pixel the
  /// colour at its centre.
  public func words(in area: IntRect) -> [UInt32] {
    let count = max(0, area.width) * max(0, area.height)
    var out = [UInt32](repeating: background.premultiplied.word, count: count)
    guard count > 0, isComplete else { return out }
    let field = ColorField(self)
    // Steps across each column and down each row, shared by the patches there, so that two
    // neighbours cut their common edge at the same points and leave no pixel between them.
    var across = [Int](repeating: 1, count: columns - 1)
    var down = [Int](repeating: 1, count: rows - 1)
    for j in 0..<(rows - 1) {
      for i in 0..<(columns - 1) {
        let (u, v) = steps(i, j)
        across[i] = max(across[i], u)
        down[j] = max(down[j], v)
      }
    }
    for j in 0..<(rows - 1) {
      for i in 0..<(columns - 1) {
        drawPatch(i, j, across[i], down[j], field, area, &out)
      }
    }
    return out
  }

  // MARK: Geometry

  private func vertex(_ i: Int, _ j: Int) -> MeshVertex { vertices[j * columns + i] }

  /// The cubic Bézier `p0, p1, p2, p3` at `t`.
  private static func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point,
                            _ t: Double) -> Point {
    let s = 1 - t
    let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
    return Point(x: a * p0.x + b * p1.x + c * p2.x + d * p3.x,
                 y: a * p0.y + b * p1.y + c * p2.y + d * p3.y)
  }

  /// The point at (u, v) of patch (i, j). Its edges are evaluated as the curves themselves, so
  /// neighbouring patches meet on the same points, bit for bit.
  private func point(_ i: Int, _ j: Int, _ u: Double, _ v: Double,
                     onEdge: (u: Bool, v: Bool)) -> Point {
    let p00 = vertex(i, j), p10 = vertex(i + 1, j)
    let p01 = vertex(i, j + 1), p11 = vertex(i + 1, j + 1)
    func top(_ u: Double) -> Point {
      Self.cubic(p00.position, p00.trailing, p10.leading, p10.position, u)
    }
    func bottom(_ u: Double) -> Point {
      Self.cubic(p01.position, p01.trailing, p11.leading, p11.position, u)
    }
    func left(_ v: Double) -> Point {
      Self.cubic(p00.position, p00.bottom, p01.top, p01.position, v)
    }
    func right(_ v: Double) -> Point {
      Self.cubic(p10.position, p10.bottom, p11.top, p11.position, v)
    }
    if onEdge.v { return v == 0 ? top(u) : bottom(u) }
    if onEdge.u { return u == 0 ? left(v) : right(v) }
    let t = top(u), b = bottom(u), l = left(v), r = right(v)
    let (a, c, e, g) = (p00.position, p10.position, p01.position, p11.position)
    let su = 1 - u, sv = 1 - v
    // Coons: the two rulings added, their bilinear part taken once.
    func blend(_ t: Double, _ b: Double, _ l: Double, _ r: Double, _ a: Double, _ c: Double,
               _ e: Double, _ g: Double) -> Double {
      sv * t + v * b + su * l + u * r - (su * sv * a + u * sv * c + su * v * e + u * v * g)
    }
    return Point(x: blend(t.x, b.x, l.x, r.x, a.x, c.x, e.x, g.x),
                 y: blend(t.y, b.y, l.y, r.y, a.y, c.y, e.y, g.y))
  }

  /// How many steps patch (i, j) wants across and down: about one every two pixels of its
  /// longest control polygon that way, 1 to 256.
  private func steps(_ i: Int, _ j: Int) -> (Int, Int) {
    let p00 = vertex(i, j), p10 = vertex(i + 1, j)
    let p01 = vertex(i, j + 1), p11 = vertex(i + 1, j + 1)
    func length(_ points: [Point]) -> Double {
      var total = 0.0
      for k in 1..<points.count {
        let dx = points[k].x - points[k - 1].x, dy = points[k].y - points[k - 1].y
        total += (dx * dx + dy * dy).squareRoot()
      }
      return total
    }
    func count(_ longest: Double) -> Int {
      longest.isFinite ? max(1, min(256, Int(longest / 2) + 1)) : 1
    }
    let across = max(length([p00.position, p00.trailing, p10.leading, p10.position]),
                     length([p01.position, p01.trailing, p11.leading, p11.position]))
    let down = max(length([p00.position, p00.bottom, p01.top, p01.position]),
                   length([p10.position, p10.bottom, p11.top, p11.position]))
    return (count(across), count(down))
  }

  // MARK: Filling

  /// Cuts patch (i, j) into `nu` x `nv` cells of two triangles and gives each pixel centre
  /// inside one its colour.
  private func drawPatch(_ i: Int, _ j: Int, _ nu: Int, _ nv: Int, _ field: ColorField,
                         _ area: IntRect, _ out: inout [UInt32]) {
    var grid = [Point]()
    grid.reserveCapacity((nu + 1) * (nv + 1))
    for b in 0...nv {
      for a in 0...nu {
        let u = Double(a) / Double(nu), v = Double(b) / Double(nv)
        grid.append(point(i, j, u, v, onEdge: (a == 0 || a == nu, b == 0 || b == nv)))
      }
    }
    for b in 0..<nv {
      for a in 0..<nu {
        let k = b * (nu + 1) + a
        let uv = { (da: Int, db: Int) in
          Point(x: Double(a + da) / Double(nu), y: Double(b + db) / Double(nv))
        }
        let q00 = (grid[k], uv(0, 0)), q10 = (grid[k + 1], uv(1, 0))
        let q01 = (grid[k + nu + 1], uv(0, 1)), q11 = (grid[k + nu + 2], uv(1, 1))
        fillTriangle(q00, q10, q11, i, j, field, area, &out)
        fillTriangle(q00, q11, q01, i, j, field, area, &out)
      }
    }
  }

  /// (b - a) x (p - a), computed from the endpoint that sorts first, so that the two
  /// triangles sharing an edge get exactly opposite values and no pixel centre falls between.
  private static func edge(_ a: Point, _ b: Point, _ p: Point) -> Double {
    if a.x < b.x || (a.x == b.x && a.y < b.y) {
      return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
    }
    return -((a.x - b.x) * (p.y - b.y) - (a.y - b.y) * (p.x - b.x))
  }

  private func fillTriangle(_ p0: (Point, Point), _ p1: (Point, Point), _ p2: (Point, Point),
                            _ i: Int, _ j: Int, _ field: ColorField, _ area: IntRect,
                            _ out: inout [UInt32]) {
    let (a, b, c) = (p0.0, p1.0, p2.0)
    let area2 = Self.edge(a, b, c)
    guard area2 != 0, area2.isFinite else { return }
    let minX = min(a.x, b.x, c.x), maxX = max(a.x, b.x, c.x)
    let minY = min(a.y, b.y, c.y), maxY = max(a.y, b.y, c.y)
    // Pixel centres x + 0.5 inside [minX, maxX], clamped to the area (and to what an Int
    // holds, for a point far off).
    func whole(_ v: Double, _ rule: FloatingPointRoundingRule) -> Int {
      Int(min(max(v, -1e9), 1e9).rounded(rule))
    }
    let x0 = max(area.x, whole(minX - 0.5, .up))
    let x1 = min(area.x + area.width - 1, whole(maxX - 0.5, .down))
    let y0 = max(area.y, whole(minY - 0.5, .up))
    let y1 = min(area.y + area.height - 1, whole(maxY - 0.5, .down))
    guard x0 <= x1, y0 <= y1 else { return }
    for y in y0...y1 {
      for x in x0...x1 {
        let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
        var w0 = Self.edge(b, c, p), w1 = Self.edge(c, a, p), w2 = Self.edge(a, b, p)
        if area2 < 0 { (w0, w1, w2) = (-w0, -w1, -w2) }
        guard w0 >= 0, w1 >= 0, w2 >= 0 else { continue }
        let total = w0 + w1 + w2
        let u = (w0 * p0.1.x + w1 * p1.1.x + w2 * p2.1.x) / total
        let v = (w0 * p0.1.y + w1 * p1.1.y + w2 * p2.1.y) / total
        out[(y - area.y) * area.width + (x - area.x)] = field.word(i, j, u, v)
      }
    }
  }
}

/// A mesh's colours as premultiplied components (0...255) with their derivatives across the
/// grid, for bicubic Hermite interpolation in each patch.
struct ColorField {
  typealias RGBA = (Double, Double, Double, Double)
  let columns: Int
  let smooth: Bool
  let values: [RGBA]
  /// d/du, d/dv and d2/dudv at each vertex, in the grid's steps (Catmull-Rom: half the
  /// difference of the two neighbours; the one-sided difference at the mesh's edge).
  let du: [RGBA], dv: [RGBA], twist: [RGBA]

  init(_ mesh: MeshPaint) {
    columns = mesh.columns
    smooth = mesh.smoothsColors
    let (w, h) = (mesh.columns, mesh.rows)
    values = (0..<(w * h)).map { k in
      let c = mesh.colors[k]
      let a = Double(Color.quantize(c.alpha))
      return (Double(Color.quantize(c.red)) * a / 255, Double(Color.quantize(c.green)) * a / 255,
              Double(Color.quantize(c.blue)) * a / 255, a)
    }
    func derivative(_ field: [RGBA], alongRow: Bool) -> [RGBA] {
      (0..<(w * h)).map { k in
        let (i, j) = (k % w, k / w)
        let n = alongRow ? w : h, at = alongRow ? i : j
        let lo = max(0, at - 1), hi = min(n - 1, at + 1)
        let kl = alongRow ? j * w + lo : lo * w + i, kh = alongRow ? j * w + hi : hi * w + i
        let s = Double(hi - lo)
        let (a, b) = (field[kl], field[kh])
        return ((b.0 - a.0) / s, (b.1 - a.1) / s, (b.2 - a.2) / s, (b.3 - a.3) / s)
      }
    }
    du = derivative(values, alongRow: true)
    dv = derivative(values, alongRow: false)
    twist = derivative(dv, alongRow: true)
  }

  /// The premultiplied colour word at (u, v) of patch (i, j).
  func word(_ i: Int, _ j: Int, _ u: Double, _ v: Double) -> UInt32 {
    let u = min(max(u, 0), 1), v = min(max(v, 0), 1)
    let k00 = j * columns + i, k10 = k00 + 1, k01 = k00 + columns, k11 = k01 + 1
    var c: RGBA
    if smooth {
      // Hermite basis: h0, h1 weigh the values, g0, g1 the slopes.
      func h(_ t: Double) -> (Double, Double, Double, Double) {
        let t2 = t * t, t3 = t2 * t
        return (2 * t3 - 3 * t2 + 1, -2 * t3 + 3 * t2, t3 - 2 * t2 + t, t3 - t2)
      }
      let (hu0, hu1, gu0, gu1) = h(u), (hv0, hv1, gv0, gv1) = h(v)
      c = (0, 0, 0, 0)
      func add(_ weight: Double, _ value: RGBA) {
        c = (c.0 + weight * value.0, c.1 + weight * value.1, c.2 + weight * value.2,
             c.3 + weight * value.3)
      }
      add(hu0 * hv0, values[k00]); add(hu1 * hv0, values[k10])
      add(hu0 * hv1, values[k01]); add(hu1 * hv1, values[k11])
      add(gu0 * hv0, du[k00]); add(gu1 * hv0, du[k10])
      add(gu0 * hv1, du[k01]); add(gu1 * hv1, du[k11])
      add(hu0 * gv0, dv[k00]); add(hu1 * gv0, dv[k10])
      add(hu0 * gv1, dv[k01]); add(hu1 * gv1, dv[k11])
      add(gu0 * gv0, twist[k00]); add(gu1 * gv0, twist[k10])
      add(gu0 * gv1, twist[k01]); add(gu1 * gv1, twist[k11])
    } else {
      let (a, b, d, e) = (values[k00], values[k10], values[k01], values[k11])
      let w00 = (1 - u) * (1 - v), w10 = u * (1 - v), w01 = (1 - u) * v, w11 = u * v
      c = (w00 * a.0 + w10 * b.0 + w01 * d.0 + w11 * e.0,
           w00 * a.1 + w10 * b.1 + w01 * d.1 + w11 * e.1,
           w00 * a.2 + w10 * b.2 + w01 * d.2 + w11 * e.2,
           w00 * a.3 + w10 * b.3 + w01 * d.3 + w11 * e.3)
    }
    func byte(_ x: Double) -> UInt8 {
      let w = x + 0.5
      if w >= 255 { return 255 }
      if !(w >= 1) { return 0 }
      return UInt8(truncatingIfNeeded: Int(w))
    }
    let alpha = byte(c.3)
    return RGBA8(r: min(byte(c.0), alpha), g: min(byte(c.1), alpha), b: min(byte(c.2), alpha),
                 a: alpha).word
  }
}

extension Canvas {
  /// Fills the polygons of `path` with `mesh`, its opacity multiplied by `opacity`: each
  /// covered pixel takes the mesh's colour at its centre, times its coverage.
  mutating func fill(_ path: Outline, mesh: MeshPaint, opacity: UInt32) {
    rasterizer.rasterize(path, in: drawable)
    let spans = rasterizer.spans
    guard spans.count > 0 else { return }
    var (left, right, top, bottom) = (Int.max, Int.min, Int.max, Int.min)
    for span in spans.items {
      (left, right) = (min(left, Int(span.x0)), max(right, Int(span.x1)))
      (top, bottom) = (min(top, Int(span.row)), max(bottom, Int(span.row) + 1))
    }
    guard right > left, bottom > top else { return }
    let bounds = IntRect(x: left, y: top, width: right - left, height: bottom - top)
    let colors = mesh.words(in: bounds)
    let mask = clips.last?.mask
    let wordIndex = self.wordIndex
    var words = [UInt32](repeating: 0, count: buffer.width)
    buffer.bytes.withUnsafeMutableBytes { raw in
      let pixels = raw.baseAddress!.assumingMemoryBound(to: UInt32.self)
      words.withUnsafeMutableBufferPointer { words in
        let out = words.baseAddress!
        for span in spans.items {
          let x0 = Int(span.x0), count = Int(span.x1) - x0, y = Int(span.row)
          guard count > 0 else { continue }
          let start = (y - top) * bounds.width + (x0 - left)
          for i in 0..<count { out[i] = colors[start + i] }
          GradientRows.cover(out, span, mask: mask, opacity: opacity)
          Blend.overRow(pixels + wordIndex(x0, y), out, count: count, clamp: false)
        }
      }
    }
  }
}
