// The subscribers app code attaches: `sink` (closures, every value asked for) and
// `assign(to:on:)` (each value written to a property), both returning an `AnyCancellable`;
// and `subscribe(_:)` with a subject, which passes a publisher's values on through it.

extension Subscribers {
  /// A subscriber that asks for every value and calls closures with them and the completion.
  public final class Sink<Input, Failure: Error>: Subscriber, Cancellable,
    CustomStringConvertible, CustomReflectable, CustomPlaygroundDisplayConvertible
  {
    /// Called with each value.
    public let receiveValue: (Input) -> Void
    /// Called with the completion.
    public let receiveCompletion: (Subscribers.Completion<Failure>) -> Void

    private let lock = Lock()
    private var subscription: (any Subscription)?
    private var ended = false

    public init(receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
                receiveValue: @escaping (Input) -> Void) {
      self.receiveCompletion = receiveCompletion
      self.receiveValue = receiveValue
    }

    public var description: String { "Sink" }
    public var customMirror: Mirror { Mirror(self, children: [:]) }
    public var playgroundDescription: Any { description }

    public func receive(subscription: any Subscription) {
      let accepted = lock { () -> Bool in
        guard !ended, self.subscription == nil else { return false }
        self.subscription = subscription
        return true
      }
      if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      if !lock({ ended }) { receiveValue(value) }
      return .none
    }

    public func receive(completion: Subscribers.Completion<Failure>) {
      let first = lock { () -> Bool in
        defer {
          ended = true
          subscription = nil
        }
        return !ended
      }
      if first { receiveCompletion(completion) }
    }

    public func cancel() {
      let subscription = lock { () -> (any Subscription)? in
        ended = true
        defer { self.subscription = nil }
        return self.subscription
      }
      subscription?.cancel()
    }
  }

  /// A subscriber that writes each value it receives to a property of an object.
  public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible,
    CustomReflectable, CustomPlaygroundDisplayConvertible
  {
    public typealias Failure = Never

    private let lock = Lock()
    private var subscription: (any Subscription)?
    private var root: Root?

    /// The object written to, until the subscription ends.
    public var object: Root? { lock { root } }
    /// The property written.
    public let keyPath: ReferenceWritableKeyPath<Root, Input>

    public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
      root = object
      self.keyPath = keyPath
    }

    public var description: String { "Assign \(Root.self)." }
    public var customMirror: Mirror { Mirror(self, children: ["object": object as Any]) }
    public var playgroundDescription: Any { description }

    public func receive(subscription: any Subscription) {
      let accepted = lock { () -> Bool in
        guard root != nil, self.subscription == nil else { return false }
        self.subscription = subscription
        return true
      }
      if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
    }

    public func receive(_ value: Input) -> Subscribers.Demand {
      lock { root }?[keyPath: keyPath] = value
      return .none
    }

    public func receive(completion: Subscribers.Completion<Never>) {
      lock {
        root = nil
        subscription = nil
      }
    }

    public func cancel() {
      let subscription = lock { () -> (any Subscription)? in
        root = nil
        defer { self.subscription = nil }
        return self.subscription
      }
      subscription?.cancel()
    }
  }
}

extension Publisher {
  /// Subscribes with closures for the values and the completion, asking for every value.
  public func sink(
    receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
    receiveValue: @escaping (Output) -> Void
  ) -> AnyCancellable {
    let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion,
                                                  receiveValue: receiveValue)
    subscribe(sink)
    return AnyCancellable(sink)
  }

  /// Passes this publisher's values and completion on through `subject`.
  public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable
  where S.Output == Output, S.Failure == Failure {
    let relay = SubjectFeed(subject)
    subscribe(relay)
    return AnyCancellable(relay)
  }
}

extension Publisher where Failure == Never {
  /// Subscribes with a closure for the values, asking for every value.
  public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
    sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
  }

  /// Writes each value to `object[keyPath: keyPath]`; the object is held until the
  /// subscription ends.
  public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root)
    -> AnyCancellable
  {
    let assign = Subscribers.Assign(object: object, keyPath: keyPath)
    subscribe(assign)
    return AnyCancellable(assign)
  }
}

/// The subscriber `subscribe(subject)` attaches: it passes values on to the subject, which it
/// holds weakly, and cancels upstream when cancelled.
private final class SubjectFeed<Target: Subject>: Subscriber, Cancellable, @unchecked Sendable {
  typealias Input = Target.Output
  typealias Failure = Target.Failure

  private let lock = Lock()
  private weak var subject: Target?
  private var subscription: (any Subscription)?

  init(_ subject: Target) { self.subject = subject }

  func receive(subscription: any Subscription) {
    let accepted = lock { () -> Bool in
      guard subject != nil, self.subscription == nil else { return false }
      self.subscription = subscription
      return true
    }
    if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock { subject }?.send(input)
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let target = lock { () -> Target? in
      defer { subscription = nil }
      return subject
    }
    target?.send(completion: completion)
  }

  func cancel() {
    let subscription = lock { () -> (any Subscription)? in
      subject = nil
      defer { self.subscription = nil }
      return self.subscription
    }
    subscription?.cancel()
  }
}
