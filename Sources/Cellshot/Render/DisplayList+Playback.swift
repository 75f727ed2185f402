// Playing a display list back into a canvas, through Raster's public API: shapes, text and
// pictures draw straight in; a layer (opacity, shadow, transform, filter, mask) collects what
// it wraps in a canvas of its own, then composites it.

extension DisplayList {
  /// Draws every command into `canvas`.
  public func draw(into canvas: inout Raster.Canvas) throws(RasterError) {
    try draw(into: &canvas, from: 0, opaque: nil)
  }

  /// What a layer in progress does with its content when it ends.
  private enum Layer {
    case opacity(Double)
    case shadow(Raster.Color, sigma: Double, dx: Double, dy: Double)
    case transform(AffineMap)
    case filter(PixelFilter)
    case blend(CompositeMode)
    /// A mask effect: its content, once the mask has begun; `cut` when the mask cuts out.
    case mask(content: PixelBuffer?, cut: Bool)
  }

  /// Draws the commands from index `first` into `canvas`; `opaque`, when given, says for
  /// each command whether it is an opaque picture, so that its pixels are not scanned again.
  func draw(into canvas: inout Raster.Canvas, from first: Int, opaque: [Bool]?) throws(RasterError) {
    var layers: [(Raster.Canvas, Layer)] = []
    // Each layer is a canvas of the pixels its content can reach, not of the whole picture.
    let areas = commands.contains(where: \.beginsLayer) ? layerAreas() : [:]
    for (index, command) in commands.enumerated().dropFirst(first) {
      switch command {
      case .beginLayer(let opacity):
        layers.append((canvas, .opacity(opacity)))
        canvas = try Raster.Canvas(covering: areas[index] ?? pictureArea)
      case .beginShadow(let color, let sigma, let dx, let dy):
        layers.append((canvas, .shadow(color, sigma: sigma, dx: dx, dy: dy)))
        canvas = try Raster.Canvas(covering: areas[index] ?? pictureArea)
      case .beginEffect(let effect):
        layers.append((canvas, Self.layer(for: effect)))
        canvas = try Raster.Canvas(covering: areas[index] ?? pictureArea)
      case .beginMaskShape:
        guard let (outer, kind) = layers.last, case .mask(content: .none, let cut) = kind
        else { continue }
        layers[layers.count - 1] = (outer, .mask(content: canvas.buffer, cut: cut))
        canvas = try Raster.Canvas(covering: canvas.area)
      case .endLayer, .endShadow, .endEffect:
        guard let (outer, kind) = layers.popLast() else { continue }
        let layer = canvas.buffer, area = canvas.area
        // Each buffer is held once from here (no copy when the layer is filtered in place or
        // the outer canvas drawn on).
        canvas = consume outer
        try composite(consume layer, at: area, kind, into: &canvas)
      default:
        drawDirectly(command, into: &canvas, isOpaque: opaque?[index])
      }
    }
  }

  private static func layer(for effect: LayerEffect) -> Layer {
    switch effect {
    case .transform(let transform): return .transform(transform)
    case .mask: return .mask(content: nil, cut: false)
    case .cutOut: return .mask(content: nil, cut: true)
    case .filter(let filter): return .filter(filter)
    case .group: return .opacity(1)
    case .blend(let mode): return .blend(mode)
    }
  }

  /// Draws a command that needs no layer.
  private func drawDirectly(_ command: Command, into canvas: inout Raster.Canvas, isOpaque: Bool?) {
    switch command {
    case .fill(let figure, let color): canvas.fill(figure, with: color)
    case .path(let path, let color, _): canvas.fill(path, with: color)
    case .gradient(let figure, let paint): canvas.fill(figure, gradient: paint)
    case .pathGradient(let outline, let paint): canvas.fill(outline, gradient: paint)
    case .stroke(let figure, let width, let color, let placement):
      canvas.stroke(figure, width: width, with: color, placement: placement)
    case .line(let from, let to, let width, let color):
      canvas.drawLine(from: from, to: to, width: width, cap: .round, with: color)
    case .text(let layout, let x, let y, let width, let color):
      layout.draw(into: &canvas, x: x, y: y, blockWidth: width, color: color)
    case .image(let buffer, let rect, _):
      if let isOpaque {
        canvas.drawImage(buffer, in: rect, isOpaque: isOpaque)
      } else {
        canvas.drawImage(buffer, in: rect)
      }
    case .pushClip(let figure): canvas.pushClip(figure)
    case .pushClipPath(let outline): canvas.pushClip(outline)
    case .popClip: canvas.popClip()
    case .beginLayer, .endLayer, .beginShadow, .endShadow, .beginEffect, .beginMaskShape,
         .endEffect:
      break
    }
  }

  /// Composites a finished layer, which holds the picture's pixels `area`. Only the part of it
  /// with ink (its `inkBounds`, outside which every pixel is transparent and would blend as
  /// nothing) is composited, filtered or masked; the pixels come out as they would from a
  /// layer the size of the picture.
  private func composite(_ layer: consuming PixelBuffer, at area: IntRect, _ kind: Layer,
                         into canvas: inout Raster.Canvas) throws(RasterError) {
    if case .mask(let content, let cut) = kind {
      // No mask begun: nothing shows, as a mask of nothing hides everything. The content and
      // its mask (`layer`) are canvases of the same area.
      guard let content, let local = content.inkBounds else { return }
      let shown = IntRect(x: local.x + area.x, y: local.y + area.y, width: local.width,
                          height: local.height)
      let mask = try layer.cropped(to: local)
      canvas.drawImage(try content.cropped(to: local).masked(by: cut ? mask.alphaInverted() : mask),
                       in: Rect(shown))
      return
    }
    guard let local = layer.inkBounds else { return }
    let ink = IntRect(x: local.x + area.x, y: local.y + area.y, width: local.width,
                      height: local.height)
    switch kind {
    case .opacity(let opacity):
      canvas.drawImage(try layer.cropped(to: local), in: Rect(ink), opacity: opacity)
    case .shadow(let color, let sigma, let dx, let dy):
      // The shadow of the inked part, read in place; then the layer over it, whole (its
      // pixels outside the ink are clear, and blend as nothing).
      try canvas.drawShadow(of: layer, part: local, x: ink.x, y: ink.y, sigma: sigma,
                            color: color, dx: dx, dy: dy)
      canvas.drawImage(layer, in: Rect(area))
    case .transform(let transform):
      try drawTransformed(layer, at: area, transform, into: &canvas)
    case .blend(let mode):
      canvas.composite(layer, at: area, mode: mode)
    case .filter(let filter):
      // A blur spreads ink: the part filtered keeps twice its reach of empty pixels around
      // the ink, so that what the blur computes inside it is what it computes on the whole
      // picture. It is filtered in place (a blur reads the pixels around the part as clear),
      // and copied out only when it is not the whole layer.
      let reach = filter.reach * 2
      let spread = IntRect(x: ink.x - reach, y: ink.y - reach, width: ink.width + 2 * reach,
                           height: ink.height + 2 * reach).intersection(canvas.area)
      let crop = IntRect(x: spread.x - area.x, y: spread.y - area.y, width: spread.width,
                         height: spread.height)
      layer.filter(filter, in: crop)
      if crop == IntRect(x: 0, y: 0, width: layer.width, height: layer.height) {
        canvas.drawImage(layer, in: Rect(spread))
      } else {
        canvas.drawImage(try layer.cropped(to: crop), in: Rect(spread))
      }
    case .mask:
      break
    }
  }

  /// Draws `layer` (the picture's pixels `area`) moved by `transform`: an upright scale by the
  /// image filter (smooth when shrinking), any other map by bilinear sampling onto the pixels
  /// the moved ink reaches.
  private func drawTransformed(_ layer: PixelBuffer, at area: IntRect, _ transform: AffineMap,
                               into canvas: inout Raster.Canvas) throws(RasterError) {
    guard let local = layer.inkBounds else { return }
    let ink = IntRect(x: local.x + area.x, y: local.y + area.y, width: local.width,
                      height: local.height)
    if transform == .identity {
      canvas.drawImage(layer, in: Rect(area))
    } else if transform.isUprightScale {
      let topLeft = transform.apply(Point(x: Double(ink.x), y: Double(ink.y)))
      let bottomRight = transform.apply(Point(x: Double(ink.maxX), y: Double(ink.maxY)))
      canvas.drawImage(try layer.cropped(to: local),
                       in: Rect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x,
                                height: bottomRight.y - topLeft.y))
    } else {
      // Within the canvas drawn into, which inside another transform is not the picture:
      // a turn inside a scale-down draws past the picture's edges before it is shrunk.
      let reach = Self.grown(Rect(ink).transformedBounds(transform).enclosingPixels, by: 2)
        .intersection(canvas.area)
      guard !reach.isEmpty else { return }
      let moved = try layer.transformed(by: transform, at: area, onto: reach)
      guard let reached = moved.inkBounds else { return }
      canvas.drawImage(try moved.cropped(to: reached),
                       in: Rect(IntRect(x: reached.x + reach.x, y: reached.y + reach.y,
                                        width: reached.width, height: reached.height)))
    }
  }
}

extension DisplayList.Command {
  /// True for a command that opens a layer.
  var beginsLayer: Bool {
    switch self {
    case .beginLayer, .beginShadow, .beginEffect: return true
    default: return false
    }
  }
}

extension Rect {
  /// The bounds of this rectangle's corners moved by `transform`.
  func transformedBounds(_ transform: AffineMap) -> Rect {
    let corners = [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: minX, y: maxY),
                   Point(x: maxX, y: maxY)].map(transform.apply)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
      return self
    }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }
}
