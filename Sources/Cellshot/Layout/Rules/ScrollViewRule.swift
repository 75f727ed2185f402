// ScrollView: along its scrolling axes it takes what it is offered and offers its content
// unlimited length; across, it is as large as its content (a vertical ScrollView is as wide as
// its content, SwiftUI's rule). The content is shown from the content offset, which stops at
// its end, centred across when narrower, and clipped to the scroll view when drawn (past its
// frame into the safe area where its edge is the safe area's: `Painter.scrollClip`). With
// `.defaultScrollAnchor(.bottom)` it is shown from that point of it instead, and content
// shorter than the scroll view sits at that point (iOS 17's rule). Several views in it are
// stacked along its axis, as in SwiftUI's implicit stack. `.contentMargins` pads the content
// inside it.

/// A scrolling region: the content is offered unlimited length along the scroll axis, shown
/// from the content offset set with `.scrollContentOffset(y:)` (0 by default), and clipped to
/// the scroll view's bounds.
public struct ScrollView<Content: View>: PrimitiveView {
  /// The scroll view's content.
  public var content: Content
  /// The axes it scrolls along.
  public var axes: Axis.Set
  /// Whether it shows scroll indicators while scrolling; at rest, as a picture shows it,
  /// iOS shows none either way.
  public var showsIndicators: Bool

  public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
              @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.stackAxis = nil
    env.scrollContentOffset = .zero  // only the nearest scroll view takes the offset and anchor
    env.scrollAnchor = nil
    env.scrollContentMargins = EdgeInsets()
    // Several views in a scroll view are stacked along its axis, as SwiftUI's implicit stack.
    let views = resolve(content, builder, env)
    var child: NodeID
    if views.count > 1 {
      let axis: Axis = axes == .horizontal ? .horizontal : .vertical
      child = builder.add(.stack(StackNode(axis: axis, alignment: 0.5, spacing: nil)), views,
                          name: axis == .vertical ? "VStack" : "HStack")
    } else {
      child = builder.single(views)
    }
    // `.contentMargins`: the content laid out inside them, scrolling with it.
    let margins = environment.scrollContentMargins
    if margins != EdgeInsets() {
      child = builder.add(.padding(margins), [child], name: ".contentMargins")
    }
    let offset = environment.scrollContentOffset
    return [builder.add(.scroll(axes: axes, offset: offset, anchor: environment.scrollAnchor),
                        [child],
                        name: "ScrollView(offset: \(fmtPoints(offset.y)))")]
  }
}

extension LayoutEngine {
  func sizeScroll(_ axes: Axis.Set, _ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    guard let child = children.first else { return p.replacingUnspecifiedDimensions() }
    let content = sizeThatFits(child, scrollProposal(axes, p))
    let width = axes.contains(.horizontal) ? (p.width ?? content.width) : content.width
    let height = axes.contains(.vertical) ? (p.height ?? content.height) : content.height
    return CGSize(width: width, height: height)
  }

  func placeScroll(_ axes: Axis.Set, _ offset: CGPoint, _ anchor: UnitPoint?,
                   _ children: [NodeID], in rect: CGRect, _ p: ProposedViewSize) {
    guard let child = children.first else { return }
    let q = scrollProposal(axes, p)
    let content = sizeThatFits(child, q)
    // How far the content is scrolled: the offset asked for, up to the content's end; or the
    // anchor's point of the room left over (negative when the content is shorter).
    func scrolled(_ along: Bool, _ asked: CGFloat, _ anchor: CGFloat?, _ c: CGFloat, _ r: CGFloat)
      -> CGFloat
    {
      guard along else { return 0 }
      if let anchor, asked == 0 { return anchor * (c - r) }
      return min(asked, max(0, c - r))
    }
    let dx = scrolled(axes.contains(.horizontal), offset.x, anchor?.x, content.width, rect.width)
    let dy = scrolled(axes.contains(.vertical), offset.y, anchor?.y, content.height, rect.height)
    let x = axes.contains(.horizontal) ? rect.minX - dx
      : rect.minX + (rect.width - content.width) / 2
    let y = axes.contains(.vertical) ? rect.minY - dy
      : rect.minY + (rect.height - content.height) / 2
    viewports.append(rect)
    let outerAxes = scrolledAxes
    scrolledAxes.formUnion(axes)
    defer { scrolledAxes = outerAxes }
    place(child, CGRect(x: x, y: y, width: content.width, height: content.height), proposal: q)
    viewports.removeLast()
  }

  /// What a scroll view offers its content: nothing along its scrolling axes.
  func scrollProposal(_ axes: Axis.Set, _ p: ProposedViewSize) -> ProposedViewSize {
    ProposedViewSize(width: axes.contains(.horizontal) ? nil : p.width,
                     height: axes.contains(.vertical) ? nil : p.height)
  }
}
