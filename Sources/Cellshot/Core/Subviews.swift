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

  @MainActor init<Content: View>(_ content: Content) {
    subviews = subviewList(content).map { item in
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

/// What `Group(subviews:transform:)` is: the transform of the content's children.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
  let subviews: Subviews
  let transform: (SubviewsCollection) -> Content
  public var body: some View { transform(SubviewsCollection(subviews)) }
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

/// The data of `ForEach(subviews:)`: the children of a view, one by one.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
  nonisolated(unsafe) let subviews: [Subview]
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
    self.init(ForEachSubviewCollection(subviews: SubviewsCollection(view).subviews),
              content: content)
  }
}
