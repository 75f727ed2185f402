/// The options of a picker's content with their tags: `.tag(_:)`, or a `ForEach`'s ids;
/// found through groups, `if`, and (given a scope) views of the app's own
/// (`ContainerContent.swift`).
@MainActor
func taggedOptions<Content: View>(_ content: Content, _ scope: ContentScope?)
  -> [(tag: AnyHashable?, view: AnyView)]
{
  if let each = content as? any TaggedItems { return each.taggedItems(scope) }
  if let views = viewsInside(content, scope) {
    return views.flatMap { taggedOptions($0, scope) }
  }
  return [(traits(of: content).tag, AnyView(content))]
}

/// Views that stand for several tagged options (a ForEach).
@MainActor protocol TaggedItems {
  func taggedItems(_ scope: ContentScope?) -> [(tag: AnyHashable?, view: AnyView)]
}

/// What a view says of itself to the container it is in: its tag, tab item and badge.
struct ViewTraits {
  var tag: AnyHashable?
  var tabItem: (() -> AnyView)?
  var badge: String?
  /// What a preview list's view says of how to show it.
  var previewDevice: String?
  var previewName: String?
  var previewLayout: PreviewLayout?
  var previewOrientation: InterfaceOrientation?
  /// Traits of the app's own (`_trait(_:_:)`) and container values (`containerValue`), by
  /// their key type.
  var custom: [ObjectIdentifier: Any] = [:]
}

extension ViewTraits {
  /// A tab with the search role (`Tab(role: .search)`), which iOS 26's tab bar draws apart.
  var isSearchTab: Bool {
    get { custom[ObjectIdentifier(SearchTabTrait.self)] as? Bool ?? false }
    set { custom[ObjectIdentifier(SearchTabTrait.self)] = newValue }
  }
}

/// The key of `ViewTraits.isSearchTab`.
enum SearchTabTrait {}

/// Views that carry traits (through the modifiers wrapped around them).
@MainActor protocol TraitCarrying {
  var viewTraits: ViewTraits { get }
}

/// The traits of `view`, if it carries any.
@MainActor func traits<V: View>(of view: V) -> ViewTraits {
  (view as? any TraitCarrying)?.viewTraits ?? (view as? AnyView)?.traits ?? ViewTraits()
}

extension TaggedView: TraitCarrying {
  var viewTraits: ViewTraits {
    var t = traits(of: content)
    t.tag = tag
    return t
  }
}

/// A view with a tag, for pickers.
struct TaggedView<Content: View>: PrimitiveView {
  let content: Content
  let tag: AnyHashable
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ids = resolve(content, builder, environment)
    // The tag a custom layout's subview reports in its `containerValues`.
    for id in ids {
      var values = builder.containerValues[id] ?? ContainerValues()
      values.tagValue = tag
      builder.containerValues[id] = values
    }
    return ids
  }
}

extension View {
  /// The value a picker option stands for.
  public func tag<V: Hashable>(_ tag: V) -> some View { TaggedView(content: self, tag: tag) }
}

/// A view with one of its traits set (its tab item, its badge).
/// A view that may be a Group under modifiers (a trait modifier's content).
@MainActor protocol GroupWrapping {
  var group: (any GroupLike)? { get }
}

extension TraitModifier: GroupWrapping {
  var group: (any GroupLike)? {
    (content as? any GroupLike) ?? (content as? any GroupWrapping)?.group
      ?? (content as? AnyView)?.wrappedGroup
  }
}

struct TraitModifier<Content: View>: PrimitiveView, TraitCarrying {
  let content: Content
  let set: (inout ViewTraits) -> Void
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ids = resolve(content, builder, environment)
    // The values a custom layout's subview reports as `containerValues`.
    let traits = viewTraits
    let key = ObjectIdentifier(ContainerValues.self)
    if traits.custom[key] != nil || traits.tag != nil {
      var values = traits.custom[key] as? ContainerValues ?? ContainerValues()
      values.tagValue = traits.tag
      for id in ids { builder.containerValues[id] = values }
    }
    return ids
  }
  var viewTraits: ViewTraits {
    var t = traits(of: content)
    set(&t)
    return t
  }
}
