// A shape already filled or stroked, painted again (iOS 17): `Circle().fill(.blue)
// .stroke(.white, lineWidth: 2)` draws the stroke over the fill, in the same frame, as SwiftUI's
// `ShapeView` does; `.strokeBorder` strokes inside it.

/// A view that draws a shape: a filled or stroked shape, which can be filled or stroked again.
public protocol ShapeView<Content>: View {
  associatedtype Content: Shape
  /// The shape the view draws.
  var shape: Content { get }
}

extension _ShapeView: ShapeView {
  public var shape: _ShapeKindShape { _ShapeKindShape(kind: kind) }
}

extension ShapeView {
  /// The shape filled again with `content`, over what the view draws.
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
    -> some View
  {
    overlay(shape.fill(content), alignment: .center)
  }

  /// The shape's outline stroked over what the view draws.
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    overlay(shape.stroke(content, style: style), alignment: .center)
  }

  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1,
                                    antialiased: Bool = true) -> some View {
    overlay(shape.stroke(content, lineWidth: lineWidth), alignment: .center)
  }
}

extension ShapeView where Content: InsettableShape {
  /// The outline stroked inside the shape, over what the view draws.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle,
                                          antialiased: Bool = true) -> some View {
    overlay(shape.strokeBorder(content, style: style), alignment: .center)
  }

  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1,
                                          antialiased: Bool = true) -> some View {
    overlay(shape.strokeBorder(content, lineWidth: lineWidth), alignment: .center)
  }
}
