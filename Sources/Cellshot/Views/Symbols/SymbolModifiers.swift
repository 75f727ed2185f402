// Symbol modifiers: a symbol is drawn in one colour, as the symbol set draws it; these compile
// and change nothing.

public enum SymbolRenderingMode: Sendable, Hashable {
  case monochrome, hierarchical, palette, multicolor
}

public struct SymbolVariants: Sendable, Hashable {
  let name: String
  public static let none = SymbolVariants(name: "")
  public static let fill = SymbolVariants(name: "fill")
  public static let circle = SymbolVariants(name: "circle")
  public static let square = SymbolVariants(name: "square")
  public static let slash = SymbolVariants(name: "slash")
}

extension View {
  // Symbols: one colour, as the symbol set draws them.
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
  public func symbolVariant(_ variant: SymbolVariants) -> some View { self }
  public func symbolEffect<E>(_ effect: E, options: Int = 0, isActive: Bool = true)
    -> some View { self }
}
