// Operators that depend on time, measured and waited for on a scheduler: delay, debounce,
// throttle, timeout, measureInterval and collect by time. Their work runs only when the
// scheduler runs it (a run loop while it runs, a dispatch queue when its time comes); a picture
// never waits for it. debounce and throttle ask upstream for every value and drop what comes
// when the subscriber has no demand, as Combine's do.

extension Publisher {
  /// Each value and the completion, `interval` later.
  public func delay<S: Scheduler>(
    for interval: S.SchedulerTimeType.Stride, tolerance: S.SchedulerTimeType.Stride? = nil,
    scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Delay<Self, S> {
    Publishers.Delay(upstream: self, interval: interval,
                     tolerance: tolerance ?? scheduler.minimumTolerance, scheduler: scheduler,
                     options: options)
  }

  /// A value once `dueTime` has passed without a newer one.
  public func debounce<S: Scheduler>(
    for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
  ) -> Publishers.Debounce<Self, S> {
    Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
  }

  /// At most one value per `interval`: the first at once, then the latest (or first) of each
  /// interval.
  public func throttle<S: Scheduler>(for interval: S.SchedulerTimeType.Stride, scheduler: S,
                                     latest: Bool) -> Publishers.Throttle<Self, S> {
    Publishers.Throttle(upstream: self, interval: interval, scheduler: scheduler, latest: latest)
  }

  /// Ends (finished, or failed with `customError()`) if `interval` passes without a value.
  public func timeout<S: Scheduler>(
    _ interval: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil,
    customError: (() -> Failure)? = nil
  ) -> Publishers.Timeout<Self, S> {
    Publishers.Timeout(upstream: self, interval: interval, scheduler: scheduler, options: options,
                       customError: customError)
  }

  /// The time between values (the first: since the subscription).
  public func measureInterval<S: Scheduler>(using scheduler: S,
                                            options: S.SchedulerOptions? = nil)
    -> Publishers.MeasureInterval<Self, S>
  {
    Publishers.MeasureInterval(upstream: self, scheduler: scheduler)
  }

  /// The values in arrays, one per interval (or per count, whichever comes first).
  public func collect<S: Scheduler>(_ strategy: Publishers.TimeGroupingStrategy<S>,
                                    options: S.SchedulerOptions? = nil)
    -> Publishers.CollectByTime<Self, S>
  {
    Publishers.CollectByTime(upstream: self, strategy: strategy, options: options)
  }
}

extension Publishers {
  /// A publisher whose values and completion come later.
  public struct Delay<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let tolerance: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
                tolerance: Context.SchedulerTimeType.Stride, scheduler: Context,
                options: Context.SchedulerOptions? = nil) {
      self.upstream = upstream
      self.interval = interval
      self.tolerance = tolerance
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let (scheduler, interval, tolerance, options) = (self.scheduler, self.interval,
                                                       self.tolerance, self.options)
      upstream.subscribe(Postponing(subscriber, name: "Delay") { work in
        scheduler.schedule(after: scheduler.now.advanced(by: interval), tolerance: tolerance,
                           options: options, work)
      })
    }
  }

  /// A publisher that sends a value once a quiet time has passed without a newer one.
  public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let dueTime: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride,
                scheduler: Context, options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.dueTime = dueTime
      self.scheduler = scheduler
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Debouncing(subscriber, dueTime: dueTime, scheduler: scheduler,
                                    options: options))
    }
  }

  /// A publisher that sends at most one value per interval.
  public struct Throttle<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let latest: Bool

    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
                scheduler: Context, latest: Bool) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.latest = latest
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(Throttling(subscriber, interval: interval, scheduler: scheduler,
                                    latest: latest))
    }
  }

  /// A publisher that ends if too long passes without a value.
  public struct Timeout<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Upstream.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let interval: Context.SchedulerTimeType.Stride
    public let scheduler: Context
    public let options: Context.SchedulerOptions?
    public let customError: (() -> Failure)?

    public init(upstream: Upstream, interval: Context.SchedulerTimeType.Stride,
                scheduler: Context, options: Context.SchedulerOptions?,
                customError: (() -> Failure)?) {
      self.upstream = upstream
      self.interval = interval
      self.scheduler = scheduler
      self.options = options
      self.customError = customError
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      upstream.subscribe(TimingOut(subscriber, interval: interval, scheduler: scheduler,
                                   options: options, customError: customError))
    }
  }

  /// The time between a publisher's values.
  public struct MeasureInterval<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = Context.SchedulerTimeType.Stride
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let scheduler: Context

    public init(upstream: Upstream, scheduler: Context) {
      self.upstream = upstream
      self.scheduler = scheduler
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Context.SchedulerTimeType.Stride, S.Failure == Failure {
      let scheduler = self.scheduler
      var last = scheduler.now
      upstream.subscribe(Relay<Upstream.Output, Failure, S>(subscriber, name: "MeasureInterval") {
        _ in
        let now = scheduler.now
        defer { last = now }
        return .send(last.distance(to: now))
      })
    }
  }

  /// How `collect` groups values by time.
  public enum TimeGroupingStrategy<Context: Scheduler> {
    /// One array per interval.
    case byTime(Context, Context.SchedulerTimeType.Stride)
    /// One array per interval, or as soon as it holds `Int` values.
    case byTimeOrCount(Context, Context.SchedulerTimeType.Stride, Int)
  }

  /// A publisher's values in arrays, one per interval.
  public struct CollectByTime<Upstream: Publisher, Context: Scheduler>: Publisher {
    public typealias Output = [Upstream.Output]
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let strategy: TimeGroupingStrategy<Context>
    public let options: Context.SchedulerOptions?

    public init(upstream: Upstream, strategy: TimeGroupingStrategy<Context>,
                options: Context.SchedulerOptions?) {
      self.upstream = upstream
      self.strategy = strategy
      self.options = options
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == [Upstream.Output], S.Failure == Failure {
      upstream.subscribe(Grouping(subscriber, strategy: strategy, options: options))
    }
  }
}

/// One subscriber's link through delay: each value and the completion handed to `later`, which
/// runs them on the scheduler; demand passes straight up.
private final class Postponing<Downstream: Subscriber>: Subscriber, Subscription,
  CustomStringConvertible, @unchecked Sendable
{
  typealias Input = Downstream.Input
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private let later: (@escaping () -> Void) -> Void
  let description: String

  init(_ downstream: Downstream, name: String, later: @escaping (@escaping () -> Void) -> Void) {
    self.downstream = downstream
    self.later = later
    description = name
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
    later { [self] in
      guard let target = lock({ downstream }) else { return }
      let more = target.receive(input)
      if more > 0 { lock { upstream }?.request(more) }
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    later { [self] in
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
