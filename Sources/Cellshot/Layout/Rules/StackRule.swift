// HStack and VStack (and their lazy kinds): children along an axis, offered space least
// flexible first, higher layout priority before lower, each an equal share of what is left;
// spaced by their spacing (8 by default, 0 next to a spacer and between two texts one above
// the other, as SwiftUI spaces text by the font's leading) and aligned across by a fraction,
// a text baseline or a custom alignment's guides. A lazy stack is as long across as offered.

/// Children in a column, as SwiftUI's VStack: `spacing` between them (8, or SwiftUI's
/// spacing, when nil), aligned across by `alignment`.
public struct VStack<Content: View>: PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    makeStack(.vertical, alignment.fraction, spacing, content, builder, environment, "VStack",
              guide: alignment.guide)
  }
}

/// Children in a row, as SwiftUI's HStack.
public struct HStack<Content: View>: PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    makeStack(.horizontal, alignment.fraction, spacing, content, builder, environment, "HStack",
              guide: alignment.guide)
  }
}

@MainActor func makeStack<Content: View>(
  _ axis: Axis, _ alignment: CGFloat, _ spacing: CGFloat?, _ content: Content,
  _ builder: NodeBuilder, _ environment: EnvironmentValues, _ name: String,
  pinned: Bool = false, guide: StackGuide? = nil, lazy: Bool = false
) -> [NodeID] {
  var env = environment
  env.stackAxis = axis
  var children: [NodeID] = []
  var sections: [(header: Int, end: Int)] = []
  // Sections flatten into the stack: their header, then their rows. Only a stack that pins
  // headers needs to know where they are.
  let items = pinned ? flattenSections(content, ContentScope(builder: builder, environment: env))
    : [StackItem.view(AnyView(content))]
  for item in items {
    switch item {
    case .view(let view): children += view.make(builder, env)
    case .section(let header, let rows, let footer):
      let headerNodes = header.make(builder, env)
      let start = children.count
      children += headerNodes
      children += rows.make(builder, env)
      children += footer.make(builder, env)
      if pinned, !headerNodes.isEmpty { sections.append((start, children.count)) }
    }
  }
  var node = StackNode(axis: axis, alignment: alignment, spacing: spacing.map(cleanLength))
  node.pinnedSections = sections
  node.guide = guide
  node.lazy = lazy
  let label = spacing.map { "\(name)(spacing: \(fmtPoints($0)))" } ?? name
  return [builder.add(.stack(node), children, name: label)]
}

/// A vertical stack that, in SwiftUI, builds rows lazily; here every row is laid out. It
/// takes the whole width offered (a VStack hugs its widest child). With
/// `pinnedViews: [.sectionHeaders]`, a section's header sticks to the top of the scroll view
/// while its rows pass under it, and the next header pushes it out.
public struct LazyVStack<Content: View>: PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinned: PinnedScrollableViews
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinned = pinnedViews
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    makeStack(.vertical, alignment.fraction, spacing, content, builder, environment, "LazyVStack",
              pinned: pinned.contains(.sectionHeaders), guide: alignment.guide, lazy: true)
  }
}

/// A horizontal stack that, in SwiftUI, builds lazily; here it is an HStack that takes the
/// whole height offered.
public struct LazyHStack<Content: View>: PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let pinned: PinnedScrollableViews
  let content: Content

  /// A stack whose `pinnedViews: [.sectionHeaders]` stay at the leading edge of a horizontal
  /// scroll view while their section scrolls under them.
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinned = pinnedViews
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    makeStack(.horizontal, alignment.fraction, spacing, content, builder, environment, "LazyHStack",
              pinned: pinned.contains(.sectionHeaders), guide: alignment.guide, lazy: true)
  }
}

public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
  public typealias ArrayLiteralElement = PinnedScrollableViews
  public typealias Element = PinnedScrollableViews
  public typealias RawValue = UInt32
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// How a stack arranges its children.
struct StackNode {
  var axis: Axis
  var alignment: CGFloat  // the cross-axis fraction: 0 leading/top, 0.5 centre, 1 trailing/bottom
  var spacing: CGFloat?
  /// For LazyVStack(pinnedViews: [.sectionHeaders]): the child index of each section's header
  /// and one past its last child.
  var pinnedSections: [(header: Int, end: Int)] = []
  /// Aligns children by text baseline or by a custom alignment's guides, not by `alignment`.
  var guide: StackGuide?
  /// LazyVStack and LazyHStack: as wide (tall) as offered across, whatever their children.
  var lazy = false
}

/// The sizes a stack chose for its children, each with the proposal it answered, and the
/// stack's proposal they were chosen for (placing asks again with the same one).
struct StackPlan {
  var proposal: ProposedViewSize
  var sizes: [(size: CGSize, proposal: ProposedViewSize)]
  /// The gap before each child, as `StackLayout.gaps()` gave it.
  var gaps: [CGFloat]
}

extension LayoutEngine {
  func sizeStack(_ id: NodeID, _ stack: StackNode, _ children: [NodeID],
                 _ p: ProposedViewSize) -> CGSize {
    StackLayout(engine: self, stack: stack, children: children).size(p, id: id)
  }

  func placeStack(_ id: NodeID, _ stack: StackNode, _ children: [NodeID], in rect: CGRect,
                  _ p: ProposedViewSize) {
    StackLayout(engine: self, stack: stack, children: children).place(in: rect, proposal: p, id: id)
  }
}

/// SwiftUI's HStack and VStack algorithm: children are offered space least flexible first,
/// higher layout priority before lower, each an equal share of what is left.
///
/// The per-child work is in plain loops, not closures handed to `map` or `contains`: a
/// main-actor closure passed to the standard library checks at every call that it runs on
/// the main actor (Swift 6's dynamic isolation checks), a tenth of a 10,000-row layout.
@MainActor struct StackLayout {
  let engine: LayoutEngine
  let stack: StackNode
  let children: [NodeID]

  var axis: Axis { stack.axis }

  /// The gap before each child (none before the first): the stack's spacing, or what the
  /// two views' edges ask: none next to a spacer, 8 points in a row, and in a column what
  /// their kinds ask (`EdgeSpacing`: the lower text's leading between texts, more below a text
  /// than above one, 8 between plain views).
  func gaps() -> [CGFloat] {
    var gaps = [CGFloat](repeating: 0, count: children.count)
    var above: EdgeSpacing?
    for i in children.indices.dropFirst() {
      if let spacing = stack.spacing {
        gaps[i] = spacing
      } else if isSpacer(children[i]) || isSpacer(children[i - 1]) {
        gaps[i] = 0
        above = nil
      } else if axis == .vertical {
        let top = engine.verticalEdge(children[i], top: true)
        let bottom = above ?? engine.verticalEdge(children[i - 1], top: false)
        gaps[i] = EdgeSpacing.gap(above: bottom, below: top)
        above = engine.verticalEdge(children[i], top: false)
      } else {
        gaps[i] = 8
      }
    }
    return gaps
  }

  /// The sum of `gaps()`.
  func totalGap(_ gaps: [CGFloat]) -> CGFloat {
    var total: CGFloat = 0
    for gap in gaps { total += gap }
    return total
  }

  func isSpacer(_ id: NodeID) -> Bool { engine.builder.tags[id] == .spacer }

  func proposal(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
    axis == .horizontal ? ProposedViewSize(width: major, height: minor)
      : ProposedViewSize(width: minor, height: major)
  }

  func major(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.width : size.height }
  func minor(_ size: CGSize) -> CGFloat { axis == .horizontal ? size.height : size.width }

  /// Each child's size for the stack's proposal `p`, and the proposal it answered.
  func childSizes(_ p: ProposedViewSize, gaps: [CGFloat]? = nil)
    -> [(size: CGSize, proposal: ProposedViewSize)]
  {
    let minorP = p[axis.other]
    guard let majorP = p[axis] else {
      let q = proposal(major: nil, minor: minorP)
      var sizes: [(size: CGSize, proposal: ProposedViewSize)] = []
      sizes.reserveCapacity(children.count)
      for child in children { sizes.append((engine.sizeThatFits(child, q), q)) }
      return sizes
    }
    var available = majorP - totalGap(gaps ?? self.gaps())
    // Flexibility along the major axis, and priorities.
    struct Entry {
      var index: Int
      var priority: Double
      var flexibility: CGFloat
      var minimum: CGFloat
    }
    var entries: [Entry] = []
    entries.reserveCapacity(children.count)
    for (i, child) in children.enumerated() {
      // One line of text is as tall whatever height it is offered: no need to probe twice.
      if axis == .vertical, let height = engine.rigidTextHeight(child, width: minorP) {
        entries.append(Entry(index: i, priority: 0, flexibility: 0, minimum: height))
        continue
      }
      let smallest = major(engine.sizeThatFits(child, proposal(major: 0, minor: minorP)))
      let largest = major(engine.sizeThatFits(child, proposal(major: .infinity, minor: minorP)))
      entries.append(Entry(index: i, priority: engine.priority(child),
                           flexibility: largest - smallest, minimum: smallest))
    }
    // Highest priority first; within a priority, least flexible first (stable). When all
    // share one priority and flexibility (a list of rows), that is the children's order.
    var uniform = true
    for entry in entries where entry.priority != entries[0].priority
      || entry.flexibility != entries[0].flexibility {
      uniform = false
      break
    }
    let order = uniform ? entries : entries.sorted { a, b in
      if a.priority != b.priority { return a.priority > b.priority }
      // Two without bound (spacers): the larger minimum first, so that it takes its minimum
      // before the other is offered what is left (inf == inf: checked before comparing)
      if a.flexibility.isInfinite && b.flexibility.isInfinite && a.minimum != b.minimum {
        return a.minimum > b.minimum
      }
      if a.flexibility != b.flexibility { return a.flexibility < b.flexibility }
      return a.index < b.index
    }
    // Lower-priority children keep their minimums until their group is reached.
    var sizes = [(size: CGSize, proposal: ProposedViewSize)](
      repeating: (.zero, .unspecified), count: children.count)
    var start = 0
    while start < order.count {
      var end = start
      while end < order.count && order[end].priority == order[start].priority { end += 1 }
      var reservedBelow: CGFloat = 0
      for entry in order[end...] { reservedBelow += entry.minimum }
      var groupAvailable = available - reservedBelow
      for k in start..<end {
        let share = max(groupAvailable / CGFloat(end - k), 0)
        let q = proposal(major: share, minor: minorP)
        let size = engine.sizeThatFits(children[order[k].index], q)
        sizes[order[k].index] = (size, q)
        groupAvailable -= major(size)
        available -= major(size)
      }
      start = end
    }
    return sizes
  }

  func size(_ p: ProposedViewSize, id: NodeID?) -> CGSize {
    let gaps = gaps()
    let plan = childSizes(p, gaps: gaps)
    // Placement usually asks again with the same proposal: keep the answer.
    if let id { engine.stackPlans[id] = StackPlan(proposal: p, sizes: plan, gaps: gaps) }
    var total = totalGap(gaps), cross: CGFloat = 0
    for (size, _) in plan {
      total += major(size)
      cross = max(cross, minor(size))
    }
    if let guide = effectiveGuide, !plan.isEmpty {
      // Aligned by guides: as far above (before) the common line as the farthest child
      // reaches, plus as far below (after) it.
      let values = children.indices.map { alignmentValue(children[$0], plan[$0].size, guide) }
      let before = values.max() ?? 0
      let after = children.indices.map { minor(plan[$0].size) - values[$0] }.max() ?? 0
      cross = before + after
    }
    if stack.lazy, let offered = p[axis.other], offered.isFinite { cross = max(cross, offered) }
    return axis == .horizontal ? CGSize(width: total, height: cross)
      : CGSize(width: cross, height: total)
  }

  /// Places the children in `rect`, along the major axis in order, aligned across.
  func place(in rect: CGRect, proposal p: ProposedViewSize, id: NodeID?) {
    let sizes: [(size: CGSize, proposal: ProposedViewSize)], gaps: [CGFloat]
    if let id, let plan = engine.stackPlans[id], plan.proposal == p {
      (sizes, gaps) = (plan.sizes, plan.gaps)
    } else {
      gaps = self.gaps()
      sizes = childSizes(p, gaps: gaps)
    }
    var position: CGFloat = 0
    let crossSize = axis == .horizontal ? rect.height : rect.width
    let values = effectiveGuide.map { guide in
      children.indices.map { alignmentValue(children[$0], sizes[$0].size, guide) }
    }
    let line = values?.max() ?? 0
    for (i, child) in children.enumerated() {
      position += gaps[i]
      let (size, q) = sizes[i]
      let crossOffset = values.map { line - $0[i] } ?? (crossSize - minor(size)) * stack.alignment
      let origin = axis == .horizontal
        ? CGPoint(x: rect.minX + position, y: rect.minY + crossOffset)
        : CGPoint(x: rect.minX + crossOffset, y: rect.minY + position)
      engine.place(child, CGRect(origin: origin, size: size), proposal: q)
      position += major(size)
    }
    pinHeaders()
  }

  /// The guide the children align by: the stack's baseline or custom one, or its fraction when
  /// a child sets an explicit guide for it (`.alignmentGuide(.leading) { ... }`); nil for plain
  /// fractions, which align as before.
  var effectiveGuide: StackGuide? {
    if let guide = stack.guide { return guide }
    let key = AlignmentKey.fraction(stack.alignment, vertical: axis == .horizontal)
    let size = CGSize(width: 1, height: 1)
    for child in children
    where engine.explicitGuide(child, size, key, vertical: axis == .horizontal) != nil {
      return StackGuide(key: key, defaultValue: nil)
    }
    return nil
  }

  /// Where `guide` lies across `child` of `size`, from its top (or leading) edge: an explicit
  /// guide's value, the text baseline, or the custom alignment's default.
  func alignmentValue(_ child: NodeID, _ size: CGSize, _ guide: StackGuide) -> CGFloat {
    if let explicit = engine.explicitGuide(child, size, guide.key, vertical: axis == .horizontal) {
      return explicit
    }
    switch guide.key {
    case .firstBaseline: return engine.baseline(child, size, last: false) ?? size.height
    case .lastBaseline: return engine.baseline(child, size, last: true) ?? size.height
    default:
      return guide.defaultValue?(ViewDimensions(width: size.width, height: size.height))
        ?? minor(size) * stack.alignment
    }
  }

  /// In a scroll view, moves each section's header along the stack's axis to the start of
  /// the visible area (its top, or its leading edge in a LazyHStack) while its section passes
  /// under it, and no further than the section's end allows (so the next header pushes it out).
  func pinHeaders() {
    guard !stack.pinnedSections.isEmpty, let viewport = engine.viewports.last else { return }
    let vertical = stack.axis == .vertical
    for section in stack.pinnedSections where section.header < section.end {
      let header = children[section.header]
      let frame = engine.builder.nodes[header].frame
      let last = engine.builder.nodes[children[section.end - 1]].frame
      let start = vertical ? frame.minY : frame.minX
      let length = vertical ? frame.height : frame.width
      let sectionEnd = vertical ? last.maxY : last.maxX
      let pinned = min(max(start, vertical ? viewport.minY : viewport.minX), sectionEnd - length)
      if pinned > start {
        engine.place(header, CGRect(x: vertical ? frame.minX : pinned,
                                    y: vertical ? pinned : frame.minY,
                                    width: frame.width, height: frame.height))
        engine.pinnedHeaders.insert(header)
      }
    }
  }
}
