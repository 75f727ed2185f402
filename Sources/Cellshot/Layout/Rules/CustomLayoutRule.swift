// A `Layout` of the app's own (and `AnyLayout`): it sizes itself from its subviews' answers
// to proposals, then places each subview; the engine answers for the subviews.

/// A custom container, as SwiftUI's `Layout`: it sizes itself from its subviews' answers to
/// proposals, then places each subview.
public protocol Layout: Animatable {
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

  /// The subview's size for `proposal` with its alignment guides: its own `.alignmentGuide`s
  /// and its text baselines.
  public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
    MainActor.assumeIsolated { engine.dimensions(id, proposal) }
  }

  /// The spacing the subview wants around it, as stacks space it: its top and bottom edges'
  /// kinds (text, plain), none from a spacer.
  public var spacing: ViewSpacing {
    MainActor.assumeIsolated {
      if engine.builder.tags[id] == .spacer { return .zero }
      return ViewSpacing(top: engine.verticalEdge(id, top: true),
                         bottom: engine.verticalEdge(id, top: false))
    }
  }

  /// The value the subview was given for `key` with `.layoutValue(key:value:)`, or its default.
  public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
    // The value leaves the main actor's closure in a box: a key's value need not be Sendable,
    // and layouts run on the main actor anyway.
    let box = LayoutValueBox<K.Value>()
    MainActor.assumeIsolated {
      box.value = engine.layoutValue(id, ObjectIdentifier(key)) as? K.Value
    }
    return box.value ?? K.defaultValue
  }
}

/// Carries a layout value out of `MainActor.assumeIsolated`.
private final class LayoutValueBox<Value>: @unchecked Sendable {
  var value: Value?
}

/// The spacing a view wants around it, as SwiftUI's `ViewSpacing`: what its top and bottom
/// edges ask (`EdgeSpacing`, as stacks space their children), and 8 points side by side.
public struct ViewSpacing: Sendable {
  /// No gap to anything that does not ask one.
  public static let zero = ViewSpacing(top: .none, bottom: .none, zero: true)
  var top: EdgeSpacing
  var bottom: EdgeSpacing
  /// True for `.zero`: no gap where nothing else is asked.
  var zero: Bool

  /// A plain view's spacing (a colour's, a shape's): 8 points from another plain view.
  public init() { (top, bottom, zero) = (.plainEdge, .plainEdge, false) }
  init(top: EdgeSpacing, bottom: EdgeSpacing, zero: Bool = false) {
    (self.top, self.bottom, self.zero) = (top, bottom, zero)
  }

  /// The distance between a view with this spacing and `next` after it along `axis` (below
  /// it, or beside it).
  public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
    let fallback: CGFloat = zero || next.zero ? 0 : 8
    guard axis == .vertical else { return fallback }
    return EdgeSpacing.gap(above: bottom, below: next.top, fallback: fallback)
  }

  public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
    if edges.contains(.top) { top.formUnion(other.top) }
    if edges.contains(.bottom) { bottom.formUnion(other.bottom) }
    zero = zero && other.zero
  }

  public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
    var union = self
    union.formUnion(other, edges: edges)
    return union
  }
}

/// A key for a value a view gives the custom layout it is in:
/// `struct Rank: LayoutValueKey { static let defaultValue = 0 }`, set with
/// `.layoutValue(key: Rank.self, value: 2)` and read as `subview[Rank.self]`.
public protocol LayoutValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension View {
  /// Gives the custom layout this view is in `value` for `key`.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    LayoutModifier(content: self, kind: .preference(key: ObjectIdentifier(key), value: value),
                   name: ".layoutValue(\(K.self))")
  }
}

extension LayoutEngine {
  /// Node `id`'s size for `proposal`, with the explicit guides and baselines found in it.
  func dimensions(_ id: NodeID, _ proposal: ProposedViewSize) -> ViewDimensions {
    let size = sizeThatFits(id, proposal)
    var dimensions = ViewDimensions(width: size.width, height: size.height)
    dimensions.explicit[.firstBaseline] = baseline(id, size, last: false)
    dimensions.explicit[.lastBaseline] = baseline(id, size, last: true)
    var node = id
    while true {
      if case .alignmentGuide(let key, _) = builder.nodes[node].kind,
         dimensions.explicit[key] == nil {
        let vertical: Bool
        if case .fraction(_, let v) = key { vertical = v } else { vertical = true }
        dimensions.explicit[key] = explicitGuide(id, size, key, vertical: vertical)
      }
      let kind = builder.nodes[node].kind
      guard kind.isModifier, let child = builder.nodes[node].children.first else { break }
      node = child
    }
    return dimensions
  }

  /// The value given for a layout value key on node `id` or the modifiers it is made of.
  func layoutValue(_ id: NodeID, _ key: ObjectIdentifier) -> Any? {
    var node = id
    while true {
      if case .preference(let k, let value) = builder.nodes[node].kind, k == key { return value }
      guard builder.nodes[node].kind.isModifier, let child = builder.nodes[node].children.first
      else { return nil }
      node = child
    }
  }

  func sizeCustom(_ layout: AnyLayout, _ children: [NodeID], _ p: ProposedViewSize) -> CGSize {
    layout.sizeThatFits(p, LayoutSubviews(engine: self, ids: children))
  }

  func placeCustom(_ layout: AnyLayout, _ children: [NodeID], in rect: CGRect,
                   _ p: ProposedViewSize) {
    layout.placeSubviews(rect, p, LayoutSubviews(engine: self, ids: children))
  }
}
