// The link of operators that subscribe to one publisher after another for the same subscriber:
// append and prepend (the next when one finishes), catch (a replacement when one fails), retry
// (the same again). The subscriber's demand not yet met goes to each new publisher, so it never
// gets more than it asked for across the switch.

/// One subscriber's link through a sequence of publishers.
final class Chain<Downstream: Subscriber>: Subscription, CustomStringConvertible,
  @unchecked Sendable
{
  private let lock = Lock()
  private var downstream: Downstream?
  private var current: (any Subscription)?
  private var stage = 0
  private var demand = Subscribers.Demand.none
  let description: String

  init(_ downstream: Downstream, name: String) {
    self.downstream = downstream
    description = name
  }

  /// Hands the subscriber this link: done once, before the first publisher is subscribed to.
  func start() { lock { downstream }?.receive(subscription: self) }

  /// Subscribes `publisher` as the next stage; `end` decides what its completion leads to.
  func subscribe<P: Publisher>(
    _ publisher: P, end: @escaping (Subscribers.Completion<P.Failure>) -> Void
  ) where P.Output == Downstream.Input {
    let number = lock { () -> Int? in
      guard downstream != nil else { return nil }
      stage += 1
      current = nil
      return stage
    }
    guard let number else { return }
    publisher.subscribe(Stage<P.Output, P.Failure, Downstream>(chain: self, number: number,
                                                                end: end))
  }

  /// Completes the subscriber, ending the chain.
  func finish(_ completion: Subscribers.Completion<Downstream.Failure>) {
    let target = lock { () -> Downstream? in
      defer {
        downstream = nil
        current = nil
      }
      return downstream
    }
    target?.receive(completion: completion)
  }

  func request(_ more: Subscribers.Demand) {
    let subscription = lock { () -> (any Subscription)? in
      guard downstream != nil else { return nil }
      demand += more
      return current
    }
    subscription?.request(more)
  }

  func cancel() {
    let subscription = lock { () -> (any Subscription)? in
      downstream = nil
      defer { current = nil }
      return current
    }
    subscription?.cancel()
  }

  fileprivate func attach(_ subscription: any Subscription, stage number: Int) {
    let unmet = lock { () -> Subscribers.Demand? in
      guard downstream != nil, number == stage else { return nil }
      current = subscription
      return demand
    }
    guard let unmet else { return subscription.cancel() }
    if unmet > 0 { subscription.request(unmet) }
  }

  fileprivate func forward(_ value: Downstream.Input, stage number: Int) -> Subscribers.Demand {
    let target = lock { () -> Downstream? in
      guard number == stage, let downstream else { return nil }
      demand -= 1
      return downstream
    }
    guard let target else { return .none }
    let more = target.receive(value)
    lock { demand += more }
    return more
  }

  fileprivate func isCurrent(_ number: Int) -> Bool {
    lock { number == stage && downstream != nil }
  }
}

/// The subscriber a chain attaches to one of its publishers.
private final class Stage<Input, Failure: Error, Downstream: Subscriber>: Subscriber,
  @unchecked Sendable where Downstream.Input == Input
{
  private let chain: Chain<Downstream>
  private let number: Int
  private let end: (Subscribers.Completion<Failure>) -> Void

  init(chain: Chain<Downstream>, number: Int,
       end: @escaping (Subscribers.Completion<Failure>) -> Void) {
    self.chain = chain
    self.number = number
    self.end = end
  }

  func receive(subscription: any Subscription) { chain.attach(subscription, stage: number) }

  func receive(_ input: Input) -> Subscribers.Demand { chain.forward(input, stage: number) }

  func receive(completion: Subscribers.Completion<Failure>) {
    if chain.isCurrent(number) { end(completion) }
  }
}
