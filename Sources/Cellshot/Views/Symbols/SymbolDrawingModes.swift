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

private struct SymbolVariableValueModeKey: EnvironmentKey {
  static let defaultValue: SymbolVariableValueMode? = nil
}

private struct SymbolColorRenderingModeKey: EnvironmentKey {
  static let defaultValue: SymbolColorRenderingMode? = nil
}

extension EnvironmentValues {
  /// How symbols show their variable value (nil: each symbol's own way). Accepted.
  public var symbolVariableValueMode: SymbolVariableValueMode? {
    get { self[SymbolVariableValueModeKey.self] }
    set { self[SymbolVariableValueModeKey.self] = newValue }
  }

  /// Whether symbols are drawn flat or with a gradient (nil: flat). Accepted.
  public var symbolColorRenderingMode: SymbolColorRenderingMode? {
    get { self[SymbolColorRenderingModeKey.self] }
    set { self[SymbolColorRenderingModeKey.self] = newValue }
  }
}

extension View {
  /// Sets how the symbols within show their variable value (accepted: it is not drawn).
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View {
    EnvironmentModifier(content: self) { $0.symbolVariableValueMode = mode }
  }

  /// Sets whether the symbols within are drawn flat or with a gradient (accepted: flat).
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View {
    EnvironmentModifier(content: self) { $0.symbolColorRenderingMode = mode }
  }
}
