// Geometry effects: a view drawn through a projection of its points, worked out from its size
// (`GeometryEffect`, `.projectionEffect`, `.transformEffect`, `.rotation3DEffect`). The view
// keeps its place in the layout; a move is placed moved, any other affine map is drawn
// (`Layout/Rules/VisualEffectRule.swift`). A projection with perspective (a 3D turn about a
// tilted axis) is reported and drawn flat: the rasterizer maps pictures by affine maps only.

/// A 3×3 projective transform of a view's points, as SwiftUI's: a point (x, y) maps to
/// ((x m11 + y m21 + m31) / w, (x m12 + y m22 + m32) / w), w = x m13 + y m23 + m33.
public struct ProjectionTransform: Sendable {
  public var m11: CGFloat = 1.0, m12: CGFloat = 0.0, m13: CGFloat = 0.0
  public var m21: CGFloat = 0.0, m22: CGFloat = 1.0, m23: CGFloat = 0.0
  public var m31: CGFloat = 0.0, m32: CGFloat = 0.0, m33: CGFloat = 1.0

  /// The identity.
  public init() {}

  /// The affine transform `m`.
  public init(_ m: CGAffineTransform) {
    m11 = m.a
    m12 = m.b
    m21 = m.c
    m22 = m.d
    m31 = m.tx
    m32 = m.ty
  }

  public var isIdentity: Bool { self == ProjectionTransform() }

  /// Whether the transform has no perspective (its third column is 0, 0, 1).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

  /// Inverts the transform in place; false (leaving it unchanged) when it cannot be inverted.
  public mutating func invert() -> Bool {
    let c11 = m22 * m33 - m23 * m32
    let c12 = m23 * m31 - m21 * m33
    let c13 = m21 * m32 - m22 * m31
    let det = m11 * c11 + m12 * c12 + m13 * c13
    guard det != 0, det.isFinite else { return false }
    let inverse = ProjectionTransform(
      c11 / det, (m13 * m32 - m12 * m33) / det, (m12 * m23 - m13 * m22) / det,
      c12 / det, (m11 * m33 - m13 * m31) / det, (m13 * m21 - m11 * m23) / det,
      c13 / det, (m12 * m31 - m11 * m32) / det, (m11 * m22 - m12 * m21) / det)
    self = inverse
    return true
  }

  /// The inverse; the transform itself when it cannot be inverted.
  public func inverted() -> ProjectionTransform {
    var copy = self
    _ = copy.invert()
    return copy
  }

  init(_ m11: CGFloat, _ m12: CGFloat, _ m13: CGFloat, _ m21: CGFloat, _ m22: CGFloat,
       _ m23: CGFloat, _ m31: CGFloat, _ m32: CGFloat, _ m33: CGFloat) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// A move by (x, y).
  static func translation(_ x: CGFloat, _ y: CGFloat) -> ProjectionTransform {
    ProjectionTransform(CGAffineTransform(translationX: x, y: y))
  }
}

extension ProjectionTransform: Equatable {
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: ProjectionTransform, _ b: ProjectionTransform) -> Bool {
    a.m11 == b.m11 && a.m12 == b.m12 && a.m13 == b.m13 && a.m21 == b.m21 && a.m22 == b.m22
      && a.m23 == b.m23 && a.m31 == b.m31 && a.m32 == b.m32 && a.m33 == b.m33
  }
}

extension ProjectionTransform {
  /// This transform, then `rhs`.
  public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
    func dot(_ a: (CGFloat, CGFloat, CGFloat), _ b: (CGFloat, CGFloat, CGFloat)) -> CGFloat {
      a.0 * b.0 + a.1 * b.1 + a.2 * b.2
    }
    let row1 = (m11, m12, m13), row2 = (m21, m22, m23), row3 = (m31, m32, m33)
    let col1 = (rhs.m11, rhs.m21, rhs.m31), col2 = (rhs.m12, rhs.m22, rhs.m32)
    let col3 = (rhs.m13, rhs.m23, rhs.m33)
    return ProjectionTransform(dot(row1, col1), dot(row1, col2), dot(row1, col3),
                               dot(row2, col1), dot(row2, col2), dot(row2, col3),
                               dot(row3, col1), dot(row3, col2), dot(row3, col3))
  }
}

extension CGPoint {
  /// The point mapped by `m` (divided by its w).
  public func applying(_ m: ProjectionTransform) -> CGPoint {
    let w = x * m.m13 + y * m.m23 + m.m33
    return CGPoint(x: (x * m.m11 + y * m.m21 + m.m31) / w,
                   y: (x * m.m12 + y * m.m22 + m.m32) / w)
  }
}

/// A modifier that draws the view through a projection worked out from its size.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The projection of the view's points, for a view of `size`.
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  public func body(content: Content) -> Never { fatalError("a geometry effect has no body") }

  /// This effect, not seen by the layout of the views inside (as every effect here is).
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
    _IgnoredByLayoutEffect(base: self)
  }

  /// The nodes of `content` drawn through this effect.
  func nodes(for content: AnyView, _ builder: NodeBuilder, _ environment: EnvironmentValues)
    -> [NodeID]
  {
    let effect = content.visualEffectNode(".modifier(\(Self.self))") { proxy in
      [.transform(self.effectValue(size: proxy.size))]
    }
    return resolve(effect, builder, environment)
  }
}

/// A geometry effect the layout of the views inside does not see.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  public var base: Base
  public init(base: Base) { self.base = base }
  public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }
  public typealias AnimatableData = EmptyAnimatableData
}

extension View {
  /// Draws the view through `transform`, a projection of its points.
  public func projectionEffect(_ transform: ProjectionTransform) -> some View {
    visualEffectNode(".projectionEffect") { _ in [.transform(transform)] }
  }

  /// Draws the view through the affine `transform` of its points.
  public func transformEffect(_ transform: CGAffineTransform) -> some View {
    projectionEffect(ProjectionTransform(transform))
  }

  /// Draws the view turned by `angle` about `axis` through `anchor` of its frame (and
  /// `anchorZ` in front of it), seen with `perspective`. A turn about the z axis, or one seen
  /// without perspective, is drawn; one with perspective is reported and drawn flat.
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View {
    visualEffectNode(".rotation3DEffect") { proxy in
      [.transform(ProjectionTransform.rotation3D(
        angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective,
        size: proxy.size))]
    }
  }
}

extension ProjectionTransform {
  /// A turn by `angle` about `axis` through `anchor` of a view of `size`, seen with
  /// `perspective` (a viewer at the larger side's length over `perspective` in front).
  static func rotation3D(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat),
                         anchor: UnitPoint, anchorZ: CGFloat, perspective: CGFloat,
                         size: CGSize) -> ProjectionTransform {
    let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
    guard length > 0, length.isFinite, angle.radians.isFinite else { return .init() }
    let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
    let (cos, sin) = MotionMath.cosSin(angle.radians)
    let (c, s, t) = (CGFloat(cos), CGFloat(sin), 1 - CGFloat(cos))
    // Rodrigues' rotation, for points as rows (p' = p R).
    let r11 = t * x * x + c, r12 = t * x * y + s * z, r13 = t * x * z - s * y
    let r21 = t * x * y - s * z, r22 = t * y * y + c, r23 = t * y * z + s * x
    let r31 = t * x * z + s * y, r32 = t * y * z - s * x
    let ax = anchor.x * size.width, ay = anchor.y * size.height
    // Rotated about the anchor: p' = (p - a) R + a, with z = -anchorZ on the view's plane.
    let dz = -anchorZ
    let tx = ax - (ax * r11 + ay * r21) + dz * r31
    let ty = ay - (ax * r12 + ay * r22) + dz * r32
    let tz = -(ax * r13 + ay * r23) + dz * (t * z * z + c) + anchorZ
    let depth = max(size.width, size.height)
    let p = depth > 0 && perspective.isFinite ? perspective / depth : 0
    // w = 1 - z' p: points brought nearer look larger.
    var m = ProjectionTransform(r11, r12, -r13 * p, r21, r22, -r23 * p, tx, ty, 1 - tz * p)
    if m.m13 == 0, m.m23 == 0, m.m33 != 0, m.m33 != 1 {
      m = ProjectionTransform(m.m11 / m.m33, m.m12 / m.m33, 0, m.m21 / m.m33, m.m22 / m.m33,
                              0, m.m31 / m.m33, m.m32 / m.m33, 1)
    }
    return m
  }
}
