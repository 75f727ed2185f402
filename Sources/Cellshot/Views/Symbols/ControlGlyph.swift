/// The glyphs controls draw as strokes, where symbols are drawn: a list row's disclosure
/// chevron, a menu picker's two chevrons, a spinner's spokes, and the plus and minus signs
/// (SF Symbols drawn this way too).
enum ControlGlyph {
  case plus, minus
  /// The chevron at the end of a navigation row (7 x 12 points); `disclosureBack` is it right
  /// to left, pointing left.
  case disclosure, disclosureBack
  /// Two small chevrons, one up above one down: a menu picker's sign (9 x 14 points).
  case menuChevrons
  /// Eight spokes fading clockwise: an activity indicator at rest (20 x 20 points).
  case spinner

  /// The glyph's own size; nil for one sized by its font, as symbols are.
  var naturalSize: CGSize? {
    switch self {
    case .disclosure, .disclosureBack: return CGSize(width: 7, height: 12)
    case .menuChevrons: return CGSize(width: 9, height: 14)
    case .spinner: return CGSize(width: 20, height: 20)
    case .plus, .minus: return nil
    }
  }

  /// The strokes of the glyph in `frame` (pixels), `scale` pixels per point.
  func commands(in frame: Rect, scale k: Double, color: Raster.Color)
    -> [DisplayList.Command]
  {
    let c = frame.center
    switch self {
    case .plus, .minus:
      let arm = 7 * k, width = 2 * k
      var lines: [DisplayList.Command] = [
        .line(from: Point(x: c.x - arm, y: c.y), to: Point(x: c.x + arm, y: c.y), width: width,
              color)]
      if self == .plus {
        lines.append(.line(from: Point(x: c.x, y: c.y - arm), to: Point(x: c.x, y: c.y + arm),
                           width: width, color))
      }
      return lines
    case .disclosure, .disclosureBack:
      // Two strokes meeting at the right (the left, right to left), round-capped.
      let w = 2 * k * 0.8, h = frame.height / 2 - k
      var x0 = frame.minX + k, x1 = frame.maxX - k
      if self == .disclosureBack { swap(&x0, &x1) }
      return [.line(from: Point(x: x0, y: c.y - h), to: Point(x: x1, y: c.y), width: w, color),
              .line(from: Point(x: x1, y: c.y), to: Point(x: x0, y: c.y + h), width: w, color)]
    case .menuChevrons:
      let w = 1.6 * k, dx = frame.width / 2 - k, top = frame.minY + k, bottom = frame.maxY - k
      let up = top + frame.height * 0.28, down = bottom - frame.height * 0.28
      return [(up, top), (down, bottom)].flatMap { (wing, tip) -> [DisplayList.Command] in
        [.line(from: Point(x: c.x - dx, y: wing), to: Point(x: c.x, y: tip), width: w, color),
         .line(from: Point(x: c.x, y: tip), to: Point(x: c.x + dx, y: wing), width: w, color)]
      }
    case .spinner:
      return spokes(around: c, scale: k, color: color)
    }
  }

  /// Eight spokes around `c`, each a tenth lighter than the one before, clockwise from 12.
  private func spokes(around c: Point, scale k: Double, color: Raster.Color)
    -> [DisplayList.Command]
  {
    let table = DeterministicMath.quarterTable(2)
    return (0..<8).map { i in
      let (cq, sq) = table[i % 2]
      let (ux, uy): (Double, Double)
      switch i / 2 {
      case 0: (ux, uy) = (sq, -cq)
      case 1: (ux, uy) = (cq, sq)
      case 2: (ux, uy) = (-sq, cq)
      default: (ux, uy) = (-cq, -sq)
      }
      let inner = 4.5 * k, outer = 9 * k
      return .line(from: Point(x: c.x + ux * inner, y: c.y + uy * inner),
                   to: Point(x: c.x + ux * outer, y: c.y + uy * outer),
                   width: 2.2 * k, color.opacity(1 - Double(i) * 0.1))
    }
  }
}

/// A control glyph as a view, in the foreground colour (a progress view's spinner).
struct ControlGlyphView: PrimitiveView {
  let glyph: ControlGlyph
  let name: String

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let symbol = SymbolNode(glyph: .control(glyph), color: environment.foreground,
                            pointSize: environment.resolvedFont.size, resizable: false)
    return [builder.add(.symbol(symbol), name: name)]
  }
}
