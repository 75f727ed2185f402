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
    } else if view is any TupleViewItems {
      taggedItems = { taggedOptions(view) }
    } else {
      taggedItems = nil
    }
    if view is any SectionLike || view is any ForEachSections || view is any TupleViewItems
      || (view as? any SectionModifier)?.modifiedSection != nil {
      stackItems = { flattenSections(view) }
    } else {
      stackItems = nil
    }
  }

  public init<V: View>(erasing view: V) { self.init(view) }

  /// The view `value` is, erased; nil when `value` is not a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.init(view)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    make(builder, environment)
  }
}

/// A view whose type is erased so that a debugger can replace it while the app runs (Xcode's
/// previews wrap views in it): drawn as the view it erases.
public struct DebugReplaceableView: PrimitiveView {
  let view: AnyView
  public init<V: View>(erasing view: V) { self.view = AnyView(view) }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    view.make(builder, environment)
  }
}
