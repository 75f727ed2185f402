// Operators that answer once upstream has finished (or as soon as the answer is known): reduce,
// collect, count, min and max, contains, allSatisfy. They ask upstream for every value at the
// subscriber's first request and send one value, then finish; a failure passes on.

extension Publisher {
  /// The result of combining every value with `nextPartialResult`, from `initialResult`.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Reduce<Self, T>
  {
    Publishers.Reduce(upstream: self, initial: initialResult, nextPartialResult: nextPartialResult)
  }

  /// The result of combining every value; a thrown error fails the publisher.
  public func tryReduce<T>(_ initialResult: T,
                           _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Publishers.TryReduce<Self, T>
  {
    Publishers.TryReduce(upstream: self, initial: initialResult,
                         nextPartialResult: nextPartialResult)
  }

  /// Every value, in one array, once upstream finishes.
  public func collect() -> Publishers.Collect<Self> { Publishers.Collect(upstream: self) }

  /// The values in arrays of `count` (the last may be shorter).
  public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
    Publishers.CollectByCount(upstream: self, count: count)
  }

  /// How many values upstream sent.
  public func count() -> Publishers.Count<Self> { Publishers.Count(upstream: self) }

  /// The smallest value by `areInIncreasingOrder`.
  public func min(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self) { areInIncreasingOrder($1, $0) }
  }

  /// The smallest value by a throwing `areInIncreasingOrder`.
  public func tryMin(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self) { try areInIncreasingOrder($1, $0) }
  }

  /// The largest value by `areInIncreasingOrder`.
  public func max(by areInIncreasingOrder: @escaping (Output, Output) -> Bool)
    -> Publishers.Comparison<Self>
  {
    Publishers.Comparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// The largest value by a throwing `areInIncreasingOrder`.
  public func tryMax(by areInIncreasingOrder: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryComparison<Self>
  {
    Publishers.TryComparison(upstream: self, areInIncreasingOrder: areInIncreasingOrder)
  }

  /// Whether any value satisfies `predicate` (true as soon as one does).
  public func contains(where predicate: @escaping (Output) -> Bool)
    -> Publishers.ContainsWhere<Self>
  {
    Publishers.ContainsWhere(upstream: self, predicate: predicate)
  }

  /// Whether any value satisfies a throwing `predicate`.
  public func tryContains(where predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryContainsWhere<Self>
  {
    Publishers.TryContainsWhere(upstream: self, predicate: predicate)
  }

  /// Whether every value satisfies `predicate` (false as soon as one does not).
  public func allSatisfy(_ predicate: @escaping (Output) -> Bool) -> Publishers.AllSatisfy<Self> {
    Publishers.AllSatisfy(upstream: self, predicate: predicate)
  }

  /// Whether every value satisfies a throwing `predicate`.
  public func tryAllSatisfy(_ predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryAllSatisfy<Self>
  {
    Publishers.TryAllSatisfy(upstream: self, predicate: predicate)
  }
}

extension Publisher where Output: Comparable {
  /// The smallest value.
  public func min() -> Publishers.Comparison<Self> { min(by: <) }
  /// The largest value.
  public func max() -> Publishers.Comparison<Self> { max(by: <) }
}

extension Publisher where Output: Equatable {
  /// Whether upstream sends `output` (true as soon as it does).
  public func contains(_ output: Output) -> Publishers.Contains<Self> {
    Publishers.Contains(upstream: self, output: output)
  }
}

/// A link that folds every value into a result with `fold` and sends it when upstream
/// finishes (or earlier, when `fold` says the answer is known).
private func foldRelay<Input, UpstreamFailure: Error, S: Subscriber, Result>(
  _ subscriber: S, name: String, initial: Result,
  fold: @escaping (inout Result, Input) -> RelayStep<S.Input, S.Failure>,
  answer: @escaping (Result) -> S.Input?,
  failure: @escaping (UpstreamFailure) -> S.Failure
) -> Relay<Input, UpstreamFailure, S> {
  var result = initial
  return Relay<Input, UpstreamFailure, S>(
    subscriber, name: name, unlimited: true,
    step: { fold(&result, $0) },
    end: { completion in
      switch completion {
      case .finished: RelayEnd(.finished, last: answer(result))
      case .failure(let error): RelayEnd(.failure(failure(error)))
      }
    })
}

extension Publishers {
  /// Every value combined into one result.
  public struct Reduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let initial: Output
    public let nextPartialResult: (Output, Upstream.Output) -> Output

    public init(upstream: Upstream, initial: Output,
                nextPartialResult: @escaping (Output, Upstream.Output) -> Output) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let next = nextPartialResult
      upstream.subscribe(foldRelay(
        subscriber, name: "Reduce", initial: initial,
        fold: { (result: inout Output, value: Upstream.Output) in
          result = next(result, value)
          return .skip
        },
        answer: { $0 }, failure: { $0 }))
    }
  }

  /// Every value combined into one result by a throwing closure.
  public struct TryReduce<Upstream: Publisher, Output>: Publisher {
    public typealias Failure = any Error

    public let upstream: Upstream
    public let initial: Output
    public let nextPartialResult: (Output, Upstream.Output) throws -> Output

    public init(upstream: Upstream, initial: Output,
                nextPartialResult: @escaping (Output, Upstream.Output) throws -> Output) {
      self.upstream = upstream
      self.initial = initial
      self.nextPartialResult = nextPartialResult
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let next = nextPartialResult
      upstream.subscribe(foldRelay(
        subscriber, name: "TryReduce", initial: initial,
        fold: { (result: inout Output, value: Upstream.Output) in
          do {
            result = try next(result, value)
            return .skip
          } catch {
            return .fail(error)
          }
        },
        answer: { $0 }, failure: { $0 }))
    }
  }

  /// Every value in one array.
  public struct Collect<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == [Upstream.Output], S.Failure == Failure {
      upstream.subscribe(foldRelay(
        subscriber, name: "Collect", initial: [Upstream.Output](),
        fold: { (result: inout [Upstream.Output], value: Upstream.Output) in
          result.append(value)
          return .skip
        },
        answer: { $0 }, failure: { $0 }))
    }
  }

  /// The values in arrays of a given size.
  public struct CollectByCount<Upstream: Publisher>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      precondition(count > 0, "collect(_:) needs a count above zero")
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == [Upstream.Output], S.Failure == Failure {
      let size = count
      var batch: [Upstream.Output] = []
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(
        subscriber, name: "CollectByCount",
        step: { value in
          batch.append(value)
          guard batch.count == size else { return .skip }
          defer { batch = [] }
          return .send(batch)
        },
        end: { completion in
          guard case .finished = completion, !batch.isEmpty else { return RelayEnd(completion) }
          return RelayEnd(.finished, last: batch)
        }))
    }
  }

  /// How many values upstream sent.
  public struct Count<Upstream: Publisher>: Publisher {
    public typealias Output = Int
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Int, S.Failure == Failure {
      upstream.subscribe(foldRelay(
        subscriber, name: "Count", initial: 0,
        fold: { (count: inout Int, _: Upstream.Output) in
          count += 1
          return .skip
        },
        answer: { $0 }, failure: { $0 }))
    }
  }

  /// The largest value by an ordering (the smallest, with the ordering reversed).
  public struct Comparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) -> Bool

    public init(upstream: Upstream,
                areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let ordered = areInIncreasingOrder
      upstream.subscribe(foldRelay(
        subscriber, name: "Comparison", initial: Output?.none,
        fold: { (best: inout Output?, value: Output) in
          if let current = best, !ordered(current, value) { return .skip }
          best = value
          return .skip
        },
        answer: { $0 }, failure: { $0 }))
    }
  }

  /// The largest value by a throwing ordering.
  public struct TryComparison<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let areInIncreasingOrder: (Upstream.Output, Upstream.Output) throws -> Bool

    public init(upstream: Upstream,
                areInIncreasingOrder: @escaping (Upstream.Output, Upstream.Output) throws
                  -> Bool) {
      self.upstream = upstream
      self.areInIncreasingOrder = areInIncreasingOrder
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let ordered = areInIncreasingOrder
      upstream.subscribe(foldRelay(
        subscriber, name: "TryComparison", initial: Output?.none,
        fold: { (best: inout Output?, value: Output) in
          do {
            if let current = best, try !ordered(current, value) { return .skip }
            best = value
            return .skip
          } catch {
            return .fail(error)
          }
        },
        answer: { $0 }, failure: { $0 }))
    }
  }

  /// Whether upstream sends a given value.
  public struct Contains<Upstream: Publisher>: Publisher where Upstream.Output: Equatable {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let output: Upstream.Output

    public init(upstream: Upstream, output: Upstream.Output) {
      self.upstream = upstream
      self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
      let wanted = output
      upstream.subscribe(foldRelay(
        subscriber, name: "Contains", initial: (),
        fold: { (_: inout Void, value: Upstream.Output) in
          value == wanted ? .sendAndFinish(true) : .skip
        },
        answer: { _ in false }, failure: { $0 }))
    }
  }

  /// Whether any value satisfies a predicate.
  public struct ContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(foldRelay(
        subscriber, name: "ContainsWhere", initial: (),
        fold: { (_: inout Void, value: Upstream.Output) in
          predicate(value) ? .sendAndFinish(true) : .skip
        },
        answer: { _ in false }, failure: { $0 }))
    }
  }

  /// Whether any value satisfies a throwing predicate.
  public struct TryContainsWhere<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Bool, S.Failure == any Error {
      let predicate = self.predicate
      upstream.subscribe(foldRelay(
        subscriber, name: "TryContainsWhere", initial: (),
        fold: { (_: inout Void, value: Upstream.Output) in
          do { return try predicate(value) ? .sendAndFinish(true) : .skip } catch {
            return .fail(error)
          }
        },
        answer: { _ in false }, failure: { $0 }))
    }
  }

  /// Whether every value satisfies a predicate.
  public struct AllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Upstream.Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Bool, S.Failure == Failure {
      let predicate = self.predicate
      upstream.subscribe(foldRelay(
        subscriber, name: "AllSatisfy", initial: (),
        fold: { (_: inout Void, value: Upstream.Output) in
          predicate(value) ? .skip : .sendAndFinish(false)
        },
        answer: { _ in true }, failure: { $0 }))
    }
  }

  /// Whether every value satisfies a throwing predicate.
  public struct TryAllSatisfy<Upstream: Publisher>: Publisher {
    public typealias Output = Bool
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Bool, S.Failure == any Error {
      let predicate = self.predicate
      upstream.subscribe(foldRelay(
        subscriber, name: "TryAllSatisfy", initial: (),
        fold: { (_: inout Void, value: Upstream.Output) in
          do { return try predicate(value) ? .skip : .sendAndFinish(false) } catch {
            return .fail(error)
          }
        },
        answer: { _ in true }, failure: { $0 }))
    }
  }
}

extension Publishers.Collect: Equatable where Upstream: Equatable {}
extension Publishers.CollectByCount: Equatable where Upstream: Equatable {}
extension Publishers.Count: Equatable where Upstream: Equatable {}
extension Publishers.Contains: Equatable where Upstream: Equatable {}
