// The marks a chart draws, as Swift Charts': bars, lines, points, areas, rules, rectangles and
// sectors. Each mark is a record of what it plots (`MarkRecord`); how a record becomes shapes is
// `ChartDrawing.swift`'s rule, where its scales put it is `ChartScales.swift`'s.
import Cellshot
import Foundation

/// A mark's size along one dimension, as Swift Charts' `MarkDimension`.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
  enum Kind: Sendable { case automatic, fixed(CGFloat), inset(CGFloat), ratio(CGFloat) }
  let kind: Kind

  /// The chart's own choice (a band's bar, a pie's full radius).
  public static var automatic: MarkDimension { MarkDimension(kind: .automatic) }
  /// A size in points.
  public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .fixed(value)) }
  /// The available size less `value` points.
  public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .inset(value)) }
  /// A fraction of the available size.
  public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(kind: .ratio(value)) }

  init(kind: Kind) { self.kind = kind }
  public init(floatLiteral value: Double) { kind = .fixed(CGFloat(value)) }
  public init(integerLiteral value: Int) { kind = .fixed(CGFloat(value)) }

  /// The size in points, given what is available and the chart's own choice.
  func resolve(available: CGFloat, automatic: CGFloat) -> CGFloat {
    switch kind {
    case .automatic: automatic
    case .fixed(let value): value
    case .inset(let value): max(0, available - value)
    case .ratio(let value): available * value
    }
  }
}

/// How bars or areas at the same place pile up, as Swift Charts' `MarkStackingMethod`.
public struct MarkStackingMethod: Equatable, Sendable {
  enum Kind: Sendable { case standard, normalized, center, unstacked }
  let kind: Kind
  /// One on top of the other, from zero (the default).
  public static var standard: MarkStackingMethod { MarkStackingMethod(kind: .standard) }
  /// Stacked, then scaled so that each stack fills the axis.
  public static var normalized: MarkStackingMethod { MarkStackingMethod(kind: .normalized) }
  /// Stacked around the middle.
  public static var center: MarkStackingMethod { MarkStackingMethod(kind: .center) }
  /// Each from zero, overlapping.
  public static var unstacked: MarkStackingMethod { MarkStackingMethod(kind: .unstacked) }
}

/// What one mark plots and how it is styled: the chart's reading of a mark.
struct MarkRecord {
  enum Kind { case bar, line, point, area, rule, rectangle, sector }

  var kind: Kind
  var x: PlotValue?
  var y: PlotValue?
  /// The interval's end when the mark spans one on x (`xStart:xEnd:`), `x` being its start.
  var xEnd: PlotValue?
  var yEnd: PlotValue?
  var xUnit: Calendar.Component?
  var yUnit: Calendar.Component?
  /// Positions in points given instead of values (`BarMark(x:yStart:yEnd:)`'s CGFloats).
  var fixedXStart: CGFloat?, fixedXEnd: CGFloat?, fixedYStart: CGFloat?, fixedYEnd: CGFloat?
  var width: MarkDimension = .automatic
  var height: MarkDimension = .automatic
  var stacking: MarkStackingMethod = .standard
  var angle: Double = 0
  var innerRadius: MarkDimension = .automatic
  var outerRadius: MarkDimension = .automatic
  var angularInset: CGFloat = 0
  /// The line or area this mark belongs to (`series:`), else its style's category.
  var series: PlotValue?
  var style: AnyShapeStyle?
  var styleCategory: PlotValue?
  var positionCategory: PlotValue?
  var symbolCategory: PlotValue?
  var symbol: BasicChartSymbolShape?
  var symbolSize: CGFloat?
  var interpolation: InterpolationMethod = .linear
  var lineStyle: StrokeStyle?
  var cornerRadius: CGFloat = 0
  var opacity: Double = 1
  /// A text drawn beside the mark (`annotation`), where and how far.
  var annotation: (position: AnnotationPosition, spacing: CGFloat, text: Text)?

  init(_ kind: Kind) { self.kind = kind }
}

/// A mark as content: it appends its one record.
protocol SingleMark: ChartContent, PrimitiveChartContent where Body == Never {
  var record: MarkRecord { get }
}

extension SingleMark {
  func collect(into marks: MarkList) { marks.records.append(record) }
}

/// A bar, as Swift Charts' `BarMark`: from zero to its value over its category's band.
public struct BarMark: SingleMark {
  public var body: Never { fatalError("BarMark has no body") }
  let record: MarkRecord

  init(_ build: (inout MarkRecord) -> Void) {
    var record = MarkRecord(.bar)
    build(&record)
    self.record = record
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    self.init {
      ($0.x, $0.xUnit, $0.y, $0.yUnit) = (x.plotted, x.unit, y.plotted, y.unit)
      ($0.width, $0.height, $0.stacking) = (width, height, stacking)
    }
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
    width: MarkDimension = .automatic
  ) {
    self.init {
      ($0.x, $0.xUnit, $0.y, $0.yEnd, $0.width) = (x.plotted, x.unit, yStart.plotted,
                                                   yEnd.plotted, width)
    }
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    self.init {
      ($0.x, $0.xEnd, $0.y, $0.yUnit, $0.height) = (xStart.plotted, xEnd.plotted, y.plotted,
                                                    y.unit, height)
    }
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    self.init {
      ($0.x, $0.xEnd, $0.y, $0.yEnd) = (xStart.plotted, xEnd.plotted, yStart.plotted, yEnd.plotted)
    }
  }

  public init<X: Plottable>(
    x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
    width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    self.init {
      ($0.x, $0.xUnit, $0.fixedYStart, $0.fixedYEnd) = (x.plotted, x.unit, yStart, yEnd)
      ($0.width, $0.stacking) = (width, stacking)
    }
  }

  public init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
    height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
  ) {
    self.init {
      ($0.y, $0.yUnit, $0.fixedXStart, $0.fixedXEnd) = (y.plotted, y.unit, xStart, xEnd)
      ($0.height, $0.stacking) = (height, stacking)
    }
  }
}

/// A point of a line, as Swift Charts' `LineMark`: the chart joins a series' points in order.
public struct LineMark: SingleMark {
  public var body: Never { fatalError("LineMark has no body") }
  let record: MarkRecord

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    var record = MarkRecord(.line)
    (record.x, record.xUnit, record.y, record.yUnit) = (x.plotted, x.unit, y.plotted, y.unit)
    self.record = record
  }

  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>
  ) {
    var record = MarkRecord(.line)
    (record.x, record.xUnit, record.y, record.yUnit) = (x.plotted, x.unit, y.plotted, y.unit)
    record.series = series.plotted
    self.record = record
  }
}

/// A point, as Swift Charts' `PointMark`: a symbol at (x, y).
public struct PointMark: SingleMark {
  public var body: Never { fatalError("PointMark has no body") }
  let record: MarkRecord

  public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
    var record = MarkRecord(.point)
    (record.x, record.xUnit, record.y, record.yUnit) = (x.plotted, x.unit, y.plotted, y.unit)
    self.record = record
  }

  public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
    var record = MarkRecord(.point)
    (record.x, record.xUnit, record.fixedYStart) = (x.plotted, x.unit, y)
    self.record = record
  }

  public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
    var record = MarkRecord(.point)
    (record.y, record.yUnit, record.fixedXStart) = (y.plotted, y.unit, x)
    self.record = record
  }
}

/// A point of an area, as Swift Charts' `AreaMark`: the chart fills between a series' line and
/// zero (or between `yStart` and `yEnd`).
public struct AreaMark: SingleMark {
  public var body: Never { fatalError("AreaMark has no body") }
  let record: MarkRecord

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard
  ) {
    var record = MarkRecord(.area)
    (record.x, record.xUnit, record.y, record.yUnit) = (x.plotted, x.unit, y.plotted, y.unit)
    record.stacking = stacking
    self.record = record
  }

  public init<X: Plottable, Y: Plottable, S: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
    stacking: MarkStackingMethod = .standard
  ) {
    var record = MarkRecord(.area)
    (record.x, record.xUnit, record.y, record.yUnit) = (x.plotted, x.unit, y.plotted, y.unit)
    (record.series, record.stacking) = (series.plotted, stacking)
    self.record = record
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    var record = MarkRecord(.area)
    (record.x, record.xUnit, record.y, record.yEnd) = (x.plotted, x.unit, yStart.plotted,
                                                       yEnd.plotted)
    record.stacking = .unstacked
    self.record = record
  }
}

/// A straight line across the plot, as Swift Charts' `RuleMark`: horizontal at a y value,
/// vertical at an x value, or between two values.
public struct RuleMark: SingleMark {
  public var body: Never { fatalError("RuleMark has no body") }
  let record: MarkRecord

  public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
    var record = MarkRecord(.rule)
    (record.x, record.xUnit, record.fixedYStart, record.fixedYEnd) = (x.plotted, x.unit, yStart,
                                                                      yEnd)
    self.record = record
  }

  public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
    var record = MarkRecord(.rule)
    (record.y, record.yUnit, record.fixedXStart, record.fixedXEnd) = (y.plotted, y.unit, xStart,
                                                                      xEnd)
    self.record = record
  }

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>
  ) {
    var record = MarkRecord(.rule)
    (record.x, record.xUnit, record.y, record.yEnd) = (x.plotted, x.unit, yStart.plotted,
                                                       yEnd.plotted)
    self.record = record
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>
  ) {
    var record = MarkRecord(.rule)
    (record.x, record.xEnd, record.y, record.yUnit) = (xStart.plotted, xEnd.plotted, y.plotted,
                                                       y.unit)
    self.record = record
  }
}

/// A rectangle, as Swift Charts' `RectangleMark`: a cell of a heat map, or a span.
public struct RectangleMark: SingleMark {
  public var body: Never { fatalError("RectangleMark has no body") }
  let record: MarkRecord

  public init<X: Plottable, Y: Plottable>(
    x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
    height: MarkDimension = .automatic
  ) {
    var record = MarkRecord(.rectangle)
    (record.x, record.xUnit, record.y, record.yUnit) = (x.plotted, x.unit, y.plotted, y.unit)
    (record.width, record.height) = (width, height)
    self.record = record
  }

  public init<X: Plottable, Y: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    var record = MarkRecord(.rectangle)
    (record.x, record.xEnd, record.y, record.yEnd) = (xStart.plotted, xEnd.plotted,
                                                      yStart.plotted, yEnd.plotted)
    self.record = record
  }

  /// A rectangle in points from the plot's top leading corner, each edge missing at the plot's.
  public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil,
              yEnd: CGFloat? = nil) {
    var record = MarkRecord(.rectangle)
    (record.fixedXStart, record.fixedXEnd, record.fixedYStart, record.fixedYEnd) = (xStart, xEnd,
                                                                                   yStart, yEnd)
    self.record = record
  }

  /// A band from `xStart` to `xEnd`, across the plot (or from `yStart` to `yEnd` points).
  public init<X: Plottable>(
    xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil,
    yEnd: CGFloat? = nil
  ) {
    var record = MarkRecord(.rectangle)
    (record.x, record.xEnd, record.fixedYStart, record.fixedYEnd) = (xStart.plotted, xEnd.plotted,
                                                                     yStart, yEnd)
    self.record = record
  }

  /// A band from `yStart` to `yEnd`, across the plot (or from `xStart` to `xEnd` points).
  public init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>,
    yEnd: PlottableValue<Y>
  ) {
    var record = MarkRecord(.rectangle)
    (record.y, record.yEnd, record.fixedXStart, record.fixedXEnd) = (yStart.plotted, yEnd.plotted,
                                                                     xStart, xEnd)
    self.record = record
  }

  public init<X: Plottable>(
    x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
    width: MarkDimension = .automatic
  ) {
    var record = MarkRecord(.rectangle)
    (record.x, record.xUnit, record.fixedYStart, record.fixedYEnd) = (x.plotted, x.unit, yStart,
                                                                      yEnd)
    record.width = width
    self.record = record
  }

  public init<Y: Plottable>(
    xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
    height: MarkDimension = .automatic
  ) {
    var record = MarkRecord(.rectangle)
    (record.y, record.yUnit, record.fixedXStart, record.fixedXEnd) = (y.plotted, y.unit, xStart,
                                                                      xEnd)
    record.height = height
    self.record = record
  }
}

/// A wedge of a pie or a donut, as Swift Charts' `SectorMark` (iOS 17): its angle is its value's
/// share of all the sectors' values.
public struct SectorMark: SingleMark {
  public var body: Never { fatalError("SectorMark has no body") }
  let record: MarkRecord

  public init(angle: PlottableValue<some Plottable>, innerRadius: MarkDimension = .automatic,
              outerRadius: MarkDimension = .automatic, angularInset: CGFloat? = nil) {
    var record = MarkRecord(.sector)
    if case .number(let value) = angle.plotted, value.isFinite { record.angle = max(0, value) }
    (record.innerRadius, record.outerRadius) = (innerRadius, outerRadius)
    record.angularInset = angularInset ?? 0
    self.record = record
  }
}
