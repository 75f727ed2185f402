// A shape already filled or stroked, painted again (iOS 17): `Circle().fill(.blue)
// .stroke(.white, lineWidth: 2)` draws the stroke over the fill, in the same frame, as SwiftUI's
// `ShapeView` does; `.strokeBorder` strokes inside it. `StrokeShapeView`, `StrokeBorderShapeView`
// and `FillShapeView` are those paints, each over its background (the view painted before, or
// nothing); a line is anti-aliased whatever `isAntialiased` says.

/// A view that draws a shape: a filled or stroked shape, which can be filled or stroked again.
public protocol ShapeView<Content>: View {
  associatedtype Content: Shape
  /// The shape the view draws.
  var shape: Content { get }
}

extension _PaintedShape: ShapeView {
  public var shape: _ShapeKindShape { _ShapeKindShape(kind: kind) }
}

/// `shape` stroked with `style` along its outline, over `background`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView,
  PrimitiveView
{
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background

  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
              background: Background) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let line = _PaintedShape(kind: shape.shapeKind, paint: style.shapePaint.asStroke(
      width: strokeStyle.lineWidth, inside: false)).styled(strokeStyle)
    return paintedOver(background, line, builder, environment)
  }
}

/// `shape` stroked with `style` inside its outline, over `background`.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle,
                                    Background: View>: ShapeView, PrimitiveView {
  public var shape: Content
  public var style: Style
  public var strokeStyle: StrokeStyle
  public var isAntialiased: Bool
  public var background: Background

  public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
              background: Background) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let line = shape.insetStroke(style.shapePaint, lineWidth: strokeStyle.lineWidth)
      .styled(strokeStyle)
    return paintedOver(background, line, builder, environment)
  }
}

/// `shape` filled with `style`, over `background`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView,
  PrimitiveView
{
  public var shape: Content
  public var style: Style
  /// The fill rule; Cellshot fills by the non-zero rule (see `FillStyle`).
  public var fillStyle: FillStyle
  public var background: Background

  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    paintedOver(background, shape.fill(style).painted, builder, environment)
  }
}

/// The shape's paint alone when there is no background, else laid over the background in its
/// frame, centred.
@MainActor private func paintedOver<Background: View>(
  _ background: Background, _ paint: _PaintedShape, _ builder: NodeBuilder,
  _ environment: EnvironmentValues
) -> [NodeID] {
  if Background.self == EmptyView.self { return paint._makeNodes(builder, environment) }
  return resolve(background.overlay(paint, alignment: .center), builder, environment)
}

extension ShapeView {
  /// The shape filled again with `content`, over what the view draws.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> FillShapeView<Content, S, Self>
  {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// The shape's outline stroked over what the view draws.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> StrokeShapeView<Content, S, Self>
  {
    StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
                    background: self)
  }

  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                    antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Content: InsettableShape {
  /// The outline stroked inside the shape, over what the view draws.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                          antialiased: Bool = true)
    -> StrokeBorderShapeView<Content, S, Self>
  {
    StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style,
                          isAntialiased: antialiased, background: self)
  }

  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                          antialiased: Bool = true)
    -> StrokeBorderShapeView<Content, S, Self>
  {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}
