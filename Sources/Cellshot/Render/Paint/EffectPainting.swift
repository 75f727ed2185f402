// Painting through effects: clips, opacity groups, scale and rotation, filters, masks and
// shadows. Each wraps its children's commands in a begin/end pair the display list plays
// back through a layer.

extension Painter {
  mutating func paintClipped(_ children: [NodeID], _ figure: Figure) {
    list.commands.append(.pushClip(figure))
    children.forEach { paint($0) }
    list.commands.append(.popClip)
  }

  /// Clipped to `shape` in `frame`: a custom shape to its path (`path(in:)` of the view's
  /// size, by the non-zero or the even-odd rule), as a fill of it covers pixels; a built-in
  /// shape to its figure.
  mutating func paintClipped(_ children: [NodeID], _ shape: ShapeKind, evenOdd: Bool,
                             _ frame: Rect, _ size: CGSize) {
    guard let custom = shape.customPath else {
      paintClipped(children, shape.scaled(by: k).figure(in: frame))
      return
    }
    var outline = customOutline(custom, frame, size)
    outline.evenOdd = evenOdd
    list.commands.append(.pushClipPath(outline))
    children.forEach { paint($0) }
    list.commands.append(.popClip)
  }

  /// A view drawn in a group of its own, or blended with what is beneath it by a mode.
  mutating func paintComposited(_ compositing: Compositing, _ children: [NodeID]) {
    let effect: DisplayList.LayerEffect
    switch compositing {
    case .group: effect = .group
    case .blend(let mode):
      guard mode != .normal else {
        children.forEach { paint($0) }
        return
      }
      effect = .blend(mode.compositeMode)
    }
    list.commands.append(.beginEffect(effect))
    children.forEach { paint($0) }
    list.commands.append(.endEffect)
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
    let begin = DisplayList.Command.beginEffect(.transform(transform.affine(in: frame)))
    let outer = reachable
    reachable = DisplayList.reach(of: begin, within: outer ?? list.pictureArea)
    list.commands.append(begin)
    children.forEach { paint($0) }
    list.commands.append(.endEffect)
    reachable = outer
  }

  mutating func paintFiltered(_ filter: DrawingFilter, _ children: [NodeID]) {
    list.commands.append(.beginEffect(.filter(pixelFilter(filter))))
    children.forEach { paint($0) }
    list.commands.append(.endEffect)
  }

  func pixelFilter(_ filter: DrawingFilter) -> PixelFilter {
    switch filter {
    case .blur(let radius): .blur(sigma: blurSigma(radius: radius, ".blur"))
    case .color(let colors): colors
    }
  }

  /// A view through the effects its geometry gave it when placed (`VisualEffectRule.swift`):
  /// its blend mode outermost, then its opacity, then its filters (the outermost first), then
  /// its transform, a map of points from its top-leading corner that is drawn in pixels about
  /// the same corner.
  mutating func paintVisualEffect(_ effect: VisualEffectNode, _ frame: Rect,
                                  _ children: [NodeID]) {
    if effect.opacity <= 0 { return }
    let blends = effect.blend != .normal
    if blends { list.commands.append(.beginEffect(.blend(effect.blend.compositeMode))) }
    var ends = 0
    if effect.opacity < 1 {
      list.commands.append(.beginLayer(opacity: effect.opacity))
    }
    for filter in effect.filters.reversed() {
      list.commands.append(.beginEffect(.filter(pixelFilter(filter))))
      ends += 1
    }
    let outer = reachable
    if let t = effect.transform, t != .identity {
      let (ox, oy) = (frame.minX, frame.minY)
      let (a, b, c, d) = (Double(t.a), Double(t.b), Double(t.c), Double(t.d))
      let map = AffineMap(a: a, b: b, c: c, d: d, tx: ox - (a * ox + c * oy) + k * Double(t.tx),
                          ty: oy - (b * ox + d * oy) + k * Double(t.ty))
      let begin = DisplayList.Command.beginEffect(.transform(map))
      reachable = DisplayList.reach(of: begin, within: outer ?? list.pictureArea)
      list.commands.append(begin)
      ends += 1
    }
    children.forEach { paint($0) }
    reachable = outer
    for _ in 0..<ends { list.commands.append(.endEffect) }
    if effect.opacity < 1 { list.commands.append(.endLayer) }
    if blends { list.commands.append(.endEffect) }
  }

  /// The standard deviation in pixels of the blur a shadow or `.blur` of `radius` points asks
  /// for (a Gaussian of half the radius), no larger than the picture needs: its reach (three
  /// standard deviations) at most half the picture's larger side. A larger radius (a blur that
  /// would only fade the view to nothing, at a cost in memory that grows with its square) is
  /// drawn at that one, with a warning.
  func blurSigma(radius: Double, _ what: String) -> Double {
    let sigma = radius * k / 2
    let limit = Double(max(list.width, list.height)) / 6
    guard sigma > limit else { return sigma }
    engine.warnOnce("\(what)(radius: \(fmtPoints(CGFloat(radius)))) blurs further than the "
                    + "picture shows; it is drawn with radius \(fmtPoints(CGFloat(limit * 2 / k)))")
    return limit
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
  mutating func paintShadow(_ color: Raster.Color, radius: CGFloat, x: CGFloat, y: CGFloat,
                            _ children: [NodeID]) {
    list.commands.append(.beginShadow(color: color, sigma: blurSigma(radius: Double(radius), ".shadow"),
                                      dx: Double(x) * k, dy: Double(y) * k))
    children.forEach { paint($0) }
    list.commands.append(.endShadow)
  }
}
