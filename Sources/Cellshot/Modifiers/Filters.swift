// Filters a view is drawn through: blur and colour changes; the layout does not change.

public enum BlendMode: Sendable, Hashable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
       hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop,
       destinationOver, destinationOut, plusDarker, plusLighter
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

  /// Accepted: drawn without the blend mode (each view is drawn over what is behind it).
  public func blendMode(_ mode: BlendMode) -> some View { self }
  /// Hues turned by `angle` round the colour wheel, lightness kept (`PixelFilter.hueRotation`).
  public func hueRotation(_ angle: Angle) -> some View {
    filtered(.color(.hueRotation(angle.radians)), ".hueRotation(\(angle.degrees)°)")
  }
  /// Accepted: Cellshot draws the same pixels with or without an offscreen group.
  public func compositingGroup() -> some View { self }
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View { self }
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
