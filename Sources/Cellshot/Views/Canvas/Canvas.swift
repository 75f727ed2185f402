// Canvas: a view that takes the space it is offered and draws with a GraphicsContext. Its
// closure runs when the picture is painted, with the canvas's size; what it draws becomes
// display-list commands there (`Render/Paint/CanvasPainting.swift`).

/// A view drawn by code, as SwiftUI's `Canvas`:
/// `Canvas { context, size in context.fill(Path(ellipseIn: ...), with: .color(.red)) }`.
public struct Canvas<Symbols: View>: PrimitiveView {
  /// The views the closure may draw by tag (not drawn: `resolveSymbol(id:)` gives nil).
  public var symbols: Symbols
  /// What draws the canvas, given a context and the canvas's size in points.
  public var renderer: (inout GraphicsContext, CGSize) -> Void
  /// Whether the canvas promises to cover its frame with opaque pixels (accepted).
  public var isOpaque: Bool
  /// How colours blend in the canvas (accepted; Cellshot blends in sRGB).
  public var colorMode: ColorRenderingMode
  /// Whether iOS may draw it off the main thread (the picture is the same).
  public var rendersAsynchronously: Bool

  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
              rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void)
    where Symbols == EmptyView
  {
    self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
              renderer: renderer, symbols: { EmptyView() })
  }

  /// Symbols (views the closure draws by tag) are not drawn: `resolveSymbol(id:)` gives nil.
  public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
              rendersAsynchronously: Bool = false,
              renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
              @ViewBuilder symbols: () -> Symbols) {
    self.renderer = renderer
    self.symbols = symbols()
    isOpaque = opaque
    self.colorMode = colorMode
    self.rendersAsynchronously = rendersAsynchronously
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    [builder.add(.canvas(CanvasNode(renderer: renderer, environment: environment)),
                 name: "Canvas")]
  }
}

/// How colours blend in a canvas (accepted; Cellshot blends in sRGB).
public enum ColorRenderingMode: Sendable, Hashable { case nonLinear, linear, extendedLinear }

extension GraphicsContext {
  /// A symbol view the canvas was given; Cellshot draws none.
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedImage? { nil }
}

/// A canvas in the node tree: its closure and the environment it draws in.
struct CanvasNode {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues
}

/// What a canvas's closure drew, in order: each drawing with the context's state at the time.
final class CanvasRecorder {
  enum Operation {
    case fill(Path, GraphicsContext.Shading, evenOdd: Bool)
    case stroke(Path, GraphicsContext.Shading, style: StrokeStyle)
    /// Text in a rectangle, in a colour its shading gave (nil: the environment's).
    case text(Text, CGRect, color: Color?)
    case image(Image, CGRect)
    /// Glyphs of a text's layout (a `Text.Layout` line, run or slice).
    case glyphs(PlacedGlyphs)
  }

  struct Drawing {
    var operation: Operation
    var transform: CGAffineTransform
    var opacity: Double
    var clips: [(Path, FillStyle)]
    var filters: [GraphicsContext.Filter]
    var environment: EnvironmentValues
  }

  enum Item {
    case draw(Drawing)
    case beginLayer(Double, filters: [GraphicsContext.Filter])
    case endLayer
  }

  var items: [Item] = []
  var warnings: [String] = []
  /// The most drawings one canvas records: a closure drawing in an endless loop stops there.
  static let maxItems = 100_000
  let measureText: (Text, EnvironmentValues, CGSize) -> CGSize
  let imageSize: (Image, EnvironmentValues) -> CGSize

  init(measureText: @escaping (Text, EnvironmentValues, CGSize) -> CGSize,
       imageSize: @escaping (Image, EnvironmentValues) -> CGSize) {
    self.measureText = measureText
    self.imageSize = imageSize
  }

  func record(_ operation: Operation, _ context: GraphicsContext) {
    guard items.count < Self.maxItems else {
      warn("a Canvas drew more than \(Self.maxItems) times; the rest is left out")
      return
    }
    items.append(.draw(Drawing(operation: operation, transform: context.transform,
                               opacity: context.opacity, clips: context.clips,
                               filters: context.filters, environment: context.environment)))
  }

  func beginLayer(opacity: Double, filters: [GraphicsContext.Filter]) {
    items.append(.beginLayer(opacity, filters: filters))
  }
  func endLayer() { items.append(.endLayer) }

  func measure(_ text: Text, _ environment: EnvironmentValues, _ size: CGSize) -> CGSize {
    measureText(text, environment, size)
  }

  func size(of image: Image, _ environment: EnvironmentValues) -> CGSize {
    imageSize(image, environment)
  }

  func warn(_ message: String) {
    if !warnings.contains(message) { warnings.append(message) }
  }
}
