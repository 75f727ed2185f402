// What a mark's modifiers change, as Swift Charts' `ChartContent` modifiers: each one rewrites
// the records of the marks it wraps (their style, category, symbol, line, corners, opacity), so
// a modifier on a ForEach reaches every mark inside it.
import Cellshot
import Foundation

/// Content whose marks a modifier rewrites.
struct ModifiedChartContent<Content: ChartContent>: ChartContent, PrimitiveChartContent {
  typealias Body = Never
  var body: Never { fatalError("ModifiedChartContent has no body") }
  let content: Content
  let change: (inout MarkRecord) -> Void

  func collect(into marks: MarkList) {
    let first = marks.records.count
    collectMarks(content, into: marks)
    for index in first..<marks.records.count { change(&marks.records[index]) }
  }
}

extension ChartContent {
  func modified(_ change: @escaping (inout MarkRecord) -> Void) -> ModifiedChartContent<Self> {
    ModifiedChartContent(content: self, change: change)
  }

  /// Fills or strokes the marks with `style` (a colour, a gradient).
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
    let style = AnyShapeStyle(style)
    return modified { $0.style = style }
  }

  /// Colours the marks by category: each value of `value` takes the next colour of the chart's
  /// palette (or of `chartForegroundStyleScale`), and the legend lists them.
  public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modified { $0.styleCategory = value.plotted }
  }

  /// Gives the points a symbol by category (circle, square, triangle, ...).
  public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modified { $0.symbolCategory = value.plotted }
  }

  /// Draws the points with `symbol`.
  public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
    let basic = symbol as? BasicChartSymbolShape
    return modified { $0.symbol = basic ?? .circle }
  }

  /// Draws the points with a view: Cellshot draws its circle instead.
  public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
    modified { _ in }
  }

  /// Sets the area of the points' symbols, in square points.
  public func symbolSize(_ area: CGFloat) -> some ChartContent {
    modified { $0.symbolSize = area }
  }

  /// Sets the size of the points' symbols.
  public func symbolSize(_ size: CGSize) -> some ChartContent {
    modified { $0.symbolSize = size.width * size.height }
  }

  /// Puts the bars of each value of `value` side by side in their band instead of stacking them.
  public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil,
                                     span: MarkDimension = .automatic) -> some ChartContent {
    modified { $0.positionCategory = value.plotted }
  }

  /// Sets how a line or an area goes from one point to the next.
  public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
    modified { $0.interpolation = method }
  }

  /// Strokes lines and rules with `style` (width, dashes).
  public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
    modified { $0.lineStyle = style }
  }

  /// Strokes each series by its category's style (`chartLineStyleScale` maps them): accepted,
  /// the lines drawn in the default stroke.
  public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modified { _ in }
  }

  /// Sizes each point's symbol by its category (`chartSymbolSizeScale` maps them): accepted,
  /// symbols drawn at the default size.
  public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
    modified { _ in }
  }

  /// Shows the marks only where `content`'s marks are (iOS 17): accepted, the marks drawn
  /// whole.
  public func mask<C: ChartContent>(@ChartContentBuilder content: () -> C) -> some ChartContent {
    modified { _ in }
  }

  /// Clips the marks to `shape` in each mark's frame (iOS 17): accepted, the marks drawn whole.
  public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
    modified { _ in }
  }

  /// Blurs the marks (iOS 17): accepted, the marks drawn sharp.
  public func blur(radius: CGFloat) -> some ChartContent { modified { _ in } }

  /// Casts a shadow under the marks (iOS 17): accepted, drawn without one.
  public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33),
                     radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    modified { _ in }
  }

  /// Moves the marks by points (iOS 17): accepted, drawn in place.
  public func offset(_ offset: CGSize) -> some ChartContent { modified { _ in } }
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { modified { _ in } }
  public func offset(x: CGFloat = 0, yStart: CGFloat = 0, yEnd: CGFloat = 0) -> some ChartContent {
    modified { _ in }
  }
  public func offset(xStart: CGFloat = 0, xEnd: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
    modified { _ in }
  }

  /// Draws the marks through a view of their own layer (iOS 17): accepted, drawn as they are.
  public func compositingLayer<V: View>(
    style: @escaping (ChartCompositingLayer) -> V
  ) -> some ChartContent {
    modified { _ in }
  }

  /// Orders overlapping marks (iOS 17): accepted, drawn in the content's order.
  public func zIndex(_ value: Double) -> some ChartContent { modified { _ in } }

  /// Lays the marks' gradient styles over the whole plot instead of each mark (iOS 17):
  /// accepted, each mark painted in its own frame.
  public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent {
    modified { _ in }
  }

  /// Rounds the corners of bars and rectangles.
  public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular)
    -> some ChartContent
  {
    modified { $0.cornerRadius = max(0, radius) }
  }

  /// Multiplies the marks' opacity.
  public func opacity(_ value: Double) -> some ChartContent {
    modified { $0.opacity *= min(1, max(0, value)) }
  }

  /// Puts a view beside each mark. A `Text` is drawn there; other views are not drawn.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, @ViewBuilder content: () -> C
  ) -> some ChartContent {
    let text = content() as? Text
    return modified { $0.annotation = text.map { (position, spacing ?? 4, $0) } }
  }

  /// Puts a view beside each mark, made from the mark's context: not drawn.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: @escaping (AnnotationContext) -> C
  ) -> some ChartContent {
    modified { _ in }
  }

  /// As `annotation(position:alignment:spacing:content:)`; how an annotation that would leave
  /// the chart moves (`overflowResolution`, iOS 17) is accepted: Cellshot keeps it where it is.
  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
    @ViewBuilder content: () -> C
  ) -> some ChartContent {
    annotation(position: position, alignment: alignment, spacing: spacing, content: content)
  }

  public func annotation<C: View>(
    position: AnnotationPosition = .automatic, alignment: Alignment = .center,
    spacing: CGFloat? = nil, overflowResolution: AnnotationOverflowResolution,
    @ViewBuilder content: @escaping (AnnotationContext) -> C
  ) -> some ChartContent {
    modified { _ in }
  }

  /// Accepted: a picture shows no VoiceOver label.
  public func accessibilityLabel(_ label: Text) -> some ChartContent { modified { _ in } }
  /// Accepted: a picture shows no VoiceOver value.
  public func accessibilityValue(_ value: Text) -> some ChartContent { modified { _ in } }
  /// Accepted: a picture shows no VoiceOver label.
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
    modified { _ in }
  }
  /// Accepted: a picture shows no VoiceOver value.
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
    modified { _ in }
  }
}

/// Where an annotation sits around its mark, as Swift Charts' `AnnotationPosition`.
public struct AnnotationPosition: Equatable, Sendable {
  let kind: Int
  public static var automatic: AnnotationPosition { AnnotationPosition(kind: 0) }
  public static var top: AnnotationPosition { AnnotationPosition(kind: 1) }
  public static var bottom: AnnotationPosition { AnnotationPosition(kind: 2) }
  public static var leading: AnnotationPosition { AnnotationPosition(kind: 3) }
  public static var trailing: AnnotationPosition { AnnotationPosition(kind: 4) }
  public static var overlay: AnnotationPosition { AnnotationPosition(kind: 5) }
  public static var topLeading: AnnotationPosition { AnnotationPosition(kind: 6) }
  public static var topTrailing: AnnotationPosition { AnnotationPosition(kind: 7) }
  public static var bottomLeading: AnnotationPosition { AnnotationPosition(kind: 8) }
  public static var bottomTrailing: AnnotationPosition { AnnotationPosition(kind: 9) }
}

/// What an annotation's closure learns about its mark, as Swift Charts' `AnnotationContext`.
public struct AnnotationContext {
  /// The mark's size.
  public var targetSize: CGSize
}

/// How a line goes from one point to the next, as Swift Charts' `InterpolationMethod`.
public struct InterpolationMethod: Equatable, Sendable {
  enum Kind: Equatable, Sendable { case linear, smooth, stepStart, stepCenter, stepEnd }
  let kind: Kind

  /// Straight segments.
  public static var linear: InterpolationMethod { InterpolationMethod(kind: .linear) }
  /// A smooth curve that never overshoots (Cellshot draws Catmull-Rom's curve).
  public static var monotone: InterpolationMethod { InterpolationMethod(kind: .smooth) }
  /// A smooth Catmull-Rom curve through the points.
  public static var catmullRom: InterpolationMethod { InterpolationMethod(kind: .smooth) }
  /// A smooth cardinal curve through the points.
  public static var cardinal: InterpolationMethod { InterpolationMethod(kind: .smooth) }
  /// Steps that change at each point.
  public static var stepStart: InterpolationMethod { InterpolationMethod(kind: .stepStart) }
  /// Steps that change halfway between points.
  public static var stepCenter: InterpolationMethod { InterpolationMethod(kind: .stepCenter) }
  /// Steps that change at the next point.
  public static var stepEnd: InterpolationMethod { InterpolationMethod(kind: .stepEnd) }
  /// A cardinal curve of `tension` (drawn as Catmull-Rom's).
  public static func cardinal(tension: CGFloat) -> InterpolationMethod { .cardinal }
  /// A Catmull-Rom curve of `alpha` (drawn as the uniform one).
  public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { .catmullRom }
}

/// A symbol shape a chart's points can take, as Swift Charts' `ChartSymbolShape`.
public protocol ChartSymbolShape: Shape {
  /// The part of the unit square the shape looks as if it fills.
  var perceptualUnitRect: CGRect { get }
}

/// The symbols Swift Charts gives points, in the order `symbol(by:)` hands them out.
public struct BasicChartSymbolShape: ChartSymbolShape, Sendable {
  enum Kind: Int, CaseIterable, Sendable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
  }
  let kind: Kind

  public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

  public func path(in rect: CGRect) -> Path {
    var path = Path()
    let (midX, midY) = (rect.midX, rect.midY)
    func polygon(_ count: Int, rotation: Double) {
      for index in 0..<count {
        let angle = rotation + Double(index) * 2 * .pi / Double(count)
        let point = CGPoint(x: midX + rect.width / 2 * CGFloat(cos(angle)),
                            y: midY + rect.height / 2 * CGFloat(sin(angle)))
        if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
      }
      path.closeSubpath()
    }
    switch kind {
    case .circle: path.addEllipse(in: rect)
    case .square: path.addRect(rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1))
    case .triangle: polygon(3, rotation: -.pi / 2)
    case .diamond: polygon(4, rotation: -.pi / 2)
    case .pentagon: polygon(5, rotation: -.pi / 2)
    case .plus, .cross, .asterisk:
      let bar = rect.width * 0.3
      path.addRect(CGRect(x: midX - bar / 2, y: rect.minY, width: bar, height: rect.height))
      path.addRect(CGRect(x: rect.minX, y: midY - bar / 2, width: rect.width, height: bar))
    }
    return path
  }
}

extension BasicChartSymbolShape {
  /// The symbol as an outline `lineWidth` points wide (accepted: drawn filled).
  public func strokeBorder(lineWidth: CGFloat = 1) -> BasicChartSymbolShape { self }
  public func strokeBorder(style: StrokeStyle) -> BasicChartSymbolShape { self }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
  public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .circle) }
  public static var square: BasicChartSymbolShape { BasicChartSymbolShape(kind: .square) }
  public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(kind: .triangle) }
  public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(kind: .diamond) }
  public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(kind: .pentagon) }
  public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(kind: .plus) }
  public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(kind: .cross) }
  public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(kind: .asterisk) }
}

/// How an annotation that would leave the chart or plot moves, on each axis (Swift Charts'
/// `AnnotationOverflowResolution`, iOS 17): accepted, not applied.
public struct AnnotationOverflowResolution: Sendable {
  /// One axis's way: keep inside a boundary, pad the scale, or nothing.
  public struct Strategy: Sendable {
    let kind: Int
    public static var automatic: Strategy { Strategy(kind: 0) }
    public static var disabled: Strategy { Strategy(kind: 1) }
    public static var padScale: Strategy { Strategy(kind: 2) }
    public static var fit: Strategy { Strategy(kind: 3) }
    public static func fit(to boundary: Boundary) -> Strategy { Strategy(kind: 3) }
  }

  /// What an annotation is kept inside.
  public struct Boundary: Sendable {
    let kind: Int
    public static var automatic: Boundary { Boundary(kind: 0) }
    public static var chart: Boundary { Boundary(kind: 1) }
    public static var plot: Boundary { Boundary(kind: 2) }
  }

  let x: Strategy
  let y: Strategy

  public init(x: Strategy = .automatic, y: Strategy = .automatic) {
    self.x = x
    self.y = y
  }

  public static var automatic: AnnotationOverflowResolution { AnnotationOverflowResolution() }
}

/// The marks' layer as a `compositingLayer(style:)` closure receives it: a view to style.
public struct ChartCompositingLayer: View {
  public var body: some View { EmptyView() }
}
