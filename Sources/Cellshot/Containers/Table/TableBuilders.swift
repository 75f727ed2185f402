// The result builders of a table's columns and rows: `Table(people) { TableColumn(...) ... }`
// and `rows: { TableRow(...) ... }`. Up to ten statements make a tuple of contents, as
// SwiftUI's builders do; `if` makes an optional content. A builder's content draws nothing by
// itself: the table reads its columns and rows (Table.swift).

/// Builds a table's columns from the statements of a `columns:` closure.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Sort, Content, Label>
  ) -> TableColumn<RowValue, Sort, Content, Label> { column }

  @_disfavoredOverload
  public static func buildExpression<Content: View, Label: View>(
    _ column: TableColumn<RowValue, Never, Content, Label>
  ) -> TableColumn<RowValue, Never, Content, Label> { column }

  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator { column }

  @_disfavoredOverload
  public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never { column }

  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator { column }

  @_disfavoredOverload
  public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never { column }

  public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator { content }

  /// The columns of an `if`'s branch taken.
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T)
    -> ConditionalContent<T, F>
    where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
          T.TableColumnSortComparator == F.TableColumnSortComparator,
          T.TableRowValue == F.TableRowValue {
    ConditionalContent(storage: .trueContent(first))
  }

  /// The columns of an `else`'s branch taken.
  public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F)
    -> ConditionalContent<T, F>
    where RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator,
          T.TableColumnSortComparator == F.TableColumnSortComparator,
          T.TableRowValue == F.TableRowValue {
    ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability(
    _ content: any TableColumnContent<RowValue, Sort>
  ) -> some TableColumnContent<RowValue, Sort> {
    AnyTableColumns<RowValue, Sort>(content)
  }

  @_disfavoredOverload
  public static func buildLimitedAvailability(
    _ content: any TableColumnContent<RowValue, Never>
  ) -> some TableColumnContent<RowValue, Never> {
    AnyTableColumns<RowValue, Never>(content)
  }
}

extension TableColumnBuilder {
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue
  {
    TupleTableColumnContent((c0, c1), valueType: RowValue.self, sortType: Sort.self)
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1), valueType: RowValue.self, sortType: Never.self)
  }

  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2), valueType: RowValue.self, sortType: Sort.self)
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C0.TableColumnSortComparator == Never,
      C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2), valueType: RowValue.self, sortType: Never.self)
  }

  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3), valueType: RowValue.self, sortType: Sort.self)
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
      C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3), valueType: RowValue.self, sortType: Never.self)
  }

  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4), valueType: RowValue.self, sortType: Sort.self)
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C0.TableColumnSortComparator == Never,
      C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
      C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4), valueType: RowValue.self, sortType: Never.self)
  }

  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5), valueType: RowValue.self, sortType: Sort.self)
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
      C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
      C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5), valueType: RowValue.self,
      sortType: Never.self)
  }

  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
    C6: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6), valueType: RowValue.self,
      sortType: Sort.self)
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
    C6: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C0.TableColumnSortComparator == Never,
      C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
      C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
      C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6), valueType: RowValue.self,
      sortType: Never.self)
  }

  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
    C6: TableColumnContent, C7: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7), valueType: RowValue.self,
      sortType: Sort.self)
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
    C6: TableColumnContent, C7: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
      C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
      C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
      C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
      C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7), valueType: RowValue.self,
      sortType: Never.self)
  }

  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
    C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
      C7.TableRowValue == C8.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), valueType: RowValue.self,
      sortType: Sort.self)
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
    C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
      C7.TableRowValue == C8.TableRowValue, C0.TableColumnSortComparator == Never,
      C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
      C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
      C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
      C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), valueType: RowValue.self,
      sortType: Never.self)
  }

  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
    C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
      _ c9: C9
  ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
      C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), valueType: RowValue.self,
      sortType: Sort.self)
  }

  @_disfavoredOverload
  public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent,
    C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent,
    C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
      _ c9: C9
  ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
      C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue,
      C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
      C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
      C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
      C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never,
      C8.TableColumnSortComparator == Never, C9.TableColumnSortComparator == Never
  {
    TupleTableColumnContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), valueType: RowValue.self,
      sortType: Never.self)
  }
}

/// Builds a table's rows from the statements of a `rows:` closure.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
  public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content
    where Value == Content.TableRowValue { content }

  public static func buildBlock<C: TableRowContent>(_ content: C) -> C
    where Value == C.TableRowValue { content }

  public static func buildIf<C: TableRowContent>(_ content: C?) -> C?
    where Value == C.TableRowValue { content }

  /// The rows of an `if`'s branch taken.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T)
    -> ConditionalContent<T, F> where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
    ConditionalContent(storage: .trueContent(first))
  }

  /// The rows of an `else`'s branch taken.
  public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F)
    -> ConditionalContent<T, F> where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
    ConditionalContent(storage: .falseContent(second))
  }
}

extension TableRowBuilder {
  public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(
    _ c0: C0, _ c1: C1
  ) -> TupleTableRowContent<Value, (C0, C1)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue
  {
    TupleTableRowContent((c0, c1), ofType: Value.self)
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2), ofType: Value.self)
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
    C3: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3), ofType: Value.self)
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
    C3: TableRowContent, C4: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4), ofType: Value.self)
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
    C3: TableRowContent, C4: TableRowContent, C5: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5), ofType: Value.self)
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
    C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6), ofType: Value.self)
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
    C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent,
    C7: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7), ofType: Value.self)
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
    C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent,
    C7: TableRowContent, C8: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
      C7.TableRowValue == C8.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8), ofType: Value.self)
  }

  public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent,
    C3: TableRowContent, C4: TableRowContent, C5: TableRowContent, C6: TableRowContent,
    C7: TableRowContent, C8: TableRowContent, C9: TableRowContent>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
      _ c9: C9
  ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue,
      C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
      C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
      C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue,
      C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue
  {
    TupleTableRowContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), ofType: Value.self)
  }
}
