// Painting through effects: clips, opacity groups, scale and rotation, filters, masks and
// shadows. Each wraps its children's commands in a begin/end pair the display list plays
// back through a layer.

extension Painter {
  mutating func paintClipped(_ children: [NodeID], _ figure: Figure) {
    list.commands.append(.pushClip(figure))
    children.forEach { paint($0) }
    list.commands.append(.popClip)
  }

  mutating func paintOpacity(_ opacity: Double, _ children: [NodeID]) {
    if opacity <= 0 { return }
    if opacity >= 1 {
      children.forEach { paint($0) }
      return
    }
    list.commands.append(.beginLayer(opacity: opacity))
    children.forEach { paint($0) }
    list.commands.append(.endLayer)
  }

  mutating func paintTransformed(_ transform: DrawingTransform, _ frame: Rect,
                                 _ children: [NodeID]) {
    if transform.isIdentity {
      children.forEach { paint($0) }
      return
    }
    list.commands.append(.beginEffect(.transform(transform.affine(in: frame))))
    children.forEach { paint($0) }
    list.commands.append(.endEffect)
  }

  mutating func paintFiltered(_ filter: DrawingFilter, _ children: [NodeID]) {
    list.commands.append(.beginEffect(.filter(filter.pixelFilter(scale: k))))
    children.forEach { paint($0) }
    list.commands.append(.endEffect)
  }

  /// The first child, shown where the others (the mask) have ink.
  mutating func paintMasked(_ children: [NodeID]) {
    guard let primary = children.first else { return }
    list.commands.append(.beginEffect(.mask))
    paint(primary)
    list.commands.append(.beginMaskShape)
    children.dropFirst().forEach { paint($0) }
    list.commands.append(.endEffect)
  }

  /// The radius is the blur's: a Gaussian of half of it, as Core Animation's shadows are.
  mutating func paintShadow(_ color: Color.Resolved, radius: CGFloat, x: CGFloat, y: CGFloat,
                            _ children: [NodeID]) {
    list.commands.append(.beginShadow(color: color, sigma: Double(radius) * k / 2,
                                      dx: Double(x) * k, dy: Double(y) * k))
    children.forEach { paint($0) }
    list.commands.append(.endShadow)
  }
}
