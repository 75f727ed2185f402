extension LayoutEngine {
  /// Gives node `id` its frame (in the root's coordinates) and places its children. The
  /// `proposal` is the one its size answered; by default its final size.
  func place(_ id: NodeID, _ rect: CGRect, proposal: ProposedViewSize? = nil) {
    var rect = rect
    if !rect.width.isFinite { rect.size.width = 0 }
    if !rect.height.isFinite { rect.size.height = 0 }
    if !rect.minX.isFinite || !rect.minY.isFinite { rect.origin = .zero }
    let p = proposal ?? ProposedViewSize(rect.size)
    builder.nodes[id].frame = rect
    let node = builder.nodes[id]
    let children = node.children
    switch node.kind {
    case .text, .shape, .image, .symbol, .spacer, .divider:
      return
    case .stack(let stack):
      StackLayout(engine: self, stack: stack, children: children).place(in: rect, proposal: p, id: id)
    case .zstack, .group:
      var alignment = Alignment.center
      if case .zstack(let a) = node.kind { alignment = a }
      let priorities = children.map(layerPriority)
      let top = priorities.max() ?? 0
      for (child, priority) in zip(children, priorities) {
        placeAligned(child, in: rect, alignment: alignment,
                     proposal: priority == top ? p : ProposedViewSize(rect.size))
      }
    case .grid(let grid):
      placeGrid(id, grid, in: rect, proposal: p)
    case .gridRow:
      for child in children { placeAligned(child, in: rect, alignment: .center, proposal: p) }
    case .firstFitting(let axes):
      guard !children.isEmpty else { return }
      let chosen = fittingIndex(children, axes, p)
      fittingChoice[id] = chosen
      placeAligned(children[chosen], in: rect, alignment: .center, proposal: p)
    case .frame(let width, let height, let alignment):
      guard let child = children.first else { return }
      placeAligned(child, in: rect, alignment: alignment,
                   proposal: ProposedViewSize(width: width ?? p.width, height: height ?? p.height))
    case .flexFrame(let flex):
      guard let child = children.first else { return }
      // The child is offered the frame's final size (SwiftUI since iOS 17), except on an axis
      // that was offered nothing, has no ideal size, and ended strictly between min and max.
      func axis(_ proposed: CGFloat?, _ size: CGFloat, _ mn: CGFloat?, _ ideal: CGFloat?,
                _ mx: CGFloat?) -> CGFloat? {
        if proposed == nil && ideal == nil && size > (mn ?? -.infinity) && size < (mx ?? .infinity) {
          return nil
        }
        return size
      }
      let q = ProposedViewSize(
        width: axis(p.width, rect.width, flex.minWidth, flex.idealWidth, flex.maxWidth),
        height: axis(p.height, rect.height, flex.minHeight, flex.idealHeight, flex.maxHeight))
      placeAligned(child, in: rect, alignment: flex.alignment, proposal: q)
    case .padding(let insets):
      guard let child = children.first else { return }
      let inner = CGRect(x: rect.minX + insets.leading, y: rect.minY + insets.top,
                         width: max(0, rect.width - insets.horizontal),
                         height: max(0, rect.height - insets.vertical))
      let q = ProposedViewSize(width: p.width.map { max(0, $0 - insets.horizontal) },
                               height: p.height.map { max(0, $0 - insets.vertical) })
      place(child, CGRect(origin: inner.origin, size: sizeThatFits(child, q)), proposal: q)
    case .background(let alignment), .overlay(let alignment), .mask(let alignment):
      guard let primary = children.first else { return }
      place(primary, rect, proposal: p)
      let q = ProposedViewSize(rect.size)
      for secondary in children.dropFirst() {
        placeAligned(secondary, in: rect, alignment: alignment, proposal: q)
      }
    case .offset(let offset):
      guard let child = children.first else { return }
      place(child, rect.offsetBy(dx: offset.width, dy: offset.height), proposal: p)
    case .position(let point):
      guard let child = children.first else { return }
      let size = sizeThatFits(child, p)
      place(child, CGRect(x: rect.minX + point.x - size.width / 2,
                          y: rect.minY + point.y - size.height / 2,
                          width: size.width, height: size.height), proposal: p)
    case .aspectRatio(let ratio, let mode):
      guard let child = children.first else { return }
      let q = aspectProposal(child, ratio, mode, p)
      placeAligned(child, in: rect, alignment: .center, proposal: q)
    case .fixedSize(let horizontal, let vertical):
      guard let child = children.first else { return }
      let q = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
      placeAligned(child, in: rect, alignment: .center, proposal: q)
    case .clip, .opacity, .shadow, .drawingTransform, .filter, .preference, .onPreferenceChange,
         .layoutPriority, .alignmentGuide:
      if let child = children.first { place(child, rect, proposal: p) }
    case .ignoresSafeArea(let edges):
      // Where the frame reaches an edge of the safe area, it grows to the screen's edge.
      var grown = rect
      let eps: CGFloat = 0.5
      if edges.contains(.top), rect.minY <= safeRect.minY + eps, rect.minY > screen.minY {
        grown.size.height += grown.minY - screen.minY
        grown.origin.y = screen.minY
      }
      if edges.contains(.bottom), rect.maxY >= safeRect.maxY - eps, rect.maxY < screen.maxY {
        grown.size.height = screen.maxY - grown.minY
      }
      if edges.contains(.leading), rect.minX <= safeRect.minX + eps, rect.minX > screen.minX {
        grown.size.width += grown.minX - screen.minX
        grown.origin.x = screen.minX
      }
      if edges.contains(.trailing), rect.maxX >= safeRect.maxX - eps, rect.maxX < screen.maxX {
        grown.size.width = screen.maxX - grown.minX
      }
      builder.nodes[id].frame = grown
      if let child = children.first {
        place(child, grown, proposal: grown == rect ? p : ProposedViewSize(grown.size))
      }
    case .coordinateSpace(let name):
      let saved = spaces[name]
      spaces[name] = rect.origin
      if let child = children.first { place(child, rect, proposal: p) }
      spaces[name] = saved
    case .scroll(let axes, let offset):
      guard let child = children.first else { return }
      let q = scrollProposal(axes, p)
      let content = sizeThatFits(child, q)
      // The offset stops at the content's end; narrower content is centred across.
      let dx = axes.contains(.horizontal) ? min(offset.x, max(0, content.width - rect.width)) : 0
      let dy = axes.contains(.vertical) ? min(offset.y, max(0, content.height - rect.height)) : 0
      let x = axes.contains(.horizontal) ? rect.minX - dx : rect.minX + (rect.width - content.width) / 2
      let y = axes.contains(.vertical) ? rect.minY - dy : rect.minY + (rect.height - content.height) / 2
      viewports.append(rect)
      place(child, CGRect(x: x, y: y, width: content.width, height: content.height), proposal: q)
      viewports.removeLast()
    case .geometryReader(let reader):
      // The content is built now that the reader's size and position are known.
      let proxy = GeometryProxy(size: rect.size, globalFrame: rect, spaces: spaces)
      let content = reader.make(proxy).make(builder, reader.environment)
      builder.nodes[id].children = content
      let q = ProposedViewSize(rect.size)
      for child in content {
        place(child, CGRect(origin: rect.origin, size: sizeThatFits(child, q)), proposal: q)
      }
    case .custom(let layout):
      layout.placeSubviews(rect, p, LayoutSubviews(engine: self, ids: children))
    case .navigation:
      guard children.count == 2 else { return }
      // The bar's own height: 96 with a large title, 44 inline.
      let barHeight = sizeThatFits(children[0], ProposedViewSize(width: rect.width, height: nil))
        .height
      let bar = min(barHeight, rect.height)
      place(children[0], CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: bar))
      let body = CGRect(x: rect.minX, y: rect.minY + bar, width: rect.width,
                        height: max(0, rect.height - bar))
      placeAligned(children[1], in: body, alignment: .top, proposal: ProposedViewSize(body.size))
    }
  }

  /// Places `child`, sized for `proposal`, aligned inside `rect`.
  func placeAligned(_ child: NodeID, in rect: CGRect, alignment: Alignment,
                    proposal: ProposedViewSize) {
    let size = sizeThatFits(child, proposal)
    let offset = alignment.offset(of: size, in: rect.size)
    place(child, CGRect(origin: CGPoint(x: rect.minX + offset.x, y: rect.minY + offset.y), size: size),
          proposal: proposal)
  }
}
