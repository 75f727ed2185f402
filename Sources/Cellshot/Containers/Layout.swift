/// A custom container, as SwiftUI's `Layout`: it sizes itself from its subviews' answers to
/// proposals, then places each subview.
public protocol Layout {
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  func makeCache(subviews: Subviews) -> Cache
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                     cache: inout Cache)
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Void { () }
}

extension Layout {
  /// Lays out `content` with this layout: `MyFlow(spacing: 8) { ... }`.
  @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    CustomLayoutView(layout: AnyLayout(self), content: content(), name: "\(Self.self)")
  }
}

/// A type-erased layout:
/// `let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())`, then
/// `layout { ... }`. A stack layout lays out exactly as the stack view does.
public struct AnyLayout: @unchecked Sendable {
  // Unchecked: the closures hold a layout of any type, and run only while the engine lays out,
  // on the main actor.
  let sizeThatFits: (ProposedViewSize, LayoutSubviews) -> CGSize
  let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviews) -> Void
  /// The stack node the layout stands for, when it is HStackLayout, VStackLayout or
  /// ZStackLayout.
  let native: NativeStack?

  public init<L: Layout>(_ layout: L) {
    if let any = layout as? AnyLayout {
      self = any
      return
    }
    native = (layout as? any NativeStackLayout)?.native
    sizeThatFits = { proposal, subviews in
      var cache = layout.makeCache(subviews: subviews)
      return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    placeSubviews = { bounds, proposal, subviews in
      var cache = layout.makeCache(subviews: subviews)
      layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
  }
}

extension AnyLayout: Layout {
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    sizeThatFits(proposal, subviews)
  }

  public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                            cache: inout ()) {
    placeSubviews(bounds, proposal, subviews)
  }

  /// Lays out `content` with this layout.
  @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    AnyLayoutView(layout: self, content: content())
  }
}

/// What a stack layout is as a node.
enum NativeStack {
  case stack(Axis, alignment: CGFloat, spacing: CGFloat?)
  case zstack(Alignment)
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
  }
}

struct CustomLayoutView<Content: View>: PrimitiveView {
  let layout: AnyLayout
  let content: Content
  let name: String
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.stackAxis = nil
    return [builder.add(.custom(layout), resolve(content, builder, env), name: name)]
  }
}

/// The subviews a custom layout arranges.
public struct LayoutSubviews: RandomAccessCollection, Sendable {
  let engine: LayoutEngine
  let ids: [NodeID]
  public var startIndex: Int { 0 }
  public var endIndex: Int { ids.count }
  public subscript(index: Int) -> LayoutSubview { LayoutSubview(engine: engine, id: ids[index]) }
}

/// One subview of a custom layout: ask it its size, and place it. Layouts run on the main
/// actor, as the engine does, so the subview answers from there whatever the layout's own
/// isolation (SwiftUI's `Layout` is not main-actor isolated either).
public struct LayoutSubview: Sendable {
  let engine: LayoutEngine
  let id: NodeID

  /// The size the subview chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    MainActor.assumeIsolated { engine.sizeThatFits(id, proposal) }
  }

  /// Places the subview with its `anchor` at `position` (in the coordinates of the bounds
  /// given to `placeSubviews`), sized for `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading,
                    proposal: ProposedViewSize) {
    MainActor.assumeIsolated {
      let size = engine.sizeThatFits(id, proposal)
      let origin = CGPoint(x: position.x - size.width * anchor.x,
                           y: position.y - size.height * anchor.y)
      engine.place(id, CGRect(origin: origin, size: size))
    }
  }

  public var priority: Double { MainActor.assumeIsolated { engine.priority(id) } }
}

/// A point in a unit square: (0, 0) top-leading, (1, 1) bottom-trailing.
public struct UnitPoint: Sendable, Hashable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// The first of its views that fits the space offered along `axes` (its ideal size no larger);
/// the last one when none does. Only the chosen view is drawn.
public struct ViewThatFits<Content: View>: PrimitiveView {
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.stackAxis = nil
    return [builder.add(.firstFitting(axes), resolve(content, builder, env), name: "ViewThatFits")]
  }
}
