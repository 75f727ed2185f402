// Hover: a pointer over the view (an iPad's trackpad or Apple Pencil). A picture has no
// pointer, so hover actions never run and hover effects are never shown; they compile with
// SwiftUI's types, and the environment says whether hover effects are on.

/// How a view reacts to a pointer over it: `.automatic`, `.highlight`, `.lift`, or an effect
/// of the app's own.
public struct HoverEffect: Sendable {
  let name: String
  public static let automatic = HoverEffect(name: "automatic")
  public static let highlight = HoverEffect(name: "highlight")
  public static let lift = HoverEffect(name: "lift")

  /// A hover effect of the app's own (iOS 18).
  public init<E: CustomHoverEffect>(_ effect: E) { name = "\(E.self)" }
  init(name: String) { self.name = name }
}

/// A hover effect made of others (iOS 18): `body(content:)` builds on an empty effect.
public protocol CustomHoverEffect {
  associatedtype Body: CustomHoverEffect
  typealias Content = EmptyHoverEffect
  func body(content: Content) -> Body
}

extension CustomHoverEffect where Body == Never {
  public func body(content: Content) -> Never { fatalError("\(Self.self) has no body") }
}

extension CustomHoverEffect {
  /// This effect, off if `isDisabled`.
  public func hoverEffectDisabled(_ isDisabled: Bool = true) -> some CustomHoverEffect { self }
}

extension Never: CustomHoverEffect {}

extension HoverEffect: CustomHoverEffect {
  public typealias Body = Never
}

extension ModifiedContent: CustomHoverEffect where Content: CustomHoverEffect,
  Modifier: CustomHoverEffect {
  public typealias Body = Never
}

/// No effect: where a custom hover effect starts.
public struct EmptyHoverEffect: CustomHoverEffect {
  public typealias Body = Never
  public init() {}
}

/// The platform's effect for the view.
public struct AutomaticHoverEffect: CustomHoverEffect {
  public init() {}
  public func body(content: Content) -> some CustomHoverEffect { content }
}

/// A highlight behind the view.
public struct HighlightHoverEffect: CustomHoverEffect {
  public init() {}
  public func body(content: Content) -> some CustomHoverEffect { content }
}

/// The view lifted under the pointer.
public struct LiftHoverEffect: CustomHoverEffect {
  public init() {}
  public func body(content: Content) -> some CustomHoverEffect { content }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
  public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}
extension CustomHoverEffect where Self == HighlightHoverEffect {
  public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}
extension CustomHoverEffect where Self == LiftHoverEffect {
  public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

/// Where the pointer is over a view, or that it has left.
public enum HoverPhase: Equatable, Sendable {
  case active(CGPoint)
  case ended
}

private struct HoverEffectEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether hover effects below are on (`.hoverEffectDisabled(_:)` turns them off).
  public var isHoverEffectEnabled: Bool {
    get { self[HoverEffectEnabledKey.self] }
    set { self[HoverEffectEnabledKey.self] = newValue }
  }
}

extension View {
  /// Calls `action` as a pointer enters and leaves the view: never, in a picture.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View { self }

  @_disfavoredOverload
  public func onContinuousHover(coordinateSpace: CoordinateSpace = .local,
                                perform action: @escaping (HoverPhase) -> Void) -> some View {
    self
  }
  /// Calls `action` as a pointer moves over the view: never, in a picture.
  public func onContinuousHover(coordinateSpace: some CoordinateSpaceProtocol = .local,
                                perform action: @escaping (HoverPhase) -> Void) -> some View {
    self
  }

  /// Shows `effect` under a pointer: never seen in a picture.
  public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View { self }
  /// Shows a custom hover effect under a pointer (iOS 18).
  public func hoverEffect(_ effect: some CustomHoverEffect = .automatic, isEnabled: Bool = true)
    -> some View { self }
  /// The effect views below show under a pointer unless they choose one.
  public func defaultHoverEffect(_ effect: HoverEffect?) -> some View { self }
  public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View { self }
  /// Turns hover effects below off.
  public func hoverEffectDisabled(_ disabled: Bool = true) -> some View {
    environment(\.isHoverEffectEnabled, !disabled)
  }
}
