// Layout: the second stage.
//
// Takes the arena of nodes the view tree was resolved into (`NodeBuilder`, `Node.swift`) and a
// proposal for the root; gives every node its frame in points, in the root's coordinates, and
// the text layouts that will be drawn. A parent proposes, the child chooses, the parent
// places: SwiftUI's rules, one per file in `Rules/` (each node kind's sizing and placing
// together). This file only dispatches. Layout never reads a global, never draws, and never
// imports PNGCodec; its fonts, scale and screen come from the renderer.

/// What a layout is done for: the screen, its safe area, the pixel scale, the fonts.
struct LayoutContext {
  /// The screen in points, and the part of it inside the safe area (the root is laid out
  /// there; a view that ignores the safe area grows into the rest where it reaches the edge).
  var screen: CGRect
  var safeRect: CGRect
  /// Pixels per point.
  var scale: Int
  var fonts: FontLibrary
  /// How far above the safe area's top the status bar ends, where a navigation bar starts on
  /// iOS 17-18 (`Device.statusBarHeight`); 0 on most screens.
  var statusBarRise: CGFloat = 0
}

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
  let screen: CGRect
  /// The safe area where the views being placed are: the screen's, ending below a navigation
  /// bar inside a navigation view's content.
  var safeRect: CGRect
  /// The screen's safe area, as the layout began, and how far above its top the status bar
  /// ends (`LayoutContext.statusBarRise`).
  let screenSafeRect: CGRect
  let statusBarRise: CGFloat
  var nodes: [Node] {
    get { builder.nodes }
    set { builder.nodes = newValue }
  }
  /// Each node's answers to the proposals it was given. (Read and written on every sizing,
  /// never across a call that could reach them again: no run-time exclusivity check.)
  @exclusivity(unchecked) var sizes = SizeCache()
  /// Text measured and laid out (`Rules/Text.swift`).
  @exclusivity(unchecked) var text = TextCache()
  /// What placing chose, for drawing: the layout each text node is drawn with, the child
  /// each ViewThatFits shows, the headers pinned stacks moved.
  @exclusivity(unchecked) var placedText: [PlacedText?] = []
  var fittingChoice: [NodeID: Int] = [:]
  var pinnedHeaders: Set<NodeID> = []
  /// Scroll views whose top is the safe area's (under the status bar or a navigation bar):
  /// what their content draws above them, unscrolled, shows under the bars.
  var scrollsUnderBars: Set<NodeID> = []
  /// Vertical scroll views whose bottom is the safe area's, over the home indicator: their
  /// content shows down to the screen's bottom edge, as an iOS scroll view's runs under it.
  var scrollsUnderHomeIndicator: Set<NodeID> = []
  /// Shapes filling a style behind or over a view that grew into the safe area: the view's
  /// own frame, where the style's gradient is laid out (iOS: a white button's
  /// `.background(Color.white.gradient)` at the safe area's bottom ramps over the button).
  var styleFrames: [NodeID: CGRect] = [:]
  /// The last child sizes each stack computed, with the proposal they answer.
  var stackPlans: [NodeID: StackPlan] = [:]
  /// Named coordinate spaces in force while placing: name to absolute frame.
  var spaces: [String: CGRect] = [:]
  /// The visible rectangles of the scroll views being placed, innermost last.
  var viewports: [CGRect] = []
  /// The axes the views being placed scroll along (inside scroll views' content), and the
  /// safe area edges the background fill about to be placed does not reach (`LayersRule`).
  var scrolledAxes: Axis.Set = []
  var unreachedEdges: Edge.Set = []
  /// Problems met while laying out (a font that could not be read, a character no font has).
  var failures: [String] = []

  init(builder: NodeBuilder, context: LayoutContext) {
    self.builder = builder
    scale = max(1, context.scale)
    fonts = context.fonts
    screen = context.screen
    safeRect = context.safeRect
    screenSafeRect = context.safeRect
    statusBarRise = max(0, context.statusBarRise)
  }

  var pixel: CGFloat { 1 / CGFloat(scale) }

  /// The size node `id` chooses for `proposal`; remembered per proposal (stacks ask the
  /// same child several times). NaN and negative sizes become 0; infinity stays, for stacks
  /// probing flexibility.
  func sizeThatFits(_ id: NodeID, _ proposal: ProposedViewSize) -> CGSize {
    sizes.reserve(builder.nodes.count)
    if let known = sizes.size(id, proposal) { return known }
    let size = computeSize(id, proposal)
    let clean = CGSize(width: size.width.isNaN ? 0 : max(0, size.width),
                       height: size.height.isNaN ? 0 : max(0, size.height))
    sizes.remember(id, proposal, clean)
    return clean
  }

  /// One rule per node kind.
  private func computeSize(_ id: NodeID, _ p: ProposedViewSize) -> CGSize {
    // The children and the kind, not the whole node: a copy of it (label, frame) per call
    // was a twentieth of a long list's layout.
    let children = builder.nodes[id].children
    switch builder.nodes[id].kind {
    case .text(let text): return sizeText(id, text, p)
    case .shape(let shape): return sizeShape(shape, p)
    case .image(let image): return sizeImage(image, p)
    case .canvas: return p.replacingUnspecifiedDimensions()
    case .symbol(let symbol): return sizeSymbol(symbol, p)
    case .spacer(let spacer): return sizeSpacer(spacer, p)
    case .divider(let divider): return sizeDivider(divider, p)
    case .stack(let stack): return sizeStack(id, stack, children, p)
    case .zstack, .group: return sizeZStack(children, p)
    case .grid(let grid): return sizeGrid(id, grid, p)
    case .gridRow: return sizeGridRow(children, p)
    case .lazyGrid(let grid): return sizeLazyGrid(grid, children, p)
    case .firstFitting(let axes): return sizeViewThatFits(axes, children, p)
    case .custom(let layout): return sizeCustom(layout, children, p)
    case .frame(let frame): return sizeFrame(frame, children, p)
    case .flexFrame(let flex): return sizeFlexFrame(flex, children, p)
    case .padding(let insets): return sizePadding(insets, children, p)
    case .background, .overlay, .mask: return sizeLikeChild(children, p)
    case .offset, .visualEffect: return sizeLikeChild(children, p)
    case .position: return sizePosition(children, p)
    case .aspectRatio(let ratio, let mode): return sizeAspectRatio(ratio, mode, children, p)
    case .fixedSize(let h, let v): return sizeFixedSize(horizontal: h, vertical: v, children, p)
    case .ignoresSafeArea: return sizeLikeChild(children, p)
    case .coordinateSpace: return sizeLikeChild(children, p)
    case .layoutDirection: return sizeLikeChild(children, p)
    case .scroll(let axes, _, _): return sizeScroll(axes, children, p)
    case .geometryReader: return sizeGeometryReader(p)
    case .navigation, .floatingBar: return sizeNavigation(p)
    case .contentOverBar: return sizeContentOverBar(children, p)
    case .clip, .opacity, .shadow, .drawingTransform, .filter, .compositing, .preference,
         .onPreferenceChange,
         .onGeometryChange,
         .layoutPriority, .alignmentGuide:
      return sizeLikeChild(children, p)
    }
  }

  /// Gives node `id` its frame (in the root's coordinates) and places its children. The
  /// `proposal` is the one its size answered; by default its final size. A frame with
  /// infinite or NaN parts is made finite first.
  func place(_ id: NodeID, _ rect: CGRect, proposal: ProposedViewSize? = nil) {
    let rect = LayoutEngine.finite(rect)
    let p = proposal ?? ProposedViewSize(rect.size)
    builder.nodes[id].frame = rect
    let children = builder.nodes[id].children
    switch builder.nodes[id].kind {
    case .text(let text): placeText(id, text, rect, p)
    case .shape, .image, .canvas, .symbol, .spacer, .divider: return
    case .stack(let stack): placeStack(id, stack, children, in: rect, p)
    case .zstack(let alignment): placeZStack(children, alignment, in: rect, p)
    case .group: placeZStack(children, .center, in: rect, p)
    case .grid(let grid): placeGrid(id, grid, in: rect, p)
    case .gridRow: placeGridRow(children, in: rect, p)
    case .lazyGrid(let grid): placeLazyGrid(grid, children, in: rect)
    case .firstFitting(let axes): placeViewThatFits(id, axes, children, in: rect, p)
    case .custom(let layout): placeCustom(layout, children, in: rect, p)
    case .frame(let frame): placeFrame(frame, children, in: rect, p)
    case .flexFrame(let flex): placeFlexFrame(flex, children, in: rect, p)
    case .padding(let insets): placePadding(insets, children, in: rect, p)
    case .background(let a), .overlay(let a), .mask(let a): placeLayers(a, children, in: rect, p)
    case .offset(let offset): placeOffset(offset, children, in: rect, p)
    case .visualEffect(let effect): placeVisualEffect(effect, children, in: rect, p)
    case .position(let point): placePosition(point, children, in: rect, p)
    case .aspectRatio(let ratio, let mode): placeAspectRatio(ratio, mode, children, in: rect, p)
    case .fixedSize(let h, let v):
      placeFixedSize(horizontal: h, vertical: v, children, in: rect, p)
    case .ignoresSafeArea(let edges): placeIgnoresSafeArea(id, edges, children, in: rect, p)
    case .coordinateSpace(let name): placeCoordinateSpace(name, children, in: rect, p)
    case .layoutDirection: placeLayoutDirection(children, in: rect, p)
    case .scroll(let axes, let offset, let anchor):
      if rect.minY <= safeRect.minY + 0.5, safeRect.minY > screen.minY {
        scrollsUnderBars.insert(id)
      }
      if axes.contains(.vertical), rect.maxY >= safeRect.maxY - 0.5, safeRect.maxY < screen.maxY {
        scrollsUnderHomeIndicator.insert(id)
      }
      placeScroll(axes, offset, anchor, children, in: rect, p)
    case .geometryReader(let reader): placeGeometryReader(id, reader, in: rect)
    case .navigation(_, let rises): placeNavigation(children, in: rect, rises: rises)
    case .contentOverBar: placeContentOverBar(children, in: rect)
    case .floatingBar: placeFloatingBar(children, in: rect)
    case .clip, .opacity, .shadow, .drawingTransform, .filter, .compositing, .preference,
         .onPreferenceChange,
         .onGeometryChange,
         .layoutPriority, .alignmentGuide:
      placeNeutral(children, in: rect, p)
    }
  }

  /// `rect` with infinite or NaN sizes made 0 and a non-finite origin made the origin: every
  /// frame a node is given passes through here.
  static func finite(_ rect: CGRect) -> CGRect {
    var rect = rect
    if !rect.width.isFinite { rect.size.width = 0 }
    if !rect.height.isFinite { rect.size.height = 0 }
    if !rect.minX.isFinite || !rect.minY.isFinite { rect.origin = .zero }
    return rect
  }

  /// Reports `message` with the render, once however often it is met.
  func warnOnce(_ message: String) {
    if !failures.contains(message) { failures.append(message) }
  }

  /// Places `child`, sized for `proposal`, aligned inside `rect`.
  func placeAligned(_ child: NodeID, in rect: CGRect, alignment: Alignment,
                    proposal: ProposedViewSize) {
    let size = sizeThatFits(child, proposal)
    let offset = alignment.offset(of: size, in: rect.size)
    place(child, CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y),
                        size: size),
          proposal: proposal)
  }

  /// A length in points as whole pixels at this scale, rounded down (with a hair of slack for
  /// float error) and clamped (`clampedInt`); nil for no length or an infinite one.
  func wholePixels(_ length: CGFloat?) -> Int? {
    guard let length, length.isFinite else { return nil }
    return clampedInt((length * CGFloat(scale) + 1e-6).rounded(.down))
  }
}

/// A proposal and the size chosen for it, packed: NaN stands for a nil proposal, and an entry
/// whose size is NaN is empty.
struct SizeEntry {
  var proposedWidth: Double
  var proposedHeight: Double
  var width: Double
  var height: Double

  static let empty = SizeEntry(proposedWidth: .nan, proposedHeight: .nan, width: .nan,
                               height: .nan)

  init(proposedWidth: Double, proposedHeight: Double, width: Double, height: Double) {
    self.proposedWidth = proposedWidth
    self.proposedHeight = proposedHeight
    self.width = width
    self.height = height
  }

  init(_ p: ProposedViewSize, _ size: CGSize) {
    self.init(proposedWidth: p.width.map(Double.init) ?? .nan,
              proposedHeight: p.height.map(Double.init) ?? .nan,
              width: Double(size.width), height: Double(size.height))
  }

  var isEmpty: Bool { width.isNaN }
  var size: CGSize { CGSize(width: width, height: height) }

  @inline(__always)
  func matches(_ p: ProposedViewSize) -> Bool {
    guard !width.isNaN else { return false }
    let w = p.width.map(Double.init), h = p.height.map(Double.init)
    return (w == nil ? proposedWidth.isNaN : proposedWidth == w!)
      && (h == nil ? proposedHeight.isNaN : proposedHeight == h!)
  }
}

/// Each node's sizes for the proposals it answered: two per node in packed arrays (most are
/// asked once or twice), more in a dictionary.
struct SizeCache {
  private var first: [SizeEntry] = []
  private var second: [SizeEntry] = []
  private var more: [NodeID: [SizeEntry]] = [:]

  /// Makes room for `count` nodes (nodes are added while placing GeometryReaders).
  mutating func reserve(_ count: Int) {
    guard first.count < count else { return }
    let missing = count - first.count
    first.append(contentsOf: repeatElement(.empty, count: missing))
    second.append(contentsOf: repeatElement(.empty, count: missing))
  }

  func size(_ id: NodeID, _ p: ProposedViewSize) -> CGSize? {
    if first[id].matches(p) { return first[id].size }
    if second[id].matches(p) { return second[id].size }
    return more[id]?.first(where: { $0.matches(p) })?.size
  }

  mutating func remember(_ id: NodeID, _ p: ProposedViewSize, _ size: CGSize) {
    let entry = SizeEntry(p, size)
    if first[id].isEmpty {
      first[id] = entry
    } else if second[id].isEmpty {
      second[id] = entry
    } else {
      more[id, default: []].append(entry)
    }
  }
}
