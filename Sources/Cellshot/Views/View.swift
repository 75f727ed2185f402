/// A piece of user interface, as in SwiftUI: a value whose `body` is made of other views.
///
/// Views that draw or lay out something themselves (Text, shapes, stacks, modifiers) are
/// primitives: their `Body` is `Never`, and they turn into layout nodes directly.
@MainActor @preconcurrency
public protocol View: SendableMetatype {
  associatedtype Body: View
  @ViewBuilder var body: Body { get }

  /// Adds the view's layout nodes to `builder`: a primitive makes its own, any other view
  /// resolves its body. Not for use outside Cellshot; views never implement it themselves.
  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID]
}

extension View {
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    builder.depth += 1
    defer { builder.depth -= 1 }
    precondition(builder.depth < 4096, "views nest too deeply (a body that contains itself?)")
    builder.states.restore(self, environment)
    return body._makeNodes(builder, environment)
  }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] { [] }
}

/// A view that makes layout nodes itself (`_makeNodes`) instead of having a body: none, one,
/// or several for views that are lists, such as ForEach or Group.
protocol PrimitiveView: View where Body == Never {}

extension PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is a primitive view") }
}

/// Resolves any view to nodes: a primitive makes its own, any other view resolves its body.
@MainActor @inline(__always)
func resolve<V: View>(_ view: V, _ builder: NodeBuilder, _ environment: EnvironmentValues)
  -> [NodeID]
{
  view._makeNodes(builder, environment)
}

/// A type-erased view.
public struct AnyView: PrimitiveView {
  let make: (NodeBuilder, EnvironmentValues) -> [NodeID]
  /// The stack items the view stands for, when it is (or holds) sections, so that a lazy
  /// stack can still find them after erasure.
  let stackItems: (() -> [StackItem])?
  /// The view's `.tag`, `.tabItem` and `.badge`, for pickers and tab views.
  let traits: ViewTraits
  var tag: AnyHashable? { traits.tag }
  /// The tagged options the view stands for, when it holds several (a ForEach).
  let taggedItems: (() -> [(tag: AnyHashable?, view: AnyView)])?
  /// The Group the view is, under trait modifiers, for preview lists.
  let wrappedGroup: (any GroupLike)?

  public init<V: View>(_ view: V) {
    if let any = view as? AnyView {
      make = any.make
      stackItems = any.stackItems
      traits = any.traits
      taggedItems = any.taggedItems
      wrappedGroup = any.wrappedGroup
      return
    }
    make = { resolve(view, $0, $1) }
    wrappedGroup = (view as? any GroupLike) ?? (view as? any GroupWrapping)?.group
    traits = (view as? any TraitCarrying)?.viewTraits ?? ViewTraits()
    if let items = view as? any TaggedItems {
      taggedItems = { items.taggedItems }
    } else if let tuple = view as? TupleView {
      taggedItems = { taggedOptions(tuple) }
    } else {
      taggedItems = nil
    }
    if view is any SectionLike || view is any ForEachSections || view is TupleView
      || (view as? any SectionModifier)?.modifiedSection != nil {
      stackItems = { flattenSections(view) }
    } else {
      stackItems = nil
    }
  }

  public init<V: View>(erasing view: V) { self.init(view) }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    make(builder, environment)
  }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: PrimitiveView {
  public init() {}
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] { [] }
}

/// Several views in a row, as a result builder makes them.
public struct TupleView: PrimitiveView {
  let items: [AnyView]
  init(_ items: [AnyView]) { self.items = items }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    items.flatMap { $0.make(builder, environment) }
  }
}

/// Views grouped without a container of their own: the parent lays out each one.
public struct Group<Content: View>: PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

/// One of two views, chosen by `if`/`else` in a builder.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
  let chosen: AnyView
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    chosen.make(builder, environment)
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional is a primitive view") }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    switch self {
    case .some(let view): return resolve(view, builder, environment)
    case .none: return []
    }
  }
}

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does: sequences, `if`/`else`,
/// optionals, `for` loops and availability checks.
@resultBuilder @MainActor @preconcurrency
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView {
    var items: [AnyView] = []
    repeat items.append(AnyView(each content))
    return TupleView(items)
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> {
    ConditionalContent(chosen: AnyView(first))
  }

  public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> {
    ConditionalContent(chosen: AnyView(second))
  }

  public static func buildArray<Content: View>(_ components: [Content]) -> TupleView {
    TupleView(components.map { AnyView($0) })
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Builds a list of views for containers that take several (toolbars, sections).
public typealias ToolbarContentBuilder = ViewBuilder
