// The other link operators are made of: a queue of values for one subscriber, sent as its
// demand allows, one at a time whatever thread they come from. Operators with several upstreams
// (merge, zip, combineLatest, flatMap, switchToLatest) and those that send from a scheduler
// (delay, debounce, throttle, receive(on:)) push values into it; a failure goes out at once,
// dropping what is queued, and `finished` after the queue has drained.

/// Values waiting for one subscriber's demand.
final class Outbox<Downstream: Subscriber>: @unchecked Sendable {
  typealias Output = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private var downstream: Downstream?
  private var demand = Subscribers.Demand.none
  private var queue: [Output] = []
  private var head = 0
  private var completion: Subscribers.Completion<Failure>?
  private var sending = false

  /// What `drain` sends next.
  private enum Next {
    case value(Downstream, Output)
    case completion(Downstream, Subscribers.Completion<Failure>)
  }

  init(_ downstream: Downstream) { self.downstream = downstream }

  /// The subscriber's demand not yet met by a value sent or queued.
  var unmetDemand: Subscribers.Demand { lock { demand - (queue.count - head) } }

  /// Whether the subscriber is gone (cancelled or completed).
  var isClosed: Bool { lock { downstream == nil || completion != nil } }

  /// Hands the subscriber its subscription.
  func open(_ subscription: any Subscription) {
    lock { downstream }?.receive(subscription: subscription)
  }

  /// Queues `value`, sending it if the subscriber has demand.
  func push(_ value: Output) {
    let accepted = lock { () -> Bool in
      guard downstream != nil, completion == nil else { return false }
      queue.append(value)
      return true
    }
    if accepted { drain() }
  }

  /// Adds the subscriber's `demand` and sends what it allows.
  func request(_ more: Subscribers.Demand) {
    lock { demand += more }
    drain()
  }

  /// Completes: a failure at once, dropping queued values; `finished` after them.
  func finish(_ completion: Subscribers.Completion<Failure>) {
    let accepted = lock { () -> Bool in
      guard downstream != nil, self.completion == nil else { return false }
      self.completion = completion
      if case .failure = completion {
        queue.removeAll()
        head = 0
      }
      return true
    }
    if accepted { drain() }
  }

  /// Forgets the subscriber: nothing more is sent.
  func close() {
    lock {
      downstream = nil
      queue.removeAll()
      head = 0
    }
  }

  /// Sends queued values while there is demand, then the completion once the queue is empty.
  /// One caller sends at a time; the others leave their values for it.
  private func drain() {
    while true {
      let next = lock { () -> Next? in
        guard !sending, let target = downstream else { return nil }
        if head < queue.count, demand > 0 {
          let value = queue[head]
          head += 1
          if head == queue.count {
            queue.removeAll(keepingCapacity: true)
            head = 0
          } else if head > 64, head * 2 > queue.count {
            queue.removeFirst(head)
            head = 0
          }
          demand -= 1
          sending = true
          return .value(target, value)
        }
        if head >= queue.count, let completion {
          downstream = nil
          return .completion(target, completion)
        }
        return nil
      }
      switch next {
      case nil:
        return
      case .value(let target, let value)?:
        let more = target.receive(value)
        lock {
          demand += more
          sending = false
        }
      case .completion(let target, let completion)?:
        target.receive(completion: completion)
        return
      }
    }
  }
}
