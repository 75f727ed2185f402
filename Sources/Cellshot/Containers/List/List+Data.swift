// The lists made from data, as SwiftUI spells them: a row per element (by identity, an `id`
// key path or a range of numbers), per element of a bound collection (given a binding to it,
// and editable with `editActions:`), or a tree (`children:`, drawn by OutlineGroup: the top
// level's rows, a parent's collapsed behind its chevron). Each spelling comes with a set of
// selected rows, one optional selected row, or none.

// MARK: a row per element

extension List {
  public init<Data, RowContent>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  public init<RowContent>(
    _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
    self.init(selection: selection) { ForEach(data) { index in HStack { rowContent(index) } } }
  }

  public init<Data, RowContent>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }

  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  public init<RowContent>(
    _ data: Range<Int>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    self.init(selection: selection) { ForEach(data, content: rowContent) }
  }
}

extension List where SelectionValue == Never {
  public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init { ForEach(data, content: rowContent) }
  }

  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  public init<RowContent>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
    self.init { ForEach(data, content: rowContent) }
  }
}

// MARK: a row per element of a bound collection

extension List {
  @_disfavoredOverload
  public init<Data, RowContent>(
    _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>,
                             Data.Element.ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }

  @_disfavoredOverload
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  @_disfavoredOverload
  public init<Data, RowContent>(
    _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>,
                             Data.Element.ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(data, id: \.id, selection: selection, rowContent: rowContent)
  }

  @_disfavoredOverload
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
  }

  public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID,
                             EditableCollectionContent<RowContent, Data>>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
  }

  public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, editActions: editActions, content: rowContent)
    }
  }

  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID,
                             EditableCollectionContent<RowContent, Data>>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init(selection: selection) {
      ForEach(data, id: id, editActions: editActions, content: rowContent)
    }
  }
}

extension List where SelectionValue == Never {
  @_disfavoredOverload
  public init<Data, RowContent>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>,
                             Data.Element.ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init(data, id: \.id, rowContent: rowContent)
  }

  @_disfavoredOverload
  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init { ForEach(data, id: id, content: rowContent) }
  }

  public init<Data, RowContent>(
    _ data: Binding<Data>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
                             EditableCollectionContent<RowContent, Data>>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable, Data.Index: Hashable
  {
    self.init { ForEach(data, editActions: editActions, content: rowContent) }
  }

  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID,
                             EditableCollectionContent<RowContent, Data>>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
    Data.Index: Hashable
  {
    self.init { ForEach(data, id: id, editActions: editActions, content: rowContent) }
  }
}

// MARK: a tree

extension List {
  public init<Data, RowContent>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: RandomAccessCollection, ID: Hashable, RowContent: View
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  public init<Data, RowContent>(
    _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: RandomAccessCollection, ID: Hashable, RowContent: View
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  public init<Data, RowContent>(
    _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
    selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent,
                                 RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }

  public init<Data, RowContent>(
    _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
    selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent,
                                 RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    self.init(selection: selection) {
      OutlineGroup(data, children: children, content: rowContent)
    }
  }

  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View
  {
    self.init(selection: selection) {
      OutlineGroup(data, id: id, children: children, content: rowContent)
    }
  }
}

extension List where SelectionValue == Never {
  public init<Data, RowContent>(
    _ data: Data, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == OutlineGroup<Data, ID, RowContent, RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: RandomAccessCollection, ID: Hashable, RowContent: View
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }

  public init<Data, RowContent>(
    _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent,
                                 RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: MutableCollection, Data: RandomAccessCollection, RowContent: View,
    Data.Element: Identifiable
  {
    self.init { OutlineGroup(data, children: children, content: rowContent) }
  }

  public init<Data, ID, RowContent>(
    _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
    children: WritableKeyPath<Data.Element, Data?>,
    @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent,
                                 DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
    Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View
  {
    self.init { OutlineGroup(data, id: id, children: children, content: rowContent) }
  }
}
