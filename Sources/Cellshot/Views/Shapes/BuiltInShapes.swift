public struct Rectangle: Shape {
  public init() {}
  public var shapeKind: ShapeKind { .rectangle }
}

/// How a rounded rectangle's corners curve: `.circular` (quarter circles) or `.continuous`
/// (Apple's smoother curve, which starts farther along the edges).
public enum RoundedCornerStyle: Sendable, Hashable { case circular, continuous }

public struct RoundedRectangle: Shape {
  /// The corners' size: their width along the top and bottom edges, their height along the
  /// sides (elliptical corners when the two differ).
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular) {
    self.cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }
  public init(cornerSize: CGSize, style: RoundedCornerStyle = .circular) {
    self.cornerSize = cornerSize
    self.style = style
  }
  /// The corners' radius (their width, for elliptical corners).
  public var cornerRadius: CGFloat {
    get { cornerSize.width }
    set { cornerSize = CGSize(width: newValue, height: newValue) }
  }
  public var shapeKind: ShapeKind {
    if cornerSize.width != cornerSize.height {
      // Elliptical corners: drawn from their path.
      let size = cornerSize
      return .custom(CustomShapePath(typeName: "RoundedRectangle") {
        Path(roundedRect: $0, cornerSize: size)
      })
    }
    return style == .continuous ? .continuousRoundedRectangle(Double(cornerRadius))
      : .roundedRectangle(CornerRadii(Double(cornerRadius)))
  }

  /// The corner size.
  public typealias AnimatableData = CGSize.AnimatableData
  nonisolated public var animatableData: AnimatableData {
    get { AnimatablePair(cornerSize.width, cornerSize.height) }
    set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
  }
}

/// The radius of each corner of a rectangle, named by leading and trailing edges.
public struct RectangleCornerRadii: Equatable, Animatable, Sendable {
  public var topLeading: CGFloat
  public var bottomLeading: CGFloat
  public var bottomTrailing: CGFloat
  public var topTrailing: CGFloat

  public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0,
              topTrailing: CGFloat = 0) {
    self.topLeading = topLeading
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
    self.topTrailing = topTrailing
  }

  public typealias AnimatableData = AnimatablePair<
    AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>
  >
  public var animatableData: AnimatableData {
    get {
      AnimatablePair(AnimatablePair(topLeading, bottomLeading),
                     AnimatablePair(bottomTrailing, topTrailing))
    }
    set {
      (topLeading, bottomLeading) = (newValue.first.first, newValue.first.second)
      (bottomTrailing, topTrailing) = (newValue.second.first, newValue.second.second)
    }
  }

  /// The radii as the rasterizer takes them (leading is left: a left-to-right layout).
  var raster: CornerRadii {
    CornerRadii(topLeft: Double(topLeading), topRight: Double(topTrailing),
                bottomRight: Double(bottomTrailing), bottomLeft: Double(bottomLeading))
  }
}

/// A rectangle with its own radius at each corner. Its corners are drawn circular whatever
/// `style` says.
public struct UnevenRoundedRectangle: Shape {
  public var cornerRadii: RectangleCornerRadii
  public var style: RoundedCornerStyle

  public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
    self.cornerRadii = cornerRadii
    self.style = style
  }

  public init(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
              bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
              style: RoundedCornerStyle = .continuous) {
    self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius,
                                                bottomLeading: bottomLeadingRadius,
                                                bottomTrailing: bottomTrailingRadius,
                                                topTrailing: topTrailingRadius),
              style: style)
  }

  /// The radii as the rasterizer takes them.
  public var radii: CornerRadii { cornerRadii.raster }
  public var shapeKind: ShapeKind { .roundedRectangle(radii) }

  public typealias AnimatableData = RectangleCornerRadii.AnimatableData
  nonisolated public var animatableData: AnimatableData {
    get { cornerRadii.animatableData }
    set { cornerRadii.animatableData = newValue }
  }
}

public struct Circle: Shape {
  public init() {}
  public var shapeKind: ShapeKind { .circle }
}

public struct Ellipse: Shape {
  public init() {}
  public var shapeKind: ShapeKind { .ellipse }
}

public struct Capsule: Shape {
  /// The corners' curve. Continuous corners as tight as a capsule's meet in Apple's circular
  /// ends (as a too-tight continuous rounded rectangle does), so both styles draw alike.
  public var style: RoundedCornerStyle
  public init(style: RoundedCornerStyle = .continuous) { self.style = style }
  public var shapeKind: ShapeKind { .capsule }
}

// The iOS 17 spellings of the built-in shapes (`.clipShape(.rect(cornerRadius: 12))`).
extension Shape where Self == Rectangle {
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .circular)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .circular)
    -> RoundedRectangle
  {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  public static func rect(topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
                          bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
                          style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(topLeadingRadius: topLeadingRadius,
                           bottomLeadingRadius: bottomLeadingRadius,
                           bottomTrailingRadius: bottomTrailingRadius,
                           topTrailingRadius: topTrailingRadius, style: style)
  }

  public static func rect(cornerRadii: RectangleCornerRadii,
                          style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }
}

extension Shape where Self == Circle {
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  public static var capsule: Capsule { Capsule() }
  public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Ellipse {
  public static var ellipse: Ellipse { Ellipse() }
}

// The built-in shapes inset as themselves made smaller.
extension Rectangle: InsettableShape {}
extension RoundedRectangle: InsettableShape {}
extension UnevenRoundedRectangle: InsettableShape {}
extension Circle: InsettableShape {}
extension Ellipse: InsettableShape {}
extension Capsule: InsettableShape {}
