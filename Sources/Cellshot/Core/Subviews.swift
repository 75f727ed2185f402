// iOS 18's subviews: `Group(subviews:)` and `ForEach(subviews:)` give a container's content
// one child at a time, with the container values each child carries (`.containerValue`).

/// A key for a value a view carries to its container: `extension ContainerValues { @Entry
/// var isHighlighted = false }`.
public protocol ContainerValueKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// The values a subview carries for its container.
public struct ContainerValues {
  var values: [ObjectIdentifier: Any] = [:]

  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The subview's tag, if it is a `V`.
  public func tag<V: Hashable>(for type: V.Type) -> V? { tagValue?.base as? V }
  public func hasTag<V: Hashable>(_ tag: V) -> Bool { tagValue == AnyHashable(tag) }
  var tagValue: AnyHashable?
}

extension View {
  /// Sets a container value for the container this view is a subview of.
  public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V)
    -> some View
  {
    TraitModifier(content: self) {
      var values = $0.custom[ObjectIdentifier(ContainerValues.self)] as? ContainerValues
        ?? ContainerValues()
      values[keyPath: keyPath] = value
      $0.custom[ObjectIdentifier(ContainerValues.self)] = values
    }
  }
}

/// One child of a container's content.
public struct Subview: View, Identifiable {
  nonisolated(unsafe) let identity: AnyHashable
  let view: AnyView
  /// The values the child carries for its container.
  public let containerValues: ContainerValues

  /// The child's identity: its tag or `ForEach` id, else its place.
  nonisolated public var id: ID { ID(base: identity) }

  /// A subview's identity.
  public struct ID: Hashable, @unchecked Sendable {
    let base: AnyHashable
  }

  public var body: some View { view }

  /// How a container sizes its subviews (iOS 26): each as it asks, or all alike along `axis`.
  public enum ContainerSizingOptions: Sendable {
    case uniform(axis: Axis.Set)
    case variable
  }
}

/// The children of a container's content, in order.
public struct SubviewsCollection: RandomAccessCollection, View {
  nonisolated(unsafe) let subviews: [Subview]

  /// The children of `content`; with a scope, through views of the app's own too (a custom
  /// view whose body is three texts is three subviews, as on iOS), else such a view is one.
  @MainActor init<Content: View>(_ content: Content, _ scope: ContentScope? = nil) {
    subviews = subviewList(content, scope).map { item in
      var values = item.traits.custom[ObjectIdentifier(ContainerValues.self)] as? ContainerValues
        ?? ContainerValues()
      values.tagValue = item.traits.tag
      return Subview(identity: item.id, view: item.view, containerValues: values)
    }
  }

  nonisolated public var startIndex: Int { 0 }
  nonisolated public var endIndex: Int { subviews.count }
  nonisolated public subscript(position: Int) -> Subview { subviews[position] }
  nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }

  public var body: some View { ForEach(subviews) { $0 } }
}

/// Some of a container's children.
public struct SubviewsCollectionSlice: RandomAccessCollection, View {
  nonisolated(unsafe) let subviews: ArraySlice<Subview>
  nonisolated public var startIndex: Int { subviews.startIndex }
  nonisolated public var endIndex: Int { subviews.endIndex }
  nonisolated public subscript(position: Int) -> Subview { subviews[position] }
  nonisolated public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
    SubviewsCollectionSlice(subviews: subviews[bounds])
  }
  public var body: some View { ForEach(Array(subviews)) { $0 } }
}

/// What `Group(subviews:transform:)` is: the transform of the content's children, found
/// where it is resolved (or looked through by a container), so that the content's views of
/// the app's own are looked through with their state.
public struct GroupElementsOfContent<Subviews: View, Content: View>: PrimitiveView,
  ScopedViewList
{
  let subviews: Subviews
  let transform: (SubviewsCollection) -> Content

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let scope = ContentScope(builder: builder, environment: environment)
    return resolve(transform(SubviewsCollection(subviews, scope)), builder, environment)
  }

  func listedViews(_ scope: ContentScope?) -> [any View] {
    [transform(SubviewsCollection(subviews, scope))]
  }
}

@MainActor
extension Group {
  /// A view made from `view`'s children, one by one.
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init { GroupElementsOfContent(subviews: view, transform: transform) }
  }
}

/// The data of `ForEach(subviews:)`: the children of a view, one by one; found again where
/// the ForEach is resolved (`rescoped`), through the view's own views of the app's.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection,
  RescopedSubviews
{
  nonisolated(unsafe) let subviews: [Subview]
  /// The children found with a scope.
  nonisolated(unsafe) var find: (@MainActor (ContentScope?) -> [Subview])? = nil

  func rescoped(_ scope: ContentScope?) -> any RescopedSubviews {
    guard let find else { return self }
    return ForEachSubviewCollection(subviews: find(scope), find: nil)
  }

  nonisolated public var startIndex: Int { 0 }
  nonisolated public var endIndex: Int { subviews.count }
  nonisolated public subscript(index: Int) -> Subview { subviews[index] }
}

extension ForEach where Content: View {
  /// A view of each of `view`'s children.
  @MainActor
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View
  {
    let find: @MainActor (ContentScope?) -> [Subview] = { SubviewsCollection(view, $0).subviews }
    self.init(ForEachSubviewCollection(subviews: find(nil), find: find), content: content)
  }
}

/// Data found again where its ForEach is resolved: `ForEach(subviews:)`'s.
@MainActor protocol RescopedSubviews {
  func rescoped(_ scope: ContentScope?) -> any RescopedSubviews
}
