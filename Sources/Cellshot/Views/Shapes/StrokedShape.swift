// A shape's stroke as a shape (`Circle().stroke(lineWidth: 4)`, `.stroke(style:)`): its path is
// the area the line covers (`Path.strokedPath`). Rule: painted in any way that fills it (as a
// view, `.fill`, `.foregroundStyle`), it draws as the base shape stroked with the style, in the
// paint, exactly as a stroke is drawn; moved, turned or scaled (`.scale(0.8)`), the base's
// outline is, and the line scales with it. Stroked again, or used as a clip, it is its path.

/// A shape's stroke, as a shape: the base shape and the line's style.
public struct _StrokedShape<S: Shape>: Shape {
  // Nonisolated: a shape's animatable data is read and written outside the main actor.
  nonisolated(unsafe) public var shape: S
  public var style: StrokeStyle

  public init(shape: S, style: StrokeStyle) {
    self.shape = shape
    self.style = style
  }

  public var shapeKind: ShapeKind { .stroked(shape.shapeKind, style) }

  /// The area the line covers, as a path to fill.
  public func path(in rect: CGRect) -> Path { shape.path(in: rect).strokedPath(style) }

  public static var role: ShapeRole { .stroke }
  public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }

  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    shape.sizeThatFits(proposal)
  }

  public typealias AnimatableData = S.AnimatableData
  nonisolated public var animatableData: S.AnimatableData {
    get { shape.animatableData }
    set { shape.animatableData = newValue }
  }
}

extension Shape {
  /// The outline's stroke with `style`'s width, caps, joins and dashes, as a shape: drawn, it
  /// is the line in the foreground style (or in the style it is filled with).
  public func stroke(style: StrokeStyle) -> some Shape {
    _StrokedShape(shape: self, style: style)
  }

  /// The outline's stroke `lineWidth` points wide, centred on it, as a shape.
  public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    stroke(style: StrokeStyle(lineWidth: lineWidth))
  }

  /// The kind a shape of the app's own has: drawn from `path(in:)`.
  var customKind: ShapeKind {
    let custom = CustomShapePath(typeName: "\(Self.self)", behavior: layoutDirectionBehavior) {
      self.path(in: $0)
    }
    custom.sizing = { proposal in self.sizeThatFits(proposal) }
    return .custom(custom)
  }

  /// The kind of this shape (a moved, turned or scaled one, whose path is `mapped`'s): a
  /// stroke's base mapped, its line `lineScale` times as wide, so it still draws as a stroke;
  /// any other shape drawn from its path.
  func mappedKind<T: Shape>(_ inner: ShapeKind, lineScale: CGFloat,
                            _ mapped: (_ShapeKindShape) -> T) -> ShapeKind {
    guard case .stroked(let base, var style) = inner else { return customKind }
    style.lineWidth *= lineScale
    return .stroked(mapped(_ShapeKindShape(kind: base)).shapeKind, style)
  }
}

extension _PaintedShape {
  /// The view as drawn when its shape is a stroke (`.stroked`): a paint that fills becomes
  /// the base's stroke in it, with the style's caps, joins and dashes; a stroke of a stroke,
  /// and an image paint, use the stroke's outline. Any other view is itself.
  func strokeResolved() -> _PaintedShape {
    guard case .stroked(let base, let style) = kind else { return self }
    var view = self
    switch paint {
    case nil, .fill?, .gradient?, .foreground?:
      guard imagePaint == nil else { break }
      let fill = paint ?? .foreground
      view = _PaintedShape(kind: base, paint: fill.asStroke(width: style.lineWidth, inside: false),
                        shadow: shadow).styled(style)
      return view
    default: break
    }
    if let custom = kind.customPath { view.kind = .custom(custom) }
    return view
  }
}
