// Path's boolean operations (iOS 17), its normalized form and its hit test, on flattened
// outlines. Rule: both paths are flattened (curves into segments about half a point long,
// each subpath closed as a fill closes it) and their points put on a grid of 1/65536 point;
// every edge is cut where another crosses or touches it; a piece is kept where the result's
// inside lies on exactly one side of it, turned so that the inside is on its left; the kept
// pieces are chained into closed subpaths. Filled by the non-zero rule, the result covers
// what the operation asks of the two fills (up to the flattening), in lines, not curves.
// `lineIntersection` and `lineSubtraction` keep the pieces of this path's lines inside or
// outside the other's fill, as open subpaths.

extension Path {
  /// Whether `p` is inside the path's fill, by the non-zero or the even-odd rule.
  nonisolated public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
    let edges = PathBoolean.edges(of: self, closing: true)
    return PathBoolean.inside(PathBoolean.winding(edges, PathBoolean.point(p)), eoFill)
  }

  /// The same fill as one path of outlines that neither cross nor overlap, non-zero filled.
  nonisolated public func normalized(eoFill: Bool = true) -> Path {
    PathBoolean.area(self, Path(), eoFill: eoFill) { a, _ in a }
  }

  /// What both fills cover.
  nonisolated public func intersection(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.area(self, other, eoFill: eoFill) { $0 && $1 }
  }

  /// What either fill covers.
  nonisolated public func union(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.area(self, other, eoFill: eoFill) { $0 || $1 }
  }

  /// What this fill covers and `other`'s does not.
  nonisolated public func subtracting(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.area(self, other, eoFill: eoFill) { $0 && !$1 }
  }

  /// What exactly one of the fills covers.
  nonisolated public func symmetricDifference(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.area(self, other, eoFill: eoFill) { $0 != $1 }
  }

  /// This path's lines where they run inside `other`'s fill.
  nonisolated public func lineIntersection(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.lines(self, other, eoFill: eoFill, keepInside: true)
  }

  /// This path's lines where they run outside `other`'s fill.
  nonisolated public func lineSubtraction(_ other: Path, eoFill: Bool = false) -> Path {
    PathBoolean.lines(self, other, eoFill: eoFill, keepInside: false)
  }
}

/// The arithmetic of Path's boolean operations (see the file's header).
enum PathBoolean {
  /// A point on the grid, in points.
  struct P: Hashable {
    var x: Double
    var y: Double
  }

  struct Edge {
    var a: P
    var b: P
  }

  /// The grid points are put on: 1/65536 point.
  static let grid = 65536.0

  static func snap(_ v: Double) -> Double {
    guard v.isFinite else { return 0 }
    return (min(max(v, -1e9), 1e9) * grid).rounded() / grid
  }

  static func point(_ p: CGPoint) -> P { P(x: snap(Double(p.x)), y: snap(Double(p.y))) }

  /// The path's subpaths as polylines in points, curves in pieces about half a point long.
  static func polylines(_ path: Path) -> [(points: [P], closed: Bool)] {
    // Flattened at 4 pixels a point (pieces about two pixels long), then back to points.
    path.polylines(origin: Point(x: 0, y: 0), scale: 4).map { line in
      var points: [P] = []
      for q in line.points {
        let p = P(x: snap(q.x / 4), y: snap(q.y / 4))
        if points.last != p { points.append(p) }
      }
      return (points, line.closed)
    }
  }

  /// The path's edges; with `closing`, each subpath closed (as a fill closes it).
  static func edges(of path: Path, closing: Bool) -> [Edge] {
    var edges: [Edge] = []
    for line in polylines(path) where line.points.count > 1 {
      for i in 1..<line.points.count {
        edges.append(Edge(a: line.points[i - 1], b: line.points[i]))
      }
      if (closing || line.closed), let first = line.points.first, let last = line.points.last,
         first != last {
        edges.append(Edge(a: last, b: first))
      }
    }
    return edges
  }

  /// The winding number of `edges` around `p` (each upward crossing to its right counts +1).
  static func winding(_ edges: [Edge], _ p: P) -> Int {
    var w = 0
    for e in edges {
      let side = (e.b.x - e.a.x) * (p.y - e.a.y) - (e.b.y - e.a.y) * (p.x - e.a.x)
      if e.a.y <= p.y {
        if e.b.y > p.y && side > 0 { w += 1 }
      } else if e.b.y <= p.y && side < 0 {
        w -= 1
      }
    }
    return w
  }

  static func inside(_ winding: Int, _ eoFill: Bool) -> Bool {
    eoFill ? winding % 2 != 0 : winding != 0
  }

  /// `edges` cut where `others` cross or touch them (and where they cross each other when
  /// `others` is nil): each piece runs between points both sides share, bit for bit.
  static func split(_ edges: [Edge], by others: [Edge]? = nil) -> [Edge] {
    let cutters = others ?? edges
    var cuts = [[P]](repeating: [], count: edges.count)
    for i in edges.indices {
      let e = edges[i]
      let (ex0, ex1) = (min(e.a.x, e.b.x), max(e.a.x, e.b.x))
      let (ey0, ey1) = (min(e.a.y, e.b.y), max(e.a.y, e.b.y))
      for j in cutters.indices {
        if others == nil && j <= i { continue }
        let f = cutters[j]
        guard max(f.a.x, f.b.x) >= ex0, min(f.a.x, f.b.x) <= ex1,
              max(f.a.y, f.b.y) >= ey0, min(f.a.y, f.b.y) <= ey1 else { continue }
        let (onE, onF) = meetings(e, f)
        cuts[i] += onE
        if others == nil { cuts[j] += onF }
      }
    }
    var pieces: [Edge] = []
    for i in edges.indices {
      let e = edges[i]
      let dx = e.b.x - e.a.x, dy = e.b.y - e.a.y
      let along = { (p: P) in (p.x - e.a.x) * dx + (p.y - e.a.y) * dy }
      var points = cuts[i].filter { $0 != e.a && $0 != e.b }.sorted { along($0) < along($1) }
      points.insert(e.a, at: 0)
      points.append(e.b)
      for k in 1..<points.count where points[k] != points[k - 1] {
        pieces.append(Edge(a: points[k - 1], b: points[k]))
      }
    }
    return pieces
  }

  /// Whether `p` lies on `e` strictly between its ends (within a hundredth of a grid step).
  static func lies(_ p: P, on e: Edge) -> Bool {
    let rx = e.b.x - e.a.x, ry = e.b.y - e.a.y
    let length2 = rx * rx + ry * ry
    guard length2 > 0 else { return false }
    let cross = (p.x - e.a.x) * ry - (p.y - e.a.y) * rx
    let t = ((p.x - e.a.x) * rx + (p.y - e.a.y) * ry) / length2
    return abs(cross) <= 0.01 / grid * length2.squareRoot() && t > 0 && t < 1
  }

  /// Where `e` and `f` meet, as points inside each: an end of one lying on the other (a
  /// touch, or an overlap along a common line), or else their crossing, on the grid, shared.
  static func meetings(_ e: Edge, _ f: Edge) -> (onE: [P], onF: [P]) {
    let onE = [f.a, f.b].filter { lies($0, on: e) }
    let onF = [e.a, e.b].filter { lies($0, on: f) }
    if !onE.isEmpty || !onF.isEmpty { return (onE, onF) }
    let rx = e.b.x - e.a.x, ry = e.b.y - e.a.y
    let sx = f.b.x - f.a.x, sy = f.b.y - f.a.y
    let qx = f.a.x - e.a.x, qy = f.a.y - e.a.y
    let d = rx * sy - ry * sx
    guard d != 0, d.isFinite else { return ([], []) }
    let t = (qx * sy - qy * sx) / d, u = (qx * ry - qy * rx) / d
    guard t > 0, t < 1, u > 0, u < 1 else { return ([], []) }
    let p = P(x: snap(e.a.x + t * rx), y: snap(e.a.y + t * ry))
    return ([p], [p])
  }

  /// The outline of what `keep` says of the two fills, as closed subpaths.
  static func area(_ a: Path, _ b: Path, eoFill: Bool, _ keep: (Bool, Bool) -> Bool) -> Path {
    let ea = edges(of: a, closing: true), eb = edges(of: b, closing: true)
    let pieces = split(ea + eb)
    var kept: [Edge] = []
    var seen = Set<[Double]>()
    for piece in pieces {
      let dx = piece.b.x - piece.a.x, dy = piece.b.y - piece.a.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0 else { continue }
      // Two points a hundredth of a grid step to either side of the piece's middle.
      let h = 0.01 / grid
      let mx = (piece.a.x + piece.b.x) / 2, my = (piece.a.y + piece.b.y) / 2
      let nx = -dy / length * h, ny = dx / length * h
      func result(_ p: P) -> Bool {
        keep(inside(winding(ea, p), eoFill), inside(winding(eb, p), eoFill))
      }
      // In y-down coordinates (nx, ny) points to the piece's right.
      let right = result(P(x: mx + nx, y: my + ny)), left = result(P(x: mx - nx, y: my - ny))
      guard right != left else { continue }
      let edge = left ? piece : Edge(a: piece.b, b: piece.a)
      if seen.insert([edge.a.x, edge.a.y, edge.b.x, edge.b.y]).inserted { kept.append(edge) }
    }
    return chain(kept)
  }

  /// Kept edges joined end to start into closed subpaths.
  static func chain(_ edges: [Edge]) -> Path {
    var outgoing: [P: [Int]] = [:]
    for (i, e) in edges.enumerated() { outgoing[e.a, default: []].append(i) }
    var used = [Bool](repeating: false, count: edges.count)
    var path = Path()
    func cg(_ p: P) -> CGPoint { CGPoint(x: p.x, y: p.y) }
    for start in edges.indices where !used[start] {
      used[start] = true
      path.move(to: cg(edges[start].a))
      var end = edges[start].b
      while end != edges[start].a {
        guard let next = outgoing[end]?.first(where: { !used[$0] }) else { break }
        used[next] = true
        path.addLine(to: cg(end))
        end = edges[next].b
      }
      path.addLine(to: cg(end))
      path.closeSubpath()
    }
    return path
  }

  /// `a`'s lines cut by `b`'s outline, the pieces inside (or outside) `b`'s fill kept, joined
  /// where they follow one another.
  static func lines(_ a: Path, _ b: Path, eoFill: Bool, keepInside: Bool) -> Path {
    let eb = edges(of: b, closing: true)
    var path = Path()
    for line in polylines(a) where line.points.count > 1 {
      var edges: [Edge] = []
      for i in 1..<line.points.count {
        edges.append(Edge(a: line.points[i - 1], b: line.points[i]))
      }
      if line.closed, let first = line.points.first, let last = line.points.last, first != last {
        edges.append(Edge(a: last, b: first))
      }
      var open = false
      var last: P?
      for piece in split(edges, by: eb) {
        let middle = P(x: (piece.a.x + piece.b.x) / 2, y: (piece.a.y + piece.b.y) / 2)
        guard inside(winding(eb, middle), eoFill) == keepInside else {
          open = false
          continue
        }
        if !open || last != piece.a { path.move(to: CGPoint(x: piece.a.x, y: piece.a.y)) }
        path.addLine(to: CGPoint(x: piece.b.x, y: piece.b.y))
        (open, last) = (true, piece.b)
      }
    }
    return path
  }
}
