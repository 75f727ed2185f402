// Editable collections: `ForEach($items, editActions: .all)`, the edits a list lets its rows
// take (swipe to delete, drag to move), and the collection methods an `onDelete` or `onMove`
// handler calls. A row at rest looks the same editable or not, so the actions draw nothing;
// the collection methods really edit.
import Foundation

/// The edits a `ForEach` over a bound collection allows: deleting rows (for collections that
/// can remove elements) and moving them (for collections that can reorder theirs).
public struct EditActions<Data>: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  static var deleteBit: Self { Self(rawValue: 1) }
  static var moveBit: Self { Self(rawValue: 2) }

  @available(
    *, unavailable,
    message: "Delete is available only for collections conforming to RangeReplaceableCollection.")
  public static var delete: EditActions<Data> { deleteBit }
  @available(*, unavailable,
             message: "Move is available only for collections conforming to MutableCollection.")
  public static var move: EditActions<Data> { moveBit }
  /// Every edit the collection allows: here none.
  public static var all: EditActions<Data> { [] }
}

extension EditActions where Data: RangeReplaceableCollection {
  public static var delete: EditActions<Data> { deleteBit }
  public static var all: EditActions<Data> { deleteBit }
}

extension EditActions where Data: MutableCollection {
  public static var move: EditActions<Data> { moveBit }
  public static var all: EditActions<Data> { moveBit }
}

extension EditActions where Data: MutableCollection, Data: RangeReplaceableCollection {
  public static var all: EditActions<Data> { [deleteBit, moveBit] }
}

/// A row of an editable `ForEach`: the row its content closure made, given a binding to its
/// element.
public struct EditableCollectionContent<Content, Data> {
  let content: Content
}

extension EditableCollectionContent: View where Content: View {
  public var body: some View { content }
}

/// The data of an editable `ForEach`: each index of the bound collection with its element's
/// identity.
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
  /// An index of the collection and the identity of the element there.
  public struct Element {
    let index: Base.Index
    let id: ID
  }

  public typealias Index = Base.Index
  let base: Base
  let identify: (Base.Element) -> ID

  init(_ base: Base, id identify: @escaping (Base.Element) -> ID) {
    self.base = base
    self.identify = identify
  }

  public var startIndex: Index { base.startIndex }
  public var endIndex: Index { base.endIndex }
  public subscript(position: Index) -> Element {
    Element(index: position, id: identify(base[position]))
  }
  public func index(after i: Index) -> Index { base.index(after: i) }
}

extension IndexedIdentifierCollection: BidirectionalCollection
where Base: BidirectionalCollection {
  public func index(before i: Index) -> Index { base.index(before: i) }
}

extension IndexedIdentifierCollection: RandomAccessCollection
where Base: RandomAccessCollection {}

extension ForEach {
  /// A row per element of a bound collection, which the list lets people delete or move as
  /// `editActions` allows.
  public init<C, R>(
    _ data: Binding<C>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  ) where Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID,
    Content == EditableCollectionContent<R, C>, C: MutableCollection,
    C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable
  {
    self.init(data, id: \.id, editActions: editActions, content: content)
  }

  public init<C, R>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> R
  ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
    C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable
  {
    self.data = IndexedIdentifierCollection(data.wrappedValue) { $0[keyPath: id] }
    self.content = { EditableCollectionContent(content: content(data.element($0.index))) }
    identity = { AnyHashable($0.id) }
  }
}

extension MutableCollection {
  /// Moves the elements at `source` (offsets from the start) to just before the element at
  /// offset `destination`, keeping their order, as a list's `onMove` asks.
  ///
  /// - Parameter destination: An offset in `0...count`, counted before the move.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let elements = Array(self)
    precondition(destination >= 0 && destination <= elements.count,
                 "move(fromOffsets:toOffset:): destination \(destination) is outside "
                   + "0...\(elements.count)")
    precondition(source.allSatisfy { $0 >= 0 && $0 < elements.count },
                 "move(fromOffsets:toOffset:): an offset is outside the collection")
    let moved = source.map { elements[$0] }
    let before = (0..<destination).filter { !source.contains($0) }.map { elements[$0] }
    let after = (destination..<elements.count).filter { !source.contains($0) }
      .map { elements[$0] }
    var index = startIndex
    for element in before + moved + after {
      self[index] = element
      formIndex(after: &index)
    }
  }
}

extension RangeReplaceableCollection where Self: MutableCollection {
  /// Removes the elements at `offsets` (from the start), as a list's `onDelete` asks.
  public mutating func remove(atOffsets offsets: IndexSet) {
    precondition(offsets.allSatisfy { $0 >= 0 && $0 < count },
                 "remove(atOffsets:): an offset is outside the collection")
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }
}
