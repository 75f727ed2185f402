// ContentTransition: how a view's content changes in place (text counting up, a symbol
// replaced). A picture shows the new content; the transition is kept in the environment, where
// SwiftUI keeps it, for code that reads it.
import Symbols

/// How a view's content changes from one value to the next.
public struct ContentTransition: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    case identity, opacity, interpolate
    case numericText(countsDown: Bool)
    case numericTextValue(Double)
    case symbolEffect
  }

  let kind: Kind

  /// The new content replaces the old at once.
  public static let identity = ContentTransition(kind: .identity)
  /// The old content fades out as the new fades in.
  public static let opacity = ContentTransition(kind: .opacity)
  /// Glyphs and colours interpolate where they can.
  public static let interpolate = ContentTransition(kind: .interpolate)
  /// Digits roll, upwards unless `countsDown`.
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition(kind: .numericText(countsDown: countsDown))
  }
  /// Digits roll, up or down as `value` rises or falls.
  public static func numericText(value: Double) -> ContentTransition {
    ContentTransition(kind: .numericTextValue(value))
  }
  /// A symbol changing into another with `effect`: a picture shows the new symbol.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition { ContentTransition(kind: .symbolEffect) }
  public static var symbolEffect: ContentTransition { symbolEffect(.automatic) }
}

private struct ContentTransitionKey: EnvironmentKey {
  static let defaultValue = ContentTransition.identity
}

private struct ContentTransitionDrawingGroupKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// How content below changes (`.contentTransition(_:)`); `.identity` unless set.
  public var contentTransition: ContentTransition {
    get { self[ContentTransitionKey.self] }
    set { self[ContentTransitionKey.self] = newValue }
  }

  /// Whether content transitions below are drawn through an offscreen group.
  public var contentTransitionAddsDrawingGroup: Bool {
    get { self[ContentTransitionDrawingGroupKey.self] }
    set { self[ContentTransitionDrawingGroupKey.self] = newValue }
  }
}

extension View {
  /// Changes of this view's content use `transition`: the picture shows the content as it is.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    environment(\.contentTransition, transition)
  }
}
