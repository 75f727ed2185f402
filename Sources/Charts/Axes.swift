// A chart's axes as the app describes them, as Swift Charts' `AxisMarks` with `AxisGridLine`,
// `AxisTick` and `AxisValueLabel` inside. The chart asks each `AxisMarks` for the marks of each
// of its values (`AxisValue`) and draws the grid lines, ticks and labels it gets back; an axis
// with no `AxisMarks` gets the chart's default ones (`ChartDrawing.swift`).
import Cellshot
import Foundation

/// Something that makes up a chart's axis, as Swift Charts' `AxisContent`.
public protocol AxisContent {}

/// Axis content that lists its marks' groups.
protocol PrimitiveAxisContent {
  func collect(into groups: inout [AxisMarksGroup])
}

func axisGroups(_ content: some AxisContent) -> [AxisMarksGroup] {
  var groups: [AxisMarksGroup] = []
  (content as? any PrimitiveAxisContent)?.collect(into: &groups)
  return groups
}

/// One `AxisMarks`: which values, and what it draws at each.
struct AxisMarksGroup {
  var values: AxisMarkValues
  var explicitValues: [PlotValue]?
  var position: AxisMarkPosition
  /// The parts drawn at a value, or nil for the default ones.
  var parts: ((AxisValue) -> [AxisPart])?
}

/// A part an axis draws at one of its values.
enum AxisPart {
  case gridLine(StrokeStyle?)
  case tick(StrokeStyle?)
  case label(text: Text?, format: ((PlotValue) -> String)?, font: Font?, style: AnyShapeStyle?)
}

/// Builds a chart's axis from the `AxisMarks` a closure lists.
@resultBuilder
public enum AxisContentBuilder {
  public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
  public static func buildBlock() -> AxisContentGroup { AxisContentGroup(groups: []) }
  public static func buildBlock<each C: AxisContent>(_ content: repeat each C)
    -> AxisContentGroup
  {
    var groups: [AxisMarksGroup] = []
    repeat groups += axisGroups(each content)
    return AxisContentGroup(groups: groups)
  }
  public static func buildOptional(_ content: AxisContentGroup?) -> AxisContentGroup {
    content ?? AxisContentGroup(groups: [])
  }
  public static func buildEither(first: some AxisContent) -> AxisContentGroup {
    AxisContentGroup(groups: axisGroups(first))
  }
  public static func buildEither(second: some AxisContent) -> AxisContentGroup {
    AxisContentGroup(groups: axisGroups(second))
  }
}

/// The axis content a builder block lists.
public struct AxisContentGroup: AxisContent, PrimitiveAxisContent {
  let groups: [AxisMarksGroup]
  func collect(into groups: inout [AxisMarksGroup]) { groups += self.groups }
}

/// A part of an axis drawn at each value, as Swift Charts' `AxisMark`.
public protocol AxisMark {}

/// An axis mark that lists its parts.
protocol PrimitiveAxisMark {
  func parts() -> [AxisPart]
}

func axisParts(_ mark: some AxisMark) -> [AxisPart] {
  (mark as? any PrimitiveAxisMark)?.parts() ?? []
}

/// Builds the parts drawn at an axis's value.
@resultBuilder
public enum AxisMarkBuilder {
  public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
  public static func buildBlock() -> AxisMarkGroup { AxisMarkGroup(list: []) }
  public static func buildBlock<each M: AxisMark>(_ marks: repeat each M) -> AxisMarkGroup {
    var list: [AxisPart] = []
    repeat list += axisParts(each marks)
    return AxisMarkGroup(list: list)
  }
  public static func buildOptional(_ mark: AxisMarkGroup?) -> AxisMarkGroup {
    mark ?? AxisMarkGroup(list: [])
  }
  public static func buildEither(first: some AxisMark) -> AxisMarkGroup {
    AxisMarkGroup(list: axisParts(first))
  }
  public static func buildEither(second: some AxisMark) -> AxisMarkGroup {
    AxisMarkGroup(list: axisParts(second))
  }
}

/// The axis marks a builder block lists.
public struct AxisMarkGroup: AxisMark, PrimitiveAxisMark {
  let list: [AxisPart]
  func parts() -> [AxisPart] { list }
}

/// A value of an axis, as an `AxisMarks` closure receives it.
public struct AxisValue {
  /// The value's place among the axis's values.
  public let index: Int
  /// How many values the axis has.
  public let count: Int
  let value: PlotValue

  /// The value as `type`, or nil when it is of another kind.
  public func `as`<P: Plottable>(_ type: P.Type) -> P? {
    switch value {
    case .number(let number):
      if let primitive = number as? P.PrimitivePlottable { return P(primitivePlottable: primitive) }
      if P.PrimitivePlottable.self == Int.self, let primitive = Int(exactly: number.rounded())
        as? P.PrimitivePlottable
      {
        return P(primitivePlottable: primitive)
      }
      if let primitive = Float(number) as? P.PrimitivePlottable {
        return P(primitivePlottable: primitive)
      }
      return (CGFloat(number) as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
    case .category(let name):
      return (name as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
    case .date(let date):
      return (date as? P.PrimitivePlottable).flatMap { P(primitivePlottable: $0) }
    }
  }
}

/// Which values an axis marks, as Swift Charts' `AxisMarkValues`.
public struct AxisMarkValues {
  enum Kind {
    case automatic(desiredCount: Int?)
    case stride(Double)
    case dateStride(Calendar.Component, Int)
  }
  let kind: Kind

  /// The chart's own round values.
  public static var automatic: AxisMarkValues {
    AxisMarkValues(kind: .automatic(desiredCount: nil))
  }

  /// Round values, about `desiredCount` of them.
  public static func automatic(minimumStride: (any Plottable)? = nil, desiredCount: Int? = nil,
                               roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil)
    -> AxisMarkValues
  {
    AxisMarkValues(kind: .automatic(desiredCount: desiredCount))
  }

  /// Every `stepSize` from the domain's start.
  public static func stride(by stepSize: Double, roundLowerBound: Bool? = nil,
                            roundUpperBound: Bool? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .stride(stepSize))
  }

  /// Every `count` calendar components (days, months) across a date axis.
  public static func stride(by component: Calendar.Component, count: Int = 1,
                            roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                            calendar: Calendar? = nil) -> AxisMarkValues {
    AxisMarkValues(kind: .dateStride(component, max(1, count)))
  }
}

/// Which side of the plot an axis's marks sit on, as Swift Charts' `AxisMarkPosition`.
public struct AxisMarkPosition: Equatable, Sendable {
  let kind: Int
  public static var automatic: AxisMarkPosition { AxisMarkPosition(kind: 0) }
  public static var leading: AxisMarkPosition { AxisMarkPosition(kind: 1) }
  public static var trailing: AxisMarkPosition { AxisMarkPosition(kind: 2) }
  public static var top: AxisMarkPosition { AxisMarkPosition(kind: 3) }
  public static var bottom: AxisMarkPosition { AxisMarkPosition(kind: 4) }
}

/// A preset look of an axis's marks, as Swift Charts' `AxisMarkPreset` (accepted).
public struct AxisMarkPreset: Equatable, Sendable {
  let kind: Int
  public static var automatic: AxisMarkPreset { AxisMarkPreset(kind: 0) }
  public static var aligned: AxisMarkPreset { AxisMarkPreset(kind: 1) }
  public static var extended: AxisMarkPreset { AxisMarkPreset(kind: 2) }
  public static var inset: AxisMarkPreset { AxisMarkPreset(kind: 3) }
}

/// The marks of an axis at its values, as Swift Charts' `AxisMarks`.
public struct AxisMarks<Content: AxisMark>: AxisContent, PrimitiveAxisContent {
  let group: AxisMarksGroup
  func collect(into groups: inout [AxisMarksGroup]) { groups.append(group) }

  /// Marks at each of `values`, made by `content`.
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
              values: AxisMarkValues = .automatic,
              @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
    group = AxisMarksGroup(values: values, position: position,
                           parts: { axisParts(content($0)) })
  }

  /// Marks at each of the given values, made by `content`.
  public init<Value: Plottable>(preset: AxisMarkPreset = .automatic,
                                position: AxisMarkPosition = .automatic, values: [Value],
                                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
    group = AxisMarksGroup(values: .automatic,
                           explicitValues: values.map { PlotValue($0.primitivePlottable) },
                           position: position, parts: { axisParts(content($0)) })
  }

  /// The same marks at each value, made by `content` without looking at the value.
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
              values: AxisMarkValues = .automatic,
              @AxisMarkBuilder content: @escaping () -> Content) {
    group = AxisMarksGroup(values: values, position: position,
                           parts: { _ in axisParts(content()) })
  }

  /// The same marks at each of the given values, made by `content`.
  public init<Value: Plottable>(preset: AxisMarkPreset = .automatic,
                                position: AxisMarkPosition = .automatic, values: [Value],
                                @AxisMarkBuilder content: @escaping () -> Content) {
    group = AxisMarksGroup(values: .automatic,
                           explicitValues: values.map { PlotValue($0.primitivePlottable) },
                           position: position, parts: { _ in axisParts(content()) })
  }
}

extension AxisMarks where Content == Never {
  /// The default marks (grid line, tick, label) at each of `values`.
  public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
              values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
    group = AxisMarksGroup(values: values, position: position, parts: { _ in
      [.gridLine(stroke), .tick(stroke), .label(text: nil, format: nil, font: nil, style: nil)]
    })
  }

  /// The default marks at each of the given values.
  public init<Value: Plottable>(preset: AxisMarkPreset = .automatic,
                                position: AxisMarkPosition = .automatic, values: [Value],
                                stroke: StrokeStyle? = nil) {
    group = AxisMarksGroup(
      values: .automatic, explicitValues: values.map { PlotValue($0.primitivePlottable) },
      position: position,
      parts: { _ in
        [.gridLine(stroke), .tick(stroke), .label(text: nil, format: nil, font: nil, style: nil)]
      })
  }

  /// The default marks, their labels written with `format`.
  public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic,
                                   position: AxisMarkPosition = .automatic,
                                   values: AxisMarkValues = .automatic,
                                   stroke: StrokeStyle? = nil)
  where Format.FormatInput: Plottable, Format.FormatOutput == String {
    let write = labelFormatter(format)
    group = AxisMarksGroup(values: values, position: position, parts: { _ in
      [.gridLine(stroke), .tick(stroke), .label(text: nil, format: write, font: nil, style: nil)]
    })
  }
}

extension Never: AxisMark {}

/// A label writer from a format style, for the values of its input's kind.
func labelFormatter<Format: FormatStyle>(_ format: Format) -> (PlotValue) -> String
where Format.FormatInput: Plottable, Format.FormatOutput == String {
  { value in
    let axisValue = AxisValue(index: 0, count: 1, value: value)
    guard let input = axisValue.as(Format.FormatInput.self) else { return value.text }
    return format.format(input)
  }
}

/// A grid line across the plot at an axis's value, as Swift Charts' `AxisGridLine`.
public struct AxisGridLine: AxisMark, PrimitiveAxisMark {
  let stroke: StrokeStyle?
  public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { self.stroke = stroke }
  func parts() -> [AxisPart] { [.gridLine(stroke)] }
}

/// A short tick at an axis's value, as Swift Charts' `AxisTick`.
public struct AxisTick: AxisMark, PrimitiveAxisMark {
  /// How long a tick is.
  public struct Length: Sendable {
    let points: CGFloat?
    public static var automatic: Length { Length(points: nil) }
    public static var longestLabel: Length { Length(points: nil) }
    public static func label(extendPastBy: CGFloat = 0) -> Length { Length(points: nil) }
    public static func fixed(_ length: CGFloat) -> Length { Length(points: length) }
  }
  let stroke: StrokeStyle?
  public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
    self.stroke = stroke
  }

  /// A tick `length` points long (drawn at the usual length).
  public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
    self.init(centered: centered, length: .fixed(length), stroke: stroke)
  }
  func parts() -> [AxisPart] { [.tick(stroke)] }
}

/// How labels that would overlap are resolved, as Swift Charts' (accepted).
public struct AxisValueLabelCollisionResolution: Sendable {
  public static var automatic: Self { Self() }
  public static var greedy: Self { Self() }
  public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { Self() }
  public static var truncate: Self { Self() }
  public static var disabled: Self { Self() }
}

/// Which way a label reads, as Swift Charts' `AxisValueLabelOrientation` (accepted).
public struct AxisValueLabelOrientation: Sendable {
  public static var automatic: Self { Self() }
  public static var horizontal: Self { Self() }
  public static var vertical: Self { Self() }
  public static var verticalReversed: Self { Self() }
}

/// The label of an axis's value, as Swift Charts' `AxisValueLabel`.
public struct AxisValueLabel: AxisMark, PrimitiveAxisMark {
  var text: Text?
  var format: ((PlotValue) -> String)?
  var font: Font?
  var style: AnyShapeStyle?

  /// The value written as the chart writes it.
  public init(centered: Bool? = nil, anchor: UnitPoint? = nil,
              multiLabelAlignment: Alignment? = nil,
              collisionResolution: AxisValueLabelCollisionResolution = .automatic,
              offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
              horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}

  /// The value written with `format`.
  public init<Format: FormatStyle>(
    format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
    self.format = labelFormatter(format)
  }

  /// A label of the app's own: a `Text` is drawn, another view is replaced by the value.
  public init<Content: View>(
    centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    text = content() as? Text
  }

  /// A label that reads `label`.
  public init<S: StringProtocol>(
    _ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil,
    multiLabelAlignment: Alignment? = nil,
    collisionResolution: AxisValueLabelCollisionResolution = .automatic,
    offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
    horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
  ) {
    text = Text(String(label))
  }

  func parts() -> [AxisPart] { [.label(text: text, format: format, font: font, style: style)] }

  /// Writes the label in `font`.
  public func font(_ font: Font?) -> AxisValueLabel {
    var copy = self
    copy.font = font
    return copy
  }

  /// Colours the label with `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel {
    var copy = self
    copy.style = AnyShapeStyle(style)
    return copy
  }
}

extension AxisMark {
  /// Colours the mark with `style` (a grid line's or tick's colour is not changed by Cellshot).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark { self }
  /// Offsets the mark (accepted).
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark { self }
}
