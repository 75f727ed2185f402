// `Optional.Publisher`'s own operators, as Apple's: the value (or its absence) is known, so each
// operator answers at once, running its closure now, and returns another `Optional.Publisher`
// (a `Just` for `replaceEmpty`, which always has a value). With no value, most give no value,
// as Apple's do: even `count()`, `contains`, `allSatisfy` and `reduce`, which on other empty
// publishers send 0, false, true and the initial result; `collect()` gives the empty array.

extension Optional.Publisher where Wrapped: Equatable {
  /// Whether the value is `output`, if there is a value.
  public func contains(_ output: Output) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(self.output.map { $0 == output })
  }

  /// The value: one value has no duplicates.
  public func removeDuplicates() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher where Wrapped: Comparable {
  /// The value, which is the least.
  public func min() -> Optional<Wrapped>.Publisher { self }

  /// The value, which is the greatest.
  public func max() -> Optional<Wrapped>.Publisher { self }
}

extension Optional.Publisher {
  /// Whether the value satisfies `predicate`, if there is a value.
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate))
  }

  /// The value in an array, or the empty array.
  public func collect() -> Optional<[Output]>.Publisher {
    Optional<[Output]>.Publisher(output.map { [$0] } ?? [])
  }

  /// The value transformed, unless there is none or `transform` gives nil.
  public func compactMap<T>(_ transform: (Output) -> T?) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.flatMap(transform))
  }

  /// The value, which is the least.
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Optional<Wrapped>.Publisher
  {
    self
  }

  /// The value, which is the greatest.
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Optional<Wrapped>.Publisher
  {
    self
  }

  /// Whether the value satisfies `predicate`, if there is a value.
  public func contains(where predicate: (Output) -> Bool) -> Optional<Bool>.Publisher {
    Optional<Bool>.Publisher(output.map(predicate))
  }

  /// One, if there is a value.
  public func count() -> Optional<Int>.Publisher {
    Optional<Int>.Publisher(output.map { _ in 1 })
  }

  /// The value when `count` is 0; a negative count is a programmer error.
  public func dropFirst(_ count: Int = 1) -> Optional<Wrapped>.Publisher {
    precondition(count >= 0, "count must not be negative")
    return Optional<Wrapped>.Publisher(count == 0 ? output : nil)
  }

  /// The value unless it satisfies `predicate`.
  public func drop(while predicate: (Output) -> Bool) -> Optional<Wrapped>.Publisher {
    Optional<Wrapped>.Publisher(output.flatMap { predicate($0) ? nil : $0 })
  }

  /// The value, which is the first.
  public func first() -> Optional<Wrapped>.Publisher { self }

  /// The value if it satisfies `predicate`.
  public func first(where predicate: (Output) -> Bool) -> Optional<Wrapped>.Publisher {
    Optional<Wrapped>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
  }

  /// The value, which is the last.
  public func last() -> Optional<Wrapped>.Publisher { self }

  /// The value if it satisfies `predicate`.
  public func last(where predicate: (Output) -> Bool) -> Optional<Wrapped>.Publisher {
    Optional<Wrapped>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
  }

  /// The value if it is included.
  public func filter(_ isIncluded: (Output) -> Bool) -> Optional<Wrapped>.Publisher {
    Optional<Wrapped>.Publisher(output.flatMap { isIncluded($0) ? $0 : nil })
  }

  /// Nothing, then `finished`.
  public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

  /// The value transformed, if there is one.
  public func map<T>(_ transform: (Output) -> T) -> Optional<T>.Publisher {
    Optional<T>.Publisher(output.map(transform))
  }

  /// The value when `index` is 0; a negative index is a programmer error.
  public func output(at index: Int) -> Optional<Wrapped>.Publisher {
    precondition(index >= 0, "index must not be negative")
    return Optional<Wrapped>.Publisher(index == 0 ? output : nil)
  }

  /// The value when `range` holds 0; a negative lower bound is a programmer error.
  public func output<R: RangeExpression>(in range: R) -> Optional<Wrapped>.Publisher
  where R.Bound == Int {
    let indices = range.relative(to: 0..<Int.max)
    precondition(indices.lowerBound >= 0, "lowerBound must not be negative")
    return Optional<Wrapped>.Publisher(indices.contains(0) ? output : nil)
  }

  /// The value when `maxLength` is positive; a negative length is a programmer error.
  public func prefix(_ maxLength: Int) -> Optional<Wrapped>.Publisher {
    precondition(maxLength >= 0, "maxLength must not be negative")
    return Optional<Wrapped>.Publisher(maxLength > 0 ? output : nil)
  }

  /// The value if it satisfies `predicate`.
  public func prefix(while predicate: (Output) -> Bool) -> Optional<Wrapped>.Publisher {
    Optional<Wrapped>.Publisher(output.flatMap { predicate($0) ? $0 : nil })
  }

  /// `nextPartialResult` of `initialResult` and the value, if there is a value.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Optional<T>.Publisher
  {
    Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
  }

  /// The value: one value has no duplicates (`predicate` is never called).
  public func removeDuplicates(by predicate: (Output, Output) -> Bool)
    -> Optional<Wrapped>.Publisher
  {
    self
  }

  /// The value: `Optional.Publisher` never fails.
  public func replaceError(with output: Output) -> Optional<Output>.Publisher { self }

  /// The value, or `output` when there is none.
  public func replaceEmpty(with output: Output) -> Just<Wrapped> {
    Just<Wrapped>(self.output ?? output)
  }

  /// The value: `Optional.Publisher` never fails, so it is never retried.
  public func retry(_ times: Int) -> Optional<Wrapped>.Publisher { self }

  /// `nextPartialResult` of `initialResult` and the value, if there is a value.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: (T, Output) -> T)
    -> Optional<T>.Publisher
  {
    Optional<T>.Publisher(output.map { nextPartialResult(initialResult, $0) })
  }
}
