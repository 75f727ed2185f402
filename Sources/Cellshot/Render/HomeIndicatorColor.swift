// The home indicator's colour: iOS draws it dark over light content and light over dark, by
// what is behind it, whatever the appearance. Cellshot reads what is behind it from the
// screen's backdrop when a navigation stack gives one, else from the last opaque colour or
// linear gradient the picture fills under it; nil (the appearance's primary colour) when it
// cannot tell (a picture, a layer, a clip).

extension Renderer {
  /// Black over content lighter than middle grey (CIE L* above 50), white over darker: a
  /// public iOS 18 screenshot in dark mode draws it dark over a (10,132,255) blue (L* 56),
  /// which a threshold of luminance 0.5 had drawn white.
  static func homeIndicator(over c: Raster.Color) -> Color? {
    guard c.alpha > 0.5 else { return nil }
    let linear = TransferCurve.decode  // libm-free: the same everywhere
    let y = 0.2126 * linear(c.red) + 0.7152 * linear(c.green) + 0.0722 * linear(c.blue)
    return y > 0.1842 ? Color.black : Color.white
  }

  /// The colour `list` leaves at `point` (pixels), read from its background and its top-level
  /// opaque fills and linear gradients (figures or paths) wide enough to be a backdrop whose
  /// bounds hold it, the last one winning; nil when a picture or a translucent fill may change
  /// it (what layers and clips draw is passed over).
  static func colour(at point: Point, in list: DisplayList) -> Raster.Color? {
    var colour: Raster.Color? = list.background.alpha >= 1 ? list.background : nil
    var depth = 0
    // A backdrop: its bounds hold the point and span at least half the picture's width (so a
    // small shape whose bounds happen to hold it is not taken for what is behind).
    func spans(_ r: Rect) -> Bool {
      point.x >= r.minX && point.x <= r.maxX && point.y >= r.minY && point.y <= r.maxY
        && r.width * 2 >= Double(list.width)
    }
    func covers(_ figure: Figure) -> Bool { spans(figure.rect) }
    for command in list.commands {
      switch command {
      case .pushClip, .pushClipPath, .beginLayer, .beginShadow, .beginEffect:
        depth += 1
      case .popClip, .endLayer, .endShadow, .endEffect:
        depth = max(0, depth - 1)
      case .fill(let figure, let color) where depth == 0 && covers(figure):
        colour = color.alpha >= 1 ? color : nil
      case .gradient(let figure, let paint) where depth == 0 && covers(figure):
        colour = linearColour(paint, at: point)
      // A shape of the app's own (`ContainerRelativeShape().fill(.blue.gradient)`).
      case .path(let outline, let color, _) where depth == 0 && spans(outline.bounds):
        colour = color.alpha >= 1 ? color : nil
      case .pathGradient(let outline, let paint) where depth == 0 && spans(outline.bounds):
        colour = linearColour(paint, at: point)
      case .image(_, let rect, _) where depth == 0 && covers(.rect(rect)):
        colour = nil
      default:
        break
      }
    }
    return colour
  }

  /// A linear gradient's colour at `point`, when all its stops are opaque; nil otherwise.
  static func linearColour(_ paint: GradientPaint, at point: Point) -> Raster.Color? {
    guard case .linear(let stops, let start, let end) = paint, !stops.isEmpty,
          stops.allSatisfy({ $0.color.alpha >= 1 }) else { return nil }
    let sorted = stops.sorted { $0.location < $1.location }
    let dx = end.x - start.x, dy = end.y - start.y, length = dx * dx + dy * dy
    let t = length > 0 ? ((point.x - start.x) * dx + (point.y - start.y) * dy) / length : 0
    guard let after = sorted.firstIndex(where: { $0.location >= t }) else {
      return sorted[sorted.count - 1].color
    }
    if after == 0 { return sorted[0].color }
    let a = sorted[after - 1], b = sorted[after]
    let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : 1
    return Raster.Color(red: a.color.red + (b.color.red - a.color.red) * f,
                        green: a.color.green + (b.color.green - a.color.green) * f,
                        blue: a.color.blue + (b.color.blue - a.color.blue) * f)
  }
}
