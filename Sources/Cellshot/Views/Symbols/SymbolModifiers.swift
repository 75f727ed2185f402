// Symbol modifiers: a symbol is drawn in one colour: the foreground, or, in multicolour
// (`.symbolRenderingMode(.multicolor)`, `.renderingMode(.original)`), the colour SF Symbols
// give that symbol (sparkles yellow, a heart red), a layered one each layer in its own (the
// sun of `cloud.sun.fill` yellow, its cloud white); the hierarchical and palette modes
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
    // Weather: SF Symbols' multicolour clouds are white, the hazy and low suns yellow (the
    // layered ones, `symbols-layered.txt`, colour each layer: `cloud.sun.fill`'s sun yellow;
    // the others' suns and bolts are drawn here in the cloud's white).
    case "cloud", "cloud.sun", "cloud.moon", "cloud.fog", "cloud.bolt", "cloud.drizzle",
         "cloud.snow", "cloud.sleet", "cloud.hail", "smoke": return .white
    case "sun.haze", "sun.min", "sun.dust", "sunrise", "sunset": return .yellow
    default: return nil
    }
  }

  /// The colour a layer of a layered symbol (`symbols-layered.txt`) takes in multicolour, by
  /// its name there; nil (the foreground) for a name it does not know.
  static func layerColor(_ name: String) -> Color? {
    switch name {
    case "white": return .white
    case "yellow": return .yellow
    case "red": return .red
    case "orange": return .orange
    case "green": return .green
    case "blue": return .blue
    default: return nil
    }
  }
}

/// A variant of the symbols a view draws, as SwiftUI's `SymbolVariants`: an enclosing shape
/// (`.circle`, `.square`, `.rectangle`), a slash and a fill, combined as `.circle.fill`.
public struct SymbolVariants: Sendable, Hashable {
  /// The enclosing shape's name part, if any.
  let shape: String?
  let fills: Bool
  let slashes: Bool

  init(shape: String? = nil, fills: Bool = false, slashes: Bool = false) {
    self.shape = shape
    self.fills = fills
    self.slashes = slashes
  }

  /// `symbol`'s name in this variant, its parts in SF Symbols' order (slash, shape, fill):
  /// `house` -> `house.fill`, `bell` -> `bell.slash.circle.fill`; a part the name already has
  /// is not added again (`xmark.circle` stays so with `.circle`).
  func applied(to symbol: String) -> String {
    guard self != .none else { return symbol }
    var parts = symbol.split(separator: ".").map(String.init)
    let filled = parts.last == "fill"
    if filled { parts.removeLast() }
    if slashes && !parts.contains("slash") { parts.append("slash") }
    if let shape, !parts.contains(shape) { parts.append(shape) }
    if fills || filled { parts.append("fill") }
    return parts.joined(separator: ".")
  }

  public static let none = SymbolVariants()
  public static let fill = SymbolVariants(fills: true)
  public static let circle = SymbolVariants(shape: "circle")
  public static let square = SymbolVariants(shape: "square")
  public static let rectangle = SymbolVariants(shape: "rectangle")
  public static let slash = SymbolVariants(slashes: true)

  /// This variant in a circle.
  public var circle: SymbolVariants {
    SymbolVariants(shape: "circle", fills: fills, slashes: slashes)
  }
  /// This variant in a square.
  public var square: SymbolVariants {
    SymbolVariants(shape: "square", fills: fills, slashes: slashes)
  }
  /// This variant in a rectangle.
  public var rectangle: SymbolVariants {
    SymbolVariants(shape: "rectangle", fills: fills, slashes: slashes)
  }
  /// This variant filled.
  public var fill: SymbolVariants { SymbolVariants(shape: shape, fills: true, slashes: slashes) }
  /// This variant slashed.
  public var slash: SymbolVariants { SymbolVariants(shape: shape, fills: fills, slashes: true) }

  /// Whether this variant has every part `other` has.
  public func contains(_ other: SymbolVariants) -> Bool {
    (other.shape == nil || other.shape == shape) && (!other.fills || fills)
      && (!other.slashes || slashes)
  }
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

extension WiggleSymbolEffect {
  /// A wiggle along `angle`: accepted (a picture shows a symbol effect's end, where a wiggle
  /// has come back to rest).
  public func custom(angle: Angle) -> WiggleSymbolEffect { self }
}

extension EnvironmentValues {
  /// The styles of `.foregroundStyle(_:_:)` (and three), for palette symbols; current only
  /// while its first is still the foreground colour (a later `.foregroundStyle` replaces it).
  var symbolPalette: [Color]? {
    get { self[extra: "symbolPalette", default: nil] }
    set { self[extra: "symbolPalette", default: nil] = newValue }
  }
}
