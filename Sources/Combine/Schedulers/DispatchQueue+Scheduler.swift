// DispatchQueue as a Combine scheduler: work runs on the queue, later work with `asyncAfter`
// at a `DispatchTime`, repeated work from a dispatch timer source.
import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
  /// A point in dispatch time.
  public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
    /// The point, as `DispatchTime`.
    public var dispatchTime: DispatchTime

    public init(_ time: DispatchTime) { dispatchTime = time }

    public func distance(to other: SchedulerTimeType) -> Stride {
      let start = dispatchTime.uptimeNanoseconds, end = other.dispatchTime.uptimeNanoseconds
      let magnitude = end >= start ? Int(clamping: end - start) : -Int(clamping: start - end)
      return Stride(magnitude: magnitude)
    }

    public func advanced(by n: Stride) -> SchedulerTimeType {
      // Uptime 0 means "now" to Dispatch, so times stop at 1 nanosecond.
      let uptime = dispatchTime.uptimeNanoseconds
      let step = UInt64(n.magnitude.magnitude)
      let moved = n.magnitude >= 0
        ? uptime.addingReportingOverflow(step) : uptime.subtractingReportingOverflow(step)
      let clamped = moved.overflow
        ? (n.magnitude >= 0 ? UInt64.max : 1) : Swift.max(1, moved.partialValue)
      return SchedulerTimeType(DispatchTime(uptimeNanoseconds: clamped))
    }

    public static func < (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime < rhs.dispatchTime
    }

    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ lhs: SchedulerTimeType, _ rhs: SchedulerTimeType) -> Bool {
      lhs.dispatchTime == rhs.dispatchTime
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(dispatchTime.uptimeNanoseconds) }

    public init(from decoder: any Decoder) throws {
      let uptime = try decoder.singleValueContainer().decode(UInt64.self)
      dispatchTime = DispatchTime(uptimeNanoseconds: uptime)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(dispatchTime.uptimeNanoseconds)
    }
  }

  /// How the queue runs scheduled work.
  public struct SchedulerOptions {
    public var qos: DispatchQoS
    public var flags: DispatchWorkItemFlags
    public var group: DispatchGroup?

    public init(qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
                group: DispatchGroup? = nil) {
      self.qos = qos
      self.flags = flags
      self.group = group
    }
  }

  public var minimumTolerance: SchedulerTimeType.Stride { .nanoseconds(0) }

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = Unchecked(action)
    async(group: options?.group, qos: options?.qos ?? .unspecified,
          flags: options?.flags ?? []) { work.value() }
  }

  public func schedule(after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
                       options: SchedulerOptions?, _ action: @escaping () -> Void) {
    let work = Unchecked(action)
    asyncAfter(deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
               flags: options?.flags ?? []) { work.value() }
  }

  public func schedule(after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
                       tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
                       _ action: @escaping () -> Void) -> any Cancellable {
    let work = Unchecked(action)
    let timer = DispatchSource.makeTimerSource(queue: self)
    timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
      work.value()
    }
    timer.schedule(deadline: date.dispatchTime, repeating: interval.timeInterval,
                   leeway: Swift.max(tolerance, minimumTolerance).timeInterval)
    timer.resume()
    return AnyCancellable { timer.cancel() }
  }
}

extension DispatchQueue.SchedulerTimeType.Stride {
  /// The interval as a `DispatchTimeInterval` (in nanoseconds).
  public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

  /// The interval `timeInterval` (`.never` is the longest interval there is).
  public init(_ timeInterval: DispatchTimeInterval) {
    switch timeInterval {
    case .seconds(let s): self = .seconds(s)
    case .milliseconds(let ms): self = .milliseconds(ms)
    case .microseconds(let us): self = .microseconds(us)
    case .nanoseconds(let ns): self = .nanoseconds(ns)
    case .never: self.init(magnitude: .max)
    @unknown default: self.init(magnitude: .max)
    }
  }
}
