// `.alignmentGuide`: no change to the view's size or place; a stack that aligns its children
// by that alignment reads the value (`explicitGuide`), looking through the modifiers that keep
// the view's coordinates. Text baselines (`baseline`) are found the same way.

extension LayoutEngine {
  /// The value of an explicit `.alignmentGuide` for `key` on `id` (of `size`), looking through
  /// the modifiers that keep a view's coordinates (priority, background, overlay, opacity, ...)
  /// and padding (which moves them); nil when there is none.
  func explicitGuide(_ id: NodeID, _ size: CGSize, _ key: AlignmentKey, vertical: Bool)
    -> CGFloat?
  {
    // A leaf has no guide of its own: answered before its node is read (no copy of it), and
    // for text, the commonest leaf, from its tag (a long list's arena is past the caches).
    if builder.tags[id] == .text { return nil }
    guard let child = builder.nodes[id].children.first else { return nil }
    switch builder.nodes[id].kind {
    case .alignmentGuide(let guideKey, let compute) where guideKey == key:
      return compute(ViewDimensions(width: size.width, height: size.height))
    case .custom(let layout):
      // The layout's `explicitAlignment(of:...)`: by default its subviews' values.
      return customAlignment(layout, builder.nodes[id].children, size, key, vertical: vertical)
    case .padding(let insets):
      let inner = CGSize(width: max(0, size.width - insets.horizontal),
                         height: max(0, size.height - insets.vertical))
      return explicitGuide(child, inner, key, vertical: vertical)
        .map { $0 + (vertical ? insets.top : insets.leading) }
    case let kind where kind.keepsChildGeometry:
      return explicitGuide(child, size, key, vertical: vertical)
    case .stack(let stack) where (stack.axis == .vertical) == vertical:
      // A guide set on a child of a stack along the same axis (a VStack child's guide, seen by
      // an HStack around the VStack) counts from where that child lies in the stack.
      var offset: CGFloat = 0
      for (i, child) in builder.nodes[id].children.enumerated() {
        if i > 0 { offset += stack.spacing ?? 8 }
        let q = vertical ? ProposedViewSize(width: size.width, height: nil)
          : ProposedViewSize(width: nil, height: size.height)
        let childSize = sizeThatFits(child, q)
        if let value = explicitGuide(child, childSize, key, vertical: vertical) {
          return offset + value
        }
        offset += vertical ? childSize.height : childSize.width
      }
      return nil
    default:
      return nil
    }
  }

  /// The first (or last) text baseline in `id` laid out at `size`, from its top, in points;
  /// nil when it holds no text.
  func baseline(_ id: NodeID, _ size: CGSize, last: Bool) -> CGFloat? {
    let node = builder.nodes[id]
    switch node.kind {
    case .text(let text):
      let layout = textLayout(text, proposal: ProposedViewSize(size))
      guard let first = layout.lines.first else { return nil }
      if last {
        let above = layout.lines.dropLast().reduce(0) { $0 + $1.height + layout.lineSpacing }
        return CGFloat(above + (layout.lines.last?.ascent ?? 0)) / CGFloat(scale)
      }
      return CGFloat(first.ascent) / CGFloat(scale)
    case .symbol(let symbol) where !symbol.resizable:
      // A symbol is set as text is: its baseline is that of a line of the font's size (SF
      // Pro's ascender 1950 and line 2444 of 2048 units) centred in its frame, so that a
      // symbol, framed or not, sits on the baseline of the text beside it.
      let p = CGFloat(symbol.pointSize)
      return (size.height - p * 2444 / 2048) / 2 + p * 1950 / 2048
    case .padding(let insets):
      guard let child = node.children.first else { return nil }
      let inner = CGSize(width: max(0, size.width - insets.horizontal),
                         height: max(0, size.height - insets.vertical))
      return baseline(child, inner, last: last).map { $0 + insets.top }
    case let kind where kind.keepsChildGeometry:
      guard let child = node.children.first else { return nil }
      return baseline(child, size, last: last)
    case .custom(let layout):
      return customAlignment(layout, node.children, size, last ? .lastBaseline : .firstBaseline,
                             vertical: true)
    case .frame(let frame):
      return baselineInFrame(node, size, frame.alignment, last: last)
    case .flexFrame(let flex):
      return baselineInFrame(node, size, flex.alignment, last: last)
    case .stack(let stack):
      // A column's (or a row's) first baseline is that of its first child with text, as laid
      // out for the column's width; in a column, below the children before it.
      var above: CGFloat = 0
      for child in node.children {
        let q = stack.axis == .vertical ? ProposedViewSize(width: size.width, height: nil)
          : ProposedViewSize(width: nil, height: size.height)
        let childSize = sizeThatFits(child, q)
        if let b = baseline(child, childSize, last: false) { return b + above }
        if stack.axis == .vertical { above += childSize.height + (stack.spacing ?? 8) }
      }
      return nil
    default:
      return nil
    }
  }

  private func baselineInFrame(_ node: Node, _ size: CGSize, _ alignment: Alignment, last: Bool)
    -> CGFloat?
  {
    guard let child = node.children.first else { return nil }
    let childSize = sizeThatFits(child, ProposedViewSize(size))
    let offset = alignment.offset(of: childSize, in: size)
    return baseline(child, childSize, last: last).map { $0 + offset.y }
  }
}

extension View {
  /// Sets where this view's `alignment` lies, for the stack it is in: `compute` gets the
  /// view's dimensions (`d[.trailing]`, `d.height`) and returns the value from its leading edge.
  public func alignmentGuide(_ alignment: HorizontalAlignment,
                             computeValue compute: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    LayoutModifier(content: self, kind: .alignmentGuide(alignment.key, compute),
                   name: ".alignmentGuide")
  }

  /// Sets where this view's vertical `alignment` lies, from its top edge.
  public func alignmentGuide(_ alignment: VerticalAlignment,
                             computeValue compute: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    LayoutModifier(content: self, kind: .alignmentGuide(alignment.key, compute),
                   name: ".alignmentGuide")
  }
}
