// Transaction: the context of one state change (its animation, and values of the app's own),
// and `withTransaction`/`withAnimation`, which run a change in one. A picture shows the state
// after every change, so the body runs at once; completions wait for nothing and run right
// after it.

/// The context of a state change: its animation, whether animations are off, values of the
/// app's own (`extension Transaction { @Entry var source = "" }`).
public struct Transaction: @unchecked Sendable {
  /// The animation the change is made with; nil for none.
  public var animation: Animation?
  /// Whether animations declared on views (`.animation(_:value:)`) are off for this change.
  public var disablesAnimations = false
  /// Whether the change is part of a continuous interaction (a drag).
  public var isContinuous = false
  /// Whether the change's velocity is tracked to carry into animations that follow.
  public var tracksVelocity = false
  /// Where a `scrollPosition` change puts its target in the scroll view; nil for the
  /// nearest edge.
  public var scrollTargetAnchor: UnitPoint?
  /// Whether a scroll made by changing a `ScrollPosition` keeps the scroll's velocity.
  public var scrollPositionUpdatePreservesVelocity = false
  /// How a change made while a document or sheet closes is dismissed: `.interactive` unless
  /// the app asks for `.destructive`.
  public var dismissBehavior = DismissBehavior.interactive
  /// Whether a scroll view keeps its content in place when the change moves it.
  public var scrollContentOffsetAdjustmentBehavior = ScrollContentOffsetAdjustmentBehavior.automatic
  var values: [ObjectIdentifier: Any] = [:]
  /// What runs when the change's animations complete: at once, after the change, here.
  var completions: [() -> Void] = []

  public init() {}
  public init(animation: Animation?) { self.animation = animation }

  /// A value of the app's own (`transaction[SourceKey.self]`).
  public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
    get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// Runs `completion` when the change's animations meet `criteria`: on a still picture, as
  /// soon as the change has been made.
  public mutating func addAnimationCompletion(
    criteria: AnimationCompletionCriteria = .logicallyComplete,
    _ completion: @escaping () -> Void
  ) {
    completions.append(completion)
  }
}

/// How a window or sheet closed by a change is dismissed: interactively (it may ask to save)
/// or destructively (it closes without asking). Nothing is dismissed in a picture.
public struct DismissBehavior: Sendable {
  let name: String
  /// Dismissed as the user would, giving the content the chance to stop it.
  public static let interactive = DismissBehavior(name: "interactive")
  /// Dismissed at once, whatever the content has left unsaved.
  public static let destructive = DismissBehavior(name: "destructive")
}

/// A key for a value of the app's own in a transaction.
public protocol TransactionKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

/// When an animation's completion runs: once it is logically complete, or once it has been
/// removed. On a still picture, both are at once.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  let name: String
  /// When the animation has reached its end value (a spring, before it comes to rest).
  public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
  /// When the animation has stopped moving.
  public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` in `transaction`, then the completions it added: a picture does not animate,
/// so its changes show at once.
@MainActor
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction,
                                    _ body: () throws -> Result) rethrows -> Result {
  let result = try body()
  transaction.completions.forEach { $0() }
  return result
}

/// Runs `body` in a transaction whose `keyPath` is `value`.
@MainActor
@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V,
                                  _ body: () throws -> R) rethrows -> R {
  var transaction = Transaction()
  transaction[keyPath: keyPath] = value
  return try withTransaction(transaction, body)
}

/// Runs `body`: a picture does not animate, so its changes are shown at once. Nonisolated, as
/// iOS's: a model object off the main actor calls it (ScrollKit's in Swift 6).
@discardableResult
public nonisolated func withAnimation<Result>(_ animation: Animation? = .default,
                                              _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// Runs `body`, then `completion` (the animation ends at once on a still picture).
@MainActor
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default,
  completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
  var transaction = Transaction(animation: animation)
  transaction.addAnimationCompletion(criteria: completionCriteria, completion)
  return try withTransaction(transaction, body)
}
