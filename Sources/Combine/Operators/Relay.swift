// The link most operators make between their upstream and one subscriber: each upstream value
// goes through the operator's `step` (pass a value on, drop it, end), the upstream's completion
// through its `end` (which may add a last value: `reduce`, `count`, `replaceError`), and the
// subscriber's demand goes up unchanged, or as `.unlimited` for operators that must see every
// value before they answer. A dropped value is replaced by asking upstream for one more, so the
// subscriber never gets more than it asked for; a last value waits for demand if there is none.

/// What an operator does with one upstream value.
enum RelayStep<Output, Failure: Error> {
  /// Passes `Output` on.
  case send(Output)
  /// Drops the value (and asks upstream for another).
  case skip
  /// Ends: cancels upstream and finishes.
  case finish
  /// Passes the value on, then ends.
  case sendAndFinish(Output)
  /// Cancels upstream and fails.
  case fail(Failure)
}

/// How an operator ends when its upstream completes: perhaps a last value, then a completion.
struct RelayEnd<Output, Failure: Error> {
  var last: Output?
  var completion: Subscribers.Completion<Failure>

  init(_ completion: Subscribers.Completion<Failure>, last: Output? = nil) {
    self.last = last
    self.completion = completion
  }
}

/// The optional observers of a link, for `handleEvents`, `print` and `breakpoint`.
struct RelayHooks {
  var subscription: ((any Subscription) -> Void)?
  var request: ((Subscribers.Demand) -> Void)?
  var cancel: (() -> Void)?
}

/// One subscriber's link through a single-upstream operator.
final class Relay<Input, UpstreamFailure: Error, Downstream: Subscriber>: Subscriber,
  Subscription, CustomStringConvertible, @unchecked Sendable
{
  typealias Failure = UpstreamFailure
  typealias Output = Downstream.Input

  private enum Phase {
    case waiting
    case active
    /// Upstream completed; a last value waits for the subscriber's demand.
    case ending(Output, Subscribers.Completion<Downstream.Failure>)
    case done
  }

  /// What a request leads to.
  private enum Action {
    case none
    case ask(any Subscription, Subscribers.Demand)
    case flush(Downstream, Output, Subscribers.Completion<Downstream.Failure>)
  }

  private let lock = Lock()
  private var phase = Phase.waiting
  private var downstream: Downstream?
  private var upstream: (any Subscription)?
  private var demand = Subscribers.Demand.none
  private var askedUnlimited = false
  private let unlimited: Bool
  private let step: (Input) -> RelayStep<Output, Downstream.Failure>
  private let end: (Subscribers.Completion<UpstreamFailure>) -> RelayEnd<Output, Downstream.Failure>
  private let hooks: RelayHooks
  let description: String

  /// - Parameters:
  ///   - name: What the link is called in descriptions (`"Map"`).
  ///   - unlimited: Whether upstream is asked for every value at the subscriber's first
  ///     request (for operators that answer only at the end).
  init(_ downstream: Downstream, name: String, unlimited: Bool = false, hooks: RelayHooks = .init(),
       step: @escaping (Input) -> RelayStep<Output, Downstream.Failure>,
       end: @escaping (Subscribers.Completion<UpstreamFailure>)
         -> RelayEnd<Output, Downstream.Failure>) {
    self.downstream = downstream
    self.description = name
    self.unlimited = unlimited
    self.hooks = hooks
    self.step = step
    self.end = end
  }

  func receive(subscription: any Subscription) {
    let target = lock { () -> Downstream? in
      guard case .waiting = phase else { return nil }
      phase = .active
      upstream = subscription
      return downstream
    }
    guard let target else { return subscription.cancel() }
    hooks.subscription?(subscription)
    target.receive(subscription: self)
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    let target = lock { () -> Downstream? in
      guard case .active = phase else { return nil }
      return downstream
    }
    guard let target else { return .none }
    switch step(input) {
    case .send(let value):
      lock { demand -= 1 }
      let more = target.receive(value)
      lock { demand += more }
      return unlimited ? .none : more
    case .skip:
      return unlimited ? .none : .max(1)
    case .finish:
      terminate(.finished, last: nil)
    case .sendAndFinish(let value):
      terminate(.finished, last: value)
    case .fail(let error):
      terminate(.failure(error), last: nil)
    }
    return .none
  }

  func receive(completion: Subscribers.Completion<UpstreamFailure>) {
    let target = lock { () -> Downstream? in
      guard case .active = phase else { return nil }
      upstream = nil
      return downstream
    }
    guard let target else { return }
    let ending = end(completion)
    if let last = ending.last {
      let ready = lock { () -> Bool in
        if demand > 0 {
          demand -= 1
          phase = .done
          downstream = nil
          return true
        }
        phase = .ending(last, ending.completion)
        return false
      }
      guard ready else { return }
      _ = target.receive(last)
    } else {
      lock {
        phase = .done
        downstream = nil
      }
    }
    target.receive(completion: ending.completion)
  }

  func request(_ more: Subscribers.Demand) {
    hooks.request?(more)
    let action = lock { () -> Action in
      switch phase {
      case .active:
        demand += more
        guard let upstream else { return .none }
        if unlimited {
          if askedUnlimited { return .none }
          askedUnlimited = true
          return .ask(upstream, .unlimited)
        }
        return .ask(upstream, more)
      case .ending(let last, let completion):
        guard let target = downstream else { return .none }
        phase = .done
        downstream = nil
        return .flush(target, last, completion)
      case .waiting, .done:
        return .none
      }
    }
    switch action {
    case .none: break
    case .ask(let upstream, let demand): upstream.request(demand)
    case .flush(let target, let last, let completion):
      _ = target.receive(last)
      target.receive(completion: completion)
    }
  }

  func cancel() {
    let upstream = lock { () -> (any Subscription)? in
      phase = .done
      downstream = nil
      defer { self.upstream = nil }
      return self.upstream
    }
    hooks.cancel?()
    upstream?.cancel()
  }

  /// Cancels upstream and completes, after `last` if there is one: how a step ends the link,
  /// or another publisher does (`prefix(untilOutputFrom:)`).
  func terminate(_ completion: Subscribers.Completion<Downstream.Failure>, last: Output?) {
    let (target, upstream) = lock { () -> (Downstream?, (any Subscription)?) in
      guard case .active = phase else { return (nil, nil) }
      phase = .done
      defer {
        downstream = nil
        self.upstream = nil
      }
      return (downstream, self.upstream)
    }
    guard let target else { return }
    upstream?.cancel()
    if let last { _ = target.receive(last) }
    target.receive(completion: completion)
  }
}

extension Relay where UpstreamFailure == Downstream.Failure {
  /// A link whose upstream's completion passes on unchanged.
  convenience init(_ downstream: Downstream, name: String, unlimited: Bool = false,
                   hooks: RelayHooks = .init(),
                   step: @escaping (Input) -> RelayStep<Output, Downstream.Failure>) {
    self.init(downstream, name: name, unlimited: unlimited, hooks: hooks, step: step,
              end: { RelayEnd($0) })
  }
}

extension Relay where UpstreamFailure == Downstream.Failure, Input == Downstream.Input {
  /// A link that passes values and completion on unchanged (`handleEvents`).
  convenience init(passing downstream: Downstream, name: String, hooks: RelayHooks) {
    self.init(downstream, name: name, hooks: hooks, step: { .send($0) })
  }
}

extension Subscribers.Completion {
  /// The completion with its error as `any Error`: how a `try` operator passes an upstream
  /// failure on.
  var erased: Subscribers.Completion<any Error> {
    switch self {
    case .finished: .finished
    case .failure(let error): .failure(error)
    }
  }
}
