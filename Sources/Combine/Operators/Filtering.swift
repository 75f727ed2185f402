// Operators that let some values through: filter, removeDuplicates, dropFirst, drop(while:),
// prefix and output(in:), and those that depend on a second publisher
// (drop(untilOutputFrom:), prefix(untilOutputFrom:)). (first, last and ignoreOutput are in
// FirstAndLast.swift.)
// A value held back is replaced by asking upstream for another, so demand is never lost.

extension Publisher {
  /// The values `isIncluded` accepts.
  public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
    Publishers.Filter(upstream: self, isIncluded: isIncluded)
  }

  /// The values `isIncluded` accepts; a thrown error fails the publisher.
  public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool)
    -> Publishers.TryFilter<Self>
  {
    Publishers.TryFilter(upstream: self, isIncluded: isIncluded)
  }

  /// The values, without those `predicate` finds equal to the one before.
  public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
    -> Publishers.RemoveDuplicates<Self>
  {
    Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// The values, without those `predicate` finds equal to the one before; a thrown error fails.
  public func tryRemoveDuplicates(by predicate: @escaping (Output, Output) throws -> Bool)
    -> Publishers.TryRemoveDuplicates<Self>
  {
    Publishers.TryRemoveDuplicates(upstream: self, predicate: predicate)
  }

  /// The values after the first `count`.
  public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
    Publishers.Drop(upstream: self, count: count)
  }

  /// The values from the first that `predicate` rejects on.
  public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
    Publishers.DropWhile(upstream: self, predicate: predicate)
  }

  /// The values from the first that `predicate` rejects on; a thrown error fails.
  public func tryDrop(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryDropWhile<Self>
  {
    Publishers.TryDropWhile(upstream: self, predicate: predicate)
  }

  /// The values after `publisher` sends its first value.
  public func drop<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.DropUntilOutput<Self, P> where P.Failure == Failure
  {
    Publishers.DropUntilOutput(upstream: self, other: publisher)
  }

  /// The first `maxLength` values, then finished.
  public func prefix(_ maxLength: Int) -> Publishers.Output<Self> { output(in: 0..<maxLength) }

  /// The values while `predicate` accepts them, then finished.
  public func prefix(while predicate: @escaping (Output) -> Bool)
    -> Publishers.PrefixWhile<Self>
  {
    Publishers.PrefixWhile(upstream: self, predicate: predicate)
  }

  /// The values while `predicate` accepts them, then finished; a thrown error fails.
  public func tryPrefix(while predicate: @escaping (Output) throws -> Bool)
    -> Publishers.TryPrefixWhile<Self>
  {
    Publishers.TryPrefixWhile(upstream: self, predicate: predicate)
  }

  /// The values until `publisher` sends one, then finished.
  public func prefix<P: Publisher>(untilOutputFrom publisher: P)
    -> Publishers.PrefixUntilOutput<Self, P>
  {
    Publishers.PrefixUntilOutput(upstream: self, other: publisher)
  }

  /// The value at `index` (counting from 0), then finished.
  public func output(at index: Int) -> Publishers.Output<Self> {
    output(in: index...index)
  }

  /// The values whose positions (counting from 0) are in `range`, then finished.
  public func output<R: RangeExpression>(in range: R) -> Publishers.Output<Self>
  where R.Bound == Int {
    let bounds = range.relative(to: 0..<Int.max)
    return Publishers.Output(upstream: self, range: bounds.lowerBound..<bounds.upperBound)
  }
}

extension Publisher where Output: Equatable {
  /// The values, without those equal to the one before.
  public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
    Publishers.RemoveDuplicates(upstream: self, predicate: ==)
  }
}

/// A `Relay` step for operators that test each value with a predicate that may throw.
func trying<Output>(_ test: () throws -> RelayStep<Output, any Error>)
  -> RelayStep<Output, any Error>
{
  do { return try test() } catch { return .fail(error) }
}

extension Publishers {
  /// The values a predicate accepts.
  public struct Filter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) -> Bool

    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isIncluded = self.isIncluded
      upstream.subscribe(Relay<Output, Failure, S>(subscriber, name: "Filter") {
        isIncluded($0) ? .send($0) : .skip
      })
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Filter<Upstream> {
      let first = self.isIncluded
      return Filter(upstream: upstream) { first($0) && isIncluded($0) }
    }

    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> TryFilter<Upstream> {
      let first = self.isIncluded
      return TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
  }

  /// The values a throwing predicate accepts.
  public struct TryFilter<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let isIncluded: (Upstream.Output) throws -> Bool

    public init(upstream: Upstream, isIncluded: @escaping (Upstream.Output) throws -> Bool) {
      self.upstream = upstream
      self.isIncluded = isIncluded
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let isIncluded = self.isIncluded
      upstream.subscribe(Relay<Output, Upstream.Failure, S>(
        subscriber, name: "TryFilter",
        step: { value in trying { try isIncluded(value) ? .send(value) : .skip } },
        end: { RelayEnd($0.erased) }))
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> TryFilter<Upstream> {
      let first = self.isIncluded
      return TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }

    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> TryFilter<Upstream> {
      let first = self.isIncluded
      return TryFilter(upstream: upstream) { try first($0) && isIncluded($0) }
    }
  }

  /// The values without consecutive duplicates.
  public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let predicate: (Output, Output) -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let isDuplicate = predicate
      var previous: Output?
      upstream.subscribe(Relay<Output, Failure, S>(subscriber, name: "RemoveDuplicates") {
        value in
        defer { previous = value }
        if let previous, isDuplicate(previous, value) { return .skip }
        return .send(value)
      })
    }
  }

  /// The values without consecutive duplicates, by a throwing predicate.
  public struct TryRemoveDuplicates<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = any Error

    public let upstream: Upstream
    public let predicate: (Output, Output) throws -> Bool

    public init(upstream: Upstream, predicate: @escaping (Output, Output) throws -> Bool) {
      self.upstream = upstream
      self.predicate = predicate
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == any Error {
      let isDuplicate = predicate
      var previous: Output?
      upstream.subscribe(Relay<Output, Upstream.Failure, S>(
        subscriber, name: "TryRemoveDuplicates",
        step: { value in
          trying {
            defer { previous = value }
            if let previous, try isDuplicate(previous, value) { return .skip }
            return .send(value)
          }
        },
        end: { RelayEnd($0.erased) }))
    }
  }

  /// The values after the first few.
  public struct Drop<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let count: Int

    public init(upstream: Upstream, count: Int) {
      self.upstream = upstream
      self.count = count
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      var remaining = count
      upstream.subscribe(Relay<Output, Failure, S>(subscriber, name: "Drop") {
        guard remaining <= 0 else {
          remaining -= 1
          return .skip
        }
        return .send($0)
      })
    }
  }

  /// The values from the first a predicate rejects.
  public struct DropWhile<Upstream: Publisher>: Publisher {
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
      var dropping = true
      upstream.subscribe(Relay<Output, Failure, S>(subscriber, name: "DropWhile") {
        if dropping, predicate($0) { return .skip }
        dropping = false
        return .send($0)
      })
    }
  }

  /// The values from the first a throwing predicate rejects.
  public struct TryDropWhile<Upstream: Publisher>: Publisher {
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
      var dropping = true
      upstream.subscribe(Relay<Output, Upstream.Failure, S>(
        subscriber, name: "TryDropWhile",
        step: { value in
          trying {
            if dropping, try predicate(value) { return .skip }
            dropping = false
            return .send(value)
          }
        },
        end: { RelayEnd($0.erased) }))
    }
  }

  /// The values while a predicate accepts them.
  public struct PrefixWhile<Upstream: Publisher>: Publisher {
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
      upstream.subscribe(Relay<Output, Failure, S>(subscriber, name: "PrefixWhile") {
        predicate($0) ? .send($0) : .finish
      })
    }
  }

  /// The values while a throwing predicate accepts them.
  public struct TryPrefixWhile<Upstream: Publisher>: Publisher {
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
        subscriber, name: "TryPrefixWhile",
        step: { value in trying { try predicate(value) ? .send(value) : .finish } },
        end: { RelayEnd($0.erased) }))
    }
  }

  /// The values at some positions.
  public struct Output<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let range: CountableRange<Int>

    public init(upstream: Upstream, range: CountableRange<Int>) {
      precondition(range.lowerBound >= 0, "output(in:) needs positions from 0 up")
      self.upstream = upstream
      self.range = range
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Upstream.Output, S.Failure == Failure {
      let range = self.range
      var index = 0
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber, name: "Output") {
        defer { index += 1 }
        if range.isEmpty || index >= range.upperBound { return .finish }
        if index < range.lowerBound { return .skip }
        return index == range.upperBound - 1 ? .sendAndFinish($0) : .send($0)
      })
    }
  }

  /// The values after another publisher's first value.
  public struct DropUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher
  where Upstream.Failure == Other.Failure {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let other: Other

    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let trigger = Trigger<Other.Output, Other.Failure>()
      let relay = Relay<Output, Failure, S>(
        subscriber, name: "DropUntilOutput", hooks: RelayHooks(cancel: trigger.cancel)
      ) { trigger.hasFired ? .send($0) : .skip }
      trigger.onFailure = { relay.terminate(.failure($0), last: nil) }
      other.subscribe(trigger)
      upstream.subscribe(relay)
    }
  }

  /// The values until another publisher sends one.
  public struct PrefixUntilOutput<Upstream: Publisher, Other: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let other: Other

    public init(upstream: Upstream, other: Other) {
      self.upstream = upstream
      self.other = other
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let trigger = Trigger<Other.Output, Other.Failure>()
      let relay = Relay<Output, Failure, S>(
        subscriber, name: "PrefixUntilOutput", hooks: RelayHooks(cancel: trigger.cancel)
      ) { trigger.hasFired ? .finish : .send($0) }
      trigger.onFire = { relay.terminate(.finished, last: nil) }
      other.subscribe(trigger)
      upstream.subscribe(relay)
    }
  }
}

/// Subscribes to a second publisher and notes its first value (for `drop(untilOutputFrom:)`
/// and `prefix(untilOutputFrom:)`), then cancels it.
private final class Trigger<Input, Failure: Error>: Subscriber, @unchecked Sendable {
  private let lock = Lock()
  private var subscription: (any Subscription)?
  private var fired = false
  private var cancelled = false
  var onFire: (() -> Void)?
  var onFailure: ((Failure) -> Void)?

  var hasFired: Bool { lock { fired } }

  func receive(subscription: any Subscription) {
    let accepted = lock { () -> Bool in
      guard !cancelled, !fired else { return false }
      self.subscription = subscription
      return true
    }
    if accepted { subscription.request(.max(1)) } else { subscription.cancel() }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let first = lock { () -> (any Subscription)?? in
      guard !fired, !cancelled else { return nil }
      fired = true
      defer { subscription = nil }
      return .some(subscription)
    }
    guard let first else { return .none }
    first?.cancel()
    onFire?()
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let live = lock { () -> Bool in
      subscription = nil
      return !fired && !cancelled
    }
    if live, case .failure(let error) = completion { onFailure?(error) }
  }

  func cancel() {
    let subscription = lock { () -> (any Subscription)? in
      cancelled = true
      defer { self.subscription = nil }
      return self.subscription
    }
    subscription?.cancel()
  }
}

extension Publishers.Drop: Equatable where Upstream: Equatable {}
extension Publishers.Output: Equatable where Upstream: Equatable {}
extension Publishers.DropUntilOutput: Equatable where Upstream: Equatable, Other: Equatable {}
