// Painting a Canvas: its closure is run with the canvas's size, and each drawing it recorded
// becomes commands: paths mapped by the context's transform into pixels, then filled or
// stroked; text and pictures drawn in place, or in a layer moved by the transform when it
// turns or scales them; each under its clips (mask layers) and opacity (a layer).

extension Painter {
  mutating func paintCanvas(_ canvas: CanvasNode, _ frame: Rect, _ size: CGSize) {
    let recorder = canvasRecorder()
    recorder.symbols = canvas.symbols
    let scale = self.scale
    recorder.drawSymbol = { view, environment in
      // (Canvases are painted on the main actor, where views are drawn.)
      let drawn = DrawnSymbol()
      MainActor.assumeIsolated {
        drawn.symbol = Painter.symbolPixels(view, environment, scale: scale)
      }
      return drawn.symbol
    }
    var context = GraphicsContext(recorder: recorder, environment: canvas.environment,
                                  size: size)
    canvas.renderer(&context, size)
    paintRecorded(recorder, origin: Point(x: frame.minX, y: frame.minY),
                  environment: canvas.environment)
  }

  /// A canvas's symbol view drawn at its ideal size in `environment`, `scale` pixels a
  /// point, as a picture; nil when it takes no space.
  @MainActor static func symbolPixels(_ view: AnyView, _ environment: EnvironmentValues,
                                      scale: Int) -> GraphicsContext.ResolvedSymbol? {
    let content = EnvironmentModifier(content: view) { $0 = environment }
    let size = Renderer(size: CGSize(width: 10_000, height: 10_000), scale: scale)
      .idealSize(content)
    guard size.width > 0, size.height > 0,
          let rendered = try? Renderer(size: size, scale: scale, background: .clear,
                                       colorScheme: environment.colorScheme).render(content)
    else { return nil }
    return GraphicsContext.ResolvedSymbol(
      image: Image(pixelBuffer: rendered.buffer, scale: CGFloat(scale), label: "symbol"),
      size: size)
  }

  /// A recorder for a GraphicsContext's drawing, measuring text and pictures as this render
  /// lays them out.
  func canvasRecorder() -> CanvasRecorder {
    let engine = self.engine, k = self.k
    return CanvasRecorder(
      measureText: { text, environment, offered in
        let node = text.node(in: environment, builder: engine.builder)
        let layout = engine.textLayout(node, maxWidth: engine.wholePixels(offered.width),
                                       lineLimit: node.lineLimit)
        let first = layout.lines.first?.ascent ?? 0
        let last = layout.height - (layout.lines.last?.descent ?? 0)
        return CanvasRecorder.TextMetrics(
          size: CGSize(width: CGFloat(layout.width) / CGFloat(k),
                       height: CGFloat(layout.height) / CGFloat(k)),
          firstBaseline: CGFloat(first) / CGFloat(k), lastBaseline: CGFloat(last) / CGFloat(k))
      },
      imageSize: { image, environment in image.canvasSize(environment) })
  }

  /// What `recorder` was told to draw, as commands, its points from `origin` (pixels); filters
  /// resolved in `environment`.
  mutating func paintRecorded(_ recorder: CanvasRecorder, origin: Point,
                              environment: EnvironmentValues) {
    for warning in recorder.warnings { engine.warnOnce(warning) }
    // A canvas that blends is a group: its modes blend with its own drawing only.
    let grouped = recorder.blends
    if grouped { list.commands.append(.beginEffect(.group)) }
    // What each open layer closes with, innermost last.
    var layerEnds: [[DisplayList.Command]] = []
    for item in recorder.items {
      switch item {
      case .beginLayer(let opacity, let filters, let mode):
        let blend = beginCanvasBlend(mode)
        list.commands.append(.beginLayer(opacity: opacity))
        layerEnds.append(beginCanvasFilters(filters, environment) + [.endLayer] + blend)
      case .endLayer: list.commands += layerEnds.popLast() ?? []
      case .draw(let drawing): paintCanvasDrawing(drawing, origin: origin)
      }
    }
    if grouped { list.commands.append(.endEffect) }
  }

  /// Opens a blend by `mode` unless it is normal, and gives the commands that close it.
  private mutating func beginCanvasBlend(_ mode: GraphicsContext.BlendMode)
    -> [DisplayList.Command] {
    guard mode != .normal else { return [] }
    list.commands.append(.beginEffect(.blend(mode.compositeMode)))
    return [.endEffect]
  }

  /// Opens `filters` (the first added innermost) and gives the commands that close them, in
  /// order.
  private mutating func beginCanvasFilters(_ filters: [GraphicsContext.Filter],
                                           _ environment: EnvironmentValues)
    -> [DisplayList.Command]
  {
    var ends: [DisplayList.Command] = []
    for filter in filters.reversed() {
      switch filter.kind {
      case .drawing(let drawing):
        list.commands.append(.beginEffect(.filter(pixelFilter(drawing))))
        ends.append(.endEffect)
      case .multiply(let color):
        list.commands.append(.beginEffect(.filter(.multiply(environment.resolve(color)))))
        ends.append(.endEffect)
      case .opacity(let amount):
        list.commands.append(.beginLayer(opacity: amount.isNaN ? 0 : min(max(amount, 0), 1)))
        ends.append(.endLayer)
      case .shadow(let color, let radius, let x, let y, let plain):
        if !plain {
          engine.warnOnce("a Canvas shadow's options and blend mode are accepted; "
                          + "it is drawn as a plain shadow under the drawing")
        }
        let r = radius.isFinite ? max(0, Double(radius)) : 0
        list.commands.append(.beginShadow(color: environment.resolve(color),
                                          sigma: blurSigma(radius: r, "shadow"),
                                          dx: Double(x.isFinite ? x : 0) * k,
                                          dy: Double(y.isFinite ? y : 0) * k))
        ends.append(.endShadow)
      case .unsupported: break
      }
    }
    return ends.reversed()
  }

  /// One drawing: inside a layer for its opacity and a mask for each clip path.
  private mutating func paintCanvasDrawing(_ drawing: CanvasRecorder.Drawing, origin: Point) {
    let opacity = drawing.opacity.isNaN ? 0 : min(max(drawing.opacity, 0), 1)
    guard opacity > 0 else { return }
    let blend = beginCanvasBlend(drawing.blendMode)
    if opacity < 1 { list.commands.append(.beginLayer(opacity: opacity)) }
    for _ in drawing.clips { list.commands.append(.beginEffect(.mask)) }
    let filterEnds = beginCanvasFilters(drawing.filters, drawing.environment)
    let map = drawing.transform.pixelMap(origin: origin, scale: k)
    let environment = drawing.environment
    switch drawing.operation {
    case .fill(let path, let shading, let evenOdd):
      var outline = canvasOutline(path, map)
      outline.evenOdd = evenOdd
      paintCanvasShaded(outline, shading, drawing, origin: origin)
    case .stroke(let path, let shading, let style):
      let scale = (abs(map.a * map.d - map.b * map.c)).squareRoot()
      paintCanvasShaded(canvasStroke(path, map, style: style, scale: scale), shading, drawing,
                        origin: origin)
    case .text(let text, let rect, let color):
      let text = color.map { text.foregroundColor($0) } ?? text
      paintCanvasPlaced(rect, origin: origin, drawing.transform) { painter, pixels in
        let node = text.node(in: environment, builder: painter.engine.builder)
        let layout = painter.engine.textLayout(node, maxWidth: Int(pixels.width),
                                               lineLimit: node.lineLimit)
        painter.paintText(node, layout, Rect(x: Double(Int(pixels.minX)),
                                             y: Double(Int(pixels.minY)),
                                             width: Double(Int(pixels.width)),
                                             height: pixels.height))
      }
    case .image(let image, let rect):
      paintCanvasPlaced(rect, origin: origin, drawing.transform) { painter, pixels in
        painter.paintCanvasImage(image, pixels, environment)
      }
    case .glyphs(let glyphs):
      let line = glyphs.layout.lines.first
      let rect = CGRect(x: glyphs.origin.x,
                        y: glyphs.origin.y - CGFloat(line?.ascent ?? 0) / CGFloat(k),
                        width: CGFloat(glyphs.layout.width) / CGFloat(k),
                        height: CGFloat(glyphs.layout.height) / CGFloat(k))
      paintCanvasPlaced(rect, origin: origin, drawing.transform) { painter, pixels in
        painter.list.commands.append(.text(glyphs.layout, x: Int(pixels.minX),
                                           y: Int(pixels.minY), width: glyphs.layout.width,
                                           glyphs.color))
      }
    }
    list.commands += filterEnds
    for (clip, style) in drawing.clips.reversed() {
      list.commands.append(.beginMaskShape)
      var outline = canvasOutline(clip, CGAffineTransform.identity.pixelMap(origin: origin,
                                                                             scale: k))
      outline.evenOdd = style.isEOFilled
      list.commands.append(.path(outline, .white, label: "clip"))
      list.commands.append(.endEffect)
    }
    if opacity < 1 { list.commands.append(.endLayer) }
    list.commands += blend
  }

  /// The path's subpaths as polygons in pixels.
  private func canvasOutline(_ path: Path, _ map: AffineMap) -> Outline {
    var outline = Outline()
    for line in path.polylines(origin: Point(x: 0, y: 0), scale: 1) where line.points.count > 2 {
      outline.addPolygon(line.points.map { Self.finite(map.apply($0)) })
    }
    return outline
  }

  /// `path` mapped to pixels and stroked with `style`, its width and dashes `scale` times the
  /// points' (the map's mean scale): each subpath one band, cut into dashes first.
  private func canvasStroke(_ path: Path, _ map: AffineMap, style: StrokeStyle,
                            scale: Double) -> Outline {
    let width = Double(style.lineWidth) * scale
    guard width > 0 else { return Outline() }
    let lines = path.polylines(origin: Point(x: 0, y: 0), scale: 1).map { line in
      (points: line.points.map { Self.finite(map.apply($0)) }, closed: line.closed)
    }
    return stroked(lines, width: min(width, 2 * Figure.coordinateLimit), cap: style.rasterCap,
                   join: style.rasterJoin, dash: style.strokeDash?.scaled(by: scale))
  }

  private static func finite(_ p: Point) -> Point {
    let limit = Figure.coordinateLimit
    func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, -limit), limit) }
    return Point(x: clamp(p.x), y: clamp(p.y))
  }

  /// Fills `outline` (pixels) with `shading` as `drawing` says: a tiled picture's tiles or
  /// the backdrop here, other shadings by `paintCanvasPath`.
  private mutating func paintCanvasShaded(_ outline: Outline, _ shading: GraphicsContext.Shading,
                                          _ drawing: CanvasRecorder.Drawing, origin: Point) {
    guard !outline.contours.isEmpty else { return }
    let map = drawing.transform.pixelMap(origin: origin, scale: k)
    switch shading.kind {
    case .backdrop:
      // Filling with what is behind draws the same pixels again.
      if !drawing.filters.isEmpty {
        engine.warnOnce("a Canvas backdrop shading is drawn without the context's filters")
      }
    case .tiled(let image, let tileOrigin, let source, let scale):
      paintCanvasTiles(outline, image, origin: tileOrigin, source: source, scale: scale,
                       drawing, canvasOrigin: origin)
    default:
      paintCanvasPath(outline, shading, map, drawing.environment)
    }
  }

  /// The most tiles one tiled-image fill draws; past it the fill is left out (the render
  /// says so).
  static let maxCanvasTiles = 4096

  /// `image`'s tiles from `origin` (the context's points) over `outline` (pixels), masked
  /// by it: each tile the picture's size times `scale`, placed by the drawing's transform.
  private mutating func paintCanvasTiles(_ outline: Outline, _ image: Image, origin: CGPoint,
                                         source: CGRect, scale: CGFloat,
                                         _ drawing: CanvasRecorder.Drawing, canvasOrigin: Point) {
    let environment = drawing.environment
    let size = image.canvasSize(environment)
    if source != CGRect(x: 0, y: 0, width: 1, height: 1) {
      engine.warnOnce("a Canvas tiled image's source rectangle is accepted; "
                      + "each tile is the whole picture")
    }
    let s = scale.isFinite && scale > 0 ? scale : 1
    let tile = CGSize(width: size.width * s, height: size.height * s)
    let map = drawing.transform.pixelMap(origin: canvasOrigin, scale: k)
    guard tile.width > 0, tile.height > 0, origin.x.isFinite, origin.y.isFinite,
          let back = map.inverted else { return }
    // The outline's bounds in the context's points: the corners of its pixel bounds mapped
    // back.
    let b = outline.bounds
    let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                   Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)].map(back.apply)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else {
      return
    }
    let tw = Double(tile.width), th = Double(tile.height)
    let c0 = ((x0 - Double(origin.x)) / tw).rounded(.down)
    let c1 = ((x1 - Double(origin.x)) / tw).rounded(.up)
    let r0 = ((y0 - Double(origin.y)) / th).rounded(.down)
    let r1 = ((y1 - Double(origin.y)) / th).rounded(.up)
    guard (c1 - c0) * (r1 - r0) <= Double(Self.maxCanvasTiles) else {
      engine.warnOnce("a Canvas tiled image needs more than \(Self.maxCanvasTiles) tiles; "
                      + "the fill is left out")
      return
    }
    list.commands.append(.beginEffect(.mask))
    var row = r0
    while row < r1 {
      var column = c0
      while column < c1 {
        let rect = CGRect(x: origin.x + CGFloat(column * tw), y: origin.y + CGFloat(row * th),
                          width: tile.width, height: tile.height)
        paintCanvasPlaced(rect, origin: canvasOrigin, drawing.transform) { painter, pixels in
          painter.paintCanvasImage(image, pixels, environment)
        }
        column += 1
      }
      row += 1
    }
    list.commands.append(.beginMaskShape)
    list.commands.append(.path(outline, .white, label: "tiledImage"))
    list.commands.append(.endEffect)
  }

  /// Fills `outline` (pixels) with `shading`; a gradient's points go through `map` too.
  private mutating func paintCanvasPath(_ outline: Outline, _ shading: GraphicsContext.Shading,
                                        _ map: AffineMap, _ environment: EnvironmentValues) {
    guard !outline.contours.isEmpty else { return }
    func stops(_ g: Gradient) -> [GradientStop] {
      g.stops.map { GradientStop(color: environment.resolve($0.color), location: Double($0.location)) }
    }
    func point(_ p: CGPoint) -> Point { Self.finite(map.apply(Point(x: Double(p.x), y: Double(p.y)))) }
    let scale = (abs(map.a * map.d - map.b * map.c)).squareRoot()
    switch shading.kind {
    case .color(let color):
      list.commands.append(.path(outline, environment.resolve(color), label: "Canvas"))
    case .foreground:
      list.commands.append(.path(outline, environment.foreground, label: "Canvas"))
    case .shader(let name):
      engine.warnOnce("\(name) cannot run on Linux: the path is not filled")
    case .backdrop, .tiled:
      break  // Drawn by `paintCanvasShaded`.
    case .linear(let gradient, let start, let end):
      list.commands.append(.pathGradient(outline, .linear(stops: stops(gradient),
                                                          start: point(start), end: point(end))))
    case .radial(let gradient, let center, let r0, let r1):
      list.commands.append(.pathGradient(outline, .radial(stops: stops(gradient),
                                                          center: point(center),
                                                          startRadius: Double(r0) * scale,
                                                          endRadius: Double(r1) * scale)))
    case .conic(let gradient, let center, let angle):
      // The sweep turns with the transform's x axis and runs the other way when the transform
      // mirrors; it stays circular under a skew or an uneven scale.
      let turn = DeterministicMath.atan2(map.b, map.a)
      let mirrored = map.a * map.d - map.b * map.c < 0
      let start = mirrored ? turn - angle.radians : turn + angle.radians
      let sweep = mirrored ? -2 * DeterministicMath.pi : 2 * DeterministicMath.pi
      list.commands.append(.pathGradient(outline, .conic(stops: stops(gradient),
                                                         center: point(center),
                                                         startAngle: start,
                                                         endAngle: start + sweep)))
    case .style(let fill):
      switch fill.resolved(environment, strokeInForeground: false) {
      case .fill(let color), .stroke(let color, _, _):
        list.commands.append(.path(outline, color, label: "Canvas"))
      case .gradient(let gradient), .gradientStroke(let gradient, _, _):
        // A style's gradient is laid over the drawing's bounds, as over a shape's frame.
        list.commands.append(.pathGradient(outline, gradient.paint(in: outline.bounds, scale: k)))
      }
    }
  }

  /// Text or a picture in `rect` (canvas points): drawn straight into the picture when the
  /// transform only moves it, else in a layer the transform then turns or scales. The layer's
  /// content is drawn upright where its top-left corner ends up, so that what the turn brings
  /// onto the picture was drawn on it.
  private mutating func paintCanvasPlaced(_ rect: CGRect, origin: Point,
                                          _ transform: CGAffineTransform,
                                          _ draw: (inout Painter, Rect) -> Void) {
    let map = transform.pixelMap(origin: origin, scale: k)
    let corner = Self.finite(map.apply(Point(x: Double(rect.minX), y: Double(rect.minY))))
    let pixels = snap(CGRect(x: CGFloat(corner.x / k), y: CGFloat(corner.y / k),
                             width: rect.width, height: rect.height))
    let moves = transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
    if moves {
      draw(&self, pixels)
      return
    }
    let upright = AffineMap(a: k, b: 0, c: 0, d: k, tx: corner.x - k * Double(rect.minX),
                            ty: corner.y - k * Double(rect.minY))
    guard let back = upright.inverted else { return }
    list.commands.append(.beginEffect(.transform(back.concatenating(map))))
    draw(&self, pixels)
    list.commands.append(.endEffect)
  }

  /// A picture in `pixels`: a named or given picture scaled to it, a symbol drawn in it.
  fileprivate mutating func paintCanvasImage(_ image: Image, _ pixels: Rect,
                                             _ environment: EnvironmentValues) {
    switch image.source {
    case .named(let name, let bundlePath, let module):
      let found = Image.picture(named: name, bundlePath: bundlePath, module: module,
                                scale: scale, dark: environment.colorScheme == .dark)
      for warning in found.warnings { engine.warnOnce(warning) }
      if let picture = found.value {
        let drawn = image.drawn(picture.pixels, isTemplate: picture.isTemplate, in: environment)
        list.commands.append(.image(drawn, pixels, label: name))
      }
    case .buffer(let buffer, let label):
      list.commands.append(.image(buffer, pixels, label: label))
    case .drawn(let drawn):
      let scale = self.scale
      if let buffer = MainActor.assumeIsolated({ drawn.pixels(in: environment, scale: scale) }) {
        list.commands.append(.image(buffer, pixels, label: "drawn"))
      }
    case .system(let name):
      let symbol = SymbolNode(glyph: engine.builder.symbols.glyph(name),
                              color: environment.foreground,
                              pointSize: environment.resolvedFont.size, resizable: true)
      list.commands += symbol.commands(in: pixels, scale: scale)
    }
  }
}

/// A symbol drawn on the main actor, handed back to the canvas's recorder.
private final class DrawnSymbol: @unchecked Sendable {
  var symbol: GraphicsContext.ResolvedSymbol?
}

extension Image {
  /// The picture's size in points, as a canvas measures it: its pixels over its scale, or a
  /// symbol's square at the font's size.
  func canvasSize(_ environment: EnvironmentValues) -> CGSize {
    switch source {
    case .named(let name, let bundlePath, let module):
      let found = Image.picture(named: name, bundlePath: bundlePath, module: module,
                                scale: environment.pixelScale,
                                dark: environment.colorScheme == .dark)
      guard let picture = found.value else { return .zero }
      return CGSize(width: CGFloat(picture.pixels.width) / picture.scale,
                    height: CGFloat(picture.pixels.height) / picture.scale)
    case .buffer(let buffer, _):
      let s = scale > 0 && scale.isFinite ? scale : 1
      return CGSize(width: CGFloat(buffer.width) / s, height: CGFloat(buffer.height) / s)
    case .drawn(let drawn): return drawn.size
    case .system:
      let size = environment.resolvedFont.size
      return CGSize(width: size, height: size)
    }
  }
}
