// `@Published`: a property of an observable object whose changes are published, as Combine's.
// Setting it sends the object's `objectWillChange`, then the new value to the subscribers of
// `$property`, and only then stores it: as on iOS, they hear of a change before it happens
// (reading the property in a `sink` gives the old value). `$property` is a publisher that
// gives a new subscriber the value it holds, then every change; `assign(to: &$property)`
// feeds a property from a publisher for as long as the property lives. During a render, a
// change that makes the value different lays the picture out again.

/// A property whose changes are published: `@Published var name = ""` in an
/// `ObservableObject`, and `$name` to subscribe to them.
@propertyWrapper
public struct Published<Value> {
  var storage: PublishedStorage<Value>

  public init(wrappedValue: Value) { storage = PublishedStorage(wrappedValue) }

  public init(initialValue: Value) { storage = PublishedStorage(initialValue) }

  /// The value, for a `@Published` outside a class (which Combine refuses to compile; here a
  /// copy of the struct holding it keeps its own value).
  public var wrappedValue: Value {
    get { storage.value }
    set {
      if !isKnownUniquelyReferenced(&storage) { storage = PublishedStorage(storage.value) }
      storage.publish(newValue)
    }
  }

  /// The property of a class: what `object.name` reads and writes.
  public static subscript<EnclosingSelf: AnyObject>(
    _enclosingInstance object: EnclosingSelf,
    wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
    storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
  ) -> Value {
    get { object[keyPath: storageKeyPath].storage.value }
    set { object[keyPath: storageKeyPath].storage.publish(newValue) }
  }

  /// `$name`: the property's publisher.
  public var projectedValue: Publisher {
    mutating get { Publisher(storage) }
    set { storage = newValue.storage }
  }

  /// The publisher of a `@Published` property: a new subscriber gets the value the property
  /// holds, then each new value, before the property takes it.
  public struct Publisher: Cellshot.Publisher {
    public typealias Output = Value
    public typealias Failure = Never

    let storage: PublishedStorage<Value>

    init(_ storage: PublishedStorage<Value>) { self.storage = storage }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
      storage.conduits.attach(AnySubscriber(subscriber), current: storage.value)
    }
  }
}

extension Published: PublishedProperty {
  var slot: any ObjectWillChangeSlot { storage }
}

extension Publisher where Failure == Never {
  /// Feeds a `@Published` property with this publisher's values, for as long as the property
  /// lives (no cancellable: `$results.assign(to: &$shown)`). Each value is published as if set.
  public func assign(to published: inout Published<Output>.Publisher) {
    subscribe(PublishedAssignment(published.storage))
  }
}

/// Where a `@Published` property keeps its value, the subscribers of `$property`, the object's
/// `objectWillChange` publisher once someone asked for it, and the subscriptions feeding it.
final class PublishedStorage<Value>: ObjectWillChangeSlot, @unchecked Sendable {
  private let lock = StateLock()
  private var current: Value
  private var willChange: ObservableObjectPublisher?
  private var feeds: [any Subscription] = []
  let conduits = SubjectConduits<Value, Never>(keepsLatest: true)

  init(_ value: Value) { current = value }

  deinit { for feed in feeds { feed.cancel() } }

  var value: Value { lock { current } }

  var objectWillChange: ObservableObjectPublisher? {
    get { lock { willChange } }
    set { lock { willChange = newValue } }
  }

  /// Announces `newValue` (the object's `objectWillChange`, then `$property`'s subscribers),
  /// then holds it.
  func publish(_ newValue: Value) {
    let (old, publisher) = lock { (current, willChange) }
    publisher?.sendBeforePublishedChange()
    conduits.send(newValue)
    lock { current = newValue }
    // Only an object a view of this render observes updates the picture.
    if let render = RenderSession.current?.id, publisher?.isObserved(by: render) == true {
      RenderSession.noteChange(from: old, to: newValue)
    }
  }

  /// Keeps `subscription`, which feeds the property, until the property goes.
  func keep(_ subscription: any Subscription) { lock { feeds.append(subscription) } }
}

/// The subscriber `assign(to: &$property)` attaches: it publishes each value into the property,
/// and holds the property weakly, so that the property's going ends the subscription.
private final class PublishedAssignment<Value>: Subscriber, @unchecked Sendable {
  typealias Input = Value
  typealias Failure = Never

  private weak var storage: PublishedStorage<Value>?

  init(_ storage: PublishedStorage<Value>) { self.storage = storage }

  func receive(subscription: any Subscription) {
    guard let storage else { return subscription.cancel() }
    storage.keep(subscription)
    subscription.request(.unlimited)
  }

  func receive(_ input: Value) -> Subscribers.Demand {
    storage?.publish(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Never>) {}
}
