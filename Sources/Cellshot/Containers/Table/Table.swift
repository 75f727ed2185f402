// Table: rows of values in columns, as SwiftUI declares it. On an iPhone (a compact width) a
// table shows only its first column, without headers, as a plain list of rows: that is
// SwiftUI's documented behaviour there. Each row is the first column's cell for the row's
// value; a section's header heads its rows; a row with rows under it (an outline, a
// `DisclosureTableRow`) has a chevron, collapsed. Selection, sort order and column
// customization are kept by the app's bindings and change nothing at rest.

/// Rows of values in columns; on an iPhone, the first column's cells as a plain list.
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: PrimitiveView
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
  let rows: Rows
  let columns: Columns

  init(rows: Rows, columns: Columns) {
    self.rows = rows
    self.columns = columns
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let list = AnyView(TableList(rows: rows, columns: columns))
    if let custom = environment[TableStyleKey.self] {
      var inner = environment
      inner[TableStyleKey.self] = nil
      return resolve(custom.make(TableStyleConfiguration(table: list)), builder, inner)
    }
    return resolve(list, builder, environment)
  }
}

/// A table as an iPhone draws it: the first column's cells as a plain list, sections' headers
/// above their rows.
struct TableList<Rows: TableRowContent, Columns: TableColumnContent>: PrimitiveView {
  let rows: Rows
  let columns: Columns

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let first = tableColumns(of: columns).first
    var sections: [(header: AnyView?, rows: [AnyView])] = [(nil, [])]
    for item in tableRows(of: rows) {
      switch item {
      case .header(let header):
        sections.append((header, []))
      case .row(let value, let isParent):
        let cell = first?.cell(value) ?? AnyView(EmptyView())
        sections[sections.count - 1].rows.append(
          isParent ? AnyView(DisclosureGroupBody<AnyView, EmptyView>(label: cell, content: nil))
            : cell)
      }
    }
    let content = TupleView(views: sections.compactMap { section -> AnyView? in
      guard let header = section.header else {
        return section.rows.isEmpty ? nil : AnyView(TupleView(views: section.rows))
      }
      return AnyView(Section(header: header) { TupleView(views: section.rows) })
    })
    return ListBuilder(style: .plain, name: "Table").make(content, builder, environment)
  }
}

extension Table {
  public init(
    of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  public init<Sort>(
    sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared
  {
    self.init(rows: rows(), columns: columns())
  }

  public init<Sort>(
    of valueType: Value.Type, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared
  {
    self.init(rows: rows(), columns: columns())
  }

  public init<Sort>(
    selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared
  {
    self.init(rows: rows(), columns: columns())
  }

  public init<Sort>(
    of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared
  {
    self.init(rows: rows(), columns: columns())
  }

  public init<Sort>(
    selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared
  {
    self.init(rows: rows(), columns: columns())
  }

  public init<Sort>(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared
  {
    self.init(rows: rows(), columns: columns())
  }

  public init(
    of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  public init(
    of valueType: Value.Type, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  public init(
    of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) {
    self.init(rows: rows(), columns: columns())
  }

  public init<Sort>(
    of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared
  {
    self.init(rows: rows(), columns: columns())
  }

  public init<Sort>(
    of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared
  {
    self.init(rows: rows(), columns: columns())
  }

  public init<Sort>(
    of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns,
    @TableRowBuilder<Value> rows: () -> Rows
  ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared
  {
    self.init(rows: rows(), columns: columns())
  }

  public init<Data>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data>(
    _ data: Data, selection: Binding<Value.ID?>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data, Sort>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data>(
    _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data>(
    _ data: Data, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data>(
    _ data: Data, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data, Sort>(
    _ data: Data, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data, Sort>(
    _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data, Sort>(
    _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(rows: TableForEachContent(data: data), columns: columns())
  }

  public init<Data>(
    _ data: Data, children: KeyPath<Value, Data?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(rows: TableOutlineGroupContent(data: data, children: children),
              columns: columns())
  }

  public init<Data>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(rows: TableOutlineGroupContent(data: data, children: children),
              columns: columns())
  }

  public init<Data>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Never> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    self.init(rows: TableOutlineGroupContent(data: data, children: children),
              columns: columns())
  }

  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(rows: TableOutlineGroupContent(data: data, children: children),
              columns: columns())
  }

  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
    sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(rows: TableOutlineGroupContent(data: data, children: children),
              columns: columns())
  }

  public init<Data, Sort>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
    sortOrder: Binding<[Sort]>,
    columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
    @TableColumnBuilder<Value, Sort> columns: () -> Columns
  ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element, Sort: SortComparator, Data.Element == Sort.Compared
  {
    self.init(rows: TableOutlineGroupContent(data: data, children: children),
              columns: columns())
  }
}
