// The strides of the schedulers' times (generated shapes, one per scheduler, as Apple declares
// them): DispatchQueue's and ImmediateScheduler's count nanoseconds in an `Int`; RunLoop's and
// OperationQueue's count seconds in a `TimeInterval`. `magnitude` is the signed interval, as in
// Combine. Integer arithmetic wraps instead of trapping on overflow.
import Foundation

/// `seconds` in whole nanoseconds, clamped to what an `Int` holds.
func clampedNanoseconds(seconds: Double) -> Int {
  let value = (seconds * 1e9).rounded()
  guard value.isFinite else { return value < 0 ? Int.min : Int.max }
  return value >= 9.2e18 ? Int.max : value <= -9.2e18 ? Int.min : Int(value)
}

extension DispatchQueue.SchedulerTimeType {
  /// An interval of the scheduler's time, in nanoseconds.
  public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
    SchedulerTimeIntervalConvertible, Hashable, Sendable
  {
    public typealias FloatLiteralType = Double
    public typealias IntegerLiteralType = Int
    public typealias Magnitude = Int

    /// The interval, in nanoseconds (negative for an interval back in time).
    public var magnitude: Int

    /// An interval of `value` seconds.
    public init(integerLiteral value: Int) {
      magnitude = clampedNanoseconds(seconds: Double(value))
    }

    /// An interval of `value` seconds.
    public init(floatLiteral value: Double) { magnitude = clampedNanoseconds(seconds: value) }

    /// An interval whose magnitude is `source` nanoseconds.
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Int(exactly: source) else { return nil }
      magnitude = value
    }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool { lhs.magnitude == rhs.magnitude }

    public static func + (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude.addingReportingOverflow(rhs.magnitude).partialValue)
    }
    public static func - (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude.subtractingReportingOverflow(rhs.magnitude).partialValue)
    }
    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude).partialValue)
    }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

    public static func seconds(_ s: Int) -> Stride {
      Stride(magnitude: s.multipliedReportingOverflow(by: 1_000_000_000).partialValue)
    }
    public static func seconds(_ s: Double) -> Stride {
      Stride(magnitude: clampedNanoseconds(seconds: s))
    }
    public static func milliseconds(_ ms: Int) -> Stride {
      Stride(magnitude: ms.multipliedReportingOverflow(by: 1_000_000).partialValue)
    }
    public static func microseconds(_ us: Int) -> Stride {
      Stride(magnitude: us.multipliedReportingOverflow(by: 1_000).partialValue)
    }
    public static func nanoseconds(_ ns: Int) -> Stride {
      Stride(magnitude: ns)
    }

    init(magnitude: Int) { self.magnitude = magnitude }

    public init(from decoder: any Decoder) throws {
      magnitude = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(magnitude)
    }
  }
}

extension ImmediateScheduler.SchedulerTimeType {
  /// An interval of the scheduler's time, in nanoseconds.
  public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
    SchedulerTimeIntervalConvertible, Hashable, Sendable
  {
    public typealias FloatLiteralType = Double
    public typealias IntegerLiteralType = Int
    public typealias Magnitude = Int

    /// The interval, in nanoseconds (negative for an interval back in time).
    public var magnitude: Int

    /// An interval of `value` seconds.
    public init(integerLiteral value: Int) {
      magnitude = clampedNanoseconds(seconds: Double(value))
    }

    /// An interval of `value` seconds.
    public init(floatLiteral value: Double) { magnitude = clampedNanoseconds(seconds: value) }

    /// An interval whose magnitude is `source` nanoseconds.
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Int(exactly: source) else { return nil }
      magnitude = value
    }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool { lhs.magnitude == rhs.magnitude }

    public static func + (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude.addingReportingOverflow(rhs.magnitude).partialValue)
    }
    public static func - (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude.subtractingReportingOverflow(rhs.magnitude).partialValue)
    }
    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude.multipliedReportingOverflow(by: rhs.magnitude).partialValue)
    }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

    public static func seconds(_ s: Int) -> Stride {
      Stride(magnitude: s.multipliedReportingOverflow(by: 1_000_000_000).partialValue)
    }
    public static func seconds(_ s: Double) -> Stride {
      Stride(magnitude: clampedNanoseconds(seconds: s))
    }
    public static func milliseconds(_ ms: Int) -> Stride {
      Stride(magnitude: ms.multipliedReportingOverflow(by: 1_000_000).partialValue)
    }
    public static func microseconds(_ us: Int) -> Stride {
      Stride(magnitude: us.multipliedReportingOverflow(by: 1_000).partialValue)
    }
    public static func nanoseconds(_ ns: Int) -> Stride {
      Stride(magnitude: ns)
    }

    init(magnitude: Int) { self.magnitude = magnitude }

    public init(from decoder: any Decoder) throws {
      magnitude = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(magnitude)
    }
  }
}

extension RunLoop.SchedulerTimeType {
  /// An interval of the scheduler's time, in seconds.
  public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
    SchedulerTimeIntervalConvertible, Hashable, Sendable
  {
    public typealias FloatLiteralType = TimeInterval
    public typealias IntegerLiteralType = TimeInterval
    public typealias Magnitude = TimeInterval

    /// The interval, in seconds (negative for an interval back in time).
    public var magnitude: TimeInterval

    /// An interval of `value` seconds.
    public init(integerLiteral value: TimeInterval) {
      magnitude = value
    }

    /// An interval of `value` seconds.
    public init(floatLiteral value: TimeInterval) { magnitude = value }

    /// An interval whose magnitude is `source` seconds.
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Double(exactly: source) else { return nil }
      magnitude = value
    }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool { lhs.magnitude == rhs.magnitude }

    public static func + (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude + rhs.magnitude)
    }
    public static func - (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude - rhs.magnitude)
    }
    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude * rhs.magnitude)
    }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

    public static func seconds(_ s: Int) -> Stride {
      Stride(magnitude: Double(s))
    }
    public static func seconds(_ s: Double) -> Stride {
      Stride(magnitude: s)
    }
    public static func milliseconds(_ ms: Int) -> Stride {
      Stride(magnitude: Double(ms) / 1e3)
    }
    public static func microseconds(_ us: Int) -> Stride {
      Stride(magnitude: Double(us) / 1e6)
    }
    public static func nanoseconds(_ ns: Int) -> Stride {
      Stride(magnitude: Double(ns) / 1e9)
    }

    init(magnitude: TimeInterval) { self.magnitude = magnitude }

    public init(from decoder: any Decoder) throws {
      magnitude = try decoder.singleValueContainer().decode(TimeInterval.self)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(magnitude)
    }
  }
}

extension OperationQueue.SchedulerTimeType {
  /// An interval of the scheduler's time, in seconds.
  public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable,
    SchedulerTimeIntervalConvertible, Hashable, Sendable
  {
    public typealias FloatLiteralType = TimeInterval
    public typealias IntegerLiteralType = TimeInterval
    public typealias Magnitude = TimeInterval

    /// The interval, in seconds (negative for an interval back in time).
    public var magnitude: TimeInterval

    /// An interval of `value` seconds.
    public init(integerLiteral value: TimeInterval) {
      magnitude = value
    }

    /// An interval of `value` seconds.
    public init(floatLiteral value: TimeInterval) { magnitude = value }

    /// An interval whose magnitude is `source` seconds.
    public init?<T: BinaryInteger>(exactly source: T) {
      guard let value = Double(exactly: source) else { return nil }
      magnitude = value
    }

    public static func < (lhs: Stride, rhs: Stride) -> Bool { lhs.magnitude < rhs.magnitude }
    @_implements(Equatable, ==(_:_:))
    public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool { lhs.magnitude == rhs.magnitude }

    public static func + (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude + rhs.magnitude)
    }
    public static func - (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude - rhs.magnitude)
    }
    public static func * (lhs: Stride, rhs: Stride) -> Stride {
      Stride(magnitude: lhs.magnitude * rhs.magnitude)
    }
    public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
    public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
    public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

    public static func seconds(_ s: Int) -> Stride {
      Stride(magnitude: Double(s))
    }
    public static func seconds(_ s: Double) -> Stride {
      Stride(magnitude: s)
    }
    public static func milliseconds(_ ms: Int) -> Stride {
      Stride(magnitude: Double(ms) / 1e3)
    }
    public static func microseconds(_ us: Int) -> Stride {
      Stride(magnitude: Double(us) / 1e6)
    }
    public static func nanoseconds(_ ns: Int) -> Stride {
      Stride(magnitude: Double(ns) / 1e9)
    }

    init(magnitude: TimeInterval) { self.magnitude = magnitude }

    public init(from decoder: any Decoder) throws {
      magnitude = try decoder.singleValueContainer().decode(TimeInterval.self)
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(magnitude)
    }
  }
}
