// Style modifiers that are compositions of other views: colour and shape backgrounds, borders,
// hidden views, drawing order.

extension View {
  /// A colour, gradient or material in front of the view, filling its frame (and the safe
  /// area beyond it where the frame reaches it, as `background(_:)`).
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    overlay(style.fillView.ignoresSafeArea(edges: edges), alignment: .center)
  }

  /// A colour, gradient or material in front of the view, in a shape.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    overlay(shape.fill(style), alignment: .center)
  }

  /// A drop shadow under everything the view draws: its shape blurred by `radius` points (a
  /// Gaussian of half the radius, as iOS draws shadows), tinted `color` (black at 33 % by
  /// default, as SwiftUI's), moved by x, y.
  public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0,
                     y: CGFloat = 0) -> some View {
    ShadowModifier(content: self, color: color, radius: cleanLength(radius),
                   x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
  }

  /// A line of `width` points along the inside of the view's frame.
  public func border(_ color: Color, width: CGFloat = 1) -> some View {
    overlay(Rectangle().strokeBorder(color, lineWidth: width), alignment: .center)
  }

  /// Keeps the view's place in the layout and draws nothing of it.
  public func hidden() -> some View { opacity(0) }

  /// Draws the view in front of its siblings with lower values (0 by default), behind those
  /// with higher ones; equal values keep their order.
  public func zIndex(_ value: Double) -> some View {
    ZIndexModifier(content: self, value: value.isNaN ? 0 : value)
  }
}

struct ZIndexModifier<Content: View>: PrimitiveView {
  let content: Content
  let value: Double
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ids = resolve(content, builder, environment)
    for id in ids { builder.zIndex[id] = value }
    return ids
  }
}

struct ShadowModifier<Content: View>: PrimitiveView {
  let content: Content
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let child = builder.single(resolve(content, builder, environment))
    return [builder.add(.shadow(environment.resolve(color), radius: radius, x: x, y: y), [child],
                        name: ".shadow(radius: \(fmtPoints(radius)))")]
  }
}

/// A blurred, translucent backdrop, as iOS draws its materials. A picture has nothing behind to
/// blur: each material is approximated by its tint over what lies beneath (light: white at 70 to
/// 92 %; dark: near black at 70 to 92 %), from thin to thick.
public struct Material: Sendable, Hashable {
  let lightOpacity: Double
  let darkOpacity: Double

  public static let ultraThinMaterial = Material(lightOpacity: 0.70, darkOpacity: 0.70)
  public static let thinMaterial = Material(lightOpacity: 0.78, darkOpacity: 0.78)
  public static let regularMaterial = Material(lightOpacity: 0.85, darkOpacity: 0.85)
  public static let thickMaterial = Material(lightOpacity: 0.92, darkOpacity: 0.92)
  public static let ultraThickMaterial = Material(lightOpacity: 0.97, darkOpacity: 0.97)
  public static let bar = Material(lightOpacity: 0.94, darkOpacity: 0.94)

  /// The colour the material is drawn as.
  public var color: Color {
    Color(light: Color(r: 250, g: 250, b: 250, opacity: lightOpacity),
          dark: Color(r: 28, g: 28, b: 30, opacity: darkOpacity))
  }
}



/// `containerRelativeFrame`: the view framed to a share of its container's size. The container
/// is taken to be the screen (SwiftUI uses the nearest scroll view or the window, which on a
/// phone is usually as wide).
struct ContainerRelativeFrame<Content: View>: PrimitiveView {
  let content: Content
  let axes: Axis.Set
  let count: Int
  let span: Int
  let spacing: CGFloat
  let alignment: Alignment

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    func length(_ total: CGFloat) -> CGFloat {
      let count = CGFloat(max(1, count)), span = CGFloat(min(max(1, span), max(1, self.count)))
      let cell = (total - spacing * (count - 1)) / count
      return max(0, cell * span + spacing * (span - 1))
    }
    let screen = environment.screenSize
    let framed = content.frame(width: axes.contains(.horizontal) ? length(screen.width) : nil,
                               height: axes.contains(.vertical) ? length(screen.height) : nil,
                               alignment: alignment)
    return resolve(framed, builder, environment)
  }
}

extension View {
  /// Frames the view to its container's size along `axes` (the screen's, here).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
    -> some View
  {
    ContainerRelativeFrame(content: self, axes: axes, count: 1, span: 1, spacing: 0,
                           alignment: alignment)
  }

  /// Frames the view to `span` of `count` equal parts of its container, `spacing` apart.
  public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1,
                                     spacing: CGFloat, alignment: Alignment = .center)
    -> some View
  {
    ContainerRelativeFrame(content: self, axes: axes, count: count, span: span,
                           spacing: spacing.isFinite ? spacing : 0, alignment: alignment)
  }
}
