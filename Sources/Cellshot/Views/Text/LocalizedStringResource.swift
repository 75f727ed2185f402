// LocalizedStringResource: a string to localize later, as iOS 16's Foundation declares it (App
// Intents' titles, `String(localized:)`, SwiftUI's `Text(_:)` and the labels of iOS 18's
// views). Linux's Foundation has none; it lives here, beside `Text`, which draws it, and
// AppleFoundation names it for files that import Foundation alone.
// Localizing reads no string tables: a picture shows the development language, so a
// resource's text is its default value with its values filled in, as an app with no
// translation for the language shows it. The key, table, locale and bundle are kept as given.

#if !canImport(Darwin)
import Foundation

/// A type that names its own localizable text (`AppEnum` cases, `LocalizedStringResource`).
public protocol CustomLocalizedStringResourceConvertible {
  var localizedStringResource: LocalizedStringResource { get }
}

/// A string to be localized when it is shown: a key, the text for the development language,
/// and where to look the key up.
public struct LocalizedStringResource: Equatable, Codable, Sendable,
  CustomLocalizedStringResourceConvertible, ExpressibleByStringInterpolation
{
  public typealias StringInterpolation = String.LocalizationValue.StringInterpolation

  /// Which bundle's string tables hold the key.
  public enum BundleDescription: @unchecked Sendable {
    /// The app's own bundle.
    case main
    /// The bundle a class was loaded from.
    case forClass(AnyClass)
    /// The bundle at a URL.
    case atURL(URL)
  }

  /// The key looked up in the string table: for an interpolated literal, its format
  /// ("Hello %@").
  public let key: String
  /// The text shown when no table has the key.
  public let defaultValue: String.LocalizationValue
  /// The string table's name (`Localizable` when nil).
  public let table: String?
  /// The locale the text is for (its numbers' decimal separator).
  public var locale: Locale
  /// The bundle whose tables hold the key.
  public var bundle: BundleDescription { bundleDescription }
  private let bundleDescription: BundleDescription

  /// A resource whose key is `keyAndValue`'s format and whose text is `keyAndValue`'s.
  public init(_ keyAndValue: String.LocalizationValue, table: String? = nil,
              locale: Locale = .current, bundle: BundleDescription = .main,
              comment: StaticString? = nil) {
    self.init(key: keyAndValue.key, defaultValue: keyAndValue, table: table, locale: locale,
              bundle: bundle)
  }

  /// A resource looked up by `key`, showing `defaultValue` where no table has it.
  public init(_ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
              locale: Locale = .current, bundle: BundleDescription = .main,
              comment: StaticString? = nil) {
    self.init(key: "\(key)", defaultValue: defaultValue, table: table, locale: locale,
              bundle: bundle)
  }

  public init(stringLiteral value: String) { self.init(String.LocalizationValue(value)) }

  public init(stringInterpolation: StringInterpolation) {
    self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
  }

  private init(key: String, defaultValue: String.LocalizationValue, table: String?,
               locale: Locale, bundle: BundleDescription) {
    (self.key, self.defaultValue, self.table) = (key, defaultValue, table)
    (self.locale, bundleDescription) = (locale, bundle)
  }

  public var localizedStringResource: LocalizedStringResource { self }

  /// Equal when the key, text, table and locale are (the bundle is not compared: a class has
  /// no equality).
  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.key == rhs.key && lhs.defaultValue == rhs.defaultValue && lhs.table == rhs.table
      && lhs.locale == rhs.locale
  }

  private enum CodingKeys: String, CodingKey { case key, defaultValue, table, locale }

  /// Encodes the key, text, table and locale (the bundle is the main one when decoded).
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(key, forKey: .key)
    try c.encode(defaultValue, forKey: .defaultValue)
    try c.encodeIfPresent(table, forKey: .table)
    try c.encode(locale, forKey: .locale)
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(key: try c.decode(String.self, forKey: .key),
              defaultValue: try c.decode(String.LocalizationValue.self, forKey: .defaultValue),
              table: try c.decodeIfPresent(String.self, forKey: .table),
              locale: try c.decode(Locale.self, forKey: .locale), bundle: .main)
  }
}

extension LocalizedStringResource: CustomStringConvertible {
  /// The resource's text.
  public var description: String { String(localized: self) }
}

extension String {
  /// The text of `resource`: its default value, its values formatted in its locale.
  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource) {
    self = resource.defaultValue.resolved(locale: resource.locale)
  }

  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource, options: String.LocalizationOptions) {
    self = resource.defaultValue.resolved(locale: resource.locale,
                                          replacements: options.replacements)
  }
}

extension Text {
  /// A text showing `resource`'s text (its default value, its values filled in).
  @_disfavoredOverload
  public init(_ resource: LocalizedStringResource) {
    self.init(verbatim: String(localized: resource))
  }
}

extension LocalizedStringKey.StringInterpolation {
  /// A resource's text, in the key's text.
  public mutating func appendInterpolation(_ resource: LocalizedStringResource) {
    append(String(localized: resource))
  }
}
#endif
