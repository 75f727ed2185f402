// Combine's contract, the part state is made of: a publisher sends a subscriber no more values
// than the subscriber asked for (its demand), then at most one completion; the subscription
// between them carries the demand and can be cancelled. It lives in Cellshot, not in the
// Combine module, because `ObservableObject`, `@Published` and `.onReceive` are made of it;
// `import Combine` (and `import SwiftUI`) re-exports it with the operators.
//
// The rules every publisher here keeps, as Apple's do: `receive(subscription:)` comes first and
// once; values come one at a time, never more than requested; after a completion or a
// `cancel()` nothing more is sent. No lock on shared state is held while a subscriber is
// called (a subject holds only its subscriber's own, so that it gets one value at a time).

/// A type that sends values over time to the subscribers that ask for them, as Combine's.
///
/// A publisher does nothing until a subscriber attaches: `receive(subscriber:)` hands the
/// subscriber a subscription, and values flow as the subscriber requests them.
public protocol Publisher<Output, Failure> {
  /// The kind of values the publisher sends.
  associatedtype Output
  /// The kind of error it may fail with: `Never` when it cannot fail.
  associatedtype Failure: Error

  /// Attaches `subscriber`: it gets a subscription, then at most as many values as it
  /// requests, then at most one completion.
  func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
  /// Attaches `subscriber` to this publisher (the same as `receive(subscriber:)`).
  public func subscribe<S: Subscriber>(_ subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    receive(subscriber: subscriber)
  }
}

/// A type that receives values from a publisher, as many as it asks for.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
  /// The kind of values it takes.
  associatedtype Input
  /// The kind of error it takes.
  associatedtype Failure: Error

  /// Called once, first: the subscriber requests values through `subscription`.
  func receive(subscription: any Subscription)
  /// Called with each value; returns how many more values the subscriber wants.
  func receive(_ input: Input) -> Subscribers.Demand
  /// Called at most once, last: the publisher finished or failed.
  func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
  /// Receives a `Void` value: `receive(())`.
  public func receive() -> Subscribers.Demand { receive(()) }
}

/// The link between a publisher and one subscriber: demand goes up it, cancelling ends it.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
  /// Asks for `demand` more values (demand adds up).
  func request(_ demand: Subscribers.Demand)
}

/// Something that can be stopped, freeing what it holds.
public protocol Cancellable {
  /// Stops the activity; calling it again does nothing.
  func cancel()
}

/// A subject: a publisher that code sends values through by hand.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
  /// Sends `value` to the subscribers that have demand.
  func send(_ value: Output)
  /// Sends a completion to every subscriber; after it the subject sends nothing more.
  func send(completion: Subscribers.Completion<Failure>)
  /// Takes a subscription from an upstream publisher the subject was subscribed to.
  func send(subscription: any Subscription)
}

extension Subject where Output == Void {
  /// Sends `()`: `objectWillChange.send()` on a `PassthroughSubject<Void, Never>`.
  public func send() { send(()) }
}

/// Subscriptions with no publisher behind them.
public enum Subscriptions {}

extension Subscriptions {
  /// A subscription that ignores requests and cancellation: for a publisher that completes
  /// at once (`Empty`, `Fail`, a subject already finished).
  public static var empty: any Subscription { EmptySubscription() }
}

private struct EmptySubscription: Subscription {
  let combineIdentifier = CombineIdentifier()
  func request(_ demand: Subscribers.Demand) {}
  func cancel() {}
}
