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
  /// Accepted; drawing is normal blending.
  public var blendMode: BlendMode = .normal
  /// Maps the points later drawing is given to the canvas's (from its top-left, in points).
  public var transform: CGAffineTransform = .identity
  /// Paths later drawing is clipped to, in the canvas's points.
  var clips: [(Path, FillStyle)] = []

  init(recorder: CanvasRecorder, environment: EnvironmentValues) {
    self.recorder = recorder
    self.environment = environment
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

  /// Accepted; filters are not drawn.
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    recorder.warn("GraphicsContext filters are not drawn")
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
    recorder.record(.text(text.text, CGRect(origin: origin, size: size)), self)
  }

  public func draw(_ text: ResolvedText, in rect: CGRect) {
    recorder.record(.text(text.text, rect), self)
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
    recorder.record(.image(image.image, rect), self)
  }

  public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
    let size = image.size
    let origin = CGPoint(x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height)
    recorder.record(.image(image.image, CGRect(origin: origin, size: size)), self)
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

  /// Draws what `content` draws as one layer: its opacity applies to the whole.
  public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
    var layer = self
    layer.opacity = 1
    recorder.beginLayer(opacity: opacity)
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
    }
    let kind: Kind

    public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }
    public static func color(red: Double, green: Double, blue: Double, opacity: Double = 1)
      -> Shading
    {
      .color(Color(red: red, green: green, blue: blue, opacity: opacity))
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

  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// Filters a context can be given (accepted; not drawn).
  public struct Filter: Sendable {
    public static func blur(radius: CGFloat, options: BlurOptions = []) -> Filter { Filter() }
    public static func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0,
                              y: CGFloat = 0) -> Filter { Filter() }
    public static func grayscale(_ amount: Double) -> Filter { Filter() }
    public static func brightness(_ amount: Double) -> Filter { Filter() }
    public static func saturation(_ amount: Double) -> Filter { Filter() }
    public static func opacity(_ amount: Double) -> Filter { Filter() }
    public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
  }

  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  public enum BlendMode: Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight
    case hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy
    case sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
  }

  /// Text ready to draw, which can be measured first.
  public struct ResolvedText {
    let text: Text
    let measureIn: (CGSize) -> CGSize

    init(text: Text, measure: @escaping (CGSize) -> CGSize) {
      self.text = text
      measureIn = measure
    }

    /// The size the text takes when offered `size`.
    public func measure(in size: CGSize) -> CGSize { measureIn(size) }
  }

  /// An image ready to draw, with its size in points.
  public struct ResolvedImage {
    let image: Image
    public let size: CGSize
    public var baseline: CGFloat { size.height }
  }
}
