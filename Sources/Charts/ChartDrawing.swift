// How a chart's marks and axes become shapes and text in its canvas: the layout (`layout`, the
// plot area, labels, bars, wedges: plain values a test can read) and its painting (`draw`).
// Sizes are Cellshot's reading of Swift Charts: labels in `.caption2` in the secondary colour,
// 0.5-point grid lines in a light grey, bars 70% of their band, lines 2 points wide with round
// joins, points 8 points across, legend dots 8 points.
import Cellshot
import Foundation

/// A chart's marks, configuration and scales, ready to lay out at a size.
struct ChartDrawing {
  let marks: [MarkRecord]
  let configuration: ChartConfiguration
  let scales: ChartScales
  /// The categories of `foregroundStyle(by:)`, in the order they first appear.
  let styleCategories: [PlotValue]

  init(marks: [MarkRecord], configuration: ChartConfiguration) {
    self.marks = marks
    self.configuration = configuration
    scales = ChartScales(marks: marks, configuration: configuration)
    var categories: [PlotValue] = []
    for case let category? in marks.map(\.styleCategory) where !categories.contains(category) {
      categories.append(category)
    }
    styleCategories = categories
  }

  var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.kind == .sector } }

  /// The style of a mark: its own, its category's, or the accent colour.
  func style(of mark: MarkRecord) -> AnyShapeStyle {
    if let style = mark.style { return style }
    if let category = mark.styleCategory { return style(of: category) }
    return AnyShapeStyle(Color.accentColor)
  }

  func style(of category: PlotValue) -> AnyShapeStyle {
    if let pair = configuration.styleMapping?.first(where: { $0.0 == category }) { return pair.1 }
    let index = styleCategories.firstIndex(of: category) ?? 0
    if let range = configuration.styleRange, !range.isEmpty { return range[index % range.count] }
    return AnyShapeStyle(chartPalette[index % chartPalette.count])
  }

  /// A label drawn at a point, anchored there.
  struct Label {
    var text: Text
    var point: CGPoint
    var anchor: UnitPoint
  }

  /// A filled shape.
  struct Fill {
    var path: Path
    var style: AnyShapeStyle
    var opacity: Double
  }

  /// A stroked line.
  struct Stroke {
    var path: Path
    var style: AnyShapeStyle
    var stroke: StrokeStyle
    var opacity: Double
  }

  /// What the chart draws at a size, back to front.
  struct Layout {
    var plot: CGRect = .zero
    var gridLines: [Stroke] = []
    var fills: [Fill] = []
    var strokes: [Stroke] = []
    var labels: [Label] = []
    /// The bars' rectangles, in the marks' order (for tests).
    var bars: [CGRect] = []
    /// The rectangle marks' rectangles, in the marks' order (for tests).
    var rectangles: [CGRect] = []
    /// The wedges' angles in degrees clockwise from the top, in the marks' order (for tests).
    var wedges: [(start: Double, end: Double)] = []
  }

  static let gridColor = Color(red: 0.82, green: 0.82, blue: 0.84)
  static let labelFont = Font.caption2

  func label(_ text: Text) -> Text {
    text.font(Self.labelFont).foregroundColor(.secondary)
  }

  /// Lays the chart out in `size`; `measure` gives a text's size.
  func layout(size: CGSize, measure: (Text) -> CGSize) -> Layout {
    var layout = Layout()
    var area = CGRect(origin: .zero, size: size)
    let lineHeight = measure(label(Text("0"))).height

    let legendShown = layoutLegend(&layout, area: &area, lineHeight: lineHeight,
                                   measure: measure)

    if isPie {
      layout.plot = area
      layoutSectors(&layout)
      return layout
    }

    // The axes' values and labels.
    let xTicks = axisTicks(scales.x, unit: scales.xUnit, groups: configuration.xAxis,
                           hidden: configuration.xAxisHidden)
    let yTicks = axisTicks(scales.y, unit: scales.yUnit, groups: configuration.yAxis,
                           hidden: configuration.yAxisHidden)
    let yLabelWidth = yTicks.compactMap { $0.label.map { measure($0).width } }.max()
    let yOnLeading = configuration.yAxis?.contains { $0.position == .leading } ?? false
    if let yLabelWidth {
      if yOnLeading { area.origin.x += yLabelWidth + 6 }
      area.size.width -= yLabelWidth + 6
    }
    if xTicks.contains(where: { $0.label != nil }) { area.size.height -= lineHeight + 4 }
    if let title = configuration.xAxisLabel {
      let text = label(title)
      area.size.height -= lineHeight + 2
      layout.labels.append(Label(text: text, point: CGPoint(x: area.maxX, y: size.height
        - (legendShown ? max(lineHeight, 8) + 8 : 0)), anchor: .bottomTrailing))
    }
    if let title = configuration.yAxisLabel {
      layout.labels.append(Label(text: label(title), point: CGPoint(x: size.width, y: 0),
                                 anchor: .topTrailing))
      area.origin.y += lineHeight + 2
      area.size.height -= lineHeight + 2
    }
    // Room for the top label's upper half.
    if yLabelWidth != nil { area.origin.y += lineHeight / 2; area.size.height -= lineHeight / 2 }
    area.size.width = max(0, area.width)
    area.size.height = max(0, area.height)
    layout.plot = area
    layoutTicks(&layout, x: xTicks, y: yTicks, yOnLeading: yOnLeading)
    layoutMarks(&layout)
    return layout
  }

  /// The legend below everything (one dot and name per category), taking its row from `area`;
  /// whether it is shown.
  private func layoutLegend(_ layout: inout Layout, area: inout CGRect, lineHeight: CGFloat,
                            measure: (Text) -> CGSize) -> Bool {
    guard !styleCategories.isEmpty && !configuration.legendHidden else { return false }
    let rowHeight = max(lineHeight, 8)
    area.size.height -= rowHeight + 8
    var x: CGFloat = 0
    let y = area.maxY + 8 + rowHeight / 2
    for category in styleCategories {
      let style = style(of: category)
      layout.fills.append(Fill(path: Path(ellipseIn: CGRect(x: x, y: y - 4, width: 8, height: 8)),
                               style: style, opacity: 1))
      let text = label(Text(category.text))
      layout.labels.append(Label(text: text, point: CGPoint(x: x + 12, y: y), anchor: .leading))
      x += 12 + measure(text).width + 12
    }
    return true
  }

  /// The axes' grid lines and value labels around `layout.plot`.
  private func layoutTicks(_ layout: inout Layout, x xTicks: [Tick], y yTicks: [Tick],
                           yOnLeading: Bool) {
    let plot = layout.plot
    for tick in yTicks {
      guard let offset = scales.y.position(tick.value, length: plot.height) else { continue }
      let y = scales.y.isBand ? plot.minY + offset : plot.maxY - offset
      if let stroke = tick.gridLine {
        var path = Path()
        path.move(to: CGPoint(x: plot.minX, y: y))
        path.addLine(to: CGPoint(x: plot.maxX, y: y))
        layout.gridLines.append(Stroke(path: path, style: AnyShapeStyle(Self.gridColor),
                                       stroke: stroke, opacity: 1))
      }
      if let text = tick.label {
        let point = yOnLeading ? CGPoint(x: plot.minX - 6, y: y) : CGPoint(x: plot.maxX + 6, y: y)
        layout.labels.append(Label(text: text, point: point,
                                   anchor: yOnLeading ? .trailing : .leading))
      }
    }
    for tick in xTicks {
      guard let offset = scales.x.position(tick.value, length: plot.width) else { continue }
      let x = plot.minX + offset
      if let stroke = tick.gridLine, !scales.x.isBand {
        var path = Path()
        path.move(to: CGPoint(x: x, y: plot.minY))
        path.addLine(to: CGPoint(x: x, y: plot.maxY))
        layout.gridLines.append(Stroke(path: path, style: AnyShapeStyle(Self.gridColor),
                                       stroke: stroke, opacity: 1))
      }
      if let text = tick.label {
        let anchor: UnitPoint = scales.x.isTemporal ? .topLeading : .top
        layout.labels.append(Label(text: text, point: CGPoint(x: x, y: plot.maxY + 4),
                                   anchor: anchor))
      }
    }
  }

  /// A value an axis marks, with its grid line's stroke and label (nil where it has none).
  struct Tick {
    var value: PlotValue
    var gridLine: StrokeStyle?
    var label: Text?
  }

  /// The values an axis marks and what it draws at each: its `AxisMarks`, or the default
  /// (grid lines on a numeric axis, a label at each value).
  func axisTicks(_ scale: ChartScale, unit: Calendar.Component?, groups: [AxisMarksGroup]?,
                 hidden: Bool) -> [Tick] {
    if hidden { return [] }
    let defaultStroke = StrokeStyle(lineWidth: 0.5)
    guard let groups else {
      return scale.ticks.map {
        Tick(value: $0, gridLine: scale.isBand ? nil : defaultStroke,
             label: label(Text(labelText($0, unit: unit, format: nil))))
      }
    }
    var ticks: [Tick] = []
    for group in groups {
      let values = group.explicitValues ?? groupValues(group.values, scale: scale)
      for (index, value) in values.enumerated() {
        var tick = Tick(value: value)
        let parts = group.parts?(AxisValue(index: index, count: values.count, value: value)) ?? []
        for part in parts {
          switch part {
          case .gridLine(let stroke): tick.gridLine = stroke ?? defaultStroke
          case .tick: break
          case .label(let text, let format, let font, let style):
            var drawn = text ?? Text(labelText(value, unit: unit, format: format))
            drawn = drawn.font(font ?? Self.labelFont)
            drawn = style.map { drawn.foregroundStyle($0) } ?? drawn.foregroundColor(.secondary)
            tick.label = drawn
          }
        }
        ticks.append(tick)
      }
    }
    return ticks
  }

  func groupValues(_ values: AxisMarkValues, scale: ChartScale) -> [PlotValue] {
    switch (values.kind, scale.kind) {
    case (.automatic(let count?), .linear(let lower, let upper)) where !scale.isTemporal:
      let step = niceStep(lower: lower, upper: upper, count: count)
      return stride(from: (lower / step).rounded(.up) * step, through: upper + step * 1e-9,
                    by: step).map { .number($0) }
    case (.stride(let step), .linear(let lower, let upper)) where step > 0 && !scale.isTemporal:
      return stride(from: lower, through: upper + step * 1e-9, by: step).map { .number($0) }
    case (.dateStride(let unit, let count), .linear(let lower, let upper)) where scale.isTemporal:
      var dates: [PlotValue] = []
      var date = Date(timeIntervalSinceReferenceDate: lower)
      let end = Date(timeIntervalSinceReferenceDate: upper)
      while date <= end, dates.count < 100 {
        dates.append(.date(date))
        guard let next = Calendar.current.date(byAdding: unit, value: count, to: date) else {
          break
        }
        date = next
      }
      return dates
    default:
      return scale.ticks
    }
  }

  /// An axis value's label: a number without needless decimals, a category as it is, a date
  /// by its unit (a day as "Jun 5", a month as "Jun", a year as "2025").
  func labelText(_ value: PlotValue, unit: Calendar.Component?, format: ((PlotValue) -> String)?)
    -> String
  {
    if let format { return format(value) }
    guard case .date(let date) = value else { return value.text }
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    switch unit {
    case .month?: formatter.dateFormat = "MMM"
    case .year?: formatter.dateFormat = "yyyy"
    case .hour?, .minute?: formatter.dateFormat = "HH:mm"
    default: formatter.dateFormat = "MMM d"
    }
    return formatter.string(from: date)
  }
}

