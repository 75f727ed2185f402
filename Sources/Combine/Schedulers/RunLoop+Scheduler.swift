// RunLoop and OperationQueue as Combine schedulers. A run loop runs work only while it runs
// (`RunLoop.main` in an app; in a test, while the test runs it): `perform` for work now,
// timers in the default mode for later and repeated work. An operation queue runs work as
// operations; later work waits on a dispatch timer, then is added.
import Dispatch
import Foundation

extension RunLoop: Scheduler {
  /// A point in wall-clock time.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The point, as a `Date`.
    public var date: Date

    public init(_ date: Date) { self.date = date }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(magnitude: other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.magnitude))
    }
  }

  /// How the run loop runs scheduled work (nothing to choose).
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { .seconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = Unchecked(action)
    perform { work.value() }
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = Unchecked(action)
    let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in work.value() }
    timer.tolerance = Swift.max(0, tolerance.magnitude)
    add(timer, forMode: .default)
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) -> any Cancellable {
    let work = Unchecked(action)
    let timer = Timer(fire: date.date, interval: interval.magnitude, repeats: true) { _ in
      work.value()
    }
    timer.tolerance = Swift.max(0, tolerance.magnitude)
    add(timer, forMode: .default)
    let handle = Unchecked(timer)
    return AnyCancellable { handle.value.invalidate() }
  }
}

extension RunLoop.SchedulerTimeType.Stride {
  /// The interval in seconds.
  public var timeInterval: TimeInterval { magnitude }

  /// An interval of `timeInterval` seconds.
  public init(_ timeInterval: TimeInterval) { self.init(magnitude: timeInterval) }
}

extension OperationQueue: Scheduler {
  /// A point in wall-clock time.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The point, as a `Date`.
    public var date: Date

    public init(_ date: Date) { self.date = date }

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(magnitude: other.date.timeIntervalSince(date))
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(date.addingTimeInterval(n.magnitude))
    }
  }

  /// How the queue runs scheduled work (nothing to choose).
  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }
  public var minimumTolerance: SchedulerTimeType.Stride { .seconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = Unchecked(action)
    addOperation { work.value() }
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = Unchecked(action)
    let queue = Unchecked(self)
    DispatchQueue.global().asyncAfter(wallDeadline: .now() + date.date.timeIntervalSinceNow) {
      queue.value.addOperation { work.value() }
    }
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) -> any Cancellable {
    let work = Unchecked(action)
    let queue = Unchecked(self)
    let timer = DispatchSource.makeTimerSource()
    timer.setEventHandler { queue.value.addOperation { work.value() } }
    timer.schedule(wallDeadline: .now() + date.date.timeIntervalSinceNow,
                   repeating: Swift.max(interval.magnitude, 0),
                   leeway: .nanoseconds(clampedNanoseconds(seconds: tolerance.magnitude)))
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

extension OperationQueue.SchedulerTimeType.Stride {
  /// The interval in seconds.
  public var timeInterval: TimeInterval { magnitude }

  /// An interval of `timeInterval` seconds.
  public init(_ timeInterval: TimeInterval) { self.init(magnitude: timeInterval) }
}
