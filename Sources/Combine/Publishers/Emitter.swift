// The subscription of a publisher whose values are known when it is subscribed to (`Just`, a
// sequence's `publisher`, `Record`, `Optional.publisher`, `Result.publisher`): it sends them as
// the subscriber asks, one at a time, then its completion. A request made from inside
// `receive(_:)` adds to the demand of the loop already sending instead of starting another, so
// a long sequence never deepens the stack. With no values at all it completes at once.

/// Sends known values on demand, then completes.
final class Emitter<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  typealias Output = Downstream.Input

  private let lock = Lock()
  private var downstream: Downstream?
  private var next: () -> Output?
  private var upcoming: Output?
  private let completion: Subscribers.Completion<Downstream.Failure>
  private var demand = Subscribers.Demand.none
  private var sending = false
  let description: String

  private init(_ downstream: Downstream, first: Output, next: @escaping () -> Output?,
               completion: Subscribers.Completion<Downstream.Failure>, name: String) {
    self.downstream = downstream
    self.upcoming = first
    self.next = next
    self.completion = completion
    self.description = name
  }

  /// Subscribes `downstream` to the values `next` gives until it gives nil, then `completion`.
  static func emit(to downstream: Downstream, name: String,
                   completion: Subscribers.Completion<Downstream.Failure> = .finished,
                   next: @escaping () -> Output?) {
    guard let first = next() else {
      downstream.receive(subscription: Subscriptions.empty)
      downstream.receive(completion: completion)
      return
    }
    let emitter = Emitter(downstream, first: first, next: next, completion: completion,
                          name: name)
    downstream.receive(subscription: emitter)
  }

  /// Subscribes `downstream` to `values`, then `completion`.
  static func emit<S: Sequence>(_ values: S, to downstream: Downstream, name: String,
                                completion: Subscribers.Completion<Downstream.Failure> = .finished)
  where S.Element == Output {
    var iterator = values.makeIterator()
    emit(to: downstream, name: name, completion: completion) { iterator.next() }
  }

  func request(_ more: Subscribers.Demand) {
    let start = lock { () -> Bool in
      guard downstream != nil else { return false }
      demand += more
      if sending { return false }
      sending = true
      return true
    }
    guard start else { return }
    while true {
      let step = lock { () -> (Downstream, Output)? in
        guard let target = downstream, demand > 0, let value = upcoming else {
          sending = false
          return nil
        }
        demand -= 1
        upcoming = nil
        return (target, value)
      }
      guard let (target, value) = step else { return }
      let more = target.receive(value)
      let following = lock { next }()
      let finished = lock { () -> Downstream? in
        demand += more
        upcoming = following
        guard following == nil, let target = downstream else { return nil }
        downstream = nil
        sending = false
        return target
      }
      if let finished {
        finished.receive(completion: completion)
        return
      }
    }
  }

  func cancel() {
    lock {
      downstream = nil
      next = { nil }
    }
  }
}
