/// A view laid out and drawn: the picture, and what led to it.
public struct RenderedView: Sendable {
  public let buffer: PixelBuffer
  public let displayList: DisplayList
  /// Every node's frame, indented by depth: "VStack (0, 0, 390x844)".
  public let frameTree: String
  /// Problems met on the way (a font that could not be read); empty when all went well.
  public let warnings: [String]
}

/// A view laid out, not yet drawn: what drawing it takes, and what laying it out found.
public struct PreparedRender: Sendable {
  public let displayList: DisplayList
  public let frameTree: String
  public let warnings: [String]

  /// Draws the picture. Any thread will do.
  ///
  /// - Throws: `RasterError` when the picture would be empty or too large.
  public func render() throws(RasterError) -> RenderedView {
    RenderedView(buffer: try displayList.render(), displayList: displayList,
                 frameTree: frameTree, warnings: warnings)
  }
}

/// Lays a view out at a size and scale and draws it.
///
/// Views are main-actor isolated, as in the iOS 18 SDK, so laying out (`prepare`, `render`,
/// `displayList`, `idealSize`) happens on the main actor; drawing a prepared list
/// (`PreparedRender.render()`) happens on any thread, and gives the same pixels on each.
public struct Renderer: Sendable {
  /// The screen size in points.
  public var size: CGSize
  /// Pixels per point: 1, 2 or 3 for phones; any whole number from 1 to 8.
  public var scale: Int
  /// The colour behind everything; nil for the system background of the appearance (white in
  /// light mode, black in dark mode).
  public var background: Color?
  /// The appearance the screen starts in; a `.preferredColorScheme` in the view overrides it.
  public var colorScheme: ColorScheme
  public var fonts: FontLibrary
  /// The screen's safe area insets: the view is laid out inside them, and views that ignore
  /// the safe area grow into them.
  public var safeAreaInsets: EdgeInsets
  /// The status bar and home indicator to draw over the picture (a device's), or nil.
  public var systemOverlays: Device?
  /// When true, the root view is proposed nothing and takes its ideal size, as `idealSize`
  /// measured it: a picture of a view's own size lays it out exactly as it was measured
  /// (proposing the measured size back can share a stack's width out differently).
  public var proposesIdealSize = false

  public init(size: CGSize, scale: Int = 1, background: Color? = nil,
              colorScheme: ColorScheme = .light, fonts: FontLibrary = .shared) {
    self.size = CGSize(width: cleanLength(size.width), height: cleanLength(size.height))
    self.scale = min(max(scale, 1), 8)
    self.background = background
    self.colorScheme = colorScheme
    self.fonts = fonts
    safeAreaInsets = EdgeInsets()
    systemOverlays = nil
  }

  /// A screen of `device`: its size, its safe area, and (with `systemOverlays`) its status
  /// bar (9:41, signal, Wi-Fi, battery) and home indicator drawn over the picture.
  public init(device: Device, scale: Int = 1, background: Color? = nil,
              colorScheme: ColorScheme = .light, systemOverlays: Bool = true,
              fonts: FontLibrary = .shared) {
    self.init(size: device.size, scale: scale, background: background, colorScheme: colorScheme,
              fonts: fonts)
    safeAreaInsets = device.safeAreaInsets
    self.systemOverlays = systemOverlays ? device : nil
  }

  /// The part of the screen inside the safe area, in points.
  var safeRect: CGRect {
    let i = safeAreaInsets
    return CGRect(x: i.leading, y: i.top, width: max(0, size.width - i.leading - i.trailing),
                  height: max(0, size.height - i.top - i.bottom))
  }

  /// Lays `view` out and returns what drawing it takes, without drawing it.
  @MainActor
  public func displayList<V: View>(_ view: V) -> DisplayList {
    let (engine, root) = layout(view)
    return displayList(engine, root)
  }

  /// Lays out and draws `view`.
  ///
  /// - Throws: `RasterError` when the picture would be empty or too large.
  @MainActor
  public func render<V: View>(_ view: V) throws(RasterError) -> RenderedView {
    try prepare(view).render()
  }

  /// Lays `view` out and works out what drawing it takes, on the main actor; the drawing
  /// itself (`render()` on the result) can then happen on any thread.
  @MainActor
  public func prepare<V: View>(_ view: V) -> PreparedRender {
    let (engine, root) = layout(view)
    return PreparedRender(displayList: displayList(engine, root),
                          frameTree: frameTree(engine, root),
                          warnings: engine.builder.warnings + engine.failures)
  }

  /// Lays `view` out without drawing it, returning the root's frame (for benchmarks).
  @MainActor
  public func layoutOnly<V: View>(_ view: V) -> CGRect {
    let (engine, root) = layout(view)
    return engine.builder.nodes[root].frame
  }

  /// The size `view` takes when nothing is proposed (SwiftUI's ideal size, what
  /// `.sizeThatFits` snapshots use), in points, rounded up to whole pixels at this scale and at
  /// least one pixel a side. Flexible views without an ideal size (a `Color`) take 10 points.
  @MainActor
  public func idealSize<V: View>(_ view: V) -> CGSize {
    let session = RenderSession(screenSize: size, scale: scale, fonts: fonts)
    return RenderSession.$current.withValue(session) {
      let builder = NodeBuilder(pass: 0, states: StateStore(), symbols: symbols)
      var environment = EnvironmentValues()
      environment.displayScale = scale
      environment.screenSize = size
      let root = builder.single(resolve(view, builder, environment))
      if builder.nodes.isEmpty { return CGSize(width: 1, height: 1) }
      let engine = LayoutEngine(builder: builder, context: layoutContext)
      let ideal = engine.sizeThatFits(root, .unspecified)
      let k = CGFloat(scale)
      func whole(_ v: CGFloat) -> CGFloat {
        max(1, CGFloat(clampedInt((cleanLength(v) * k - 1e-6).rounded(.up)))) / k
      }
      return CGSize(width: whole(ideal.width), height: whole(ideal.height))
    }
  }

  /// Lays `view` out (running preference actions, and again when they change state) and
  /// returns the engine holding the frames, and the root node.
  @MainActor
  func layout<V: View>(_ view: V) -> (LayoutEngine, NodeID) {
    let session = RenderSession(screenSize: size, scale: scale, fonts: fonts)
    return RenderSession.$current.withValue(session) {
      var previousTree = ""
      var pass = 0
      let states = StateStore()
      var scheme = colorScheme
      while true {
        let changesBefore = session.changeCount
        let builder = NodeBuilder(pass: pass, states: states, symbols: symbols)
        var environment = EnvironmentValues()
        environment.displayScale = scale
        environment.screenSize = size
        environment.colorScheme = scheme
        environment.safeAreaInsets = safeAreaInsets
        let root = builder.single(resolve(view, builder, environment))
        // A preferred colour scheme is the whole screen's: resolve again in it (once).
        if let preferred = builder.preferredColorScheme, preferred != scheme, pass < 4 {
          scheme = preferred
          pass += 1
          continue
        }
        let engine = LayoutEngine(builder: builder, context: layoutContext)
        engine.colorScheme = scheme
        if builder.nodes.isEmpty {
          _ = builder.add(.group, [], name: "Empty")
        }
        let area = safeRect
        let proposal = proposesIdealSize ? ProposedViewSize.unspecified
          : ProposedViewSize(area.size)
        let rootSize = engine.sizeThatFits(root, proposal)
        let offset = Alignment.center.offset(of: rootSize, in: area.size)
        engine.place(root, CGRect(origin: CGPoint(x: area.minX + offset.x, y: area.minY + offset.y),
                                  size: rootSize), proposal: proposal)
        engine.runPreferenceActions(from: root)
        pass += 1
        // Done unless an action changed state and that changed the layout.
        if session.changeCount == changesBefore || pass >= 4 { return (engine, root) }
        let tree = frameTree(engine, root)
        if tree == previousTree { return (engine, root) }
        previousTree = tree
      }
    }
  }

  /// What the layout is done for: this screen, its safe area, scale and fonts.
  var layoutContext: LayoutContext {
    LayoutContext(screen: CGRect(origin: .zero, size: size), safeRect: safeRect, scale: scale,
                  fonts: fonts)
  }

  /// The symbols beside this renderer's fonts.
  var symbols: SymbolLibrary { SymbolLibrary.beside(fonts) }

  // MARK: drawing

  /// The display list for a laid-out tree: frames snapped to pixels by rounding their edges.
  @MainActor
  func displayList(_ engine: LayoutEngine, _ root: NodeID) -> DisplayList {
    let width = max(1, clampedInt((size.width * CGFloat(scale)).rounded()))
    let height = max(1, clampedInt((size.height * CGFloat(scale)).rounded()))
    let backdrop = background ?? UIColor.systemBackground.color
    var list = DisplayList(width: width, height: height,
                           background: backdrop.resolved(dark: engine.colorScheme == .dark))
    emit(root, engine, &list)
    if let device = systemOverlays {
      // The status bar and home indicator, laid out over the whole screen, drawn last.
      let overlay = Renderer(size: size, scale: scale, background: .clear,
                             colorScheme: engine.colorScheme, fonts: fonts)
      let (overlayEngine, overlayRoot) = overlay.layout(SystemOverlay(device: device))
      emit(overlayRoot, overlayEngine, &list)
    }
    return list
  }

  /// A frame in pixels, each edge rounded to the nearest pixel boundary (halves up) and kept
  /// within `Figure.coordinateLimit` of the origin (absurd frames stay finite; NaN is 0).
  func snap(_ rect: CGRect) -> Rect {
    let k = CGFloat(scale)
    let limit = Figure.coordinateLimit
    func r(_ v: CGFloat) -> Double {
      let edge = Double((v * k + 0.5).rounded(.down))
      return edge.isNaN ? 0 : min(max(edge, -limit), limit)
    }
    let x0 = r(rect.minX), y0 = r(rect.minY), x1 = r(rect.maxX), y1 = r(rect.maxY)
    return Rect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
  }

  @MainActor
  func emit(_ id: NodeID, _ engine: LayoutEngine, _ list: inout DisplayList) {
    let node = engine.builder.nodes[id]
    let frame = snap(node.frame)
    let k = Double(scale)
    // A leaf wholly off the picture draws nothing (long lists mostly are).
    switch node.kind {
    case .text, .shape, .image, .symbol, .divider:
      let canvas = Rect(x: 0, y: 0, width: Double(list.width), height: Double(list.height))
      let reach = frame.insetBy(dx: -k * 8, dy: -k * 8)  // strokes and glyphs may overhang
      if reach.intersection(canvas).isEmpty { return }
    default:
      break
    }
    switch node.kind {
    case .shape(let shape):
      if let custom = shape.shape.customPath {
        emitCustomShape(custom, shape.paint, frame, node.frame.size, &list)
        return
      }
      let figure = shape.shape.scaled(by: k).figure(in: frame)
      switch shape.paint {
      case .fill(let color): list.commands.append(.fill(figure, color))
      case .stroke(let color, let width, let inside):
        if case .trimmed(let base, let from, let to) = shape.shape,
           base == .circle || base == .ellipse {
          if to > from {
            emitArc(base.figure(in: frame), from: from, to: to, width: Double(width) * k,
                    inside: inside, roundCaps: shape.roundCaps, color, &list)
          }
          return
        }
        list.commands.append(.stroke(figure, width: Double(width) * k, color,
                                     inside ? .inside : .centered))
      case .gradient(let style):
        list.commands.append(.gradient(figure, style.paint(in: frame, scale: k)))
      }
    case .text(let text):
      guard let layout = engine.placedText[id] else { return }
      list.commands.append(.text(layout, x: Int(frame.minX), y: Int(frame.minY),
                                 width: Int(frame.width), text.color))
      if text.underline != nil || text.strikethrough != nil {
        emitDecorations(text, layout, frame, &list)
      }
    case .image(let image):
      if let buffer = image.buffer {
        list.commands.append(.image(buffer, frame, label: image.name))
      }
    case .symbol(let symbol):
      emitSymbol(symbol, frame, &list)
    case .divider(let divider):
      // One pixel thick at any scale.
      var rect = frame
      if divider.isVertical { rect.size.width = 1 } else { rect.size.height = 1 }
      list.commands.append(.fill(.rect(rect), divider.color))
    case .spacer:
      break
    case .background:
      for secondary in node.children.dropFirst() { emit(secondary, engine, &list) }
      if let primary = node.children.first { emit(primary, engine, &list) }
    case .clip(let shape):
      list.commands.append(.pushClip(shape.scaled(by: k).figure(in: frame)))
      node.children.forEach { emit($0, engine, &list) }
      list.commands.append(.popClip)
    case .firstFitting:
      // Only the child that fitted is shown.
      if let chosen = engine.fittingChoice[id], chosen < node.children.count {
        emit(node.children[chosen], engine, &list)
      }
    case .scroll:
      list.commands.append(.pushClip(.rect(frame)))
      node.children.forEach { emit($0, engine, &list) }
      list.commands.append(.popClip)
    case .opacity(let opacity):
      if opacity <= 0 { return }
      if opacity >= 1 {
        node.children.forEach { emit($0, engine, &list) }
        return
      }
      list.commands.append(.beginLayer(opacity: opacity))
      node.children.forEach { emit($0, engine, &list) }
      list.commands.append(.endLayer)
    case .drawingTransform(let transform):
      if transform.isIdentity {
        node.children.forEach { emit($0, engine, &list) }
        return
      }
      list.commands.append(.beginEffect(.transform(transform.affine(in: frame))))
      node.children.forEach { emit($0, engine, &list) }
      list.commands.append(.endEffect)
    case .filter(let filter):
      list.commands.append(.beginEffect(.filter(filter.pixelFilter(scale: k))))
      node.children.forEach { emit($0, engine, &list) }
      list.commands.append(.endEffect)
    case .mask:
      guard let primary = node.children.first else { return }
      list.commands.append(.beginEffect(.mask))
      emit(primary, engine, &list)
      list.commands.append(.beginMaskShape)
      node.children.dropFirst().forEach { emit($0, engine, &list) }
      list.commands.append(.endEffect)
    case .shadow(let color, let radius, let x, let y):
      // The radius is the blur's: a Gaussian of half of it, as Core Animation's shadows are.
      list.commands.append(.beginShadow(color: color, sigma: Double(radius) * k / 2,
                                        dx: Double(x) * k, dy: Double(y) * k))
      node.children.forEach { emit($0, engine, &list) }
      list.commands.append(.endShadow)
    default:
      // Pinned headers draw over the rows that pass under them.
      let pinned = node.children.filter { engine.pinnedHeaders.contains($0) }
      var order = node.children
      if order.contains(where: { engine.builder.zIndex[$0] != nil }) {
        // Lower zIndex first; equal ones in their order (a stable sort by index).
        order = order.enumerated().sorted {
          let a = engine.builder.zIndex[$0.element] ?? 0, b = engine.builder.zIndex[$1.element] ?? 0
          return a != b ? a < b : $0.offset < $1.offset
        }.map(\.element)
      }
      for child in order where !pinned.contains(child) { emit(child, engine, &list) }
      for child in pinned { emit(child, engine, &list) }
    }
  }

  /// A shape drawn from its path: filled (non-zero rule) or stroked (each segment a line with
  /// round ends, so joins are round).
  func emitCustomShape(_ custom: CustomShapePath, _ paint: ShapePaint, _ frame: Rect,
                       _ size: CGSize, _ list: inout DisplayList) {
    let k = Double(scale)
    let path = custom.make(CGRect(origin: .zero, size: size))
    let lines = path.polylines(origin: Point(x: frame.minX, y: frame.minY), scale: k)
    var outline = Outline()
    switch paint {
    case .fill, .gradient:
      for line in lines where line.points.count > 2 { outline.addPolygon(line.points) }
    case .stroke(_, let width, _):
      let w = Double(width) * k
      guard w > 0 else { return }
      for line in lines {
        var points = line.points
        if line.closed, let first = points.first { points.append(first) }
        for i in 1..<points.count {
          outline.contours += Outline.line(from: points[i - 1], to: points[i], width: w,
                                           cap: .round).contours
        }
      }
    }
    guard !outline.contours.isEmpty else { return }
    switch paint {
    case .fill(let color), .stroke(let color, _, _):
      list.commands.append(.path(outline, color, label: custom.typeName))
    case .gradient(let style):
      list.commands.append(.pathGradient(outline, style.paint(in: frame, scale: k)))
    }
  }

  /// A stroked arc of an ellipse (a trimmed circle's stroke), from fraction `from` to `to` of
  /// its outline, clockwise from its trailing point: a band of points along it, filled, with
  /// round ends when asked.
  func emitArc(_ figure: Figure, from: Double, to: Double, width: Double, inside: Bool,
               roundCaps: Bool, _ color: Color.Resolved, _ list: inout DisplayList) {
    guard case .ellipse(let rect) = figure, width > 0, rect.width > 0, rect.height > 0 else {
      return
    }
    let cx = rect.minX + rect.width / 2, cy = rect.minY + rect.height / 2
    let inset = inside ? width / 2 : 0
    let rx = rect.width / 2 - inset, ry = rect.height / 2 - inset
    let turn = 2 * DeterministicMath.pi
    // About one point every two pixels of the outer edge.
    let steps = max(8, Int((to - from) * turn * (max(rx, ry) + width / 2) / 2) + 1)
    var outer: [Point] = [], inner: [Point] = []
    for i in 0...steps {
      let angle = (from + (to - from) * Double(i) / Double(steps)) * turn
      let (c, s) = DeterministicMath.cosSin(angle)
      outer.append(Point(x: cx + (rx + width / 2) * c, y: cy + (ry + width / 2) * s))
      inner.append(Point(x: cx + max(0, rx - width / 2) * c, y: cy + max(0, ry - width / 2) * s))
    }
    var path = Outline()
    path.addPolygon(outer + inner.reversed())
    list.commands.append(.path(path, color, label: "arc"))
    if roundCaps {
      for fraction in [from, to] {
        let (c, s) = DeterministicMath.cosSin(fraction * turn)
        let end = Point(x: cx + rx * c, y: cy + ry * s)
        list.commands.append(.fill(.ellipse(Rect(x: end.x - width / 2, y: end.y - width / 2,
                                                 width: width, height: width)), color))
      }
    }
  }

  /// Underlines and strikethroughs: a line a point thick under (through) each line of text,
  /// as long as the line's glyphs.
  func emitDecorations(_ text: TextNode, _ layout: TextLayout, _ frame: Rect,
                       _ list: inout DisplayList) {
    let thickness = Double(scale)
    var top = frame.minY
    for (i, line) in layout.lines.enumerated() {
      let x = frame.minX + Double(layout.offset(ofLine: i, in: Int(frame.width)))
      let baseline = top + Double(line.ascent)
      if let color = text.underline {
        list.commands.append(.fill(.rect(Rect(x: x, y: baseline + thickness, width: Double(line.width),
                                              height: thickness)), color))
      }
      if let color = text.strikethrough {
        // Through the middle of the small letters: about a third of the ascent up.
        let middle = (baseline - Double(line.ascent) * 0.33).rounded(.down)
        list.commands.append(.fill(.rect(Rect(x: x, y: middle, width: Double(line.width),
                                              height: thickness)), color))
      }
      top += Double(line.height)
    }
  }

  /// Draws a system symbol: an outline from the symbol library (16 grid units across 85 % of
  /// the frame's shorter side, centred; across the whole frame when resizable), a few as
  /// strokes, and an unknown name as an outlined box.
  @MainActor
  func emitSymbol(_ symbol: SymbolNode, _ frame: Rect, _ list: inout DisplayList) {
    let k = Double(scale)
    let c = frame.center
    let arm = 7 * k, width = 2 * k
    let name = symbol.name, color = symbol.color
    if !SymbolLibrary.stroked.contains(name), let outline = SymbolLibrary.shared.outline(name) {
      let box: Rect
      if symbol.resizable {
        box = frame
      } else {
        let side = min(frame.width, frame.height) * 0.85
        box = Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
      }
      list.commands.append(.path(outline.path(in: box, grid: 16), color, label: name))
      return
    }
    switch name {
    case "plus":
      list.commands.append(.line(from: Point(x: c.x - arm, y: c.y), to: Point(x: c.x + arm, y: c.y), width: width, color))
      list.commands.append(.line(from: Point(x: c.x, y: c.y - arm), to: Point(x: c.x, y: c.y + arm), width: width, color))
    case "list.chevron":
      // Two strokes meeting at the right, round-capped: the list row's disclosure chevron.
      let w = 2 * k, h = frame.height / 2 - k, x0 = frame.minX + k, x1 = frame.maxX - k
      list.commands.append(.line(from: Point(x: x0, y: c.y - h), to: Point(x: x1, y: c.y),
                                 width: w * 0.8, color))
      list.commands.append(.line(from: Point(x: x1, y: c.y), to: Point(x: x0, y: c.y + h),
                                 width: w * 0.8, color))
    case "chevron.up.chevron.down":
      // Two small chevrons, one pointing up above one pointing down (a menu picker's sign).
      let w = 1.6 * k, dx = frame.width / 2 - k, top = frame.minY + k, bottom = frame.maxY - k
      let up = top + frame.height * 0.28, down = bottom - frame.height * 0.28
      for (a, b, c2) in [(up, top, up), (down, bottom, down)] {
        list.commands.append(.line(from: Point(x: c.x - dx, y: a), to: Point(x: c.x, y: b),
                                   width: w, color))
        list.commands.append(.line(from: Point(x: c.x, y: b), to: Point(x: c.x + dx, y: c2),
                                   width: w, color))
      }
    case "progress.spinner":
      // Eight spokes around the centre, fading clockwise (the activity indicator at rest).
      let table = DeterministicMath.quarterTable(2)
      for i in 0..<8 {
        let (cq, sq) = table[i % 2]
        let (ux, uy): (Double, Double)
        switch i / 2 {
        case 0: (ux, uy) = (sq, -cq)
        case 1: (ux, uy) = (cq, sq)
        case 2: (ux, uy) = (-sq, cq)
        default: (ux, uy) = (-cq, -sq)
        }
        let inner = 4.5 * k, outer = 9 * k
        list.commands.append(.line(from: Point(x: c.x + ux * inner, y: c.y + uy * inner),
                                   to: Point(x: c.x + ux * outer, y: c.y + uy * outer),
                                   width: 2.2 * k, color.opacity(1 - Double(i) * 0.1)))
      }
    case "minus":
      list.commands.append(.line(from: Point(x: c.x - arm, y: c.y), to: Point(x: c.x + arm, y: c.y), width: width, color))
    default:
      list.commands.append(.stroke(.roundedRect(frame.insetBy(dx: 3 * k, dy: 3 * k), CornerRadii(2 * k)),
                                   width: 1.5 * k, color, .centered))
    }
  }

  // MARK: dumps

  /// Every node's name and frame (in points), indented by depth.
  @MainActor
  func frameTree(_ engine: LayoutEngine, _ root: NodeID) -> String {
    var lines: [String] = []
    func walk(_ id: NodeID, _ depth: Int) {
      let node = engine.builder.nodes[id]
      lines.append(String(repeating: "  ", count: depth) + "\(node.name) \(node.frame.dump)")
      for child in node.children { walk(child, depth + 1) }
    }
    walk(root, 0)
    return lines.joined(separator: "\n")
  }
}
