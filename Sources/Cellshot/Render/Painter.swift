/// Turns a laid-out tree into display-list commands, in paint order: each node's frame snapped
/// to pixels by rounding its edges, then one painting rule per node kind (`Paint/`).
@MainActor
struct Painter {
  let engine: LayoutEngine
  /// Pixels per point.
  let scale: Int
  var list: DisplayList
  /// The pixels, in the current coordinates, that can reach the picture: the picture, or
  /// inside a drawing transform the picture mapped back (a view off the screen may be scaled
  /// or turned into it).
  var reachable: IntRect?

  var k: Double { Double(scale) }

  /// Adds the commands that draw node `id` and everything under it.
  mutating func paint(_ id: NodeID) {
    let node = engine.builder.nodes[id]
    let frame = snap(node.frame)
    if node.kind.isLeaf && isOffCanvas(frame) { return }
    switch node.kind {
    case .shape(let shape):
      paintShape(shape, frame, node.frame.size, styleFrame: engine.styleFrames[id].map(snap))
    case .text(let text): paintText(id, text, frame)
    case .image(let image): paintImage(image, frame)
    case .canvas(let canvas): paintCanvas(canvas, frame, node.frame.size)
    case .symbol(let symbol): list.commands += symbol.commands(in: frame, scale: scale)
    case .divider(let divider): paintDivider(divider, frame)
    case .spacer: return
    case .background: paintBehind(node.children)
    case .clip(let shape, let evenOdd):
      paintClipped(node.children, shape, evenOdd: evenOdd, frame, node.frame.size)
    case .scroll: paintClipped(node.children, .rect(scrollClip(id, node, frame)))
    case .firstFitting: paintChosen(id, node.children)
    case .navigation: paintNavigation(node.children)
    case .opacity(let opacity): paintOpacity(opacity, node.children)
    case .drawingTransform(let transform): paintTransformed(transform, frame, node.children)
    case .filter(let filter): paintFiltered(filter, node.children)
    case .compositing(let compositing): paintComposited(compositing, node.children)
    case .visualEffect(let effect): paintVisualEffect(effect, frame, node.children)
    case .mask: paintMasked(node.children)
    case .shadow(let color, let radius, let x, let y):
      paintShadow(color, radius: radius, x: x, y: y, node.children)
    default: paintInOrder(node.children)
    }
  }

  /// What a scroll view shows of its content: its frame; for one whose top is the safe
  /// area's, above it up to the picture's top while the content is not scrolled down (a view
  /// at its top that ignores the safe area reaches under the bars, as an iOS scroll view runs
  /// under them); for one whose bottom is the safe area's, below it down to the screen's
  /// bottom edge, under the home indicator. A UIScrollView fills the screen and takes the safe
  /// area as content insets: the offset still stops where the content's end meets the safe
  /// area, but at rest a long content runs on to the screen's edge, never over a band of
  /// background 34 points tall.
  func scrollClip(_ id: NodeID, _ node: Node, _ frame: Rect) -> Rect {
    var clip = frame
    if engine.scrollsUnderBars.contains(id), let content = node.children.first,
       engine.builder.nodes[content].frame.minY >= node.frame.minY - 0.5, frame.minY > 0 {
      clip = Rect(x: clip.minX, y: 0, width: clip.width, height: clip.maxY)
    }
    if engine.scrollsUnderHomeIndicator.contains(id) {
      let bottom = snap(engine.screen).maxY
      if bottom > clip.maxY {
        clip = Rect(x: clip.minX, y: clip.minY, width: clip.width, height: bottom - clip.minY)
      }
    }
    return clip
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

  /// True when a leaf at `frame` draws nothing on the picture (long lists mostly do), with
  /// room for strokes and glyphs that overhang their frame.
  private func isOffCanvas(_ frame: Rect) -> Bool {
    let canvas = Rect(reachable ?? list.pictureArea)
    let reach = frame.insetBy(dx: -k * 8, dy: -k * 8)
    return reach.intersection(canvas).isEmpty
  }
}

extension NodeKind {
  /// Views that draw themselves and hold no others.
  var isLeaf: Bool {
    switch self {
    case .text, .shape, .image, .canvas, .symbol, .divider: return true
    default: return false
    }
  }
}
