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
