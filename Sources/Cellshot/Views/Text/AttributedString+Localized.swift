// AttributedString(localized:): a localizable string read as inline Markdown, as iOS 15's
// Foundation reads it (`**bold**` in a translation stays bold), and the options it takes.
// Linux's Foundation has none of it. No string table is read (LocalizedStringResource.swift):
// the text is the value's own, its values filled in, then read as Markdown with whitespace kept
// (`.inlineOnlyPreservingWhitespace`); a scope (`including:`) adds nothing, as Markdown's
// attributes are Foundation's, which every scope holds.

#if !canImport(Darwin)
import Foundation

extension AttributedString {
  /// Options for `init(localized:options:...)`: the values of the placeholders.
  public struct LocalizationOptions {
    /// The values of the placeholders (`"\(placeholder: .int)"`), in order.
    public var replacements: [any CVarArg]?
    /// Whether each replacement's run is marked with its index (not marked here).
    public var applyReplacementIndexAttribute: Bool = false
    public init() {}
  }

  /// Options for `init(localized:options:...)`.
  public struct FormattingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Marks each interpolated value's run with its index (not marked here).
    public static let applyReplacementIndexAttribute = FormattingOptions(rawValue: 1 << 0)
  }

  /// How an attributed string interpolated in a localized string keeps its attributes.
  public struct InterpolationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let insertAttributesWithoutMerging = InterpolationOptions(rawValue: 1 << 0)
  }

  /// `text` read as inline Markdown, whitespace kept; as it is if it does not read.
  init(localizedText text: String) {
    let options = MarkdownParsingOptions(interpretedSyntax: .inlineOnlyPreservingWhitespace)
    self = (try? AttributedString(markdown: text, options: options)) ?? AttributedString(text)
  }

  // The value's text (no table read), with or without a scope, with either kind of options.

  public init(localized key: String.LocalizationValue, options: FormattingOptions = [],
              table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
              comment: StaticString? = nil) {
    self.init(localizedText: key.resolved(locale: locale ?? .current, replacements: nil))
  }

  public init(localized key: String.LocalizationValue, options: LocalizationOptions,
              table: String? = nil, bundle: Bundle? = nil, locale: Locale? = nil,
              comment: StaticString? = nil) {
    self.init(localizedText: key.resolved(locale: locale ?? .current,
                                          replacements: options.replacements))
  }

  public init(localized key: StaticString, defaultValue: String.LocalizationValue,
              options: FormattingOptions = [], table: String? = nil, bundle: Bundle? = nil,
              locale: Locale? = nil, comment: StaticString? = nil) {
    self.init(localizedText: defaultValue.resolved(locale: locale ?? .current, replacements: nil))
  }

  public init(localized key: StaticString, defaultValue: String.LocalizationValue,
              options: LocalizationOptions, table: String? = nil, bundle: Bundle? = nil,
              locale: Locale? = nil, comment: StaticString? = nil) {
    self.init(localizedText: defaultValue.resolved(locale: locale ?? .current,
                                                   replacements: options.replacements))
  }

  public init<S: AttributeScope>(localized key: String.LocalizationValue,
                                 options: FormattingOptions = [], table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil,
                                 comment: StaticString? = nil,
                                 including scope: KeyPath<AttributeScopes, S.Type>) {
    self.init(localizedText: key.resolved(locale: locale ?? .current, replacements: nil))
  }

  public init<S: AttributeScope>(localized key: String.LocalizationValue,
                                 options: LocalizationOptions, table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil,
                                 comment: StaticString? = nil,
                                 including scope: KeyPath<AttributeScopes, S.Type>) {
    self.init(localizedText: key.resolved(locale: locale ?? .current,
                                          replacements: options.replacements))
  }

  public init<S: AttributeScope>(localized key: StaticString,
                                 defaultValue: String.LocalizationValue,
                                 options: FormattingOptions = [], table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil,
                                 comment: StaticString? = nil,
                                 including scope: KeyPath<AttributeScopes, S.Type>) {
    self.init(localizedText: defaultValue.resolved(locale: locale ?? .current, replacements: nil))
  }

  public init<S: AttributeScope>(localized key: StaticString,
                                 defaultValue: String.LocalizationValue,
                                 options: LocalizationOptions, table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil,
                                 comment: StaticString? = nil,
                                 including scope: KeyPath<AttributeScopes, S.Type>) {
    self.init(localizedText: defaultValue.resolved(locale: locale ?? .current,
                                                   replacements: options.replacements))
  }

  public init<S: AttributeScope>(localized key: String.LocalizationValue,
                                 options: FormattingOptions = [], table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil,
                                 comment: StaticString? = nil, including scope: S.Type) {
    self.init(localizedText: key.resolved(locale: locale ?? .current, replacements: nil))
  }

  public init<S: AttributeScope>(localized key: String.LocalizationValue,
                                 options: LocalizationOptions, table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil,
                                 comment: StaticString? = nil, including scope: S.Type) {
    self.init(localizedText: key.resolved(locale: locale ?? .current,
                                          replacements: options.replacements))
  }

  public init<S: AttributeScope>(localized key: StaticString,
                                 defaultValue: String.LocalizationValue,
                                 options: FormattingOptions = [], table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil,
                                 comment: StaticString? = nil, including scope: S.Type) {
    self.init(localizedText: defaultValue.resolved(locale: locale ?? .current, replacements: nil))
  }

  public init<S: AttributeScope>(localized key: StaticString,
                                 defaultValue: String.LocalizationValue,
                                 options: LocalizationOptions, table: String? = nil,
                                 bundle: Bundle? = nil, locale: Locale? = nil,
                                 comment: StaticString? = nil, including scope: S.Type) {
    self.init(localizedText: defaultValue.resolved(locale: locale ?? .current,
                                                   replacements: options.replacements))
  }

  // A resource's text, as `String(localized:)` gives it, read as Markdown.

  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource) {
    self.init(localizedText: resource.defaultValue.resolved(locale: resource.locale,
                                                            replacements: nil))
  }

  @_disfavoredOverload
  public init(localized resource: LocalizedStringResource, options: LocalizationOptions) {
    self.init(localizedText: resource.defaultValue.resolved(locale: resource.locale,
                                                            replacements: options.replacements))
  }

  @_disfavoredOverload
  public init<S: AttributeScope>(localized resource: LocalizedStringResource,
                                 including scope: KeyPath<AttributeScopes, S.Type>) {
    self.init(localizedText: resource.defaultValue.resolved(locale: resource.locale,
                                                            replacements: nil))
  }

  @_disfavoredOverload
  public init<S: AttributeScope>(localized resource: LocalizedStringResource,
                                 options: LocalizationOptions,
                                 including scope: KeyPath<AttributeScopes, S.Type>) {
    self.init(localizedText: resource.defaultValue.resolved(locale: resource.locale,
                                                            replacements: options.replacements))
  }

  @_disfavoredOverload
  public init<S: AttributeScope>(localized resource: LocalizedStringResource,
                                 including scope: S.Type) {
    self.init(localizedText: resource.defaultValue.resolved(locale: resource.locale,
                                                            replacements: nil))
  }

  @_disfavoredOverload
  public init<S: AttributeScope>(localized resource: LocalizedStringResource,
                                 options: LocalizationOptions, including scope: S.Type) {
    self.init(localizedText: resource.defaultValue.resolved(locale: resource.locale,
                                                            replacements: options.replacements))
  }
}
#endif
