// A table's columns: each a title and a cell per row value (`TableColumn("Name", value:
// \.name)`), with what sorts it, as SwiftUI declares them. The table sorts nothing itself (an
// app sorts its data by the bound `sortOrder`), so a column keeps no comparator. On an iPhone
// only the first column is drawn; its width, alignment and customization change nothing there.
import Foundation

/// Columns of a table, for rows of `TableRowValue`.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
  associatedtype TableColumnSortComparator: SortComparator
    = TableColumnBody.TableColumnSortComparator
  associatedtype TableColumnBody: TableColumnContent
  /// The columns this content is made of.
  var tableColumnBody: TableColumnBody { get }
}

extension Never: TableColumnContent {
  public typealias TableColumnSortComparator = Never
  public typealias TableColumnBody = Never
  public var tableColumnBody: Never { fatalError("Never has no columns") }
}

// MARK: what a table reads from its columns

/// One column as a table reads it: its title, and its cell for a row value (nil for a value
/// of another type).
struct TableColumnItem {
  let label: AnyView
  let cell: @MainActor (Any) -> AnyView?
}

/// Column content that lists its columns itself; any other lists its body's.
@MainActor protocol TableColumnsListing {
  var tableColumnItems: [TableColumnItem] { get }
}

/// The columns `columns` stands for, in order.
@MainActor func tableColumns<C: TableColumnContent>(of columns: C) -> [TableColumnItem] {
  if let listing = columns as? any TableColumnsListing { return listing.tableColumnItems }
  return tableColumns(of: columns.tableColumnBody)
}

// MARK: a column

/// A column of a table: its title, and the view of its cell for each row value.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View,
                          Label: View>: TableColumnContent {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never
  let label: Label
  let content: (RowValue) -> Content

  init(label: Label, content: @escaping (RowValue) -> Content) {
    self.label = label
    self.content = content
  }

  public var tableColumnBody: Never { fatalError("TableColumn is a primitive column") }
}

extension TableColumn: TableColumnsListing {
  var tableColumnItems: [TableColumnItem] {
    [TableColumnItem(label: AnyView(label)) { value in
      (value as? RowValue).map { AnyView(content($0)) }
    }]
  }
}

extension TableColumn {
  /// The column, as wide as `width` on a wide screen (an iPhone shows one column across).
  public func width(_ width: CGFloat? = nil) -> TableColumn<RowValue, Sort, Content, Label> {
    self
  }

  public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil)
    -> TableColumn<RowValue, Sort, Content, Label> { self }

  public func width() -> TableColumn<RowValue, Sort, Content, Label> { self }
}

@MainActor
extension TableColumn where RowValue == Sort.Compared, Label == Text {
  /// A sortable column, sorted by `comparator` when people sort by it.
  public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, sortUsing comparator: Sort,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }
}

@MainActor
extension TableColumn where Sort == Never, Label == Text {
  /// A column that does not sort.
  public init(_ titleKey: LocalizedStringKey,
              @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S,
                                 @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(title), content: content)
  }

  public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  /// A column showing a string of each row value.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
    where Content == Text
  {
    self.init(label: Text(titleKey)) { Text(verbatim: $0[keyPath: value]) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>)
    where Content == Text
  {
    self.init(label: Text(title)) { Text(verbatim: $0[keyPath: value]) }
  }

  public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
    self.init(label: text) { Text(verbatim: $0[keyPath: value]) }
  }
}

// Linux's Foundation has no localized comparator: the default comparator of a string column
// is the lexical one. A table never sorts by it, so no picture depends on it.
@MainActor
extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
  /// A column sorted by the comparable value at `value`.
  public init<V: Comparable>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>,
                             @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V: Comparable>(
    _ title: S, value: KeyPath<RowValue, V>,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    self.init(label: Text(title), content: content)
  }

  public init<V: Comparable>(_ text: Text, value: KeyPath<RowValue, V>,
                             @ViewBuilder content: @escaping (RowValue) -> Content) {
    self.init(label: text, content: content)
  }

  /// A column sorted by the value at `value`, compared by `comparator`.
  public init<V, C: SortComparator>(
    _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(label: Text(titleKey), content: content)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, V, C: SortComparator>(
    _ title: S, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(label: Text(title), content: content)
  }

  public init<V, C: SortComparator>(
    _ text: Text, value: KeyPath<RowValue, V>, comparator: C,
    @ViewBuilder content: @escaping (RowValue) -> Content
  ) where V == C.Compared {
    self.init(label: text, content: content)
  }

  /// A column showing, and sorted by, a string of each row value.
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>,
              comparator: String.StandardComparator = .lexical) where Content == Text {
    self.init(label: Text(titleKey)) { Text(verbatim: $0[keyPath: value]) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>,
                                 comparator: String.StandardComparator = .lexical)
    where Content == Text
  {
    self.init(label: Text(title)) { Text(verbatim: $0[keyPath: value]) }
  }

  public init(_ text: Text, value: KeyPath<RowValue, String>,
              comparator: String.StandardComparator = .lexical) where Content == Text {
    self.init(label: text) { Text(verbatim: $0[keyPath: value]) }
  }
}

// MARK: several columns

/// Several column contents listed in a column builder.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>:
  TableColumnContent
{
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never
  public var value: T

  init(_ value: T, valueType: RowValue.Type, sortType: Sort.Type) { self.value = value }
  public var tableColumnBody: Never { fatalError("TupleTableColumnContent is primitive") }
}

extension TupleTableColumnContent: TableColumnsListing {
  var tableColumnItems: [TableColumnItem] {
    Mirror(reflecting: value).children.flatMap { child -> [TableColumnItem] in
      guard let columns = child.value as? any TableColumnContent else { return [] }
      return tableColumns(of: columns)
    }
  }
}

/// A column content per element of a collection: `TableColumnForEach(fields) { field in
/// TableColumn(field.name) { ... } }`.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort,
                                 Content: TableColumnContent>: TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
  public typealias TableRowValue = RowValue
  public typealias TableColumnSortComparator = Sort
  public typealias TableColumnBody = Never
  /// The collection the columns are made from.
  public var data: Data
  /// What makes the columns of each element.
  public var content: (Data.Element) -> Content

  public init(
    _ data: Data,
    @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
  ) where ID == Data.Element.ID, Data.Element: Identifiable {
    self.data = data
    self.content = content
  }

  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TableColumnBuilder<RowValue, Sort> content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
  }

  public init(_ data: Range<Int>,
              @TableColumnBuilder<RowValue, Sort> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int
  {
    self.data = data
    self.content = content
  }

  public var tableColumnBody: Never { fatalError("TableColumnForEach is primitive") }
}

extension TableColumnForEach: TableColumnsListing {
  var tableColumnItems: [TableColumnItem] { data.flatMap { tableColumns(of: content($0)) } }
}

extension Group: TableColumnContent where Content: TableColumnContent {
  public typealias TableRowValue = Content.TableRowValue
  public typealias TableColumnSortComparator = Content.TableColumnSortComparator
  public typealias TableColumnBody = Never
  public var tableColumnBody: Never { fatalError("Group is primitive columns") }

  public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content)
    where R == Content.TableRowValue, C == Content.TableColumnSortComparator
  {
    self.content = content()
  }
}

extension Group: TableColumnsListing where Content: TableColumnContent {
  var tableColumnItems: [TableColumnItem] { tableColumns(of: content) }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
  public typealias TableRowValue = Wrapped.TableRowValue
  public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
  public typealias TableColumnBody = Never
  public var tableColumnBody: Never { fatalError("Optional is primitive columns") }
}

extension Optional: TableColumnsListing where Wrapped: TableColumnContent {
  var tableColumnItems: [TableColumnItem] { map { tableColumns(of: $0) } ?? [] }
}

/// Columns behind an availability check (`if #available`), their type erased.
struct AnyTableColumns<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
  typealias TableRowValue = RowValue
  typealias TableColumnSortComparator = Sort
  typealias TableColumnBody = Never
  let columns: any TableColumnContent<RowValue, Sort>

  init(_ columns: any TableColumnContent<RowValue, Sort>) { self.columns = columns }
  var tableColumnBody: Never { fatalError("AnyTableColumns is primitive columns") }
}

extension AnyTableColumns: TableColumnsListing {
  var tableColumnItems: [TableColumnItem] { tableColumns(of: columns) }
}

// MARK: what columns accept

extension TableColumnContent {
  /// Whether the columns show by default; an iPhone shows the first column whatever it says.
  public func defaultVisibility(_ visibility: Visibility)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { self }

  /// The identity of the columns for a table's column customization.
  public func customizationID(_ id: String)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { self }

  /// The customizations people may not make to the columns (none can be made on an iPhone).
  public func disabledCustomizationBehavior(_ behavior: TableColumnCustomizationBehavior)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { self }

  /// How the columns' cells and titles align on a wide screen.
  public func alignment(_ alignment: TableColumnAlignment)
    -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { self }
}

/// How a table column's cells and title align.
public struct TableColumnAlignment: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, leading, center, trailing, numeric(String?)
  }

  let kind: Kind

  public static var automatic: TableColumnAlignment { .init(kind: .automatic) }
  public static var leading: TableColumnAlignment { .init(kind: .leading) }
  public static var center: TableColumnAlignment { .init(kind: .center) }
  public static var trailing: TableColumnAlignment { .init(kind: .trailing) }
  /// Numbers aligned as the locale's numbering system writes them.
  public static var numeric: TableColumnAlignment { .init(kind: .numeric(nil)) }

  public static func numeric(_ numberingSystem: Locale.NumberingSystem)
    -> TableColumnAlignment { .init(kind: .numeric(numberingSystem.identifier)) }
}

extension ConditionalContent: TableColumnContent
where TrueContent: TableColumnContent, FalseContent: TableColumnContent,
      TrueContent.TableRowValue == FalseContent.TableRowValue,
      TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
  public typealias TableRowValue = TrueContent.TableRowValue
  public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
  public typealias TableColumnBody = Never
  public var tableColumnBody: Never { fatalError("ConditionalContent is primitive columns") }
}

extension ConditionalContent: TableColumnsListing
where TrueContent: TableColumnContent, FalseContent: TableColumnContent,
      TrueContent.TableRowValue == FalseContent.TableRowValue,
      TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator {
  /// The columns of the branch taken.
  var tableColumnItems: [TableColumnItem] {
    switch storage {
    case .trueContent(let content): tableColumns(of: content)
    case .falseContent(let content): tableColumns(of: content)
    }
  }
}
