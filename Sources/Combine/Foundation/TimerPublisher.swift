// `Timer.publish(every:on:in:)`: a connectable publisher of the dates a repeating Foundation
// timer fires at, on the run loop and mode given. It fires only while that run loop runs; a
// picture is one instant, so in a picture it never fires. `.autoconnect()` starts it with its
// first subscriber; `timer.upstream.connect().cancel()` stops it, as in apps.
import Foundation

extension Timer {
  /// A publisher of the dates a timer fires at every `interval` seconds, once connected.
  public static func publish(every interval: TimeInterval, tolerance: TimeInterval? = nil,
                             on runLoop: RunLoop, in mode: RunLoop.Mode,
                             options: RunLoop.SchedulerOptions? = nil) -> TimerPublisher {
    TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode,
                   options: options)
  }

  /// A connectable publisher of a repeating timer's fire dates.
  ///
  /// Connecting schedules the timer on its run loop; connecting again while it runs gives the
  /// same connection, so cancelling either stops it. Ticks a subscriber has no demand for are
  /// dropped.
  public final class TimerPublisher: ConnectablePublisher {
    public typealias Output = Date
    public typealias Failure = Never

    public final let interval: TimeInterval
    public final let tolerance: TimeInterval?
    public final let runLoop: RunLoop
    public final let mode: RunLoop.Mode
    public final let options: RunLoop.SchedulerOptions?

    private let lock = Lock()
    private let ticks = PassthroughSubject<Date, Never>()
    private var timer: Timer?

    public init(interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop,
                mode: RunLoop.Mode, options: RunLoop.SchedulerOptions? = nil) {
      self.interval = interval
      self.tolerance = tolerance
      self.runLoop = runLoop
      self.mode = mode
      self.options = options
    }

    deinit { timer?.invalidate() }

    public final func receive<S: Subscriber>(subscriber: S)
    where S.Input == Date, S.Failure == Never {
      ticks.receive(subscriber: subscriber)
    }

    public final func connect() -> any Cancellable {
      let started = lock { () -> Timer? in
        guard timer == nil else { return nil }
        let ticks = Unchecked(self.ticks)
        let timer = Timer(timeInterval: Swift.max(interval, 0.0001), repeats: true) { _ in
          ticks.value.send(Date())
        }
        if let tolerance { timer.tolerance = tolerance }
        self.timer = timer
        return timer
      }
      if let started { runLoop.add(started, forMode: mode) }
      return AnyCancellable { [weak self] in self?.disconnect() }
    }

    private func disconnect() {
      let running = lock { () -> Timer? in
        defer { timer = nil }
        return timer
      }
      running?.invalidate()
    }
  }
}
