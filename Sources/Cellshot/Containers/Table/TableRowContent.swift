// A table's rows: the values a Table shows, one row each, as SwiftUI declares them
// (`TableRow`, `ForEach`, `Section`, `Group`, `DisclosureTableRow`, an outline of values),
// and the builder that lists them. A table draws none of them itself: it reads from them
// which values it has rows for (`tableRowItems`), and a section's header; see Table.swift.

/// Rows of a table: values of one type, one row each.
public protocol TableRowContent<TableRowValue> {
  associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
  associatedtype TableRowBody: TableRowContent
  /// The rows this content is made of.
  var tableRowBody: TableRowBody { get }
}

/// Rows made from a collection of data, one per element.
public protocol DynamicTableRowContent: TableRowContent {
  associatedtype Data: Collection
  var data: Data { get }
}

/// A modifier of a table's rows (SwiftUI's underscored protocol, which the row modifiers'
/// types name).
public protocol _TableRowContentModifier {
  associatedtype Body: _TableRowContentModifier
  var body: Body { get }
}

extension Never: TableRowContent {
  public typealias TableRowValue = Never
  public typealias TableRowBody = Never
  public var tableRowBody: Never { fatalError("Never has no rows") }
}

extension Never: _TableRowContentModifier {}

// MARK: what a table reads from its rows

/// One row of a table as an iPhone shows it: a value (with a chevron when it has rows under
/// it), or a section's header.
enum TableRowItem {
  case row(Any, isParent: Bool)
  case header(AnyView)
}

/// Row content that lists its rows itself; any other row content lists its body's.
@MainActor protocol TableRowsListing {
  var tableRowItems: [TableRowItem] { get }
}

/// The rows `rows` stands for, in order.
@MainActor func tableRows<R: TableRowContent>(of rows: R) -> [TableRowItem] {
  if let listing = rows as? any TableRowsListing { return listing.tableRowItems }
  return tableRows(of: rows.tableRowBody)
}

/// The body of row content that lists its rows itself (a header, a disclosure row, an
/// outline): its rows, as `base` lists them when the table is drawn.
struct ListedRows<Value: Identifiable, Base: TableRowsListing>: TableRowContent {
  typealias TableRowValue = Value
  typealias TableRowBody = Never
  let base: Base
  var tableRowBody: Never { fatalError("ListedRows is primitive rows") }
}

extension ListedRows: TableRowsListing {
  var tableRowItems: [TableRowItem] { base.tableRowItems }
}

/// The rows of each element of a tuple of row contents.
@MainActor func tupleTableRows(_ tuple: Any) -> [TableRowItem] {
  Mirror(reflecting: tuple).children.flatMap { child -> [TableRowItem] in
    guard let rows = child.value as? any TableRowContent else { return [] }
    return tableRows(of: rows)
  }
}

// MARK: rows

/// One row, for `value`.
public struct TableRow<Value: Identifiable>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  let value: Value

  public init(_ value: Value) { self.value = value }
  public var tableRowBody: Never { fatalError("TableRow is a primitive row") }
}

extension TableRow: TableRowsListing {
  var tableRowItems: [TableRowItem] { [.row(value, isParent: false)] }
}

/// Several row contents listed in a row builder.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  public var value: T

  init(_ value: T, ofType: Value.Type) { self.value = value }
  public var tableRowBody: Never { fatalError("TupleTableRowContent is primitive rows") }
}

extension TupleTableRowContent: TableRowsListing {
  var tableRowItems: [TableRowItem] { tupleTableRows(value) }
}

/// No rows.
public struct EmptyTableRowContent<Value: Identifiable> {
  public typealias TableRowValue = Value
  public typealias TableRowBody = Never
  public init() {}
}

extension EmptyTableRowContent: TableRowContent {
  public var tableRowBody: Never { fatalError("EmptyTableRowContent has no rows") }
}

extension EmptyTableRowContent: TableRowsListing {
  var tableRowItems: [TableRowItem] { [] }
}

/// A section's header row: a view above the section's rows.
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
  public typealias TableRowValue = Value
  let content: Content

  public var tableRowBody: some TableRowContent<Value> {
    ListedRows<Value, Self>(base: self)
  }
}

extension TableHeaderRowContent: TableRowsListing {
  var tableRowItems: [TableRowItem] { [.header(AnyView(content))] }
}

/// A row per element of a table's data, as `Table(data) { columns }` makes them.
public struct TableForEachContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  let data: Data

  public var tableRowBody: some TableRowContent<Data.Element> {
    ForEach(data) { TableRow($0) }
  }
}

/// The rows of a table of tree-shaped data, as `Table(data, children:) { columns }` makes
/// them: the top level's, a parent's collapsed behind its chevron.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent
where Data.Element: Identifiable {
  public typealias TableRowValue = Data.Element
  let data: Data
  let children: KeyPath<Data.Element, Data?>

  public var tableRowBody: some TableRowContent<Data.Element> {
    OutlineGroup(data, children: children)
  }
}

/// A row with rows under it, shown while `isExpanded` is true (collapsed without a binding).
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>:
  TableRowContent where Label.TableRowValue == Content.TableRowValue
{
  public typealias TableRowValue = Label.TableRowValue
  let label: Label
  let content: () -> Content
  let isExpanded: Bool

  public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil,
                     @TableRowBuilder<Value> content: @escaping () -> Content)
    where Label == TableRow<Value>, Value == Content.TableRowValue
  {
    label = TableRow(value)
    self.content = content
    self.isExpanded = isExpanded?.wrappedValue ?? false
  }

  public var tableRowBody: some TableRowContent<TableRowValue> {
    ListedRows<TableRowValue, Self>(base: self)
  }
}

extension DisclosureTableRow: TableRowsListing {
  var tableRowItems: [TableRowItem] {
    let rows = tableRows(of: label).map { item -> TableRowItem in
      if case .row(let value, _) = item { return .row(value, isParent: true) }
      return item
    }
    return rows + (isExpanded ? tableRows(of: content()) : [])
  }
}

// MARK: containers of rows

extension ForEach: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never
  public var tableRowBody: Never { fatalError("ForEach is primitive rows") }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach: TableRowsListing where Content: TableRowContent {
  var tableRowItems: [TableRowItem] { data.flatMap { tableRows(of: content($0)) } }
}

extension ForEach where Content: TableRowContent {
  /// A row content per element of `data`.
  public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable
  {
    self.data = data
    self.content = content
    identity = { AnyHashable($0.id) }
  }

  public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
                 @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue
  {
    self.data = data
    self.content = content
    identity = { AnyHashable($0[keyPath: id]) }
  }

  /// A row per element of `data`.
  public init(_ data: Data)
    where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable
  {
    self.init(data) { TableRow($0) }
  }

  public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TableRowValue
  {
    self.data = data
    self.content = content
    identity = { AnyHashable($0) }
  }
}

extension Group: TableRowContent where Content: TableRowContent {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never
  public var tableRowBody: Never { fatalError("Group is primitive rows") }

  public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
    self.content = content()
  }
}

extension Group: TableRowsListing where Content: TableRowContent {
  var tableRowItems: [TableRowItem] { tableRows(of: content) }
}

// One `TableRowBody` for optional rows and optional columns (both Never, as iOS declares each):
// two, each in its conditional extension, make `Optional<Rows>.TableRowBody` find the columns'.
extension Optional {
  public typealias TableRowBody = Never
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
  public typealias TableRowValue = Wrapped.TableRowValue
  public var tableRowBody: Never { fatalError("Optional is primitive rows") }
}

extension Optional: TableRowsListing where Wrapped: TableRowContent {
  var tableRowItems: [TableRowItem] { map { tableRows(of: $0) } ?? [] }
}

extension ModifiedContent: TableRowContent
where Content: TableRowContent, Modifier: _TableRowContentModifier {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableRowBody = Never
  public var tableRowBody: Never { fatalError("ModifiedContent is primitive rows") }
}

extension ModifiedContent: DynamicTableRowContent
where Content: DynamicTableRowContent, Modifier: _TableRowContentModifier {
  public typealias Data = Content.Data
  public var data: Content.Data { content.data }
}

extension ModifiedContent: TableRowsListing
where Content: TableRowContent, Modifier: _TableRowContentModifier {
  var tableRowItems: [TableRowItem] { tableRows(of: content) }
}

extension ConditionalContent: TableRowContent
where TrueContent: TableRowContent, FalseContent: TableRowContent,
      TrueContent.TableRowValue == FalseContent.TableRowValue {
  public typealias TableRowValue = TrueContent.TableRowValue
  public typealias TableRowBody = Never
  public var tableRowBody: Never { fatalError("ConditionalContent is primitive rows") }
}

extension ConditionalContent: TableRowsListing
where TrueContent: TableRowContent, FalseContent: TableRowContent,
      TrueContent.TableRowValue == FalseContent.TableRowValue {
  /// The rows of the branch taken.
  var tableRowItems: [TableRowItem] {
    switch storage {
    case .trueContent(let content): tableRows(of: content)
    case .falseContent(let content): tableRows(of: content)
    }
  }
}
