// Shapes and colours take the size offered (10 points on an axis offered nothing); a circle
// is as wide as it is tall, the smaller of the two.

extension LayoutEngine {
  func sizeShape(_ shape: ShapeNode, _ p: ProposedViewSize) -> CGSize {
    let size = p.replacingUnspecifiedDimensions()
    if shape.shape == .circle {
      let d = min(size.width, size.height)
      return CGSize(width: d, height: d)
    }
    return size
  }
}
