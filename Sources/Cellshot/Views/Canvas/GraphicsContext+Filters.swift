// A GraphicsContext's filters, blend modes and their options. Rule: a filter added to a context
// applies to each later drawing (and, for `drawLayer`, to the layer as a whole), drawn as the
// view modifiers of the same name draw: blur, shadow, opacity, saturation, grayscale,
// brightness, contrast, colour inversion, colour multiply and luminance to alpha. The others
// (hue rotation, colour matrices, alpha thresholds, projections, Metal shaders) are accepted,
// leave the drawing unfiltered, and the render says so. A blend mode composites each later
// drawing (or a layer, whole) with what the canvas drew before it, as `.blendMode` composites
// a view: a canvas that blends is its own group, as SwiftUI's canvas draws into a layer.

extension GraphicsContext {
  /// How drawing is blended with what is under it, as Core Graphics' `CGBlendMode` numbers
  /// them: every mode drawn (`compositeMode`).
  @frozen public struct BlendMode: RawRepresentable, Equatable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static var normal: BlendMode { BlendMode(rawValue: 0) }
    public static var multiply: BlendMode { BlendMode(rawValue: 1) }
    public static var screen: BlendMode { BlendMode(rawValue: 2) }
    public static var overlay: BlendMode { BlendMode(rawValue: 3) }
    public static var darken: BlendMode { BlendMode(rawValue: 4) }
    public static var lighten: BlendMode { BlendMode(rawValue: 5) }
    public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
    public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
    public static var softLight: BlendMode { BlendMode(rawValue: 8) }
    public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
    public static var difference: BlendMode { BlendMode(rawValue: 10) }
    public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
    public static var hue: BlendMode { BlendMode(rawValue: 12) }
    public static var saturation: BlendMode { BlendMode(rawValue: 13) }
    public static var color: BlendMode { BlendMode(rawValue: 14) }
    public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
    public static var clear: BlendMode { BlendMode(rawValue: 16) }
    public static var copy: BlendMode { BlendMode(rawValue: 17) }
    public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
    public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
    public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
    public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
    public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
    public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
    public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
    public static var xor: BlendMode { BlendMode(rawValue: 25) }
    public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
    public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }

    /// The rasterizer's mode, by `CGBlendMode`'s numbers; an unknown number is `normal`.
    var compositeMode: CompositeMode {
      let modes: [CompositeMode] = [
        .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn,
        .softLight, .hardLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity,
        .clear, .copy, .sourceIn, .sourceOut, .sourceAtop, .destinationOver, .destinationIn,
        .destinationOut, .destinationAtop, .xor, .plusDarker, .plusLighter,
      ]
      return modes.indices.contains(Int(rawValue)) ? modes[Int(rawValue)] : .normal
    }
  }

  /// A filter for later drawing (`addFilter(_:options:)`).
  public struct Filter: Sendable {
    enum Kind: Sendable {
      /// Drawn as the view modifier of the same kind draws.
      case drawing(DrawingFilter)
      case multiply(Color)
      case opacity(Double)
      case shadow(Color, radius: CGFloat, x: CGFloat, y: CGFloat, plain: Bool)
      /// Accepted and not drawn; the string names it for the warning.
      case unsupported(String)
    }
    let kind: Kind

    public static func projectionTransform(_ matrix: ProjectionTransform) -> Filter {
      Filter(kind: .unsupported("the projectionTransform filter"))
    }

    /// A shadow under later drawing, blurred by `radius` (a Gaussian of half of it, as the
    /// `.shadow` modifier's). With options or a blend mode it is drawn as a plain shadow.
    public static func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33),
                              radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
                              blendMode: BlendMode = .normal,
                              options: ShadowOptions = ShadowOptions()) -> Filter {
      Filter(kind: .shadow(color, radius: radius, x: x, y: y,
                           plain: blendMode == .normal && options.isEmpty))
    }

    public static func colorMultiply(_ color: Color) -> Filter { Filter(kind: .multiply(color)) }

    public static func colorMatrix(_ matrix: ColorMatrix) -> Filter {
      Filter(kind: .unsupported("the colorMatrix filter"))
    }

    public static func hueRotation(_ angle: Angle) -> Filter {
      Filter(kind: .drawing(.color(.hueRotation(angle.radians))))
    }

    public static func saturation(_ amount: Double) -> Filter {
      Filter(kind: .drawing(.color(.saturation(amount))))
    }

    public static func brightness(_ amount: Double) -> Filter {
      Filter(kind: .drawing(.color(.brightness(amount))))
    }

    public static func contrast(_ amount: Double) -> Filter {
      Filter(kind: .drawing(.color(.contrast(amount))))
    }

    /// Each colour moved `amount` of the way to its opposite (1: inverted).
    public static func colorInvert(_ amount: Double = 1) -> Filter {
      let a = amount.isFinite ? min(max(amount, 0), 1) : 1
      let m = PixelFilter.fixed(1 - 2 * a), o = PixelFilter.fixed(a)
      return Filter(kind: .drawing(.color(.colorMatrix(matrix: [m, 0, 0, 0, m, 0, 0, 0, m],
                                                       offsets: [o, o, o], alphaScale: 65536))))
    }

    public static func grayscale(_ amount: Double) -> Filter {
      Filter(kind: .drawing(.color(.saturation(1 - min(max(amount, 0), 1)))))
    }

    public static var luminanceToAlpha: Filter {
      Filter(kind: .drawing(.color(.luminanceToAlpha)))
    }

    /// A Gaussian blur of half `radius`, as the `.blur` modifier's.
    public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter {
      Filter(kind: .drawing(.blur(radius: radius.isFinite ? max(0, Double(radius)) : 0)))
    }

    public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black)
      -> Filter
    {
      Filter(kind: .unsupported("the alphaThreshold filter"))
    }

    public static func colorShader(_ shader: Shader) -> Filter {
      Filter(kind: .unsupported(shader.effectName(".colorShader")))
    }

    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(kind: .unsupported(shader.effectName(".distortionShader")))
    }

    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> Filter {
      Filter(kind: .unsupported(shader.effectName(".layerShader")))
    }

    public static func opacity(_ amount: Double) -> Filter { Filter(kind: .opacity(amount)) }
  }

  /// How a shadow filter is drawn (accepted: a shadow is drawn under its drawing).
  @frozen public struct ShadowOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1 << 0) }
    public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 1 << 1) }
    public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 1 << 2) }
    public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 1 << 3) }
  }

  public struct BlurOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let opaque = BlurOptions(rawValue: 1)
    public static let dithersResult = BlurOptions(rawValue: 2)
  }

  public struct FilterOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let linearColor = FilterOptions(rawValue: 1)
  }

  /// Later drawing goes through `filter` too (after the filters added before it).
  public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {
    if case .unsupported(let name) = filter.kind {
      recorder.warn("\(name) in a Canvas is accepted and not drawn")
    }
    filters.append(filter)
  }
}

/// A 4 x 5 matrix over a colour's red, green, blue and alpha and a constant, as SwiftUI's
/// `ColorMatrix` (row r: r1...r4 times the components, plus r5). The identity by default.
public struct ColorMatrix: Equatable, Sendable {
  public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
  public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
  public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
  public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

  public init() {}
}
