// Core Graphics' drawing context, as a Canvas hands it out (`GraphicsContext.withCGContext`)
// and `ImageRenderer.render(rasterizationScale:renderer:)` draws into. Rule: what it is told
// is recorded into the canvas it came from, in the GraphicsContext's points (y down, as
// SwiftUI sets its CTM up), with Core Graphics' state: a current path built in user space
// and fixed by the CTM as it is added, fill and stroke colours, line settings, alpha and clips,
// kept and restored by `saveGState`/`restoreGState`. Blend modes and antialiasing switches are
// accepted (drawing blends normally, always antialiased).

/// How a path's inside is decided: by the non-zero winding rule or the even-odd rule.
public enum CGPathFillRule: Int, Sendable, Hashable { case winding, evenOdd }

/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable, Hashable {
  case fill, eoFill, stroke, fillStroke, eoFillStroke
}

/// A Core Graphics context drawing into a Canvas (`GraphicsContext.withCGContext`).
public final class CGContext {
  /// The state `saveGState` keeps.
  struct State {
    /// The canvas's context with the clips set so far (its transform: the CTM's base).
    var graphics: GraphicsContext
    /// From user space to the base context's points.
    var ctm: CGAffineTransform = .identity
    var fill = Color(Raster.Color(white: 0, opacity: 1))
    var stroke = Color(Raster.Color(white: 0, opacity: 1))
    var style = StrokeStyle()
    var alpha: Double = 1
  }

  var state: State
  private var saved: [State] = []
  /// The current path, in the base context's points.
  private var path = Path()

  init(_ graphics: GraphicsContext) { state = State(graphics: graphics) }

  // MARK: State

  public func saveGState() { saved.append(state) }
  public func restoreGState() { if let last = saved.popLast() { state = last } }

  /// The map from user space to the canvas's points.
  public var ctm: CGAffineTransform { state.ctm.concatenating(state.graphics.transform) }
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

  public func translateBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.translatedBy(x: x, y: y) }
  public func scaleBy(x: CGFloat, y: CGFloat) { state.ctm = state.ctm.scaledBy(x: x, y: y) }
  public func rotate(by angle: CGFloat) { state.ctm = state.ctm.rotated(by: angle) }
  public func concatenate(_ transform: CGAffineTransform) {
    state.ctm = transform.concatenating(state.ctm)
  }

  public func setFillColor(_ color: CGColor) { state.fill = Color(color.resolved) }
  public func setStrokeColor(_ color: CGColor) { state.stroke = Color(color.resolved) }
  public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }
  public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }
  public func setFillColor(gray: CGFloat, alpha: CGFloat) {
    setFillColor(CGColor(gray: gray, alpha: alpha))
  }
  public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {
    setStrokeColor(CGColor(gray: gray, alpha: alpha))
  }
  /// What later drawing is multiplied by, 0 to 1.
  public func setAlpha(_ alpha: CGFloat) { state.alpha = Double(min(max(alpha, 0), 1)) }
  public func setLineWidth(_ width: CGFloat) { state.style.lineWidth = width }
  public func setLineCap(_ cap: CGLineCap) { state.style.lineCap = cap }
  public func setLineJoin(_ join: CGLineJoin) { state.style.lineJoin = join }
  public func setMiterLimit(_ limit: CGFloat) { state.style.miterLimit = limit }
  public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
    state.style.dash = lengths
    state.style.dashPhase = phase
  }
  /// Accepted: drawing blends normally.
  public func setBlendMode(_ mode: CGBlendMode) {}
  /// Accepted: drawing is always antialiased.
  public func setShouldAntialias(_ shouldAntialias: Bool) {}
  public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}

  // MARK: The current path

  public func beginPath() { path = Path() }
  public var isPathEmpty: Bool { path.isEmpty }
  public var currentPointOfPath: CGPoint {
    guard let point = path.currentPoint, let back = state.ctm.invertedIfPossible else {
      return .zero
    }
    return point.applying(back)
  }
  public var boundingBoxOfPath: CGRect {
    guard let back = state.ctm.invertedIfPossible else { return .null }
    return path.applying(back).boundingRect
  }

  public func move(to point: CGPoint) { path.move(to: point.applying(state.ctm)) }
  public func addLine(to point: CGPoint) { path.addLine(to: point.applying(state.ctm)) }
  public func addLines(between points: [CGPoint]) {
    path.addLines(points.map { $0.applying(state.ctm) })
  }
  public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    path.addCurve(to: end.applying(state.ctm), control1: control1.applying(state.ctm),
                  control2: control2.applying(state.ctm))
  }
  public func addQuadCurve(to end: CGPoint, control: CGPoint) {
    path.addQuadCurve(to: end.applying(state.ctm), control: control.applying(state.ctm))
  }
  public func closePath() { path.closeSubpath() }
  public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
  public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }
  public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
  public func addPath(_ added: CGPath) { path.addPath(added.path, transform: state.ctm) }
  /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians), clockwise
  /// as the CTM's y axis points (in a canvas, whose y runs down, clockwise on screen).
  public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
    var arc = Path()
    if let current = path.currentPoint, let back = state.ctm.invertedIfPossible {
      arc.move(to: current.applying(back))
    }
    arc.addArc(center: center, radius: radius, startAngle: .radians(Double(startAngle)),
               endAngle: .radians(Double(endAngle)), clockwise: clockwise)
    let elements = arc.applying(state.ctm)
    if path.currentPoint != nil {
      // The arc's own start joins the current point with a line, as Core Graphics' does.
      var first = true
      elements.forEach { element in
        if first, case .move = element { first = false; return }
        first = false
        path.elements.append(element)
      }
    } else {
      path.addPath(elements)
    }
  }
  public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
    path.addArc(tangent1End: tangent1End.applying(state.ctm),
                tangent2End: tangent2End.applying(state.ctm),
                radius: radius * state.ctm.meanScale)
  }

  // MARK: Drawing

  /// The base context with the alpha: what drawing goes through.
  private var drawing: GraphicsContext {
    var context = state.graphics
    context.opacity *= state.alpha
    return context
  }

  /// Fills the current path (then empties it).
  public func fillPath(using rule: CGPathFillRule = .winding) {
    drawing.fill(path, with: .color(state.fill), style: FillStyle(eoFill: rule == .evenOdd))
    path = Path()
  }

  /// Strokes the current path with the line settings, in user space (then empties it).
  public func strokePath() {
    strokeInUserSpace(path)
    path = Path()
  }

  public func drawPath(using mode: CGPathDrawingMode) {
    let outline = path
    switch mode {
    case .fill, .fillStroke: drawing.fill(outline, with: .color(state.fill))
    case .eoFill, .eoFillStroke:
      drawing.fill(outline, with: .color(state.fill), style: FillStyle(eoFill: true))
    case .stroke: break
    }
    if mode == .stroke || mode == .fillStroke || mode == .eoFillStroke {
      strokeInUserSpace(outline)
    }
    path = Path()
  }

  public func fill(_ rect: CGRect) {
    drawing.fill(Path(rect).applying(state.ctm), with: .color(state.fill))
  }
  public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
  public func fillEllipse(in rect: CGRect) {
    drawing.fill(Path(ellipseIn: rect).applying(state.ctm), with: .color(state.fill))
  }
  public func stroke(_ rect: CGRect) {
    strokeInUserSpace(Path(rect).applying(state.ctm))
  }
  public func stroke(_ rect: CGRect, width: CGFloat) {
    saveGState()
    setLineWidth(width)
    stroke(rect)
    restoreGState()
  }
  public func strokeEllipse(in rect: CGRect) {
    strokeInUserSpace(Path(ellipseIn: rect).applying(state.ctm))
  }
  public func strokeLineSegments(between points: [CGPoint]) {
    var segments = Path()
    var index = 0
    while index + 1 < points.count {
      segments.move(to: points[index].applying(state.ctm))
      segments.addLine(to: points[index + 1].applying(state.ctm))
      index += 2
    }
    strokeInUserSpace(segments)
  }

  /// Draws `image` scaled to fill `rect` (in user space); tiled from `rect` across the clip
  /// with `byTiling`.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
    var context = drawing
    context.concatenate(state.ctm)
    let picture = Image(pixelBuffer: image.pixels, scale: 1, label: "CGImage")
    if byTiling {
      let scale = rect.width > 0 ? CGFloat(image.width) / rect.width : 1
      let bounds = context.clipBoundingRect
      context.fill(Path(bounds), with: .tiledImage(picture, origin: rect.origin,
                                                     scale: 1 / scale))
    } else {
      context.draw(picture, in: rect)
    }
  }

  /// Later drawing shows only inside the current path (then empties it).
  public func clip(using rule: CGPathFillRule = .winding) {
    state.graphics.clip(to: path, style: FillStyle(eoFill: rule == .evenOdd))
    path = Path()
  }
  public func clip(to rect: CGRect) {
    state.graphics.clip(to: Path(rect).applying(state.ctm))
  }
  public func clip(to rects: [CGRect]) {
    var area = Path()
    area.addRects(rects, transform: state.ctm)
    state.graphics.clip(to: area)
  }

  /// `outline` (in the base context's points) stroked with the line settings in user space:
  /// the width and dashes scale with the CTM.
  private func strokeInUserSpace(_ outline: Path) {
    guard let back = state.ctm.invertedIfPossible else { return }
    var context = drawing
    context.concatenate(state.ctm)
    context.stroke(outline.applying(back), with: .color(state.stroke), style: state.style)
  }
}

extension GraphicsContext {
  /// Runs `content` with a Core Graphics context drawing into this one: its user space is
  /// this context's (y down), its clips and opacity this context's.
  public func withCGContext(content: (CGContext) throws -> Void) rethrows {
    try content(CGContext(self))
  }
}

extension CGAffineTransform {
  /// The inverse, when there is one.
  var invertedIfPossible: CGAffineTransform? {
    a * d - b * c == 0 ? nil : inverted()
  }

  /// How much lengths grow on average (the square root of the determinant's size).
  var meanScale: CGFloat { abs(a * d - b * c).squareRoot() }
}
