// Whether text can be selected (`textSelection(_:)`), and which variant of a text a view
// prefers (`textVariant(_:)`): accepted. Selection needs a touch; the variants differ only for
// texts that change with the time and size they are given, which a picture shows as is.

/// Whether the user may select the text in a view.
public protocol TextSelectability {
  static var allowsSelection: Bool { get }
}

/// Text the user may select.
public struct EnabledTextSelectability: TextSelectability {
  public static let allowsSelection = true
  init() {}
}

/// Text the user may not select.
public struct DisabledTextSelectability: TextSelectability {
  public static let allowsSelection = false
  init() {}
}

extension TextSelectability where Self == EnabledTextSelectability {
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Which variant of a text to show: a fixed one, or one chosen for the space it is given.
public protocol TextVariantPreference {}

/// The text as written.
public struct FixedTextVariant: TextVariantPreference, Sendable {}

/// A variant of the text chosen for the space it has (a date's longer or shorter form).
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {}

extension TextVariantPreference where Self == FixedTextVariant {
  public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
  public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension Text {
  /// Accepted: Cellshot draws the text as written, its fixed variant.
  public func textVariant<V: TextVariantPreference>(_ preference: V) -> some View { self }
}

extension TextAlignment: CaseIterable {
  public static var allCases: [TextAlignment] { [.leading, .center, .trailing] }
}
