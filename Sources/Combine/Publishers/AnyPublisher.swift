// `AnyPublisher`: any publisher behind one type, so an API can return a chain of operators
// without naming it (`eraseToAnyPublisher()`).

/// A type-erased publisher: subscribing to it subscribes to the publisher it wraps.
@frozen
public struct AnyPublisher<Output, Failure: Error>: CustomStringConvertible,
  CustomPlaygroundDisplayConvertible
{
  private let subscribe: (AnySubscriber<Output, Failure>) -> Void
  private let name: String

  /// Wraps `publisher`; wrapping an `AnyPublisher` gives it back.
  public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
    if let erased = publisher as? AnyPublisher<Output, Failure> {
      self = erased
      return
    }
    subscribe = { publisher.receive(subscriber: $0) }
    name = "\(P.self)"
  }

  public var description: String { "AnyPublisher" }
  public var playgroundDescription: Any { description }
}

extension AnyPublisher: Publisher {
  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    subscribe(AnySubscriber(subscriber))
  }
}

extension Publisher {
  /// This publisher as an `AnyPublisher`, hiding its type.
  public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}
