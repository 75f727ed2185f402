// Symbols on Linux: the effects SF Symbols animate with (`.symbolEffect(.bounce, value:)`,
// `.contentTransition(.symbolEffect(.replace))`), as values with Apple's names. A picture is
// one frame, so most draw nothing; the two that leave a symbol hidden (`.disappear` while
// active, `.appear` while inactive) say so through `hidesSymbol(isActive:)`, which SwiftUI's
// `symbolEffect` modifier reads. SwiftUI re-exports it, so a file importing SwiftUI names them.

/// An animation of a symbol's layers.
public protocol SymbolEffect: Hashable, Sendable {
  var configuration: SymbolEffectConfiguration { get }
}

extension SymbolEffect {
  /// Whether the symbol is hidden at the end of this effect, active or not.
  public func hidesSymbol(isActive: Bool) -> Bool {
    switch configuration.kind {
    case "disappear": return isActive
    case "appear": return !isActive
    default: return false
    }
  }
}

/// What an effect is and its options, as one value.
public struct SymbolEffectConfiguration: Hashable, Sendable {
  let kind: String
  let options: [String]
}

/// Effects that play as long as they are active.
public protocol IndefiniteSymbolEffect {}
/// Effects that play once, when a value changes.
public protocol DiscreteSymbolEffect {}
/// Effects that show or hide a symbol.
public protocol TransitionSymbolEffect {}
/// Effects that change one symbol into another.
public protocol ContentTransitionSymbolEffect {}


extension SymbolEffect where Self == PulseSymbolEffect {
  public static var pulse: PulseSymbolEffect { PulseSymbolEffect() }
}

/// The effect that pulses the symbol's layers.
public struct PulseSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var byLayer: PulseSymbolEffect { PulseSymbolEffect(options: options + ["byLayer"]) }
  public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(options: options + ["wholeSymbol"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "pulse", options: options)
  }
}

extension SymbolEffect where Self == BounceSymbolEffect {
  public static var bounce: BounceSymbolEffect { BounceSymbolEffect() }
}

/// The effect that bounces the symbol.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var up: BounceSymbolEffect { BounceSymbolEffect(options: options + ["up"]) }
  public var down: BounceSymbolEffect { BounceSymbolEffect(options: options + ["down"]) }
  public var byLayer: BounceSymbolEffect { BounceSymbolEffect(options: options + ["byLayer"]) }
  public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(options: options + ["wholeSymbol"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "bounce", options: options)
  }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
  public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect() }
}

/// The effect that lights the symbol's layers in turn.
public struct VariableColorSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var reversing: VariableColorSymbolEffect { VariableColorSymbolEffect(options: options + ["reversing"]) }
  public var nonReversing: VariableColorSymbolEffect { VariableColorSymbolEffect(options: options + ["nonReversing"]) }
  public var cumulative: VariableColorSymbolEffect { VariableColorSymbolEffect(options: options + ["cumulative"]) }
  public var iterative: VariableColorSymbolEffect { VariableColorSymbolEffect(options: options + ["iterative"]) }
  public var hideInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(options: options + ["hideInactiveLayers"]) }
  public var dimInactiveLayers: VariableColorSymbolEffect { VariableColorSymbolEffect(options: options + ["dimInactiveLayers"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "variableColor", options: options)
  }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
  public static var scale: ScaleSymbolEffect { ScaleSymbolEffect() }
}

/// The effect that scales the symbol up or down while active.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var up: ScaleSymbolEffect { ScaleSymbolEffect(options: options + ["up"]) }
  public var down: ScaleSymbolEffect { ScaleSymbolEffect(options: options + ["down"]) }
  public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(options: options + ["byLayer"]) }
  public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(options: options + ["wholeSymbol"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "scale", options: options)
  }
}

extension SymbolEffect where Self == AppearSymbolEffect {
  public static var appear: AppearSymbolEffect { AppearSymbolEffect() }
}

/// The effect that shows the symbol; while inactive it is hidden.
public struct AppearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var up: AppearSymbolEffect { AppearSymbolEffect(options: options + ["up"]) }
  public var down: AppearSymbolEffect { AppearSymbolEffect(options: options + ["down"]) }
  public var byLayer: AppearSymbolEffect { AppearSymbolEffect(options: options + ["byLayer"]) }
  public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(options: options + ["wholeSymbol"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "appear", options: options)
  }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
  public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect() }
}

/// The effect that hides the symbol while active.
public struct DisappearSymbolEffect: SymbolEffect, TransitionSymbolEffect, IndefiniteSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var up: DisappearSymbolEffect { DisappearSymbolEffect(options: options + ["up"]) }
  public var down: DisappearSymbolEffect { DisappearSymbolEffect(options: options + ["down"]) }
  public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(options: options + ["byLayer"]) }
  public var wholeSymbol: DisappearSymbolEffect { DisappearSymbolEffect(options: options + ["wholeSymbol"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "disappear", options: options)
  }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
  public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect() }
}

/// The effect that replaces one symbol with another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(options: options + ["downUp"]) }
  public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(options: options + ["upUp"]) }
  public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(options: options + ["offUp"]) }
  public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(options: options + ["byLayer"]) }
  public var wholeSymbol: ReplaceSymbolEffect { ReplaceSymbolEffect(options: options + ["wholeSymbol"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "replace", options: options)
  }
}

extension SymbolEffect where Self == AutomaticSymbolEffect {
  public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}

/// The effect that the effect the context chooses.
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "automatic", options: options)
  }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
  public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect() }
}

/// The effect that wiggles the symbol (iOS 18).
public struct WiggleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var up: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["up"]) }
  public var down: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["down"]) }
  public var left: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["left"]) }
  public var right: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["right"]) }
  public var forward: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["forward"]) }
  public var backward: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["backward"]) }
  public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["clockwise"]) }
  public var counterClockwise: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["counterClockwise"]) }
  public var byLayer: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["byLayer"]) }
  public var wholeSymbol: WiggleSymbolEffect { WiggleSymbolEffect(options: options + ["wholeSymbol"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "wiggle", options: options)
  }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
  public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect() }
}

/// The effect that makes the symbol breathe (iOS 18).
public struct BreatheSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(options: options + ["pulse"]) }
  public var plain: BreatheSymbolEffect { BreatheSymbolEffect(options: options + ["plain"]) }
  public var byLayer: BreatheSymbolEffect { BreatheSymbolEffect(options: options + ["byLayer"]) }
  public var wholeSymbol: BreatheSymbolEffect { BreatheSymbolEffect(options: options + ["wholeSymbol"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "breathe", options: options)
  }
}

extension SymbolEffect where Self == RotateSymbolEffect {
  public static var rotate: RotateSymbolEffect { RotateSymbolEffect() }
}

/// The effect that rotates the symbol (iOS 18).
public struct RotateSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, DiscreteSymbolEffect {
  var options: [String] = []
  init() {}
  init(options: [String]) { self.options = options }
  public var clockwise: RotateSymbolEffect { RotateSymbolEffect(options: options + ["clockwise"]) }
  public var counterClockwise: RotateSymbolEffect { RotateSymbolEffect(options: options + ["counterClockwise"]) }
  public var byLayer: RotateSymbolEffect { RotateSymbolEffect(options: options + ["byLayer"]) }
  public var wholeSymbol: RotateSymbolEffect { RotateSymbolEffect(options: options + ["wholeSymbol"]) }
  public var configuration: SymbolEffectConfiguration {
    SymbolEffectConfiguration(kind: "rotate", options: options)
  }
}

/// How an effect plays: its speed and how often it repeats (a picture shows its end).
public struct SymbolEffectOptions: Hashable, Sendable {
  public private(set) var speed: Double = 1
  public private(set) var repeatCount: Int?? = .none
  public static var `default`: SymbolEffectOptions { SymbolEffectOptions() }
  public static func speed(_ speed: Double) -> SymbolEffectOptions { .default.speed(speed) }
  public func speed(_ speed: Double) -> SymbolEffectOptions {
    var options = self
    options.speed = speed
    return options
  }
  public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { .default.repeat(count) }
  public func `repeat`(_ count: Int?) -> SymbolEffectOptions {
    var options = self
    options.repeatCount = .some(count)
    return options
  }
  public static var repeating: SymbolEffectOptions { .default.repeating }
  public var repeating: SymbolEffectOptions { self.repeat(nil) }
  public static var nonRepeating: SymbolEffectOptions { .default.nonRepeating }
  public var nonRepeating: SymbolEffectOptions { self.repeat(1) }
}
