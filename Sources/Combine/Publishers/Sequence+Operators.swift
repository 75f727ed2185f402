// `Publishers.Sequence`'s own operators, as Apple's: the elements are known, so each operator
// acts on them now, running its closure over every element at once, and returns a publisher of
// the answer: another `Publishers.Sequence` (of an array, or of the standard library's lazy
// `DropFirstSequence`, `DropWhileSequence`, `PrefixSequence`), a `Result.Publisher` for one
// answer (an `Optional.Publisher` when there may be none, a `Just` when it cannot fail).
// What they send is what the generic operators would send for the same elements.

extension Publishers.Sequence where Failure == Never {
  /// The least element, by `areInIncreasingOrder`, if there is one.
  public func min(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Optional<Output>.Publisher
  {
    Optional<Output>.Publisher(sequence.min(by: areInIncreasingOrder))
  }

  /// The greatest element, by `areInIncreasingOrder`, if there is one.
  public func max(by areInIncreasingOrder: (Output, Output) -> Bool)
    -> Optional<Output>.Publisher
  {
    Optional<Output>.Publisher(sequence.max(by: areInIncreasingOrder))
  }

  /// The first element satisfying `predicate`, if there is one.
  public func first(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.first(where: predicate))
  }
}

extension Publishers.Sequence {
  /// Whether every element satisfies `predicate`.
  public func allSatisfy(_ predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(.success(sequence.allSatisfy(predicate)))
  }

  /// Whether every element satisfies `predicate`, or the error it throws.
  public func tryAllSatisfy(_ predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(Result { try sequence.allSatisfy(predicate) })
  }

  /// The elements in one array.
  public func collect() -> Result<[Output], Failure>.Publisher {
    Result<[Output], Failure>.Publisher(.success(Array(sequence)))
  }

  /// The elements transformed, without those `transform` gives nil for.
  public func compactMap<T>(_ transform: (Output) -> T?) -> Publishers.Sequence<[T], Failure> {
    Publishers.Sequence<[T], Failure>(sequence: sequence.compactMap(transform))
  }

  /// Whether an element satisfies `predicate`.
  public func contains(where predicate: (Output) -> Bool) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(.success(sequence.contains(where: predicate)))
  }

  /// Whether an element satisfies `predicate`, or the error it throws.
  public func tryContains(where predicate: (Output) throws -> Bool)
    -> Result<Bool, any Error>.Publisher
  {
    Result<Bool, any Error>.Publisher(Result { try sequence.contains(where: predicate) })
  }

  /// The elements from the first that does not satisfy `predicate` on.
  public func drop(while predicate: (Elements.Element) -> Bool)
    -> Publishers.Sequence<DropWhileSequence<Elements>, Failure>
  {
    Publishers.Sequence<DropWhileSequence<Elements>, Failure>(
      sequence: sequence.drop(while: predicate))
  }

  /// The elements after the first `count`.
  public func dropFirst(_ count: Int = 1)
    -> Publishers.Sequence<DropFirstSequence<Elements>, Failure>
  {
    Publishers.Sequence<DropFirstSequence<Elements>, Failure>(sequence: sequence.dropFirst(count))
  }

  /// The elements that are included.
  public func filter(_ isIncluded: (Output) -> Bool) -> Publishers.Sequence<[Output], Failure> {
    Publishers.Sequence<[Output], Failure>(sequence: sequence.filter(isIncluded))
  }

  /// Nothing, then `finished`.
  public func ignoreOutput() -> Empty<Output, Failure> { Empty() }

  /// The elements transformed.
  public func map<T>(_ transform: (Elements.Element) -> T) -> Publishers.Sequence<[T], Failure> {
    Publishers.Sequence<[T], Failure>(sequence: sequence.map(transform))
  }

  /// The first `maxLength` elements.
  public func prefix(_ maxLength: Int) -> Publishers.Sequence<PrefixSequence<Elements>, Failure> {
    Publishers.Sequence<PrefixSequence<Elements>, Failure>(sequence: sequence.prefix(maxLength))
  }

  /// The elements before the first that does not satisfy `predicate`.
  public func prefix(while predicate: (Elements.Element) -> Bool)
    -> Publishers.Sequence<[Elements.Element], Failure>
  {
    Publishers.Sequence<[Elements.Element], Failure>(sequence: sequence.prefix(while: predicate))
  }

  /// The elements combined by `nextPartialResult`, from `initialResult`.
  public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Result<T, Failure>.Publisher
  {
    Result<T, Failure>.Publisher(.success(sequence.reduce(initialResult, nextPartialResult)))
  }

  /// The elements combined by `nextPartialResult`, from `initialResult`, or the error it throws.
  public func tryReduce<T>(_ initialResult: T,
                           _ nextPartialResult: @escaping (T, Output) throws -> T)
    -> Result<T, any Error>.Publisher
  {
    Result<T, any Error>.Publisher(Result { try sequence.reduce(initialResult, nextPartialResult) })
  }

  /// The elements, with `output` in place of each nil.
  public func replaceNil<T>(with output: T) -> Publishers.Sequence<[Output], Failure>
  where Elements.Element == T? {
    Publishers.Sequence<[Output], Failure>(sequence: sequence.map { $0 ?? output })
  }

  /// Each running result of `nextPartialResult`, from `initialResult`.
  public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T)
    -> Publishers.Sequence<[T], Failure>
  {
    var accumulated = initialResult
    return Publishers.Sequence<[T], Failure>(sequence: sequence.map { element -> T in
      accumulated = nextPartialResult(accumulated, element)
      return accumulated
    })
  }

  /// The same elements, from a publisher whose failure is `E`.
  public func setFailureType<E: Error>(to error: E.Type) -> Publishers.Sequence<Elements, E> {
    Publishers.Sequence<Elements, E>(sequence: sequence)
  }
}

extension Publishers.Sequence where Elements.Element: Equatable {
  /// The elements without those equal to the one before.
  public func removeDuplicates() -> Publishers.Sequence<[Output], Failure> {
    var kept: [Output] = []
    for element in sequence where kept.last != element { kept.append(element) }
    return Publishers.Sequence<[Output], Failure>(sequence: kept)
  }

  /// Whether an element is `output`.
  public func contains(_ output: Elements.Element) -> Result<Bool, Failure>.Publisher {
    Result<Bool, Failure>.Publisher(.success(sequence.contains(output)))
  }
}

extension Publishers.Sequence where Failure == Never, Elements.Element: Comparable {
  /// The least element, if there is one.
  public func min() -> Optional<Output>.Publisher { Optional<Output>.Publisher(sequence.min()) }

  /// The greatest element, if there is one.
  public func max() -> Optional<Output>.Publisher { Optional<Output>.Publisher(sequence.max()) }
}

extension Publishers.Sequence where Elements: Collection, Failure == Never {
  /// The first element, if there is one.
  public func first() -> Optional<Output>.Publisher { Optional<Output>.Publisher(sequence.first) }

  /// The element at `index`, if the collection has it.
  public func output(at index: Elements.Index) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
  }
}

extension Publishers.Sequence where Elements: Collection {
  /// The number of elements.
  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(.success(sequence.count))
  }

  /// The elements at the positions in `range`.
  public func output(in range: Range<Elements.Index>)
    -> Publishers.Sequence<[Output], Failure>
  {
    Publishers.Sequence<[Output], Failure>(sequence: Array(sequence[range]))
  }
}

extension Publishers.Sequence where Elements: BidirectionalCollection, Failure == Never {
  /// The last element, if there is one.
  public func last() -> Optional<Output>.Publisher { Optional<Output>.Publisher(sequence.last) }

  /// The last element satisfying `predicate`, if there is one.
  public func last(where predicate: (Output) -> Bool) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.last(where: predicate))
  }
}

extension Publishers.Sequence where Elements: RandomAccessCollection, Failure == Never {
  /// The element at `index`, if the collection has it.
  public func output(at index: Elements.Index) -> Optional<Output>.Publisher {
    Optional<Output>.Publisher(sequence.indices.contains(index) ? sequence[index] : nil)
  }

  /// The number of elements.
  public func count() -> Just<Int> { Just<Int>(sequence.count) }
}

extension Publishers.Sequence where Elements: RandomAccessCollection {
  /// The elements at the positions in `range`.
  public func output(in range: Range<Elements.Index>)
    -> Publishers.Sequence<[Output], Failure>
  {
    Publishers.Sequence<[Output], Failure>(sequence: Array(sequence[range]))
  }

  /// The number of elements.
  public func count() -> Result<Int, Failure>.Publisher {
    Result<Int, Failure>.Publisher(.success(sequence.count))
  }
}

extension Publishers.Sequence where Elements: RangeReplaceableCollection {
  /// `elements`, then this publisher's.
  public func prepend(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> {
    prepend(elements)
  }

  /// `elements`, then this publisher's.
  public func prepend<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where Elements.Element == S.Element {
    var joined = Elements(elements)
    joined.append(contentsOf: sequence)
    return Publishers.Sequence<Elements, Failure>(sequence: joined)
  }

  /// `publisher`'s elements, then this publisher's.
  public func prepend(_ publisher: Publishers.Sequence<Elements, Failure>)
    -> Publishers.Sequence<Elements, Failure>
  {
    prepend(publisher.sequence)
  }

  /// This publisher's elements, then `elements`.
  public func append(_ elements: Output...) -> Publishers.Sequence<Elements, Failure> {
    append(elements)
  }

  /// This publisher's elements, then `elements`.
  public func append<S: Swift.Sequence>(_ elements: S) -> Publishers.Sequence<Elements, Failure>
  where Elements.Element == S.Element {
    var joined = sequence
    joined.append(contentsOf: elements)
    return Publishers.Sequence<Elements, Failure>(sequence: joined)
  }

  /// This publisher's elements, then `publisher`'s.
  public func append(_ publisher: Publishers.Sequence<Elements, Failure>)
    -> Publishers.Sequence<Elements, Failure>
  {
    append(publisher.sequence)
  }
}
