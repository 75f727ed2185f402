// LocalizedStringResource: a string to localize later, as iOS 16's Foundation declares it
// (App Intents' titles, `String(localized:)`). Linux's Foundation has none. Localizing reads no
// string tables here: a resource's text is its default value, else its key, as an app with no
// translation for the language shows it.

/// A string to be localized when it is shown: a key, the text for the development language,
/// and where to look the key up.
public struct LocalizedStringResource: Sendable, Hashable, Codable, ExpressibleByStringLiteral,
  ExpressibleByStringInterpolation, CustomStringConvertible
{
  /// The key looked up in the string table.
  public var key: String
  /// The text shown when no table has the key.
  public var defaultValue: String
  /// The string table's name (`Localizable` when nil).
  public var table: String?
  /// The locale the text is for.
  public var locale: Locale

  /// A resource whose key and text are `value`.
  public init(stringLiteral value: String) {
    self.init(key: value, defaultValue: value, table: nil)
  }

  /// A resource whose key and text are `keyAndValue`.
  public init(_ keyAndValue: String, table: String? = nil, locale: Locale = .current,
              comment: StaticString? = nil) {
    self.init(key: keyAndValue, defaultValue: keyAndValue, table: table, locale: locale)
  }

  /// A resource looked up by `key`, showing `defaultValue` where no table has it.
  public init(_ key: StaticString, defaultValue: String, table: String? = nil,
              locale: Locale = .current, comment: StaticString? = nil) {
    self.init(key: "\(key)", defaultValue: defaultValue, table: table, locale: locale)
  }

  init(key: String, defaultValue: String, table: String?, locale: Locale = .current) {
    self.key = key
    self.defaultValue = defaultValue
    self.table = table
    self.locale = locale
  }

  public var description: String { defaultValue }
}

extension String {
  /// The text of `resource`: its default value (no string tables are read).
  public init(localized resource: LocalizedStringResource) {
    self = resource.defaultValue
  }
}
