// A `Layout` of the app's own (and `AnyLayout`): it sizes itself from its subviews' answers
// to proposals, then places each subview; the engine answers for the subviews. One cache is
// made per container and kept between its calls, as SwiftUI keeps it. The layout's spacing
// is what stacks around it keep from it; its explicit alignments are what a stack aligned by
// a guide (a baseline, a custom alignment) reads from it: by default the subviews' explicit
// values where the layout places them, combined by the guide. `layoutProperties`'s
// `stackOrientation` is the axis its spacers and dividers take.

/// A custom container, as SwiftUI's `Layout`: it sizes itself from its subviews' answers to
/// proposals, then places each subview.
public protocol Layout: Animatable {
  /// What the container is, for the views in it: the axis along which its spacers grow.
  static var layoutProperties: LayoutProperties { get }
  associatedtype Cache = Void
  typealias Subviews = LayoutSubviews

  func makeCache(subviews: Subviews) -> Cache
  func updateCache(_ cache: inout Cache, subviews: Subviews)
  func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
                     cache: inout Cache)
  func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect,
                         proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGFloat?
  func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect,
                         proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    -> CGFloat?
}

extension Layout where Cache == Void {
  public func makeCache(subviews: Subviews) -> Void { () }
}

/// What a layout container is for the views in it, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
  /// The axis the container stacks along, if it is a stack: spacers in it grow along it and
  /// dividers cross it; nil (the default) for no stack, where spacers grow both ways.
  public var stackOrientation: Axis?

  public init() { stackOrientation = nil }
}

extension Layout {
  public static var layoutProperties: LayoutProperties { LayoutProperties() }

  /// Makes the cache again (SwiftUI calls this when the subviews change; a picture lays out
  /// each container once, with a fresh cache).
  public func updateCache(_ cache: inout Cache, subviews: Subviews) {
    cache = makeCache(subviews: subviews)
  }

  /// The union of the subviews' spacings, as SwiftUI's default; a container with no subviews
  /// asks a plain view's spacing.
  public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
    guard !subviews.isEmpty else { return ViewSpacing() }
    var union = ViewSpacing(top: .none, bottom: .none, zero: true)
    for subview in subviews { union.formUnion(subview.spacing) }
    return union
  }

  /// The subviews' explicit values for `guide`, where `placeSubviews` puts them in `bounds`,
  /// combined as `guide` combines them (a mean; the smallest first baseline); nil when none
  /// has one.
  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect,
                                proposal: ProposedViewSize, subviews: Subviews,
                                cache: inout Cache) -> CGFloat? {
    let placed = subviews.recordingPlacements {
      placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache)
    }
    return guide.combineExplicit(placed.map { subview, frame in
      subview.dimensions(in: ProposedViewSize(frame.size))[explicit: guide]
        .map { frame.minX - bounds.minX + $0 }
    })
  }

  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect,
                                proposal: ProposedViewSize, subviews: Subviews,
                                cache: inout Cache) -> CGFloat? {
    let placed = subviews.recordingPlacements {
      placeSubviews(in: bounds, proposal: proposal, subviews: $0, cache: &cache)
    }
    return guide.combineExplicit(placed.map { subview, frame in
      subview.dimensions(in: ProposedViewSize(frame.size))[explicit: guide]
        .map { frame.minY - bounds.minY + $0 }
    })
  }
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
  let spacing: (LayoutSubviews) -> ViewSpacing
  /// The layout's explicit value for the alignment `key` stands for (vertical or not).
  let explicitAlignment: (AlignmentKey, Bool, CGRect, ProposedViewSize, LayoutSubviews)
    -> CGFloat?
  /// The wrapped layout's `layoutProperties`.
  let properties: LayoutProperties
  /// The direction the container lays out in, set when it becomes a node.
  var layoutDirection = LayoutDirection.leftToRight
  /// The stack node the layout stands for, when it is HStackLayout, VStackLayout or
  /// ZStackLayout.
  let native: NativeStack?

  public init<L: Layout>(_ layout: L) {
    if let any = layout as? AnyLayout {
      self = any
      return
    }
    native = (layout as? any NativeStackLayout)?.native
    properties = L.layoutProperties
    // One cache per container (its subviews), made on the first call and kept for the others,
    // as SwiftUI keeps a container's cache between sizing and placing.
    let caches = LayoutCaches<L.Cache>()
    func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
      var cache = caches.values[subviews.ids] ?? layout.makeCache(subviews: subviews)
      defer { caches.values[subviews.ids] = cache }
      return body(&cache)
    }
    sizeThatFits = { proposal, subviews in
      withCache(subviews) {
        layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
      }
    }
    placeSubviews = { bounds, proposal, subviews in
      withCache(subviews) {
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
      }
    }
    spacing = { subviews in withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) } }
    explicitAlignment = { key, vertical, bounds, proposal, subviews in
      withCache(subviews) { cache in
        vertical
          ? layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds,
                                     proposal: proposal, subviews: subviews, cache: &cache)
          : layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds,
                                     proposal: proposal, subviews: subviews, cache: &cache)
      }
    }
  }
}

/// A layout's caches, by the subviews they were made for.
private final class LayoutCaches<Cache> {
  var values: [[NodeID]: Cache] = [:]
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

  public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing { spacing(subviews) }

  public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect,
                                proposal: ProposedViewSize, subviews: Subviews,
                                cache: inout ()) -> CGFloat? {
    explicitAlignment(guide.key, false, bounds, proposal, subviews)
  }

  public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect,
                                proposal: ProposedViewSize, subviews: Subviews,
                                cache: inout ()) -> CGFloat? {
    explicitAlignment(guide.key, true, bounds, proposal, subviews)
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
    env.stackAxis = layout.properties.stackOrientation
    var node = layout
    node.layoutDirection = environment.layoutDirection
    return [builder.add(.custom(node), resolve(content, builder, env), name: name)]
  }
}

/// The subviews a custom layout arranges. A slice keeps its subviews' indices.
public struct LayoutSubviews: Equatable, RandomAccessCollection, Sendable {
  public typealias SubSequence = LayoutSubviews
  public typealias Element = LayoutSubview
  public typealias Index = Int
  public typealias Indices = Range<Int>
  public typealias Iterator = IndexingIterator<LayoutSubviews>

  let engine: LayoutEngine
  let ids: [NodeID]
  /// The index of the first subview (a slice's place in the whole).
  let base: Int
  /// While set, `place` records where each subview would go instead of placing it.
  let recorder: PlacementRecorder?
  /// The direction the container lays out in; SwiftUI mirrors the placements in a
  /// right-to-left layout itself, so a layout seldom reads it.
  public var layoutDirection: LayoutDirection

  init(engine: LayoutEngine, ids: [NodeID], base: Int = 0, recorder: PlacementRecorder? = nil,
       layoutDirection: LayoutDirection = .leftToRight) {
    (self.engine, self.ids, self.base) = (engine, ids, base)
    (self.recorder, self.layoutDirection) = (recorder, layoutDirection)
  }

  public var startIndex: Int { base }
  public var endIndex: Int { base + ids.count }
  public subscript(index: Int) -> LayoutSubview {
    LayoutSubview(engine: engine, id: ids[index - base], recorder: recorder)
  }
  public subscript(bounds: Range<Int>) -> LayoutSubviews {
    let slice = ids[(bounds.lowerBound - base)..<(bounds.upperBound - base)]
    return LayoutSubviews(engine: engine, ids: Array(slice), base: bounds.lowerBound,
                          recorder: recorder, layoutDirection: layoutDirection)
  }
  /// The subviews at `indices`, in their order, indexed from zero.
  public subscript<S>(indices: S) -> LayoutSubviews where S: Sequence, S.Element == Int {
    LayoutSubviews(engine: engine, ids: indices.map { ids[$0 - base] }, recorder: recorder,
                   layoutDirection: layoutDirection)
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: LayoutSubviews, _ rhs: LayoutSubviews) -> Bool {
    lhs.engine === rhs.engine && lhs.ids == rhs.ids && lhs.base == rhs.base
      && lhs.layoutDirection == rhs.layoutDirection
  }

  /// Each subview and the frame `place` gives it, in the order placed, when `body` places
  /// them: nothing is placed.
  func recordingPlacements(_ body: (LayoutSubviews) -> Void) -> [(LayoutSubview, CGRect)] {
    let recorder = PlacementRecorder()
    body(LayoutSubviews(engine: engine, ids: ids, base: base, recorder: recorder,
                        layoutDirection: layoutDirection))
    return recorder.frames.map { (LayoutSubview(engine: engine, id: $0.0), $0.1) }
  }
}

/// Where a layout asked its subviews to go, while its explicit alignment is worked out.
final class PlacementRecorder: @unchecked Sendable {
  // Unchecked: used only while the engine lays out, on the main actor.
  var frames: [(NodeID, CGRect)] = []
}

/// One subview of a custom layout: ask it its size, and place it. Layouts run on the main
/// actor, as the engine does, so the subview answers from there whatever the layout's own
/// isolation (SwiftUI's `Layout` is not main-actor isolated either).
public struct LayoutSubview: Equatable, Sendable {
  let engine: LayoutEngine
  let id: NodeID
  var recorder: PlacementRecorder? = nil

  /// Whether the two stand for the same subview.
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: LayoutSubview, _ b: LayoutSubview) -> Bool {
    a.engine === b.engine && a.id == b.id
  }

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
      if let recorder {
        recorder.frames.append((id, CGRect(origin: origin, size: size)))
      } else {
        engine.place(id, CGRect(origin: origin, size: size))
      }
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

  /// The container values the subview carries (`.containerValue`), and its tag.
  public var containerValues: ContainerValues {
    let box = LayoutValueBox<ContainerValues>()
    MainActor.assumeIsolated { box.value = engine.containerValues(id) }
    return box.value ?? ContainerValues()
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

  /// The container values on node `id` or the modifiers it is made of.
  func containerValues(_ id: NodeID) -> ContainerValues? {
    var node = id
    while true {
      if let values = builder.containerValues[node] { return values }
      guard builder.nodes[node].kind.isModifier, let child = builder.nodes[node].children.first
      else { return nil }
      node = child
    }
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
    layout.sizeThatFits(p, subviews(layout, children))
  }

  func placeCustom(_ layout: AnyLayout, _ children: [NodeID], in rect: CGRect,
                   _ p: ProposedViewSize) {
    layout.placeSubviews(rect, p, subviews(layout, children))
  }

  /// A custom container's spacing: what a stack keeps between it and its neighbours.
  func customSpacing(_ layout: AnyLayout, _ children: [NodeID]) -> ViewSpacing {
    layout.spacing(subviews(layout, children))
  }

  /// A custom container's explicit value for `key`, laid out at `size`.
  func customAlignment(_ layout: AnyLayout, _ children: [NodeID], _ size: CGSize,
                       _ key: AlignmentKey, vertical: Bool) -> CGFloat? {
    layout.explicitAlignment(key, vertical, CGRect(origin: .zero, size: size),
                             ProposedViewSize(size), subviews(layout, children))
  }

  private func subviews(_ layout: AnyLayout, _ children: [NodeID]) -> LayoutSubviews {
    LayoutSubviews(engine: self, ids: children, layoutDirection: layout.layoutDirection)
  }
}
