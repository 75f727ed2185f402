// Operators for failure: catch and tryCatch (carry on with another publisher), retry
// (subscribe again), replaceError, replaceEmpty and assertNoFailure; and append and prepend,
// which carry on with another publisher when one finishes.

extension Publisher {
  /// On failure, carries on with the publisher `handler` makes from the error.
  public func `catch`<P: Publisher>(_ handler: @escaping (Failure) -> P)
    -> Publishers.Catch<Self, P> where P.Output == Output
  {
    Publishers.Catch(upstream: self, handler: handler)
  }

  /// On failure, carries on with the publisher `handler` makes; an error it throws fails.
  public func tryCatch<P: Publisher>(_ handler: @escaping (Failure) throws -> P)
    -> Publishers.TryCatch<Self, P> where P.Output == Output
  {
    Publishers.TryCatch(upstream: self, handler: handler)
  }

  /// On failure, subscribes again, up to `retries` times.
  public func retry(_ retries: Int) -> Publishers.Retry<Self> {
    Publishers.Retry(upstream: self, retries: retries)
  }

  /// A failure replaced by `output`, then finished.
  public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
    Publishers.ReplaceError(upstream: self, output: output)
  }

  /// `output` if upstream finishes without a value.
  public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
    Publishers.ReplaceEmpty(upstream: self, output: output)
  }

  /// Stops the program if upstream fails (with `prefix` and the error in the message).
  public func assertNoFailure(_ prefix: String = "", file: StaticString = #file,
                              line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
    Publishers.AssertNoFailure(upstream: self, prefix: prefix, file: file, line: line)
  }

  /// `elements` first, then this publisher's values.
  public func prepend(_ elements: Output...)
    -> Publishers.Concatenate<Publishers.Sequence<[Output], Failure>, Self>
  {
    prepend(elements)
  }

  /// `elements` first, then this publisher's values.
  public func prepend<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<Publishers.Sequence<S, Failure>, Self> where S.Element == Output
  {
    Publishers.Concatenate(prefix: Publishers.Sequence(sequence: elements), suffix: self)
  }

  /// `publisher`'s values first, then this publisher's.
  public func prepend<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<P, Self>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: publisher, suffix: self)
  }

  /// This publisher's values, then `elements`.
  public func append(_ elements: Output...)
    -> Publishers.Concatenate<Self, Publishers.Sequence<[Output], Failure>>
  {
    append(elements)
  }

  /// This publisher's values, then `elements`.
  public func append<S: Sequence>(_ elements: S)
    -> Publishers.Concatenate<Self, Publishers.Sequence<S, Failure>> where S.Element == Output
  {
    Publishers.Concatenate(prefix: self, suffix: Publishers.Sequence(sequence: elements))
  }

  /// This publisher's values, then `publisher`'s.
  public func append<P: Publisher>(_ publisher: P) -> Publishers.Concatenate<Self, P>
  where P.Output == Output, P.Failure == Failure {
    Publishers.Concatenate(prefix: self, suffix: publisher)
  }
}

extension Publishers {
  /// A publisher that carries on with another when it fails.
  public struct Catch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = NewPublisher.Failure

    public let upstream: Upstream
    public let handler: (Upstream.Failure) -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let handler = self.handler
      let chain = Chain(subscriber, name: "Catch")
      chain.start()
      chain.subscribe(upstream) { completion in
        switch completion {
        case .finished: chain.finish(.finished)
        case .failure(let error): chain.subscribe(handler(error)) { chain.finish($0) }
        }
      }
    }
  }

  /// A publisher that carries on with another when it fails, made by a closure that may throw.
  public struct TryCatch<Upstream: Publisher, NewPublisher: Publisher>: Publisher
  where Upstream.Output == NewPublisher.Output {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let handler: (Upstream.Failure) throws -> NewPublisher

    public init(upstream: Upstream, handler: @escaping (Upstream.Failure) throws -> NewPublisher) {
      self.upstream = upstream
      self.handler = handler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let handler = self.handler
      let chain = Chain(subscriber, name: "TryCatch")
      chain.start()
      chain.subscribe(upstream) { completion in
        switch completion {
        case .finished:
          chain.finish(.finished)
        case .failure(let error):
          do {
            chain.subscribe(try handler(error)) { chain.finish($0.erased) }
          } catch {
            chain.finish(.failure(error))
          }
        }
      }
    }
  }

  /// A publisher that subscribes again when it fails.
  public struct Retry<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    /// How many times to subscribe again; nil for always.
    public let retries: Int?

    public init(upstream: Upstream, retries: Int?) {
      self.upstream = upstream
      self.retries = retries
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let chain = Chain(subscriber, name: "Retry")
      chain.start()
      let upstream = self.upstream
      func attempt(_ left: Int?) {
        chain.subscribe(upstream) { completion in
          if case .failure = completion, left.map({ $0 > 0 }) ?? true {
            attempt(left.map { $0 - 1 })
          } else {
            chain.finish(completion)
          }
        }
      }
      attempt(retries)
    }
  }

  /// A publisher whose failure is replaced by a value.
  public struct ReplaceError<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    public let output: Upstream.Output
    public let upstream: Upstream

    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let output = self.output
      upstream.subscribe(Relay<Output, Upstream.Failure, S>(
        subscriber, name: "ReplaceError", step: { .send($0) },
        end: { completion in
          switch completion {
          case .finished: RelayEnd(.finished)
          case .failure: RelayEnd(.finished, last: output)
          }
        }))
    }
  }

  /// A publisher that sends a value if its upstream finishes without one.
  public struct ReplaceEmpty<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let output: Upstream.Output
    public let upstream: Upstream

    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let output = self.output
      var empty = true
      upstream.subscribe(Relay<Output, Failure, S>(
        subscriber, name: "ReplaceEmpty",
        step: { value in
          empty = false
          return .send(value)
        },
        end: { completion in
          guard case .finished = completion, empty else { return RelayEnd(completion) }
          return RelayEnd(.finished, last: output)
        }))
    }
  }

  /// A publisher that stops the program if its upstream fails.
  public struct AssertNoFailure<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Never

    public let upstream: Upstream
    public let prefix: String
    public let file: StaticString
    public let line: UInt

    public init(upstream: Upstream, prefix: String, file: StaticString, line: UInt) {
      self.upstream = upstream
      self.prefix = prefix
      self.file = file
      self.line = line
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
      let (prefix, file, line) = (self.prefix, self.file, self.line)
      upstream.subscribe(Relay<Output, Upstream.Failure, S>(
        subscriber, name: "AssertNoFailure", step: { .send($0) },
        end: { completion in
          if case .failure(let error) = completion {
            let lead = prefix.isEmpty ? "" : prefix + " "
            fatalError("\(lead)Unexpected failure: \(error)", file: file, line: line)
          }
          return RelayEnd(.finished)
        }))
    }
  }

  /// One publisher's values, then another's.
  public struct Concatenate<Prefix: Publisher, Suffix: Publisher>: Publisher
  where Prefix.Output == Suffix.Output, Prefix.Failure == Suffix.Failure {
    public typealias Output = Suffix.Output
    public typealias Failure = Suffix.Failure

    public let prefix: Prefix
    public let suffix: Suffix

    public init(prefix: Prefix, suffix: Suffix) {
      self.prefix = prefix
      self.suffix = suffix
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let suffix = self.suffix
      let chain = Chain(subscriber, name: "Concatenate")
      chain.start()
      chain.subscribe(prefix) { completion in
        switch completion {
        case .finished: chain.subscribe(suffix) { chain.finish($0) }
        case .failure: chain.finish(completion)
        }
      }
    }
  }
}

extension Publishers.Concatenate: Equatable where Prefix: Equatable, Suffix: Equatable {}
extension Publishers.Retry: Equatable where Upstream: Equatable {}
extension Publishers.ReplaceError: Equatable where Upstream: Equatable, Upstream.Output: Equatable
{}
extension Publishers.ReplaceEmpty: Equatable where Upstream: Equatable, Upstream.Output: Equatable
{}
