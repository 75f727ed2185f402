/// A reference to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void
  /// The transaction changes through the binding are made in (their animation).
  public var transaction = Transaction()

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// A binding whose setter is also given the transaction of the change (a plain one: a
  /// picture's changes are not animated).
  public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
    self.get = get
    self.set = { set($0, Transaction()) }
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  /// A binding to `base`'s value as an optional: setting nil leaves `base` as it is.
  public init<V>(_ base: Binding<V>) where Value == V? {
    self.init(get: { base.wrappedValue }, set: { if let value = $0 { base.wrappedValue = value } })
    transaction = base.transaction
  }

  /// A binding to `base`'s value unwrapped, or nil while `base` holds nil; once `base` becomes
  /// nil, the binding keeps giving the last value it read.
  public init?(_ base: Binding<Value?>) {
    guard let first = base.wrappedValue else { return nil }
    let last = LastValue(first)
    self.init(get: {
      if let value = base.wrappedValue { last.value = value }
      return last.value
    }, set: { base.wrappedValue = $0 })
    transaction = base.transaction
  }

  /// A binding to `base`'s value as an `AnyHashable`: a value of another type is not set.
  public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
    self.init(get: { AnyHashable(base.wrappedValue) },
              set: { if let value = $0.base as? V { base.wrappedValue = value } })
    transaction = base.transaction
  }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }
}

// Sendable as SwiftUI's: a binding is handed across isolation (environment defaults, tasks);
// the state it reaches is the view's, read and written on the main actor.
extension Binding: @unchecked Sendable {}

extension Binding {
  /// A binding to one property of the bound value (`$item.name`).
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let get = self.get, set = self.set
    return Binding<Subject>(get: { get()[keyPath: keyPath] }, set: { newValue in
      var value = get()
      value[keyPath: keyPath] = newValue
      set(value)
    })
  }
}

extension Binding where Value: MutableCollection {
  /// A binding to the element at `index` of a bound collection.
  func element(_ index: Value.Index) -> Binding<Value.Element> {
    let get = self.get, set = self.set
    return Binding<Value.Element>(get: { get()[index] }, set: { newValue in
      var value = get()
      value[index] = newValue
      set(value)
    })
  }
}

extension Binding: Identifiable where Value: Identifiable {
  public var id: Value.ID { wrappedValue.id }
}

extension Binding {
  /// The binding, its changes animated (a picture shows the changed state at once).
  public func animation(_ animation: Animation? = .default) -> Binding<Value> {
    var transaction = self.transaction
    transaction.animation = animation
    return self.transaction(transaction)
  }
  /// The binding, its changes made in `transaction`.
  public func transaction(_ transaction: Transaction) -> Binding<Value> {
    var binding = self
    binding.transaction = transaction
    return binding
  }
}

// A binding to a collection is a collection of bindings to its elements, as SwiftUI's:
// `$items.count`, `$items.last!`, `ForEach($items) { $item in ... }`.
extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices
  public var startIndex: Value.Index { wrappedValue.startIndex }
  public var endIndex: Value.Index { wrappedValue.endIndex }
  public var indices: Value.Indices { wrappedValue.indices }
  public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
  public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }
  public subscript(position: Value.Index) -> Binding<Value.Element> { element(position) }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
  public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection {}

/// The last value an unwrapping binding read, kept for when its base becomes nil.
private final class LastValue<Value> {
  var value: Value
  init(_ value: Value) { self.value = value }
}
