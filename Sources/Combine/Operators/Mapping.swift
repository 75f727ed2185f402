// Operators that turn each value into another: map (by closure or key path), tryMap,
// compactMap (dropping nils), replaceNil, scan (a running result), and those that change the
// failure: mapError, setFailureType. A `try` form fails with the error its closure throws,
// cancelling upstream.

extension Publisher {
  /// Each value transformed by `transform`.
  public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
    Publishers.Map(upstream: self, transform: transform)
  }

  /// Each value transformed by `transform`; a thrown error fails the publisher.
  public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
    Publishers.TryMap(upstream: self, transform: transform)
  }

  /// Each value's property at `keyPath`.
  public func map<T>(_ keyPath: KeyPath<Output, T>) -> Publishers.MapKeyPath<Self, T> {
    Publishers.MapKeyPath(upstream: self, keyPath: keyPath)
  }

  /// Each value's properties at two key paths.
  public func map<T0, T1>(_ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>)
    -> Publishers.MapKeyPath2<Self, T0, T1>
  {
    Publishers.MapKeyPath2(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1)
  }

  /// Each value's properties at three key paths.
  public func map<T0, T1, T2>(
    _ keyPath0: KeyPath<Output, T0>, _ keyPath1: KeyPath<Output, T1>,
    _ keyPath2: KeyPath<Output, T2>
  ) -> Publishers.MapKeyPath3<Self, T0, T1, T2> {
    Publishers.MapKeyPath3(upstream: self, keyPath0: keyPath0, keyPath1: keyPath1,
                           keyPath2: keyPath2)
  }

  /// Each value transformed by `transform`, nils dropped.
  public func compactMap<T>(_ transform: @escaping (Output) -> T?)
    -> Publishers.CompactMap<Self, T>
  {
    Publishers.CompactMap(upstream: self, transform: transform)
  }

  /// Each value transformed by `transform`, nils dropped; a thrown error fails the publisher.
  public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?)
    -> Publishers.TryCompactMap<Self, T>
  {
    Publishers.TryCompactMap(upstream: self, transform: transform)
  }

  /// Each nil replaced with `output`.
  public func replaceNil<T>(with output: T) -> Publishers.Map<Self, T> where Output == T? {
    Publishers.Map(upstream: self) { $0 ?? output }
  }

  /// The running result of `nextPartialResult`, from `initialResult`, after each value.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Scan<Self, T>
  {
    Publishers.Scan(upstream: self, initialResult: initialResult,
                    nextPartialResult: nextPartialResult)
  }

  /// The running result of `nextPartialResult` after each value; a thrown error fails.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Publishers.TryScan<Self, T>
  {
    Publishers.TryScan(upstream: self, initialResult: initialResult,
                       nextPartialResult: nextPartialResult)
  }

  /// The failure transformed by `transform`.
  public func mapError<E: Error>(_ transform: @escaping (Failure) -> E)
    -> Publishers.MapError<Self, E>
  {
    Publishers.MapError(upstream: self, transform: transform)
  }
}

extension Publisher where Failure == Never {
  /// The same values, typed as able to fail with `E` (they never do).
  public func setFailureType<E: Error>(to failureType: E.Type)
    -> Publishers.SetFailureType<Self, E>
  {
    Publishers.SetFailureType(upstream: self)
  }
}

extension Publishers {
  /// A publisher's values transformed.
  public struct Map<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Upstream.Failure {
      let transform = self.transform
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber, name: "Map") {
        .send(transform($0))
      })
    }

    /// Two maps in one.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Map<Upstream, T> {
      let first = self.transform
      return Map<Upstream, T>(upstream: upstream) { transform(first($0)) }
    }

    /// A map then a throwing map, in one.
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> TryMap<Upstream, T> {
      let first = self.transform
      return TryMap<Upstream, T>(upstream: upstream) { try transform(first($0)) }
    }
  }

  /// A publisher's values transformed by a closure that may throw.
  public struct TryMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let transform = self.transform
      upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>(
        subscriber, name: "TryMap",
        step: { value in
          do { return .send(try transform(value)) } catch { return .fail(error) }
        },
        end: { RelayEnd($0.erased) }))
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> TryMap<Upstream, T> {
      let first = self.transform
      return TryMap<Upstream, T>(upstream: upstream) { transform(try first($0)) }
    }

    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> TryMap<Upstream, T> {
      let first = self.transform
      return TryMap<Upstream, T>(upstream: upstream) { try transform(try first($0)) }
    }
  }

  /// A publisher's values' properties at a key path.
  public struct MapKeyPath<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let keyPath: KeyPath<Upstream.Output, Output>

    init(upstream: Upstream, keyPath: KeyPath<Upstream.Output, Output>) {
      self.upstream = upstream
      self.keyPath = keyPath
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Upstream.Failure {
      let keyPath = Unchecked(self.keyPath)
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber, name: "ValueForKey") {
        .send($0[keyPath: keyPath.value])
      })
    }
  }

  /// A publisher's values' properties at two key paths.
  public struct MapKeyPath2<Upstream: Publisher, Output0, Output1>: Publisher {
    public typealias Output = (Output0, Output1)
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    public let keyPath1: KeyPath<Upstream.Output, Output1>

    init(upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0>,
         keyPath1: KeyPath<Upstream.Output, Output1>) {
      self.upstream = upstream
      self.keyPath0 = keyPath0
      self.keyPath1 = keyPath1
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == (Output0, Output1), S.Failure == Upstream.Failure {
      let paths = Unchecked((keyPath0, keyPath1))
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber, name: "ValueForKeys") {
        .send(($0[keyPath: paths.value.0], $0[keyPath: paths.value.1]))
      })
    }
  }

  /// A publisher's values' properties at three key paths.
  public struct MapKeyPath3<Upstream: Publisher, Output0, Output1, Output2>: Publisher {
    public typealias Output = (Output0, Output1, Output2)
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let keyPath0: KeyPath<Upstream.Output, Output0>
    public let keyPath1: KeyPath<Upstream.Output, Output1>
    public let keyPath2: KeyPath<Upstream.Output, Output2>

    init(upstream: Upstream, keyPath0: KeyPath<Upstream.Output, Output0>,
         keyPath1: KeyPath<Upstream.Output, Output1>, keyPath2: KeyPath<Upstream.Output, Output2>) {
      self.upstream = upstream
      self.keyPath0 = keyPath0
      self.keyPath1 = keyPath1
      self.keyPath2 = keyPath2
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == (Output0, Output1, Output2), S.Failure == Upstream.Failure {
      let paths = Unchecked((keyPath0, keyPath1, keyPath2))
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber, name: "ValueForKeys") {
        .send(($0[keyPath: paths.value.0], $0[keyPath: paths.value.1],
               $0[keyPath: paths.value.2]))
      })
    }
  }

  /// A publisher's values transformed, nils dropped.
  public struct CompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let transform: (Upstream.Output) -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Upstream.Failure {
      let transform = self.transform
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber, name: "CompactMap") {
        transform($0).map { .send($0) } ?? .skip
      })
    }

    public func compactMap<T>(_ transform: @escaping (Output) -> T?) -> CompactMap<Upstream, T> {
      let first = self.transform
      return CompactMap<Upstream, T>(upstream: upstream) { first($0).flatMap(transform) }
    }

    public func map<T>(_ transform: @escaping (Output) -> T) -> CompactMap<Upstream, T> {
      let first = self.transform
      return CompactMap<Upstream, T>(upstream: upstream) { first($0).map(transform) }
    }
  }

  /// A publisher's values transformed by a closure that may throw, nils dropped.
  public struct TryCompactMap<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    public let upstream: Upstream
    public let transform: (Upstream.Output) throws -> Output?

    public init(upstream: Upstream, transform: @escaping (Upstream.Output) throws -> Output?) {
      self.upstream = upstream
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let transform = self.transform
      upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>(
        subscriber, name: "TryCompactMap",
        step: { value in
          do { return try transform(value).map { .send($0) } ?? .skip } catch {
            return .fail(error)
          }
        },
        end: { RelayEnd($0.erased) }))
    }

    public func compactMap<T>(_ transform: @escaping (Output) throws -> T?)
      -> TryCompactMap<Upstream, T>
    {
      let first = self.transform
      return TryCompactMap<Upstream, T>(upstream: upstream) {
        try first($0).flatMap { try transform($0) }
      }
    }
  }

  /// A running result over a publisher's values.
  public struct Scan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(upstream: Upstream, initialResult: Output,
                nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Upstream.Failure {
      var result = initialResult
      let next = nextPartialResult
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber, name: "Scan") {
        result = next(result, $0)
        return .send(result)
      })
    }
  }

  /// A running result over a publisher's values, by a closure that may throw.
  public struct TryScan<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    public let upstream: Upstream
    public let initialResult: Output
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    public init(upstream: Upstream, initialResult: Output,
                nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.initialResult = initialResult
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      var result = initialResult
      let next = nextPartialResult
      upstream.subscribe(Relay<Upstream.Output, Upstream.Failure, S>(
        subscriber, name: "TryScan",
        step: { value in
          do {
            result = try next(result, value)
            return .send(result)
          } catch {
            return .fail(error)
          }
        },
        end: { RelayEnd($0.erased) }))
    }
  }

  /// A publisher whose failure is transformed.
  public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
    public typealias Output = Upstream.Output

    public let upstream: Upstream
    public let transform: (Upstream.Failure) -> Failure

    public init(upstream: Upstream, transform: @escaping (Upstream.Failure) -> Failure) {
      self.upstream = upstream
      self.transform = transform
    }

    public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
      self.init(upstream: upstream, transform: map)
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let transform = self.transform
      upstream.subscribe(Relay<Output, Upstream.Failure, S>(
        subscriber, name: "MapError", step: { .send($0) },
        end: { completion in
          switch completion {
          case .finished: RelayEnd(.finished)
          case .failure(let error): RelayEnd(.failure(transform(error)))
          }
        }))
    }
  }

  /// A publisher that cannot fail, typed as one that can.
  public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher
  where Upstream.Failure == Never {
    public typealias Output = Upstream.Output

    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Relay<Output, Never, S>(
        subscriber, name: "SetFailureType", step: { .send($0) },
        end: { _ in RelayEnd(.finished) }))
    }

    public func setFailureType<E: Error>(to failure: E.Type) -> SetFailureType<Upstream, E> {
      SetFailureType<Upstream, E>(upstream: upstream)
    }
  }
}

extension Publishers.SetFailureType: Equatable where Upstream: Equatable {}
