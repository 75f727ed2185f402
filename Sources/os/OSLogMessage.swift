// The message a `Logger` writes: a string interpolation whose values carry a privacy level and
// a format (`\(count, format: .hex)`, `\(name, privacy: .public)`), formatted as iOS formats
// them; the privacy is kept, not applied (a debugger's console shows every value).
import Foundation

/// A log message built from a string interpolation (`OSLogMessage`).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral,
  Sendable
{
  let text: String

  public init(stringLiteral value: String) { text = value }
  public init(stringInterpolation: OSLogInterpolation) { text = stringInterpolation.text }
}

/// How private an interpolated value is (`OSLogPrivacy`).
public struct OSLogPrivacy: Equatable, Sendable {
  /// What a private value shows in its place.
  public enum Mask: Equatable, Sendable { case hash, none }

  enum Level: Equatable, Sendable { case automatic, open, closed, sensitive }
  let level: Level
  let mask: Mask

  public static let `public` = OSLogPrivacy(level: .open, mask: .none)
  public static let `private` = OSLogPrivacy(level: .closed, mask: .none)
  public static let sensitive = OSLogPrivacy(level: .sensitive, mask: .none)
  public static let auto = OSLogPrivacy(level: .automatic, mask: .none)
  public static func `private`(mask: Mask) -> OSLogPrivacy { .init(level: .closed, mask: mask) }
  public static func sensitive(mask: Mask) -> OSLogPrivacy { .init(level: .sensitive, mask: mask) }
  public static func auto(mask: Mask) -> OSLogPrivacy { .init(level: .automatic, mask: mask) }
}

/// Padding an interpolated value to a number of columns (`OSLogStringAlignment`).
public struct OSLogStringAlignment: Sendable {
  let columns: Int
  let leftAligned: Bool

  public static let none = OSLogStringAlignment(columns: 0, leftAligned: false)
  public static func right(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), leftAligned: false)
  }
  public static func left(columns: @autoclosure () -> Int) -> OSLogStringAlignment {
    OSLogStringAlignment(columns: columns(), leftAligned: true)
  }

  func apply(_ s: String) -> String {
    let pad = String(repeating: " ", count: max(0, columns - s.count))
    return leftAligned ? s + pad : pad + s
  }
}

/// How an interpolated integer is written (`OSLogIntegerFormatting`).
public struct OSLogIntegerFormatting: Sendable {
  let radix: Int
  let sign: Bool
  let prefix: Bool
  let uppercase: Bool
  let minDigits: Int

  public static let decimal = decimal()
  public static let hex = hex()
  public static let octal = octal()

  public static func decimal(explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0)
    -> OSLogIntegerFormatting
  {
    .init(radix: 10, sign: explicitPositiveSign, prefix: false, uppercase: false,
          minDigits: minDigits())
  }

  public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                         uppercase: Bool = false, minDigits: @autoclosure () -> Int = 0)
    -> OSLogIntegerFormatting
  {
    .init(radix: 16, sign: explicitPositiveSign, prefix: includePrefix, uppercase: uppercase,
          minDigits: minDigits())
  }

  public static func octal(explicitPositiveSign: Bool = false, includePrefix: Bool = false,
                           uppercase: Bool = false, minDigits: @autoclosure () -> Int = 0)
    -> OSLogIntegerFormatting
  {
    .init(radix: 8, sign: explicitPositiveSign, prefix: includePrefix, uppercase: uppercase,
          minDigits: minDigits())
  }

  func format<T: BinaryInteger>(_ n: T) -> String {
    var digits = String(n.magnitude, radix: radix, uppercase: uppercase)
    if digits.count < minDigits {
      digits = String(repeating: "0", count: minDigits - digits.count) + digits
    }
    if prefix { digits = (radix == 16 ? "0x" : "0") + digits }
    return (n < 0 ? "-" : sign ? "+" : "") + digits
  }
}

/// How an interpolated floating-point number is written (`OSLogFloatFormatting`).
public struct OSLogFloatFormatting: Sendable {
  let conversion: String
  let precision: Int?
  let sign: Bool
  let uppercase: Bool

  public static let fixed = fixed()
  public static let hex = hex()
  public static let exponential = exponential()
  public static let hybrid = hybrid()

  public static func fixed(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                           uppercase: Bool = false) -> OSLogFloatFormatting {
    .init(conversion: "f", precision: precision(), sign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    .init(conversion: "f", precision: nil, sign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    .init(conversion: "a", precision: nil, sign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func exponential(precision: @autoclosure () -> Int,
                                 explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    .init(conversion: "e", precision: precision(), sign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    .init(conversion: "e", precision: nil, sign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func hybrid(precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false,
                            uppercase: Bool = false) -> OSLogFloatFormatting {
    .init(conversion: "g", precision: precision(), sign: explicitPositiveSign, uppercase: uppercase)
  }
  public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> OSLogFloatFormatting
  {
    .init(conversion: "g", precision: nil, sign: explicitPositiveSign, uppercase: uppercase)
  }

  func format(_ x: Double) -> String {
    let spec = "%" + (sign ? "+" : "") + (precision.map { ".\($0)" } ?? "")
      + (uppercase ? conversion.uppercased() : conversion)
    return String(format: spec, x)
  }
}

/// How an interpolated Boolean is written: true/false or YES/NO (`OSLogBoolFormat`).
public enum OSLogBoolFormat: Sendable { case truth, answer }

/// The pieces of a log message: literal text and interpolated values (`OSLogInterpolation`).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
  var text = ""

  public init(literalCapacity: Int, interpolationCount: Int) {
    text.reserveCapacity(literalCapacity + 8 * interpolationCount)
  }

  public mutating func appendLiteral(_ literal: String) { text += literal }

  public mutating func appendInterpolation<T: FixedWidthInteger>(
    _ number: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.format(number()))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Double, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.format(number()))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> Float, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.format(Double(number())))
  }

  public mutating func appendInterpolation(
    _ number: @autoclosure @escaping () -> CGFloat, format: OSLogFloatFormatting = .fixed,
    align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(format.format(Double(number())))
  }

  public mutating func appendInterpolation(
    _ boolean: @autoclosure @escaping () -> Bool, format: OSLogBoolFormat = .truth,
    privacy: OSLogPrivacy = .auto
  ) {
    let value = boolean()
    text += format == .truth ? (value ? "true" : "false") : (value ? "YES" : "NO")
  }

  public mutating func appendInterpolation(
    _ argumentString: @autoclosure @escaping () -> String, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(argumentString())
  }

  public mutating func appendInterpolation<T: CustomStringConvertible>(
    _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(value().description)
  }

  public mutating func appendInterpolation(
    _ argumentObject: @autoclosure @escaping () -> NSObject, privacy: OSLogPrivacy = .auto
  ) {
    text += argumentObject().description
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure @escaping () -> Any.Type, align: OSLogStringAlignment = .none,
    privacy: OSLogPrivacy = .auto
  ) {
    text += align.apply(String(reflecting: value()))
  }
}
