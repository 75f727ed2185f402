// A style laid out in a rectangle (`.in(rect)`): a gradient's unit points and an elliptical
// gradient's radii are the rectangle's, in the coordinates of the shape it fills, not the
// shape's frame; a colour, which has no geometry, paints as itself.

/// A style laid out in `bounds` instead of the frame of what it paints.
public struct _AnchoredShapeStyle<S: ShapeStyle>: ShapeStyle {
  public var style: S
  public var bounds: CGRect

  public init(style: S, bounds: CGRect) {
    self.style = style
    self.bounds = bounds
  }
}

extension ShapeStyle {
  /// This style laid out in `rect`, in the coordinates of the shape it fills.
  public func `in`(_ rect: CGRect) -> some ShapeStyle {
    _AnchoredShapeStyle(style: self, bounds: rect)
  }
}

/// A style that paints in a rectangle of its own (`_AnchoredShapeStyle`).
protocol AnchoredStyle {
  var anchoredPaint: ShapeFill { get }
}

extension _AnchoredShapeStyle: AnchoredStyle {
  var anchoredPaint: ShapeFill {
    let rect = bounds.standardized
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite
    else { return style.shapePaint }
    switch style.shapePaint {
    case .gradient(let gradient): return .gradient(.anchored(gradient, rect))
    case .gradientStroke(let gradient, let width, let inside):
      return .gradientStroke(.anchored(gradient, rect), width: width, inside: inside)
    case let paint: return paint
    }
  }
}
