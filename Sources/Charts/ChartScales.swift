// Where a chart's values go: a scale per axis, read from the marks and the chart's modifiers.
// Categories (strings) share the axis in equal bands in the order they first appear; numbers
// and dates go on a linear scale. A numeric scale includes zero and ends on round ticks (steps
// of 1, 2 or 5 times a power of ten, about five of them: d3-array's `tickIncrement`, which Swift
// Charts' axes resemble). Cellshot's reading of Swift Charts; not checked against an iPhone.
import Cellshot
import Foundation

/// How one axis maps values to positions along a length.
struct ChartScale {
  enum Kind {
    case band([PlotValue])
    case linear(lower: Double, upper: Double)
  }
  var kind: Kind
  /// The values the axis marks by default.
  var ticks: [PlotValue]
  /// Whether the axis's values are dates.
  var isTemporal = false

  /// The position of `value` from the axis's start, along `length` (a band's centre).
  func position(_ value: PlotValue, length: CGFloat) -> CGFloat? {
    switch kind {
    case .band(let categories):
      guard let index = categories.firstIndex(of: value) else { return nil }
      let band = length / CGFloat(max(1, categories.count))
      return band * (CGFloat(index) + 0.5)
    case .linear(let lower, let upper):
      guard let number = value.continuous, upper > lower else { return nil }
      return CGFloat((number - lower) / (upper - lower)) * length
    }
  }

  /// The width of a category's band (zero on a linear scale).
  func bandWidth(length: CGFloat) -> CGFloat {
    if case .band(let categories) = kind { return length / CGFloat(max(1, categories.count)) }
    return 0
  }

  var isBand: Bool {
    if case .band = kind { return true }
    return false
  }
}

/// The step between round ticks covering `lower...upper` with about `count` of them: 1, 2 or 5
/// times a power of ten (d3-array's `tickIncrement`, whose thresholds are √50, √10 and √2).
func niceStep(lower: Double, upper: Double, count: Int) -> Double {
  let span = upper - lower
  guard span > 0, span.isFinite, count > 0 else { return 1 }
  let raw = span / Double(count)
  let power = floor(log10(raw))
  let base = pow(10, power)
  let error = raw / base
  let factor: Double = error >= 50.squareRoot() ? 10 : error >= 10.squareRoot() ? 5
    : error >= 2.squareRoot() ? 2 : 1
  return factor * base
}

/// A numeric scale over `values`, from zero (unless told otherwise) to round ends, and its
/// ticks.
func numericScale(_ values: [Double], domain: ScaleDomainValues?, desiredTicks: Int = 5)
  -> (lower: Double, upper: Double, ticks: [Double])
{
  var lower = values.min() ?? 0
  var upper = values.max() ?? 1
  if domain?.includesZero ?? true { lower = min(lower, 0); upper = max(upper, 0) }
  if let fixedLower = domain?.lower, let fixedUpper = domain?.upper, fixedUpper > fixedLower {
    let step = niceStep(lower: fixedLower, upper: fixedUpper, count: desiredTicks)
    let first = (fixedLower / step).rounded(.up)
    let ticks = stride(from: first * step, through: fixedUpper + step * 1e-9, by: step).map { $0 }
    return (fixedLower, fixedUpper, ticks)
  }
  if upper == lower { upper = lower + 1 }
  let step = niceStep(lower: lower, upper: upper, count: desiredTicks)
  lower = (lower / step).rounded(.down) * step
  upper = (upper / step).rounded(.up) * step
  let ticks = stride(from: lower, through: upper + step * 1e-9, by: step).map { $0 }
  return (lower, upper, ticks)
}

/// The length of a calendar unit in seconds, near enough to size a bar of it.
func unitLength(_ unit: Calendar.Component) -> Double {
  switch unit {
  case .second: 1
  case .minute: 60
  case .hour: 3600
  case .day, .weekday: 86400
  case .weekOfYear, .weekOfMonth: 7 * 86400
  case .month: 30.44 * 86400
  case .quarter: 91.31 * 86400
  case .year: 365.25 * 86400
  default: 86400
  }
}

/// The scales of a chart's two axes, and where each bar's stack starts and ends.
struct ChartScales {
  var x: ChartScale
  var y: ChartScale
  /// Each bar's interval along its value axis after stacking, by the bar's index in the marks.
  var stacks: [Int: (lower: Double, upper: Double)] = [:]
  /// The date unit of each axis's bins, if its marks gave one.
  var xUnit: Calendar.Component?
  var yUnit: Calendar.Component?

  init(marks: [MarkRecord], configuration: ChartConfiguration) {
    // Stack bars (and areas) that share a place on their category axis, from zero.
    var stacks: [Int: (Double, Double)] = [:]
    var positive: [PlotValue: Double] = [:], negative: [PlotValue: Double] = [:]
    for (index, mark) in marks.enumerated() where mark.kind == .bar {
      guard mark.xEnd == nil, mark.yEnd == nil else { continue }
      var vertical = false
      if case .number = mark.y { vertical = true }
      guard let place = vertical ? mark.x : mark.y,
            case .number(let value) = (vertical ? mark.y : mark.x)
      else { continue }
      let key: PlotValue = mark.positionCategory.map {
        .category(place.text + "\u{1F}" + $0.text)
      } ?? place
      if mark.stacking == .unstacked {
        stacks[index] = (min(0, value), max(0, value))
      } else if value >= 0 {
        let base = positive[key, default: 0]
        stacks[index] = (base, base + value)
        positive[key] = base + value
      } else {
        let base = negative[key, default: 0]
        stacks[index] = (base + value, base)
        negative[key] = base + value
      }
    }
    self.stacks = stacks
    xUnit = marks.lazy.compactMap(\.xUnit).first
    yUnit = marks.lazy.compactMap(\.yUnit).first

    func scale(values: [PlotValue], stacked: [Double], unit: Calendar.Component?,
               domain: ScaleDomainValues?) -> ChartScale {
      if let categories = domain?.categories {
        return ChartScale(kind: .band(categories), ticks: categories)
      }
      if values.contains(where: { if case .category = $0 { true } else { false } }) {
        var seen: [PlotValue] = []
        for value in values where !seen.contains(value) { seen.append(value) }
        return ChartScale(kind: .band(seen), ticks: seen)
      }
      let temporal = values.contains { if case .date = $0 { true } else { false } }
      var numbers = values.compactMap(\.continuous) + stacked
      if temporal {
        // A date axis spans its bins: from the first bin's start to the last bin's end.
        if let unit, let last = numbers.max() { numbers.append(last + unitLength(unit)) }
        guard let lower = numbers.min(), let upper = numbers.max(), upper > lower else {
          let at = numbers.first ?? 0
          return ChartScale(kind: .linear(lower: at - 43200, upper: at + 43200),
                            ticks: [.date(Date(timeIntervalSinceReferenceDate: at))],
                            isTemporal: true)
        }
        var ticks: [PlotValue] = []
        if let unit {
          let bins = Set(values.compactMap(\.continuous)).sorted()
          let every = max(1, Int((Double(bins.count) / 6).rounded(.up)))
          ticks = stride(from: 0, to: bins.count, by: every).map {
            .date(Date(timeIntervalSinceReferenceDate: bins[$0]))
          }
        } else {
          ticks = [lower, upper].map { .date(Date(timeIntervalSinceReferenceDate: $0)) }
        }
        return ChartScale(kind: .linear(lower: lower, upper: upper), ticks: ticks,
                          isTemporal: true)
      }
      let numeric = numericScale(numbers, domain: domain)
      return ChartScale(kind: .linear(lower: numeric.lower, upper: numeric.upper),
                        ticks: numeric.ticks.map { .number($0) })
    }

    let plotted = marks.filter { $0.kind != .sector }
    let xValues = plotted.flatMap { [$0.x, $0.xEnd].compactMap { $0 } }
    let yValues = plotted.flatMap { [$0.y, $0.yEnd].compactMap { $0 } }
    var xStacked: [Double] = [], yStacked: [Double] = []
    for (index, stack) in stacks {
      if case .number = marks[index].y { yStacked += [stack.0, stack.1] }
      else { xStacked += [stack.0, stack.1] }
    }
    x = scale(values: xValues, stacked: xStacked, unit: xUnit, domain: configuration.xDomain)
    y = scale(values: yValues, stacked: yStacked, unit: yUnit, domain: configuration.yDomain)
  }
}

/// The colours Swift Charts gives categories, in order (Cellshot's reading of its palette:
/// the system colours blue, green, orange, purple, red, cyan, yellow, brown, pink, indigo).
let chartPalette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow, .brown, .pink,
                             .indigo]
