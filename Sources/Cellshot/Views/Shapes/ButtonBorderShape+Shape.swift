// A button's border shape drawn as a shape (iOS 17): `.clipShape(.buttonBorder)`. A circle, a
// capsule, or a rounded rectangle of the radius given; the automatic and the plain rounded
// rectangle take the radius a bordered button of regular size has here (7 points).

extension ButtonBorderShape: InsettableShape {
  public var shapeKind: ShapeKind {
    if isCircle { return .circle }
    guard let radius else { return .roundedRectangle(CornerRadii(7)) }
    return radius.isInfinite ? .capsule : .roundedRectangle(CornerRadii(Double(max(0, radius))))
  }

  /// The shape `amount` points inside its frame, its corners smaller by as much.
  public func inset(by amount: CGFloat) -> _Inset {
    _Inset(base: shapeKind, amount: amount.isFinite ? Double(amount) : 0)
  }

  public typealias AnimatableData = EmptyAnimatableData
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Shape where Self == ButtonBorderShape {
  /// The border shape of the buttons in force (its automatic value, as a shape).
  public static var buttonBorder: ButtonBorderShape { .automatic }
}
