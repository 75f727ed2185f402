// Shapes drawn from their container's shape: `.containerShape(_:)` names the shape of a view's
// bounds, and inside it `ContainerRelativeShape` is that shape inset to the view's frame, and
// `ConcentricRectangle` (iOS 26) a rectangle whose corners are concentric with the
// container's: each corner's radius is the container corner's less the view's distance from
// it, no less than the corner's minimum. With no container shape, ContainerRelativeShape is a
// rectangle and a concentric corner takes its minimum (0 unless given), as Apple documents
// the fallback. The frames are read once laid out, when the shape is painted.

extension Edge {
  /// A corner of a rectangle (iOS 26).
  public enum Corner: Int8, Hashable, CaseIterable, Sendable {
    case topLeading, topTrailing, bottomLeading, bottomTrailing

    /// A set of corners.
    public struct Set: OptionSet, Hashable, Sendable {
      public typealias Element = Edge.Corner.Set
      public typealias ArrayLiteralElement = Edge.Corner.Set.Element
      public typealias RawValue = Int8
      public let rawValue: Int8
      public init(rawValue: Int8) { self.rawValue = rawValue }
      public static let none = Set([])
      public static let topLeading = Set(.topLeading)
      public static let topTrailing = Set(.topTrailing)
      public static let bottomLeading = Set(.bottomLeading)
      public static let bottomTrailing = Set(.bottomTrailing)
      public static let all: Set = [.topLeading, .topTrailing, .bottomLeading, .bottomTrailing]
      public static let leading: Set = [.topLeading, .bottomLeading]
      public static let trailing: Set = [.topTrailing, .bottomTrailing]
      public static let bottom: Set = [.bottomLeading, .bottomTrailing]
      public static let top: Set = [.topLeading, .topTrailing]
      /// The set holding `corner` alone.
      public init(_ corner: Edge.Corner) { self.init(rawValue: 1 << corner.rawValue) }
      public func contains(_ corner: Edge.Corner) -> Bool { contains(Set(corner)) }
    }
  }
}

extension Edge.Corner: CustomDebugStringConvertible {
  public var debugDescription: String {
    switch self {
    case .topLeading: return "topLeading"
    case .topTrailing: return "topTrailing"
    case .bottomLeading: return "bottomLeading"
    case .bottomTrailing: return "bottomTrailing"
    }
  }
}

extension Edge.Corner.Set: CustomDebugStringConvertible {
  public var debugDescription: String {
    "[" + Edge.Corner.allCases.filter(contains).map(\.debugDescription)
      .joined(separator: ", ") + "]"
  }
}

extension Edge.Corner {
  /// How a corner is rounded: a fixed radius, or concentric with the container's corner (no
  /// less than a minimum). A number literal is a fixed radius.
  public struct Style: Sendable, Hashable, Equatable, Animatable {
    /// The fixed radius, or the concentric corner's minimum (nil: none given).
    var radius: CGFloat?
    var isConcentric: Bool

    /// A corner of `radius` points.
    public static func fixed(_ radius: CGFloat) -> Edge.Corner.Style {
      Style(radius: radius.isFinite ? max(0, radius) : 0, isConcentric: false)
    }
    /// A corner concentric with the container's; square where there is none.
    public static var concentric: Edge.Corner.Style { concentric(minimum: nil) }
    /// A corner concentric with the container's, rounded at least as `minimum` is (its fixed
    /// radius, or its own minimum), which is also the corner where there is no container.
    public static func concentric(minimum: Edge.Corner.Style? = nil) -> Edge.Corner.Style {
      Style(radius: minimum?.radius, isConcentric: true)
    }

    /// The corner's radius `container` points from a container corner of `outer` radius (nil:
    /// no container shape).
    func resolved(outer: CGFloat?, distance: CGFloat) -> CGFloat {
      let floor = radius ?? 0
      guard isConcentric, let outer else { return floor }
      return max(outer - distance, floor)
    }

    /// The radius, animated (a concentric corner animates its minimum).
    public var animatableData: AnimatableData {
      get { AnimatableData(radius: Double(radius ?? 0)) }
      set { radius = CGFloat(newValue.radius) }
    }

    /// A corner style's radius as a vector.
    public struct AnimatableData: VectorArithmetic, Sendable {
      var radius: Double
      public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
        AnimatableData(radius: lhs.radius - rhs.radius)
      }
      public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
        AnimatableData(radius: lhs.radius + rhs.radius)
      }
      public mutating func scale(by rhs: Double) { radius *= rhs }
      public var magnitudeSquared: Double { radius * radius }
      public static var zero: AnimatableData { AnimatableData(radius: 0) }
    }
  }
}

extension Edge.Corner.Style: ExpressibleByFloatLiteral {
  public typealias FloatLiteralType = Float
  public init(floatLiteral value: Float) { self = .fixed(CGFloat(value)) }
}

extension Edge.Corner.Style: ExpressibleByIntegerLiteral {
  public typealias IntegerLiteralType = Int
  public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
}

extension RectangleCornerRadii {
  /// The radius of `corner`.
  public subscript(corner: Edge.Corner) -> CGFloat {
    switch corner {
    case .topLeading: return topLeading
    case .topTrailing: return topTrailing
    case .bottomLeading: return bottomLeading
    case .bottomTrailing: return bottomTrailing
    }
  }
}

// MARK: the corners of a rounded rectangular shape

/// The corner styles of a shape with four rounded corners.
public struct RoundedRectangularShapeCorners: Sendable, Hashable, Animatable {
  public var topLeading: Edge.Corner.Style
  public var bottomLeading: Edge.Corner.Style
  public var topTrailing: Edge.Corner.Style
  public var bottomTrailing: Edge.Corner.Style

  public init(topLeading: Edge.Corner.Style = 0, topTrailing: Edge.Corner.Style = 0,
              bottomLeading: Edge.Corner.Style = 0, bottomTrailing: Edge.Corner.Style = 0) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }

  public init(all: Edge.Corner.Style) {
    self.init(topLeading: all, topTrailing: all, bottomLeading: all, bottomTrailing: all)
  }

  public static func fixed(_ radius: CGFloat) -> RoundedRectangularShapeCorners {
    RoundedRectangularShapeCorners(all: .fixed(radius))
  }
  public static var concentric: RoundedRectangularShapeCorners { concentric(minimum: nil) }
  public static func concentric(minimum: Edge.Corner.Style? = nil)
    -> RoundedRectangularShapeCorners
  {
    RoundedRectangularShapeCorners(all: .concentric(minimum: minimum))
  }

  /// The style of `corner`.
  public subscript(corner: Edge.Corner) -> Edge.Corner.Style {
    switch corner {
    case .topLeading: return topLeading
    case .topTrailing: return topTrailing
    case .bottomLeading: return bottomLeading
    case .bottomTrailing: return bottomTrailing
    }
  }

  public var animatableData: AnimatableData {
    get {
      AnimatableData(values: [topLeading, topTrailing, bottomLeading, bottomTrailing]
        .map(\.animatableData.radius))
    }
    set {
      topLeading.animatableData.radius = newValue[0]
      topTrailing.animatableData.radius = newValue[1]
      bottomLeading.animatableData.radius = newValue[2]
      bottomTrailing.animatableData.radius = newValue[3]
    }
  }

  /// The four corners' radii as a vector.
  public struct AnimatableData: Equatable, VectorArithmetic, Sendable {
    var values: [Double]
    subscript(i: Int) -> Double { i < values.count ? values[i] : 0 }
    public mutating func scale(by rhs: Double) { values = values.map { $0 * rhs } }
    public var magnitudeSquared: Double { values.reduce(0) { $0 + $1 * $1 } }
    public static var zero: AnimatableData { AnimatableData(values: [0, 0, 0, 0]) }
    public static func + (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
      AnimatableData(values: (0..<4).map { lhs[$0] + rhs[$0] })
    }
    public static func - (lhs: AnimatableData, rhs: AnimatableData) -> AnimatableData {
      AnimatableData(values: (0..<4).map { lhs[$0] - rhs[$0] })
    }
  }
}

/// A shape with four corners of their own radii (iOS 26): the container shapes a concentric
/// shape is concentric with.
public protocol RoundedRectangularShape: InsettableShape {
  typealias Corners = RoundedRectangularShapeCorners
  /// The shape's corners at `size`; nil when they depend on a size not given.
  func corners(in size: CGSize?) -> Corners?
}

extension Rectangle: RoundedRectangularShape {
  public func corners(in size: CGSize?) -> Corners? { .fixed(0) }
}

extension RoundedRectangle: RoundedRectangularShape {
  public func corners(in size: CGSize?) -> Corners? { .fixed(cornerRadius) }
}

extension UnevenRoundedRectangle: RoundedRectangularShape {
  public func corners(in size: CGSize?) -> Corners? {
    Corners(topLeading: .fixed(cornerRadii.topLeading),
            topTrailing: .fixed(cornerRadii.topTrailing),
            bottomLeading: .fixed(cornerRadii.bottomLeading),
            bottomTrailing: .fixed(cornerRadii.bottomTrailing))
  }
}

extension Circle: RoundedRectangularShape {
  public func corners(in size: CGSize?) -> Corners? {
    size.map { .fixed(min($0.width, $0.height) / 2) }
  }
}

extension Capsule: RoundedRectangularShape {
  public func corners(in size: CGSize?) -> Corners? {
    size.map { .fixed(min($0.width, $0.height) / 2) }
  }
}

// MARK: the container's shape

/// The size of the area each corner of a view gives up to its container's rounded corner.
@frozen public struct RectangleCornerInsets: Hashable, Sendable {
  public var topLeading: CGSize
  public var topTrailing: CGSize
  public var bottomLeading: CGSize
  public var bottomTrailing: CGSize

  public init() {
    (topLeading, topTrailing, bottomLeading, bottomTrailing) = (.zero, .zero, .zero, .zero)
  }

  public init(topLeading: CGSize, topTrailing: CGSize, bottomLeading: CGSize,
              bottomTrailing: CGSize) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }

  public func hash(into hasher: inout Hasher) {
    for size in [topLeading, topTrailing, bottomLeading, bottomTrailing] {
      hasher.combine(size.width)
      hasher.combine(size.height)
    }
  }
}

extension EdgeInsets {
  /// These insets grown on `edges` to clear the corner insets there: each edge at least as
  /// deep as its two corners' insets reach across it.
  public func inset(by corners: RectangleCornerInsets, edges: Edge.Set = .all) -> EdgeInsets {
    var insets = self
    if edges.contains(.top) {
      insets.top = max(top, corners.topLeading.height, corners.topTrailing.height)
    }
    if edges.contains(.bottom) {
      insets.bottom = max(bottom, corners.bottomLeading.height, corners.bottomTrailing.height)
    }
    if edges.contains(.leading) {
      insets.leading = max(leading, corners.topLeading.width, corners.bottomLeading.width)
    }
    if edges.contains(.trailing) {
      insets.trailing = max(trailing, corners.topTrailing.width, corners.bottomTrailing.width)
    }
    return insets
  }
}

/// The shape a view gave its bounds with `.containerShape(_:)`, for the views inside it: its
/// corner radii at a size, and the node whose frame it fills (known once built).
final class ContainerShapeContext {
  let corners: (CGSize) -> RoundedRectangularShapeCorners?
  var node: NodeID?

  init(corners: @escaping (CGSize) -> RoundedRectangularShapeCorners?) {
    self.corners = corners
  }
}

extension LayoutEngine {
  /// What the rounded corners of `context`'s container take of each corner of `frame`: the
  /// part of the corner's square (of the container corner's radius) that reaches past the
  /// frame's edges, zero where the frame is clear of the container's corner.
  func cornerInsets(_ frame: CGRect, _ context: ContainerShapeContext?) -> RectangleCornerInsets {
    guard let context, let node = context.node else { return RectangleCornerInsets() }
    let box = builder.nodes[node].frame
    guard let corners = context.corners(box.size) else { return RectangleCornerInsets() }
    func inset(_ corner: Edge.Corner) -> CGSize {
      let r = corners[corner].radius ?? 0
      let leading = corner == .topLeading || corner == .bottomLeading
      let top = corner == .topLeading || corner == .topTrailing
      let dx = leading ? frame.minX - box.minX : box.maxX - frame.maxX
      let dy = top ? frame.minY - box.minY : box.maxY - frame.maxY
      guard dx < r, dy < r else { return .zero }
      return CGSize(width: r - max(0, dx), height: r - max(0, dy))
    }
    return RectangleCornerInsets(topLeading: inset(.topLeading), topTrailing: inset(.topTrailing),
                                 bottomLeading: inset(.bottomLeading),
                                 bottomTrailing: inset(.bottomTrailing))
  }
}

/// The radius of each corner of a shape drawn in `frame` inside a container of `container`
/// frame and shape: `style` resolved from the container's corner, less the distance between
/// the two corners (the larger of the two gaps).
@MainActor func concentricRadii(_ styles: RoundedRectangularShapeCorners, in frame: CGRect,
                                _ context: ContainerShapeContext?, builder: NodeBuilder?)
  -> RectangleCornerRadii
{
  var outer: RoundedRectangularShapeCorners?
  var box = CGRect.zero
  if let context, let node = context.node, let builder {
    box = builder.nodes[node].frame
    outer = context.corners(box.size)
  }
  func radius(_ corner: Edge.Corner) -> CGFloat {
    let dx = corner == .topLeading || corner == .bottomLeading
      ? frame.minX - box.minX : box.maxX - frame.maxX
    let dy = corner == .topLeading || corner == .topTrailing
      ? frame.minY - box.minY : box.maxY - frame.maxY
    let outerRadius = outer.map { $0[corner].radius ?? 0 }
    return styles[corner].resolved(outer: outerRadius, distance: max(dx, dy, 0))
  }
  return RectangleCornerRadii(topLeading: radius(.topLeading),
                              bottomLeading: radius(.bottomLeading),
                              bottomTrailing: radius(.bottomTrailing),
                              topTrailing: radius(.topTrailing))
}

extension View {
  /// Names the shape of this view's bounds for the container-relative and concentric shapes
  /// inside it.
  public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
    ContainerShapeModifier(content: self, context: ContainerShapeContext { size in
      (shape as? any RoundedRectangularShape).flatMap { $0.corners(in: size) } ?? .fixed(0)
    })
  }

  /// Names the shape of this view's bounds, a rounded rectangular one (iOS 26).
  public func containerShape(_ shape: some RoundedRectangularShape) -> some View {
    ContainerShapeModifier(content: self, context: ContainerShapeContext { shape.corners(in: $0) })
  }
}

/// `.containerShape(_:)`: the content, with its shape for the shapes inside it.
struct ContainerShapeModifier<Content: View>: PrimitiveView {
  let content: Content
  let context: ContainerShapeContext

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.containerShape = context
    let ids = resolve(content, builder, env)
    context.node = ids.first
    return ids
  }
}

extension ShapeKind {
  /// A shape drawn from its container's: until it is a node, the outline with no container.
  static func containerRelative(_ corners: ContainerRelativeCorners, _ name: String)
    -> ShapeKind
  {
    let path = CustomShapePath(typeName: name) { rect in
      MainActor.assumeIsolated { corners.outline(in: rect, frame: rect, nil, builder: nil) }
    }
    path.containerCorners = corners
    return .custom(path)
  }

  /// The kind as node `node` draws it inside `environment`'s container shape: the outline
  /// worked out, once laid out, from the node's frame and the container's.
  @MainActor func inContainer(_ environment: EnvironmentValues, builder: NodeBuilder,
                              node: NodeID) -> ShapeKind {
    switch self {
    case .custom(let custom):
      guard let corners = custom.containerCorners else { return self }
      let context = UncheckedBox(environment.containerShape)
      return .custom(CustomShapePath(typeName: custom.typeName) { [weak builder] rect in
        MainActor.assumeIsolated {
          let frame = builder.map { $0.nodes[node].frame } ?? rect
          return corners.outline(in: rect, frame: frame, context.value, builder: builder)
        }
      })
    case .trimmed(let base, let from, let to):
      return .trimmed(base.inContainer(environment, builder: builder, node: node), from: from,
                      to: to)
    case .inset(let base, let amount):
      return .inset(base.inContainer(environment, builder: builder, node: node), amount)
    case .stroked(let base, let style):
      return .stroked(base.inContainer(environment, builder: builder, node: node), style)
    default:
      return self
    }
  }

  /// Whether the kind is drawn from its container's shape.
  var isContainerRelative: Bool {
    if case .stroked(let base, _) = self { return base.isContainerRelative }
    return customPath?.containerCorners != nil
  }
}

// MARK: the shapes

/// The container's shape (`.containerShape(_:)`) inset to this view's frame: each corner's
/// radius the container's less the distance to it. A rectangle where no container shape is
/// given.
public struct ContainerRelativeShape: Shape {
  /// How far inside its frame it is drawn (`.inset(by:)`).
  var inset: CGFloat = 0

  public init() {}
  public var shapeKind: ShapeKind {
    .containerRelative(ContainerRelativeCorners(styles: .concentric, isUniform: false,
                                                inset: inset),
                       "ContainerRelativeShape")
  }

  /// A rectangle: the outline with no container shape.
  public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: inset, dy: inset)) }
  public typealias AnimatableData = EmptyAnimatableData
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension ContainerRelativeShape: InsettableShape {
  /// The shape `amount` points inside its frame: concentric with the container still.
  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var shape = self
    shape.inset += amount.isFinite ? amount : 0
    return shape
  }
}

extension Shape where Self == ContainerRelativeShape {
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}

/// A rectangle whose corners are concentric with its container's (iOS 26): each corner's
/// radius the container corner's less its distance from it, no less than the corner style's
/// minimum; a fixed corner keeps its radius. Where the container has no shape, a concentric
/// corner takes its minimum (square unless given). `isUniform` gives every corner the largest
/// of the four radii.
public struct ConcentricRectangle: Shape, Animatable {
  var corners: RoundedRectangularShapeCorners
  var isUniform = false

  public init() { corners = .concentric }

  public init(corners: Edge.Corner.Style, isUniform: Bool = false) {
    self.corners = RoundedRectangularShapeCorners(all: corners)
    self.isUniform = isUniform
  }

  public init(topLeadingCorner: Edge.Corner.Style = .concentric,
              topTrailingCorner: Edge.Corner.Style = .concentric,
              bottomLeadingCorner: Edge.Corner.Style = .concentric,
              bottomTrailingCorner: Edge.Corner.Style = .concentric) {
    corners = RoundedRectangularShapeCorners(topLeading: topLeadingCorner,
                                             topTrailing: topTrailingCorner,
                                             bottomLeading: bottomLeadingCorner,
                                             bottomTrailing: bottomTrailingCorner)
  }

  public init(uniformTopCorners: Edge.Corner.Style = .concentric,
              uniformBottomCorners: Edge.Corner.Style = .concentric) {
    self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
              bottomLeadingCorner: uniformBottomCorners, bottomTrailingCorner: uniformBottomCorners)
  }

  public init(uniformLeadingCorners: Edge.Corner.Style = .concentric,
              uniformTrailingCorners: Edge.Corner.Style = .concentric) {
    self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: uniformTrailingCorners,
              bottomLeadingCorner: uniformLeadingCorners,
              bottomTrailingCorner: uniformTrailingCorners)
  }

  public init(uniformTopCorners: Edge.Corner.Style = .concentric,
              bottomLeadingCorner: Edge.Corner.Style = .concentric,
              bottomTrailingCorner: Edge.Corner.Style = .concentric) {
    self.init(topLeadingCorner: uniformTopCorners, topTrailingCorner: uniformTopCorners,
              bottomLeadingCorner: bottomLeadingCorner, bottomTrailingCorner: bottomTrailingCorner)
  }

  public init(uniformBottomCorners: Edge.Corner.Style = .concentric,
              topLeadingCorner: Edge.Corner.Style = .concentric,
              topTrailingCorner: Edge.Corner.Style = .concentric) {
    self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
              bottomLeadingCorner: uniformBottomCorners,
              bottomTrailingCorner: uniformBottomCorners)
  }

  public init(uniformLeadingCorners: Edge.Corner.Style = .concentric,
              topTrailingCorner: Edge.Corner.Style = .concentric,
              bottomTrailingCorner: Edge.Corner.Style = .concentric) {
    self.init(topLeadingCorner: uniformLeadingCorners, topTrailingCorner: topTrailingCorner,
              bottomLeadingCorner: uniformLeadingCorners,
              bottomTrailingCorner: bottomTrailingCorner)
  }

  public init(uniformTrailingCorners: Edge.Corner.Style = .concentric,
              topLeadingCorner: Edge.Corner.Style = .concentric,
              bottomLeadingCorner: Edge.Corner.Style = .concentric) {
    self.init(topLeadingCorner: topLeadingCorner, topTrailingCorner: uniformTrailingCorners,
              bottomLeadingCorner: bottomLeadingCorner,
              bottomTrailingCorner: uniformTrailingCorners)
  }

  public var shapeKind: ShapeKind {
    .containerRelative(ContainerRelativeCorners(styles: corners, isUniform: isUniform),
                       "ConcentricRectangle")
  }

  /// The outline with no container: each corner at its fixed radius or its minimum.
  public func path(in rect: CGRect) -> Path {
    MainActor.assumeIsolated {
      ContainerRelativeCorners(styles: corners, isUniform: isUniform)
        .outline(in: rect, frame: rect, nil, builder: nil)
    }
  }

  nonisolated public var animatableData: RoundedRectangularShapeCorners.AnimatableData {
    get { corners.animatableData }
    set { corners.animatableData = newValue }
  }
}

extension Shape where Self == ConcentricRectangle {
  public static func rect(corners: Edge.Corner.Style, isUniform: Bool = false) -> Self {
    ConcentricRectangle(corners: corners, isUniform: isUniform)
  }
  public static func rect(topLeadingCorner: Edge.Corner.Style,
                          topTrailingCorner: Edge.Corner.Style,
                          bottomLeadingCorner: Edge.Corner.Style,
                          bottomTrailingCorner: Edge.Corner.Style) -> Self {
    ConcentricRectangle(topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner,
                        bottomLeadingCorner: bottomLeadingCorner,
                        bottomTrailingCorner: bottomTrailingCorner)
  }
  public static func rect(uniformTopCorners: Edge.Corner.Style,
                          uniformBottomCorners: Edge.Corner.Style) -> Self {
    ConcentricRectangle(uniformTopCorners: uniformTopCorners,
                        uniformBottomCorners: uniformBottomCorners)
  }
  public static func rect(uniformLeadingCorners: Edge.Corner.Style,
                          uniformTrailingCorners: Edge.Corner.Style) -> Self {
    ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners,
                        uniformTrailingCorners: uniformTrailingCorners)
  }
  public static func rect(uniformTopCorners: Edge.Corner.Style,
                          bottomLeadingCorner: Edge.Corner.Style,
                          bottomTrailingCorner: Edge.Corner.Style) -> Self {
    ConcentricRectangle(uniformTopCorners: uniformTopCorners,
                        bottomLeadingCorner: bottomLeadingCorner,
                        bottomTrailingCorner: bottomTrailingCorner)
  }
  public static func rect(uniformBottomCorners: Edge.Corner.Style,
                          topLeadingCorner: Edge.Corner.Style,
                          topTrailingCorner: Edge.Corner.Style) -> Self {
    ConcentricRectangle(uniformBottomCorners: uniformBottomCorners,
                        topLeadingCorner: topLeadingCorner, topTrailingCorner: topTrailingCorner)
  }
  public static func rect(uniformLeadingCorners: Edge.Corner.Style,
                          topTrailingCorner: Edge.Corner.Style,
                          bottomTrailingCorner: Edge.Corner.Style) -> Self {
    ConcentricRectangle(uniformLeadingCorners: uniformLeadingCorners,
                        topTrailingCorner: topTrailingCorner,
                        bottomTrailingCorner: bottomTrailingCorner)
  }
  public static func rect(uniformTrailingCorners: Edge.Corner.Style,
                          topLeadingCorner: Edge.Corner.Style,
                          bottomLeadingCorner: Edge.Corner.Style) -> Self {
    ConcentricRectangle(uniformTrailingCorners: uniformTrailingCorners,
                        topLeadingCorner: topLeadingCorner,
                        bottomLeadingCorner: bottomLeadingCorner)
  }
}

/// The corners of a shape drawn relative to its container: their styles, and whether all take
/// the largest.
public struct ContainerRelativeCorners: Sendable, Hashable {
  let styles: RoundedRectangularShapeCorners
  let isUniform: Bool
  /// How far inside its frame the shape is drawn.
  var inset: CGFloat = 0

  /// The outline in `rect` (the shape's own coordinates) of a shape whose frame in the root's
  /// coordinates is `frame`.
  @MainActor func outline(in rect: CGRect, frame: CGRect, _ context: ContainerShapeContext?,
                          builder: NodeBuilder?) -> Path {
    let inner = rect.insetBy(dx: inset, dy: inset)
    guard inner.width > 0, inner.height > 0 else { return Path() }
    return Path(roundedRect: inner,
                cornerRadii: radii(in: frame.insetBy(dx: inset, dy: inset), context,
                                   builder: builder))
  }

  /// The radii in `frame` (the shape's frame in the root's coordinates) inside `context`'s
  /// container, capped at half the shorter side.
  @MainActor func radii(in frame: CGRect, _ context: ContainerShapeContext?,
                        builder: NodeBuilder?) -> RectangleCornerRadii {
    var radii = concentricRadii(styles, in: frame, context, builder: builder)
    if isUniform {
      let r = max(radii.topLeading, radii.topTrailing, radii.bottomLeading, radii.bottomTrailing)
      radii = RectangleCornerRadii(topLeading: r, bottomLeading: r, bottomTrailing: r,
                                   topTrailing: r)
    }
    return radii
  }
}

extension View {
  /// Moves the view off its container's rounded corners on `edges` (iOS 26), and with
  /// `sizeToFit` shrinks it to fit between them: accepted, not drawn yet; the view keeps its
  /// place (docs/porting.md).
  public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> some View {
    self
  }
}
