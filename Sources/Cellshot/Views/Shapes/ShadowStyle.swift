// Shadows as part of a style (`.fill(.blue.shadow(.drop(radius: 4)))`): a drop shadow under a
// shape filled with the style is drawn as `.shadow(color:radius:x:y:)` draws one, blurred by
// the same rule; an inner shadow is accepted and not drawn yet (docs/porting.md).

/// A shadow a style casts: a drop shadow under what it paints, or an inner one within it.
public struct ShadowStyle: Equatable, Sendable {
  /// Whether the shadow falls outside the painted shape (drop) or inside it (inner).
  enum Kind: Equatable, Sendable { case drop, inner }

  let kind: Kind
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  /// A shadow under the painted shape: its outline blurred by `radius` points, tinted `color`
  /// (black at 33 % in linear sRGB by default, as SwiftUI's), moved by x, y.
  public static func drop(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33),
                          radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(kind: .drop, color: color, radius: cleanLength(radius),
                x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
  }

  /// A shadow inside the painted shape, along its edges (black at 55 % by default). Accepted;
  /// the shape is filled without it.
  public static func inner(color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55),
                           radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
    ShadowStyle(kind: .inner, color: color, radius: cleanLength(radius),
                x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
  }
}

/// A style painting as `base` does, with a shadow.
struct ShadowedStyle: ShapeStyle {
  let base: any ShapeStyle
  let shadow: ShadowStyle
}

extension ShapeStyle {
  /// This style casting `style`'s shadow where it fills a shape.
  public func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    ShadowedStyle(base: self, shadow: style)
  }

  /// The drop shadow this style casts, if it casts one (the outermost, as SwiftUI draws one).
  var dropShadow: ShadowStyle? {
    switch self {
    case let style as ShadowedStyle:
      return style.shadow.kind == .drop ? style.shadow : style.base.dropShadow
    case let style as AnyShapeStyle: return style.base.dropShadow
    default: return nil
    }
  }
}

extension ShapeStyle where Self == AnyShapeStyle {
  /// The foreground style casting `style`'s shadow.
  public static func shadow(_ style: ShadowStyle) -> some ShapeStyle {
    ForegroundStyle().shadow(style)
  }
}
