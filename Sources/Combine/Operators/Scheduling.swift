// Operators that move work to a scheduler: receive(on:) sends values and the completion from
// the scheduler (the subscription itself arrives at once, as in Combine); subscribe(on:)
// subscribes, requests and cancels on it. With a run loop, nothing arrives until the loop runs.

extension Publisher {
  /// The values and completion, sent from `scheduler`.
  public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.ReceiveOn<Self, S>
  {
    Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
  }

  /// Subscribing, requests and cancellation done on `scheduler`.
  public func subscribe<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
    -> Publishers.SubscribeOn<Self, S>
  {
    Publishers.SubscribeOn(upstream: self, scheduler: scheduler, options: options)
  }
}

extension Publishers {
  /// A publisher whose values and completion come from a scheduler.
  public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(ReceiveOnLink(subscriber, scheduler: scheduler, options: options))
    }
  }

  /// A publisher subscribed to, asked and cancelled on a scheduler.
  public struct SubscribeOn<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let link = SubscribeOnLink(subscriber, scheduler: scheduler, options: options)
      let upstream = self.upstream
      scheduler.schedule(options: options) { upstream.subscribe(link) }
    }
  }
}

/// One subscriber's link through receive(on:).
private final class ReceiveOnLink<Input, Failure: Error, Context: Scheduler,
  Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
  private let lock = Lock()
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  var description: String { "ReceiveOn" }

  init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) {
    let target = lock { () -> Downstream? in
      guard upstream == nil, let downstream else { return nil }
      upstream = subscription
      return downstream
    }
    guard let target else { return subscription.cancel() }
    target.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    scheduler.schedule(options: options) { [self] in
      guard let target = lock({ downstream }) else { return }
      let more = target.receive(input)
      if more > 0 { lock { upstream }?.request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    scheduler.schedule(options: options) { [self] in
      let target = lock { () -> Downstream? in
        defer {
          downstream = nil
          upstream = nil
        }
        return downstream
      }
      target?.receive(completion: completion)
    }
  }

  func request(_ demand: Subscribers.Demand) { lock { upstream }?.request(demand) }

  func cancel() {
    let subscription = lock { () -> (any Subscription)? in
      downstream = nil
      defer { upstream = nil }
      return upstream
    }
    subscription?.cancel()
  }
}

/// One subscriber's link through subscribe(on:).
private final class SubscribeOnLink<Input, Failure: Error, Context: Scheduler,
  Downstream: Subscriber>: Subscriber, Subscription, CustomStringConvertible, @unchecked Sendable
where Downstream.Input == Input, Downstream.Failure == Failure {
  private let lock = Lock()
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private let scheduler: Context
  private let options: Context.SchedulerOptions?
  var description: String { "SubscribeOn" }

  init(_ downstream: Downstream, scheduler: Context, options: Context.SchedulerOptions?) {
    self.downstream = downstream
    self.scheduler = scheduler
    self.options = options
  }

  func receive(subscription: any Subscription) {
    let target = lock { () -> Downstream? in
      guard upstream == nil, let downstream else { return nil }
      upstream = subscription
      return downstream
    }
    guard let target else { return subscription.cancel() }
    target.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    guard let target = lock({ downstream }) else { return .none }
    return target.receive(input)
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let target = lock { () -> Downstream? in
      defer {
        downstream = nil
        upstream = nil
      }
      return downstream
    }
    target?.receive(completion: completion)
  }

  func request(_ demand: Subscribers.Demand) {
    guard let subscription = lock({ upstream }) else { return }
    scheduler.schedule(options: options) { subscription.request(demand) }
  }

  func cancel() {
    let subscription = lock { () -> (any Subscription)? in
      downstream = nil
      defer { upstream = nil }
      return upstream
    }
    guard let subscription else { return }
    scheduler.schedule(options: options) { subscription.cancel() }
  }
}
