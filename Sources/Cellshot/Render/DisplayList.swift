/// What a render draws, in order, in pixels: the seam between layout and the rasterizer. It
/// can be printed (`description`), compared in tests, and drawn into any canvas.
public struct DisplayList: Sendable {
  public enum Command: Sendable {
    case fill(Figure, Raster.Color)
    case stroke(Figure, width: Double, Raster.Color, StrokePlacement)
    case line(from: Point, to: Point, width: Double, Raster.Color)
    case text(TextLayout, x: Int, y: Int, width: Int, Raster.Color)
    case image(PixelBuffer, Rect, label: String)
    /// A filled outline (a symbol), named for dumps.
    case path(Outline, Raster.Color, label: String)
    /// A figure filled with a gradient.
    case gradient(Figure, GradientPaint)
    /// An outline (a custom shape) filled with a gradient.
    case pathGradient(Outline, GradientPaint)
    case pushClip(Figure)
    /// Clips what follows, up to the matching `popClip`, to an outline (a custom shape's).
    case pushClipPath(Outline)
    case popClip
    /// Draws what follows, up to the matching `endLayer`, into a layer composited at `opacity`.
    case beginLayer(opacity: Double)
    case endLayer
    /// Draws what follows, up to the matching `endShadow`, into a layer, then its shadow (its
    /// alpha blurred by `sigma` pixels, tinted `color`, moved by dx, dy), then the layer.
    case beginShadow(color: Raster.Color, sigma: Double, dx: Double, dy: Double)
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
    /// As `mask`, but what follows `beginMaskShape` is cut out: its alpha is taken away
    /// from what came before (a symbol's glyph knocked out of its filled disc).
    case cutOut
    case filter(PixelFilter)
    /// The layer drawn over what is beneath it, as a whole (a compositing group).
    case group
    /// The layer composited onto what is beneath it by a blend mode.
    case blend(CompositeMode)
  }

  public var commands: [Command] = []
  /// The picture's size in pixels.
  public var width: Int
  public var height: Int
  public var background: Raster.Color

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
    var backdrop = try Raster.Canvas(width: 1, height: 1, background: background)
    var first = 0
    while first < commands.count, case .fill(.rect(let rect), let color) = commands[first],
          covers(rect) {
      backdrop.fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: color)
      first += 1
    }
    var canvas = try Raster.Canvas(width: width, height: height, backgroundPixel: backdrop.buffer[0, 0],
                            holes: coveredByPictures(opaque: opaque), holeFill: holeFill)
    try draw(into: &canvas, from: first, opaque: opaque)
    return canvas.buffer
  }

  /// Whether `rect`, on whole pixels, covers the whole canvas (a fill of it is a plain
  /// blend at every pixel).
  private func covers(_ rect: Rect) -> Bool {
    let edges = [rect.minX, rect.minY, rect.maxX, rect.maxY]
    return edges.allSatisfy { $0.isFinite && $0 == $0.rounded() }
      && rect.minX <= 0 && rect.minY <= 0
      && rect.maxX >= Double(width) && rect.maxY >= Double(height)
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
        open.append(Raster.Canvas.openPixels(of: figure, in: outer).intersection(outer))
      case .pushClipPath:
        // No pixel is known to be wholly inside an outline without rasterizing it.
        open.append(IntRect(x: 0, y: 0, width: 0, height: 0))
      case .popClip:
        if open.count > 1 { open.removeLast() }
      case .image(let buffer, let rect, _):
        guard opaque?[index] ?? buffer.isOpaque, rect.minX.isFinite, rect.minY.isFinite,
              rect.maxX.isFinite,
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
}
