// Filters a view is drawn through: blur and colour changes, blend modes and compositing groups;
// the layout does not change. Rule for compositing: `.blendMode` draws the view into a layer of
// its own and composites it by the mode onto what is drawn beneath it in its group (the
// nearest `.compositingGroup()`, `.drawingGroup()`, opacity below 1, shadow, mask, filter or
// scale/rotation layer, else the screen), per pixel in integers (`Raster.CompositeMode`).

public enum BlendMode: Sendable, Hashable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
       hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop,
       destinationOver, destinationOut, plusDarker, plusLighter

  /// The rasterizer's mode of the same name.
  var compositeMode: CompositeMode {
    switch self {
    case .normal: .normal
    case .multiply: .multiply
    case .screen: .screen
    case .overlay: .overlay
    case .darken: .darken
    case .lighten: .lighten
    case .colorDodge: .colorDodge
    case .colorBurn: .colorBurn
    case .softLight: .softLight
    case .hardLight: .hardLight
    case .difference: .difference
    case .exclusion: .exclusion
    case .hue: .hue
    case .saturation: .saturation
    case .color: .color
    case .luminosity: .luminosity
    case .sourceAtop: .sourceAtop
    case .destinationOver: .destinationOver
    case .destinationOut: .destinationOut
    case .plusDarker: .plusDarker
    case .plusLighter: .plusLighter
    }
  }
}

/// How a view's drawing is composited with what is beneath it.
enum Compositing {
  /// Drawn into a layer of its own, then over what is beneath: blend modes inside blend with
  /// the group's own drawing only (`.compositingGroup()`, `.drawingGroup()`).
  case group
  /// Drawn into a layer of its own, then composited by the mode (`.blendMode`).
  case blend(BlendMode)
}

/// A filter a view is drawn through: a blur (its radius in points) or a colour change.
enum DrawingFilter {
  case blur(radius: Double)
  case color(PixelFilter)

}

extension View {
  func filtered(_ filter: DrawingFilter, _ name: String) -> some View {
    LayoutModifier(content: self, kind: .filter(filter), name: name)
  }

  /// Blurs what the view draws by a Gaussian of half `radius` (as shadows are), within the
  /// screen; the layout does not change.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    filtered(.blur(radius: radius.isFinite ? max(0, Double(radius)) : 0),
             ".blur(radius: \(fmtPoints(radius)))")
  }

  /// Less (below 1) or more (above 1) colourful: 0 is grey.
  public func saturation(_ amount: Double) -> some View {
    filtered(.color(.saturation(amount)), ".saturation(\(amount))")
  }

  /// Grey by `amount` (0 unchanged, 1 all grey).
  public func grayscale(_ amount: Double) -> some View {
    filtered(.color(.saturation(1 - min(max(amount, 0), 1))), ".grayscale(\(amount))")
  }

  /// Lighter by `amount` (0 unchanged, 1 white; negative darkens).
  public func brightness(_ amount: Double) -> some View {
    filtered(.color(.brightness(amount)), ".brightness(\(amount))")
  }

  /// Colours spread from middle grey by `amount` (1 unchanged, 0 grey).
  public func contrast(_ amount: Double) -> some View {
    filtered(.color(.contrast(amount)), ".contrast(\(amount))")
  }

  /// Each colour multiplied by `color` (in the view's appearance).
  public func colorMultiply(_ color: Color) -> some View {
    ColorMultiply(content: self, color: color)
  }

  /// Each colour's opposite.
  public func colorInvert() -> some View { filtered(.color(.invert), ".colorInvert") }

  /// Black, as opaque as the view is bright (alpha from its luminance, as iOS's luminance to
  /// alpha filter): a mask made of the view's brightness.
  public func luminanceToAlpha() -> some View {
    filtered(.color(.luminanceToAlpha), ".luminanceToAlpha")
  }

  /// Composites the view, drawn as a whole, with what is drawn beneath it in its group (the
  /// nearest compositing group or other layer, else the screen) by `mode`, with Core
  /// Graphics' formulas (`Raster.CompositeMode`).
  public func blendMode(_ mode: BlendMode) -> some View {
    LayoutModifier(content: self, kind: .compositing(.blend(mode)), name: ".blendMode(.\(mode))")
  }
  /// Hues turned by `angle` round the colour wheel, lightness kept (`PixelFilter.hueRotation`).
  public func hueRotation(_ angle: Angle) -> some View {
    filtered(.color(.hueRotation(angle.radians)), ".hueRotation(\(angle.degrees)°)")
  }
  /// Draws the view into a group of its own, then over what is beneath it: blend modes
  /// inside it blend with the group's drawing only (a `.destinationOut` cuts a hole in the
  /// group, not in what is behind it).
  public func compositingGroup() -> some View {
    LayoutModifier(content: self, kind: .compositing(.group), name: ".compositingGroup")
  }

  /// A group, as `compositingGroup()` (Cellshot draws every view offscreen the same way;
  /// `opaque` and `colorMode` change nothing here).
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View {
    LayoutModifier(content: self, kind: .compositing(.group), name: ".drawingGroup")
  }
}

/// `.colorMultiply`: the filter's colour is resolved in the view's environment.
struct ColorMultiply<Content: View>: PrimitiveView {
  let content: Content
  let color: Color

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let filter = DrawingFilter.color(.multiply(environment.resolve(color)))
    return content.filtered(filter, ".colorMultiply")._makeNodes(builder, environment)
  }
}
