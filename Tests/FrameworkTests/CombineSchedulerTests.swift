import Combine
import Foundation
import Testing

/// Timing operators on a scheduler whose clock the test moves, the schedulers app code names,
/// and the Foundation publishers (timer, notifications).
@Suite struct CombineSchedulerTests {
  @Test func debounceSendsAValueOnceQuietTimeHasPassed() {
    let scheduler = TestScheduler()
    let typed = PassthroughSubject<String, Never>()
    var sent: [String] = []
    var ended = false
    let cancellable = typed.debounce(for: .milliseconds(300), scheduler: scheduler)
      .sink(receiveCompletion: { _ in ended = true }, receiveValue: { sent.append($0) })
    typed.send("c")
    scheduler.advance(by: .milliseconds(100))
    typed.send("ca")
    scheduler.advance(by: .milliseconds(299))
    #expect(sent.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(sent == ["ca"])
    typed.send("cat")
    typed.send(completion: .finished)
    #expect(sent == ["ca"] && !ended)
    scheduler.advance(by: .milliseconds(300))
    #expect(sent == ["ca", "cat"] && ended)
    _ = cancellable
  }

  @Test func throttleDelayAndTimeout() {
    let scheduler = TestScheduler()
    let taps = PassthroughSubject<Int, Never>()
    var latest: [Int] = []
    var first: [Int] = []
    let cancellables = [
      taps.throttle(for: .seconds(1), scheduler: scheduler, latest: true)
        .sink { latest.append($0) },
      taps.throttle(for: .seconds(1), scheduler: scheduler, latest: false)
        .sink { first.append($0) },
    ]
    taps.send(1)
    scheduler.advance(by: .milliseconds(1))
    taps.send(2)
    taps.send(3)
    scheduler.advance(by: .seconds(1))
    #expect(latest == [1, 3] && first == [1, 2])
    _ = cancellables

    var delayed: [Int] = []
    let delaying = Just(7).delay(for: .seconds(2), scheduler: scheduler)
      .sink { delayed.append($0) }
    scheduler.advance(by: .milliseconds(1999))
    #expect(delayed.isEmpty)
    scheduler.advance(by: .milliseconds(1))
    #expect(delayed == [7])
    _ = delaying

    let silent = PassthroughSubject<Int, Failed>()
    var outcome: Subscribers.Completion<Failed>?
    let waiting = silent.timeout(.seconds(5), scheduler: scheduler) { Failed() }
      .sink(receiveCompletion: { outcome = $0 }, receiveValue: { _ in })
    scheduler.advance(by: .seconds(4))
    silent.send(1)
    scheduler.advance(by: .seconds(4))
    #expect(outcome == nil)
    scheduler.advance(by: .seconds(1))
    #expect(outcome == .failure(Failed()))
    _ = waiting

    var batches: [[Int]] = []
    let batching = taps.collect(.byTime(scheduler, .seconds(1))).sink { batches.append($0) }
    taps.send(1)
    taps.send(2)
    scheduler.advance(by: .seconds(1))
    taps.send(3)
    scheduler.advance(by: .seconds(1))
    #expect(batches == [[1, 2], [3]])
    _ = batching
  }

  @Test func receiveOnDeliversFromTheScheduler() {
    let scheduler = TestScheduler()
    var seen: [Int] = []
    let cancellable = [1, 2].publisher.receive(on: scheduler).sink { seen.append($0) }
    #expect(seen.isEmpty)
    scheduler.advance(by: .nanoseconds(0))
    #expect(seen == [1, 2])
    _ = cancellable

    // The immediate scheduler runs at once: a delay on it is none.
    #expect(received(Just(1).delay(for: .seconds(10), scheduler: ImmediateScheduler.shared))
      .values == [1])
    var ran = false
    ImmediateScheduler.shared.schedule { ran = true }
    #expect(ran)
  }

  @Test func schedulerTimesAndStrides() {
    let now = DispatchQueue.main.now
    #expect(now.distance(to: now.advanced(by: .milliseconds(5))) == .milliseconds(5))
    #expect(DispatchQueue.SchedulerTimeType.Stride.seconds(1.5).magnitude == 1_500_000_000)
    #expect(DispatchQueue.SchedulerTimeType.Stride(.milliseconds(2)) == .microseconds(2_000))
    #expect(DispatchQueue.main.minimumTolerance == .nanoseconds(0))
    let start = RunLoop.main.now
    #expect(start.advanced(by: .seconds(2)).date == start.date.addingTimeInterval(2))
    #expect(RunLoop.SchedulerTimeType.Stride.milliseconds(250).timeInterval == 0.25)
    #expect(OperationQueue.main.now.distance(to: OperationQueue.main.now) <= .seconds(1))
  }

  @Test func aDispatchQueueRunsScheduledWork() async {
    let queue = DispatchQueue(label: "combine-tests")
    let value = await withCheckedContinuation { continuation in
      queue.schedule(after: queue.now.advanced(by: .milliseconds(1))) {
        continuation.resume(returning: 5)
      }
    }
    #expect(value == 5)
    var seen: [Int] = []
    for await number in [1, 2, 3].publisher.receive(on: queue).values { seen.append(number) }
    #expect(seen == [1, 2, 3])
  }

  /// A timer fires only while its run loop runs; `upstream.connect().cancel()` stops it.
  @Test func aTimerFiresWhileItsRunLoopRuns() {
    let loop = RunLoop.current
    let timer = Timer.publish(every: 0.01, on: loop, in: .default).autoconnect()
    var ticks = 0
    let cancellable = timer.sink { _ in ticks += 1 }
    #expect(ticks == 0)
    let deadline = Date().addingTimeInterval(2)
    while ticks < 2, Date() < deadline { loop.run(until: Date().addingTimeInterval(0.01)) }
    #expect(ticks >= 2)
    timer.upstream.connect().cancel()
    let stopped = ticks
    loop.run(until: Date().addingTimeInterval(0.05))
    #expect(ticks == stopped)
    _ = cancellable
  }

  @Test func notificationsWhileSubscribed() {
    let center = NotificationCenter()
    let name = Notification.Name("CombineTests.ping")
    var heard: [String] = []
    let cancellable = center.publisher(for: name).compactMap { $0.object as? String }
      .sink { heard.append($0) }
    center.post(name: name, object: "one")
    center.post(name: Notification.Name("other"), object: "no")
    cancellable.cancel()
    center.post(name: name, object: "two")
    #expect(heard == ["one"])
  }
}
