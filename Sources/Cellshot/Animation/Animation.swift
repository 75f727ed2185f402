// Animation: a value that says how a change moves over time. A picture is one frame, drawn at
// the end of every animation, so none of these runs while rendering; but an animation is a
// real value, as in SwiftUI: `.easeIn(duration:)`, springs, `.delay`, `.speed`, `.repeatCount`
// give animations whose `animate(value:time:context:)` returns the values SwiftUI's would, for
// custom animations that wrap them and for tests.
//
// Each built-in animation is a `CustomAnimation` (a Bézier curve over a duration, a spring,
// a delay, a speed, a repetition), held in the `Animation` box as an app's own would be.

/// How a change moves over time: a curve, a spring, or an animation of the app's own.
public struct Animation: Equatable, Sendable {
  let box: AnimationBox

  /// An animation that runs `base`.
  public init<A: CustomAnimation>(_ base: A) { box = AnimationBox(base) }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Animation, _ rhs: Animation) -> Bool {
    lhs.box.key == rhs.box.key
  }
}

/// An animation's value, compared and hashed as itself. A class, to keep `Animation` small.
final class AnimationBox: @unchecked Sendable {
  let base: any CustomAnimation
  let key: AnyHashable

  init<A: CustomAnimation>(_ base: A) {
    self.base = base
    key = AnyHashable(base)
  }
}

extension Animation: Hashable {
  /// The animated amount of `value` (the whole change) at `time` seconds in; nil once done.
  public func animate<V: VectorArithmetic>(value: V, time: TimeInterval,
                                           context: inout AnimationContext<V>) -> V? {
    box.base.animate(value: value, time: time, context: &context)
  }

  /// The velocity of the animated amount at `time`; nil if the animation does not know it.
  public func velocity<V: VectorArithmetic>(value: V, time: TimeInterval,
                                            context: AnimationContext<V>) -> V? {
    box.base.velocity(value: value, time: time, context: context)
  }

  /// Whether this animation, started while `previous` runs, takes it over.
  public func shouldMerge<V: VectorArithmetic>(previous: Animation, value: V,
                                               time: TimeInterval,
                                               context: inout AnimationContext<V>) -> Bool {
    box.base.shouldMerge(previous: previous, value: value, time: time, context: &context)
  }

  /// The custom animation this animation runs.
  public var base: any CustomAnimation { box.base }

  public func hash(into hasher: inout Hasher) { hasher.combine(box.key) }
}

extension Animation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  public var description: String { String(describing: box.base) }
  public var debugDescription: String { "Animation(\(String(reflecting: box.base)))" }
  public var customMirror: Mirror { Mirror(self, children: ["base": box.base]) }
}

// MARK: curves

extension Animation {
  /// The default animation: a spring with a response of 0.55 and no bounce, as since iOS 17.
  public static let `default` = Animation.spring(response: 0.55, dampingFraction: 1,
                                                  blendDuration: 0)

  public static func easeInOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeInOut, duration: duration)
  }
  public static var easeInOut: Animation { easeInOut(duration: 0.35) }
  public static func easeIn(duration: TimeInterval) -> Animation {
    timingCurve(.easeIn, duration: duration)
  }
  public static var easeIn: Animation { easeIn(duration: 0.35) }
  public static func easeOut(duration: TimeInterval) -> Animation {
    timingCurve(.easeOut, duration: duration)
  }
  public static var easeOut: Animation { easeOut(duration: 0.35) }
  public static func linear(duration: TimeInterval) -> Animation {
    timingCurve(.linear, duration: duration)
  }
  public static var linear: Animation { linear(duration: 0.35) }

  /// A cubic Bézier timing curve with control points (p1x, p1y) and (p2x, p2y).
  public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double,
                                 duration: TimeInterval = 0.35) -> Animation {
    timingCurve(.bezier(startControlPoint: UnitPoint(x: p1x, y: p1y),
                        endControlPoint: UnitPoint(x: p2x, y: p2y)), duration: duration)
  }

  /// `curve` over `duration` seconds.
  public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation {
    Animation(CurveAnimation(curve: curve, duration: duration))
  }
}

// MARK: springs

extension Animation {
  /// A spring that settles in about `duration` and overshoots by `bounce`.
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                            blendDuration: Double = 0) -> Animation {
    spring(response: duration, dampingFraction: Spring.dampingRatio(bounce: bounce),
           blendDuration: blendDuration)
  }

  /// A spring with period `response` damped by `dampingFraction` of the critical damping;
  /// springs that follow one another keep their velocity.
  @_disfavoredOverload
  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825,
                            blendDuration: TimeInterval = 0) -> Animation {
    spring(Spring(response: response, dampingRatio: dampingFraction),
           blendDuration: blendDuration)
  }
  public static var spring: Animation { spring() }

  /// `spring`, as a persistent spring animation.
  public static func spring(_ spring: Spring, blendDuration: TimeInterval = 0.0) -> Animation {
    Animation(SpringAnimation(spring: spring, blendDuration: blendDuration))
  }

  @_disfavoredOverload
  public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86,
                                       blendDuration: TimeInterval = 0.25) -> Animation {
    spring(response: response, dampingFraction: dampingFraction, blendDuration: blendDuration)
  }
  public static var interactiveSpring: Animation { interactiveSpring() }
  public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0.0,
                                       blendDuration: TimeInterval = 0.25) -> Animation {
    spring(duration: duration, bounce: 0.15 + extraBounce, blendDuration: blendDuration)
  }

  public static var smooth: Animation { smooth() }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation { spring(duration: duration, bounce: extraBounce) }
  public static var snappy: Animation { snappy() }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation { spring(duration: duration, bounce: 0.15 + extraBounce) }
  public static var bouncy: Animation { bouncy() }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0)
    -> Animation { spring(duration: duration, bounce: 0.3 + extraBounce) }

  /// A spring whose motions add up rather than take one another over.
  public static func interpolatingSpring(mass: Double = 1.0, stiffness: Double, damping: Double,
                                         initialVelocity: Double = 0.0) -> Animation {
    interpolatingSpring(Spring(mass: mass, stiffness: stiffness, damping: damping,
                               allowOverDamping: true),
                        initialVelocity: initialVelocity)
  }

  public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0.0,
                                         initialVelocity: Double = 0.0) -> Animation {
    // SwiftUI's own arithmetic: stiffness (2π / duration)², damping 2 √stiffness × fraction.
    let stiffness = duration <= 0 ? Double.infinity
      : (MotionMath.tau / duration) * (MotionMath.tau / duration)
    let damping = 2 * stiffness.squareRoot() * Spring.dampingRatio(bounce: bounce)
    return interpolatingSpring(stiffness: stiffness, damping: damping,
                               initialVelocity: initialVelocity)
  }
  public static var interpolatingSpring: Animation { interpolatingSpring() }

  /// `spring` with motions that add up; `initialVelocity` is in units of the whole change
  /// a second.
  public static func interpolatingSpring(_ spring: Spring, initialVelocity: Double = 0.0)
    -> Animation {
    Animation(InterpolatingSpringAnimation(spring: spring, initialVelocity: initialVelocity))
  }
}

// MARK: changing an animation

extension Animation {
  /// This animation, started `delay` seconds later.
  public func delay(_ delay: TimeInterval) -> Animation {
    Animation(DelayedAnimation(base: self, delay: delay))
  }

  /// This animation, run `speed` times as fast.
  public func speed(_ speed: Double) -> Animation {
    Animation(SpeededAnimation(base: self, speed: speed))
  }

  /// This animation, run `repeatCount` times, backwards every other time if `autoreverses`.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation(RepeatingAnimation(base: self, repeatCount: max(0, repeatCount),
                                 autoreverses: autoreverses))
  }

  /// This animation, run again and again.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(RepeatingAnimation(base: self, repeatCount: nil, autoreverses: autoreverses))
  }

  /// This animation, counted as logically complete after `duration` seconds (when completions
  /// waiting for `.logicallyComplete` run).
  public func logicallyComplete(after duration: TimeInterval) -> Animation {
    Animation(LogicallyCompleteAnimation(base: self, duration: duration))
  }
}
