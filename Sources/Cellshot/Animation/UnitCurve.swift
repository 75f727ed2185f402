// UnitCurve: a timing curve from (0, 0) to (1, 1), mapping an animation's progress to how far
// its value has gone. Bézier curves are solved for their x by Newton's method, falling back to
// bisection, in IEEE arithmetic only (CSS's and WebKit's way of evaluating
// `cubic-bezier()`); the circular curves are arcs of the unit circle.

/// A curve from (0, 0) to (1, 1): the output progress (y) for an input progress (x).
public struct UnitCurve: Sendable, Hashable {
  enum Shape: Sendable, Hashable {
    case linear
    case circularEaseIn, circularEaseOut, circularEaseInOut
    case bezier(UnitPoint, UnitPoint)
  }

  let shape: Shape

  /// A cubic Bézier from (0, 0) to (1, 1) with these control points; their x is clamped to
  /// 0...1 when the curve is evaluated.
  public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint)
    -> UnitCurve { UnitCurve(shape: .bezier(startControlPoint, endControlPoint)) }

  /// The output progress at input `progress` (clamped to 0...1).
  public func value(at progress: Double) -> Double {
    let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
    switch shape {
    case .linear:
      return x
    case .circularEaseIn:
      return 1 - (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5 ? (1 - (1 - 4 * x * x).squareRoot()) / 2
        : ((1 - (2 * x - 2) * (2 * x - 2)).squareRoot() + 1) / 2
    case .bezier(let p1, let p2):
      let cubic = Cubic(p1, p2)
      return cubic.y(cubic.solve(x))
    }
  }

  /// The rate of change of the output at input `progress` (clamped to 0...1): dy/dx.
  public func velocity(at progress: Double) -> Double {
    let x = progress.isNaN ? 0 : min(max(progress, 0), 1)
    switch shape {
    case .linear:
      return 1
    case .circularEaseIn:
      return x / (1 - x * x).squareRoot()
    case .circularEaseOut:
      return (1 - x) / (1 - (1 - x) * (1 - x)).squareRoot()
    case .circularEaseInOut:
      return x < 0.5 ? 2 * x / (1 - 4 * x * x).squareRoot()
        : (2 - 2 * x) / (1 - (2 * x - 2) * (2 * x - 2)).squareRoot()
    case .bezier(let p1, let p2):
      let cubic = Cubic(p1, p2)
      let t = cubic.solve(x)
      let dx = cubic.dx(t)
      let dy = cubic.dy(t)
      if dx == 0 { return dy == 0 ? 1 : (dy < 0 ? -.infinity : .infinity) }
      return dy / dx
    }
  }

  /// The curve with x and y swapped: its input for a given output.
  public var inverse: UnitCurve {
    switch shape {
    case .linear: return .linear
    case .circularEaseIn: return .circularEaseOut
    case .circularEaseOut: return .circularEaseIn
    case .circularEaseInOut: return .circularEaseInOut
    case .bezier(let p1, let p2):
      return .bezier(startControlPoint: UnitPoint(x: p1.y, y: p1.x),
                     endControlPoint: UnitPoint(x: p2.y, y: p2.x))
    }
  }

  /// The curve's points at parameter t, as polynomials: x(t) = ((ax t + bx) t + cx) t.
  struct Cubic {
    let ax, bx, cx, ay, by, cy: Double

    init(_ p1: UnitPoint, _ p2: UnitPoint) {
      let x1 = min(max(Double(p1.x), 0), 1)
      let x2 = min(max(Double(p2.x), 0), 1)
      cx = 3 * x1
      bx = 3 * (x2 - x1) - cx
      ax = 1 - cx - bx
      cy = 3 * Double(p1.y)
      by = 3 * (Double(p2.y) - Double(p1.y)) - cy
      ay = 1 - cy - by
    }

    func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
    func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }
    func dy(_ t: Double) -> Double { (3 * ay * t + 2 * by) * t + cy }

    /// The parameter t at which x(t) = `x` (x(t) rises from 0 to 1 as the control points'
    /// x are in 0...1).
    func solve(_ x: Double) -> Double {
      var t = x
      for _ in 0..<8 {
        let error = self.x(t) - x
        if abs(error) < 1e-12 { return t }
        let slope = dx(t)
        if abs(slope) < 1e-9 { break }
        t -= error / slope
      }
      var low = 0.0
      var high = 1.0
      t = x
      for _ in 0..<64 {
        let value = self.x(t)
        if abs(value - x) < 1e-12 { return t }
        if value < x { low = t } else { high = t }
        t = (low + high) / 2
      }
      return t
    }
  }
}

extension UnitCurve {
  /// The same as `easeInOut`.
  @available(*, deprecated, message: "Use easeInOut instead")
  public static let easeInEaseOut = easeInOut
  /// Slow, faster, slow: control points (0.42, 0) and (0.58, 1).
  public static let easeInOut = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0),
                                       endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// Slow, then faster: control points (0.42, 0) and (1, 1).
  public static let easeIn = bezier(startControlPoint: UnitPoint(x: 0.42, y: 0),
                                    endControlPoint: UnitPoint(x: 1, y: 1))
  /// Fast, then slower: control points (0, 0) and (0.58, 1).
  public static let easeOut = bezier(startControlPoint: UnitPoint(x: 0, y: 0),
                                     endControlPoint: UnitPoint(x: 0.58, y: 1))
  /// A quarter of a circle, slow first: 1 - √(1 - x²).
  public static let circularEaseIn = UnitCurve(shape: .circularEaseIn)
  /// A quarter of a circle, fast first: √(1 - (1 - x)²).
  public static let circularEaseOut = UnitCurve(shape: .circularEaseOut)
  /// `circularEaseIn` over the first half, `circularEaseOut` over the second.
  public static let circularEaseInOut = UnitCurve(shape: .circularEaseInOut)
  /// The output is the input.
  public static let linear = UnitCurve(shape: .linear)
}
