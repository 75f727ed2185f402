// How many values a subscriber wants (`Subscribers.Demand`) and how a publisher ends
// (`Subscribers.Completion`). Demand is a count or unlimited; sums saturate at unlimited and
// differences stop at zero, so arithmetic on it never traps.

/// Namespace for the kinds of subscriber and what subscribers are told.
public enum Subscribers {}

extension Subscribers {
  /// How a publisher ended: it finished, or it failed with an error.
  @frozen
  public enum Completion<Failure: Error> {
    case finished
    case failure(Failure)
  }
}

extension Subscribers.Completion: Sendable {}
extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}

/// The keys of an encoded completion: whether it succeeded, and the error if not.
private enum CompletionKeys: String, CodingKey { case success, error }

extension Subscribers.Completion: Encodable where Failure: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CompletionKeys.self)
    switch self {
    case .finished:
      try container.encode(true, forKey: .success)
    case .failure(let error):
      try container.encode(false, forKey: .success)
      try container.encode(error, forKey: .error)
    }
  }
}

extension Subscribers.Completion: Decodable where Failure: Decodable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CompletionKeys.self)
    if try container.decode(Bool.self, forKey: .success) {
      self = .finished
    } else {
      self = .failure(try container.decode(Failure.self, forKey: .error))
    }
  }
}

extension Subscribers {
  /// How many more values a subscriber asks for: a count (`.max(3)`, `.none`) or `.unlimited`.
  ///
  /// Adding saturates at `.unlimited`; subtracting from a count stops at zero; subtracting from
  /// `.unlimited` leaves it unlimited. Comparisons with an `Int` treat `.unlimited` as larger
  /// than any number.
  @frozen
  public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible,
    Sendable
  {
    /// The count, or `Demand.infinite` for unlimited.
    @usableFromInline let rawValue: UInt

    /// The raw value standing for `.unlimited`: one more than any count.
    @usableFromInline static let infinite = UInt(Int.max) + 1

    @usableFromInline init(rawValue: UInt) { self.rawValue = Swift.min(rawValue, Demand.infinite) }

    /// Every value the publisher has.
    public static let unlimited = Demand(rawValue: infinite)
    /// No value.
    public static let none = Demand(rawValue: 0)

    /// At most `value` values; `value` must not be negative.
    @inlinable
    public static func max(_ value: Int) -> Demand {
      precondition(value >= 0, "a demand cannot be negative (\(value))")
      return Demand(rawValue: UInt(value))
    }

    /// The count, or nil when unlimited.
    @inlinable
    public var max: Int? { rawValue == Demand.infinite ? nil : Int(rawValue) }

    public var description: String {
      rawValue == Demand.infinite ? "unlimited" : "max(\(rawValue))"
    }

    // MARK: arithmetic

    public static func + (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.max, let b = rhs.max else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(b)
      return overflow ? .unlimited : .max(sum)
    }

    public static func + (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.max else { return .unlimited }
      let (sum, overflow) = a.addingReportingOverflow(rhs)
      if overflow { return rhs > 0 ? .unlimited : .none }
      return .max(Swift.max(0, sum))
    }

    public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
    public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

    public static func * (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.max else { return .unlimited }
      let (product, overflow) = a.multipliedReportingOverflow(by: rhs)
      if overflow { return .unlimited }
      return .max(Swift.max(0, product))
    }

    public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

    public static func - (lhs: Demand, rhs: Demand) -> Demand {
      guard let a = lhs.max else { return .unlimited }
      guard let b = rhs.max else { return .none }
      return .max(Swift.max(0, a - b))
    }

    public static func - (lhs: Demand, rhs: Int) -> Demand {
      guard let a = lhs.max else { return .unlimited }
      let (difference, overflow) = a.subtractingReportingOverflow(rhs)
      if overflow { return rhs > 0 ? .none : .unlimited }
      return .max(Swift.max(0, difference))
    }

    public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }
    public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

    // MARK: comparisons

    public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func <= (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue <= rhs.rawValue }
    public static func > (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue > rhs.rawValue }
    public static func >= (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue >= rhs.rawValue }

    public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.max == rhs }
    public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.max != rhs }
    public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.max == lhs }
    public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.max != lhs }

    public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 < rhs } ?? false }
    public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 <= rhs } ?? false }
    public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 > rhs } ?? true }
    public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.max.map { $0 >= rhs } ?? true }
    public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs < $0 } ?? true }
    public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs <= $0 } ?? true }
    public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs > $0 } ?? false }
    public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.max.map { lhs >= $0 } ?? false }

    // MARK: coding

    public init(from decoder: any Decoder) throws {
      self.init(rawValue: try decoder.singleValueContainer().decode(UInt.self))
    }

    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(rawValue)
    }
  }
}
