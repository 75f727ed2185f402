/// A class whose changes views show, as Combine's ObservableObject (which Linux lacks).
public protocol ObservableObject: AnyObject {}

/// A published property of an ObservableObject: setting it during a render (from an
/// `onPreferenceChange` action) makes the renderer lay the picture out again, as `@State` does.
@propertyWrapper
public struct Published<Value> {
  private var value: Value
  public init(wrappedValue: Value) { value = wrappedValue }

  public var wrappedValue: Value {
    get { value }
    set {
      let old = value
      value = newValue
      RenderSession.noteChange(from: old, to: newValue)
    }
  }

  /// `$value`: the property's publisher, which delivers the value it holds now (a Combine
  /// `Publisher` under `import Combine`). Setting it, as `assign(to: &$value)` does, sets the
  /// property.
  public var projectedValue: Publisher {
    get { Publisher(value: value) }
    set { wrappedValue = newValue.value }
  }

  /// The publisher of a `@Published` property: its value at the moment it was asked for.
  public struct Publisher {
    public let value: Value
    public init(value: Value) { self.value = value }
  }
}

/// An observable object a view owns.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  public let wrappedValue: ObjectType
  public init(wrappedValue: @autoclosure () -> ObjectType) { self.wrappedValue = wrappedValue() }
  /// Bindings to the object's properties: `$store.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(object: wrappedValue)
  }
}

/// An observable object passed to a view.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  public var wrappedValue: ObjectType
  public init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
  public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject {
  /// What `$object` gives: bindings to the object's properties (`$object.name`).
  @dynamicMemberLookup
  public struct Wrapper {
    let object: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      let object = self.object
      return ObservedObjectBindings.binding(object, keyPath)
    }
  }
}

/// An `@Observable` object's properties as bindings (`$model.name`), as SwiftUI's `@Bindable`.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(_ object: Value) { wrappedValue = object }

  public var projectedValue: Bindable<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    ObservedObjectBindings.binding(wrappedValue, keyPath)
  }
}

enum ObservedObjectBindings {
  static func binding<Object: AnyObject, Subject>(
    _ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>
  ) -> Binding<Subject> {
    Binding(get: { object[keyPath: keyPath] }, set: {
      let old = object[keyPath: keyPath]
      object[keyPath: keyPath] = $0
      RenderSession.noteChange(from: old, to: $0)
    })
  }
}
