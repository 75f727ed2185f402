/// A blurred, translucent backdrop, as iOS draws its materials. A picture has nothing behind to
/// blur: each material is approximated by its tint over what lies beneath (light: white at 70 to
/// 92 %; dark: near black at 70 to 92 %), from thin to thick.
public struct Material: Sendable, Hashable {
  let lightOpacity: Double
  let darkOpacity: Double

  public static let ultraThinMaterial = Material(lightOpacity: 0.70, darkOpacity: 0.70)
  public static let thinMaterial = Material(lightOpacity: 0.78, darkOpacity: 0.78)
  public static let regularMaterial = Material(lightOpacity: 0.85, darkOpacity: 0.85)
  public static let thickMaterial = Material(lightOpacity: 0.92, darkOpacity: 0.92)
  public static let ultraThickMaterial = Material(lightOpacity: 0.97, darkOpacity: 0.97)
  public static let bar = Material(lightOpacity: 0.94, darkOpacity: 0.94)

  /// The colour the material is drawn as.
  public var color: Color {
    Color(light: Color(r: 250, g: 250, b: 250, opacity: lightOpacity),
          dark: Color(r: 28, g: 28, b: 30, opacity: darkOpacity))
  }
}

extension Material {
  /// Accepted: whether a material looks active follows its window's activity on the Mac; an
  /// iPhone picture draws it as it is.
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material {
    self
  }
}

extension ShapeStyle {
  /// Accepted: the materials in this style draw as they are (see `Material`'s).
  public func materialActiveAppearance(_ appearance: MaterialActiveAppearance)
    -> some ShapeStyle
  {
    self
  }
}
