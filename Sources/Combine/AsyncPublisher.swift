// Publishers as async sequences: `for await value in publisher.values`. The iterator asks for
// one value each time `next()` is awaited, so a publisher that waits for demand is never asked
// for more than the loop takes; cancelling the task cancels the subscription.

extension Publisher where Failure == Never {
  /// The publisher's values as an async sequence.
  public var values: AsyncPublisher<Self> { AsyncPublisher(self) }
}

extension Publisher {
  /// The publisher's values as an async sequence that throws the publisher's failure.
  public var values: AsyncThrowingPublisher<Self> { AsyncThrowingPublisher(self) }
}

/// A publisher that cannot fail, as an async sequence.
public struct AsyncPublisher<P: Publisher>: AsyncSequence where P.Failure == Never {
  public typealias Element = P.Output
  public typealias AsyncIterator = Iterator

  private let publisher: P

  public init(_ publisher: P) { self.publisher = publisher }

  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncSubscriber<P.Output, Never>()
    publisher.subscribe(inner)
    return Iterator(inner: inner)
  }

  /// Awaits the publisher's values one at a time.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = P.Output

    fileprivate let inner: AsyncSubscriber<P.Output, Never>

    public mutating func next() async -> P.Output? {
      // The subscriber resumes with nil on completion and never throws for `Never`.
      (try? await inner.next()) ?? nil
    }
  }
}

/// A publisher, as an async sequence that throws its failure.
public struct AsyncThrowingPublisher<P: Publisher>: AsyncSequence {
  public typealias Element = P.Output
  public typealias AsyncIterator = Iterator

  private let publisher: P

  public init(_ publisher: P) { self.publisher = publisher }

  public func makeAsyncIterator() -> Iterator {
    let inner = AsyncSubscriber<P.Output, P.Failure>()
    publisher.subscribe(inner)
    return Iterator(inner: inner)
  }

  /// Awaits the publisher's values one at a time, throwing its failure.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Element = P.Output

    fileprivate let inner: AsyncSubscriber<P.Output, P.Failure>

    public mutating func next() async throws -> P.Output? { try await inner.next() }
  }
}

/// The subscriber behind an async iterator: one value requested per `next()`.
private final class AsyncSubscriber<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private typealias Waiter = CheckedContinuation<Unchecked<Input?>, any Error>

  private let lock = Lock()
  private var subscription: (any Subscription)?
  private var waiter: Waiter?
  /// A `next()` is waiting for the subscription, which has not come yet.
  private var wantsOne = false
  private var ending: Subscribers.Completion<Failure>?
  private var cancelled = false

  /// What a `next()` starts with.
  private enum Start {
    case ask(any Subscription)
    case end(Subscribers.Completion<Failure>)
    case wait
  }

  func receive(subscription: any Subscription) {
    let ask = lock { () -> Bool? in
      guard self.subscription == nil, !cancelled, ending == nil else { return nil }
      self.subscription = subscription
      defer { wantsOne = false }
      return wantsOne
    }
    switch ask {
    case nil: subscription.cancel()
    case true?: subscription.request(.max(1))
    case false?: break
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    lock { () -> Waiter? in
      defer { waiter = nil }
      return waiter
    }?.resume(returning: Unchecked(input))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let waiting = lock { () -> Waiter? in
      ending = completion
      subscription = nil
      defer { waiter = nil }
      return waiter
    }
    guard let waiting else { return }
    switch completion {
    case .finished: waiting.resume(returning: Unchecked(nil))
    case .failure(let error): waiting.resume(throwing: error)
    }
  }

  func next() async throws -> Input? {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: Waiter) in
        let start = lock { () -> Start in
          if let ending { return .end(ending) }
          if cancelled { return .end(.finished) }
          waiter = continuation
          if let subscription { return .ask(subscription) }
          wantsOne = true
          return .wait
        }
        switch start {
        case .ask(let subscription): subscription.request(.max(1))
        case .end(.finished): continuation.resume(returning: Unchecked(nil))
        case .end(.failure(let error)): continuation.resume(throwing: error)
        case .wait: break
        }
      }.value
    } onCancel: {
      let (subscription, waiting) = lock { () -> ((any Subscription)?, Waiter?) in
        cancelled = true
        defer {
          self.subscription = nil
          waiter = nil
        }
        return (self.subscription, waiter)
      }
      subscription?.cancel()
      waiting?.resume(returning: Unchecked(nil))
    }
  }
}
