// What a chart plots: values that are numbers (quantities), strings (categories) or dates
// (time), as Swift Charts' `Plottable`, labelled by `PlottableValue.value(_:_:)`. A chart reads
// each value as one of those three kinds (`PlotValue`); a date given with a `unit:` stands for
// the whole bin (a day, a month) it falls in.
import Cellshot
import Foundation

/// A type whose values a chart can plot, as Swift Charts' `Plottable`: it stands for a primitive
/// value (a number, a string or a date).
public protocol Plottable {
  /// The primitive type the values stand for.
  associatedtype PrimitivePlottable: PrimitivePlottableProtocol
  /// The primitive value this value stands for.
  var primitivePlottable: PrimitivePlottable { get }
  /// The value standing for a primitive one, or nil when none does.
  init?(primitivePlottable: PrimitivePlottable)
}

/// The primitive types a chart plots: numbers, strings and dates.
public protocol PrimitivePlottableProtocol: Plottable {}

extension Plottable where Self: PrimitivePlottableProtocol {
  public var primitivePlottable: Self { self }
  public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, Self.RawValue: Plottable {
  public var primitivePlottable: RawValue.PrimitivePlottable { rawValue.primitivePlottable }
  public init?(primitivePlottable: RawValue.PrimitivePlottable) {
    guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
    self.init(rawValue: raw)
  }
}

extension String: PrimitivePlottableProtocol {}
extension Date: PrimitivePlottableProtocol {}
extension Double: PrimitivePlottableProtocol {}
extension Float: PrimitivePlottableProtocol {}
extension CGFloat: PrimitivePlottableProtocol {}
extension Decimal: PrimitivePlottableProtocol {}
extension Int: PrimitivePlottableProtocol {}
extension Int8: PrimitivePlottableProtocol {}
extension Int16: PrimitivePlottableProtocol {}
extension Int32: PrimitivePlottableProtocol {}
extension Int64: PrimitivePlottableProtocol {}
extension UInt: PrimitivePlottableProtocol {}
extension UInt8: PrimitivePlottableProtocol {}
extension UInt16: PrimitivePlottableProtocol {}
extension UInt32: PrimitivePlottableProtocol {}
extension UInt64: PrimitivePlottableProtocol {}

/// A labelled value a mark plots on one of its properties (x, y, angle, a style's category), as
/// Swift Charts' `PlottableValue`: `.value("Day", date, unit: .day)`.
public struct PlottableValue<Value: Plottable> {
  /// The label as a string (empty for a `Text` or a localized key): the chart shows none.
  let label: String
  /// What the chart plots.
  let plotted: PlotValue
  /// The bin a date stands for (`unit:`), nil for a point in time or another kind of value.
  let unit: Calendar.Component?

  init(label: String, value: Value, unit: Calendar.Component? = nil,
       calendar: Calendar? = nil) {
    self.label = label
    var plotted = PlotValue(value.primitivePlottable)
    if let unit, case .date(let date) = plotted {
      let calendar = calendar ?? .current
      plotted = .date(calendar.dateInterval(of: unit, for: date)?.start ?? date)
    }
    self.plotted = plotted
    self.unit = unit
  }

  /// A value labelled with a text.
  public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: "", value: value)
  }

  /// A value labelled with a localized key.
  public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
    PlottableValue(label: "", value: value)
  }

  /// A value labelled with a string.
  public static func value<S: StringProtocol>(_ label: S, _ value: Value)
    -> PlottableValue<Value>
  {
    PlottableValue(label: String(label), value: value)
  }
}

extension PlottableValue where Value == Date {
  /// A date that stands for the bin of `unit` it falls in (a day, a week, a month).
  public static func value<S: StringProtocol>(_ label: S, _ date: Date,
                                              unit: Calendar.Component,
                                              calendar: Calendar? = nil)
    -> PlottableValue<Value>
  {
    PlottableValue(label: String(label), value: date, unit: unit, calendar: calendar)
  }

  /// A date that stands for the bin of `unit` it falls in, labelled with a localized key.
  public static func value(_ label: LocalizedStringKey, _ date: Date, unit: Calendar.Component,
                           calendar: Calendar? = nil) -> PlottableValue<Value> {
    PlottableValue(label: "", value: date, unit: unit, calendar: calendar)
  }

  /// A date that stands for the bin of `unit` it falls in, labelled with a text.
  public static func value(_ label: Text, _ date: Date, unit: Calendar.Component,
                           calendar: Calendar? = nil) -> PlottableValue<Value> {
    PlottableValue(label: "", value: date, unit: unit, calendar: calendar)
  }
}

/// A plotted value as the chart reads it: a quantity, a category or a moment.
enum PlotValue: Hashable {
  case number(Double)
  case category(String)
  case date(Date)

  init(_ primitive: some PrimitivePlottableProtocol) {
    switch primitive {
    case let value as String: self = .category(value)
    case let value as Date: self = .date(value)
    case let value as Double: self = .number(value)
    case let value as Float: self = .number(Double(value))
    case let value as CGFloat: self = .number(Double(value))
    case let value as Decimal: self = .number(NSDecimalNumber(decimal: value).doubleValue)
    case let value as any BinaryInteger: self = .number(Double(value))
    case let value as any BinaryFloatingPoint: self = .number(Double(value))
    default: self = .category(String(describing: primitive))
    }
  }

  /// The value on a continuous scale (a number, or a date's seconds), nil for a category.
  var continuous: Double? {
    switch self {
    case .number(let value): value.isFinite ? value : nil
    case .date(let date): date.timeIntervalSinceReferenceDate
    case .category: nil
    }
  }

  /// The text a legend or an axis shows for a category.
  var text: String {
    switch self {
    case .number(let value): formatNumber(value)
    case .category(let name): name
    case .date(let date): date.formatted(date: .abbreviated, time: .omitted)
    }
  }
}

/// A number as an axis label shows it: no decimals for a whole number, else up to two.
func formatNumber(_ value: Double) -> String {
  if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
  var text = String(format: "%.2f", value)
  while text.hasSuffix("0") { text.removeLast() }
  if text.hasSuffix(".") { text.removeLast() }
  return text
}
