// Sections and outlines of a table's rows, and what a table's rows accept. A section's header
// heads its rows (a collapsible one bound closed shows its header alone); an outline shows its
// top level, each parent with a chevron, collapsed. Dragging, dropping, context menus and
// selection rules act on touches and draw nothing at rest: they are accepted and kept out of
// the picture.
import CoreTransferable

// MARK: sections

extension Section: TableRowContent
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never
  public var tableRowBody: Never { fatalError("Section is primitive rows") }
}

@MainActor
extension Section
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  /// A section of rows under a header view.
  public init<V, H: View>(@TableRowBuilder<V> content: () -> Content,
                          @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.header = TableHeaderRowContent(content: header())
    self.content = content()
    footer = EmptyTableRowContent()
  }

  /// A section of rows under a title.
  public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(content: content) { Text(title) }
  }

  /// A section of rows without a header.
  public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    header = EmptyTableRowContent()
    self.content = content()
    footer = EmptyTableRowContent()
  }
}

@MainActor
extension Section where Parent: TableRowContent, Content: TableRowContent {
  /// A collapsible section of rows under a header view, open while `isExpanded` is true.
  public init<V, H: View>(isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content,
                          @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.header = TableHeaderRowContent(content: header())
    self.content = content()
    footer = EmptyTableRowContent()
    self.isExpanded = isExpanded.wrappedValue
  }

  public init<V>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
                 @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<V, S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>,
                                    @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
    V == Content.TableRowValue
  {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

extension Section: TableRowsListing
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
  var tableRowItems: [TableRowItem] {
    tableRows(of: header) + (isExpanded ? tableRows(of: content) : []) + tableRows(of: footer)
  }
}

// MARK: outlines

extension OutlineGroup where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf,
  Leaf == Subgroup, Data.Element == Parent.TableRowValue
{
  /// The rows of one root value and, under it, its children's.
  public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>,
    Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
    DataElement: Identifiable, DataElement == Data.Element
  {
    self.init(tableRoots: [root], children: { $0[keyPath: children] }) { TableRow($0) }
  }

  /// The rows of each value of `data` and, under each, its children's.
  public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where ID == DataElement.ID, Parent == TableRow<DataElement>,
    Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
    DataElement: Identifiable, DataElement == Data.Element
  {
    self.init(tableRoots: Array(data), children: { $0[keyPath: children] }) { TableRow($0) }
  }

  public init<DataElement>(
    _ root: DataElement, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(tableRoots: [root], children: { $0[keyPath: children] }, content: content)
  }

  public init<DataElement>(
    _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(tableRoots: [root], children: { $0[keyPath: children] }, content: content)
  }

  public init<DataElement>(
    _ data: Data, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(tableRoots: Array(data), children: { $0[keyPath: children] }, content: content)
  }

  public init<DataElement>(
    _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
    @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
  ) where ID == DataElement.ID, DataElement == Data.Element {
    self.init(tableRoots: Array(data), children: { $0[keyPath: children] }, content: content)
  }

  /// An outline of table rows: a parent's rows are its own, its children's under them.
  init(tableRoots: [Data.Element], children: @escaping (Data.Element) -> Data?,
       content: @escaping (Data.Element) -> Leaf) {
    self.init(roots: tableRoots, children: children, leaf: content) { element, _ in
      content(element)
    }
  }
}

extension OutlineGroup: TableRowContent where ID == Data.Element.ID, Parent: TableRowContent,
  Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue
{
  public typealias TableRowValue = Leaf.TableRowValue

  /// The top level's rows, each parent's first row with a chevron: an outline starts
  /// collapsed.
  public var tableRowBody: some TableRowContent {
    ListedRows<Leaf.TableRowValue, Self>(base: self)
  }
}

extension OutlineGroup: TableRowsListing where ID == Data.Element.ID, Parent: TableRowContent,
  Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue
{
  var tableRowItems: [TableRowItem] {
    roots.flatMap { element -> [TableRowItem] in
      let isParent = children(element) != nil
      return tableRows(of: leaf(element)).enumerated().map { index, item in
        if index == 0, case .row(let value, _) = item { return .row(value, isParent: isParent) }
        return item
      }
    }
  }
}

// MARK: what rows accept

extension TableRowContent {
  /// Whether people may select the rows; no row is drawn selected at rest.
  public func selectionDisabled(_ isDisabled: Bool = true)
    -> some TableRowContent<TableRowValue> { self }

  /// Lets people drag the rows, carrying `payload`.
  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
    -> some TableRowContent<TableRowValue> { self }

  /// Lets people drop items of `payloadType` on the rows.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (_ items: [T]) -> Void
  ) -> some TableRowContent<TableRowValue> { self }

  /// The menu a long press on a row shows.
  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M)
    -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>>
  {
    ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
  }

  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M,
                                            @ViewBuilder preview: () -> P)
    -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>>
  {
    ModifiedContent(content: self, modifier: _ContextMenuPreviewTableRowModifier(
      menuItems: menuItems(), preview: preview()))
  }
}

extension DynamicTableRowContent {
  /// Lets people drop items of `payloadType` between the rows, inserted at an offset.
  public func dropDestination<T: Transferable>(
    for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void
  ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
    ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
  }
}

/// The rows' item provider for dragging (`itemProvider(_:)`).
public struct ItemProviderTableRowModifier: _TableRowContentModifier {
  public var body: Never { fatalError("ItemProviderTableRowModifier is primitive") }
}

/// Where dropped items are inserted among the rows (`dropDestination(for:action:)`).
public struct OnInsertTableRowModifier: _TableRowContentModifier {
  public var body: Never { fatalError("OnInsertTableRowModifier is primitive") }
}

/// A row's context menu.
public struct _ContextMenuTableRowModifier<MenuItems: View>: _TableRowContentModifier {
  let menuItems: MenuItems
  public var body: Never { fatalError("_ContextMenuTableRowModifier is primitive") }
}

/// A row's context menu with a preview.
public struct _ContextMenuPreviewTableRowModifier<MenuItems: View, Preview: View>:
  _TableRowContentModifier
{
  let menuItems: MenuItems
  let preview: Preview
  public var body: Never { fatalError("_ContextMenuPreviewTableRowModifier is primitive") }
}
