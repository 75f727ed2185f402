/// What a render draws, in order, in pixels: the seam between layout and the rasterizer. It
/// can be printed (`description`), compared in tests, and drawn into any canvas.
public struct DisplayList: Sendable, CustomStringConvertible {
  public enum Command: Sendable {
    case fill(Figure, Color.Resolved)
    case stroke(Figure, width: Double, Color.Resolved, StrokePlacement)
    case line(from: Point, to: Point, width: Double, Color.Resolved)
    case text(TextLayout, x: Int, y: Int, width: Int, Color.Resolved)
    case image(PixelBuffer, Rect, label: String)
    /// A filled outline (a symbol), named for dumps.
    case path(Outline, Color.Resolved, label: String)
    /// A figure filled with a gradient.
    case gradient(Figure, GradientPaint)
    /// An outline (a custom shape) filled with a gradient.
    case pathGradient(Outline, GradientPaint)
    case pushClip(Figure)
    case popClip
    /// Draws what follows, up to the matching `endLayer`, into a layer composited at `opacity`.
    case beginLayer(opacity: Double)
    case endLayer
    /// Draws what follows, up to the matching `endShadow`, into a layer, then its shadow (its
    /// alpha blurred by `sigma` pixels, tinted `color`, moved by dx, dy), then the layer.
    case beginShadow(color: Color.Resolved, sigma: Double, dx: Double, dy: Double)
    case endShadow
    /// Draws what follows, up to the matching `endEffect`, into a layer, then composites it
    /// moved by the transform (`scaleEffect`, `rotationEffect`), or masked.
    case beginEffect(LayerEffect)
    /// Within a `.mask` effect: what follows, up to `endEffect`, is the mask, whose alpha
    /// multiplies what came before.
    case beginMaskShape
    case endEffect
  }

  public enum LayerEffect: Sendable {
    case transform(AffineMap)
    case mask
    case filter(PixelFilter)
  }

  public var commands: [Command] = []
  /// The picture's size in pixels.
  public var width: Int
  public var height: Int
  public var background: Color.Resolved

  /// Draws every command into a new buffer.
  public func render() throws(RasterError) -> PixelBuffer {
    try render(holeFill: nil)
  }

  /// Draws every command into a new buffer whose background is not drawn first where opaque
  /// pictures will cover every pixel (`coveredByPictures`); tests fill those with `holeFill`
  /// to show that nothing of it is left.
  func render(holeFill: RGBA8?) throws(RasterError) -> PixelBuffer {
    // Whether each picture is opaque, found once (a scan of its pixels) for both uses.
    let opaque = commands.map { command in
      if case .image(let buffer, _, _) = command { return buffer.isOpaque }
      return false
    }
    // Fills that open the list and cover every pixel (a page's tinted backdrop) fold into
    // the background: each pixel would get the same blend of the same two colours, which is
    // worked out once here, on one pixel, by the same code.
    var backdrop = try Canvas(width: 1, height: 1, background: background)
    var first = 0
    while first < commands.count, case .fill(.rect(let rect), let color) = commands[first],
          covers(rect) {
      backdrop.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: color)
      first += 1
    }
    var canvas = try Canvas(width: width, height: height, backgroundPixel: backdrop.buffer[0, 0],
                            holes: coveredByPictures(opaque: opaque), holeFill: holeFill)
    try draw(into: &canvas, from: first, opaque: opaque)
    return canvas.buffer
  }

  /// Whether `rect`, on whole pixels, covers the whole canvas (a fill of it is a plain
  /// blend at every pixel).
  private func covers(_ rect: Rect) -> Bool {
    let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY]
    return edges.allSatisfy { $0.isFinite && $0 == $0.rounded() }
      && rect.minX <= 0 && rect.minY <= 0 && rect.maxX >= Double(width) && rect.maxY >= Double(height)
  }

  /// The whole-pixel rectangles that opaque pictures overwrite completely, whatever lies
  /// under them: inside the picture's rectangle, at full opacity, where every clip in force
  /// is fully open (pixel-aligned rectangles, and the rows between a rounded rectangle's
  /// corners). Picture pixels there are copied, not blended, so the background need not be
  /// drawn first: that saves most of a `memset` of the screen on a page of pictures.
  /// Empty when the list draws into layers. `opaque`, when given, says for each command
  /// whether it is an opaque picture.
  func coveredByPictures(opaque: [Bool]? = nil) -> [IntRect] {
    var holes: [IntRect] = []
    var open = [IntRect(x: 0, y: 0, width: width, height: height)]
    for (index, command) in commands.enumerated() {
      switch command {
      case .beginLayer, .endLayer, .beginShadow, .endShadow, .beginEffect, .beginMaskShape,
           .endEffect:
        return []
      case .pushClip(let figure):
        let outer = open[open.count - 1]
        open.append(Canvas.openPixels(of: figure, in: outer).intersection(outer))
      case .popClip:
        if open.count > 1 { open.removeLast() }
      case .image(let buffer, let rect, _):
        guard opaque?[index] ?? buffer.isOpaque, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite,
              rect.maxY.isFinite else { continue }
        // The pixels the rectangle covers wholly, inside the canvas.
        let x0 = max(0, rect.minX).rounded(.up), x1 = min(Double(width), rect.maxX).rounded(.down)
        let y0 = max(0, rect.minY).rounded(.up), y1 = min(Double(height), rect.maxY).rounded(.down)
        guard x1 > x0, y1 > y0 else { continue }
        let inner = IntRect(x: Int(x0), y: Int(y0), width: Int(x1 - x0), height: Int(y1 - y0))
        let covered = inner.intersection(open[open.count - 1])
        if !covered.isEmpty { holes.append(covered) }
      default:
        continue
      }
    }
    return holes
  }

  /// Draws every command into `canvas`.
  public func draw(into canvas: inout Canvas) throws(RasterError) {
    try draw(into: &canvas, from: 0, opaque: nil)
  }

  /// Draws the commands from index `first` into `canvas`; `opaque`, when given, says for
  /// each command whether it is an opaque picture, so that its pixels are not scanned again.
  func draw(into canvas: inout Canvas, from first: Int, opaque: [Bool]?) throws(RasterError) {
    enum Layer {
      case opacity(Double)
      case shadow(Color.Resolved, sigma: Double, dx: Double, dy: Double)
      case transform(AffineMap)
      case filter(PixelFilter)
      /// A mask effect: its content, once the mask has begun.
      case mask(content: PixelBuffer?)
    }
    var layers: [(Canvas, Layer)] = []
    for (index, command) in commands.enumerated().dropFirst(first) {
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
        if let opaque {
          canvas.drawImage(buffer, in: rect, isOpaque: opaque[index])
        } else {
          canvas.drawImage(buffer, in: rect)
        }
      case .pushClip(let figure): canvas.pushClip(figure)
      case .popClip: canvas.popClip()
      case .beginLayer(let opacity):
        layers.append((canvas, .opacity(opacity)))
        canvas = try Canvas(width: width, height: height)
      case .beginShadow(let color, let sigma, let dx, let dy):
        layers.append((canvas, .shadow(color, sigma: sigma, dx: dx, dy: dy)))
        canvas = try Canvas(width: width, height: height)
      case .beginEffect(let effect):
        switch effect {
        case .transform(let transform): layers.append((canvas, .transform(transform)))
        case .mask: layers.append((canvas, .mask(content: nil)))
        case .filter(let filter): layers.append((canvas, .filter(filter)))
        }
        canvas = try Canvas(width: width, height: height)
      case .beginMaskShape:
        guard let (outer, kind) = layers.last, case .mask(content: .none) = kind else { continue }
        layers[layers.count - 1] = (outer, .mask(content: canvas.buffer))
        canvas = try Canvas(width: width, height: height)
      case .endLayer, .endShadow, .endEffect:
        guard let (outer, kind) = layers.popLast() else { continue }
        let layer = canvas.buffer
        canvas = outer
        // A layer is the screen's size but holds ink in a part of it: only that part (its
        // `inkBounds`, outside which every pixel is transparent and would blend as nothing)
        // is composited, filtered or masked; the pixels come out the same.
        switch kind {
        case .opacity(let opacity):
          guard let ink = layer.inkBounds else { continue }
          canvas.drawImage(try layer.cropped(to: ink), in: Rect(ink), opacity: opacity)
        case .shadow(let color, let sigma, let dx, let dy):
          guard let ink = layer.inkBounds else { continue }
          let inked = try layer.cropped(to: ink)
          try drawShadow(of: inked, at: ink, color: color, sigma: sigma, dx: dx, dy: dy,
                         into: &canvas)
          canvas.drawImage(inked, in: Rect(ink))
        case .transform(let transform):
          try drawTransformed(layer, transform, into: &canvas)
        case .filter(let filter):
          guard let ink = layer.inkBounds else { continue }
          // A blur spreads ink: the crop keeps twice its reach of empty pixels around the ink,
          // so that what the blur computes inside it is what it computes on the whole screen.
          let reach = filter.reach * 2
          let area = IntRect(x: ink.x - reach, y: ink.y - reach, width: ink.width + 2 * reach,
                             height: ink.height + 2 * reach)
            .intersection(IntRect(x: 0, y: 0, width: width, height: height))
          canvas.drawImage(try layer.cropped(to: area).filtered(filter), in: Rect(area))
        case .mask(let content):
          // No mask begun: nothing shows, as a mask of nothing hides everything.
          guard let content, let ink = content.inkBounds else { continue }
          canvas.drawImage(try content.cropped(to: ink).masked(by: layer.cropped(to: ink)),
                           in: Rect(ink))
        }
      }
    }
  }

  /// Draws `layer` moved by `transform`: an upright scale by the image filter (smooth when
  /// shrinking), any other map by bilinear sampling.
  private func drawTransformed(_ layer: PixelBuffer, _ transform: AffineMap,
                               into canvas: inout Canvas) throws(RasterError) {
    guard let ink = layer.inkBounds else { return }
    if transform == .identity {
      canvas.drawImage(layer, in: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    } else if transform.isUprightScale {
      let topLeft = transform.apply(Point(x: Double(ink.x), y: Double(ink.y)))
      let bottomRight = transform.apply(Point(x: Double(ink.maxX), y: Double(ink.maxY)))
      canvas.drawImage(try layer.cropped(to: ink),
                       in: Rect(x: topLeft.x, y: topLeft.y, width: bottomRight.x - topLeft.x,
                                height: bottomRight.y - topLeft.y))
    } else {
      let moved = try layer.transformed(by: transform)
      guard let reached = moved.inkBounds else { return }
      canvas.drawImage(try moved.cropped(to: reached), in: Rect(reached))
    }
  }

  /// Draws the shadow of `ink`, the part of a layer with ink, which lay at `area`.
  private func drawShadow(of ink: PixelBuffer, at area: IntRect, color: Color.Resolved, sigma: Double,
                          dx: Double, dy: Double, into canvas: inout Canvas) throws(RasterError) {
    let (shadow, margin) = try Shadow.make(from: ink, sigma: sigma, color: color)
    canvas.drawImage(shadow, in: Rect(x: Double(area.x - margin) + dx,
                                      y: Double(area.y - margin) + dy,
                                      width: Double(shadow.width), height: Double(shadow.height)))
  }

  public var description: String {
    var lines = ["DisplayList \(width)x\(height) background \(background.dumpName)"]
    var depth = 1
    for command in commands {
      if case .popClip = command { depth -= 1 }
      if case .endLayer = command { depth -= 1 }
      if case .endShadow = command { depth -= 1 }
      if case .endEffect = command { depth -= 1 }
      if case .beginMaskShape = command { depth -= 1 }
      let pad = String(repeating: "  ", count: max(0, depth))
      switch command {
      case .fill(let f, let c): lines.append("\(pad)fill \(f.dump) \(c.dumpName)")
      case .stroke(let f, let w, let c, let p):
        lines.append("\(pad)stroke \(f.dump) width \(fmtPoints(CGFloat(w))) \(p == .inside ? "inside " : "")\(c.dumpName)")
      case .line(let a, let b, let w, let c): lines.append("\(pad)line \(a) \(b) width \(fmtPoints(CGFloat(w))) \(c.dumpName)")
      case .text(let layout, let x, let y, let w, let c):
        let text = layout.lines.map(\.text).joined(separator: "\\n")
        lines.append("\(pad)text \"\(text)\" at (\(x), \(y)) width \(w) \(c.dumpName)")
      case .image(let b, let r, let label): lines.append("\(pad)image \(label) \(b.width)x\(b.height) in \(r)")
      case .path(let p, let c, let label):
        lines.append("\(pad)symbol \(label) in \(p.bounds) \(c.dumpName)")
      case .gradient(let f, let paint):
        lines.append("\(pad)gradient \(f.dump) \(paint.stopCount) stops")
      case .pathGradient(let outline, let paint):
        lines.append("\(pad)gradient outline in \(outline.bounds) \(paint.stopCount) stops")
      case .pushClip(let f): lines.append("\(pad)clip \(f.dump)")
      case .popClip: lines.append("\(pad)end clip")
      case .beginLayer(let o): lines.append("\(pad)layer opacity \(o)")
      case .endLayer: lines.append("\(pad)end layer")
      case .beginShadow(let c, let s, let dx, let dy):
        let offset = "(\(fmtPoints(CGFloat(dx))), \(fmtPoints(CGFloat(dy))))"
        lines.append("\(pad)shadow \(c.dumpName) sigma \(fmtPoints(CGFloat(s))) offset \(offset)")
      case .endShadow: lines.append("\(pad)end shadow")
      case .beginEffect(.transform(let t)):
        let m = [t.a, t.b, t.c, t.d, t.tx, t.ty].map { fmtPoints(CGFloat($0)) }
        lines.append("\(pad)transform [\(m.joined(separator: ", "))]")
      case .beginEffect(.mask): lines.append("\(pad)mask")
      case .beginEffect(.filter(let filter)): lines.append("\(pad)filter \(filter)")
      case .beginMaskShape: lines.append("\(pad)mask shape")
      case .endEffect: lines.append("\(pad)end effect")
      }
      if case .pushClip = command { depth += 1 }
      if case .beginLayer = command { depth += 1 }
      if case .beginShadow = command { depth += 1 }
      if case .beginEffect = command { depth += 1 }
      if case .beginMaskShape = command { depth += 1 }
    }
    return lines.joined(separator: "\n")
  }
}

extension Figure {
  var dump: String {
    switch self {
    case .rect(let r): return "rect \(r)"
    case .roundedRect(let r, let radii):
      if radii.topLeft == radii.topRight && radii.topLeft == radii.bottomLeft
        && radii.topLeft == radii.bottomRight {
        return "roundedRect \(r) r \(fmtPoints(CGFloat(radii.topLeft)))"
      }
      return "roundedRect \(r) r \([radii.topLeft, radii.topRight, radii.bottomRight, radii.bottomLeft].map { fmtPoints(CGFloat($0)) })"
    case .ellipse(let r): return "ellipse \(r)"
    case .capsule(let r): return "capsule \(r)"
    case .continuousRoundedRect(let r, let radius):
      return "continuousRoundedRect \(r) r \(fmtPoints(CGFloat(radius)))"
    }
  }
}
