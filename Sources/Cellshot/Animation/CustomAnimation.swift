// CustomAnimation: an animation of the app's own, and the built-in ones as the same kind of
// value. An animation is asked for the animated amount of a change at a time since it began
// (`animate(value:time:context:)`, nil once it is done), with a context whose state it may
// keep between calls.

/// An animation of the app's own: `Animation(MyAnimation())`.
public protocol CustomAnimation: Hashable {
  /// The part of `value` (the whole change) animated at `time`; nil once finished.
  func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
                                    context: inout AnimationContext<V>) -> V?
  /// The velocity at `time`, if known.
  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval,
                                     context: AnimationContext<V>) -> V?
  /// Whether this animation takes over `previous` when it starts while `previous` runs.
  func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                        context: inout AnimationContext<V>) -> Bool
}

extension CustomAnimation {
  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval,
                                            context: AnimationContext<V>) -> V? { nil }
  public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V,
                                               time: TimeInterval,
                                               context: inout AnimationContext<V>) -> Bool {
    false
  }
}

/// What an animation knows while it runs: its own state, and whether it is logically done.
public struct AnimationContext<Value: VectorArithmetic> {
  /// State the animation keeps between calls, by key.
  public var state: AnimationState<Value>
  /// Set by an animation once it is logically complete (before it stops moving).
  public var isLogicallyComplete: Bool
  let values: EnvironmentValues

  init(state: AnimationState<Value> = AnimationState(), isLogicallyComplete: Bool = false,
       environment: EnvironmentValues = EnvironmentValues()) {
    self.state = state
    self.isLogicallyComplete = isLogicallyComplete
    values = environment
  }

  /// The environment of the view being animated.
  public var environment: EnvironmentValues { values }

  /// This context with `state` for values of another type.
  public func withState<T: VectorArithmetic>(_ state: AnimationState<T>) -> AnimationContext<T> {
    AnimationContext<T>(state: state, isLogicallyComplete: isLogicallyComplete,
                        environment: values)
  }
}

/// An animation's state between calls, by key.
public struct AnimationState<Value: VectorArithmetic> {
  var storage: [ObjectIdentifier: Any] = [:]

  public init() {}

  public subscript<K: AnimationStateKey>(key: K.Type) -> K.Value {
    get { storage[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
    set { storage[ObjectIdentifier(key)] = newValue }
  }
}

/// A key for a value in an animation's state.
public protocol AnimationStateKey {
  associatedtype Value
  static var defaultValue: Value { get }
}

// MARK: the built-in animations

/// A timing curve over a duration (`.easeInOut(duration:)`, `.linear`, `.timingCurve`).
struct CurveAnimation: CustomAnimation, CustomStringConvertible {
  let curve: UnitCurve
  let duration: TimeInterval

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
                                    context: inout AnimationContext<V>) -> V? {
    guard time < duration, duration > 0 else { return nil }
    return value.scaled(by: curve.value(at: time / duration))
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval,
                                     context: AnimationContext<V>) -> V? {
    guard duration > 0 else { return nil }
    return value.scaled(by: curve.velocity(at: time / duration) / duration)
  }

  var description: String { "CurveAnimation(duration: \(duration))" }
}

/// A persistent spring: one that follows another keeps its velocity.
struct SpringAnimation: CustomAnimation, CustomStringConvertible {
  let spring: Spring
  let blendDuration: TimeInterval

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
                                    context: inout AnimationContext<V>) -> V? {
    let settle = spring.settlingDuration(target: value, initialVelocity: .zero, epsilon: 1e-3)
    guard time < settle else { return nil }
    return spring.value(target: value, time: time)
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval,
                                     context: AnimationContext<V>) -> V? {
    spring.velocity(target: value, time: time)
  }

  func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V, time: TimeInterval,
                                        context: inout AnimationContext<V>) -> Bool { true }

  var description: String {
    "SpringAnimation(response: \(spring.response), dampingRatio: \(spring.dampingRatio))"
  }
}

/// A spring whose motions add up; its initial velocity is in units of the change a second.
struct InterpolatingSpringAnimation: CustomAnimation, CustomStringConvertible {
  let spring: Spring
  let initialVelocity: Double

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
                                    context: inout AnimationContext<V>) -> V? {
    let velocity = value.scaled(by: initialVelocity)
    let settle = spring.settlingDuration(target: value, initialVelocity: velocity, epsilon: 1e-3)
    guard time < settle else { return nil }
    return spring.value(target: value, initialVelocity: velocity, time: time)
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval,
                                     context: AnimationContext<V>) -> V? {
    spring.velocity(target: value, initialVelocity: value.scaled(by: initialVelocity),
                    time: time)
  }

  var description: String {
    "InterpolatingSpringAnimation(stiffness: \(spring.stiffness), damping: \(spring.damping))"
  }
}

/// An animation started later: nothing moves before `delay`.
struct DelayedAnimation: CustomAnimation, CustomStringConvertible {
  let base: Animation
  let delay: TimeInterval

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
                                    context: inout AnimationContext<V>) -> V? {
    time < delay ? .zero : base.animate(value: value, time: time - delay, context: &context)
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval,
                                     context: AnimationContext<V>) -> V? {
    time < delay ? .zero : base.velocity(value: value, time: time - delay, context: context)
  }

  var description: String { "\(base).delay(\(delay))" }
}

/// An animation run faster (or slower, below 1).
struct SpeededAnimation: CustomAnimation, CustomStringConvertible {
  let base: Animation
  let speed: Double

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
                                    context: inout AnimationContext<V>) -> V? {
    base.animate(value: value, time: time * speed, context: &context)
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval,
                                     context: AnimationContext<V>) -> V? {
    base.velocity(value: value, time: time * speed, context: context)?.scaled(by: speed)
  }

  var description: String { "\(base).speed(\(speed))" }
}

/// An animation run a number of times (or forever), backwards every other time if it
/// autoreverses. Each run lasts until the base animation says it is done.
struct RepeatingAnimation: CustomAnimation, CustomStringConvertible {
  let base: Animation
  let repeatCount: Int?
  let autoreverses: Bool

  /// The run under way and the time it began.
  private enum Progress: AnimationStateKey {
    static var defaultValue: (run: Int, start: TimeInterval) { (0, 0) }
  }

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
                                    context: inout AnimationContext<V>) -> V? {
    var progress = context.state[Progress.self]
    // A base animation that ends at once would never move time on: stop after a bound.
    for _ in 0..<10_000 {
      if let count = repeatCount, progress.run >= count { return nil }
      let backwards = autoreverses && progress.run % 2 == 1
      let local = max(0, time - progress.start)
      if let step = base.animate(value: value, time: local, context: &context) {
        context.state[Progress.self] = progress
        return backwards ? value - step : step
      }
      // The run is over: the next begins when it ended, the first moment the base animation
      // is done (found by bisection, on a copy of the context).
      var (done, running) = (local, 0.0)
      for _ in 0..<60 where done - running > 1e-12 {
        let middle = (running + done) / 2
        var scratch = context
        if base.animate(value: value, time: middle, context: &scratch) == nil {
          done = middle
        } else {
          running = middle
        }
      }
      progress = (progress.run + 1, progress.start + done)
      context.state[Progress.self] = progress
    }
    return nil
  }

  var description: String {
    "\(base).repeatCount(\(repeatCount.map(String.init) ?? "forever"), "
      + "autoreverses: \(autoreverses))"
  }
}

/// An animation counted as logically complete after a time.
struct LogicallyCompleteAnimation: CustomAnimation, CustomStringConvertible {
  let base: Animation
  let duration: TimeInterval

  func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
                                    context: inout AnimationContext<V>) -> V? {
    if time >= duration { context.isLogicallyComplete = true }
    return base.animate(value: value, time: time, context: &context)
  }

  func velocity<V: VectorArithmetic>(value: V, time: TimeInterval,
                                     context: AnimationContext<V>) -> V? {
    base.velocity(value: value, time: time, context: context)
  }

  var description: String { "\(base).logicallyComplete(after: \(duration))" }
}
