// iOS 26's symbol drawing modes: how a variable value shows (by colour or by drawing part of
// the symbol) and whether a symbol's colour is flat or a gradient. Cellshot draws a symbol in
// one flat colour with its variable value ignored, so both are accepted and change nothing
// (docs/porting.md).

/// How a symbol with a variable value shows it: by colouring layers, or by drawing part of them.
public struct SymbolVariableValueMode: Equatable, Sendable {
  let id: Int

  /// Layers past the value are coloured fainter.
  public static let color = SymbolVariableValueMode(id: 0)
  /// Only as much of the symbol as the value reaches is drawn.
  public static let draw = SymbolVariableValueMode(id: 1)
}

/// Whether a symbol's colour is flat or a gradient made from it.
public struct SymbolColorRenderingMode: Equatable, Sendable {
  let id: Int

  public static let flat = SymbolColorRenderingMode(id: 0)
  public static let gradient = SymbolColorRenderingMode(id: 1)
}

extension Image {
  /// Accepted: a symbol's variable value is not drawn.
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image { self }

  /// Accepted: a symbol is drawn in its flat colour.
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image { self }
}
