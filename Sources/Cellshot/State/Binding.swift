/// A reference to a value owned elsewhere, as SwiftUI's `@Binding`.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  let get: () -> Value
  let set: (Value) -> Void

  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { get() }
    nonmutating set { set(newValue) }
  }

  public var projectedValue: Binding<Value> { self }
}

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
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}
