// `Just`'s own operators, as Apple's: `Just` holds its one value already, so each operator
// answers at once, running its closure now (the closures are not escaping), and returns the
// simplest publisher of the answer: another `Just`, a `Result.Publisher` when it may fail, an
// `Optional.Publisher` when the value may be dropped, a `Publishers.Sequence` when values are
// added. What they send is what the generic operators would send for one value then `finished`.

extension Just where Output: Comparable {
  /// The only value, which is the least.
  public func min() -> Just<Output> { self }

  /// The only value, which is the greatest.
  public func max() -> Just<Output> { self }
}

extension Just where Output: Equatable {
  /// Whether the value is `output`.
  public func contains(_ output: Output) -> Just<Bool> { Just<Bool>(self.output == output) }

  /// The value: one value has no duplicates.
  public func removeDuplicates() -> Just<Output> { self }
}

extension Just {
  /// Whether the value satisfies `predicate`.
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Just<Bool> {
    Just<Bool>(predicate(output))
  }

  /// Whether the value satisfies `predicate`, or the error it throws.
  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  /// The value in an array.
  public func collect() -> Just<[Output]> { Just<[Output]>([output]) }

  /// The value transformed, unless `transform` gives nil.
  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(transform(output))
  }

  /// The only value, which is the least.
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  /// The only value, which is the greatest.
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool) -> Just<Output> { self }

  /// `elements`, then the value.
  public func prepend(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    prepend(elements)
  }

  /// `elements`, then the value.
  public func prepend<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure>
  where Output == S.Element {
    Publishers.Sequence(sequence: Array(elements) + [output])
  }

  /// The value, then `elements`.
  public func append(_ elements: Output...) -> Publishers.Sequence<[Output], Failure> {
    append(elements)
  }

  /// The value, then `elements`.
  public func append<S: Sequence>(_ elements: S) -> Publishers.Sequence<[Output], Failure>
  where Output == S.Element {
    Publishers.Sequence(sequence: [output] + Array(elements))
  }

  /// Whether the value satisfies `predicate`.
  public func contains(where predicate: (Output) -> Bool) -> Just<Bool> {
    Just<Bool>(predicate(output))
  }

  /// Whether the value satisfies `predicate`, or the error it throws.
  public func tryContains(where predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(Result { try predicate(output) })
  }

  /// One: the number of values.
  public func count() -> Just<Int> { Just<Int>(1) }

  /// Nothing when `count` is positive, else the value; a negative count is a programmer error.
  public func dropFirst(_ count: Int = 1) -> Optional<Output>.Publisher {
    precondition(count >= 0, "count must not be negative")
    return Optional<Output>.Publisher(count > 0 ? nil : output)
  }

  /// Nothing when the value satisfies `predicate`, else the value.
  public func drop(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? nil : output)
  }

  /// The value, which is the first.
  public func first() -> Just<Output> { self }

  /// The value if it satisfies `predicate`.
  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  /// The value, which is the last.
  public func last() -> Just<Output> { self }

  /// The value if it satisfies `predicate`.
  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  /// The value if it is included.
  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(isIncluded(output) ? output : nil)
  }

  /// Nothing, then `finished`.
  public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

  /// The value transformed.
  public func map<T>(_ transform: (Output) -> T) -> Just<T> { Just<T>(transform(output)) }

  /// The value transformed, or the error `transform` throws.
  public func tryMap<T>(_ transform: (Output) throws -> T) -> Result<T, any Error>.Publisher {
    Result<T, any Error>.Publisher(Result { try transform(output) })
  }

  /// The value, as a publisher whose failure is `E` (`Just` never fails, so `transform` is
  /// never called).
  public func mapError<E: Error>(_ transform: (Failure) -> E) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(output)
  }

  /// The value when `index` is 0; a negative index is a programmer error.
  public func output(at index: Int) -> Optional<Output>.Publisher {
    precondition(index >= 0, "index must not be negative")
    return Optional<Output>.Publisher(index == 0 ? output : nil)
  }

  /// The value when `range` holds 0; a negative lower bound is a programmer error.
  public func output<R: RangeExpression>(in range: R) -> Optional<Output>.Publisher
  where R.Bound == Int {
    let indices = range.relative(to: 0..<Int.max)
    precondition(indices.lowerBound >= 0, "lowerBound must not be negative")
    return Optional<Output>.Publisher(indices.contains(0) ? output : nil)
  }

  /// The value when `maxLength` is positive; a negative length is a programmer error.
  public func prefix(_ maxLength: Int) -> Optional<Output>.Publisher {
    precondition(maxLength >= 0, "maxLength must not be negative")
    return Optional<Output>.Publisher(maxLength > 0 ? output : nil)
  }

  /// The value if it satisfies `predicate`.
  public func prefix(while predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(predicate(output) ? output : nil)
  }

  /// `nextPartialResult` of `initialResult` and the value.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Failure>.Publisher
  {
    Result<T, Failure>.Publisher(nextPartialResult(initialResult, output))
  }

  /// `nextPartialResult` of `initialResult` and the value, or the error it throws.
  public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }

  /// The value: one value has no duplicates (`predicate` is never called).
  public func removeDuplicates(by predicate: (Output, Output) -> Bool) -> Just<Output> { self }

  /// The value, compared with itself: what `predicate` throws is the failure.
  public func tryRemoveDuplicates(by predicate: (Output, Output) throws -> Bool)
    -> Result<Output, any Error>.Publisher
  {
    Result<Output, any Error>.Publisher(Result {
      _ = try predicate(output, output)
      return output
    })
  }

  /// The value: `Just` never fails.
  public func replaceError(with output: Output) -> Just<Output> { self }

  /// The value: `Just` is never empty.
  public func replaceEmpty(with output: Output) -> Just<Output> { self }

  /// The value: `Just` never fails, so it is never retried.
  public func retry(_ times: Int) -> Just<Output> { self }

  /// `nextPartialResult` of `initialResult` and the value.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Result<T, Failure>.Publisher
  {
    Result<T, Failure>.Publisher(nextPartialResult(initialResult, output))
  }

  /// `nextPartialResult` of `initialResult` and the value, or the error it throws.
  public func tryScan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(Result { try nextPartialResult(initialResult, output) })
  }

  /// The value, as a publisher whose failure is `E`.
  public func setFailureType<E: Error>(to failureType: E.Type) -> Result<Output, E>.Publisher {
    Result<Output, E>.Publisher(output)
  }
}
