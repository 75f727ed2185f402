// How large each layer of a display list is: the pixels its content can put ink on, grown by
// what its effect needs around them, within what can reach the picture. A layer is a canvas of
// that area only (drawing in the picture's coordinates), so memory follows what is drawn, not
// the screen times the nesting depth. Inside a transform (`scaleEffect`, `rotationEffect`)
// content is drawn before it is moved, so what can reach the picture is the picture mapped
// back: a plate drawn at full size half off the screen and scaled into it keeps its left half.

extension DisplayList {
  /// The area of each layer, by the index of the command that begins it.
  func layerAreas() -> [Int: IntRect] {
    var areas: [Int: IntRect] = [:]
    // Each open layer: where it began, its effect, the extent of its content so far, and the
    // clips pushed inside it (a layer starts with none: outer clips apply when it composites).
    var open: [(begin: Int, command: Command, extent: Rect?, clips: [Rect])] = []
    // The part of each open layer's coordinates whose pixels can reach the picture.
    var reach: [IntRect] = []
    for (index, command) in commands.enumerated() {
      switch command {
      case .beginLayer, .beginShadow, .beginEffect:
        open.append((index, command, nil, []))
        reach.append(Self.reach(of: command, within: reach.last ?? pictureArea))
      case .beginMaskShape:
        continue
      case .endLayer, .endShadow, .endEffect:
        guard let layer = open.popLast(), let visible = reach.popLast() else { continue }
        areas[layer.begin] = area(of: layer.extent, for: layer.command, within: visible)
        let ink = inkExtent(of: layer.extent, for: layer.command)
        if let ink, !open.isEmpty { add(ink, to: &open[open.count - 1]) }
      case .pushClip(let figure):
        guard !open.isEmpty else { continue }
        let outer = open[open.count - 1].clips.last
        let rect = outer.map { $0.intersection(figure.rect) } ?? figure.rect
        open[open.count - 1].clips.append(rect)
      case .pushClipPath(let outline):
        guard !open.isEmpty else { continue }
        let outer = open[open.count - 1].clips.last
        let rect = outer.map { $0.intersection(outline.bounds) } ?? outline.bounds
        open[open.count - 1].clips.append(rect)
      case .popClip:
        guard !open.isEmpty else { continue }
        _ = open[open.count - 1].clips.popLast()
      default:
        guard !open.isEmpty else { continue }
        add(Self.extent(of: command), to: &open[open.count - 1])
      }
    }
    return areas
  }

  /// Adds `rect`, cut by the layer's clips, to the layer's extent.
  private func add(_ rect: Rect,
                   to layer: inout (begin: Int, command: Command, extent: Rect?, clips: [Rect])) {
    let visible = layer.clips.last.map { $0.intersection(rect) } ?? rect
    guard !visible.isEmpty else { return }
    layer.extent = layer.extent.map { $0.union(visible) } ?? visible
  }

  /// The whole picture, in pixels.
  var pictureArea: IntRect { IntRect(x: 0, y: 0, width: width, height: height) }

  /// What of a layer's coordinates can reach `visible` of its parent's: for a transform, the
  /// parent's visible pixels mapped back (grown by a pixel for sampling), at most 16 times the
  /// picture's larger side across; for other effects, the parent's.
  static func reach(of command: Command, within visible: IntRect) -> IntRect {
    guard case .beginEffect(.transform(let map)) = command, let back = map.inverted else {
      return visible
    }
    let x0 = Double(visible.x) - 1, y0 = Double(visible.y) - 1
    let x1 = Double(visible.x + visible.width) + 1, y1 = Double(visible.y + visible.height) + 1
    let corners = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x0, y: y1),
                   Point(x: x1, y: y1)].map(back.apply)
    let limit = 16.0 * Double(max(visible.width, visible.height, 1))
    func clamp(_ v: Double) -> Double { min(max(v, -limit), limit) }
    let xs = corners.map { clamp($0.x) }, ys = corners.map { clamp($0.y) }
    guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
          [minX, maxX, minY, maxY].allSatisfy(\.isFinite) else { return visible }
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY).enclosingPixels
  }

  /// The pixels a layer's canvas covers: its content's extent on whole pixels, grown by the
  /// effect's reach (a blur reads twice it around the ink) and a pixel or two (so that a
  /// transform samples only transparent pixels past the edge), within `visible`.
  private func area(of extent: Rect?, for command: Command, within visible: IntRect) -> IntRect {
    let margin: Int
    switch command {
    case .beginEffect(.filter(let filter)): margin = 2 * filter.reach + 1
    case .beginEffect(.transform): margin = 3
    default: margin = 1
    }
    guard let extent else { return IntRect(x: 0, y: 0, width: 1, height: 1) }
    let finite = [extent.minX, extent.minY, extent.maxX, extent.maxY].allSatisfy(\.isFinite)
    let area = finite ? Self.grown(extent.enclosingPixels, by: margin).intersection(visible)
      : visible
    return area.isEmpty ? IntRect(x: 0, y: 0, width: 1, height: 1) : area
  }

  /// Where a finished layer can put ink in its parent: its content's extent, moved, spread or
  /// turned as the effect does.
  private func inkExtent(of extent: Rect?, for command: Command) -> Rect? {
    guard let extent else { return nil }
    switch command {
    case .beginShadow(_, let sigma, let dx, let dy):
      let reach = Double(PixelFilter.blur(sigma: sigma).reach + 1)
      let shadow = extent.insetBy(dx: -reach, dy: -reach).offsetBy(dx: dx, dy: dy)
      return extent.union(shadow)
    case .beginEffect(.filter(let filter)):
      let reach = Double(filter.reach)
      return extent.insetBy(dx: -reach, dy: -reach)
    case .beginEffect(.transform(let transform)):
      let corners = [Point(x: extent.minX, y: extent.minY), Point(x: extent.maxX, y: extent.minY),
                     Point(x: extent.minX, y: extent.maxY), Point(x: extent.maxX, y: extent.maxY)]
        .map(transform.apply)
      let xs = corners.map(\.x), ys = corners.map(\.y)
      guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max(),
            [x0, x1, y0, y1].allSatisfy(\.isFinite) else { return extent }
      return Rect(x: x0 - 2, y: y0 - 2, width: x1 - x0 + 4, height: y1 - y0 + 4)
    default:
      return extent
    }
  }

  /// Where a drawing command can put ink: its geometry's bounds, with strokes' and lines'
  /// widths around them, and text's glyph boxes.
  static func extent(of command: Command) -> Rect {
    switch command {
    case .fill(let figure, _), .gradient(let figure, _): return figure.rect
    case .stroke(let figure, let width, _, _):
      return figure.rect.insetBy(dx: -width, dy: -width)
    case .line(let from, let to, let width, _):
      return Rect(x: min(from.x, to.x) - width, y: min(from.y, to.y) - width,
                  width: abs(to.x - from.x) + 2 * width, height: abs(to.y - from.y) + 2 * width)
    case .text(let layout, let x, let y, let width, _):
      return glyphExtent(layout, x: x, y: y, blockWidth: width)
    case .image(_, let rect, _): return rect
    case .path(let outline, _, _), .pathGradient(let outline, _): return outline.bounds
    default: return Rect(x: 0, y: 0, width: 0, height: 0)
    }
  }

  /// The boxes of every glyph of `layout` drawn at (x, y) in a block `blockWidth` wide.
  static func glyphExtent(_ layout: TextLayout, x: Int, y: Int, blockWidth: Int) -> Rect {
    var extent: Rect?
    var top = y
    for (i, line) in layout.lines.enumerated() {
      let left = x + layout.offset(ofLine: i, in: blockWidth)
      let baseline = top + line.ascent
      for g in line.glyphs {
        let w = (g.picture?.width ?? g.grey?.width ?? g.mask.width) * g.magnification
        let h = (g.picture?.height ?? g.grey?.height ?? g.mask.height) * g.magnification
        let box = Rect(x: Double(left + g.x), y: Double(baseline + g.y), width: Double(w),
                       height: Double(h))
        extent = extent.map { $0.union(box) } ?? box
      }
      top += line.height + layout.lineSpacing
    }
    return extent ?? Rect(x: Double(x), y: Double(y), width: 0, height: 0)
  }

  static func grown(_ rect: IntRect, by margin: Int) -> IntRect {
    IntRect(x: rect.x - margin, y: rect.y - margin, width: rect.width + 2 * margin,
            height: rect.height + 2 * margin)
  }
}
