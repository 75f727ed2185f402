// `Result.Publisher`'s own operators, as Apple's: the result is known, so each operator answers
// at once, running its closure now, and returns another `Result.Publisher` (an `Empty` for
// `ignoreOutput`). A failure passes through untouched (closures see only a success), except
// through `mapError` and `replaceError`; a `try` operator fails with what its closure throws.

extension Result.Publisher where Success: Equatable {
  /// Whether the success is `output`, or the failure.
  public func contains(_ output: Output) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map { $0 == output })
  }

  /// The result: one value has no duplicates.
  public func removeDuplicates() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher where Success: Comparable {
  /// The result: its one value is the least.
  public func min() -> Result<Output, Failure>.Publisher { self }

  /// The result: its one value is the greatest.
  public func max() -> Result<Output, Failure>.Publisher { self }
}

extension Result.Publisher {
  /// Whether the success satisfies `predicate`, or the failure.
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  /// Whether the success satisfies `predicate`, or the failure, or what `predicate` throws.
  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(result.attempt(predicate))
  }

  /// The success in an array, or the failure.
  public func collect() -> Result<[Output], Failure>.Publisher {
    Result<[Output], Failure>.Publisher(result.map { [$0] })
  }

  /// The result: its one value is the least (`areInIncreasingOrder` is never called).
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Result<Output, Failure>.Publisher
  {
    self
  }

  /// The result; the success is compared with itself, so what `areInIncreasingOrder` throws
  /// is the failure.
  public func tryMin(by areInIncreasingOrder: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(result.attempt {
      _ = try areInIncreasingOrder($0, $0)
      return $0
    })
  }

  /// The result: its one value is the greatest (`areInIncreasingOrder` is never called).
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Result<Output, Failure>.Publisher
  {
    self
  }

  /// The result; the success is compared with itself, so what `areInIncreasingOrder` throws
  /// is the failure.
  public func tryMax(by areInIncreasingOrder: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    tryMin(by: areInIncreasingOrder)
  }

  /// Whether the success satisfies `predicate`, or the failure.
  public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(result.map(predicate))
  }

  /// Whether the success satisfies `predicate`, or the failure, or what `predicate` throws.
  public func tryContains(where predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(result.attempt(predicate))
  }

  /// One, or the failure.
  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(result.map { _ in 1 })
  }

  /// The result: its value is the first.
  public func first() -> Result<Output, Failure>.Publisher { self }

  /// The result: its value is the last.
  public func last() -> Result<Output, Failure>.Publisher { self }

  /// No value, then `finished`: as Apple's, a failure is not passed on (`Empty` finishes).
  public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

  /// The success transformed, or the failure.
  public func map<T>(_ transform: (Output) -> T) -> Result<T, Failure>.Publisher {
    Result<T, Failure>.Publisher(result.map(transform))
  }

  /// The success transformed, or the failure, or what `transform` throws.
  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(result.attempt(transform))
  }

  /// The success, or the failure transformed.
  public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(result.mapError(transform))
  }

  /// `nextPartialResult` of `initialResult` and the success, or the failure.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Failure>.Publisher
  {
    Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
  }

  /// `nextPartialResult` of `initialResult` and the success, or the failure, or what
  /// `nextPartialResult` throws.
  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(result.attempt { try nextPartialResult(initialResult, $0) })
  }

  /// The result: one value has no duplicates (`predicate` is never called).
  public func removeDuplicates(by predicate: (Output, Output) -> Bool)
    -> Result<Output, Failure>.Publisher
  {
    self
  }

  /// The result; the success is compared with itself, so what `predicate` throws is the
  /// failure.
  public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(result.attempt {
      _ = try predicate($0, $0)
      return $0
    })
  }

  /// The success, or `output` in place of the failure.
  public func replaceError(with output: Output) -> Result<Output, Never>.Publisher {
    switch result {
    case .success(let value): Result<Output, Never>.Publisher(value)
    case .failure: Result<Output, Never>.Publisher(output)
    }
  }

  /// The result: a `Result.Publisher` is never empty.
  public func replaceEmpty(with output: Output) -> Result<Output, Failure>.Publisher { self }

  /// The result: retrying a known result gives it again.
  public func retry(_ times: Int) -> Result<Output, Failure>.Publisher { self }

  /// `nextPartialResult` of `initialResult` and the success, or the failure.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Failure>.Publisher
  {
    Result<T, Failure>.Publisher(result.map { nextPartialResult(initialResult, $0) })
  }

  /// `nextPartialResult` of `initialResult` and the success, or the failure, or what
  /// `nextPartialResult` throws.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(result.attempt { try nextPartialResult(initialResult, $0) })
  }
}

extension Result.Publisher where Failure == Never {
  /// The success, as a publisher whose failure is `E`.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    switch result {
    case .success(let value): Result<Output, E>.Publisher(value)
    }
  }
}

extension Result {
  /// The success transformed, the failure, or what `transform` throws: how a `try` operator
  /// of `Result.Publisher` answers.
  fileprivate func attempt<T>(_ transform: (Success) throws -> T) -> Result<T, any Error> {
    switch self {
    case .success(let value): Result<T, any Error> { try transform(value) }
    case .failure(let error): .failure(error)
    }
  }
}
