// The gradients as members of ShapeStyle, as SwiftUI spells them: `.fill(.linearGradient(...))`,
// `.radialGradient`, `.ellipticalGradient`, `.angularGradient` and `.conicGradient`, from a
// Gradient, colours or stops, or from an AnyGradient (`Color.blue.gradient`), whose colours
// the style lays out its own way.

extension ShapeStyle where Self == LinearGradient {
  public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint,
                                    endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(colors: [Color], startPoint: UnitPoint,
                                    endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint,
                                    endPoint: UnitPoint) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }

  public static func linearGradient(_ gradient: AnyGradient, startPoint: UnitPoint,
                                    endPoint: UnitPoint) -> some ShapeStyle {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  public static func radialGradient(_ gradient: Gradient, center: UnitPoint,
                                    startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(gradient: gradient, center: center, startRadius: startRadius,
                   endRadius: endRadius)
  }

  public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat,
                                    endRadius: CGFloat) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius,
                   endRadius: endRadius)
  }

  public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint,
                                    startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  public static func radialGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                    startRadius: CGFloat = 0, endRadius: CGFloat)
    -> some ShapeStyle
  {
    RadialGradient(gradient: gradient.gradient, center: center, startRadius: startRadius,
                   endRadius: endRadius)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  public static func ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center,
                                        startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(gradient: gradient, center: center,
                       startRadiusFraction: startRadiusFraction,
                       endRadiusFraction: endRadiusFraction)
  }

  public static func ellipticalGradient(colors: [Color], center: UnitPoint = .center,
                                        startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(colors: colors, center: center, startRadiusFraction: startRadiusFraction,
                       endRadiusFraction: endRadiusFraction)
  }

  public static func ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center,
                                        startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> EllipticalGradient {
    EllipticalGradient(stops: stops, center: center, startRadiusFraction: startRadiusFraction,
                       endRadiusFraction: endRadiusFraction)
  }

  public static func ellipticalGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                        startRadiusFraction: CGFloat = 0,
                                        endRadiusFraction: CGFloat = 0.5) -> some ShapeStyle {
    EllipticalGradient(gradient: gradient.gradient, center: center,
                       startRadiusFraction: startRadiusFraction,
                       endRadiusFraction: endRadiusFraction)
  }
}

extension ShapeStyle where Self == AngularGradient {
  public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle,
                                     endAngle: Angle) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle,
                    endAngle: endAngle)
  }

  public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle,
                                     endAngle: Angle) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint,
                                     startAngle: Angle, endAngle: Angle) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  public static func angularGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                     startAngle: Angle, endAngle: Angle) -> some ShapeStyle {
    AngularGradient(gradient: gradient.gradient, center: center, startAngle: startAngle,
                    endAngle: endAngle)
  }

  /// One full turn from `angle` (a conic gradient).
  public static func conicGradient(_ gradient: Gradient, center: UnitPoint,
                                   angle: Angle = .zero) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, angle: angle)
  }

  public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)
    -> AngularGradient
  {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint,
                                   angle: Angle = .zero) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }

  public static func conicGradient(_ gradient: AnyGradient, center: UnitPoint = .center,
                                   angle: Angle = .zero) -> some ShapeStyle {
    AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
  }
}
