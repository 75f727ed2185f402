/// An outline of lines and cubic Bézier curves, as a symbol's path data gives it
/// (`M x y L x y C x1 y1 x2 y2 x y Z`, absolute coordinates), drawn into any rectangle.
///
/// Curves are flattened with IEEE arithmetic only (uniform steps, their number from the
/// control polygon's length at the drawn size), so an outline gives the same pixels
/// everywhere.
public struct VectorOutline: Sendable, Hashable {
  /// One command of an outline, in absolute coordinates.
  public enum Segment: Sendable, Hashable {
    case move(Point)
    case line(Point)
    case cubic(Point, Point, Point)
    case close
  }

  let segments: [Segment]
  /// Fill by the even-odd rule.
  public let evenOdd: Bool

  /// An outline of `segments`, as a font's glyph gives it.
  public init(segments: [Segment], evenOdd: Bool) {
    self.segments = segments
    self.evenOdd = evenOdd
  }

  /// Parses absolute `M`, `L`, `C` and `Z` commands; nil when the data holds anything else.
  public init?(pathData: Substring, evenOdd: Bool) {
    var segments: [Segment] = []
    var numbers: [Double] = []
    var command: Character?
    func flush() -> Bool {
      guard let command else { return numbers.isEmpty }
      func point(_ i: Int) -> Point { Point(x: numbers[i], y: numbers[i + 1]) }
      switch command {
      case "M" where numbers.count == 2: segments.append(.move(point(0)))
      case "L" where numbers.count == 2: segments.append(.line(point(0)))
      case "C" where numbers.count == 6: segments.append(.cubic(point(0), point(2), point(4)))
      case "Z" where numbers.isEmpty: segments.append(.close)
      default: return false
      }
      numbers.removeAll(keepingCapacity: true)
      return true
    }
    for word in pathData.split(separator: " ") {
      if let first = word.first, first.isLetter, word.count == 1 {
        guard flush() else { return nil }
        command = first
      } else if let value = Double(word), value.isFinite {
        numbers.append(value)
      } else {
        return nil
      }
    }
    guard flush() else { return nil }
    self.segments = segments
    self.evenOdd = evenOdd
  }

  /// The smallest rectangle holding every point and control point; nil for an empty outline.
  public var bounds: Rect? {
    var points: [Point] = []
    for segment in segments {
      switch segment {
      case .move(let p), .line(let p): points.append(p)
      case .cubic(let a, let b, let c): points += [a, b, c]
      case .close: break
      }
    }
    guard let first = points.first else { return nil }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for p in points {
      minX = min(minX, p.x)
      maxX = max(maxX, p.x)
      minY = min(minY, p.y)
      maxY = max(maxY, p.y)
    }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// This outline scaled by `scale` about the origin, then moved by `dx`, `dy`.
  public func mapped(scale: Double, dx: Double, dy: Double) -> VectorOutline {
    func map(_ p: Point) -> Point { Point(x: p.x * scale + dx, y: p.y * scale + dy) }
    return VectorOutline(segments: segments.map { segment in
      switch segment {
      case .move(let p): return .move(map(p))
      case .line(let p): return .line(map(p))
      case .cubic(let a, let b, let c): return .cubic(map(a), map(b), map(c))
      case .close: return .close
      }
    }, evenOdd: evenOdd)
  }

  /// The subpaths of both outlines as one (filled by `a`'s rule).
  public static func + (a: VectorOutline, b: VectorOutline) -> VectorOutline {
    VectorOutline(segments: a.segments + b.segments, evenOdd: a.evenOdd)
  }

  /// The outline's polygons, its `grid` x `grid` box mapped onto `rect`.
  public func path(in rect: Rect, grid: Double) -> Outline {
    var path = Outline()
    path.evenOdd = evenOdd
    for line in polylines(in: rect, grid: grid) where line.points.count >= 3 {
      path.addPolygon(line.points)
    }
    return path
  }

  /// The outline's subpaths as polylines, its `grid` x `grid` box mapped onto `rect`: closed
  /// when the subpath ends with `Z`.
  public func polylines(in rect: Rect, grid: Double) -> [(points: [Point], closed: Bool)] {
    var lines: [(points: [Point], closed: Bool)] = []
    guard grid > 0, !rect.isEmpty else { return lines }
    let sx = rect.width / grid, sy = rect.height / grid
    func map(_ p: Point) -> Point { Point(x: rect.minX + p.x * sx, y: rect.minY + p.y * sy) }
    var contour: [Point] = []
    var current = Point(x: 0, y: 0)
    func finish(closed: Bool) {
      if !contour.isEmpty { lines.append((contour, closed)) }
      contour = []
    }
    for segment in segments {
      switch segment {
      case .move(let p):
        finish(closed: false)
        current = map(p)
        contour = [current]
      case .line(let p):
        current = map(p)
        contour.append(current)
      case .cubic(let c1, let c2, let end):
        let (a, b, c, d) = (current, map(c1), map(c2), map(end))
        // Steps so that the chord error stays under 0.01 px: the control polygon's length
        // bounds the curve's turning.
        let length = distance(a, b) + distance(b, c) + distance(c, d)
        // Coordinates near Double's largest make the length infinite (or NaN): as many steps
        // as any curve gets, and never an Int made of a number out of its range.
        let rough = (length / 0.4).squareRoot()
        let steps = rough.isNaN ? 1 : max(1, Int(min(64, rough).rounded(.up)))
        for i in 1...steps {
          let t = Double(i) / Double(steps), u = 1 - t
          let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
          contour.append(Point(x: w0 * a.x + w1 * b.x + w2 * c.x + w3 * d.x,
                               y: w0 * a.y + w1 * b.y + w2 * c.y + w3 * d.y))
        }
        current = d
      case .close:
        finish(closed: true)
      }
    }
    finish(closed: false)
    return lines
  }

  private func distance(_ a: Point, _ b: Point) -> Double {
    let dx = b.x - a.x, dy = b.y - a.y
    return (dx * dx + dy * dy).squareRoot()
  }
}
