// String.LocalizationValue: a localizable string as iOS 15's Foundation declares it, the type of
// `String(localized:)`'s and `LocalizedStringResource`'s literals. Linux's Foundation has none.
// A value keeps its literal parts and interpolated values apart, as Apple's does: its key is
// the literal parts with a format specifier for each value ("%@", "%lld", "%lf", as Apple's
// `formatSpecifier` picks them), and its text is the key's format filled with the values
// (`String(format:locale:)`'s rules: "%lf" of 3.5 is "3.500000", as on iOS). No string table
// is read (LocalizedStringResource.swift says why), so the text shown is always this one.

#if !canImport(Darwin)
import Foundation

/// A value that a localized string's format specifier can take (`Int` as "%lld", `Double`
/// as "%lf"), as Foundation declares it.
public protocol _FormatSpecifiable: Equatable {
  associatedtype _Arg: CVarArg
  var _arg: _Arg { get }
}

extension Int: _FormatSpecifiable { public var _arg: Int64 { Int64(self) } }
extension Int8: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int16: _FormatSpecifiable { public var _arg: Int32 { Int32(self) } }
extension Int32: _FormatSpecifiable { public var _arg: Int32 { self } }
extension Int64: _FormatSpecifiable { public var _arg: Int64 { self } }
extension UInt: _FormatSpecifiable { public var _arg: UInt64 { UInt64(self) } }
extension UInt8: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt16: _FormatSpecifiable { public var _arg: UInt32 { UInt32(self) } }
extension UInt32: _FormatSpecifiable { public var _arg: UInt32 { self } }
extension UInt64: _FormatSpecifiable { public var _arg: UInt64 { self } }
extension Float: _FormatSpecifiable { public var _arg: Float { self } }
extension Double: _FormatSpecifiable { public var _arg: Double { self } }
extension CGFloat: _FormatSpecifiable { public var _arg: CGFloat { self } }

extension String {
  /// Options for `String(localized:options:...)`: the values that fill a value's placeholders.
  public struct LocalizationOptions {
    /// The values of the placeholders (`"\(placeholder: .int)"`), in order.
    public var replacements: [any CVarArg]?
    public init() {}
  }

  /// A string to localize: literal parts and interpolated values, kept apart so that the key
  /// names a format ("Hello %@") and the values fill it.
  public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation, Codable,
    Sendable
  {
    /// The kind of value a placeholder stands for, and so its format specifier.
    public enum Placeholder: Codable, Hashable, Sendable {
      case int, uint, float, double, object

      var specifier: String {
        switch self {
        case .int: "%lld"
        case .uint: "%llu"
        case .float: "%f"
        case .double: "%lf"
        case .object: "%@"
        }
      }
    }

    /// A part of the value: literal text, or an interpolated value with its specifier.
    enum Piece: Codable, Equatable {
      case literal(String)
      case text(String, specifier: String)
      case signed(Int64, specifier: String)
      case unsigned(UInt64, specifier: String)
      case floating(Double, specifier: String)
      case placeholder(Placeholder, specifier: String)
    }

    var pieces: [Piece]
    /// True for a value made by interpolation, whose key is a format (a literal `%` as `%%`).
    var isFormat: Bool

    public init(_ value: String) { (pieces, isFormat) = ([.literal(value)], false) }
    public init(stringLiteral value: String) { self.init(value) }
    public init(stringInterpolation: StringInterpolation) {
      (pieces, isFormat) = (stringInterpolation.pieces, true)
    }

    /// The key a string table is searched by: the literal parts and each value's specifier.
    var key: String {
      pieces.map { piece in
        switch piece {
        case .literal(let s): isFormat ? s.replacingOccurrences(of: "%", with: "%%") : s
        case .text(_, let f), .signed(_, let f), .unsigned(_, let f), .floating(_, let f),
             .placeholder(_, let f): f
        }
      }.joined()
    }

    /// The text shown: the literal parts and each value formatted by its specifier in `locale`;
    /// a placeholder takes the next of `replacements` (its specifier stays where there is none).
    func resolved(locale: Locale?, replacements: [any CVarArg]? = nil) -> String {
      var next = (replacements ?? [])[...]
      return pieces.map { piece -> String in
        switch piece {
        case .literal(let s): return s
        case .text(let s, _): return s
        case .signed(let n, let f): return String(format: f, locale: locale, n)
        case .unsigned(let n, let f): return String(format: f, locale: locale, n)
        case .floating(let x, let f): return String(format: f, locale: locale, x)
        case .placeholder(_, let f):
          guard let value = next.popFirst() else { return f }
          return f.hasSuffix("@") ? "\(value)" : String(format: f, locale: locale, value)
        }
      }.joined()
    }

    /// How a localizable string's interpolations are taken apart.
    public struct StringInterpolation: StringInterpolationProtocol {
      public typealias StringLiteralType = String
      var pieces: [Piece] = []

      public init(literalCapacity: Int, interpolationCount: Int) {
        pieces.reserveCapacity(2 * interpolationCount + 1)
      }

      public mutating func appendLiteral(_ literal: String) {
        if !literal.isEmpty { pieces.append(.literal(literal)) }
      }

      public mutating func appendInterpolation(_ string: String) {
        pieces.append(.text(string, specifier: "%@"))
      }

      public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject) {
        pieces.append(.text(subject.description, specifier: "%@"))
      }

      /// A number, with the specifier Foundation gives its type ("%lld", "%lf"...).
      public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
        appendInterpolation(value, specifier: Self.specifier(T.self))
      }

      public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T,
                                                                      specifier: String) {
        switch value._arg {
        case let n as Int64: pieces.append(.signed(n, specifier: specifier))
        case let n as Int32: pieces.append(.signed(Int64(n), specifier: specifier))
        case let n as UInt64: pieces.append(.unsigned(n, specifier: specifier))
        case let n as UInt32: pieces.append(.unsigned(UInt64(n), specifier: specifier))
        case let x as Float: pieces.append(.floating(Double(x), specifier: specifier))
        case let x as CGFloat: pieces.append(.floating(Double(x), specifier: specifier))
        case let x as Double: pieces.append(.floating(x, specifier: specifier))
        default: pieces.append(.text("\(value)", specifier: specifier))
        }
      }

      public mutating func appendInterpolation(placeholder: Placeholder) {
        appendInterpolation(placeholder: placeholder, specifier: placeholder.specifier)
      }

      public mutating func appendInterpolation(placeholder: Placeholder, specifier: String) {
        pieces.append(.placeholder(placeholder, specifier: specifier))
      }

      /// A value as `format` writes it.
      public mutating func appendInterpolation<T, F>(_ value: T, format: F)
        where T == F.FormatInput, F: FormatStyle, F.FormatOutput: StringProtocol
      {
        pieces.append(.text(String(format.format(value)), specifier: "%@"))
      }

      public mutating func appendInterpolation<T, F>(_ value: T, format: F)
        where T == F.FormatInput, F: FormatStyle, F.FormatOutput: AttributedStringProtocol
      {
        pieces.append(.text(String(format.format(value).characters[...]), specifier: "%@"))
      }

      /// An attributed string, by its characters (a `String` keeps no attributes).
      public mutating func appendInterpolation(
        _ attrStr: AttributedString, options: AttributedString.InterpolationOptions = []
      ) {
        pieces.append(.text(String(attrStr.characters[...]), specifier: "%@"))
      }

      /// A value that names its own localizable text, by that text.
      public mutating func appendInterpolation<T: CustomLocalizedStringResourceConvertible>(
        _ value: T
      ) {
        pieces.append(.text(String(localized: value.localizedStringResource), specifier: "%@"))
      }

      /// A list of such values, joined as `format` joins strings ("A, B, and C").
      public mutating func appendInterpolation<C: Collection>(
        _ value: C, format: ListFormatStyle<StringStyle, [String]>
      ) where C.Element: CustomLocalizedStringResourceConvertible {
        let items = value.map { String(localized: $0.localizedStringResource) }
        pieces.append(.text(format.format(items), specifier: "%@"))
      }

      /// Foundation's specifier for a value of `type` (its `formatSpecifier`).
      static func specifier<T>(_ type: T.Type) -> String {
        switch type {
        case is Int.Type, is Int64.Type: "%lld"
        case is Int8.Type, is Int16.Type, is Int32.Type: "%d"
        case is UInt.Type, is UInt64.Type: "%llu"
        case is UInt8.Type, is UInt16.Type, is UInt32.Type: "%u"
        case is Float.Type: "%f"
        case is CGFloat.Type, is Double.Type: "%lf"
        default: "%@"
        }
      }
    }
  }

  /// The text of `keyAndValue` (no string table is read: its own text, its values filled in).
  public init(localized keyAndValue: String.LocalizationValue, table: String? = nil,
              bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) {
    self = keyAndValue.resolved(locale: locale)
  }

  /// The text looked up by `key`: `defaultValue`'s, as where no table has the key.
  public init(localized key: StaticString, defaultValue: String.LocalizationValue,
              table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
              comment: StaticString? = nil) {
    self = defaultValue.resolved(locale: locale)
  }

  public init(localized keyAndValue: String.LocalizationValue,
              options: String.LocalizationOptions, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale = .current, comment: StaticString? = nil) {
    self = keyAndValue.resolved(locale: locale, replacements: options.replacements)
  }

  public init(localized key: StaticString, defaultValue: String.LocalizationValue,
              options: String.LocalizationOptions, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale = .current, comment: StaticString? = nil) {
    self = defaultValue.resolved(locale: locale, replacements: options.replacements)
  }
}
#endif
