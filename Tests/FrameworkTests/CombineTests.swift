import Combine
import Foundation
import Testing

/// What a publisher sent a subscriber that asked for everything, synchronously.
func received<P: Publisher>(_ publisher: P) -> (values: [P.Output], ending: String?) {
  var values: [P.Output] = []
  var ending: String?
  let cancellable = publisher.sink(
    receiveCompletion: { completion in
      switch completion {
      case .finished: ending = "finished"
      case .failure(let error): ending = "failure \(error)"
      }
    },
    receiveValue: { values.append($0) })
  cancellable.cancel()
  return (values, ending)
}

/// A subscriber that asks for what the test tells it to, and records what it gets.
final class Probe<Input, Failure: Error>: Subscriber {
  var values: [Input] = []
  var completion: Subscribers.Completion<Failure>?
  var subscription: (any Subscription)?
  let initial: Subscribers.Demand
  let more: Subscribers.Demand

  init(initial: Subscribers.Demand, more: Subscribers.Demand = .none) {
    self.initial = initial
    self.more = more
  }

  func receive(subscription: any Subscription) {
    self.subscription = subscription
    if initial > 0 { subscription.request(initial) }
  }

  func receive(_ input: Input) -> Subscribers.Demand {
    values.append(input)
    return more
  }

  func receive(completion: Subscribers.Completion<Failure>) { self.completion = completion }
}

/// A scheduler whose clock moves only when the test moves it: timing operators run the same
/// way every time.
final class TestScheduler: Scheduler {
  typealias Stride = DispatchQueue.SchedulerTimeType.Stride

  struct SchedulerTimeType: Strideable, Hashable {
    var nanoseconds: Int
    func distance(to other: Self) -> Stride { .nanoseconds(other.nanoseconds - nanoseconds) }
    func advanced(by n: Stride) -> Self { Self(nanoseconds: nanoseconds + n.magnitude) }
  }

  typealias SchedulerOptions = Never

  private var queue: [(time: Int, order: Int, action: () -> Void)] = []
  private var order = 0
  private(set) var now = SchedulerTimeType(nanoseconds: 0)
  var minimumTolerance: Stride { .nanoseconds(0) }

  func schedule(options: Never?, _ action: @escaping () -> Void) {
    schedule(after: now, tolerance: minimumTolerance, options: nil, action)
  }

  func schedule(after date: SchedulerTimeType, tolerance: Stride, options: Never?,
                _ action: @escaping () -> Void) {
    order += 1
    queue.append((max(date.nanoseconds, now.nanoseconds), order, action))
  }

  func schedule(after date: SchedulerTimeType, interval: Stride, tolerance: Stride,
                options: Never?, _ action: @escaping () -> Void) -> any Cancellable {
    var cancelled = false
    func tick(at time: SchedulerTimeType) {
      schedule(after: time, tolerance: tolerance, options: nil) { [self] in
        guard !cancelled else { return }
        action()
        tick(at: time.advanced(by: interval))
      }
    }
    tick(at: date)
    return AnyCancellable { cancelled = true }
  }

  /// Runs, in time order, what is due by `now + interval`.
  func advance(by interval: Stride) {
    let end = now.nanoseconds + interval.magnitude
    let due = { [self] in
      queue.filter { $0.time <= end }.min { ($0.time, $0.order) < ($1.time, $1.order) }
    }
    while let next = due() {
      queue.removeAll { $0.order == next.order }
      now = SchedulerTimeType(nanoseconds: next.time)
      next.action()
    }
    now = SchedulerTimeType(nanoseconds: end)
  }
}

struct Failed: Error, Equatable, CustomStringConvertible {
  var description: String { "Failed" }
}

/// Combine's contract: demand, cancellation, subjects and cancellables.
@Suite struct CombineContractTests {
  @Test func aPublisherSendsNoMoreThanWasRequested() {
    let probe = Probe<Int, Never>(initial: .max(2))
    (1...10).publisher.subscribe(probe)
    #expect(probe.values == [1, 2] && probe.completion == nil)
    probe.subscription?.request(.max(3))
    #expect(probe.values == [1, 2, 3, 4, 5])
    probe.subscription?.cancel()
    probe.subscription?.request(.unlimited)
    #expect(probe.values == [1, 2, 3, 4, 5] && probe.completion == nil)

    // Demand returned from receive(_:) adds up: one at a time, to the end.
    let stepper = Probe<Int, Never>(initial: .max(1), more: .max(1))
    [1, 2, 3].publisher.map { $0 * 10 }.filter { $0 != 20 }.subscribe(stepper)
    #expect(stepper.values == [10, 30] && stepper.completion == .finished)
  }

  @Test func demandArithmeticSaturates() {
    #expect(Subscribers.Demand.max(2) + .max(3) == .max(5))
    #expect(Subscribers.Demand.unlimited + .max(3) == .unlimited)
    #expect(Subscribers.Demand.max(2) - .max(5) == .none)
    #expect(Subscribers.Demand.unlimited - 5 == .unlimited)
    #expect(Subscribers.Demand.max(Int.max) + 1 == .unlimited)
    #expect(Subscribers.Demand.unlimited > 1_000_000 && Subscribers.Demand.max(3) == 3)
    #expect(Subscribers.Demand.max(4).max == 4 && Subscribers.Demand.unlimited.max == nil)
  }

  @Test func subjectsDeliverToThoseWhoAsked() {
    let subject = PassthroughSubject<Int, Failed>()
    let eager = Probe<Int, Failed>(initial: .unlimited)
    let patient = Probe<Int, Failed>(initial: .none)
    subject.subscribe(eager)
    subject.subscribe(patient)
    subject.send(1)
    patient.subscription?.request(.max(1))
    subject.send(2)
    subject.send(3)
    subject.send(completion: .failure(Failed()))
    subject.send(4)
    #expect(eager.values == [1, 2, 3] && eager.completion == .failure(Failed()))
    // A passthrough subject drops a value its subscriber has not asked for.
    #expect(patient.values == [2] && patient.completion == .failure(Failed()))
    let late = Probe<Int, Failed>(initial: .unlimited)
    subject.subscribe(late)
    #expect(late.values.isEmpty && late.completion == .failure(Failed()))

    // A current-value subject gives its value first, and keeps the latest for a subscriber
    // that has not asked yet.
    let current = CurrentValueSubject<String, Never>("a")
    let reader = Probe<String, Never>(initial: .none)
    current.subscribe(reader)
    current.send("b")
    current.value = "c"
    #expect(reader.values.isEmpty)
    reader.subscription?.request(.max(5))
    current.send("d")
    #expect(reader.values == ["c", "d"] && current.value == "d")

    // `send()` on a subject of Void, as `objectWillChange.send()` is written.
    let pings = PassthroughSubject<Void, Never>()
    var count = 0
    let cancellable = pings.sink { count += 1 }
    pings.send()
    pings.send()
    #expect(count == 2)
    _ = cancellable
  }

  @Test func releasingACancellableEndsTheSubscription() {
    let subject = PassthroughSubject<Int, Never>()
    var seen: [Int] = []
    var cancellables = Set<AnyCancellable>()
    subject.sink { seen.append($0) }.store(in: &cancellables)
    subject.send(1)
    cancellables.removeAll()
    subject.send(2)
    var list: [AnyCancellable] = []
    subject.sink { seen.append($0 * 10) }.store(in: &list)
    subject.send(3)
    list[0].cancel()
    subject.send(4)
    #expect(seen == [1, 30])

    var cancelled = 0
    do {
      _ = AnyCancellable { cancelled += 1 }
    }
    let kept = AnyCancellable { cancelled += 1 }
    kept.cancel()
    kept.cancel()
    #expect(cancelled == 2)
  }

  @Test func publishersOfKnownValues() {
    #expect(received(Just(5)).values == [5])
    #expect(received(Empty<Int, Never>()).ending == "finished")
    #expect(received(Empty<Int, Never>(completeImmediately: false)).ending == nil)
    #expect(received(Fail<Int, Failed>(error: Failed())).ending == "failure Failed")
    #expect(received(Optional(3).publisher).values == [3])
    #expect(received(Optional<Int>.none.publisher).values.isEmpty)
    #expect(received(Result<Int, Failed>.failure(Failed()).publisher).ending == "failure Failed")
    let record = Record<Int, Failed> { recording in
      recording.receive(1)
      recording.receive(2)
      recording.receive(completion: .failure(Failed()))
    }
    #expect(received(record).values == [1, 2] && received(record).ending == "failure Failed")

    var made = 0
    let deferred = Deferred { () -> Just<Int> in
      made += 1
      return Just(made)
    }
    #expect(made == 0)
    #expect(received(deferred).values == [1] && received(deferred).values == [2])

    // A future runs its work once, at once, and gives each subscriber the one result.
    var runs = 0
    var fulfil: ((Result<String, Never>) -> Void)?
    let future = Future<String, Never> { promise in
      runs += 1
      fulfil = promise
    }
    var heard: [String] = []
    let first = future.sink { heard.append("first \($0)") }
    fulfil?(.success("done"))
    fulfil?(.success("again"))
    let second = future.sink { heard.append("second \($0)") }
    #expect(runs == 1 && heard == ["first done", "second done"])
    _ = (first, second)
  }
}
