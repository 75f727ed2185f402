// AnyShape: a shape of any type, drawn as the shape it wraps.

/// A type-erased shape: `AnyShape(isRound ? Circle() : Rectangle())`.
public struct AnyShape: Shape, @unchecked Sendable {
  let outline: @MainActor (CGRect) -> Path
  let sizing: @MainActor (ProposedViewSize) -> CGSize
  let kind: ShapeKind

  /// `shape`, type-erased.
  public init<S: Shape>(_ shape: S) {
    let box = UncheckedBox(shape)
    outline = { box.value.path(in: $0) }
    sizing = { box.value.sizeThatFits($0) }
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
