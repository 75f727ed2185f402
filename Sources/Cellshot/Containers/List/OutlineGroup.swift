// OutlineGroup: a tree of data as rows. An element whose children are nil is a leaf, drawn as
// its row; one with children (even none) is a parent, drawn as a disclosure group: its row with
// a chevron, collapsed, as iOS starts every outline. A hierarchical `List(data, children:)` is a
// list of one. The table form (rows of a Table) lives with the table.

/// Views, and disclosure groups for the elements that have children, made from tree-shaped
/// data.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
  /// The elements at the top of the tree.
  let roots: [Data.Element]
  /// An element's children: nil for a leaf.
  let children: (Data.Element) -> Data?
  /// A leaf's row.
  let leaf: (Data.Element) -> Leaf
  /// A parent's disclosure group, given its children.
  let subgroup: (Data.Element, Data) -> Subgroup

  init(roots: [Data.Element], children: @escaping (Data.Element) -> Data?,
       leaf: @escaping (Data.Element) -> Leaf,
       subgroup: @escaping (Data.Element, Data) -> Subgroup) {
    self.roots = roots
    self.children = children
    self.leaf = leaf
    self.subgroup = subgroup
  }
}

@MainActor
extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
  public var body: some View {
    ForEach(0..<roots.count, id: \.self) { index in
      let element = roots[index]
      if let kids = children(element) {
        subgroup(element, kids)
      } else {
        leaf(element)
      }
    }
  }
}

/// The children of an outline's parent, shown when its disclosure group opens.
public struct OutlineSubgroupChildren: PrimitiveView {
  let content: AnyView

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

@MainActor
extension OutlineGroup where Parent: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>
{
  /// An outline of `roots`: each parent a disclosure group of its row over the outline of its
  /// children.
  init(roots: [Data.Element], children: @escaping (Data.Element) -> Data?,
       content: @escaping (Data.Element) -> Leaf) {
    self.init(roots: roots, children: children, leaf: content) { element, kids in
      DisclosureGroup(content: {
        OutlineSubgroupChildren(content: AnyView(
          OutlineGroup(roots: Array(kids), children: children, content: content)))
      }, label: { content(element) })
    }
  }
}

@MainActor
extension OutlineGroup where ID == Data.Element.ID, Parent: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>, Data.Element: Identifiable
{
  /// The outline of one root element.
  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    self.init(roots: [root], children: { $0[keyPath: children] }, content: content)
  }

  /// The outline of each element of `data`.
  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
    self.init(roots: Array(data), children: { $0[keyPath: children] }, content: content)
  }

  /// The outline of one bound root element, each row given a binding to its element.
  public init<C, E>(
    _ root: Binding<E>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  ) where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection,
    E: Identifiable, E == C.Element
  {
    self.init(roots: [root], children: boundChildren(children), content: content)
  }

  /// The outline of each element of a bound collection.
  public init<C, E>(
    _ data: Binding<C>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  ) where Data == Binding<C>, ID == E.ID, C: MutableCollection, C: RandomAccessCollection,
    E: Identifiable, E == C.Element
  {
    self.init(roots: Array(data), children: boundChildren(children), content: content)
  }
}

@MainActor
extension OutlineGroup where Parent: View, Parent == Leaf,
  Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>
{
  /// The outline of one root element, identified by `id`.
  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(roots: [root], children: { $0[keyPath: children] }, content: content)
  }

  /// The outline of each element of `data`, identified by `id`.
  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @ViewBuilder content: @escaping (DataElement) -> Leaf
  ) where DataElement == Data.Element {
    self.init(roots: Array(data), children: { $0[keyPath: children] }, content: content)
  }

  /// The outline of one bound root element, identified by `id`.
  public init<C, E>(
    _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
    self.init(roots: [root], children: boundChildren(children), content: content)
  }

  /// The outline of each element of a bound collection, identified by `id`.
  public init<C, E>(
    _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>,
    @ViewBuilder content: @escaping (Binding<E>) -> Leaf
  ) where Data == Binding<C>, C: MutableCollection, C: RandomAccessCollection, E == C.Element {
    self.init(roots: Array(data), children: boundChildren(children), content: content)
  }
}

/// A bound element's children, bound: nil for a leaf.
func boundChildren<C: MutableCollection & RandomAccessCollection>(
  _ children: WritableKeyPath<C.Element, C?>
) -> (Binding<C.Element>) -> Binding<C>? {
  { element in
    guard let current = element.wrappedValue[keyPath: children] else { return nil }
    return Binding<C>(get: { element.wrappedValue[keyPath: children] ?? current },
                      set: { element.wrappedValue[keyPath: children] = $0 })
  }
}
