extension View {
  /// A drop shadow under everything the view draws: its shape blurred by `radius` points (a
  /// Gaussian of half the radius, as iOS draws shadows), tinted `color` (black at 33 % by
  /// default, as SwiftUI's), moved by x, y.
  public func shadow(color: Color = Color.black.opacity(0.33), radius: CGFloat, x: CGFloat = 0,
                     y: CGFloat = 0) -> some View {
    ShadowModifier(content: self, color: color, radius: cleanLength(radius),
                   x: x.isFinite ? x : 0, y: y.isFinite ? y : 0)
  }
}

struct ShadowModifier<Content: View>: PrimitiveView {
  let content: Content
  let color: Color
  let radius: CGFloat
  let x: CGFloat
  let y: CGFloat

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let child = builder.single(resolve(content, builder, environment))
    return [builder.add(.shadow(environment.resolve(color), radius: radius, x: x, y: y), [child],
                        name: ".shadow(radius: \(fmtPoints(radius)))")]
  }
}
