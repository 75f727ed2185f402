// Where each mark goes in the plot and what shape it takes: bars over their band (side by side
// with `position(by:)`, stacked otherwise), lines and areas through a series' points, points,
// rules, rectangles and pie wedges; then the painting of the whole layout into the canvas.
import Cellshot
import Foundation

extension ChartDrawing {
  /// Where `value` sits on the x axis of `plot`, in points.
  func xPosition(_ value: PlotValue?, in plot: CGRect) -> CGFloat? {
    value.flatMap { scales.x.position($0, length: plot.width) }.map { plot.minX + $0 }
  }

  /// Where `value` sits on the y axis of `plot`, in points (a number up from the bottom, a
  /// category down from the top).
  func yPosition(_ value: PlotValue?, in plot: CGRect) -> CGFloat? {
    guard let offset = value.flatMap({ scales.y.position($0, length: plot.height) }) else {
      return nil
    }
    return scales.y.isBand ? plot.minY + offset : plot.maxY - offset
  }

  /// The span a mark takes across a band (or a date bin) on one axis, shared with the other
  /// marks of its `position(by:)` group.
  func span(of mark: MarkRecord, index: Int, onX: Bool, plot: CGRect) -> (CGFloat, CGFloat)? {
    let scale = onX ? scales.x : scales.y
    let length = onX ? plot.width : plot.height
    guard let value = onX ? mark.x : mark.y,
          let center = onX ? xPosition(value, in: plot) : yPosition(value, in: plot)
    else { return nil }
    var band = scale.bandWidth(length: length)
    var start = center - band / 2
    if !scale.isBand, let unit = onX ? mark.xUnit : mark.yUnit,
       case .linear(let lower, let upper) = scale.kind, upper > lower
    {
      band = CGFloat(unitLength(unit) / (upper - lower)) * length
      start = onX ? center : center - band
    }
    if band == 0 { band = 20; start = center - 10 }
    let dimension = onX ? mark.width : mark.height
    let barWidth = dimension.resolve(available: band, automatic: band * 0.7)
    var inner = (start + (band - barWidth) / 2, barWidth)
    if let group = mark.positionCategory {
      let groups = positionGroups
      let count = CGFloat(max(1, groups.count))
      let slot = inner.1 / count
      inner = (inner.0 + slot * CGFloat(groups.firstIndex(of: group) ?? 0), slot)
    }
    return (inner.0, inner.0 + inner.1)
  }

  /// The categories of `position(by:)`, in order.
  var positionGroups: [PlotValue] {
    var groups: [PlotValue] = []
    for case let group? in marks.map(\.positionCategory) where !groups.contains(group) {
      groups.append(group)
    }
    return groups
  }

  /// Adds the marks' shapes to `layout`, in the order the chart lists them.
  func layoutMarks(_ layout: inout Layout) {
    let plot = layout.plot
    for (index, mark) in marks.enumerated() {
      switch mark.kind {
      case .bar, .rectangle:
        guard let rect = rectangle(of: mark, index: index, plot: plot) else { continue }
        let radius = min(mark.cornerRadius, rect.width / 2, rect.height / 2)
        let path = radius > 0 ? Path(roundedRect: rect, cornerRadius: radius) : Path(rect)
        layout.fills.append(Fill(path: path, style: style(of: mark), opacity: mark.opacity))
        if mark.kind == .bar { layout.bars.append(rect) } else { layout.rectangles.append(rect) }
        if let annotation = mark.annotation {
          layout.labels.append(annotationLabel(annotation, rect: rect))
        }
      case .point:
        let x = xPosition(mark.x, in: plot) ?? mark.fixedXStart.map { plot.minX + $0 }
        let y = yPosition(mark.y, in: plot) ?? mark.fixedYStart.map { plot.minY + $0 }
        guard let x, let y else { continue }
        let side = mark.symbolSize.map { $0.squareRoot() } ?? 8
        let rect = CGRect(x: x - side / 2, y: y - side / 2, width: side, height: side)
        var symbol = mark.symbol ?? .circle
        if let category = mark.symbolCategory {
          let categories = symbolCategories
          let kinds = BasicChartSymbolShape.Kind.allCases
          symbol = BasicChartSymbolShape(
            kind: kinds[(categories.firstIndex(of: category) ?? 0) % kinds.count])
        }
        layout.fills.append(Fill(path: symbol.path(in: rect), style: style(of: mark),
                                 opacity: mark.opacity))
        if let annotation = mark.annotation {
          layout.labels.append(annotationLabel(annotation, rect: rect))
        }
      case .rule:
        var path = Path()
        if let x = xPosition(mark.x, in: plot), mark.xEnd == nil {
          let top = yPosition(mark.yEnd, in: plot) ?? mark.fixedYStart.map { plot.minY + $0 }
          let bottom = yPosition(mark.y, in: plot) ?? mark.fixedYEnd.map { plot.minY + $0 }
          path.move(to: CGPoint(x: x, y: top ?? plot.minY))
          path.addLine(to: CGPoint(x: x, y: bottom ?? plot.maxY))
        } else if let y = yPosition(mark.y, in: plot) {
          let start = xPosition(mark.x, in: plot) ?? mark.fixedXStart.map { plot.minX + $0 }
          let end = xPosition(mark.xEnd, in: plot) ?? mark.fixedXEnd.map { plot.minX + $0 }
          path.move(to: CGPoint(x: start ?? plot.minX, y: y))
          path.addLine(to: CGPoint(x: end ?? plot.maxX, y: y))
        } else {
          continue
        }
        layout.strokes.append(Stroke(path: path, style: style(of: mark),
                                     stroke: mark.lineStyle ?? StrokeStyle(lineWidth: 1),
                                     opacity: mark.opacity))
      case .line, .area, .sector:
        continue
      }
    }
    layoutSeries(&layout)
  }

  /// The categories of `symbol(by:)`, in order.
  var symbolCategories: [PlotValue] {
    var categories: [PlotValue] = []
    for case let category? in marks.map(\.symbolCategory) where !categories.contains(category) {
      categories.append(category)
    }
    return categories
  }

  /// A bar's or rectangle's rectangle: its band (or bin) across, its stack or interval along.
  func rectangle(of mark: MarkRecord, index: Int, plot: CGRect) -> CGRect? {
    var vertical = true
    if case .number = mark.x, mark.y.map({ if case .number = $0 { false } else { true } }) ?? true
    {
      vertical = false
    }
    if mark.kind == .rectangle, mark.xEnd == nil, mark.yEnd == nil, mark.x != nil || mark.y != nil {
      guard let across = span(of: mark, index: index, onX: true, plot: plot),
            let along = span(of: mark, index: index, onX: false, plot: plot)
      else { return nil }
      return CGRect(x: across.0, y: along.0, width: across.1 - across.0, height: along.1 - along.0)
    }
    // Along x.
    var xs: (CGFloat, CGFloat)?
    if mark.x == nil {
      xs = (plot.minX + (mark.fixedXStart ?? 0), mark.fixedXEnd.map { plot.minX + $0 } ?? plot.maxX)
    } else if let end = mark.xEnd {
      if let a = xPosition(mark.x, in: plot), let b = xPosition(end, in: plot) { xs = (a, b) }
    } else if vertical {
      xs = span(of: mark, index: index, onX: true, plot: plot)
    } else if let stack = scales.stacks[index] {
      if let a = xPosition(.number(stack.lower), in: plot),
         let b = xPosition(.number(stack.upper), in: plot) { xs = (a, b) }
    }
    // Along y.
    var ys: (CGFloat, CGFloat)?
    if mark.y == nil {
      ys = (plot.minY + (mark.fixedYStart ?? 0), mark.fixedYEnd.map { plot.minY + $0 } ?? plot.maxY)
    } else if let end = mark.yEnd {
      if let a = yPosition(mark.y, in: plot), let b = yPosition(end, in: plot) { ys = (a, b) }
    } else if !vertical {
      ys = span(of: mark, index: index, onX: false, plot: plot)
    } else if let stack = scales.stacks[index] {
      if let a = yPosition(.number(stack.lower), in: plot),
         let b = yPosition(.number(stack.upper), in: plot) { ys = (a, b) }
    }
    guard let xs, let ys else { return nil }
    return CGRect(x: min(xs.0, xs.1), y: min(ys.0, ys.1), width: abs(xs.1 - xs.0),
                  height: abs(ys.1 - ys.0))
  }

  func annotationLabel(_ annotation: (position: AnnotationPosition, spacing: CGFloat, text: Text),
                       rect: CGRect) -> Label {
    switch annotation.position {
    case .bottom:
      Label(text: annotation.text, point: CGPoint(x: rect.midX, y: rect.maxY + annotation.spacing),
            anchor: .top)
    case .overlay:
      Label(text: annotation.text, point: CGPoint(x: rect.midX, y: rect.midY), anchor: .center)
    case .leading:
      Label(text: annotation.text, point: CGPoint(x: rect.minX - annotation.spacing, y: rect.midY),
            anchor: .trailing)
    case .trailing:
      Label(text: annotation.text, point: CGPoint(x: rect.maxX + annotation.spacing, y: rect.midY),
            anchor: .leading)
    default:
      Label(text: annotation.text, point: CGPoint(x: rect.midX, y: rect.minY - annotation.spacing),
            anchor: .bottom)
    }
  }

  /// Lines and areas: each series' points joined in the order the chart lists them.
  func layoutSeries(_ layout: inout Layout) {
    let plot = layout.plot
    var order: [PlotValue?] = []
    var series: [PlotValue?: [MarkRecord]] = [:]
    for mark in marks where mark.kind == .line || mark.kind == .area {
      let key = mark.series ?? mark.styleCategory
      let kindKey: PlotValue? = key.map { .category((mark.kind == .line ? "L" : "A") + $0.text) }
        ?? .category(mark.kind == .line ? "L" : "A")
      if series[kindKey] == nil { order.append(kindKey) }
      series[kindKey, default: []].append(mark)
    }
    for key in order {
      guard let list = series[key], let first = list.first else { continue }
      let points = list.compactMap { mark -> CGPoint? in
        guard let x = xPosition(mark.x, in: plot), let y = yPosition(mark.y, in: plot) else {
          return nil
        }
        // A date bin's mark sits at the bin's middle.
        if let unit = mark.xUnit, case .linear(let lower, let upper) = scales.x.kind,
           upper > lower {
          return CGPoint(x: x + CGFloat(unitLength(unit) / (upper - lower)) * plot.width / 2, y: y)
        }
        return CGPoint(x: x, y: y)
      }
      guard !points.isEmpty else { continue }
      var path = Path()
      path.move(to: points[0])
      addCurve(through: points, method: first.interpolation, to: &path)
      if first.kind == .area {
        let base = yPosition(.number(0), in: plot) ?? plot.maxY
        let baseY = min(max(base, plot.minY), plot.maxY)
        path.addLine(to: CGPoint(x: points[points.count - 1].x, y: baseY))
        path.addLine(to: CGPoint(x: points[0].x, y: baseY))
        path.closeSubpath()
        layout.fills.append(Fill(path: path, style: style(of: first), opacity: first.opacity))
      } else {
        let stroke = first.lineStyle
          ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)
        layout.strokes.append(Stroke(path: path, style: style(of: first), stroke: stroke,
                                     opacity: first.opacity))
      }
    }
  }

  /// Joins `points` (the path being at the first) as `method` says.
  func addCurve(through points: [CGPoint], method: InterpolationMethod, to path: inout Path) {
    guard points.count > 1 else { return }
    for index in 1..<points.count {
      let (a, b) = (points[index - 1], points[index])
      switch method.kind {
      case .linear:
        path.addLine(to: b)
      case .stepStart:
        path.addLine(to: CGPoint(x: a.x, y: b.y))
        path.addLine(to: b)
      case .stepEnd:
        path.addLine(to: CGPoint(x: b.x, y: a.y))
        path.addLine(to: b)
      case .stepCenter:
        let middle = (a.x + b.x) / 2
        path.addLine(to: CGPoint(x: middle, y: a.y))
        path.addLine(to: CGPoint(x: middle, y: b.y))
        path.addLine(to: b)
      case .smooth:
        // Catmull-Rom through the points, as cubic Béziers (tangents from the neighbours).
        let before = index >= 2 ? points[index - 2] : a
        let after = index + 1 < points.count ? points[index + 1] : b
        let control1 = CGPoint(x: a.x + (b.x - before.x) / 6, y: a.y + (b.y - before.y) / 6)
        let control2 = CGPoint(x: b.x - (after.x - a.x) / 6, y: b.y - (after.y - a.y) / 6)
        path.addCurve(to: b, control1: control1, control2: control2)
      }
    }
  }

  /// Pie wedges: each sector's share of the circle, clockwise from the top.
  func layoutSectors(_ layout: inout Layout) {
    let plot = layout.plot
    let total = marks.reduce(0) { $0 + $1.angle }
    guard total > 0 else { return }
    let full = min(plot.width, plot.height) / 2
    let center = CGPoint(x: plot.midX, y: plot.midY)
    var start = 0.0
    for mark in marks {
      let sweep = mark.angle / total * 360
      defer { start += sweep }
      layout.wedges.append((start, start + sweep))
      guard sweep > 0 else { continue }
      let outer = mark.outerRadius.resolve(available: full, automatic: full)
      let inner = min(outer, mark.innerRadius.resolve(available: outer, automatic: 0))
      // The inset is a gap in points between neighbours, half on each side at the outer edge.
      let inset = outer > 0 ? Double(mark.angularInset / outer) * 180 / .pi / 2 : 0
      let from = start + min(inset, sweep / 2), to = start + sweep - min(inset, sweep / 2)
      var path = Path()
      let steps = max(2, Int((to - from).rounded(.up)))
      func point(_ degrees: Double, _ radius: CGFloat) -> CGPoint {
        let radians = (degrees - 90) * .pi / 180
        return CGPoint(x: center.x + radius * CGFloat(cos(radians)),
                       y: center.y + radius * CGFloat(sin(radians)))
      }
      for step in 0...steps {
        let at = point(from + (to - from) * Double(step) / Double(steps), outer)
        if step == 0 { path.move(to: at) } else { path.addLine(to: at) }
      }
      if inner > 0 {
        for step in (0...steps).reversed() {
          path.addLine(to: point(from + (to - from) * Double(step) / Double(steps), inner))
        }
      } else {
        path.addLine(to: center)
      }
      path.closeSubpath()
      layout.fills.append(Fill(path: path, style: style(of: mark), opacity: mark.opacity))
    }
  }

  /// Paints the chart into `context` at `size`.
  func draw(in context: inout GraphicsContext, size: CGSize) {
    let measure = { (text: Text) in context.resolve(text).measure(in: size) }
    let layout = layout(size: size, measure: measure)
    for line in layout.gridLines {
      context.stroke(line.path, with: .style(line.style), style: line.stroke)
    }
    for fill in layout.fills {
      var layer = context
      layer.opacity = fill.opacity
      layer.fill(fill.path, with: .style(fill.style))
    }
    for line in layout.strokes {
      var layer = context
      layer.opacity = line.opacity
      layer.stroke(line.path, with: .style(line.style), style: line.stroke)
    }
    for label in layout.labels {
      let resolved = context.resolve(label.text)
      let textSize = resolved.measure(in: size)
      var origin = CGPoint(x: label.point.x - textSize.width * label.anchor.x,
                           y: label.point.y - textSize.height * label.anchor.y)
      origin.y = min(max(origin.y, 0), max(0, size.height - textSize.height))
      context.draw(resolved, in: CGRect(origin: origin, size: textSize))
    }
  }
}
