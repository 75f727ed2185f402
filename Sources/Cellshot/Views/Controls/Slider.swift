/// A track filled to the value, with a 28-point knob, as iOS draws `Slider`.
public struct Slider: PrimitiveView {
  let fraction: Double

  public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                      step: V.Stride = 1) where V.Stride: BinaryFloatingPoint {
    let span = Double(bounds.upperBound - bounds.lowerBound)
    let f = span > 0 ? Double(value.wrappedValue - bounds.lowerBound) / span : 0
    fraction = f.isNaN ? 0 : min(max(f, 0), 1)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let fraction = CGFloat(self.fraction)
    let tint = environment.explicitTint ?? environment.tint
    let view = GeometryReader { g in
      let travel = max(0, g.size.width - 28)
      ZStack(alignment: .leading) {
        Capsule().fill(UIColor.systemFill.color).frame(height: 4)
        Capsule().fill(tint).frame(width: 14 + travel * fraction, height: 4)
        // The knob, with rings where iOS draws its shadow.
        Circle().fill(Color.black.opacity(0.06)).frame(width: 30, height: 30)
          .offset(x: travel * fraction - 1, y: 1)
        Circle().fill(Color.black.opacity(0.1)).frame(width: 29, height: 29)
          .offset(x: travel * fraction - 0.5)
        Circle().fill(Color.white).frame(width: 28, height: 28).offset(x: travel * fraction)
      }
      .frame(width: g.size.width, height: 28)
    }
    .frame(height: 28)
    return resolve(view, builder, environment)
  }
}
