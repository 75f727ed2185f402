// Symbol modifiers: a symbol is drawn in one colour, as the symbol set draws it; rendering
// modes and effects compile and change nothing. `.symbolVariant` picks the variant's name
// (`house` drawn as `house.fill`) when the library has it.

public enum SymbolRenderingMode: Sendable, Hashable {
  case monochrome, hierarchical, palette, multicolor
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
  // Symbols: one colour, as the symbol set draws them.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    EnvironmentModifier(content: self) { $0.symbolVariants = variant }
  }
  public func symbolEffect<E>(_ effect: E, options: Int = 0, isActive: Bool = true)
    -> some View { self }
}
