// MeshGradient (iOS 18): a grid of points in the unit square of the frame, each with a colour,
// drawn as a view filling its frame or as a shape style. Raster's `MeshPaint` draws it: Coons
// patches between the points, colours blended bicubically (`smoothsColors`) or bilinearly.
// Given plain points, each point's control points lie a third of the way along Catmull-Rom
// tangents (half the span between its neighbours), so a regular grid maps onto itself.
// Gradient.ColorSpace lives here too: `.perceptual` draws as `.device` (docs/porting.md).

extension Gradient {
  /// The space colours are interpolated in.
  public struct ColorSpace: Hashable, Sendable {
    let name: String

    /// The device's colour values (sRGB), as Cellshot interpolates every gradient.
    public static let device = ColorSpace(name: "device")
    /// A perceptually even space (Oklab on iOS); Cellshot draws it as `device`.
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// The gradient with its colours interpolated in `space` (drawn in device space).
  public func colorSpace(_ space: ColorSpace) -> AnyGradient { AnyGradient(self) }
}

extension AnyGradient {
  /// The gradient with its colours interpolated in `space` (drawn in device space).
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

/// A two-dimensional gradient over a grid of points, as SwiftUI's `MeshGradient`.
/// Nonisolated, as a style is made and read anywhere; only its `body` is the main actor's.
nonisolated public struct MeshGradient: ShapeStyle, View, Equatable, Sendable {
  /// Where the grid's points are, in the unit square (x across, y down), row by row.
  public enum Locations: Equatable, Sendable {
    case points([SIMD2<Float>])
    case bezierPoints([BezierPoint])
  }

  /// The grid's colours, one per point, row by row.
  public enum Colors: Equatable, Sendable {
    case colors([Color])
    case resolvedColors([Color.Resolved])
  }

  /// A point of the grid with the control points of the curves that leave it.
  @frozen public struct BezierPoint: Equatable, Sendable {
    public var position: SIMD2<Float>
    public var leadingControlPoint: SIMD2<Float>
    public var topControlPoint: SIMD2<Float>
    public var trailingControlPoint: SIMD2<Float>
    public var bottomControlPoint: SIMD2<Float>

    public init(position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>,
                topControlPoint: SIMD2<Float>, trailingControlPoint: SIMD2<Float>,
                bottomControlPoint: SIMD2<Float>) {
      self.position = position
      self.leadingControlPoint = leadingControlPoint
      self.topControlPoint = topControlPoint
      self.trailingControlPoint = trailingControlPoint
      self.bottomControlPoint = bottomControlPoint
    }
  }

  public typealias Body = _ShapeView<Rectangle, MeshGradient>
  public typealias Resolved = Never

  /// Points across.
  public var width: Int
  /// Points down.
  public var height: Int
  public var locations: Locations
  public var colors: Colors
  /// What shows where no patch reaches.
  public var background: Color
  public var smoothsColors: Bool
  public var colorSpace: Gradient.ColorSpace

  public init(width: Int, height: Int, locations: Locations, colors: Colors,
              background: Color = .clear, smoothsColors: Bool = true,
              colorSpace: Gradient.ColorSpace = .device) {
    self.width = width
    self.height = height
    self.locations = locations
    self.colors = colors
    self.background = background
    self.smoothsColors = smoothsColors
    self.colorSpace = colorSpace
  }

  public init(width: Int, height: Int, points: [SIMD2<Float>], colors: [Color],
              background: Color = .clear, smoothsColors: Bool = true,
              colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .points(points), colors: .colors(colors),
              background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public init(width: Int, height: Int, points: [SIMD2<Float>],
              resolvedColors: [Color.Resolved], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .points(points),
              colors: .resolvedColors(resolvedColors), background: background,
              smoothsColors: smoothsColors, colorSpace: colorSpace)
  }

  public init(width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color],
              background: Color = .clear, smoothsColors: Bool = true,
              colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .bezierPoints(bezierPoints),
              colors: .colors(colors), background: background, smoothsColors: smoothsColors,
              colorSpace: colorSpace)
  }

  public init(width: Int, height: Int, bezierPoints: [BezierPoint],
              resolvedColors: [Color.Resolved], background: Color = .clear,
              smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device) {
    self.init(width: width, height: height, locations: .bezierPoints(bezierPoints),
              colors: .resolvedColors(resolvedColors), background: background,
              smoothsColors: smoothsColors, colorSpace: colorSpace)
  }


  /// The grid's points with their control points, in the unit square: those given, or from
  /// plain points Catmull-Rom's (one-sided at the grid's edges).
  var bezierPoints: [BezierPoint] {
    switch locations {
    case .bezierPoints(let points): return points
    case .points(let points):
      guard width > 0, height > 0, points.count >= width * height else { return [] }
      func at(_ i: Int, _ j: Int) -> SIMD2<Float> { points[j * width + i] }
      return (0..<(width * height)).map { k in
        let (i, j) = (k % width, k / width)
        let p = at(i, j)
        let (l, r) = (max(0, i - 1), min(width - 1, i + 1))
        let (t, b) = (max(0, j - 1), min(height - 1, j + 1))
        let across = r > l ? (at(r, j) - at(l, j)) / Float(r - l) : .zero
        let down = b > t ? (at(i, b) - at(i, t)) / Float(b - t) : .zero
        return BezierPoint(position: p, leadingControlPoint: p - across / 3,
                           topControlPoint: p - down / 3, trailingControlPoint: p + across / 3,
                           bottomControlPoint: p + down / 3)
      }
    }
  }

  /// The colours in `environment`'s appearance.
  func resolvedColors(_ environment: EnvironmentValues) -> [Raster.Color] {
    switch colors {
    case .colors(let colors): return colors.map { environment.resolve($0) }
    case .resolvedColors(let colors): return colors.map(\.raster)
    }
  }

  /// The mesh with every colour `opacity` times as opaque.
  func withOpacity(_ opacity: Double) -> MeshGradient {
    var copy = self
    switch colors {
    case .colors(let c): copy.colors = .colors(c.map { $0.opacity(opacity) })
    case .resolvedColors(let c):
      copy.colors = .resolvedColors(c.map { Color.Resolved(raster: $0.raster.opacity(opacity)) })
    }
    copy.background = background.opacity(opacity)
    return copy
  }

  /// The first point's colour (what text takes of it).
  var firstColor: Color? {
    switch colors {
    case .colors(let c): return c.first
    case .resolvedColors(let c): return c.first.map { Color($0) }
    }
  }
}

/// A mesh with its colours resolved: what a shape node paints.
struct ResolvedMesh {
  let width: Int, height: Int
  let points: [MeshGradient.BezierPoint]
  let colors: [Raster.Color]
  let background: Raster.Color
  let smoothsColors: Bool

  init(_ mesh: MeshGradient, _ environment: EnvironmentValues) {
    (width, height, points) = (mesh.width, mesh.height, mesh.bezierPoints)
    colors = mesh.resolvedColors(environment)
    background = environment.resolve(mesh.background)
    smoothsColors = mesh.smoothsColors
  }

  /// The mesh in pixels over `rect`, whose unit square its points are in.
  func paint(in rect: Rect) -> MeshPaint {
    func point(_ p: SIMD2<Float>) -> Point {
      func finite(_ v: Float) -> Double { v.isFinite ? Double(v) : 0 }
      return Point(x: rect.minX + finite(p.x) * rect.width,
                   y: rect.minY + finite(p.y) * rect.height)
    }
    let vertices = points.map {
      MeshVertex(position: point($0.position), leading: point($0.leadingControlPoint),
                 top: point($0.topControlPoint), trailing: point($0.trailingControlPoint),
                 bottom: point($0.bottomControlPoint))
    }
    return MeshPaint(columns: width, rows: height, vertices: vertices, colors: colors,
                     background: background, smoothsColors: smoothsColors)
  }
}

extension GraphicsContext.Shading {
  /// A mesh gradient laid over the bounds of what is drawn.
  public static func meshGradient(_ mesh: MeshGradient) -> GraphicsContext.Shading {
    .style(mesh)
  }
}
