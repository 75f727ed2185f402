// Core Graphics' path, as SwiftUI code meets it: `path.cgPath`, `Path(cgPath)`, and the bezier
// paths of UIKit and AppKit made from one (`UIBezierPath(cgPath:).reversing().cgPath`). Here it
// holds a SwiftUI `Path`; reversing one is the only operation code asks of it.

/// An immutable outline, as Core Graphics' `CGPath`.
public final class CGPath: @unchecked Sendable, Hashable {
  public let path: Path

  public init(path: Path) { self.path = path }

  public static func == (a: CGPath, b: CGPath) -> Bool { a.path == b.path }
  public func hash(into hasher: inout Hasher) { hasher.combine(path) }
}

extension Path {
  /// The path as Core Graphics holds it.
  public var cgPath: CGPath { CGPath(path: self) }

  /// The path a `CGPath` holds.
  public init(_ path: CGPath) { self = path.path }

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
