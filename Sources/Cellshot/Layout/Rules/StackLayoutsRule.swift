// HStackLayout, VStackLayout and ZStackLayout (and GridLayout, in GridRule.swift): the stacks'
// and the grid's rules as `Layout` values, for `AnyLayout`. Used through a view, they become
// the containers' own nodes; called as a `Layout`, they run the rules over the subviews.

/// What a stack layout is as a node.
enum NativeStack {
  case stack(Axis, alignment: CGFloat, spacing: CGFloat?)
  case zstack(Alignment)
  case grid(GridNode)
}

protocol NativeStackLayout {
  var native: NativeStack { get }
}

struct AnyLayoutView<Content: View>: PrimitiveView {
  let layout: AnyLayout
  let content: Content

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    switch layout.native {
    case .stack(let axis, let alignment, let spacing)?:
      return makeStack(axis, alignment, spacing, content, builder, environment,
                       axis == .horizontal ? "HStackLayout" : "VStackLayout")
    case .zstack(let alignment)?:
      var env = environment
      env.stackAxis = nil
      return [builder.add(.zstack(alignment), resolve(content, builder, env), name: "ZStackLayout")]
    case .grid(let grid)?:
      var env = environment
      env.stackAxis = nil
      return [builder.add(.grid(grid), resolve(content, builder, env), name: "GridLayout")]
    case nil:
      return CustomLayoutView(layout: layout, content: content, name: "AnyLayout")
        ._makeNodes(builder, environment)
    }
  }
}

/// HStack's layout as a value, for `AnyLayout`.
public struct HStackLayout: Layout, NativeStackLayout {
  public var alignment: VerticalAlignment
  public var spacing: CGFloat?
  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  var native: NativeStack { .stack(.horizontal, alignment: alignment.fraction, spacing: spacing) }
  /// A stack along its axis: the spacers in it grow along it.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .horizontal
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize { nativeSize(native, proposal, subviews) }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                            cache: inout ()) { nativePlace(native, bounds, proposal, subviews) }
}

/// VStack's layout as a value, for `AnyLayout`.
public struct VStackLayout: Layout, NativeStackLayout {
  public var alignment: HorizontalAlignment
  public var spacing: CGFloat?
  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
    self.alignment = alignment
    self.spacing = spacing
  }
  var native: NativeStack { .stack(.vertical, alignment: alignment.fraction, spacing: spacing) }
  /// A stack along its axis: the spacers in it grow along it.
  public static var layoutProperties: LayoutProperties {
    var properties = LayoutProperties()
    properties.stackOrientation = .vertical
    return properties
  }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize { nativeSize(native, proposal, subviews) }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                            cache: inout ()) { nativePlace(native, bounds, proposal, subviews) }
}

/// ZStack's layout as a value, for `AnyLayout`.
public struct ZStackLayout: Layout, NativeStackLayout {
  public var alignment: Alignment
  public init(alignment: Alignment = .center) { self.alignment = alignment }
  var native: NativeStack { .zstack(alignment) }
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize { nativeSize(native, proposal, subviews) }
  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                            cache: inout ()) { nativePlace(native, bounds, proposal, subviews) }
}

/// A stack layout's size when called as a `Layout` (not through a view): the stack algorithm
/// over the subviews.
func nativeSize(_ native: NativeStack, _ p: ProposedViewSize, _ subviews: LayoutSubviews)
  -> CGSize
{
  // Layout runs on the main actor (the engine does), whatever a Layout's own isolation.
  MainActor.assumeIsolated { nativeSizeIsolated(native, p, subviews) }
}

@MainActor private func nativeSizeIsolated(_ native: NativeStack, _ p: ProposedViewSize,
                                           _ subviews: LayoutSubviews) -> CGSize {
  switch native {
  case .stack(let axis, let alignment, let spacing):
    return StackLayout(engine: subviews.engine,
                       stack: StackNode(axis: axis, alignment: alignment, spacing: spacing),
                       children: subviews.ids).size(p, id: nil)
  case .zstack:
    return subviews.reduce(CGSize.zero) { size, subview in
      let s = subview.sizeThatFits(p)
      return CGSize(width: max(size.width, s.width), height: max(size.height, s.height))
    }
  case .grid(let grid):
    return subviews.engine.sizeGrid(rows: subviews.ids, grid, p)
  }
}

func nativePlace(_ native: NativeStack, _ bounds: CGRect, _ p: ProposedViewSize,
                 _ subviews: LayoutSubviews) {
  MainActor.assumeIsolated { nativePlaceIsolated(native, bounds, p, subviews) }
}

@MainActor private func nativePlaceIsolated(_ native: NativeStack, _ bounds: CGRect,
                                            _ p: ProposedViewSize, _ subviews: LayoutSubviews) {
  switch native {
  case .stack(let axis, let alignment, let spacing):
    StackLayout(engine: subviews.engine,
                stack: StackNode(axis: axis, alignment: alignment, spacing: spacing),
                children: subviews.ids).place(in: bounds, proposal: p, id: nil)
  case .zstack(let alignment):
    for id in subviews.ids {
      subviews.engine.placeAligned(id, in: bounds, alignment: alignment, proposal: p)
    }
  case .grid(let grid):
    subviews.engine.placeGrid(rows: subviews.ids, grid, in: bounds, p)
  }
}

