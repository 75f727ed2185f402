// Publishers of what is known at once: `Just` (one value, then finished), `Empty` (nothing,
// finished at once or never), `Fail` (an error at once).

/// A publisher that sends one value when asked, then finishes.
public struct Just<Output>: Publisher {
  public typealias Failure = Never

  /// The value it sends.
  public let output: Output

  public init(_ output: Output) { self.output = output }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
    var pending: Output? = output
    Emitter.emit(to: subscriber, name: "Just") {
      defer { pending = nil }
      return pending
    }
  }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that sends nothing: it finishes at once, or never completes.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
  /// Whether it finishes as soon as it is subscribed to (else it never completes).
  public let completeImmediately: Bool

  public init(completeImmediately: Bool = true) {
    self.completeImmediately = completeImmediately
  }

  public init(completeImmediately: Bool = true, outputType: Output.Type,
              failureType: Failure.Type) {
    self.completeImmediately = completeImmediately
  }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    if completeImmediately { subscriber.receive(completion: .finished) }
  }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Empty, _ rhs: Empty) -> Bool {
    lhs.completeImmediately == rhs.completeImmediately
  }
}

/// A publisher that fails with an error as soon as it is subscribed to.
public struct Fail<Output, Failure: Error>: Publisher {
  /// The error it fails with.
  public let error: Failure

  public init(error: Failure) { self.error = error }

  public init(outputType: Output.Type, failure: Failure) { error = failure }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscriber.receive(subscription: Subscriptions.empty)
    subscriber.receive(completion: .failure(error))
  }
}

extension Fail: Equatable where Failure: Equatable {
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Fail, _ rhs: Fail) -> Bool { lhs.error == rhs.error }
}
