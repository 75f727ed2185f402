// Subjects: `PassthroughSubject` and `CurrentValueSubject`, and the list of subscribers every
// subject here is made of (`@Published`'s and `objectWillChange`'s too). Each subscriber has its
// own demand: a passthrough subject drops a value for a subscriber that has not asked for one;
// a current-value subject keeps the latest for it and sends it when it asks. Safe to use from
// any thread; a value is sent to one subscriber at a time.

/// A subject that sends the values given to it to the subscribers that have asked for one.
///
/// It holds no value: a subscriber gets only what is sent after it subscribed.
public final class PassthroughSubject<Output, Failure: Error>: Subject {
  let conduits = SubjectConduits<Output, Failure>(keepsLatest: false)

  public init() {}

  public func send(subscription: any Subscription) { conduits.adopt(subscription) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    conduits.attach(AnySubscriber(subscriber), current: nil)
  }

  public func send(_ input: Output) { conduits.send(input) }

  public func send(completion: Subscribers.Completion<Failure>) { conduits.finish(completion) }
}

/// A subject that holds a value: a new subscriber gets it first, then every value sent.
public final class CurrentValueSubject<Output, Failure: Error>: Subject {
  private let lock = StateLock()
  private var current: Output
  let conduits = SubjectConduits<Output, Failure>(keepsLatest: true)

  /// A subject holding `value`.
  public init(_ value: Output) { current = value }

  /// The value held; setting it sends it.
  public var value: Output {
    get { lock { current } }
    set { send(newValue) }
  }

  public func send(subscription: any Subscription) { conduits.adopt(subscription) }

  public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
    conduits.attach(AnySubscriber(subscriber), current: lock { current })
  }

  /// Holds `input`, then sends it.
  public func send(_ input: Output) {
    guard !conduits.isFinished else { return }
    lock { current = input }
    conduits.send(input)
  }

  public func send(completion: Subscribers.Completion<Failure>) { conduits.finish(completion) }
}

/// The subscribers of one subject and whether it has completed.
final class SubjectConduits<Output, Failure: Error>: @unchecked Sendable {
  private let lock = StateLock()
  private var conduits: [Conduit<Output, Failure>] = []
  private var completion: Subscribers.Completion<Failure>?
  private var upstreams: [any Subscription] = []
  /// Whether a subscriber without demand keeps the latest value until it asks.
  let keepsLatest: Bool

  init(keepsLatest: Bool) { self.keepsLatest = keepsLatest }

  var isFinished: Bool { lock { completion != nil } }

  /// Whether any subscriber is attached.
  var isEmpty: Bool { lock { conduits.isEmpty } }

  /// Attaches `subscriber`; `current` is the value it gets first (a current-value subject's).
  /// After the subject completed, the subscriber gets the completion at once.
  func attach(_ subscriber: AnySubscriber<Output, Failure>, current: Output?) {
    let finished: Subscribers.Completion<Failure>? = lock {
      if let completion { return completion }
      return nil
    }
    if let finished {
      subscriber.receive(subscription: Subscriptions.empty)
      subscriber.receive(completion: finished)
      return
    }
    let conduit = Conduit(owner: self, downstream: subscriber, keepsLatest: keepsLatest,
                          pending: current)
    lock { conduits.append(conduit) }
    subscriber.receive(subscription: conduit)
  }

  /// Takes an upstream subscription (the subject was subscribed to a publisher) and asks it
  /// for every value.
  func adopt(_ subscription: any Subscription) {
    let accepted = lock { () -> Bool in
      guard completion == nil else { return false }
      upstreams.append(subscription)
      return true
    }
    if accepted { subscription.request(.unlimited) } else { subscription.cancel() }
  }

  func send(_ value: Output) {
    let receivers = lock { completion == nil ? conduits : [] }
    for conduit in receivers { conduit.offer(value) }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let receivers = lock { () -> [Conduit<Output, Failure>] in
      guard self.completion == nil else { return [] }
      self.completion = completion
      upstreams.removeAll()
      defer { conduits.removeAll() }
      return conduits
    }
    for conduit in receivers { conduit.finish(completion) }
  }

  func detach(_ conduit: Conduit<Output, Failure>) {
    lock { conduits.removeAll { $0 === conduit } }
  }
}

/// One subscriber of a subject: its demand, and the value kept for it while it has none.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
  private let lock = StateLock()
  /// Held while the subscriber is called, so that it gets one value at a time; recursive, so
  /// that a subscriber may send on the subject it is receiving from.
  private let delivery = NSRecursiveLock()
  private weak var owner: SubjectConduits<Output, Failure>?
  private var downstream: AnySubscriber<Output, Failure>?
  private var demand = Subscribers.Demand.none
  private var pending: Output?
  private let keepsLatest: Bool

  init(owner: SubjectConduits<Output, Failure>, downstream: AnySubscriber<Output, Failure>,
       keepsLatest: Bool, pending: Output?) {
    self.owner = owner
    self.downstream = downstream
    self.keepsLatest = keepsLatest
    self.pending = pending
  }

  /// Sends `value` if the subscriber has demand; else keeps it (if the subject keeps the
  /// latest) or drops it.
  func offer(_ value: Output) {
    let target = lock { () -> AnySubscriber<Output, Failure>? in
      guard let downstream else { return nil }
      guard demand > 0 else {
        if keepsLatest { pending = value }
        return nil
      }
      demand -= 1
      pending = nil
      return downstream
    }
    if let target { deliver(value, to: target) }
  }

  func request(_ more: Subscribers.Demand) {
    let next = lock { () -> (Output, AnySubscriber<Output, Failure>)? in
      guard let downstream else { return nil }
      demand += more
      return takePending().map { ($0, downstream) }
    }
    if let (value, target) = next { deliver(value, to: target) }
  }

  func cancel() {
    let wasAttached = lock { () -> Bool in
      defer { downstream = nil; pending = nil }
      return downstream != nil
    }
    if wasAttached { owner?.detach(self) }
  }

  func finish(_ completion: Subscribers.Completion<Failure>) {
    let target = lock { () -> AnySubscriber<Output, Failure>? in
      defer { downstream = nil; pending = nil }
      return downstream
    }
    guard let target else { return }
    delivery.lock()
    target.receive(completion: completion)
    delivery.unlock()
  }

  /// The kept value, if the subscriber has demand for it (called holding `lock`).
  private func takePending() -> Output? {
    guard demand > 0, let value = pending else { return nil }
    pending = nil
    demand -= 1
    return value
  }

  /// Sends `value`, then any value kept meanwhile that the returned demand allows.
  private func deliver(_ value: Output, to target: AnySubscriber<Output, Failure>) {
    var next: Output? = value
    while let value = next {
      delivery.lock()
      let more = target.receive(value)
      delivery.unlock()
      next = lock { () -> Output? in
        guard downstream != nil else { return nil }
        demand += more
        return takePending()
      }
    }
  }
}
