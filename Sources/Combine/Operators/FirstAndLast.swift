// Operators that keep one value, or none: first and last (with or without a condition, and
// their `try` forms) and ignoreOutput. first finishes as soon as it has its value, cancelling
// upstream; last and ignoreOutput ask for every value and answer when upstream finishes.

extension Publisher {
  /// The first value, then finished.
  public func first() -> Publishers.First<Self> { Publishers.First(upstream: self) }

  /// The first value `predicate` accepts, then finished.
  public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
    Publishers.FirstWhere(upstream: self, predicate: predicate)
  }

  /// The first value `predicate` accepts, then finished; a thrown error fails.
  public func tryFirst(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryFirstWhere<Self>
  {
    Publishers.TryFirstWhere(upstream: self, predicate: predicate)
  }

  /// The last value, once upstream finishes.
  public func last() -> Publishers.Last<Self> { Publishers.Last(upstream: self) }

  /// The last value `predicate` accepts, once upstream finishes.
  public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
    Publishers.LastWhere(upstream: self, predicate: predicate)
  }

  /// The last value `predicate` accepts, once upstream finishes; a thrown error fails.
  public func tryLast(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryLastWhere<Self>
  {
    Publishers.TryLastWhere(upstream: self, predicate: predicate)
  }

  /// No values: only the completion.
  public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
    Publishers.IgnoreOutput(upstream: self)
  }
}

extension Publishers {
  /// The first value.
  public struct First<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Relay<Output, Failure, S>(subscriber, name: "First") {
        .sendAndFinish($0)
      })
    }
  }

  /// The first value a predicate accepts.
  public struct FirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(Relay<Output, Failure, S>(subscriber, name: "FirstWhere") {
        predicate($0) ? .sendAndFinish($0) : .skip
      })
    }
  }

  /// The first value a throwing predicate accepts.
  public struct TryFirstWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let predicate = self.predicate
      upstream.subscribe(Relay<Output, Upstream.Failure, S>(
        subscriber, name: "TryFirstWhere",
        step: { value in trying { try predicate(value) ? .sendAndFinish(value) : .skip } },
        end: { RelayEnd($0.erased) }))
    }
  }

  /// The last value, when upstream finishes.
  public struct Last<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(lastRelay(subscriber, name: "Last") { _ in true })
    }
  }

  /// The last value a predicate accepts, when upstream finishes.
  public struct LastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(lastRelay(subscriber, name: "LastWhere", where: predicate))
    }
  }

  /// The last value a throwing predicate accepts, when upstream finishes.
  public struct TryLastWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let predicate = self.predicate
      var last: Output?
      upstream.subscribe(Relay<Output, Upstream.Failure, S>(
        subscriber, name: "TryLastWhere", unlimited: true,
        step: { value in
          trying {
            if try predicate(value) { last = value }
            return .skip
          }
        },
        end: { completion in
          guard case .finished = completion else { return RelayEnd(completion.erased) }
          return RelayEnd(.finished, last: last)
        }))
    }
  }

  /// No values, only the completion.
  public struct IgnoreOutput<Upstream: Publisher>: Publisher {
    public typealias Output = Never
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Never, S.Failure == Failure {
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(
        subscriber, name: "IgnoreOutput", unlimited: true, step: { _ in .skip }))
    }
  }
}

/// A link keeping the last value `accepts` takes, sent when upstream finishes.
private func lastRelay<Output, Failure, S: Subscriber>(
  _ subscriber: S, name: String, where accepts: @escaping (Output) -> Bool
) -> Relay<Output, Failure, S> where S.Input == Output, S.Failure == Failure {
  var last: Output?
  return Relay<Output, Failure, S>(
    subscriber, name: name, unlimited: true,
    step: { value in
      if accepts(value) { last = value }
      return .skip
    },
    end: { completion in
      guard case .finished = completion else { return RelayEnd(completion) }
      return RelayEnd(.finished, last: last)
    })
}

extension Publishers.First: Equatable where Upstream: Equatable {}
extension Publishers.Last: Equatable where Upstream: Equatable {}
extension Publishers.IgnoreOutput: Equatable where Upstream: Equatable {}
