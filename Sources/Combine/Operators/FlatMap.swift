// Operators whose values are publishers: flatMap (subscribes to each, up to `maxPublishers` at
// once, and merges their values) and switchToLatest (follows only the newest, cancelling the
// one before). Each inner publisher is asked for what the subscriber asks for; values wait in
// an `Outbox` for its demand. They finish when upstream and every inner publisher have; any
// failure cancels the rest and fails.

extension Publisher {
  /// The values of the publishers `transform` makes from each value, merged.
  public func flatMap<T, P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where T == P.Output, P.Failure == Failure {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }

  /// The values of the publishers that cannot fail `transform` makes, merged.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<Publishers.SetFailureType<P, Failure>, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers) {
      transform($0).setFailureType(to: Failure.self)
    }
  }
}

extension Publisher where Failure == Never {
  /// The values of the publishers `transform` makes, merged, with their failure type.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Publishers.SetFailureType<Self, P.Failure>> {
    Publishers.FlatMap(upstream: setFailureType(to: P.Failure.self),
                       maxPublishers: maxPublishers, transform: transform)
  }

  /// The values of the publishers that cannot fail `transform` makes, merged.
  public func flatMap<P: Publisher>(
    maxPublishers: Subscribers.Demand = .unlimited, _ transform: @escaping (Output) -> P
  ) -> Publishers.FlatMap<P, Self> where P.Failure == Never {
    Publishers.FlatMap(upstream: self, maxPublishers: maxPublishers, transform: transform)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Failure {
  /// The values of the newest publisher upstream sent, the one before it cancelled.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Failure == Never, Output: Publisher {
  /// The values of the newest publisher upstream sent, with its failure type.
  public func switchToLatest()
    -> Publishers.SwitchToLatest<Output, Publishers.SetFailureType<Self, Output.Failure>>
  {
    Publishers.SwitchToLatest(upstream: setFailureType(to: Output.Failure.self))
  }
}

extension Publisher where Failure == Never, Output: Publisher, Output.Failure == Never {
  /// The values of the newest publisher upstream sent.
  public func switchToLatest() -> Publishers.SwitchToLatest<Output, Self> {
    Publishers.SwitchToLatest(upstream: self)
  }
}

extension Publisher where Output: Publisher, Output.Failure == Never {
  /// The values of the newest publisher upstream sent, typed with upstream's failure.
  public func switchToLatest() -> Publishers.SwitchToLatest<
    Publishers.SetFailureType<Output, Failure>,
    Publishers.Map<Self, Publishers.SetFailureType<Output, Failure>>
  > {
    Publishers.SwitchToLatest(upstream: map { $0.setFailureType(to: Failure.self) })
  }
}

extension Publishers {
  /// The merged values of the publishers made from each value of a publisher.
  public struct FlatMap<NewPublisher: Publisher, Upstream: Publisher>: Publisher
  where NewPublisher.Failure == Upstream.Failure {
    public typealias Output = NewPublisher.Output
    public typealias Failure = Upstream.Failure

    public let upstream: Upstream
    public let maxPublishers: Subscribers.Demand
    public let transform: (Upstream.Output) -> NewPublisher

    public init(upstream: Upstream, maxPublishers: Subscribers.Demand,
                transform: @escaping (Upstream.Output) -> NewPublisher) {
      self.upstream = upstream
      self.maxPublishers = maxPublishers
      self.transform = transform
    }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let link = Flattening<Upstream.Output, NewPublisher, S>(
        subscriber, name: "FlatMap", switching: false, upstreamDemand: maxPublishers,
        transform: transform)
      upstream.subscribe(link)
    }
  }

  /// The values of the newest of the publishers a publisher sends.
  public struct SwitchToLatest<P: Publisher, Upstream: Publisher>: Publisher
  where P == Upstream.Output, P.Failure == Upstream.Failure {
    public typealias Output = P.Output
    public typealias Failure = P.Failure

    public let upstream: Upstream

    public init(upstream: Upstream) { self.upstream = upstream }

    public func receive<S: Subscriber>(subscriber: S)
    where S.Input == Output, S.Failure == Failure {
      let link = Flattening<P, P, S>(subscriber, name: "SwitchToLatest", switching: true,
                                     upstreamDemand: .unlimited) { $0 }
      upstream.subscribe(link)
    }
  }
}

/// One subscriber's link through flatMap or switchToLatest.
private final class Flattening<Input, Child: Publisher, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
where Child.Output == Downstream.Input, Child.Failure == Downstream.Failure {
  typealias Failure = Downstream.Failure

  private let lock = Lock()
  private let outbox: Outbox<Downstream>
  private let switching: Bool
  private let upstreamDemand: Subscribers.Demand
  private let transform: (Input) -> Child
  private var upstream: (any Subscription)?
  private var upstreamFinished = false
  private var children: [Int: (any Subscription)?] = [:]
  private var nextChild = 0
  private var done = false
  let description: String

  init(_ downstream: Downstream, name: String, switching: Bool,
       upstreamDemand: Subscribers.Demand, transform: @escaping (Input) -> Child) {
    outbox = Outbox(downstream)
    self.switching = switching
    self.upstreamDemand = upstreamDemand
    self.transform = transform
    description = name
  }

  // MARK: upstream

  func receive(subscription: any Subscription) {
    let accepted = lock { () -> Bool in
      guard upstream == nil, !done else { return false }
      upstream = subscription
      return true
    }
    guard accepted else { return subscription.cancel() }
    outbox.open(self)
    if upstreamDemand > 0 { subscription.request(upstreamDemand) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let child = transform(input)
    let (number, replaced) = lock { () -> (Int?, (any Subscription)?) in
      guard !done else { return (nil, nil) }
      nextChild += 1
      var replaced: (any Subscription)?
      if switching {
        replaced = children.values.compactMap { $0 }.first
        children.removeAll()
      }
      children[nextChild] = .some(nil)
      return (nextChild, replaced)
    }
    replaced?.cancel()
    guard let number else { return .none }
    child.subscribe(AnySubscriber<Child.Output, Child.Failure>(
      receiveSubscription: { [self] in attach($0, child: number) },
      receiveValue: { [self] in
        if lock({ children[number] != nil }) { outbox.push($0) }
        return .none
      },
      receiveCompletion: { [self] in childEnded($0, child: number) }))
    return .none
  }

  func receive(completion: Subscribers.Completion<Failure>) {
    let over = lock { () -> Bool in
      guard !done else { return false }
      upstream = nil
      upstreamFinished = true
      if case .failure = completion { return true }
      return children.isEmpty
    }
    guard over else { return }
    end(completion)
  }

  // MARK: downstream

  func request(_ demand: Subscribers.Demand) {
    outbox.request(demand)
    let active = lock { children.values.compactMap { $0 } }
    for child in active { child.request(demand) }
  }

  func cancel() {
    outbox.close()
    cancelAll()
  }

  // MARK: inner publishers

  private func attach(_ subscription: any Subscription, child number: Int) {
    let demand = lock { () -> Subscribers.Demand? in
      guard !done, let slot = children[number], slot == nil else { return nil }
      children[number] = subscription
      return outbox.unmetDemand
    }
    guard let demand else { return subscription.cancel() }
    if demand > 0 { subscription.request(demand) }
  }

  private func childEnded(_ completion: Subscribers.Completion<Failure>, child number: Int) {
    let (over, more) = lock { () -> (Bool, (any Subscription)?) in
      guard !done, children.removeValue(forKey: number) != nil else { return (false, nil) }
      if case .failure = completion { return (true, nil) }
      if upstreamFinished, children.isEmpty { return (true, nil) }
      return (false, upstreamDemand == .unlimited || switching ? nil : upstream)
    }
    if over { end(completion) } else { more?.request(.max(1)) }
  }

  private func end(_ completion: Subscribers.Completion<Failure>) {
    cancelAll()
    outbox.finish(completion)
  }

  private func cancelAll() {
    let (upstream, active) = lock { () -> ((any Subscription)?, [any Subscription]) in
      done = true
      defer {
        self.upstream = nil
        children.removeAll()
      }
      return (self.upstream, children.values.compactMap { $0 })
    }
    upstream?.cancel()
    for child in active { child.cancel() }
  }
}
