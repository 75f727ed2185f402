// Animations, transitions and matched geometry: a picture is one frame, so they compile and
// change nothing.

extension View {
  // MARK: accepted for compatibility; a still picture has no use for them

  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
  public func animation(_ animation: Animation?) -> Self { self }

  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self {
    self
  }

  public func transition(_ transition: AnyTransition) -> Self { self }
}

/// Accepted and ignored: pictures do not animate.
public struct Animation: Sendable {
  public static let `default` = Animation()
  public static let easeInOut = Animation()
  public static let easeIn = Animation()
  public static let easeOut = Animation()
  public static let linear = Animation()
  public static func spring() -> Animation { Animation() }
}

/// Accepted and ignored, for `matchedGeometryEffect`.
@propertyWrapper
public struct Namespace: Sendable {
  public struct ID: Hashable, Sendable { let value: Int }
  public init() {}
  public var wrappedValue: ID { ID(value: 0) }
}

/// A transition between states (never drawn: a picture is one state).
public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
  public static let identity = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func scale(scale: CGFloat) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
