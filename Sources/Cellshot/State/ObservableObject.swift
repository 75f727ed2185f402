// Observable objects, as Combine declares them and SwiftUI reads them: `ObservableObject` with
// its `objectWillChange` publisher, which fires before each change of a `@Published` property
// (or when the class sends it by hand), and the wrappers through which views hold objects
// (`@StateObject`, `@ObservedObject`, `@Bindable`). A picture is one instant: views read the
// object as it is; a change made while a picture is rendered (from `onAppear`, an
// `onPreferenceChange` action) lays the picture out again, as `@State` does.

import Observation
import Synchronization

/// A class whose changes views show, as Combine's `ObservableObject`: it has a publisher that
/// fires before the object changes.
///
/// A class gets `objectWillChange` for free, an `ObservableObjectPublisher` that every
/// `@Published` property sends on before it changes; it may declare its own instead
/// (`let objectWillChange = PassthroughSubject<Void, Never>()`) and send on it by hand.
public protocol ObservableObject: AnyObject {
  /// The type of `objectWillChange`.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// A publisher that fires before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// The object's publisher: the one its `@Published` properties send on before they change,
  /// the same every time it is asked for.
  public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher.of(self) }
}

/// The publisher an `ObservableObject` has by default: `send()` tells its subscribers the
/// object is about to change.
public final class ObservableObjectPublisher: Publisher {
  public typealias Output = Void
  public typealias Failure = Never

  private let conduits = SubjectConduits<Void, Never>(keepsLatest: false)
  /// The last render (`RenderSession.id`) a view of which observes the object; 0 for none.
  private let observer = Atomic<Int>(0)

  public init() {}

  func markObserved(by render: Int) { observer.store(render, ordering: .relaxed) }

  /// True when a view of the render `render` observes the object.
  func isObserved(by render: Int) -> Bool { observer.load(ordering: .relaxed) == render }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
    conduits.attach(AnySubscriber(subscriber), current: nil)
  }

  /// Tells the subscribers the object is about to change. Sent by hand during a render, it
  /// makes the renderer lay the picture out again, as a changed `@Published` property does.
  public func send() {
    RenderSession.current?.noteStateChange()
    conduits.send(())
  }

  /// Sends without noting a change: a `@Published` property notes its own, and only when its
  /// value is really different.
  func sendBeforePublishedChange() { conduits.send(()) }
}

extension ObservableObjectPublisher {
  /// The publisher of `object`'s default `objectWillChange`: kept in its `@Published`
  /// properties (found by reflection, as Combine finds them), or, for a class without one, in a
  /// table beside the object for as long as it lives.
  static func of(_ object: AnyObject) -> ObservableObjectPublisher {
    var slots: [any ObjectWillChangeSlot] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let property = child.value as? any PublishedProperty { slots.append(property.slot) }
      }
      mirror = current.superclassMirror
    }
    guard !slots.isEmpty else { return publishersWithoutProperties.publisher(for: object) }
    return publishersLock {
      let publisher = slots.lazy.compactMap(\.objectWillChange).first
        ?? ObservableObjectPublisher()
      for slot in slots where slot.objectWillChange !== publisher {
        slot.objectWillChange = publisher
      }
      return publisher
    }
  }
}

/// Where a `@Published` property keeps its object's `objectWillChange` publisher.
protocol ObjectWillChangeSlot: AnyObject {
  var objectWillChange: ObservableObjectPublisher? { get set }
}

/// A `@Published` property, as reflection finds it in an object.
protocol PublishedProperty {
  var slot: any ObjectWillChangeSlot { get }
}

/// Held while the publisher of an object is found or installed in its properties.
private let publishersLock = StateLock()

/// The publishers of objects that have no `@Published` property, each kept while its object
/// lives.
private let publishersWithoutProperties = ObjectPublisherTable()

private final class ObjectPublisherTable: @unchecked Sendable {
  private struct Entry {
    weak var object: AnyObject?
    let publisher: ObservableObjectPublisher
  }

  private let lock = StateLock()
  private var entries: [ObjectIdentifier: Entry] = [:]
  private var sweepAt = 64

  func publisher(for object: AnyObject) -> ObservableObjectPublisher {
    lock {
      let key = ObjectIdentifier(object)
      if let entry = entries[key], entry.object === object { return entry.publisher }
      // An entry whose object is gone may share the new object's address: replace it.
      let publisher = ObservableObjectPublisher()
      entries[key] = Entry(object: object, publisher: publisher)
      if entries.count >= sweepAt {
        entries = entries.filter { $0.value.object != nil }
        sweepAt = Swift.max(64, entries.count * 2)
      }
      return publisher
    }
  }
}

/// A view property that observes an object: its `@Published` changes update the view.
protocol ObservingProperty {
  /// The object, when there is one (an `@EnvironmentObject` nobody provided has none).
  var observedObject: AnyObject? { get }
}

/// An observable object a view owns: made when the view first reads it.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject> {
  final class Storage {
    let make: () -> ObjectType
    lazy var object = make()
    init(_ make: @escaping () -> ObjectType) { self.make = make }
  }
  let storage: Storage

  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    storage = Storage(thunk)
  }
  public var wrappedValue: ObjectType { storage.object }
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
  @available(*, deprecated, renamed: "init(wrappedValue:)")
  public init(initialValue: ObjectType) { wrappedValue = initialValue }
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
public struct Bindable<Value> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(projectedValue: Bindable<Value>) { self = projectedValue }

  public var projectedValue: Bindable<Value> { self }
}

extension Bindable where Value: AnyObject {
  public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    ObservedObjectBindings.binding(wrappedValue, keyPath)
  }
}

extension Bindable where Value: AnyObject & Observation.Observable {
  public init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
}

extension Bindable: Identifiable where Value: Identifiable {
  /// The object's identity, so a `@Bindable` model can be a `ForEach`'s element.
  public var id: Value.ID { wrappedValue.id }
  public typealias ID = Value.ID
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

extension StateObject: ObservingProperty {
  var observedObject: AnyObject? { wrappedValue }
}

extension ObservedObject: ObservingProperty {
  var observedObject: AnyObject? { wrappedValue }
}
