// The chart view modifiers, as Swift Charts adds them to `View`: axes, scales, legend, styles,
// selections. Each one writes the chart configuration of the environment, which every `Chart`
// inside reads, so that the innermost modifier wins, as SwiftUI's environment does. Selections,
// scrolling and the plot's own view modifiers cannot change a still picture: accepted.
import Cellshot
import Foundation

/// What a chart's view modifiers set.
struct ChartConfiguration: @unchecked Sendable {
  var xAxisHidden = false
  var yAxisHidden = false
  var xAxis: [AxisMarksGroup]?
  var yAxis: [AxisMarksGroup]?
  var xDomain: ScaleDomainValues?
  var yDomain: ScaleDomainValues?
  var legendHidden = false
  var styleMapping: [(PlotValue, AnyShapeStyle)]?
  var styleRange: [AnyShapeStyle]?
  var xAxisLabel: Text?
  var yAxisLabel: Text?
}

private struct ChartConfigurationKey: EnvironmentKey {
  static let defaultValue = ChartConfiguration()
}

extension EnvironmentValues {
  var chartConfiguration: ChartConfiguration {
    get { self[ChartConfigurationKey.self] }
    set { self[ChartConfigurationKey.self] = newValue }
  }
}

/// A view whose charts get a changed configuration.
struct ChartConfigurationModifier<Content: View>: View {
  let content: Content
  let change: (inout ChartConfiguration) -> Void
  @Environment(\.chartConfiguration) private var configuration

  var body: some View {
    var configuration = configuration
    change(&configuration)
    return content.environment(\.chartConfiguration, configuration)
  }
}

/// The domain a scale covers, as Swift Charts' `ScaleDomain`: a range, a list of values, or
/// `.automatic(includesZero:reversed:)`.
public protocol ScaleDomain {}

/// A domain as the chart reads it.
struct ScaleDomainValues {
  var lower: Double?
  var upper: Double?
  var categories: [PlotValue]?
  var includesZero: Bool?
}

protocol ReadableScaleDomain { var values: ScaleDomainValues { get } }

extension ClosedRange: ScaleDomain where Bound: Plottable {}
extension ClosedRange: ReadableScaleDomain where Bound: Plottable {
  var values: ScaleDomainValues {
    ScaleDomainValues(lower: PlotValue(lowerBound.primitivePlottable).continuous,
                      upper: PlotValue(upperBound.primitivePlottable).continuous)
  }
}
extension Range: ScaleDomain where Bound: Plottable {}
extension Range: ReadableScaleDomain where Bound: Plottable {
  var values: ScaleDomainValues {
    ScaleDomainValues(lower: PlotValue(lowerBound.primitivePlottable).continuous,
                      upper: PlotValue(upperBound.primitivePlottable).continuous)
  }
}
extension Array: ScaleDomain where Element: Plottable {}
extension Array: ReadableScaleDomain where Element: Plottable {
  var values: ScaleDomainValues {
    ScaleDomainValues(categories: map { PlotValue($0.primitivePlottable) })
  }
}

/// The domain the chart chooses from the data, as Swift Charts' `AutomaticScaleDomain`.
public struct AutomaticScaleDomain: ScaleDomain, ReadableScaleDomain {
  let includesZero: Bool?
  var values: ScaleDomainValues { ScaleDomainValues(includesZero: includesZero) }
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil)
    -> AutomaticScaleDomain
  {
    AutomaticScaleDomain(includesZero: includesZero)
  }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
  public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
  public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil)
    -> AutomaticScaleDomain
  {
    AutomaticScaleDomain(includesZero: includesZero)
  }
}

/// What a scale maps its domain onto, as Swift Charts' `ScaleRange`: styles, or the plot.
public protocol ScaleRange {}
extension Array: ScaleRange where Element: ShapeStyle {}

/// The plot's extent as a scale's range, as Swift Charts' `PlotDimensionScaleRange` (accepted).
public struct PlotDimensionScaleRange: ScaleRange {
  public static var plotDimension: Self { Self() }
  public static func plotDimension(padding: CGFloat) -> Self { Self() }
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> Self {
    Self()
  }
}

extension ScaleRange where Self == PlotDimensionScaleRange {
  public static var plotDimension: Self { Self() }
  public static func plotDimension(padding: CGFloat) -> Self { Self() }
  public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> Self {
    Self()
  }
}

/// How a scale maps values, as Swift Charts' `ScaleType` (Cellshot draws linear scales).
public struct ScaleType: Sendable {
  public static var linear: Self { Self() }
  public static var log: Self { Self() }
  public static var squareRoot: Self { Self() }
  public static var symmetricLog: Self { Self() }
  public static var category: Self { Self() }
  public static var date: Self { Self() }
  public static func power(exponent: Double? = nil) -> Self { Self() }
}

/// The plot area, as a `chartPlotStyle` closure receives it.
public struct ChartPlotContent: View {
  public var body: some View { EmptyView() }
}

/// An axis, as a `chartXAxisStyle` or `chartYAxisStyle` closure receives it.
public struct ChartAxisContent: View {
  public var body: some View { EmptyView() }
}

/// What a `chartBackground` or `chartOverlay` closure receives. Cellshot gives no positions:
/// `plotFrame` is nil and `position(for...)` answer nil.
public struct ChartProxy {
  /// The plot area's frame: nil in Cellshot.
  public var plotFrame: Anchor<CGRect>? { nil }
  /// The plot's size: zero in Cellshot.
  public var plotSize: CGSize { .zero }
  /// Where `value` sits on x: nil in Cellshot.
  public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
  /// Where `value` sits on y: nil in Cellshot.
  public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
  /// The x value at a position: nil in Cellshot.
  public func value<P: Plottable>(atX position: CGFloat, as: P.Type = P.self) -> P? { nil }
  /// The y value at a position: nil in Cellshot.
  public func value<P: Plottable>(atY position: CGFloat, as: P.Type = P.self) -> P? { nil }
  /// Where the point (x, y) sits: nil in Cellshot.
  public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? { nil }
  /// The (x, y) values at a position: nil in Cellshot.
  public func value<X: Plottable, Y: Plottable>(at location: CGPoint,
                                                as: (X, Y).Type = (X, Y).self) -> (X, Y)? { nil }
  /// Selects what is at a position (a `chartGesture`'s, iOS 17): nothing is selected in a
  /// picture, which no gesture reaches.
  public func selectXValue(at x: CGFloat) {}
  public func selectYValue(at y: CGFloat) {}
  public func selectXRange(from startX: CGFloat, to endX: CGFloat) {}
  public func selectYRange(from startY: CGFloat, to endY: CGFloat) {}
  public func selectAngleValue(at location: CGPoint) {}
}

extension View {
  func chartConfiguration(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
    ChartConfigurationModifier(content: self, change: change)
  }

  /// Shows or hides the x axis.
  public func chartXAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.xAxisHidden = visibility == .hidden }
  }

  /// Shows or hides the y axis.
  public func chartYAxis(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.yAxisHidden = visibility == .hidden }
  }

  /// Draws the x axis with the given marks.
  public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> some View
  {
    let groups = axisGroups(content())
    return chartConfiguration { $0.xAxis = groups }
  }

  /// Draws the y axis with the given marks.
  public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content)
    -> some View
  {
    let groups = axisGroups(content())
    return chartConfiguration { $0.yAxis = groups }
  }

  /// Sets the x scale's domain.
  public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> some View
  {
    let values = (domain as? any ReadableScaleDomain)?.values
    return chartConfiguration { $0.xDomain = values }
  }

  /// Sets the x scale's domain; the range is the plot's.
  public func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View {
    chartXScale(domain: domain, type: type)
  }

  /// Sets the x scale's range (accepted: the plot's).
  public func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    chartConfiguration { _ in }
  }

  /// Sets the x scale's type (accepted: linear).
  public func chartXScale(type: ScaleType? = nil) -> some View { chartConfiguration { _ in } }

  /// Sets the y scale's domain.
  public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil)
    -> some View
  {
    let values = (domain as? any ReadableScaleDomain)?.values
    return chartConfiguration { $0.yDomain = values }
  }

  /// Sets the y scale's domain; the range is the plot's.
  public func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View {
    chartYScale(domain: domain, type: type)
  }

  /// Sets the y scale's range (accepted: the plot's).
  public func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
    chartConfiguration { _ in }
  }

  /// Sets the y scale's type (accepted: linear).
  public func chartYScale(type: ScaleType? = nil) -> some View { chartConfiguration { _ in } }

  /// Shows or hides the legend.
  public func chartLegend(_ visibility: Visibility) -> some View {
    chartConfiguration { $0.legendHidden = visibility == .hidden }
  }

  /// Places the legend (Cellshot draws it below the plot).
  public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                          spacing: CGFloat? = nil) -> some View {
    chartConfiguration { _ in }
  }

  /// A legend of the app's own (Cellshot draws the chart's legend).
  public func chartLegend<Content: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
  ) -> some View {
    chartConfiguration { _ in }
  }

  /// Styles the plot area (accepted: Cellshot draws the plot as it is).
  public func chartPlotStyle<Content: View>(
    @ViewBuilder content: @escaping (ChartPlotContent) -> Content
  ) -> some View {
    chartConfiguration { _ in }
  }

  /// Styles the x axis's area (accepted: Cellshot draws the axis as it is).
  public func chartXAxisStyle<Content: View>(
    @ViewBuilder content: @escaping (ChartAxisContent) -> Content
  ) -> some View {
    chartConfiguration { _ in }
  }

  /// Styles the y axis's area (accepted: Cellshot draws the axis as it is).
  public func chartYAxisStyle<Content: View>(
    @ViewBuilder content: @escaping (ChartAxisContent) -> Content
  ) -> some View {
    chartConfiguration { _ in }
  }

  /// Maps the categories of `lineStyle(by:)` to strokes: accepted, lines drawn in the default
  /// stroke.
  public func chartLineStyleScale<DataValue: Plottable>(
    _ mapping: KeyValuePairs<DataValue, StrokeStyle>
  ) -> some View {
    chartConfiguration { _ in }
  }

  public func chartLineStyleScale<Domain: ScaleDomain>(
    domain: Domain, range: [StrokeStyle], type: ScaleType? = nil
  ) -> some View {
    chartConfiguration { _ in }
  }

  /// Maps the categories of `symbol(by:)` to symbols: accepted, symbols handed out in Swift
  /// Charts' default order.
  public func chartSymbolScale<DataValue: Plottable, S: ChartSymbolShape>(
    _ mapping: KeyValuePairs<DataValue, S>
  ) -> some View {
    chartConfiguration { _ in }
  }

  /// Maps the categories of `symbolSize(by:)` to sizes: accepted, symbols drawn at the default
  /// size.
  public func chartSymbolSizeScale<DataValue: Plottable>(
    _ mapping: KeyValuePairs<DataValue, CGFloat>
  ) -> some View {
    chartConfiguration { _ in }
  }

  public func chartSymbolSizeScale<Domain: ScaleDomain>(
    domain: Domain, range: ClosedRange<CGFloat>, type: ScaleType? = nil
  ) -> some View {
    chartConfiguration { _ in }
  }

  /// Maps the categories of `foregroundStyle(by:)` to styles.
  public func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(
    _ mapping: KeyValuePairs<DataValue, S>
  ) -> some View {
    let pairs = mapping.map { (PlotValue($0.key.primitivePlottable), AnyShapeStyle($0.value)) }
    return chartConfiguration { $0.styleMapping = pairs }
  }

  /// Maps the categories of `domain` to the styles of `range`, in order.
  public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(
    domain: Domain, range: Range, type: ScaleType? = nil
  ) -> some View {
    let categories = (domain as? any ReadableScaleDomain)?.values.categories ?? []
    let styles = styleList(range)
    let pairs = zip(categories, styles).map { ($0, $1) }
    return chartConfiguration { $0.styleMapping = pairs }
  }

  /// Colours the categories with the styles of `range`, in the order they appear.
  public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil)
    -> some View
  {
    let styles = styleList(range)
    return chartConfiguration { $0.styleRange = styles }
  }

  /// Orders the categories as `domain` lists them (accepted: they keep the data's order).
  public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain,
                                                             type: ScaleType? = nil)
    -> some View
  {
    chartConfiguration { _ in }
  }

  /// Labels the x axis.
  public func chartXAxisLabel(_ label: Text, position: AnnotationPosition = .automatic,
                              alignment: Alignment? = nil, spacing: CGFloat? = nil)
    -> some View
  {
    chartConfiguration { $0.xAxisLabel = label }
  }

  /// Labels the x axis with a string.
  public func chartXAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View {
    chartXAxisLabel(Text(String(label)), position: position, alignment: alignment,
                    spacing: spacing)
  }

  /// Labels the y axis.
  public func chartYAxisLabel(_ label: Text, position: AnnotationPosition = .automatic,
                              alignment: Alignment? = nil, spacing: CGFloat? = nil)
    -> some View
  {
    chartConfiguration { $0.yAxisLabel = label }
  }

  /// Labels the y axis with a string.
  public func chartYAxisLabel<S: StringProtocol>(
    _ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
    spacing: CGFloat? = nil
  ) -> some View {
    chartYAxisLabel(Text(String(label)), position: position, alignment: alignment,
                    spacing: spacing)
  }

  /// Draws `content` behind the chart, given a proxy of its plot.
  public func chartBackground<V: View>(alignment: Alignment = .center,
                                       @ViewBuilder content: (ChartProxy) -> V) -> some View {
    background(alignment: alignment) { content(ChartProxy()) }
  }

  /// Draws `content` over the chart, given a proxy of its plot.
  public func chartOverlay<V: View>(alignment: Alignment = .center,
                                    @ViewBuilder content: (ChartProxy) -> V) -> some View {
    overlay(alignment: alignment) { content(ChartProxy()) }
  }

  /// Binds the x value the user selects: a picture has no selection, so nothing is selected.
  public func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View {
    chartConfiguration { _ in }
  }

  /// Binds the x range the user selects: nothing is selected in a picture.
  public func chartXSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View {
    chartConfiguration { _ in }
  }

  /// Binds the y value the user selects: nothing is selected in a picture.
  public func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View {
    chartConfiguration { _ in }
  }

  /// A gesture on the chart made with its proxy (iOS 17): a picture is never touched.
  public func chartGesture<G: Gesture>(_ gesture: @escaping (ChartProxy) -> G) -> some View {
    chartConfiguration { _ in }
  }

  /// Binds the y range the user selects: nothing is selected in a picture.
  public func chartYSelection<P: Plottable>(range: Binding<ClosedRange<P>?>) -> some View {
    chartConfiguration { _ in }
  }

  /// Binds the angle value the user selects in a pie: nothing is selected in a picture.
  public func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View {
    chartConfiguration { _ in }
  }

  /// Lets the user scroll the chart along `axes` (accepted: the picture shows the start).
  public func chartScrollableAxes(_ axes: Axis.Set) -> some View { chartConfiguration { _ in } }
}

/// The styles of a style range, in order.
private func styleList<Range: ScaleRange>(_ range: Range) -> [AnyShapeStyle] {
  guard let array = range as? [any ShapeStyle] else { return [] }
  return array.map { AnyShapeStyle($0) }
}
