// A container's children, one by one: what `_VariadicView` (the underscored API container
// libraries build on) and iOS 18's `Group(subviews:)`, `ForEach(subviews:)` and container
// values give. The content is taken apart as SwiftUI takes it: each view of a builder, each
// element of a `ForEach`, each view of a `Group`, each with its tag and traits; each child is
// then resolved where the container's body places it.

/// Each child of `content`: its identity (its tag or `ForEach` id, else its place), the view,
/// and its traits.
@MainActor
func subviewList<Content: View>(_ content: Content, _ scope: ContentScope? = nil)
  -> [(id: AnyHashable, view: AnyView, traits: ViewTraits)]
{
  var list: [(id: AnyHashable, view: AnyView, traits: ViewTraits)] = []
  if let group = content as? any GroupLike {
    for item in group.groupItems { addSubview(item.view, tag: item.traits.tag, to: &list) }
  } else {
    for item in taggedOptions(content, scope) { addSubview(item.view, tag: item.tag, to: &list) }
  }
  return list
}

/// Adds `view` to `list`, or, when it is a Group, its views: a Group is no child of its own.
/// (A function of its own, not one nested in `subviewList` capturing the list: an optimized
/// build reads a capture of it as sent across isolation.)
@MainActor
private func addSubview(_ view: AnyView, tag: AnyHashable?,
                        to list: inout [(id: AnyHashable, view: AnyView, traits: ViewTraits)]) {
  if let group = view.wrappedGroup {
    for item in group.groupItems { addSubview(item.view, tag: item.traits.tag, to: &list) }
    return
  }
  list.append((tag ?? AnyHashable(list.count), view, view.traits))
}

/// A key for a trait of an app's own, carried by a view to its container (SwiftUI's
/// underscored `_ViewTraitKey`).
public protocol _ViewTraitKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

extension View {
  /// Sets a trait of the app's own, for a container that reads its children's traits.
  public func _trait<K: _ViewTraitKey>(_ key: K.Type, _ value: K.Value) -> some View {
    TraitModifier(content: self) { $0.custom[ObjectIdentifier(K.self)] = value }
  }
}

/// The namespace of SwiftUI's underscored container API: a root that lays out the children
/// of a tree's content.
public enum _VariadicView {
  public typealias Root = _VariadicView_Root
  public typealias ViewRoot = _VariadicView_ViewRoot
  public typealias Children = _VariadicView_Children
  public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
  public typealias MultiViewRoot = _VariadicView_MultiViewRoot

  /// Content whose children the root lays out.
  public struct Tree<Root: _VariadicView_Root, Content> {
    public var root: Root
    public var content: Content

    public init(root: Root, content: Content) {
      self.root = root
      self.content = content
    }
  }
}

extension _VariadicView.Tree where Content: View {
  public init(_ root: Root, @ViewBuilder content: () -> Content) {
    self.init(root: root, content: content())
  }
}

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
  public var body: some View { root.body(children: _VariadicView_Children(content)) }
}

/// A root of a variadic tree.
public protocol _VariadicView_Root {}

/// A root that makes a view of the tree's children.
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
  associatedtype Body: View
  @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A root whose view is one view for the container it is in.
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}
/// A root whose views are each a child of the container it is in.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

/// A tree's children: a collection of views, and a view of them all.
public struct _VariadicView_Children: View, RandomAccessCollection {
  nonisolated(unsafe) let elements: [Element]

  @MainActor init<Content: View>(_ content: Content) {
    elements = subviewList(content).map { Element(id: $0.id, view: $0.view, traits: $0.traits) }
  }

  nonisolated public var startIndex: Int { 0 }
  nonisolated public var endIndex: Int { elements.count }
  nonisolated public subscript(position: Int) -> Element { elements[position] }

  public var body: some View { ForEach(elements) { $0 } }

  /// One child: a view, its identity and its traits.
  public struct Element: View, Identifiable {
    nonisolated(unsafe) let identity: AnyHashable
    let view: AnyView
    let traits: ViewTraits

    /// The child's identity: its tag or `ForEach` id, else its place.
    nonisolated public var id: AnyHashable { identity }

    init(id: AnyHashable, view: AnyView, traits: ViewTraits) {
      identity = id
      self.view = view
      self.traits = traits
    }

    public var body: some View { view }

    /// The child's identity as a value of `ID`, if it is one.
    public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? { identity.base as? ID }

    /// The child's value of a trait of the app's own.
    public subscript<Trait: _ViewTraitKey>(key: Trait.Type) -> Trait.Value {
      traits.custom[ObjectIdentifier(key)] as? Trait.Value ?? Trait.defaultValue
    }

    /// The child's tag, if it is a `T`.
    public func tag<T: Hashable>(for type: T.Type) -> T? { traits.tag?.base as? T }
  }
}
