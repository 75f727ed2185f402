// `buffer(size:prefetch:whenFull:)`: values kept for a subscriber that is not ready for them,
// up to `size`. How upstream is asked (`prefetch`): `.keepFull` asks for `size` values at once,
// then one more for each value the subscriber takes, so the buffer fills up ahead of demand;
// `.byRequest` asks for every value at once (as Apple's does). A value arriving when the buffer
// is full (`whenFull`): `.dropNewest` drops it, `.dropOldest` drops the oldest kept, and
// `.customError` cancels upstream and fails with the closure's error. A failure, upstream's or
// the custom one, goes out at once, dropping what is kept; `finished` after the kept values.

extension Publisher {
  /// Keeps up to `size` values for a subscriber that has not asked for them yet.
  public func buffer(size: Int, prefetch: Publishers.PrefetchStrategy,
                     whenFull: Publishers.BufferingStrategy<Failure>) -> Publishers.Buffer<Self> {
    Publishers.Buffer(upstream: self, size: size, prefetch: prefetch, whenFull: whenFull)
  }
}

extension Publishers {
  /// How a buffer asks its upstream for values.
  public enum PrefetchStrategy: Equatable, Hashable {
    /// Asks for as many values as the buffer holds, then one more for each one taken.
    case keepFull
    /// Asks for every value at once.
    case byRequest
  }

  /// What a buffer does with a value that arrives when it is full.
  public enum BufferingStrategy<Failure: Error> {
    /// Drops the value that arrived.
    case dropNewest
    /// Drops the oldest value kept, and keeps the one that arrived.
    case dropOldest
    /// Cancels upstream and fails with the error the closure makes.
    case customError(() -> Failure)
  }

  /// A publisher that keeps values its subscriber has not asked for yet, up to a size.
  public struct Buffer<Upstream: Publisher>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    /// The publisher whose values are kept.
    public let upstream: Upstream
    /// The most values kept.
    public let size: Int
    /// How upstream is asked for values.
    public let prefetch: PrefetchStrategy
    /// What happens to a value that arrives when the buffer is full.
    public let whenFull: BufferingStrategy<Failure>

    public init(upstream: Upstream, size: Int, prefetch: PrefetchStrategy,
                whenFull: BufferingStrategy<Failure>) {
      self.upstream = upstream
      self.size = size
      self.prefetch = prefetch
      self.whenFull = whenFull
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(BufferLink(subscriber, size: size, prefetch: prefetch,
                                    whenFull: whenFull))
    }
  }
}

/// One subscriber's buffer: what upstream sends waits here for the subscriber's demand.
final class BufferLink<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  /// What `drain` does next.
  private enum Next {
    case value(Downstream, Input)
    case completion(Downstream, Subscribers.Completion<Failure>)
  }

  private let lock = Lock()
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private var kept: [Input] = []
  private var head = 0
  private var demand = Subscribers.Demand.none
  private var completion: Subscribers.Completion<Failure>?
  private var sending = false
  private let size: Int
  private let prefetch: Publishers.PrefetchStrategy
  private let whenFull: Publishers.BufferingStrategy<Failure>
  var description: String { "Buffer" }

  init(_ downstream: Downstream, size: Int, prefetch: Publishers.PrefetchStrategy,
       whenFull: Publishers.BufferingStrategy<Failure>) {
    self.downstream = downstream
    self.size = Swift.max(0, size)
    self.prefetch = prefetch
    self.whenFull = whenFull
  }

  func receive(subscription: any Subscription) {
    let target = lock { () -> Downstream? in
      guard upstream == nil, completion == nil, let downstream else { return nil }
      upstream = subscription
      return downstream
    }
    guard let target else { return subscription.cancel() }
    target.receive(subscription: self)
    switch prefetch {
    case .keepFull: if size > 0 { subscription.request(.max(size)) }
    case .byRequest: subscription.request(.unlimited)
    }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let accepted = lock { () -> Bool in
      guard downstream != nil, completion == nil else { return false }
      kept.append(input)
      return true
    }
    guard accepted else { return .none }
    let taken = drain()
    // Still more than the buffer holds: the subscriber had no demand for the new value.
    let overflow = lock { () -> (() -> Failure)? in
      guard kept.count - head > size else { return nil }
      switch whenFull {
      case .dropNewest:
        kept.removeLast()
      case .dropOldest:
        head += 1
        compact()
      case .customError(let makeError):
        return makeError
      }
      return nil
    }
    if let overflow {
      let upstream = lock { () -> (any Subscription)? in
        defer { self.upstream = nil }
        return self.upstream
      }
      upstream?.cancel()
      fail(overflow())
      return .none
    }
    return refill(taken)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    lock { upstream = nil }
    if case .failure(let error) = completion {
      fail(error)
      return
    }
    let accepted = lock { () -> Bool in
      guard downstream != nil, self.completion == nil else { return false }
      self.completion = completion
      return true
    }
    if accepted { _ = drain() }
  }

  func request(_ more: Subscribers.Demand) {
    lock { demand += more }
    let asked = refill(drain())
    if asked > 0 { lock { upstream }?.request(asked) }
  }

  func cancel() {
    let upstream = lock { () -> (any Subscription)? in
      downstream = nil
      kept.removeAll()
      head = 0
      defer { self.upstream = nil }
      return self.upstream
    }
    upstream?.cancel()
  }

  /// What upstream is asked for after the subscriber took `taken` values: as many again to
  /// keep the buffer full, or nothing when every value was asked for at once.
  private func refill(_ taken: Int) -> Subscribers.Demand {
    prefetch == .keepFull && taken > 0 ? .max(taken) : .none
  }

  /// Fails at once, dropping the kept values.
  private func fail(_ error: Failure) {
    let accepted = lock { () -> Bool in
      guard downstream != nil, completion == nil else { return false }
      completion = .failure(error)
      kept.removeAll()
      head = 0
      return true
    }
    if accepted { _ = drain() }
  }

  /// Drops the values already sent from the front of the array, once they are many.
  private func compact() {
    if head == kept.count {
      kept.removeAll(keepingCapacity: true)
      head = 0
    } else if head > 64, head * 2 > kept.count {
      kept.removeFirst(head)
      head = 0
    }
  }

  /// Sends kept values while the subscriber has demand, then the completion once none are
  /// left; gives how many values were sent. One caller sends at a time; a value or demand
  /// that comes meanwhile (from the subscriber itself, or another thread) is left to it.
  private func drain() -> Int {
    var taken = 0
    while true {
      let next = lock { () -> Next? in
        guard !sending, let target = downstream else { return nil }
        if head < kept.count, demand > 0 {
          let value = kept[head]
          head += 1
          compact()
          demand -= 1
          sending = true
          return .value(target, value)
        }
        if head >= kept.count, let completion {
          downstream = nil
          return .completion(target, completion)
        }
        return nil
      }
      switch next {
      case nil:
        return taken
      case .value(let target, let value)?:
        taken += 1
        let more = target.receive(value)
        lock {
          demand += more
          sending = false
        }
      case .completion(let target, let completion)?:
        target.receive(completion: completion)
        return taken
      }
    }
  }
}
