// `AnySubscriber`: any subscriber, a subject, or three closures, behind one type. Subjects keep
// their subscribers this way.

/// A type-erased subscriber: it forwards what it receives to the subscriber, subject or
/// closures it was made from.
@frozen
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible,
  CustomReflectable, CustomPlaygroundDisplayConvertible
{
  public let combineIdentifier: CombineIdentifier
  private let receiveSubscription: (any Subscription) -> Void
  private let receiveValue: (Input) -> Subscribers.Demand
  private let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
  private let describe: () -> String

  /// Wraps `s`; wrapping an `AnySubscriber` gives it back.
  public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
    if let erased = s as? AnySubscriber<Input, Failure> {
      self = erased
      return
    }
    combineIdentifier = s.combineIdentifier
    receiveSubscription = s.receive(subscription:)
    receiveValue = s.receive(_:)
    receiveCompletion = s.receive(completion:)
    describe = { (s as? CustomStringConvertible)?.description ?? "\(S.self)" }
  }

  /// A subscriber that passes what it receives on to `s`, asking for every value.
  public init<S: Subject>(_ s: S) where S.Output == Input, S.Failure == Failure {
    combineIdentifier = CombineIdentifier()
    receiveSubscription = { subscription in
      s.send(subscription: subscription)
    }
    receiveValue = { value in
      s.send(value)
      return .none
    }
    receiveCompletion = { s.send(completion: $0) }
    describe = { "Subject" }
  }

  /// A subscriber made of closures; a missing one does nothing (and asks for nothing more).
  public init(
    receiveSubscription: ((any Subscription) -> Void)? = nil,
    receiveValue: ((Input) -> Subscribers.Demand)? = nil,
    receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
  ) {
    combineIdentifier = CombineIdentifier()
    self.receiveSubscription = receiveSubscription ?? { _ in }
    self.receiveValue = receiveValue ?? { _ in .none }
    self.receiveCompletion = receiveCompletion ?? { _ in }
    describe = { "Anonymous AnySubscriber" }
  }

  public var description: String { describe() }
  public var customMirror: Mirror { Mirror(self, children: [:]) }
  public var playgroundDescription: Any { description }

  public func receive(subscription: any Subscription) { receiveSubscription(subscription) }
  public func receive(_ value: Input) -> Subscribers.Demand { receiveValue(value) }
  public func receive(completion: Subscribers.Completion<Failure>) {
    receiveCompletion(completion)
  }
}
