// The language text is set in (`.typesettingLanguage(_:)`): it picks the forms Han characters
// take, as an iPhone picks PingFang SC, PingFang TC or Hiragino by it (`HanForms`), over the
// locale's. The bundled fonts' lines are one height in every language, so it changes nothing
// else.

import Foundation

/// The language a text is set in: the locale's and the text's own (automatic), or one given.
public struct TypesettingLanguage: Sendable, Equatable {
  let language: Locale.Language?

  /// The language of the locale, or of the text's characters.
  public static let automatic = TypesettingLanguage(language: nil)

  /// Text set as `language` is.
  public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
    TypesettingLanguage(language: language)
  }
}

extension View {
  /// Text below set in `language` (its Han characters in that language's forms).
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true)
    -> some View
  {
    typesettingLanguage(.explicit(language), isEnabled: isEnabled)
  }

  /// Text below set in `language`.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> some View
  {
    EnvironmentModifier(content: self) {
      if isEnabled { $0.textAttributes.language = language.language }
    }
  }
}

extension Text {
  /// This text set in `language` (its Han characters in that language's forms).
  public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text {
    typesettingLanguage(.explicit(language), isEnabled: isEnabled)
  }

  /// This text set in `language`.
  public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true)
    -> Text
  {
    guard isEnabled, let language = language.language else { return self }
    var copy = self
    copy.attributes.language = attributes.language ?? language
    return copy
  }

  /// The locale whose language sets this text: its own typesetting language's (or its first
  /// part's that has one), else the environment's, else the environment's locale.
  func typesettingLocale(_ environment: EnvironmentValues) -> Locale {
    var own = attributes.language
    for part in parts ?? [] where own == nil { own = part.attributes.language }
    guard let language = own ?? environment.textAttributes.language else {
      return environment.locale
    }
    return Locale(identifier: language.maximalIdentifier)
  }
}
