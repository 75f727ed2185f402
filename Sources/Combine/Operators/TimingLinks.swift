// The links of the timed operators that ask upstream for every value and keep the subscriber's
// demand in an `Outbox`: debounce (a generation number tells the latest value's timer from
// stale ones), throttle (a window opened by each value sent), timeout (a clock restarted by
// each value) and collect by time (a repeating timer). Their work runs when the scheduler runs
// it; a value due when the subscriber has no demand is dropped, as in Combine.

/// The part of a timed link that holds upstream and the subscriber's outbox: every value is
/// asked for; the subscriber's demand is kept by the outbox.
class TimedLink<Downstream: Subscriber>: Subscriber, Subscription,
  @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  let lock = Lock()
  let outbox: Outbox<Downstream>
  private var upstream: (any Subscription)?
  private var subscribed = false

  init(_ downstream: Downstream) { outbox = Outbox(downstream) }

  func receive(subscription: any Subscription) {
    let first = lock { () -> Bool in
      defer { subscribed = true }
      return !subscribed
    }
    guard first else { return subscription.cancel() }
    lock { upstream = subscription }
    outbox.open(self)
    started()
    subscription.request(.unlimited)
  }

  /// Called once the subscriber has its subscription.
  func started() {}

  func receive(_ input: Input) -> Subscribers.Demand { .none }

  func receive(completion: Subscribers.Completion<Failure>) {}

  func request(_ demand: Subscribers.Demand) { outbox.request(demand) }

  func cancel() {
    outbox.close()
    stopped()
    let subscription = lock { () -> (any Subscription)? in
      defer { upstream = nil }
      return upstream
    }
    subscription?.cancel()
  }

  /// Called when the link is cancelled.
  func stopped() {}

  /// Sends `value` if the subscriber has demand for it; drops it otherwise.
  func offer(_ value: Input) {
    if outbox.unmetDemand > 0 { outbox.push(value) }
  }

  /// Cancels upstream and completes the subscriber.
  func end(_ completion: Subscribers.Completion<Failure>) {
    let subscription = lock { () -> (any Subscription)? in
      defer { upstream = nil }
      return upstream
    }
    subscription?.cancel()
    outbox.finish(completion)
  }
}

/// One subscriber's link through debounce.
final class Debouncing<Downstream: Subscriber, Context: Scheduler>:
  TimedLink<Downstream>, CustomStringConvertible, @unchecked Sendable
{
  private let dueTime: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private var pending: Input?
  private var generation = 0
  private var finishing: Subscribers.Completion<Failure>?
  var description: String { "Debounce" }

  init(_ downstream: Downstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
       options: Context.SchedulerOptions?) {
    self.dueTime = dueTime
    self.scheduler = scheduler
    self.options = options
    super.init(downstream)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    let current = lock { () -> Int in
      generation += 1
      pending = input
      return generation
    }
    scheduler.schedule(after: scheduler.now.advanced(by: dueTime),
                       tolerance: scheduler.minimumTolerance, options: options) { [self] in
      let (value, completion) = lock { () -> (Input?, Subscribers.Completion<Failure>?) in
        guard current == generation else { return (nil, nil) }
        defer { pending = nil }
        return (pending, finishing)
      }
      if let value { offer(value) }
      if let completion { end(completion) }
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    let waits = lock { () -> Bool in
      if case .finished = completion, pending != nil {
        finishing = completion
        return true
      }
      pending = nil
      generation += 1
      return false
    }
    guard !waits else { return }
    scheduler.schedule(options: options) { [self] in end(completion) }
  }
}

/// One subscriber's link through throttle.
final class Throttling<Downstream: Subscriber, Context: Scheduler>:
  TimedLink<Downstream>, CustomStringConvertible, @unchecked Sendable
{
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let latest: Bool
  private var windowOpen = false
  private var held: Input?
  private var finishing: Subscribers.Completion<Failure>?
  var description: String { "Throttle" }

  init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
       latest: Bool) {
    self.interval = interval
    self.scheduler = scheduler
    self.latest = latest
    super.init(downstream)
  }

  override func receive(_ input: Input) -> Subscribers.Demand {
    let now = lock { () -> Bool in
      if !windowOpen {
        windowOpen = true
        return true
      }
      if latest || held == nil { held = input }
      return false
    }
    if now {
      scheduler.schedule(options: nil) { [self] in offer(input) }
      closeWindowLater()
    }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    let waits = lock { () -> Bool in
      if case .finished = completion, held != nil {
        finishing = completion
        return true
      }
      held = nil
      return false
    }
    guard !waits else { return }
    scheduler.schedule(options: nil) { [self] in end(completion) }
  }

  /// At the end of the window: sends what was held (opening a new window), or closes it.
  private func closeWindowLater() {
    scheduler.schedule(after: scheduler.now.advanced(by: interval),
                       tolerance: scheduler.minimumTolerance, options: nil) { [self] in
      let (value, completion) = lock { () -> (Input?, Subscribers.Completion<Failure>?) in
        defer { held = nil }
        if held == nil { windowOpen = false }
        return (held, held == nil ? finishing : nil)
      }
      if let value {
        offer(value)
        if let completion = lock({ finishing }) { return end(completion) }
        closeWindowLater()
      } else if let completion {
        end(completion)
      }
    }
  }
}

/// One subscriber's link through timeout: values pass on from the scheduler, and each restarts
/// the clock.
final class TimingOut<Downstream: Subscriber, Context: Scheduler>:
  TimedLink<Downstream>, CustomStringConvertible, @unchecked Sendable
{
  private let interval: Context.SchedulerTimeType.Stride
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  private let customError: (() -> Failure)?
  private var generation = 0
  var description: String { "Timeout" }

  init(_ downstream: Downstream, interval: Context.SchedulerTimeType.Stride, scheduler: Context,
       options: Context.SchedulerOptions?, customError: (() -> Failure)?) {
    self.interval = interval
    self.scheduler = scheduler
    self.options = options
    self.customError = customError
    super.init(downstream)
  }

  override func started() { arm() }

  override func receive(_ input: Input) -> Subscribers.Demand {
    arm()
    scheduler.schedule(options: options) { [self] in outbox.push(input) }
    return .none
  }

  override func receive(completion: Subscribers.Completion<Failure>) {
    lock { generation += 1 }
    scheduler.schedule(options: options) { [self] in outbox.finish(completion) }
  }

  override func stopped() { lock { generation += 1 } }

  private func arm() {
    let current = lock { () -> Int in
      generation += 1
      return generation
    }
    scheduler.schedule(after: scheduler.now.advanced(by: interval),
                       tolerance: scheduler.minimumTolerance, options: options) { [self] in
      guard lock({ current == generation }) else { return }
      end(customError.map { .failure($0()) } ?? .finished)
    }
  }
}

/// One subscriber's link through collect by time.
final class Grouping<Downstream: Subscriber, Element, Context: Scheduler>:
  Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == [Element] {
  typealias Input = Element
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private let outbox: Outbox<Downstream>
  private let scheduler: Context
  private let interval: Context.SchedulerTimeType.Stride
  private let limit: Int?
  private let options: Context.SchedulerOptions?
  private var upstream: (any Subscription)?
  private var timer: (any Cancellable)?
  private var batch: [Element] = []
  var description: String { "CollectByTime" }

  init(_ downstream: Downstream, strategy: Publishers.TimeGroupingStrategy<Context>,
       options: Context.SchedulerOptions?) {
    outbox = Outbox(downstream)
    switch strategy {
    case .byTime(let scheduler, let interval):
      (self.scheduler, self.interval, limit) = (scheduler, interval, nil)
    case .byTimeOrCount(let scheduler, let interval, let count):
      (self.scheduler, self.interval, limit) = (scheduler, interval, Swift.max(1, count))
    }
    self.options = options
  }

  func receive(subscription: any Subscription) {
    let first = lock { () -> Bool in
      guard upstream == nil else { return false }
      upstream = subscription
      return true
    }
    guard first else { return subscription.cancel() }
    outbox.open(self)
    let timer = scheduler.schedule(after: scheduler.now.advanced(by: interval),
                                   interval: interval, tolerance: scheduler.minimumTolerance,
                                   options: options) { [weak self] in self?.flush() }
    lock { self.timer = timer }
    subscription.request(.unlimited)
  }

  func receive(_ input: Element) -> Subscribers.Demand {
    let full = lock { () -> [Element]? in
      batch.append(input)
      guard let limit, batch.count >= limit else { return nil }
      defer { batch = [] }
      return batch
    }
    if let full { outbox.push(full) }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let (rest, timer) = lock { () -> ([Element], (any Cancellable)?) in
      defer {
        batch = []
        self.timer = nil
        upstream = nil
      }
      return (batch, self.timer)
    }
    timer?.cancel()
    if case .finished = completion, !rest.isEmpty { outbox.push(rest) }
    outbox.finish(completion)
  }

  func request(_ demand: Subscribers.Demand) { outbox.request(demand) }

  func cancel() {
    outbox.close()
    let (subscription, timer) = lock { () -> ((any Subscription)?, (any Cancellable)?) in
      defer {
        upstream = nil
        self.timer = nil
      }
      return (upstream, self.timer)
    }
    timer?.cancel()
    subscription?.cancel()
  }

  private func flush() {
    let full = lock { () -> [Element]? in
      guard !batch.isEmpty else { return nil }
      defer { batch = [] }
      return batch
    }
    if let full { outbox.push(full) }
  }
}
