import Observation

/// SwiftUI's focus state: a picture has no focus, so it holds its initial value.
@propertyWrapper
public struct FocusState<Value: Hashable>: @unchecked Sendable {
  private var value: Value

  public init() where Value == Bool { value = false }
  public init<T: Hashable>() where Value == T? { value = nil }

  public var wrappedValue: Value {
    get { value }
    nonmutating set {}
  }

  public var projectedValue: Binding { Binding(value: value) }

  /// What `$focus` gives, to pass to `.focused(_:)`: the value, which a picture never
  /// changes (setting it is accepted and changes nothing).
  @propertyWrapper
  public struct Binding {
    let value: Value

    public var wrappedValue: Value {
      get { value }
      nonmutating set {}
    }
    public var projectedValue: Binding { self }
  }
}

// Focused values: what the focused view publishes for commands and menus elsewhere in the
// app. A picture has no focus, so none is ever published: a `@FocusedValue` reads nil.

/// A key for a value the focused view publishes.
public protocol FocusedValueKey {
  associatedtype Value
}

/// The values the focused view and its ancestors publish.
public struct FocusedValues: @unchecked Sendable, Equatable {
  var values: [ObjectIdentifier: Any] = [:]

  /// Equal when both publish values for the same keys (a picture publishes none).
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: FocusedValues, _ rhs: FocusedValues) -> Bool {
    Set(lhs.values.keys) == Set(rhs.values.keys)
  }

  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { values[ObjectIdentifier(key)] as? Key.Value }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A value the focused view publishes: nil in a picture, which has no focus.
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
  public init(_ objectType: Value.Type) where Value: AnyObject {}
  public var wrappedValue: Value? { nil }
}

/// A binding the focused view publishes: nil in a picture.
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
  public var wrappedValue: Value? {
    get { nil }
    nonmutating set {}
  }
  public var projectedValue: Binding<Value?> { .constant(nil) }
}

/// An observable object the focused view publishes: nil in a picture.
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  public init() {}
  public var wrappedValue: ObjectType? { nil }
  /// Bindings to the object's properties: nil, as there is no object.
  public var projectedValue: Wrapper? { nil }

  /// What `$object` gives: bindings to the focused object's properties.
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    public subscript<T>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, T>)
      -> Binding<T>
    {
      ObservedObjectBindings.binding(root, keyPath)
    }
  }
}

extension View {
  /// Publishes a value while the view is focused: accepted, a picture has no focus.
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>,
                                  _ value: Value) -> some View { self }
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>,
                                  _ value: Value?) -> some View { self }
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>,
                                       _ value: Value) -> some View { self }
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>,
                                       _ value: Value?) -> some View { self }
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View { self }
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View { self }
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View { self }
}
