// SF Symbols' parts that are not an enclosure, a fill, a slash or a badge, read by
// `SymbolRecipe.parse` (SymbolGrammar.swift) and drawn around the base's glyph:
// - a side then `.filled` (`circle.grid.2x1.left.filled`, `hexagon.righthalf.filled`): the
//   symbol's filled form on that side of its middle, its outline on the other;
// - `.radiowaves.left.and.right` (`.radiowaves.right`, `.forward`...): the base smaller, with
//   two arcs of waves on each side it names;
// - `.2` and `.dotted.2` after a direction (`chevron.up.2`, `chevron.up.forward.dotted.2`): the
//   base twice, the second behind the first along the way it points, drawn in dots for
//   `.dotted`.
// Geometry is on the 24-unit grid the stroked symbols use; angles and roots are IEEE-exact
// (`DeterministicMath`), so the points are the same on every machine.

/// The side of a symbol a `.filled` part fills (`left.filled`, `righthalf.filled`).
enum SymbolSide: Sendable {
  case left, right, top, bottom

  /// The side a name part says, or nil: `left`, `lefthalf` and `leadinghalf` (left to
  /// right) are the left.
  init?(part: String) {
    switch part {
    case "left", "lefthalf", "leadinghalf", "leading": self = .left
    case "right", "righthalf", "trailinghalf", "trailing": self = .right
    case "top", "tophalf": self = .top
    case "bottom", "bottomhalf": self = .bottom
    default: return nil
    }
  }

  /// This side of `box` and the other, split at the pixel nearest its middle (so the two
  /// halves meet without a seam) and reaching well past it, for strokes that stick out.
  func halves(of box: Rect) -> (this: Rect, other: Rect) {
    let m = box.width, x = box.midX.rounded(), y = box.midY.rounded()
    let left = Rect(x: box.minX - m, y: box.minY - m, width: x - box.minX + m, height: 3 * m)
    let right = Rect(x: x, y: box.minY - m, width: box.maxX + m - x, height: 3 * m)
    let top = Rect(x: box.minX - m, y: box.minY - m, width: 3 * m, height: y - box.minY + m)
    let bottom = Rect(x: box.minX - m, y: y, width: 3 * m, height: box.maxY + m - y)
    switch self {
    case .left: return (left, right)
    case .right: return (right, left)
    case .top: return (top, bottom)
    case .bottom: return (bottom, top)
    }
  }
}

/// Radio waves beside a symbol (`airpodspro.chargingcase.wireless.radiowaves.left.and.right`).
struct SymbolWaves: Sendable {
  var left: Bool
  var right: Bool

  /// The waves a name ends with, and how many parts they take; nil when it ends otherwise.
  static func suffix(_ parts: [String]) -> (SymbolWaves, Int)? {
    if parts.suffix(4) == ["radiowaves", "left", "and", "right"] {
      return (SymbolWaves(left: true, right: true), 4)
    }
    guard parts.count > 1, parts[parts.count - 2] == "radiowaves" else { return nil }
    switch parts.last! {
    case "right", "forward": return (SymbolWaves(left: false, right: true), 2)
    case "left", "backward": return (SymbolWaves(left: true, right: false), 2)
    default: return nil
    }
  }

  /// The box the base is drawn in within `box`: 13 of its 24 units, in the middle, or moved
  /// away from waves on one side only.
  func innerBox(in box: Rect) -> Rect {
    let u = box.width / 24, side = 13 * u
    let cx = box.midX + (left == right ? 0 : (left ? 2.5 : -2.5) * u)
    return Rect(x: cx - side / 2, y: box.midY - side / 2, width: side, height: side)
  }

  /// The arcs, `width` grid units wide: two on each side, around the base's middle.
  func commands(in box: Rect, width: Double, color: Raster.Color) -> [DisplayList.Command] {
    let u = box.width / 24, c = innerBox(in: box).center
    var list: [DisplayList.Command] = []
    for (on, sign) in [(left, -1.0), (right, 1.0)] where on {
      for radius in [8.5, 11.5] {
        // 36 degrees either side of the horizontal, in 12 steps.
        let points = (0...12).map { i -> Point in
          let angle = (Double(i) / 12 - 0.5) * 0.4 * DeterministicMath.pi
          let (cos, sin) = DeterministicMath.cosSin(angle)
          return Point(x: c.x + sign * radius * cos * u, y: c.y + radius * sin * u)
        }
        list.append(.path(Outline.roundStroke(points, closed: false, width: width * u), color,
                          label: "radiowaves"))
      }
    }
    return list
  }
}

/// A symbol drawn twice, the second behind the first (`chevron.up.2`), in dots for `.dotted.2`.
struct SymbolPair: Sendable {
  /// The way the base points, a unit vector on the grid (y down).
  var direction: Point
  var dotted: Bool

  /// How far each copy is moved from the middle, in grid units.
  static let offset = 2.75

  /// The way a name's direction parts point (`up.forward`: up and to the right), or nil when it
  /// names none: only a symbol that points is doubled.
  static func direction(_ parts: [String]) -> Point? {
    var x = 0.0, y = 0.0
    for part in parts {
      switch part {
      case "up": y -= 1
      case "down": y += 1
      case "left", "backward": x -= 1
      case "right", "forward": x += 1
      default: break
      }
    }
    let length = (x * x + y * y).squareRoot()
    return length == 0 ? nil : Point(x: x / length, y: y / length)
  }

  /// `box` moved `sign` copies' offset along the direction.
  func moved(_ box: Rect, _ sign: Double) -> Rect {
    let u = box.width / 24
    return box.offsetBy(dx: sign * direction.x * SymbolPair.offset * u,
                        dy: sign * direction.y * SymbolPair.offset * u)
  }

  /// Dots along `lines` (pixels), `width` pixels across, about two widths apart, one at each
  /// end of every line.
  static func dots(along lines: [(points: [Point], closed: Bool)], width: Double,
                   color: Raster.Color) -> [DisplayList.Command] {
    var list: [DisplayList.Command] = []
    for line in lines {
      var points = line.points
      guard points.count > 1 else { continue }
      if line.closed, let first = points.first { points.append(first) }
      var lengths = [0.0]
      for (a, b) in zip(points, points.dropFirst()) {
        lengths.append(lengths.last! + ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot())
      }
      let total = lengths.last!
      let count = max(1, Int((total / (2.1 * width)).rounded()))
      for i in 0...count where !(line.closed && i == count) {
        let at = total * Double(i) / Double(count)
        var k = 1
        while k < lengths.count - 1 && lengths[k] < at { k += 1 }
        let span = lengths[k] - lengths[k - 1]
        let t = span > 0 ? (at - lengths[k - 1]) / span : 0
        let (a, b) = (points[k - 1], points[k])
        let p = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
        list.append(.fill(.circle(center: p, radius: width / 2), color))
      }
    }
    return list
  }
}
