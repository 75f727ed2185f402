// Animations, transitions and matched geometry: a picture is one frame, so they compile and
// change nothing.
import Symbols

extension View {
  // MARK: accepted for compatibility; a still picture has no use for them

  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
  public func animation(_ animation: Animation?) -> Self { self }

  public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> Self {
    self
  }

  public func transition(_ transition: AnyTransition) -> Self { self }
  public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> Self { self }
  public func contentTransition(_ transition: ContentTransition) -> Self { self }
}

/// Runs `body`: a picture does not animate, so its changes are shown at once.
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body`, then `completion` (iOS 17's spelling).
@MainActor
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default,
                                  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
                                  _ body: () throws -> Result,
                                  completion: @escaping () -> Void) rethrows -> Result {
  let result = try body()
  completion()
  return result
}

@MainActor
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction,
                                    _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Accepted and ignored: pictures do not animate. Every curve, spring and modifier compiles.
public struct Animation: Sendable, Hashable {
  public static let `default` = Animation()
  public static let easeInOut = Animation()
  public static let easeIn = Animation()
  public static let easeOut = Animation()
  public static let linear = Animation()
  public static let spring = Animation()
  public static let interactiveSpring = Animation()
  public static let bouncy = Animation()
  public static let snappy = Animation()
  public static let smooth = Animation()
  public static func easeInOut(duration: Double) -> Animation { Animation() }
  public static func easeIn(duration: Double) -> Animation { Animation() }
  public static func easeOut(duration: Double) -> Animation { Animation() }
  public static func linear(duration: Double) -> Animation { Animation() }
  public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
                                 duration: Double = 0.35) -> Animation { Animation() }
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                            blendDuration: Double = 0) -> Animation { Animation() }
  // Disfavoured: `.spring()` is the response/damping one, whichever SwiftUI picks.
  @_disfavoredOverload
  public static func spring(duration: Double = 0.5, bounce: Double = 0,
                            blendDuration: Double = 0) -> Animation { Animation() }
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                       blendDuration: Double = 0.25) -> Animation { Animation() }
  public static func interpolatingSpring(stiffness: Double, damping: Double,
                                         initialVelocity: Double = 0) -> Animation { Animation() }
  public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double,
                                         initialVelocity: Double = 0) -> Animation { Animation() }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation()
  }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation()
  }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation()
  }
  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// A value that animates between states: a shape's `animatableData`. Pictures show one state,
/// so the data is only read and written by the app's own code.
/// A modifier whose values animate: a picture shows its end state.
public protocol AnimatableModifier: Animatable, ViewModifier {}

public protocol Animatable {
  associatedtype AnimatableData: VectorArithmetic
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

/// Values that can be added, subtracted and scaled: what animations interpolate.
public protocol VectorArithmetic: AdditiveArithmetic {
  mutating func scale(by rhs: Double)
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  public init() {}
  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (a: Self, b: Self) -> Self { a }
  public static func - (a: Self, b: Self) -> Self { a }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}

/// Two animatable values as one.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
  public var first: First
  public var second: Second
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }
  public static var zero: Self { Self(.zero, .zero) }
  public static func + (a: Self, b: Self) -> Self { Self(a.first + b.first, a.second + b.second) }
  public static func - (a: Self, b: Self) -> Self { Self(a.first - b.first, a.second - b.second) }
  public mutating func scale(by rhs: Double) {
    first.scale(by: rhs)
    second.scale(by: rhs)
  }
  public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// When `withAnimation`'s completion runs: at once, on a still picture.
public enum AnimationCompletionCriteria: Sendable, Hashable { case logicallyComplete, removed }

/// The context of a state change (`withTransaction`, `.transaction { }`): accepted.
public struct Transaction: @unchecked Sendable {
  public var animation: Animation?
  public var disablesAnimations = false
  public var isContinuous = false
  public var tracksVelocity = false
  var values: [ObjectIdentifier: Any] = [:]
  public init() {}
  public init(animation: Animation?) { self.animation = animation }

  /// A value of the app's own (`extension Transaction { @Entry var source = "" }`).
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value of the app's own in a transaction.
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// How content changes (`.contentTransition(.numericText())`): accepted.
public struct ContentTransition: Sendable {
  public static let identity = ContentTransition()
  public static let opacity = ContentTransition()
  public static let interpolate = ContentTransition()
  public static func numericText(countsDown: Bool = false) -> ContentTransition {
    ContentTransition()
  }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
  /// A symbol changing into another with `effect`: a picture shows the new symbol.
  public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
    _ effect: T, options: SymbolEffectOptions = .default
  ) -> ContentTransition { ContentTransition() }
  public static var symbolEffect: ContentTransition { symbolEffect(.automatic) }
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
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  public static func scale(scale: CGFloat, anchor: UnitPoint) -> AnyTransition { AnyTransition() }
  public static func scale(scale: CGFloat) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition { AnyTransition() }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}
