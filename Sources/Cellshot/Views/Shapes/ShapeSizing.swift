// The sizes shapes take and the sizes they are drawn at: a circle's view is a square
// (`Circle.sizeThatFits`), and `.size(_:)` draws a shape's outline at a size of its own, from
// the top-leading corner of its frame (or at an anchor of it, iOS 18), whatever size its view
// takes.

extension Circle {
  /// A square: of the one side proposed, else of the shorter of the two (10 points for a side
  /// not proposed).
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    switch (proposal.width, proposal.height) {
    case (let w?, nil): return CGSize(width: w, height: w)
    case (nil, let h?): return CGSize(width: h, height: h)
    default:
      let size = proposal.replacingUnspecifiedDimensions()
      let side = min(size.width, size.height)
      return CGSize(width: side, height: side)
    }
  }
}

extension AnyShape {
  /// The wrapped shape's size for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }
}

extension Shape {
  /// The shape drawn at `size`, from the top-leading corner of its frame; its view takes the
  /// size it is offered, as before.
  public func size(_ size: CGSize) -> some Shape {
    _SizedShape(shape: self, size: size, anchor: .topLeading)
  }

  public func size(width: CGFloat, height: CGFloat) -> some Shape {
    size(CGSize(width: width, height: height))
  }

  /// The shape drawn at `size`, its `anchor` at the same point of its frame.
  public func size(_ size: CGSize, anchor: UnitPoint) -> some Shape {
    _SizedShape(shape: self, size: size, anchor: anchor)
  }

  public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> some Shape {
    size(CGSize(width: width, height: height), anchor: anchor)
  }
}

/// A shape drawn at a size of its own in its frame (`.size(_:)`).
public struct _SizedShape<S: Shape>: Shape {
  var shape: S
  var size: CGSize
  var anchor: UnitPoint

  public func path(in rect: CGRect) -> Path {
    let origin = CGPoint(x: rect.minX + (rect.width - size.width) * anchor.x,
                         y: rect.minY + (rect.height - size.height) * anchor.y)
    return shape.path(in: CGRect(origin: origin, size: size))
  }

  public typealias AnimatableData = EmptyAnimatableData
  nonisolated public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}
