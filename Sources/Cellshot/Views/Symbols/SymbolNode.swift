/// What a symbol is drawn as.
enum SymbolGlyph {
  /// An outline from the symbol library, on a 16 x 16 grid.
  case outline(VectorOutline, name: String)
  /// Strokes from the symbol library, on a 24 x 24 grid, as wide as the weight asks, and what
  /// it fills besides them (a badge's dot).
  case strokes(VectorOutline, fill: VectorOutline?, name: String)
  /// Strokes: a control's own glyph, or an SF Symbol drawn like one.
  case control(ControlGlyph)
  /// A name made of a drawn one and SF Symbols' parts (`SymbolGrammar`).
  indirect case composed(SymbolRecipe)
  /// A name the library does not know: draws nothing (and is reported), as on iOS.
  case unknown(String)

  /// True for strokes, whose width follows the weight (not for a filled outline).
  var isStroked: Bool {
    switch self {
    case .strokes, .control: return true
    case .outline, .composed, .unknown: return false
    }
  }

  /// True for strokes with a shape they close (or nearly), which `X.fill` fills.
  var closesShapes: Bool {
    guard case .strokes(let outline, _, _) = self else { return false }
    let box = Rect(x: 0, y: 0, width: 24, height: 24)
    return !SymbolNode.closedShapes(outline.polylines(in: box, grid: 24), unit: 1).isEmpty
  }

  /// The glyph drawn in `box` (pixels) with strokes `width` units of a 24-unit grid wide;
  /// `filled`, a stroked glyph's closed shapes filled too (`X.fill`).
  func commands(in box: Rect, width: Double, color: Raster.Color,
                filled: Bool) -> [DisplayList.Command] {
    let u = box.width / 24
    switch self {
    case .outline(let outline, let name):
      return [.path(outline.path(in: box, grid: 16), color, label: name)]
    case .strokes(let outline, let fill, let name) where filled:
      return SymbolNode.filledStrokes(outline, fill: fill, in: box, width: width * u,
                                      color: color, label: name)
    case .strokes(let outline, let fill, let name):
      return [.path(SymbolNode.strokes(outline, fill: fill, in: box, width: width * u,
                                       filled: false), color, label: name)]
    case .control(let control) where control == .plus || control == .minus:
      // Lucide's plus: arms 7 units from the middle.
      let c = box.center, arm = 7 * u
      var lines: [DisplayList.Command] = [
        .line(from: Point(x: c.x - arm, y: c.y), to: Point(x: c.x + arm, y: c.y),
              width: width * u, color)]
      if control == .plus {
        lines.append(.line(from: Point(x: c.x, y: c.y - arm), to: Point(x: c.x, y: c.y + arm),
                           width: width * u, color))
      }
      return lines
    case .control(let control):
      return control.commands(in: box, scale: u * 24 / 22, color: color)
    case .composed(let recipe):
      return recipe.commands(in: box, width: width, color: color, inner: nil, secondary: nil)
    case .unknown:
      return []
    }
  }
}

/// A symbol to draw: its glyph, colour, the font size it goes with, whether it fills its frame.
struct SymbolNode {
  var glyph: SymbolGlyph
  var color: Raster.Color
  /// The point size of the font in force: a symbol's frame is 1.3 times it, as a line of text
  /// with the symbol is tall (22 points at body size).
  var pointSize: Double
  var resizable: Bool
  /// The font's weight: stroked symbols are drawn heavier or lighter with it, as SF Symbols
  /// follow the text's weight.
  var weight: FontWeight = .regular
  /// Multicolour's second colour: what is cut out of a filled disc or square (the arrow of
  /// `location.circle.fill`) is drawn in it, not left clear.
  var innerColor: Raster.Color? = nil
  /// Hierarchical and palette modes' second layer: a composed symbol's enclosure (the ring or
  /// disc of `X.circle.fill`) in it, its glyph in `color`; nil draws one colour.
  var secondaryColor: Raster.Color? = nil
  /// A layered symbol's layers (`SymbolLibrary.layers`), bottom first, each with the colour
  /// it is drawn in; empty for any other symbol.
  var layers: [(outline: VectorOutline, color: Raster.Color, gap: Double)] = []

  /// A stroke's width over a regular one's, at each weight: SF Symbols' nine weights, thin
  /// to black, from a third of regular to twice it.
  static func strokeFactor(_ weight: FontWeight) -> Double {
    let table: [(Int, Double)] = [(100, 0.35), (200, 0.5), (300, 0.75), (400, 1), (500, 1.15),
                                  (600, 1.3), (700, 1.5), (800, 1.75), (900, 2)]
    let v = min(max(weight.value, 100), 900)
    let i = min((v - 100) / 100, 7)
    let (a, fa) = table[i], (_, fb) = table[i + 1]
    return fa + (fb - fa) * Double(v - a) / 100
  }

  /// Twice a contour's signed area (shoelace): its sign says which way it turns.
  static func signedArea(_ contour: [Point]) -> Double {
    guard var previous = contour.last else { return 0 }
    var sum = 0.0
    for p in contour {
      sum += previous.x * p.y - p.x * previous.y
      previous = p
    }
    return sum
  }

  var naturalSize: CGSize {
    if case .control(let control) = glyph, let size = control.naturalSize { return size }
    let side = CGFloat((pointSize * 1.3).rounded())
    if resizable, case .outline(let outline, _) = glyph,
       let ink = SymbolNode.ink(outline, grid: 16) {
      // Stretched by its ink (`inkBox`): its ideal size has the ink's proportions, so that
      // `.scaledToFit()` keeps a heart a heart.
      let long = max(ink.width, ink.height)
      return CGSize(width: side * ink.width / long, height: side * ink.height / long)
    }
    return CGSize(width: side, height: side)
  }

  /// The ink's bounds of `outline` in its `grid` units; nil for next to no ink.
  static func ink(_ outline: VectorOutline, grid: Double) -> Rect? {
    let unit = Rect(x: 0, y: 0, width: grid, height: grid)
    var minX = Double.infinity, minY = Double.infinity
    var maxX = -Double.infinity, maxY = -Double.infinity
    for line in outline.polylines(in: unit, grid: grid) {
      for p in line.points {
        minX = min(minX, p.x); maxX = max(maxX, p.x)
        minY = min(minY, p.y); maxY = max(maxY, p.y)
      }
    }
    guard maxX - minX > grid / 100, maxY - minY > grid / 100 else { return nil }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// How much larger than the outlines' square a stroked (Lucide) symbol is drawn when not
  /// resizable: SF's outline symbols are that much larger than Lucide's drawn in the square
  /// (public screenshots at 3x: `checkmark.circle` at 17 points 21.7 across, Cellshot's 17.3;
  /// `chevron.right` at 20 points semibold 17.3 tall, Cellshot's 13.3).
  static let strokedScale = 1.29

  /// The square the symbol is drawn in: 85 % of the frame's shorter side, centred (the whole
  /// frame when resizable).
  func box(in frame: Rect) -> Rect {
    if resizable { return frame }
    let c = frame.center, side = min(frame.width, frame.height) * 0.85
    return Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
  }

  /// The box whose `grid` maps `outline`'s ink onto `frame`: a resizable symbol is stretched
  /// by its ink, as iOS stretches a symbol image (its bounds are the glyph's, not the em
  /// square's margins), so `play.fill` framed 60 x 60 fills the frame; any other, `box(in:)`.
  func inkBox(_ outline: VectorOutline, grid: Double, in frame: Rect) -> Rect {
    guard resizable else { return box(in: frame) }
    guard let ink = SymbolNode.ink(outline, grid: grid) else { return frame }
    let sx = frame.width / ink.width, sy = frame.height / ink.height
    return Rect(x: frame.minX - ink.minX * sx, y: frame.minY - ink.minY * sy,
                width: grid * sx, height: grid * sy)
  }

  /// What drawing the symbol in `frame` (pixels) at `scale` takes: an outline across 85 % of
  /// the frame's shorter side, centred (the whole frame when resizable); strokes; or, for an
  /// unknown name, nothing.
  func commands(in frame: Rect, scale: Int) -> [DisplayList.Command] {
    let k = Double(scale)
    switch glyph {
    case .outline(let outline, let name) where !layers.isEmpty:
      return layered(in: inkBox(outline, grid: 16, in: frame), label: name)
    case .outline(let outline, let name):
      let path = outline.path(in: inkBox(outline, grid: 16, in: frame), grid: 16)
      guard let innerColor, path.contours.count > 1 else {
        return [.path(path, color, label: name)]
      }
      // The shapes inside the disc (its first contour) first, then the disc with its holes
      // over them: the holes show the inner colour.
      var inner = Outline()
      inner.contours = Array(path.contours.dropFirst())
      return [.path(inner, innerColor, label: name), .path(path, color, label: name)]
    case .strokes(let outline, let fill, let name):
      // Lucide's strokes are 2 of its 24 units at the regular weight, as wide as they are in
      // the outlines' square; the drawing itself larger (`strokedScale`).
      let square = box(in: frame)
      let width = square.width * 2 / 24 * SymbolNode.strokeFactor(weight)
      let side = resizable ? square.width : square.width * SymbolNode.strokedScale
      let box = resizable ? square
        : Rect(x: square.center.x - side / 2, y: square.center.y - side / 2, width: side,
               height: side)
      return [.path(SymbolNode.strokes(outline, fill: fill, in: box, width: width, filled: false),
                    color, label: name)]
    case .control(let control):
      return control.commands(in: frame, scale: k, color: color)
    case .composed(let recipe):
      return recipe.commands(in: box(in: frame), width: 2 * SymbolNode.strokeFactor(weight),
                             color: color, inner: innerColor, secondary: secondaryColor)
    case .unknown:
      return []
    }
  }

  /// The layers in `box`, bottom first: each cuts a band `gap` units wide around itself out
  /// of those beneath (their pixels there cleared, not painted over), then is filled.
  func layered(in box: Rect, label: String) -> [DisplayList.Command] {
    let unit = box.width / 16
    var list: [DisplayList.Command] = []
    for layer in layers {
      let path = layer.outline.path(in: box, grid: 16)
      if layer.gap > 0, !list.isEmpty {
        // The band: the layer's edges stroked twice the gap wide, with the layer inside them.
        var band = Outline()
        for contour in path.contours {
          band.contours += Outline.roundStroke(contour, closed: true,
                                               width: 2 * layer.gap * unit).contours
        }
        SymbolNode.join(path.contours, to: &band)
        list = [.beginEffect(.cutOut)] + list
          + [.beginMaskShape, .path(band, .black, label: label), .endEffect]
      }
      list.append(.path(path, layer.color, label: label))
    }
    return list
  }

  /// The lines that close a shape: closed, or ending within a `unit` of where they began.
  static func closedShapes(_ lines: [(points: [Point], closed: Bool)], unit: Double) -> [[Point]] {
    lines.filter { line in
      guard line.points.count > 2 else { return false }
      let (a, b) = (line.points[0], line.points[line.points.count - 1])
      return line.closed || ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot() <= unit
    }.map(\.points)
  }

  /// A stroked symbol filled, as SF Symbols' `.fill` forms are: the shapes its lines close
  /// filled (with their lines), the lines inside them knocked out of the fill (the check of
  /// `checkmark.seal.fill`), the lines outside drawn as they are (`bell`'s clapper).
  static func filledStrokes(_ outline: VectorOutline, fill: VectorOutline?, in box: Rect,
                            width: Double, color: Raster.Color,
                            label: String) -> [DisplayList.Command] {
    let lines = outline.polylines(in: box, grid: 24), unit = box.width / 24
    let shapes = closedShapes(lines, unit: unit)
    func inside(_ p: Point, _ polygon: [Point]) -> Bool {
      var inside = false, j = polygon.count - 1
      for i in polygon.indices {
        let (a, b) = (polygon[i], polygon[j])
        if (a.y > p.y) != (b.y > p.y),
           p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
        j = i
      }
      return inside
    }
    // A line is inside when its middle point lies in a shape that is not itself: the middle
    // of its middle segment when it has an even number of points, so that a straight line
    // from edge to edge (the split of `rectangle.split.2x1`) is judged by its centre, not by
    // an end on the edge.
    func enclosed(_ line: [Point]) -> Bool {
      let k = line.count / 2
      let p = line.count % 2 == 1 ? line[k]
        : Point(x: (line[k - 1].x + line[k].x) / 2, y: (line[k - 1].y + line[k].y) / 2)
      return shapes.contains { $0 != line && inside(p, $0) }
    }
    var outer = Outline(), knocked = Outline(), free = Outline()
    for line in lines {
      let stroke = Outline.roundStroke(line.points, closed: line.closed, width: width)
      if shapes.contains(line.points) && !enclosed(line.points) {
        outer.contours += stroke.contours
      } else if enclosed(line.points) {
        knocked.contours += stroke.contours
      } else {
        free.contours += stroke.contours
      }
    }
    join(shapes.filter { !enclosed($0) } + (fill?.path(in: box, grid: 24).contours ?? []),
         to: &outer)
    outer.contours += free.contours
    guard !knocked.contours.isEmpty else { return [.path(outer, color, label: label)] }
    return [.beginEffect(.cutOut), .path(outer, color, label: label), .beginMaskShape,
            .path(knocked, .black, label: label), .endEffect]
  }

  /// A stroked symbol's outline in `box`: its lines `width` pixels wide with round ends, and
  /// what it fills besides them (a badge's dot); `filled`, the shapes its lines close (or
  /// nearly close, within a unit) filled as well.
  static func strokes(_ outline: VectorOutline, fill: VectorOutline?, in box: Rect,
                      width: Double, filled: Bool) -> Outline {
    var path = Outline()
    let lines = outline.polylines(in: box, grid: 24)
    for line in lines {
      let stroke = Outline.roundStroke(line.points, closed: line.closed, width: width)
      path.contours += stroke.contours
    }
    var inside = fill?.path(in: box, grid: 24).contours ?? []
    if filled { inside += closedShapes(lines, unit: box.width / 24) }
    join(inside, to: &path)
    return path
  }

  /// `shapes` joined to `strokes` in one outline, each turned the way the strokes' outer
  /// sides turn, so that where they overlap the nonzero rule fills once (a translucent colour
  /// is not darker there).
  static func join(_ shapes: [[Point]], to strokes: inout Outline) {
    guard !shapes.isEmpty else { return }
    let turn = strokes.contours.map(signedArea).max(by: { abs($0) < abs($1) }) ?? 1
    for contour in shapes {
      strokes.contours.append((signedArea(contour) < 0) == (turn < 0)
                                ? contour : contour.reversed())
    }
  }
}
