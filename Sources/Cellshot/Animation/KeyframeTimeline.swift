// Evaluating keyframes: a track's keyframes become segments, each from where the last one
// left the value (and its velocity) to the keyframe's value, over the keyframe's duration.
// A linear keyframe follows its timing curve; a cubic one a Hermite curve whose missing
// velocities keep the motion smooth (the velocity it arrives with; towards a following cubic
// keyframe, the Catmull-Rom tangent); a spring one the spring's motion, from the velocity it
// arrives with; a move jumps. Before the start a track is at its initial value, after its end
// at its last. Arithmetic is on the values' `animatableData`.

/// Values over time, from keyframes: what `KeyframeAnimator` would show at each moment.
public struct KeyframeTimeline<Value> {
  let initialValue: Value
  let tracks: [ResolvedTrack<Value>]

  /// The timeline of `content`, starting at `initialValue`.
  public init(initialValue: Value,
              @KeyframesBuilder<Value> content: () -> some Keyframes<Value>) {
    self.initialValue = initialValue
    var resolved = _ResolvedKeyframes<Value>()
    content()._resolve(into: &resolved, initialValue: initialValue, initialVelocity: nil)
    tracks = resolved.tracks
  }

  /// How long the longest track lasts.
  public var duration: TimeInterval { tracks.map(\.duration).max() ?? 0 }

  /// The value `time` seconds in.
  public func value(time: Double) -> Value {
    var value = initialValue
    for track in tracks { track.apply(&value, time) }
    return value
  }

  /// The value at `progress` (0 at the start, 1 at the end) of the timeline.
  public func value(progress: Double) -> Value {
    value(time: progress * duration)
  }
}

/// A track's keyframes as segments, ready to evaluate at any time.
struct KeyframePath<Value: Animatable> {
  typealias Vector = Value.AnimatableData

  /// One segment: where it starts (value and velocity), where it goes, when and how.
  struct Segment {
    let start: TimeInterval
    let duration: TimeInterval
    let from: Value
    let velocity: Vector
    let keyframe: Keyframe<Value>
    /// For a cubic segment, the velocities at its ends.
    var tangents: (Vector, Vector) = (.zero, .zero)
  }

  let initial: Value
  var segments: [Segment] = []
  var duration: TimeInterval { segments.last.map { $0.start + $0.duration } ?? 0 }

  init(start: Value, velocity: Vector, keyframes: [Keyframe<Value>]) {
    initial = start
    var time = 0.0
    var from = start
    var v = velocity
    for (index, keyframe) in keyframes.enumerated() {
      let length: TimeInterval
      switch keyframe.motion {
      case .spring(let spring, _):
        length = keyframe.duration ?? spring.settlingDuration
      default:
        length = keyframe.duration ?? 0
      }
      var segment = Segment(start: time, duration: length.isFinite ? length : 0, from: from,
                            velocity: v, keyframe: keyframe)
      if case .cubic(let startVelocity, let endVelocity) = keyframe.motion {
        let next = index + 1 < keyframes.count ? keyframes[index + 1] : nil
        var end = Vector.zero
        if let endVelocity {
          end = endVelocity
        } else if let next, case .cubic = next.motion, let nextLength = next.duration,
                  segment.duration + nextLength > 0 {
          // Catmull-Rom: the slope from this segment's start to the next keyframe.
          end = (next.to.animatableData - from.animatableData)
            .scaled(by: 1 / (segment.duration + nextLength))
        }
        segment.tangents = (startVelocity ?? v, end)
      }
      let (endValue, endVelocity) = Self.evaluate(segment, at: segment.duration)
      segments.append(segment)
      time += segment.duration
      from = endValue
      v = endVelocity
    }
  }

  /// The value at `time` seconds into the track.
  func value(at time: TimeInterval) -> Value {
    guard let first = segments.first, time >= first.start else { return initial }
    for segment in segments where time < segment.start + segment.duration {
      return Self.evaluate(segment, at: time - segment.start).value
    }
    guard let last = segments.last else { return initial }
    return Self.evaluate(last, at: last.duration).value
  }

  /// A segment's value and velocity `t` seconds into it.
  static func evaluate(_ s: Segment, at t: TimeInterval) -> (value: Value, velocity: Vector) {
    let a = s.from.animatableData
    let b = s.keyframe.to.animatableData
    let d = s.duration
    var result = s.from
    switch s.keyframe.motion {
    case .move:
      return (s.keyframe.to, .zero)
    case .linear(let curve):
      guard d > 0 else { return (s.keyframe.to, .zero) }
      let x = min(max(t / d, 0), 1)
      result.animatableData = a + (b - a).scaled(by: curve.value(at: x))
      return (result, (b - a).scaled(by: curve.velocity(at: x) / d))
    case .cubic:
      guard d > 0 else { return (s.keyframe.to, s.tangents.1) }
      let x = min(max(t / d, 0), 1)
      let x2 = x * x, x3 = x2 * x
      // Hermite basis; the velocities are per second, so scaled by the duration.
      let h00 = 2 * x3 - 3 * x2 + 1, h10 = x3 - 2 * x2 + x
      let h01 = -2 * x3 + 3 * x2, h11 = x3 - x2
      result.animatableData = a.scaled(by: h00) + s.tangents.0.scaled(by: h10 * d)
        + b.scaled(by: h01) + s.tangents.1.scaled(by: h11 * d)
      let d00 = 6 * x2 - 6 * x, d10 = 3 * x2 - 4 * x + 1
      let d01 = -6 * x2 + 6 * x, d11 = 3 * x2 - 2 * x
      let velocity = a.scaled(by: d00 / d) + s.tangents.0.scaled(by: d10)
        + b.scaled(by: d01 / d) + s.tangents.1.scaled(by: d11)
      return (result, velocity)
    case .spring(let spring, let start):
      let motion = spring.motion(target: b - a, initialVelocity: start ?? s.velocity,
                                 time: min(max(t, 0), d))
      result.animatableData = a + motion.value
      return (result, motion.velocity)
    }
  }
}
