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
  public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
    CustomLayoutView(layout: AnyLayout(self), content: content(), name: "\(Self.self)")
  }
}

/// A type-erased layout.
public struct AnyLayout {
  let sizeThatFits: (ProposedViewSize, LayoutSubviews) -> CGSize
  let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviews) -> Void

  public init<L: Layout>(_ layout: L) {
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
public struct LayoutSubviews: RandomAccessCollection {
  let engine: LayoutEngine
  let ids: [NodeID]
  public var startIndex: Int { 0 }
  public var endIndex: Int { ids.count }
  public subscript(index: Int) -> LayoutSubview { LayoutSubview(engine: engine, id: ids[index]) }
}

/// One subview of a custom layout: ask it its size, and place it.
public struct LayoutSubview {
  let engine: LayoutEngine
  let id: NodeID

  /// The size the subview chooses for `proposal`.
  public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
    engine.sizeThatFits(id, proposal)
  }

  /// Places the subview with its `anchor` at `position` (in the coordinates of the bounds
  /// given to `placeSubviews`), sized for `proposal`.
  public func place(at position: CGPoint, anchor: UnitPoint = .topLeading,
                    proposal: ProposedViewSize) {
    let size = engine.sizeThatFits(id, proposal)
    let origin = CGPoint(x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y)
    engine.place(id, CGRect(origin: origin, size: size))
  }

  public var priority: Double { engine.priority(id) }
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
