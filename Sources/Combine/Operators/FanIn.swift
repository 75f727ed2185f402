// The link of operators that subscribe to several publishers for one subscriber: merge (every
// value as it comes), zip (the n-th values of all, together) and combineLatest (the latest of
// all, whenever one changes). Each upstream is asked for what the subscriber asks for; values
// wait in an `Outbox` for its demand. combineLatest sends, when demand comes back, only the
// latest combination. A failure of any upstream cancels the others and fails; merge finishes
// when all have, zip when one has and its values are used up, combineLatest when all have (or
// one finishes having sent nothing).

/// How a fan-in link combines its upstreams.
enum FanInMode {
  case merge
  case zip
  case combineLatest
}

/// One subscriber's link through an operator with several upstreams. Values are carried as
/// `Any` between the typed upstreams and `combine`, which rebuilds the subscriber's value.
final class FanIn<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  private let lock = Lock()
  private let outbox: Outbox<Downstream>
  private let mode: FanInMode
  private let combine: ([Any]) -> Downstream.Input
  private var subscriptions: [(any Subscription)?]
  private var finished: [Bool]
  private var queues: [[Any]]
  private var latest: [Any?]
  /// A combination was made while the subscriber had no demand (combineLatest).
  private var stale = false
  private var done = false
  let description: String

  init(_ downstream: Downstream, count: Int, mode: FanInMode, name: String,
       combine: @escaping ([Any]) -> Downstream.Input) {
    outbox = Outbox(downstream)
    self.mode = mode
    self.combine = combine
    subscriptions = Array(repeating: nil, count: count)
    finished = Array(repeating: false, count: count)
    queues = Array(repeating: [], count: count)
    latest = Array(repeating: nil, count: count)
    description = name
  }

  /// Subscribes to every upstream: `subscribe(i, subscriber)` attaches the i-th.
  func start(_ subscribe: (Int, AnySubscriber<Any, Downstream.Failure>) -> Void) {
    outbox.open(self)
    for index in subscriptions.indices {
      subscribe(index, AnySubscriber<Any, Downstream.Failure>(
        receiveSubscription: { [self] in attach($0, at: index) },
        receiveValue: { [self] in take($0, from: index) },
        receiveCompletion: { [self] in end($0, of: index) }))
    }
  }

  func request(_ demand: Subscribers.Demand) {
    outbox.request(demand)
    let (upstreams, combination) = lock { () -> ([any Subscription], [Any]?) in
      guard !done else { return ([], nil) }
      var combination: [Any]?
      if stale, mode == .combineLatest {
        stale = false
        combination = latest.compactMap { $0 }
      }
      return (subscriptions.compactMap { $0 }, combination)
    }
    if let combination { outbox.push(combine(combination)) }
    for upstream in upstreams { upstream.request(demand) }
  }

  func cancel() {
    outbox.close()
    cancelUpstreams()
  }

  private func attach(_ subscription: any Subscription, at index: Int) {
    let demand = lock { () -> Subscribers.Demand? in
      guard !done, subscriptions[index] == nil else { return nil }
      subscriptions[index] = subscription
      return outbox.unmetDemand
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  private func take(_ value: Any, from index: Int) -> Subscribers.Demand {
    // What to send, if anything, and whether the link ends after it (a zip's last tuple).
    let (values, ends) = lock { () -> ([Any]?, Bool) in
      guard !done else { return (nil, false) }
      switch mode {
      case .merge:
        return ([value], false)
      case .zip:
        queues[index].append(value)
        guard queues.allSatisfy({ !$0.isEmpty }) else { return (nil, false) }
        let tuple = queues.indices.map { queues[$0].removeFirst() }
        let exhausted = queues.indices.contains { finished[$0] && queues[$0].isEmpty }
        if exhausted { done = true }
        return (tuple, exhausted)
      case .combineLatest:
        latest[index] = value
        guard latest.allSatisfy({ $0 != nil }) else { return (nil, false) }
        if outbox.unmetDemand == .none {
          stale = true
          return (nil, false)
        }
        stale = false
        return (latest.compactMap { $0 }, false)
      }
    }
    if let values { outbox.push(combine(values)) }
    if ends {
      outbox.finish(.finished)
      cancelUpstreams()
    }
    return .none
  }

  private func end(_ completion: Subscribers.Completion<Downstream.Failure>, of index: Int) {
    let over = lock { () -> Bool in
      guard !done else { return false }
      finished[index] = true
      subscriptions[index] = nil
      if case .failure = completion {
        done = true
        return true
      }
      switch mode {
      case .merge:
        done = finished.allSatisfy { $0 }
      case .zip:
        done = queues[index].isEmpty
      case .combineLatest:
        done = latest[index] == nil || finished.allSatisfy { $0 }
      }
      return done
    }
    guard over else { return }
    cancelUpstreams()
    outbox.finish(completion)
  }

  private func cancelUpstreams() {
    let upstreams = lock { () -> [any Subscription] in
      done = true
      defer { subscriptions = subscriptions.map { _ in nil } }
      return subscriptions.compactMap { $0 }
    }
    for upstream in upstreams { upstream.cancel() }
  }
}

extension Publisher {
  /// This publisher as one of a fan-in's upstreams: its values as `Any`.
  func subscribeErased(_ subscriber: AnySubscriber<Any, Failure>) {
    map { $0 as Any }.subscribe(subscriber)
  }
}

/// The value of a fan-in slot, as the type it was sent as.
@inline(__always)
func unerased<T>(_ value: Any) -> T {
  guard let typed = value as? T else {
    preconditionFailure("a combined publisher's value is not a \(T.self)")
  }
  return typed
}
