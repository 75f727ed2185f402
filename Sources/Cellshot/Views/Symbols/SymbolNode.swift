/// What a symbol is drawn as.
enum SymbolGlyph {
  /// An outline from the symbol library, on a 16 x 16 grid.
  case outline(VectorOutline, name: String)
  /// Strokes: a control's own glyph, or an SF Symbol drawn like one.
  case control(ControlGlyph)
  /// A name the library does not know: drawn as an outlined box (and reported).
  case unknown(String)
}

/// A symbol to draw: its glyph, colour, the font size it goes with, whether it fills its frame.
struct SymbolNode {
  var glyph: SymbolGlyph
  var color: Color.Resolved
  /// The point size of the font in force: a symbol's frame is 1.3 times it, as a line of text
  /// with the symbol is tall (22 points at body size).
  var pointSize: Double
  var resizable: Bool

  var naturalSize: CGSize {
    if case .control(let control) = glyph, let size = control.naturalSize { return size }
    let side = CGFloat((pointSize * 1.3).rounded())
    return CGSize(width: side, height: side)
  }

  /// What drawing the symbol in `frame` (pixels) at `scale` takes: an outline across 85 % of
  /// the frame's shorter side, centred (the whole frame when resizable); strokes; or, for an
  /// unknown name, an outlined box.
  func commands(in frame: Rect, scale: Int) -> [DisplayList.Command] {
    let k = Double(scale)
    switch glyph {
    case .outline(let outline, let name):
      let box: Rect
      if resizable {
        box = frame
      } else {
        let c = frame.center, side = min(frame.width, frame.height) * 0.85
        box = Rect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side)
      }
      return [.path(outline.path(in: box, grid: 16), color, label: name)]
    case .control(let control):
      return control.commands(in: frame, scale: k, color: color)
    case .unknown:
      return [.stroke(.roundedRect(frame.insetBy(dx: 3 * k, dy: 3 * k), CornerRadii(2 * k)),
                      width: 1.5 * k, color, .centered)]
    }
  }
}
