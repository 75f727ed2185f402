// Schedulers as Combine names them, for `delay(for: .seconds(1), scheduler: RunLoop.main)` and
// `debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)`: the intervals compile and
// schedule nothing (a picture shows the values once arrived).
import Foundation

/// Something that runs work at times: its time type, whose stride says `.seconds(1)`.
public protocol Scheduler {
  associatedtype SchedulerTimeType: Strideable
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  associatedtype SchedulerOptions
}

/// An interval that can be written in seconds, milliseconds, microseconds or nanoseconds.
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// A scheduler's time: seconds since some start.
public struct SchedulerTime: Strideable, Hashable, Sendable {
  public var seconds: Double
  public init(seconds: Double) { self.seconds = seconds }
  public func distance(to other: SchedulerTime) -> Stride {
    Stride(seconds: other.seconds - seconds)
  }
  public func advanced(by n: Stride) -> SchedulerTime { SchedulerTime(seconds: seconds + n.seconds) }

  /// An interval, in seconds.
  public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable,
    Sendable, ExpressibleByFloatLiteral
  {
    public var seconds: Double
    public init(seconds: Double) { self.seconds = seconds }
    public init(integerLiteral value: Int) { seconds = Double(value) }
    public init(floatLiteral value: Double) { seconds = value }
    public init?<T: BinaryInteger>(exactly source: T) { seconds = Double(source) }
    public var magnitude: Stride { Stride(seconds: abs(seconds)) }
    public static func < (a: Stride, b: Stride) -> Bool { a.seconds < b.seconds }
    public static func + (a: Stride, b: Stride) -> Stride { Stride(seconds: a.seconds + b.seconds) }
    public static func - (a: Stride, b: Stride) -> Stride { Stride(seconds: a.seconds - b.seconds) }
    public static func * (a: Stride, b: Stride) -> Stride { Stride(seconds: a.seconds * b.seconds) }
    public static func += (a: inout Stride, b: Stride) { a = a + b }
    public static func -= (a: inout Stride, b: Stride) { a = a - b }
    public static func *= (a: inout Stride, b: Stride) { a = a * b }
    public static func seconds(_ s: Int) -> Stride { Stride(seconds: Double(s)) }
    public static func seconds(_ s: Double) -> Stride { Stride(seconds: s) }
    public static func milliseconds(_ ms: Int) -> Stride { Stride(seconds: Double(ms) / 1e3) }
    public static func microseconds(_ us: Int) -> Stride { Stride(seconds: Double(us) / 1e6) }
    public static func nanoseconds(_ ns: Int) -> Stride { Stride(seconds: Double(ns) / 1e9) }
  }
}

extension RunLoop: Scheduler {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = Never
}

extension DispatchQueue: Scheduler {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = Never
}

extension OperationQueue: Scheduler {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = Never
}

/// Runs work at once.
public struct ImmediateScheduler: Scheduler, Sendable {
  public typealias SchedulerTimeType = SchedulerTime
  public typealias SchedulerOptions = Never
  public static let shared = ImmediateScheduler()
}
