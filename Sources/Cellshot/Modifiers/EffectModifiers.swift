// Drawing effects that leave the layout alone: scale, rotation and mask.

public enum BlendMode: Sendable, Hashable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
       hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop,
       destinationOver, destinationOut, plusDarker, plusLighter
}

/// An angle, as SwiftUI's: `.degrees(45)`, `.radians(.pi / 4)`.
public struct Angle: Sendable, Hashable, Comparable {
  public var radians: Double
  public var degrees: Double {
    get { radians * 180 / DeterministicMath.pi }
    set { radians = newValue * DeterministicMath.pi / 180 }
  }

  public init() { radians = 0 }
  public init(radians: Double) { self.radians = radians }
  public init(degrees: Double) { radians = degrees * DeterministicMath.pi / 180 }

  public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
  public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
  public static let zero = Angle()

  public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
}

/// How a view's drawing is moved: by a scale or a turn about a point of its frame.
enum DrawingTransform {
  case scale(CGSize, anchor: UnitPoint)
  case rotation(Angle, anchor: UnitPoint)

  /// The map in pixels for a view drawn in `frame` (pixels).
  func affine(in frame: Rect) -> AffineMap {
    func point(_ anchor: UnitPoint) -> Point {
      Point(x: frame.minX + Double(anchor.x) * frame.width,
            y: frame.minY + Double(anchor.y) * frame.height)
    }
    switch self {
    case .scale(let size, let anchor):
      return .scale(Double(size.width), Double(size.height), about: point(anchor))
    case .rotation(let angle, let anchor):
      return .rotation(angle.radians, about: point(anchor))
    }
  }

  var isIdentity: Bool {
    switch self {
    case .scale(let size, _): return size.width == 1 && size.height == 1
    case .rotation(let angle, _): return angle.radians == 0
    }
  }
}

/// A filter a view is drawn through: a blur (its radius in points) or a colour change.
enum DrawingFilter {
  case blur(radius: Double)
  case color(PixelFilter)

  func pixelFilter(scale: Double) -> PixelFilter {
    switch self {
    // As shadows: a Gaussian of half the radius.
    case .blur(let radius): return .blur(sigma: radius * scale / 2)
    case .color(let filter): return filter
    }
  }
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

  /// Accepted: drawn without the blend mode (each view is drawn over what is behind it).
  public func blendMode(_ mode: BlendMode) -> some View { self }
  /// Accepted: hues are not turned.
  public func hueRotation(_ angle: Angle) -> some View { self }
  /// Accepted: Cellshot draws the same pixels with or without an offscreen group.
  public func compositingGroup() -> some View { self }
  public func drawingGroup(opaque: Bool = false) -> some View { self }

  /// Draws the view scaled by `scale` about `anchor` of its frame (its centre by default); its
  /// place in the layout does not change. The pixels drawn are scaled, so text and edges
  /// enlarged more than about 1.5 times look soft.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale, y: scale, anchor: anchor)
  }

  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    scaleEffect(x: scale.width, y: scale.height, anchor: anchor)
  }

  /// Draws the view scaled by `x` across and `y` down; a negative factor mirrors it.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    let size = CGSize(width: x.isFinite ? x : 1, height: y.isFinite ? y : 1)
    return LayoutModifier(content: self, kind: .drawingTransform(.scale(size, anchor: anchor)),
                          name: ".scaleEffect(\(fmtPoints(size.width)), \(fmtPoints(size.height)))")
  }

  /// Draws the view turned clockwise by `angle` about `anchor` of its frame (its centre by
  /// default); its place in the layout does not change.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    let angle = angle.radians.isFinite ? angle : .zero
    return LayoutModifier(content: self, kind: .drawingTransform(.rotation(angle, anchor: anchor)),
                          name: ".rotationEffect(\(fmtPoints(CGFloat(angle.degrees)))°)")
  }

  /// Shows the view only where `mask` has ink: each pixel keeps the share of it that the
  /// mask's alpha gives. The mask is proposed the view's size and placed by `alignment`.
  public func mask<Mask: View>(alignment: Alignment = .center,
                               @ViewBuilder _ mask: () -> Mask) -> some View {
    LayoutModifier(content: self, kind: .mask(alignment), name: ".mask",
                   secondaries: [AnyView(mask())])
  }

  /// The iOS 13 spelling of `mask(alignment:_:)`.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    self.mask(alignment: .center) { mask }
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
