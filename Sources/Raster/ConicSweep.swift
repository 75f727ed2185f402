/// Where an angle falls along a conic gradient, as SwiftUI's `AngularGradient` lays its colours
/// around the centre.
///
/// Angles are in radians, clockwise from the positive x axis in a y-down space (0 at 3
/// o'clock, pi/2 at 6 o'clock), and t = (angle - start) / (end - start), as Apple documents
/// it:
/// - Sweeping more than a full turn, only the last complete turn shows: an angle takes the t of
///   its last turn before the end.
/// - Sweeping less, the gap between the end and the start (going on clockwise) takes the
///   colour at location 1 from the end up to its middle and the colour at location 0 from
///   there to the start.
/// - An end before the start sweeps counterclockwise, the same way mirrored.
///
/// Only IEEE `+ - * /` on the angle (`DeterministicMath.atan2` gives it): the same t
/// everywhere.
struct ConicSweep: Sendable, Hashable {
  static let turn = 2 * DeterministicMath.pi

  /// Where t is counted from along the sweep, in 0 ..< 2 pi: the start, or the start of the
  /// last turn.
  let base: Double
  /// How far the gradient sweeps from its start to its end, at or above 0.
  let span: Double
  /// t at `base`: 0, or where the last turn of a longer sweep starts.
  let offset: Double
  /// 1 clockwise, -1 counterclockwise (angles mirrored).
  let direction: Double

  /// The sweep from `start` to `end`; a full turn from 0 when either is not finite.
  init(start: Double, end: Double) {
    let finite = start.isFinite && end.isFinite && (end - start).isFinite
    let (start, end) = finite ? (start, end) : (0, Self.turn)
    direction = end >= start ? 1 : -1
    let (s, e) = (start * direction, end * direction)
    span = e - s
    var base = s
    if span >= Self.turn {
      base = e - Self.turn
      offset = (base - s) / span
    } else {
      offset = 0
    }
    // Into 0 ..< 2 pi (the remainder is exact).
    base = base.truncatingRemainder(dividingBy: Self.turn)
    if base < 0 { base += Self.turn }
    if !(base < Self.turn) { base = 0 }
    self.base = base
  }

  /// t at `angle` (in -pi...pi, as `atan2` gives it), in 0...1; 0 for NaN.
  @inline(__always)
  func t(_ angle: Double) -> Double {
    // How far past the base the angle lies along the sweep, in 0 ..< 2 pi.
    var a = angle * direction - base
    if a < 0 { a += Self.turn }
    if a < 0 { a += Self.turn }
    if a >= Self.turn { a -= Self.turn }
    var t: Double
    if span >= Self.turn {
      t = offset + a / span
    } else if a <= span {
      t = span > 0 ? a / span : 0
    } else {
      // In the gap: the end's colour to its middle, then the start's.
      t = a - span < (Self.turn - span) / 2 ? 1 : 0
    }
    if !(t >= 0) { t = 0 }
    if t > 1 { t = 1 }
    return t
  }
}
