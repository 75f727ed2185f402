// Canvas: a view that takes the space it is offered and draws with a GraphicsContext. Its
// closure runs when the picture is painted, with the canvas's size; what it draws becomes
// display-list commands there (`Render/Paint/CanvasPainting.swift`).

/// A view drawn by code, as SwiftUI's `Canvas`:
/// `Canvas { context, size in context.fill(Path(ellipseIn: ...), with: .color(.red)) }`.
public struct Canvas<Symbols: View>: PrimitiveView {
  /// The views the closure may draw by their tag (`resolveSymbol(id:)`); not drawn otherwise.
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

  /// A canvas with symbols: views tagged with `.tag(_:)` that the closure resolves
  /// (`resolveSymbol(id:)`) and draws where it says; they are not drawn otherwise.
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
    var views: [AnyHashable: AnyView] = [:]
    if Symbols.self != EmptyView.self {
      for item in subviewList(symbols) {
        if let tag = item.traits.tag, views[tag] == nil { views[tag] = item.view }
      }
    }
    return [builder.add(.canvas(CanvasNode(renderer: renderer, environment: environment,
                                           symbols: views)),
                        name: "Canvas")]
  }
}

/// How colours blend in a canvas (accepted; Cellshot blends in sRGB).
public enum ColorRenderingMode: Sendable, Hashable { case nonLinear, linear, extendedLinear }

extension GraphicsContext {
  /// One of the canvas's symbol views, ready to draw: the view drawn at its ideal size.
  public struct ResolvedSymbol {
    /// The view's picture.
    let image: Image
    /// The view's ideal size, in points.
    public let size: CGSize
  }

  /// The canvas's symbol view tagged `id`, drawn at its ideal size in this context's
  /// environment; nil when no symbol has that tag (or it takes no space).
  public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
    recorder.symbol(AnyHashable(id), environment)
  }

  /// Draws `symbol` scaled to fill `rect`.
  public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
    recorder.record(.image(symbol.image, rect), self)
  }

  /// Draws `symbol` at its size with its `anchor` point at `point`.
  public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = symbol.size
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    recorder.record(.image(symbol.image, CGRect(origin: origin, size: size)), self)
  }
}

/// A canvas in the node tree: its closure, the environment it draws in, and its symbol views
/// by tag.
struct CanvasNode {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let environment: EnvironmentValues
  var symbols: [AnyHashable: AnyView] = [:]
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
    var blendMode: GraphicsContext.BlendMode = .normal
  }

  enum Item {
    case draw(Drawing)
    case beginLayer(Double, filters: [GraphicsContext.Filter], blendMode: GraphicsContext.BlendMode)
    case endLayer
  }

  var items: [Item] = []
  var warnings: [String] = []
  /// The canvas's symbol views by tag, and how one is drawn into pixels (set by the painter).
  var symbols: [AnyHashable: AnyView] = [:]
  var drawSymbol: ((AnyView, EnvironmentValues) -> GraphicsContext.ResolvedSymbol?)?
  /// Symbols resolved so far, by tag (a closure drawing one many times draws it once).
  private var resolvedSymbols: [AnyHashable: GraphicsContext.ResolvedSymbol] = [:]
  /// The most drawings one canvas records: a closure drawing in an endless loop stops there.
  static let maxItems = 100_000
  let measureText: (Text, EnvironmentValues, CGSize) -> TextMetrics
  let imageSize: (Image, EnvironmentValues) -> CGSize

  /// A text's size as laid out, and its first and last lines' baselines from its top, in
  /// points.
  struct TextMetrics {
    var size: CGSize
    var firstBaseline: CGFloat
    var lastBaseline: CGFloat
  }

  init(measureText: @escaping (Text, EnvironmentValues, CGSize) -> TextMetrics,
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
                               filters: context.filters, environment: context.environment,
                               blendMode: context.blendMode)))
  }

  func beginLayer(opacity: Double, filters: [GraphicsContext.Filter],
                  blendMode: GraphicsContext.BlendMode) {
    items.append(.beginLayer(opacity, filters: filters, blendMode: blendMode))
  }

  /// Whether any drawing or layer is blended by a mode other than normal.
  var blends: Bool {
    items.contains { item in
      switch item {
      case .draw(let drawing): drawing.blendMode != .normal
      case .beginLayer(_, _, let mode): mode != .normal
      case .endLayer: false
      }
    }
  }
  func endLayer() { items.append(.endLayer) }

  func measure(_ text: Text, _ environment: EnvironmentValues, _ size: CGSize) -> TextMetrics {
    measureText(text, environment, size)
  }

  func size(of image: Image, _ environment: EnvironmentValues) -> CGSize {
    imageSize(image, environment)
  }

  /// The symbol tagged `id`, drawn in `environment` the first time it is asked for.
  func symbol(_ id: AnyHashable, _ environment: EnvironmentValues)
    -> GraphicsContext.ResolvedSymbol?
  {
    if let known = resolvedSymbols[id] { return known }
    guard let view = symbols[id], let symbol = drawSymbol?(view, environment) else { return nil }
    resolvedSymbols[id] = symbol
    return symbol
  }

  func warn(_ message: String) {
    if !warnings.contains(message) { warnings.append(message) }
  }
}
