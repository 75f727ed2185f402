/// What fills a shape or colours a view, as SwiftUI's `ShapeStyle`: a colour, a gradient or a
/// material. It lets a generic `fill`, `foregroundStyle` or `background` take
/// `.blue.gradient` or `.red` alike.
public protocol ShapeStyle {
  /// The concrete style this one is in an environment: `Color.Resolved` for a colour; `Never`
  /// for a style only the place it paints can resolve (gradients, materials, `.foreground`).
  associatedtype Resolved: ShapeStyle = Never

  /// This style in `environment`.
  func resolve(in environment: EnvironmentValues) -> Resolved
}

extension ShapeStyle where Resolved == Never {
  /// A style whose `Resolved` is `Never` cannot be resolved: calling this traps, as on iOS.
  public func resolve(in environment: EnvironmentValues) -> Never {
    preconditionFailure("\(Self.self) has no resolved form (its Resolved is Never)")
  }
}

extension Color: ShapeStyle {}

/// A resolved colour paints as itself.
extension Color.Resolved: ShapeStyle {
  public typealias Resolved = Never
}

/// The rasterizer's colour paints as itself too.
extension Raster.Color: ShapeStyle {
  public typealias Resolved = Never
}

// A gradient resolves to nothing of its own (SwiftUI's `Resolved` is `Never` for them).
extension AnyGradient: ShapeStyle { public typealias Resolved = Never }

extension LinearGradient: ShapeStyle { public typealias Resolved = Never }

extension RadialGradient: ShapeStyle { public typealias Resolved = Never }

extension EllipticalGradient: ShapeStyle { public typealias Resolved = Never }

extension AngularGradient: ShapeStyle { public typealias Resolved = Never }

/// A Gradient as a style draws as `AnyGradient(gradient)` does: from top to bottom.
extension Gradient: ShapeStyle { public typealias Resolved = Never }

extension Material: ShapeStyle {}

// The colours, as members of ShapeStyle, for `.fill(.blue.gradient)` in generic places.
extension ShapeStyle where Self == Color {
  public static var red: Color { Color.red }
  public static var orange: Color { Color.orange }
  public static var yellow: Color { Color.yellow }
  public static var green: Color { Color.green }
  public static var mint: Color { Color.mint }
  public static var teal: Color { Color.teal }
  public static var cyan: Color { Color.cyan }
  public static var blue: Color { Color.blue }
  public static var indigo: Color { Color.indigo }
  public static var purple: Color { Color.purple }
  public static var pink: Color { Color.pink }
  public static var brown: Color { Color.brown }
  public static var gray: Color { Color.gray }
  public static var black: Color { Color.black }
  public static var white: Color { Color.white }
  public static var clear: Color { Color.clear }
  public static var accentColor: Color { Color.accentColor }
}

extension ShapeStyle where Self == Material {
  public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
  public static var thinMaterial: Material { Material.thinMaterial }
  public static var regularMaterial: Material { Material.regularMaterial }
  public static var thickMaterial: Material { Material.thickMaterial }
  public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
  public static var bar: Material { Material.bar }
}

extension Material {
  public static let ultraThin = Material.ultraThinMaterial
  public static let thin = Material.thinMaterial
  public static let regular = Material.regularMaterial
  public static let thick = Material.thickMaterial
  public static let ultraThick = Material.ultraThickMaterial
}

extension ShapeStyle {
  /// How a shape is painted with this style.
  var shapePaint: ShapeFill {
    switch self {
    case let color as Color: return .fill(color)
    case let color as Color.Resolved: return .fill(Color(color))
    case let color as Raster.Color: return .fill(Color(color))
    case let color as Color.ResolvedHDR: return .fill(Color(color))
    case let gradient as AnyGradient: return .gradient(gradient.style)
    case let gradient as LinearGradient: return .gradient(gradient.style)
    case let gradient as RadialGradient: return .gradient(gradient.style)
    case let gradient as EllipticalGradient: return .gradient(gradient.style)
    case let gradient as AngularGradient: return .gradient(gradient.style)
    case let gradient as Gradient: return .gradient(AnyGradient(gradient).style)
    case let mesh as MeshGradient: return .gradient(.mesh(mesh))
    // A Metal shader cannot run here: the shape is not filled (docs/porting.md).
    case is Shader: return .fill(.clear)
    case let material as Material: return .fill(material.color)
    case is ForegroundStyle: return .foreground
    case is BackgroundStyle: return .background(opacity: 1, stroke: nil)
    case let style as AnyShapeStyle: return style.base.shapePaint
    case let style as OpacityStyle: return style.base.shapePaint.withOpacity(style.opacity)
    case let style as ShadowedStyle: return style.base.shapePaint
    case let style as AnchoredStyle: return style.anchoredPaint
    case let style as SemanticShapeStyle: return .fill(style.color)
    default: return .fill(.primary)
    }
  }

  /// The one colour standing for this style where only a colour can be drawn (text): a
  /// gradient's base colour or its first stop, a material's tint.
  var representativeColor: Color {
    switch self {
    case let color as Color: return color
    case let color as Color.Resolved: return Color(color)
    case let color as Raster.Color: return Color(color)
    case let color as Color.ResolvedHDR: return Color(color)
    case let gradient as AnyGradient: return gradient.base
    case let material as Material: return material.color
    case let style as AnyShapeStyle: return style.base.representativeColor
    case let style as OpacityStyle: return style.base.representativeColor.opacity(style.opacity)
    case let style as ShadowedStyle: return style.base.representativeColor
    case let style as SemanticShapeStyle: return style.color
    default:
      if case .gradient(let style) = shapePaint, let first = style.firstColor { return first }
      return .primary
    }
  }
}

extension ShapeStyle {
  /// The style as a view filling its frame: a colour or a gradient as itself, a material as its
  /// colour.
  @MainActor var fillView: AnyView {
    switch self {
    case let color as Color: return AnyView(color)
    case let material as Material: return AnyView(material.color)
    case let gradient as LinearGradient: return AnyView(gradient)
    case let gradient as RadialGradient: return AnyView(gradient)
    case let gradient as EllipticalGradient: return AnyView(gradient)
    case let gradient as AngularGradient: return AnyView(gradient)
    default: return AnyView(Rectangle().fill(self))
    }
  }
}

extension Shape {
  /// Fills the shape with a colour, a gradient or a material, and the style's drop shadow
  /// under it.
  @preconcurrency @MainActor
  public func fill<S: ShapeStyle>(_ style: S) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: style,
               painted: _PaintedShape(kind: shapeKind, paint: style.shapePaint,
                                      shadow: style.dropShadow, imagePaint: style.imagePaint))
  }

  /// Fills the shape with the foreground style (what a shape does when told nothing).
  @preconcurrency @MainActor
  public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
    _ShapeView(shape: self, style: .foreground, painted: _PaintedShape(kind: shapeKind, paint: nil))
  }

  /// Fills with `content`; the fill rule is non-zero whatever `style` says.
  @preconcurrency @MainActor
  public func fill<S: ShapeStyle>(_ content: S, style: FillStyle) -> _ShapeView<Self, S> {
    fill(content)
  }

  /// Strokes the outline with a colour or a gradient (the gradient laid over the shape's
  /// frame, as SwiftUI lays it).
  @preconcurrency @MainActor
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                    antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView>
  {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  @preconcurrency @MainActor
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Self, S, EmptyView>
  {
    StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
                    background: EmptyView())
  }

  /// Strokes the outline inside the frame with a colour or a gradient.
  @preconcurrency @MainActor
  public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _PaintedShape {
    _PaintedShape(kind: shapeKind, paint: content.shapePaint.asStroke(width: lineWidth, inside: true))
  }

  @preconcurrency @MainActor
  public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _PaintedShape {
    strokeBorder(content, lineWidth: style.lineWidth).styled(style)
  }
}

/// How a path is filled: Cellshot fills by the non-zero rule, anti-aliased, whatever is asked.
public struct FillStyle: Sendable, Hashable {
  public var isEOFilled: Bool
  public var isAntialiased: Bool

  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

extension View {
  /// Colours text and shapes with `style`; text takes one colour (a gradient's first).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    foregroundColor(style.representativeColor)
  }

  /// The primary style for text and shapes; the secondary one colours a palette symbol's
  /// second layer (`.symbolRenderingMode(.palette)`).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
    -> some View
  {
    EnvironmentModifier(content: foregroundStyle(primary)) {
      $0.symbolPalette = [primary.representativeColor, secondary.representativeColor]
    }
  }

  /// As with two styles; a palette symbol's third layer is drawn in the second style (the
  /// composed symbols have two layers).
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    EnvironmentModifier(content: foregroundStyle(primary)) {
      $0.symbolPalette = [primary.representativeColor, secondary.representativeColor,
                          tertiary.representativeColor]
    }
  }

  /// A colour, gradient or material behind the view, filling its frame and, where the frame
  /// reaches the safe area's edges, the safe area beyond them too (as iOS 15 draws a style).
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    background(IgnoresSafeArea(content: style.fillView, edges: edges, keepsStyleFrame: true),
               alignment: .center)
  }

  /// A style in a shape behind the view. (The fill style's even-odd rule changes nothing for
  /// the shapes SwiftUI offers, which do not cross themselves.)
  public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                                  fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(shape.fill(style), alignment: .center)
  }
  public func background<S: ShapeStyle, T: InsettableShape>(_ style: S, in shape: T,
                                                            fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(shape.fill(style), alignment: .center)
  }

  /// The environment's background style (`.background`: the system background) in a shape
  /// behind the view.
  public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }
  public func background<S: InsettableShape>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
  }

  /// The environment's background style behind the view, reaching into the safe area.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
  }

  /// A colour, gradient or material in front of the view, filling its frame (and the safe
  /// area beyond it where the frame reaches it, as `background(_:)`).
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    overlay(IgnoresSafeArea(content: style.fillView, edges: edges, keepsStyleFrame: true),
            alignment: .center)
  }

  /// A colour, gradient or material in front of the view, in a shape.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T,
                                               fillStyle: FillStyle = FillStyle()) -> some View {
    overlay(shape.fill(style), alignment: .center)
  }
}

// `Never` is a style only so that a style's `Resolved` can say it has none.
extension Never: ShapeStyle { public typealias Resolved = Never }
