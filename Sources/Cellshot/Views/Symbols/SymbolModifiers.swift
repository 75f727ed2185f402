// Symbol modifiers: a symbol is drawn in one colour: the foreground, or, in multicolour
// (`.symbolRenderingMode(.multicolor)`, `.renderingMode(.original)`), the colour SF Symbols
// give that symbol (sparkles yellow, a heart red); the hierarchical and palette modes
// compile and change nothing. Symbol effects show their end state: only `.disappear` (active)
// and `.appear` (inactive) change a picture, hiding the symbol. `.symbolVariant` picks the variant's name (`house`
// drawn as `house.fill`) when the library has it.
import Symbols

public enum SymbolRenderingMode: Sendable, Hashable {
  case monochrome, hierarchical, palette, multicolor

  /// The colour SF Symbols' multicolour mode draws `name` in (its main layer), or nil for a
  /// symbol drawn in the foreground colour there too.
  static func multicolor(_ name: String) -> Color? {
    let base = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
    switch base {
    case "sparkles", "sparkle", "star", "bolt", "sun.max", "lightbulb", "exclamationmark.triangle",
         "trophy", "crown": return .yellow
    case "heart", "bookmark", "xmark.octagon", "flag", "pin", "mappin", "mappin.circle",
         "exclamationmark.octagon", "stop", "record.circle": return .red
    case "flame": return .orange
    case "leaf", "checkmark.circle", "checkmark.seal", "battery.100", "plus.circle":
      return .green
    case "location.circle", "drop", "info.circle", "cloud.rain", "paperplane",
         "arrow.down.circle", "globe": return .blue
    case "minus.circle", "xmark.circle", "trash.circle", "bell.badge": return .red
    default: return nil
    }
  }
}

public struct SymbolVariants: Sendable, Hashable {
  let name: String

  /// `symbol`'s name in this variant (`house` -> `house.fill`, `xmark.circle` ->
  /// `xmark.circle.fill`); the name itself when it is already so or for `.none`.
  func applied(to symbol: String) -> String {
    guard !name.isEmpty else { return symbol }
    let parts = symbol.split(separator: ".").map(String.init)
    if parts.contains(name) { return symbol }
    // A filled variant goes last; a shape (circle, square) before a fill.
    if name != "fill", parts.last == "fill" {
      return (parts.dropLast() + [name, "fill"]).joined(separator: ".")
    }
    return symbol + "." + name
  }
  public static let none = SymbolVariants(name: "")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let slash = SymbolVariants(name: "slash")
}

extension View {
  /// `.multicolor` draws symbols in SF Symbols' own colours where they have one; the other
  /// modes draw them in the foreground colour.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
    EnvironmentModifier(content: self) { $0.symbolRenderingMode = mode }
  }
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    EnvironmentModifier(content: self) { $0.symbolVariants = variant }
  }
  /// An effect that plays while active. A picture shows its end: `.disappear` while active and
  /// `.appear` while inactive leave the symbol hidden; the others leave it as it is.
  public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
  ) -> some View {
    opacity(effect.hidesSymbol(isActive: isActive) ? 0 : 1)
  }
  /// An effect that plays once when `value` changes: accepted (a picture shows the rest state).
  public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
    _ effect: T, options: SymbolEffectOptions = .default, value: U
  ) -> some View { self }
  /// Accepted: symbol effects never play in a picture.
  public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
