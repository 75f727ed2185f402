// A `Layout` of the app's own (and `AnyLayout`): it sizes itself from its subviews' answers
// to proposals, then places each subview; the engine answers for the subviews.

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

extension LayoutEngine {
  func sizeCustom(_ layout: AnyLayout, _ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    layout.sizeThatFits(p, LayoutSubviews(engine: self, ids: children))
  }

  func placeCustom(_ layout: AnyLayout, _ children: [NodeID], in rect: CGRect,
                   _ p: ProposedViewSize) {
    layout.placeSubviews(rect, p, LayoutSubviews(engine: self, ids: children))
  }
}
