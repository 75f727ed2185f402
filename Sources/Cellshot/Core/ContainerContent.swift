// Looking through: how a container finds the children it arranges.
//
// Takes a container's content, and the builder and environment it is resolved with; gives
// the views the content stands for, one level down. A list looks for its sections, a tab
// view for its tabs, a picker for its options: SwiftUI finds them through a builder's views,
// a `Group`, a `ForEach`, the branch an `if` took, an `AnyView`, and the `body` of any view of
// the app's own, so `struct AccountSection: View { var body: some View { Section ... } }` is a
// section of its list as the same `Section` written inline is. Each walk (`flattenSections`,
// `taggedOptions`, `tabItems`) stops at what it looks for and goes through the rest with
// `viewsInside`. Nothing here makes a node.

/// Where a container looks at its content: the builder whose state store gives views of the
/// app's own their `@State`, and the environment their bodies are made in.
struct ContentScope {
  let builder: NodeBuilder
  let environment: EnvironmentValues

  /// The scope with the environment changed by `change`.
  func changed(_ change: (inout EnvironmentValues) -> Void) -> ContentScope {
    var env = environment
    change(&env)
    return ContentScope(builder: builder, environment: env)
  }
}

/// A view that stands for several views of its container's (or none) and makes no node of
/// its own: a builder's views, a `Group`, the branch an `if` took, an optional, a `ForEach`.
@MainActor protocol ViewList {
  /// The views, in order.
  var listedViews: [any View] { get }
}

/// A view list whose views depend on where they are looked at (`Group(subviews:)`: its
/// content's children are found through views of the app's own with a scope).
@MainActor protocol ScopedViewList {
  func listedViews(_ scope: ContentScope?) -> [any View]
}

/// The views `view` stands for in a container, one level down; nil when it is one child
/// itself (a primitive view, or a modifier around any view).
///
/// A view of the app's own stands for its `body`, made as resolving it would make it: its
/// state restored from `scope`'s store and its environment properties read from `scope`'s
/// environment. The container then resolves the body's views in place of the view, so the
/// view's state is restored once a pass, as for any other view. Without a scope (a view's
/// body taking its content apart, which has no builder at hand) a view of the app's own is
/// one child.
@MainActor
func viewsInside<V: View>(_ view: V, _ scope: ContentScope?) -> [any View]? {
  if let erased = view as? AnyView { return [erased.base] }
  if let list = view as? any ViewList { return list.listedViews }
  if let list = view as? any ScopedViewList { return list.listedViews(scope) }
  guard let scope, V.Body.self != Never.self else { return nil }
  let builder = scope.builder
  guard builder.descend() else { return [] }
  defer { builder.depth -= 1 }
  builder.states.restore(view, scope.environment)
  return [view.body as any View]
}

extension TupleView: ViewList {
  var listedViews: [any View] { items }
}

extension Group: ViewList where Content: View {
  var listedViews: [any View] { [content] }
}

extension ConditionalContent: ViewList where TrueContent: View, FalseContent: View {
  var listedViews: [any View] {
    switch storage {
    case .trueContent(let view): return [view]
    case .falseContent(let view): return [view]
    }
  }
}

extension Optional: ViewList where Wrapped: View {
  var listedViews: [any View] {
    switch self {
    case .some(let view): return [view]
    case .none: return []
    }
  }
}

extension ForEach: ViewList where Content: View {
  var listedViews: [any View] { data.map { content($0) as any View } }
}

extension DebugReplaceableView: ViewList {
  var listedViews: [any View] { [view.base] }
}
