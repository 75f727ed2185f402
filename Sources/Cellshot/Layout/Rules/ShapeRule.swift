// Shapes and colours take the size offered (10 points on an axis offered nothing); a circle
// is as wide as it is tall: the one side offered, or the smaller of the two. A shape of the
// app's own takes the size its `sizeThatFits(_:)` gives.

extension LayoutEngine {
  func sizeShape(_ shape: ShapeNode, _ p: ProposedViewSize) -> CGSize {
    // A shape of the app's own answers for itself (`Shape.sizeThatFits(_:)`).
    if let sizing = shape.shape.customPath?.sizing {
      let size = sizing(p)
      return CGSize(width: cleanLength(size.width), height: cleanLength(size.height))
    }
    // A circle is a square: of the one side proposed (`Circle().frame(width: 60)` in a scroll
    // view is 60 across, as on the iPhone), else of the shorter; trimmed, it is still one.
    if shape.shape.isCircle {
      switch (p.width, p.height) {
      case (let w?, nil): return CGSize(width: w, height: w)
      case (nil, let h?): return CGSize(width: h, height: h)
      default:
        let size = p.replacingUnspecifiedDimensions()
        let d = min(size.width, size.height)
        return CGSize(width: d, height: d)
      }
    }
    return p.replacingUnspecifiedDimensions()
  }
}

extension ShapeKind {
  /// A circle, or part of one (`Circle().trim(from: 0, to: 0.87)`).
  var isCircle: Bool {
    switch self {
    case .circle: return true
    case .trimmed(let base, _, _), .stroked(let base, _): return base.isCircle
    default: return false
    }
  }
}
