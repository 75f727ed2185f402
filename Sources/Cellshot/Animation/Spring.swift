// Spring: a damped harmonic oscillator, with SwiftUI's ways to make one and its closed-form
// motion. A picture never runs a spring; the numbers are for code that reads them, and they
// are Apple's where Apple documents them (`Spring(duration:bounce:)` is a mass of 1, a
// stiffness of (2π / duration)², a damping of 4π (1 - bounce) / duration, as SwiftUI's
// interface spells out).
//
// The motion of a unit mass from 0 towards `target`, starting at velocity v0, with
// λ = damping / 2m and ω0² = stiffness / m:
//   underdamped (λ < ω0), ωd = √(ω0² - λ²):
//     x(t) = T - e^(-λt) (T cos ωd t + (λT - v0) / ωd sin ωd t)
//   critically damped: x(t) = T - e^(-λt) (T + (λT - v0) t)
//   overdamped, r1,2 = -λ ± √(λ² - ω0²): x(t) = T + A e^(r1 t) + B e^(r2 t)
// Every exponential, sine and cosine is `MotionMath`'s, so the values are the same anywhere.

/// A spring's motion: its mass, stiffness and damping, and the values it takes over time.
public struct Spring: Hashable, Sendable {
  /// The mass, the stiffness and the damping, as given or derived; the damping is at most
  /// critical unless over-damping was allowed.
  let m: Double
  let k: Double
  let c: Double

  init(m: Double, k: Double, c: Double) {
    (self.m, self.k, self.c) = (m, k, c)
  }

  /// √(k/m): how fast the spring swings undamped, in radians a second.
  var naturalFrequency: Double { (k / m).squareRoot() }
  /// λ = c / 2m: how fast the motion decays.
  var decay: Double { c / (2 * m) }
}

extension Spring {
  /// A spring that settles in about `duration` (the pace of its motion) and overshoots by
  /// `bounce`: 0 does not overshoot (critically damped), up to 1 never settles, below 0 is
  /// over-damped (down to -1).
  public init(duration: TimeInterval = 0.5, bounce: Double = 0.0) {
    let bounce = bounce.isNaN ? 0 : min(max(bounce, -0.999_999), 1)
    self.init(response: duration, dampingRatio: Spring.dampingRatio(bounce: bounce))
  }

  /// The perceptual duration: the period of the undamped spring, 2π / √(k/m).
  public var duration: TimeInterval { MotionMath.tau / naturalFrequency }

  /// How bouncy the spring is: 1 - the damping ratio, or, over-damped, 1 / ratio - 1.
  public var bounce: Double {
    let ratio = dampingRatio
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1
  }

  /// The damping ratio SwiftUI gives a bounce: 1 - bounce, or 1 / (1 + bounce) below 0.
  static func dampingRatio(bounce: Double) -> Double {
    bounce < 0 ? 1 / (bounce + 1) : max(0, 1 - bounce)
  }
}

extension Spring {
  /// A spring that swings with period `response` and is damped by `dampingRatio` of the
  /// critical damping.
  public init(response: Double, dampingRatio: Double) {
    let response = response.isFinite && response > 0 ? response : 1e-9
    let stiffness = (MotionMath.tau / response) * (MotionMath.tau / response)
    let ratio = dampingRatio.isFinite ? max(0, dampingRatio) : 1
    self.init(m: 1, k: stiffness, c: 2 * stiffness.squareRoot() * ratio)
  }

  /// The period of the undamped spring: the same as `duration`.
  public var response: Double { duration }

  /// The damping as a fraction of the critical damping (2 √(k m)).
  public var dampingRatio: Double { c / (2 * (k * m).squareRoot()) }
}

extension Spring {
  /// A spring of `mass` with `stiffness` and `damping`. Damping past critical is treated as
  /// critical unless `allowOverDamping`.
  public init(mass: Double = 1.0, stiffness: Double, damping: Double,
              allowOverDamping: Bool = false) {
    let mass = mass.isFinite && mass > 0 ? mass : 1
    let stiffness = stiffness.isFinite && stiffness > 0 ? stiffness : 1e-9
    let critical = 2 * (stiffness * mass).squareRoot()
    var damping = damping.isFinite ? max(0, damping) : critical
    if !allowOverDamping { damping = min(damping, critical) }
    self.init(m: mass, k: stiffness, c: damping)
  }

  /// The mass at the end of the spring (1 unless given).
  public var mass: Double { m }
  /// The spring constant.
  public var stiffness: Double { k }
  /// The friction that slows the motion.
  public var damping: Double { c }
}

extension Spring {
  /// A spring with `dampingRatio` (at most 1) that comes to within `epsilon` of its target,
  /// and stays there, after about `settlingDuration` seconds.
  public init(settlingDuration: TimeInterval, dampingRatio: Double, epsilon: Double = 0.001) {
    let ratio = dampingRatio.isFinite ? min(max(dampingRatio, 1e-6), 1) : 1
    let time = settlingDuration.isFinite ? min(max(settlingDuration, 0.01), 10) : 1
    let epsilon = epsilon.isFinite && epsilon > 0 ? min(epsilon, 0.5) : 0.001
    let omega: Double
    if ratio < 1 {
      // The envelope `settlingDuration(target:...)` bounds the motion by, for a target of 1
      // from rest, e^(-ζω0 t) (1 + ζ / √(1 - ζ²)), reaches epsilon at `time`.
      let envelope = 1 + ratio / (1 - ratio * ratio).squareRoot()
      omega = MotionMath.log(envelope / epsilon) / (ratio * time)
    } else {
      // (1 + u) e^(-u) = epsilon, u = ω0 t, by Newton's method from the right of the root.
      var u = 10.0
      for _ in 0..<50 {
        let f = (1 + u) * MotionMath.exp(-u) - epsilon
        let slope = -u * MotionMath.exp(-u)
        let next = u - f / slope
        if !next.isFinite { break }
        if abs(next - u) < 1e-12 {
          u = next
          break
        }
        u = next
      }
      omega = u / time
    }
    let stiffness = omega * omega
    self.init(m: 1, k: stiffness, c: 2 * omega * ratio)
  }
}

extension Spring {
  /// The time the spring takes from 0 to within 0.001 of a target of 1, at rest.
  public var settlingDuration: TimeInterval {
    settlingDuration(target: 1.0, initialVelocity: 0.0, epsilon: 0.001)
  }

  /// About how long the spring takes to come within `epsilon` of `target` for good, moving
  /// from zero at `initialVelocity`: where its decaying envelope reaches `epsilon`.
  public func settlingDuration<V: VectorArithmetic>(
    target: V, initialVelocity: V = .zero, epsilon: Double
  ) -> TimeInterval {
    let lambda = decay
    let epsilon = max(epsilon, 1e-12)
    guard lambda > 0, k.isFinite else { return k.isFinite ? .infinity : 0 }
    let omega0 = naturalFrequency
    let size = target.magnitudeSquared.squareRoot()
    let push = (target.scaled(by: lambda) - initialVelocity).magnitudeSquared.squareRoot()
    if lambda < omega0 {
      let omegaD = (omega0 * omega0 - lambda * lambda).squareRoot()
      let envelope = size + push / omegaD
      return max(0, MotionMath.log(envelope / epsilon) / lambda)
    }
    // Critical or over-damped: the slowest exponential dominates. Walk until the motion has
    // stayed within epsilon a while, then find the last crossing by bisection.
    func distance(_ time: Double) -> Double {
      (value(target: target, initialVelocity: initialVelocity, time: time) - target)
        .magnitudeSquared.squareRoot()
    }
    let slowest = max(lambda - max(0, lambda * lambda - omega0 * omega0).squareRoot(), 1e-6)
    let step = 0.05 / slowest
    var time = 0.0
    var last: Double?
    for _ in 0..<100_000 {
      if distance(time) >= epsilon { last = time }
      if time - (last ?? 0) > 2 / slowest { break }
      time += step
    }
    guard var low = last else { return 0 }
    var high = low + step
    for _ in 0..<60 {
      let middle = (low + high) / 2
      if distance(middle) >= epsilon { low = middle } else { high = middle }
    }
    return high
  }

  /// The spring's displacement at `time`, moving from zero towards `target` at
  /// `initialVelocity`.
  public func value<V: VectorArithmetic>(target: V, initialVelocity: V = .zero,
                                         time: TimeInterval) -> V {
    motion(target: target, initialVelocity: initialVelocity, time: time).value
  }

  /// The spring's velocity at `time`, moving from zero towards `target` at `initialVelocity`.
  public func velocity<V: VectorArithmetic>(target: V, initialVelocity: V = .zero,
                                            time: TimeInterval) -> V {
    motion(target: target, initialVelocity: initialVelocity, time: time).velocity
  }

  /// Moves `value` and `velocity` on by `deltaTime` towards `target`.
  public func update<V: VectorArithmetic>(value: inout V, velocity: inout V, target: V,
                                          deltaTime: TimeInterval) {
    let step = motion(target: target - value, initialVelocity: velocity, time: deltaTime)
    value += step.value
    velocity = step.velocity
  }

  /// The force on the mass at `position` moving at `velocity`: the spring's pull towards
  /// `target` less the damping, k (target - position) - c velocity.
  public func force<V: VectorArithmetic>(target: V, position: V, velocity: V) -> V {
    (target - position).scaled(by: k) - velocity.scaled(by: c)
  }

  /// The value and velocity at `time` of the motion from zero towards `target`.
  func motion<V: VectorArithmetic>(target: V, initialVelocity v0: V, time t: Double)
    -> (value: V, velocity: V)
  {
    guard k.isFinite, t.isFinite else { return (target, .zero) }
    if t <= 0 { return (.zero, v0) }
    let lambda = decay
    let omega0 = naturalFrequency
    let fall = MotionMath.exp(-lambda * t)
    // B = λT - v0: how the start differs from a motion that only decays.
    let b = target.scaled(by: lambda) - v0
    if lambda < omega0 * (1 - 1e-9) {
      let omegaD = (omega0 * omega0 - lambda * lambda).squareRoot()
      let (cos, sin) = MotionMath.cosSin(omegaD * t)
      let wave = target.scaled(by: cos) + b.scaled(by: sin / omegaD)
      let value = target - wave.scaled(by: fall)
      // x' = e^(-λt) (λ (T cos + B/ωd sin) + T ωd sin - B cos)
      let velocity = (wave.scaled(by: lambda) + target.scaled(by: omegaD * sin)
        - b.scaled(by: cos)).scaled(by: fall)
      return (value, velocity)
    }
    if lambda <= omega0 * (1 + 1e-9) {
      let g = target + b.scaled(by: t)
      let value = target - g.scaled(by: fall)
      let velocity = (g.scaled(by: lambda) - b).scaled(by: fall)
      return (value, velocity)
    }
    let spread = (lambda * lambda - omega0 * omega0).squareRoot()
    let r1 = -lambda + spread
    let r2 = -lambda - spread
    // A + B' = -T, r1 A + r2 B' = v0.
    let a = (v0 + target.scaled(by: r2)).scaled(by: 1 / (r1 - r2))
    let a2 = (target + a).scaled(by: -1)
    let e1 = MotionMath.exp(r1 * t)
    let e2 = MotionMath.exp(r2 * t)
    let value = target + a.scaled(by: e1) + a2.scaled(by: e2)
    let velocity = a.scaled(by: r1 * e1) + a2.scaled(by: r2 * e2)
    return (value, velocity)
  }
}

extension Spring {
  /// About how long the spring takes from `fromValue` to settle at `toValue`.
  public func settlingDuration<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V,
                                             epsilon: Double) -> TimeInterval {
    settlingDuration(target: toValue.animatableData - fromValue.animatableData,
                     initialVelocity: initialVelocity.animatableData, epsilon: epsilon)
  }

  /// The value at `time` of the motion from `fromValue` to `toValue`.
  public func value<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V,
                                   time: TimeInterval) -> V {
    var result = fromValue
    result.animatableData += value(target: toValue.animatableData - fromValue.animatableData,
                                   initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The velocity at `time` of the motion from `fromValue` to `toValue`.
  public func velocity<V: Animatable>(fromValue: V, toValue: V, initialVelocity: V,
                                      time: TimeInterval) -> V {
    var result = fromValue
    result.animatableData = velocity(
      target: toValue.animatableData - fromValue.animatableData,
      initialVelocity: initialVelocity.animatableData, time: time)
    return result
  }

  /// The force on the mass at `position`, pulled from `fromValue`'s frame towards `toValue`.
  public func force<V: Animatable>(fromValue: V, toValue: V, position: V, velocity: V) -> V {
    var result = fromValue
    result.animatableData = force(target: toValue.animatableData,
                                  position: position.animatableData,
                                  velocity: velocity.animatableData)
    return result
  }
}

extension Spring {
  /// A smooth spring: no bounce, half a second.
  public static var smooth: Spring { smooth() }
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: extraBounce)
  }
  /// A snappy spring: a bounce of 0.15.
  public static var snappy: Spring { snappy() }
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.15 + extraBounce)
  }
  /// A bouncy spring: a bounce of 0.3.
  public static var bouncy: Spring { bouncy() }
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0.0) -> Spring {
    Spring(duration: duration, bounce: 0.3 + extraBounce)
  }
}
