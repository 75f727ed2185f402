// GraphicsContext, as SwiftUI's Canvas hands it to its closure: paths filled and stroked,
// text and images drawn, under a transform, an opacity and clip paths. What it is told is
// recorded (`CanvasRecorder`) and turned into display-list commands when the canvas is painted.

/// What a `Canvas` draws with. A copy shares its drawing with the original (as SwiftUI's does)
/// but keeps its own transform, opacity and clips: change a copy to draw part differently.
public struct GraphicsContext {
  let recorder: CanvasRecorder
  /// The environment the canvas is in (its colours resolve in it).
  public var environment: EnvironmentValues
  /// What later drawing is multiplied by, 0 to 1.
  public var opacity: Double = 1
  /// How later drawing is composited with what the canvas drew before it (each drawing, or
  /// a `drawLayer` as a whole), by Core Graphics' formulas (`Raster.CompositeMode`).
  public var blendMode: BlendMode = .normal
  /// Maps the points later drawing is given to the canvas's (from its top-left, in points).
  public var transform: CGAffineTransform = .identity
  /// Paths later drawing is clipped to, in the canvas's points.
  var clips: [(Path, FillStyle)] = []
  /// Filters later drawing goes through, the first added innermost.
  var filters: [Filter] = []
  /// The canvas's size, in its points (for `clipBoundingRect`).
  let size: CGSize

  init(recorder: CanvasRecorder, environment: EnvironmentValues, size: CGSize = .zero) {
    self.recorder = recorder
    self.environment = environment
    self.size = size
  }

  // MARK: The transform and clips

  public mutating func translateBy(x: CGFloat, y: CGFloat) {
    transform = transform.translatedBy(x: x, y: y)
  }

  public mutating func scaleBy(x: CGFloat, y: CGFloat) {
    transform = transform.scaledBy(x: x, y: y)
  }

  public mutating func rotate(by angle: Angle) {
    transform = transform.rotated(by: CGFloat(angle.radians))
  }

  public mutating func concatenate(_ matrix: CGAffineTransform) {
    transform = matrix.concatenating(transform)
  }

  /// Later drawing shows only inside `path` (and inside the clips already set).
  public mutating func clip(to path: Path, style: FillStyle = FillStyle(),
                            options: ClipOptions = ClipOptions()) {
    clips.append((path.applying(transform), style))
  }

  /// The bounds of what later drawing can reach, in the context's user space: the canvas
  /// clipped by the clip paths' bounds (an inverse clip's bounds are not subtracted).
  public var clipBoundingRect: CGRect {
    var rect = CGRect(origin: .zero, size: size)
    for (path, _) in clips { rect = rect.intersection(path.boundingRect) }
    if rect.isNull { return .zero }
    guard transform.a * transform.d - transform.b * transform.c != 0 else { return .zero }
    return rect.applying(transform.inverted())
  }

  /// Later drawing shows only where `content` draws (its coverage times `opacity`): accepted,
  /// drawn unclipped, and the render says so.
  public mutating func clipToLayer(opacity: Double = 1, options: ClipOptions = ClipOptions(),
                                   content: (inout GraphicsContext) throws -> Void) rethrows {
    recorder.warn("GraphicsContext.clipToLayer is accepted and not drawn (no clip is made)")
  }

  // MARK: Drawing

  /// Fills `path` with `shading`, by the non-zero rule or, with `FillStyle(eoFill: true)`, the
  /// even-odd rule.
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    recorder.record(.fill(path, shading, evenOdd: style.isEOFilled), self)
  }

  public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
    stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
  }

  /// Strokes `path` with `style`'s width, caps, joins and dashes (butt ends and mitred
  /// corners by default, as SwiftUI's).
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    recorder.record(.stroke(path, shading, style: style), self)
  }

  /// Draws `text` on one line with its `anchor` point at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(text), at: point, anchor: anchor)
  }

  /// Draws `text` wrapped to `rect`'s width, from its top-left.
  public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }

  public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = text.measure(in: CGSize(width: CGFloat.infinity, height: .infinity))
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    recorder.record(.text(text.text, CGRect(origin: origin, size: size),
                          color: shadingColor(text)), self)
  }

  public func draw(_ text: ResolvedText, in rect: CGRect) {
    recorder.record(.text(text.text, rect, color: shadingColor(text)), self)
  }

  /// The colour the text's shading draws it in: a colour as itself, a style as its one colour
  /// (a gradient's first, reported), nil for the context's foreground.
  private func shadingColor(_ text: ResolvedText) -> Color? {
    switch text.shading.kind {
    case .color(let color): return color
    case .foreground: return nil
    case .style(.fill(let color)): return color
    case .style(.gradient(let style)):
      recorder.warn("a resolved text's gradient shading is drawn in its first colour")
      return style.firstColor
    default:
      recorder.warn("a resolved text's shading is drawn in the foreground colour")
      return nil
    }
  }

  /// Draws `image` scaled to fill `rect`.
  public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
    recorder.record(.image(image, rect), self)
  }

  /// Draws `image` at its own size with its `anchor` point at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
    draw(resolve(image), at: point, anchor: anchor)
  }

  public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
    recorder.record(.image(image.image, rect), shaded(image))
  }

  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = image.size
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    recorder.record(.image(image.image, CGRect(origin: origin, size: size)), shaded(image))
  }

  /// This context with `image`'s shading as its foreground colour, when it has one.
  private func shaded(_ image: ResolvedImage) -> GraphicsContext {
    guard let shading = image.shading else { return self }
    var context = self
    switch shading.kind {
    case .color(let color), .style(.fill(let color)): context.environment.foregroundColor = color
    case .foreground: break
    case .style(.gradient(let style)):
      recorder.warn("a resolved image's gradient shading is drawn in its first colour")
      context.environment.foregroundColor = style.firstColor
    default:
      recorder.warn("a resolved image's shading is drawn in the foreground colour")
    }
    return context
  }

  /// `text` ready to measure and draw.
  public func resolve(_ text: Text) -> ResolvedText {
    ResolvedText(text: text, measure: { [recorder, environment] in
      recorder.measure(text, environment, $0)
    })
  }

  /// `image` ready to measure and draw.
  public func resolve(_ image: Image) -> ResolvedImage {
    ResolvedImage(image: image, size: recorder.size(of: image, environment))
  }

  /// `shading` with its colours in the context's environment.
  public func resolve(_ shading: Shading) -> Shading {
    switch shading.kind {
    case .color(let color): return .color(Color(environment.resolve(color)))
    case .foreground: return .color(Color(environment.foreground))
    default: return shading
    }
  }

  /// Draws what `content` draws as one layer: its opacity and filters apply to the whole.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    layer.opacity = 1
    layer.filters = []
    layer.blendMode = .normal
    recorder.beginLayer(opacity: opacity, filters: filters, blendMode: blendMode)
    defer { recorder.endLayer() }
    try content(&layer)
  }

  // MARK: Types

  /// What fills or strokes a path: a colour, a gradient in the canvas's points, or a style.
  public struct Shading {
    enum Kind {
      case color(Color)
      case linear(Gradient, start: CGPoint, end: CGPoint)
      case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
      case conic(Gradient, center: CGPoint, angle: Angle)
      case style(ShapeFill)
      case foreground
      /// A Metal shader, named for the warning.
      case shader(String)
      /// What is already drawn behind the drawing.
      case backdrop
      /// A picture repeated from `origin`, each tile the part `source` (a unit rectangle) of
      /// it at `scale` times its size.
      case tiled(Image, origin: CGPoint, source: CGRect, scale: CGFloat)
    }
    let kind: Kind

    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double,
                             green: Double, blue: Double, opacity: Double = 1) -> Shading {
      .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
    }
    public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double,
                             opacity: Double = 1) -> Shading {
      .color(Color(colorSpace, white: white, opacity: opacity))
    }
    /// Several shadings for a symbol's layers: drawn with the first.
    public static func palette(_ array: [Shading]) -> Shading {
      array.first ?? Shading(kind: .foreground)
    }
    /// A Metal shader: it cannot run on Linux, so the path is not filled (the render warns).
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> Shading {
      Shading(kind: .shader(shader.effectName("a Canvas shading")))
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint,
                                      endPoint: CGPoint, options: GradientOptions = []) -> Shading {
      Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
    }
    public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat,
                                      endRadius: CGFloat, options: GradientOptions = []) -> Shading {
      Shading(kind: .radial(gradient, center: center, startRadius: startRadius,
                            endRadius: endRadius))
    }
    /// A full turn of `gradient`'s colours around `center`, clockwise from `angle` (0: the
    /// positive x axis), turned and mirrored with the context's transform.
    public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                     options: GradientOptions = []) -> Shading {
      Shading(kind: .conic(gradient, center: center, angle: angle))
    }
    /// A colour or gradient as a shape style (a gradient laid over the path's bounds).
    public static func style<S: ShapeStyle>(_ style: S) -> Shading {
      Shading(kind: .style(style.shapePaint))
    }
    public static var foreground: Shading { Shading(kind: .foreground) }
    /// What lies behind the drawing: filling with it draws the same pixels again (the
    /// context's filters are not applied to it, and the render says so).
    public static var backdrop: Shading { Shading(kind: .backdrop) }
    /// `image` repeated across the path from `origin` (in the context's points), each tile the
    /// `sourceRect` part of it (a unit rectangle: the whole by default) at `scale` times its
    /// size.
    public static func tiledImage(_ image: Image, origin: CGPoint = .zero,
                                  sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1),
                                  scale: CGFloat = 1) -> Shading {
      Shading(kind: .tiled(image, origin: origin, source: sourceRect, scale: scale))
    }
  }

  public struct GradientOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let `repeat` = GradientOptions(rawValue: 1)
    public static let mirror = GradientOptions(rawValue: 2)
    public static let linearColor = GradientOptions(rawValue: 4)
  }

  public struct ClipOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let inverse = ClipOptions(rawValue: 1)
  }

  /// Text ready to draw, which can be measured first.
  public struct ResolvedText {
    let text: Text
    let measureIn: (CGSize) -> CanvasRecorder.TextMetrics
    /// What the text is drawn with: the context's foreground unless set.
    public var shading: Shading = .foreground

    init(text: Text, measure: @escaping (CGSize) -> CanvasRecorder.TextMetrics) {
      self.text = text
      measureIn = measure
    }

    /// The size the text takes when offered `size`.
    public func measure(in size: CGSize) -> CGSize { measureIn(size).size }

    /// How far below the text's top its first line's baseline is, laid out in `size`.
    public func firstBaseline(in size: CGSize) -> CGFloat { measureIn(size).firstBaseline }

    /// How far below the text's top its last line's baseline is, laid out in `size`.
    public func lastBaseline(in size: CGSize) -> CGFloat { measureIn(size).lastBaseline }
  }

  /// An image ready to draw, with its size in points.
  public struct ResolvedImage {
    let image: Image
    public let size: CGSize
    public var baseline: CGFloat { size.height }
    /// What a symbol or template picture is drawn with, instead of the context's foreground
    /// (a colour or a style's one colour; nil: the foreground).
    public var shading: Shading?
  }
}
