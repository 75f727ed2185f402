/// A colour picker: the title, then the colour in a ring of hues.
public struct ColorPicker<Label: View>: PrimitiveView {
  let label: Label
  let color: Color

  public init(selection: Binding<Color>, supportsOpacity: Bool = true,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    color = selection.wrappedValue
  }

  /// A picker bound to a Core Graphics colour, drawn with that colour in its swatch.
  public init(selection: Binding<CGColor>, supportsOpacity: Bool = true,
              @ViewBuilder label: () -> Label) {
    self.label = label()
    color = Color(cgColor: selection.wrappedValue)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ring = AngularRing()
    let swatch = ZStack {
      ring.frame(width: 28, height: 28)
      Circle().fill(Color(.systemBackground)).frame(width: 22, height: 22)
      Circle().fill(color).frame(width: 18, height: 18)
    }
    if environment.labelsHidden { return resolve(swatch, builder, environment) }
    let row = HStack {
      label
      Spacer(minLength: 8)
      swatch
    }
    return resolve(row, builder, environment)
  }
}

/// The hue ring around a colour picker's swatch: twelve coloured sectors drawn as dots.
struct AngularRing: View {
  var body: some View {
    let hues: [Color] = [.red, .orange, .yellow, .green, .mint, .teal, .cyan, .blue, .indigo,
                         .purple, .pink, .red]
    return ZStack {
      ForEach(0..<12, id: \.self) { i in
        Circle().fill(hues[i]).frame(width: 8, height: 8)
          .offset(y: -10)
          .rotationEffect(.degrees(Double(i) * 30))
      }
    }
  }
}

extension ColorPicker where Label == Text {
  public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>,
              supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>,
                                 supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>,
              supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>,
                                 supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}
