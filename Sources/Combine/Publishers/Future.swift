// Publishers made later: `Future` runs its work once, at once, and gives every subscriber its
// one result; `Deferred` makes a new publisher for each subscriber.

/// A publisher that eventually produces one value and finishes, or fails.
///
/// The closure runs once, when the future is made; subscribers get the result whenever it
/// comes, each when it has asked for a value.
public final class Future<Output, Failure: Error>: Publisher {
  /// The closure the work calls with its result.
  public typealias Promise = (Result<Output, Failure>) -> Void

  private let lock = Lock()
  private var result: Result<Output, Failure>?
  private var waiting: [FutureSubscription<Output, Failure>] = []

  /// A future whose work, `attemptToFulfill`, runs now and calls the promise it is given
  /// (only the first call counts).
  public init(_ attemptToFulfill: @escaping (@escaping Promise) -> Void) {
    attemptToFulfill { result in self.fulfill(result) }
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    let subscription = FutureSubscription(AnySubscriber(subscriber))
    let known = lock { () -> Result<Output, Failure>? in
      if result == nil { waiting.append(subscription) }
      return result
    }
    subscriber.receive(subscription: subscription)
    if let known { subscription.resolve(known) }
  }

  private func fulfill(_ outcome: Result<Output, Failure>) {
    let subscribers = lock { () -> [FutureSubscription<Output, Failure>] in
      guard result == nil else { return [] }
      result = outcome
      defer { waiting.removeAll() }
      return waiting
    }
    for subscription in subscribers { subscription.resolve(outcome) }
  }
}

extension Future where Failure == Never {
  /// The future's value, once it has one.
  public var value: Output {
    get async {
      for await value in self.values { return value }
      preconditionFailure("a Future finished without a value")
    }
  }
}

extension Future {
  /// The future's value once it has one, or its error.
  public var value: Output {
    get async throws {
      for try await value in self.values { return value }
      throw CancellationError()
    }
  }
}

/// One subscriber of a future: it gets the result once it has both the result and demand.
private final class FutureSubscription<Output, Failure: Error>: Subscription,
  @unchecked Sendable
{
  private let lock = Lock()
  private var downstream: AnySubscriber<Output, Failure>?
  private var result: Result<Output, Failure>?
  private var requested = false

  init(_ downstream: AnySubscriber<Output, Failure>) { self.downstream = downstream }

  func resolve(_ outcome: Result<Output, Failure>) {
    lock { result = outcome }
    deliver()
  }

  func request(_ demand: Subscribers.Demand) {
    guard demand > 0 else { return }
    lock { requested = true }
    deliver()
  }

  func cancel() { lock { downstream = nil } }

  private func deliver() {
    let ready = lock { () -> (AnySubscriber<Output, Failure>, Result<Output, Failure>)? in
      guard let target = downstream, let result else { return nil }
      if case .success = result, !requested { return nil }
      downstream = nil
      return (target, result)
    }
    guard let (target, result) = ready else { return }
    switch result {
    case .success(let value):
      _ = target.receive(value)
      target.receive(completion: .finished)
    case .failure(let error):
      target.receive(completion: .failure(error))
    }
  }
}

/// A publisher that makes the publisher a subscriber gets, when it subscribes.
public struct Deferred<DeferredPublisher: Publisher>: Publisher {
  public typealias Output = DeferredPublisher.Output
  public typealias Failure = DeferredPublisher.Failure

  /// Makes the publisher for each subscriber.
  public let createPublisher: () -> DeferredPublisher

  public init(createPublisher: @escaping () -> DeferredPublisher) {
    self.createPublisher = createPublisher
  }

  public func receive<S: Subscriber>(subscriber: S)
  where S.Input == Output, S.Failure == Failure {
    createPublisher().subscribe(subscriber)
  }
}
