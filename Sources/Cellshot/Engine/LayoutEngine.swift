/// Sizes and places the nodes of a resolved view tree, with SwiftUI's rules: a parent
/// proposes, the child chooses, the parent places. Frames are in points, in the root's
/// coordinates; they are snapped to pixels when drawn.
@MainActor
public final class LayoutEngine {
  let builder: NodeBuilder
  let scale: Int
  let fonts: FontLibrary
  /// The appearance the tree was resolved in (for the background).
  var colorScheme: ColorScheme = .light
  /// The screen, and the part of it inside the safe area (the root is laid out there; a view
  /// that ignores the safe area grows into the rest where it reaches the edge).
  var screen = CGRect.zero
  var safeRect = CGRect.zero
  var nodes: [Node] {
    get { builder.nodes }
    set { builder.nodes = newValue }
  }
  /// Text laid out once per string, font, width and line limit.
  var textLayouts: [TextKey: TextLayout] = [:]
  var chains: [FontSpec: FontChain] = [:]
  /// Named coordinate spaces in force while placing: name to absolute origin.
  var spaces: [String: CGPoint] = [:]
  /// The visible rectangles of the scroll views being placed, innermost last.
  var viewports: [CGRect] = []
  /// Headers a pinned stack moved, to be drawn over their section's rows.
  var pinnedHeaders: Set<NodeID> = []
  var failures: [String] = []
  /// Characters already reported as missing from every font.
  var reportedMissing: Set<Unicode.Scalar> = []
  /// The last child sizes each stack computed, with the proposal they answer.
  var stackPlans: [NodeID: (proposal: ProposedViewSize, sizes: [(size: CGSize, proposal: ProposedViewSize)])] = [:]
  /// The child each ViewThatFits node placed (the one drawn).
  var fittingChoice: [NodeID: Int] = [:]

  /// Which child a ViewThatFits node shows for `p`: the first whose ideal size fits on the
  /// constrained axes, else the last.
  func fittingIndex(_ children: [NodeID], _ axes: Axis.Set, _ p: ProposedViewSize) -> Int {
    children.indices.first { i in
      let ideal = sizeThatFits(children[i], .unspecified)
      let fitsWidth = !axes.contains(.horizontal)
        || p.width.map { ideal.width <= $0 + 1e-9 } ?? true
      let fitsHeight = !axes.contains(.vertical)
        || p.height.map { ideal.height <= $0 + 1e-9 } ?? true
      return fitsWidth && fitsHeight
    } ?? max(0, children.count - 1)
  }
  var sizes0: [SizeEntry] = []
  var sizes1: [SizeEntry] = []
  var moreSizes: [NodeID: [SizeEntry]] = [:]

  init(builder: NodeBuilder, scale: Int, fonts: FontLibrary) {
    self.builder = builder
    self.scale = max(1, scale)
    self.fonts = fonts
  }

  var pixel: CGFloat { 1 / CGFloat(scale) }

  // MARK: sizing

  /// The size node `id` chooses for `proposal`; remembered per proposal (stacks ask the
  /// same child several times). Two answers per node live in packed arrays, more in
  /// `moreSizes`.
  func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize) -> CGSize {
    if sizes0.count <= id {
      let missing = builder.nodes.count - sizes0.count
      sizes0.append(contentsOf: repeatElement(.empty, count: missing))
      sizes1.append(contentsOf: repeatElement(.empty, count: missing))
    }
    if sizes0[id].matches(proposal) { return sizes0[id].size }
    if sizes1[id].matches(proposal) { return sizes1[id].size }
    if let more = moreSizes[id], let entry = more.first(where: { $0.matches(proposal) }) {
      return entry.size
    }
    let size = computeSize(id, proposal)
    // NaN and negative sizes become 0; infinity stays, for stacks probing flexibility.
    let clean = CGSize(width: size.width.isNaN ? 0 : max(0, size.width),
                       height: size.height.isNaN ? 0 : max(0, size.height))
    let entry = SizeEntry(proposal, clean)
    if sizes0[id].isEmpty {
      sizes0[id] = entry
    } else if sizes1[id].isEmpty {
      sizes1[id] = entry
    } else {
      moreSizes[id, default: []].append(entry)
    }
    return clean
  }

  private func computeSize(_ id: NodeID, _ p: ProposedViewSize) -> CGSize {
    let node = builder.nodes[id]
    let children = node.children
    switch node.kind {
    case .text(let text):
      // Most text is one line of ASCII that fits: measure it once without laying out glyphs.
      if singleLine.count < builder.nodes.count {
        singleLine.append(contentsOf: repeatElement((-2, 0), count: builder.nodes.count - singleLine.count))
      }
      if singleLine[id].0 == -2 { singleLine[id] = singleLineSize(text) ?? (-1, 0) }
      let (width, height) = singleLine[id]
      if width >= 0 {
        let limit = wholePixels(p.width)
        if limit == nil || width <= limit! {
          return CGSize(width: CGFloat(width) * pixel, height: CGFloat(height) * pixel)
        }
      }
      let layout = textLayout(text, proposal: p)
      return CGSize(width: CGFloat(layout.width) * pixel, height: CGFloat(layout.height) * pixel)
    case .shape(let shape):
      let size = p.replacingUnspecifiedDimensions()
      if shape.shape == .circle {
        let d = min(size.width, size.height)
        return CGSize(width: d, height: d)
      }
      return size
    case .image(let image):
      guard let buffer = image.buffer else { return .zero }
      let natural = CGSize(width: CGFloat(buffer.width) / image.scale,
                           height: CGFloat(buffer.height) / image.scale)
      return image.resizable ? p.replacingUnspecifiedDimensions(by: natural) : natural
    case .symbol(let symbol):
      return symbol.resizable ? p.replacingUnspecifiedDimensions(by: symbol.naturalSize)
        : symbol.naturalSize
    case .spacer(let minLength):
      let length = minLength ?? 8
      switch stackAxis(of: id) {
      case .horizontal: return CGSize(width: max(p.width ?? 0, length), height: 0)
      case .vertical: return CGSize(width: 0, height: max(p.height ?? 0, length))
      case nil: return CGSize(width: max(p.width ?? 0, length), height: max(p.height ?? 0, length))
      }
    case .divider:
      if stackAxis(of: id) == .horizontal { return CGSize(width: pixel, height: p.height ?? 10) }
      return CGSize(width: p.width ?? 10, height: pixel)
    case .stack(let stack):
      return StackLayout(engine: self, stack: stack, children: children).size(p, id: id)
    case .grid(let grid):
      return gridSize(id, grid, p)
    case .gridRow:
      // A row outside a grid lays out as an HStack would not: its cells overlap, centred.
      var size = CGSize.zero
      for child in children {
        let s = sizeThatFits(child, p)
        size = CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
      }
      return size
    case .firstFitting(let axes):
      guard !children.isEmpty else { return .zero }
      return sizeThatFits(children[fittingIndex(children, axes, p)], p)
    case .zstack, .group:
      // Only the children of the highest layout priority size the stack (SwiftUI's ZStack);
      // the others are offered its size when placed.
      var size = CGSize.zero
      let top = children.map(layerPriority).max() ?? 0
      for child in children where layerPriority(child) == top {
        let s = sizeThatFits(child, p)
        size.width = max(size.width, s.width)
        size.height = max(size.height, s.height)
      }
      return size
    case .frame(let width, let height, _):
      let child = children.isEmpty ? CGSize.zero
        : sizeThatFits(children[0], ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
      return CGSize(width: width ?? child.width, height: height ?? child.height)
    case .flexFrame(let flex):
      return flexSize(flex, children.first, p)
    case .padding(let insets):
      let inner = ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                                   height: p.height.map { max(0, $0 - insets.vertical) })
      let child = children.isEmpty ? CGSize.zero : sizeThatFits(children[0], inner)
      return CGSize(width: child.width + insets.horizontal, height: child.height + insets.vertical)
    case .background, .overlay, .mask, .drawingTransform, .filter, .offset, .clip, .opacity, .shadow,
         .coordinateSpace, .preference, .onPreferenceChange, .layoutPriority, .ignoresSafeArea,
         .alignmentGuide:
      return children.isEmpty ? .zero : sizeThatFits(children[0], p)
    case .position:
      let child = children.isEmpty ? CGSize.zero : sizeThatFits(children[0], p)
      return CGSize(width: p.width ?? child.width, height: p.height ?? child.height)
    case .aspectRatio(let ratio, let mode):
      guard let child = children.first else { return .zero }
      return sizeThatFits(child, aspectProposal(child, ratio, mode, p))
    case .fixedSize(let horizontal, let vertical):
      guard let child = children.first else { return .zero }
      return sizeThatFits(child, ProposedViewSize(width: horizontal ? nil : p.width,
                                                  height: vertical ? nil : p.height))
    case .scroll(let axes, _):
      guard let child = children.first else { return p.replacingUnspecifiedDimensions() }
      // Along a scrolling axis it takes what it is offered; across, its content's size (a
      // vertical ScrollView is as wide as its content, SwiftUI's rule).
      let content = sizeThatFits(child, scrollProposal(axes, p))
      let width = axes.contains(.horizontal) ? (p.width ?? content.width) : content.width
      let height = axes.contains(.vertical) ? (p.height ?? content.height) : content.height
      return CGSize(width: width, height: height)
    case .geometryReader:
      return p.replacingUnspecifiedDimensions()
    case .custom(let layout):
      return layout.sizeThatFits(p, LayoutSubviews(engine: self, ids: children))
    case .navigation:
      return p.replacingUnspecifiedDimensions(by: RenderSession.current?.screenSize ?? CGSize(width: 390, height: 844))
    }
  }

  func scrollProposal(_ axes: Axis.Set, _ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                     height: axes.contains(.vertical) ? nil : p.height)
  }

  /// The height of text node `id` when it is one line that fits `width`, which no height
  /// proposal changes; nil for any other node.
  func rigidTextHeight(_ id: NodeID, width: CGFloat?) -> CGFloat? {
    guard case .text = builder.nodes[id].kind else { return nil }
    let size = sizeThatFits(id, ProposedViewSize(width: width, height: nil))
    guard id < singleLine.count, singleLine[id].0 >= 0 else { return nil }
    let limit = wholePixels(width)
    if let limit, singleLine[id].0 > limit { return nil }
    return size.height
  }

  /// The stack a spacer or divider is in, from its ancestors: set by the builder as the
  /// environment's stack axis, kept on the node.
  func stackAxis(of id: NodeID) -> Axis? { builder.stackAxes[id] }

  /// A flexible frame's size on each axis (SwiftUI's `_FlexFrameLayout`).
  private func flexSize(_ f: FlexFrame, _ child: NodeID?, _ p: ProposedViewSize) -> CGSize {
    let childProposal = flexChildProposal(f, p)
    var childSize: CGSize?
    func childAnswer() -> CGSize {
      if let childSize { return childSize }
      let s = child.map { sizeThatFits($0, childProposal) } ?? .zero
      childSize = s
      return s
    }
    func axis(_ proposed: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?,
              _ childP: CGFloat?, _ c: () -> CGFloat) -> CGFloat {
      let mn = mn, mx = mx.map { max($0, mn ?? 0) }
      if let proposed, let mn, let mx { return min(max(proposed, mn), mx) }
      if proposed == nil, let ideal { return max(ideal, mn ?? 0) }
      if let mn, let mx { return min(max(c(), mn), mx) }
      if let mn { return max(min(childP ?? .infinity, c()), mn) }
      if let mx { return min(max(childP ?? -.infinity, c()), mx) }
      return c()
    }
    let w = axis(p.width, f.minWidth, f.idealWidth, f.maxWidth, childProposal.width) { childAnswer().width }
    let h = axis(p.height, f.minHeight, f.idealHeight, f.maxHeight, childProposal.height) { childAnswer().height }
    return CGSize(width: w.isFinite ? w : childAnswer().width, height: h.isFinite ? h : childAnswer().height)
  }

  func flexChildProposal(_ f: FlexFrame, _ p: ProposedViewSize) -> ProposedViewSize {
    func axis(_ proposed: CGFloat?, _ mn: CGFloat?, _ ideal: CGFloat?, _ mx: CGFloat?) -> CGFloat? {
      guard let value = proposed ?? ideal else { return nil }
      var v = value
      if let mn { v = max(v, mn) }
      if let mx { v = min(v, max(mx, mn ?? 0)) }
      return v
    }
    return ProposedViewSize(width: axis(p.width, f.minWidth, f.idealWidth, f.maxWidth),
                            height: axis(p.height, f.minHeight, f.idealHeight, f.maxHeight))
  }

  /// The proposal `.aspectRatio` gives its child (SwiftUI's `AspectRatioLayout`).
  func aspectProposal(_ child: NodeID, _ ratio: CGFloat?, _ mode: ContentMode,
                      _ p: ProposedViewSize) -> ProposedViewSize {
    if p.width == nil && p.height == nil { return p }
    var r = ratio
    if r == nil {
      let ideal = sizeThatFits(child, .unspecified)
      r = ideal.height > 0 ? ideal.width / ideal.height : 1
    }
    let rw = r ?? 1, rh: CGFloat = 1
    let sw = (p.width ?? .infinity) / rw, sh = (p.height ?? .infinity) / rh
    var s = mode == .fill ? max(sw, sh) : min(sw, sh)
    if !s.isFinite { s = min(sw, sh) }
    if !s.isFinite { return p }
    return ProposedViewSize(width: rw * s, height: rh * s)
  }

  /// A node's layout priority: the outermost `.layoutPriority` on it, seen through the
  /// modifiers wrapped around it (`.padding`, `.background`, `.frame`, `.fixedSize`, ...) as
  /// SwiftUI keeps a view's traits through its modifiers; the lowest for a bare spacer.
  func priority(_ id: NodeID) -> Double {
    var id = id, wrapped = false
    while true {
      let node = builder.nodes[id]
      switch node.kind {
      case .layoutPriority(let value): return value
      case .spacer: return wrapped ? 0 : -.infinity
      case .frame, .flexFrame, .padding, .background, .overlay, .mask, .drawingTransform, .filter, .offset,
           .position, .aspectRatio,
           .fixedSize, .clip, .opacity, .shadow, .coordinateSpace, .preference, .onPreferenceChange,
           .ignoresSafeArea, .alignmentGuide:
        guard let child = node.children.first else { return 0 }
        id = child
        wrapped = true
      default: return 0
      }
    }
  }

  /// A ZStack layer's priority: a spacer counts as any other view there.
  func layerPriority(_ id: NodeID) -> Double {
    let value = priority(id)
    return value == -.infinity ? 0 : value
  }

  // MARK: text

  struct TextKey: Hashable {
    var string: String
    var font: FontSpec
    var maxWidth: Int?
    var lineLimit: Int?
    var alignment: TextAlignment
    var runs: [TextRunSpec]?
  }

  /// What measuring a line of printable ASCII in one font takes.
  struct AsciiMetrics {
    /// Advance (pen units, 64ths of a pixel), ascent and descent (pixels) of each character.
    var glyphs: [(advance: Int, ascent: Int, descent: Int)]
    /// The kerning (pen units) of each pair, 95 x 95, when the primary face kerns.
    var kerning: [Int]?
  }

  var asciiMetrics: [FontSpec: AsciiMetrics] = [:]
  /// Each text node's one-line size in pixels: (-2, 0) not yet measured, (-1, 0) not one line
  /// of ASCII.
  var singleLine: [(Int, Int)] = []
  private var lastMetrics: (FontSpec, AsciiMetrics, Int, Int)?

  /// The size in pixels of `text` on one line, when it is printable ASCII (which needs no
  /// normalisation and no fallback font); nil otherwise. The same numbers TextLayout gives.
  func singleLineSize(_ text: TextNode) -> (Int, Int)? {
    if text.runs != nil { return nil }
    let metrics: AsciiMetrics
    var primaryAscent = 0, primaryDescent = 0
    if let last = lastMetrics, last.0 == text.font {
      (_, metrics, primaryAscent, primaryDescent) = last
    } else if let cached = asciiMetrics[text.font], let primary = chain(text.font)?.primary {
      metrics = cached
      (primaryAscent, primaryDescent) = (primary.ascent, primary.descent)
      lastMetrics = (text.font, metrics, primaryAscent, primaryDescent)
    } else {
      guard let chain = chain(text.font) else { return nil }
      var built: [(advance: Int, ascent: Int, descent: Int)] = []
      for code in 0x20..<0x7F {
        let scalar = Unicode.Scalar(UInt8(code))
        guard let face = chain.face(for: scalar), let glyph = face.font.glyph(for: scalar) else {
          built.append((-1, 0, 0))
          continue
        }
        built.append((face.advanceUnits(glyph), face.ascent, face.descent))
      }
      var kerning: [Int]?
      if chain.primary.kerning != nil {
        var pairs = [Int](repeating: 0, count: 95 * 95)
        for a in 0x20..<0x7F {
          let first = Unicode.Scalar(UInt8(a))
          guard let face = chain.face(for: first) else { continue }
          for b in 0x20..<0x7F {
            let second = Unicode.Scalar(UInt8(b))
            guard let other = chain.face(for: second), other.font === face.font,
                  other.kerning != nil else { continue }
            pairs[(a - 0x20) * 95 + b - 0x20] = other.kerningUnits(first, second)
          }
        }
        kerning = pairs
      }
      metrics = AsciiMetrics(glyphs: built, kerning: kerning)
      asciiMetrics[text.font] = metrics
      (primaryAscent, primaryDescent) = (chain.primary.ascent, chain.primary.descent)
      lastMetrics = (text.font, metrics, primaryAscent, primaryDescent)
    }
    var width = 0, trailing = 0
    var ascent = primaryAscent, descent = primaryDescent
    let table = metrics.glyphs, kerning = metrics.kerning
    // Each character's advance is counted once the next is known: a kerning pair adjusts the
    // earlier one's, as TextLayout does.
    var pending: (advance: Int, byte: UInt8)?
    for byte in text.string.utf8 {
      guard byte >= 0x20 && byte < 0x7F else { return nil }
      let m = table[Int(byte) - 0x20]
      if m.advance < 0 { return nil }
      if let (advance, previous) = pending {
        let adjusted = advance + (kerning?[Int(previous - 0x20) * 95 + Int(byte - 0x20)] ?? 0)
        width += adjusted
        trailing = previous == 0x20 ? trailing + adjusted : 0
      }
      pending = (m.advance, byte)
      ascent = max(ascent, m.ascent)
      descent = max(descent, m.descent)
    }
    if let (advance, previous) = pending {
      width += advance
      trailing = previous == 0x20 ? trailing + advance : 0
    }
    return (TextLayout.pixels(fromUnits: width - trailing), ascent + descent)
  }

  /// A length in points as whole pixels at this scale, rounded down (with a hair of slack for
  /// float error) and clamped (`clampedInt`); nil for no length or an infinite one.
  func wholePixels(_ length: CGFloat?) -> Int? {
    guard let length, length.isFinite else { return nil }
    return clampedInt((length * CGFloat(scale) + 1e-6).rounded(.down))
  }

  func chain(_ font: FontSpec) -> FontChain? {
    if let chain = chains[font] { return chain }
    do {
      let chain = try fonts.chain(for: font, scale: scale)
      chains[font] = chain
      return chain
    } catch {
      failures.append("font: \(error)")
      return nil
    }
  }

  /// The text laid out for `proposal`: wrapped to its width, and keeping only the lines its
  /// height allows (at least one).
  func textLayout(_ text: TextNode, proposal: ProposedViewSize) -> TextLayout {
    let maxWidth = wholePixels(proposal.width)
    var layout = textLayout(text, maxWidth: maxWidth, lineLimit: text.lineLimit)
    if let height = proposal.height, height.isFinite, layout.lines.count > 1 {
      let limitPx = wholePixels(height) ?? Int.max
      if layout.height > limitPx {
        var fit = 0, used = 0
        for line in layout.lines where used + line.height <= limitPx {
          used += line.height
          fit += 1
        }
        layout = textLayout(text, maxWidth: maxWidth, lineLimit: max(1, fit))
      }
    }
    return layout
  }

  func textLayout(_ text: TextNode, maxWidth: Int?, lineLimit: Int?) -> TextLayout {
    let key = TextKey(string: text.string, font: text.font, maxWidth: maxWidth,
                      lineLimit: lineLimit, alignment: text.alignment, runs: text.runs)
    if let layout = textLayouts[key] { return layout }
    let layout: TextLayout
    let specs = text.runs ?? [TextRunSpec(string: text.string, font: text.font, color: text.color)]
    let chains = specs.compactMap { chain($0.font) }
    if chains.count == specs.count {
      // One run draws in the text's colour; joined runs each in their own.
      let runs = zip(specs, chains).map {
        TextRun($0.string, chain: $1, color: text.runs == nil ? nil : $0.color)
      }
      layout = TextLayout(runs: runs, maxWidth: maxWidth, lineLimit: lineLimit,
                          alignment: text.alignment)
      for scalar in layout.missing where !reportedMissing.contains(scalar) {
        reportedMissing.insert(scalar)
        let code = String(scalar.value, radix: 16, uppercase: true)
        failures.append("text: no font has \"\(Character(scalar))\" (U+\(code)); "
                        + "it is drawn as a box")
      }
    } else {
      layout = .empty
    }
    textLayouts[key] = layout
    return layout
  }
}
