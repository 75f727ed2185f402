// Schedulers: what runs a Combine operator's work at a time (`receive(on:)`, `delay`,
// `debounce`, `throttle`, `timeout`, `Timer.publish`), as Apple declares them. A scheduler has
// a time type (`SchedulerTimeType`) whose stride says `.seconds(1)` or `.milliseconds(300)`,
// a `now`, a `minimumTolerance`, and three ways to schedule: as soon as possible, after a
// time, and repeatedly. `ImmediateScheduler` runs work at once; DispatchQueue, RunLoop and
// OperationQueue run it when they would run any other work (a run loop only while it runs).

/// An interval that can be written in seconds, milliseconds, microseconds or nanoseconds.
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// Something that runs work now, at a time, or repeatedly.
public protocol Scheduler<SchedulerTimeType> {
  /// The scheduler's time: a point it can schedule at.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options for scheduling (a dispatch queue's quality of service, ...).
  associatedtype SchedulerOptions

  /// The scheduler's current time.
  var now: SchedulerTimeType { get }
  /// The least tolerance the scheduler allows for a scheduled time.
  var minimumTolerance: SchedulerTimeType.Stride { get }

  /// Runs `action` as soon as possible.
  func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date` (or up to `tolerance` later).
  func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                options: SchedulerOptions?, _ action: @escaping () -> Void)
  /// Runs `action` at `date` and every `interval` after it, until cancelled.
  func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                _ action: @escaping () -> Void) -> any Cancellable
}

extension Scheduler {
  /// Runs `action` at `date`, with the scheduler's minimum tolerance.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: minimumTolerance, options: nil, action)
  }

  /// Runs `action` as soon as possible.
  public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

  /// Runs `action` at `date` (or up to `tolerance` later).
  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                       _ action: @escaping () -> Void) {
    schedule(after: date, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date` and every `interval` after it, until cancelled.
  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void)
    -> any Cancellable
  {
    schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
  }

  /// Runs `action` at `date` and every `interval` after it, until cancelled.
  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       _ action: @escaping () -> Void) -> any Cancellable
  {
    schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
  }
}

/// A scheduler that runs work at once, on the calling thread: `now` never moves.
public struct ImmediateScheduler: Scheduler, Sendable {
  public typealias SchedulerOptions = Never

  /// The only time of an immediate scheduler.
  public struct SchedulerTimeType: Strideable, Sendable {
    fileprivate let tick: Int

    public func distance(to other: SchedulerTimeType) -> Stride {
      Stride(magnitude: other.tick.subtractingReportingOverflow(tick).partialValue)
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      SchedulerTimeType(tick: tick.addingReportingOverflow(n.magnitude).partialValue)
    }
  }

  /// The shared immediate scheduler.
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType(tick: 0) }
  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) { action() }

  /// Runs `action` at once: an immediate scheduler has no later.
  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) {
    action()
  }

  /// Runs `action` once, at once.
  @discardableResult
  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) -> any Cancellable {
    action()
    return AnyCancellable {}
  }
}

extension ImmediateScheduler.SchedulerTimeType.Stride {
  /// An interval of `value` nanoseconds.
  public init(_ value: Int) { self.init(magnitude: value) }
}
