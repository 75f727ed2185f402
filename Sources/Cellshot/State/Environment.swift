import Observation

/// A value read from the environment the view is resolved in, as SwiftUI's `@Environment`:
/// `@Environment(\.colorScheme) var scheme`, `@Environment(\.dismiss) var dismiss`.
@propertyWrapper
public struct Environment<Value> {
  final class Box {
    var values: EnvironmentValues?
  }
  let read: (EnvironmentValues) -> Value
  let box = Box()

  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }

  /// The value of the environment the view is being resolved in (the defaults outside one).
  public var wrappedValue: Value { read(box.values ?? EnvironmentValues()) }
}

/// An observable object put in the environment by an ancestor's `.environmentObject(_:)`.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject> {
  let box = Environment<ObjectType?>.Box()

  public init() {}

  /// The object; a view that reads one nobody provided stops the program, as in SwiftUI.
  public var wrappedValue: ObjectType {
    guard let object = box.values?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType else {
      preconditionFailure("no \(ObjectType.self) in the environment: an ancestor view needs "
                          + ".environmentObject(_:) with one")
    }
    return object
  }

  public var projectedValue: Wrapper { Wrapper(root: wrappedValue) }

  /// What `$object` gives: bindings to the object's properties (`$store.name`).
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      ObservedObjectBindings.binding(root, keyPath)
    }
  }
}

extension EnvironmentObject: ObservingProperty {
  var observedObject: AnyObject? {
    box.values?.objects[ObjectIdentifier(ObjectType.self)] as? ObjectType
  }
}

/// Properties that read the environment: given it before the view's `body` is asked for.
protocol EnvironmentReading {
  func take(_ values: EnvironmentValues)
}

extension Environment: EnvironmentReading {
  func take(_ values: EnvironmentValues) { box.values = values }
}

extension EnvironmentObject: EnvironmentReading {
  func take(_ values: EnvironmentValues) { box.values = values }
}

extension View {
  /// Puts `object` in the environment for `@EnvironmentObject` properties below.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    EnvironmentModifier(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
  }
}

// MARK: - Observable objects in the environment

extension Environment {
  /// The `@Observable` object of this type an ancestor put in the environment with
  /// `.environment(_:)`: `@Environment(Library.self) var library`. A view that reads one nobody
  /// provided stops the program, with iOS's message.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    read = { values in
      guard let object = values.objects[ObjectIdentifier(Value.self)] as? Value else {
        preconditionFailure("No Observable object of type \(Value.self) found. A "
                            + "View.environment(_:) for \(Value.self) may be missing as an "
                            + "ancestor of this view.")
      }
      return object
    }
  }

  /// The `@Observable` object of this type in the environment, or nil.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    read = { $0.objects[ObjectIdentifier(T.self)] as? T }
  }
}

extension View {
  /// Puts an `@Observable` object in the environment, for `@Environment(T.self)` below.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    EnvironmentModifier(content: self) { $0.objects[ObjectIdentifier(T.self)] = object }
  }
}
