// Core Graphics' path, as SwiftUI code meets it: `path.cgPath`, `Path(cgPath)`, and the bezier
// paths of UIKit and AppKit made from one (`UIBezierPath(cgPath:).reversing().cgPath`). Here it
// holds a SwiftUI `Path`; reversing one is the only operation code asks of it.
// `CGMutablePath` is one built in place (`move(to:)`, `addLine(to:)`, ...), as `Path` is.

/// An immutable outline, as Core Graphics' `CGPath`.
public class CGPath: @unchecked Sendable, Hashable {
  // Unchecked: only a `CGMutablePath` changes it, on the thread that builds it.
  public internal(set) var path: Path

  public init(path: Path) { self.path = path }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ a: CGPath, _ b: CGPath) -> Bool { a.path == b.path }
  public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

extension Path {
  /// The path as Core Graphics holds it.
  public var cgPath: CGPath { CGPath(path: self) }

  /// The path a `CGPath` holds.
  public init(_ path: CGPath) { self = path.path }

  /// The path a `CGMutablePath` holds now.
  public init(_ path: CGMutablePath) { self = path.path }

  /// The same outline drawn the other way round: each subpath from its end to its start, its
  /// curves' control points swapped, closed where it was closed (UIKit's `reversing()`).
  public func reversedPath() -> Path {
    var reversed = Path()
    var subpath: [Element] = []
    func flush() {
      guard let last = subpath.last else { return }
      let closed = last == .closeSubpath
      let pieces = closed ? Array(subpath.dropLast()) : subpath
      var points: [CGPoint] = []
      for element in pieces {
        switch element {
        case .move(let p), .line(let p): points.append(p)
        case .quadCurve(let p, _), .curve(let p, _, _): points.append(p)
        case .closeSubpath: break
        }
      }
      guard let end = points.last else { return }
      reversed.move(to: end)
      // Segment k runs from points[k - 1] to points[k]; walk them backwards.
      for k in stride(from: pieces.count - 1, through: 1, by: -1) {
        let start = points[k - 1]
        switch pieces[k] {
        case .quadCurve(_, let control): reversed.addQuadCurve(to: start, control: control)
        case .curve(_, let c1, let c2): reversed.addCurve(to: start, control1: c2, control2: c1)
        default: reversed.addLine(to: start)
        }
      }
      if closed { reversed.closeSubpath() }
      subpath = []
    }
    for element in elements {
      if case .move = element { flush() }
      subpath.append(element)
      if element == .closeSubpath { flush() }
    }
    flush()
    return reversed
  }
}

/// An outline built in place, as Core Graphics' `CGMutablePath`: each call adds to its path.
public final class CGMutablePath: CGPath, @unchecked Sendable {
  public init() { super.init(path: Path()) }

  /// Where the path is now, or `.zero` when it is empty (as Core Graphics answers).
  public var currentPoint: CGPoint { path.currentPoint ?? .zero }
  public var isEmpty: Bool { path.isEmpty }
  public var boundingBoxOfPath: CGRect { path.boundingRect }

  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.move(to: point.applying(transform))
  }

  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    path.addLine(to: point.applying(transform))
  }

  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    path.addLines(points.map { $0.applying(transform) })
  }

  public func addQuadCurve(to end: CGPoint, control: CGPoint,
                           transform: CGAffineTransform = .identity) {
    path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
  }

  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                       transform: CGAffineTransform = .identity) {
    path.addCurve(to: end.applying(transform), control1: control1.applying(transform),
                  control2: control2.applying(transform))
  }

  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addRect(rect, transform: transform)
  }

  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    path.addEllipse(in: rect, transform: transform)
  }

  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool, transform: CGAffineTransform = .identity) {
    path.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
                endAngle: .radians(Double(endAngle)), clockwise: clockwise, transform: transform)
  }

  public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
    path.addPath(other.path, transform: transform)
  }

  public func closeSubpath() { path.closeSubpath() }
}

extension CGPath {
  /// A copy that can be added to.
  public func mutableCopy() -> CGMutablePath? {
    let copy = CGMutablePath()
    copy.path = path
    return copy
  }
}
