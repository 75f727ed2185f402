/// A type-erased view.
public struct AnyView: PrimitiveView {
  let make: (NodeBuilder, EnvironmentValues) -> [NodeID]
  /// The view's `.tag`, `.tabItem` and `.badge`, for pickers and tab views.
  let traits: ViewTraits
  var tag: AnyHashable? { traits.tag }
  /// The Group the view is, under trait modifiers, for preview lists.
  let wrappedGroup: (any GroupLike)?
  /// The view erased, for a container that looks through it (`ContainerContent.swift`).
  let base: any View

  public init<V: View>(_ view: V) {
    if let any = view as? AnyView {
      make = any.make
      traits = any.traits
      wrappedGroup = any.wrappedGroup
      base = any.base
      return
    }
    base = view
    make = { resolve(view, $0, $1) }
    wrappedGroup = (view as? any GroupLike) ?? (view as? any GroupWrapping)?.group
    traits = (view as? any TraitCarrying)?.viewTraits ?? ViewTraits()
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
