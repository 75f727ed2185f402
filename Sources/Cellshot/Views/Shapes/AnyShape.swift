// AnyShape: a shape of any type, drawn as the shape it wraps.

/// A type-erased shape: `AnyShape(isRound ? Circle() : Rectangle())`.
public struct AnyShape: Shape {
  let outline: @Sendable (CGRect) -> Path
  let sizing: @Sendable (ProposedViewSize) -> CGSize
  let kind: ShapeKind

  /// `shape`, type-erased.
  public init<S: Shape>(_ shape: S) {
    outline = { shape.path(in: $0) }
    sizing = { shape.sizeThatFits($0) }
    kind = shape.shapeKind
  }

  public func path(in rect: CGRect) -> Path { outline(rect) }
  public var shapeKind: ShapeKind { kind }

  /// The wrapped shape's animatable data, erased: none a picture reads.
  public typealias AnimatableData = _AnyAnimatableData
  nonisolated public var animatableData: _AnyAnimatableData {
    get { _AnyAnimatableData() }
    set {}
  }
}
