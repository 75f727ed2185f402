/// What a symbol is drawn as.
enum SymbolGlyph {
  /// An outline from the symbol library, on a 16 x 16 grid.
  case outline(VectorOutline, name: String)
  /// Strokes from the symbol library, on a 24 x 24 grid, as wide as the weight asks, and what
  /// it fills besides them (a badge's dot).
  case strokes(VectorOutline, fill: VectorOutline?, name: String)
  /// Strokes: a control's own glyph, or an SF Symbol drawn like one.
  case control(ControlGlyph)
  /// A name the library does not know: drawn as an outlined box (and reported).
  case unknown(String)
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
    return CGSize(width: side, height: side)
  }

  /// What drawing the symbol in `frame` (pixels) at `scale` takes: an outline across 85 % of
  /// the frame's shorter side, centred (the whole frame when resizable); strokes; or, for an
  /// unknown name, an outlined box.
  /// The square the symbol is drawn in: 85 % of the frame's shorter side, centred (the whole
  /// frame when resizable).
  func box(in frame: Rect) -> Rect {
    if resizable { return frame }
    let c = frame.center, side = min(frame.width, frame.height) * 0.85
    return Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
  }

  func commands(in frame: Rect, scale: Int) -> [DisplayList.Command] {
    let k = Double(scale)
    switch glyph {
    case .outline(let outline, let name):
      let path = outline.path(in: box(in: frame), grid: 16)
      guard let innerColor, path.contours.count > 1 else {
        return [.path(path, color, label: name)]
      }
      // The shapes inside the disc (its first contour) first, then the disc with its holes
      // over them: the holes show the inner colour.
      var inner = Outline()
      inner.contours = Array(path.contours.dropFirst())
      return [.path(inner, innerColor, label: name), .path(path, color, label: name)]
    case .strokes(let outline, let fill, let name):
      // Lucide's strokes are 2 of its 24 units at the regular weight.
      let box = box(in: frame)
      let width = box.width * 2 / 24 * SymbolNode.strokeFactor(weight)
      var path = Outline()
      for line in outline.polylines(in: box, grid: 24) {
        let stroke = Outline.roundStroke(line.points, closed: line.closed, width: width)
        path.contours += stroke.contours
      }
      // The filled part joins the strokes in one outline, each of its contours turned the
      // way the strokes' outer sides turn, so where they overlap the nonzero rule fills once
      // (a translucent colour is not darker there).
      if let fill {
        let turn = path.contours.map(SymbolNode.signedArea).max(by: { abs($0) < abs($1) }) ?? 1
        for contour in fill.path(in: box, grid: 24).contours {
          path.contours.append((SymbolNode.signedArea(contour) < 0) == (turn < 0)
                                 ? contour : contour.reversed())
        }
      }
      return [.path(path, color, label: name)]
    case .control(let control):
      return control.commands(in: frame, scale: k, color: color)
    case .unknown:
      return [.stroke(.roundedRect(frame.insetBy(dx: 3 * k, dy: 3 * k), CornerRadii(2 * k)),
                      width: 1.5 * k, color, .centered)]
    }
  }
}
