/// A switch with its label on the leading side, as iOS draws `Toggle`.
public struct Toggle<Label: View>: PrimitiveView {
  let binding: Binding<Bool>
  let label: Label
  var isOn: Bool { binding.wrappedValue }

  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    binding = isOn
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    builder.noted(makeToggleNodes(builder, environment), .toggle(isOn: isOn),
                  enabled: environment.isEnabled)
  }

  func makeToggleNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let custom = environment.customToggleStyle {
      var inner = environment
      inner.customToggleStyle = nil
      return resolve(custom.make(AnyView(label), binding), builder, inner)
    }
    if environment.toggleAsButton {
      let button = environment.styledButton(label, kind: isOn ? .prominent : .bordered)
      return resolve(button, builder, environment)
    }
    let on = environment.explicitTint ?? .green
    if environment.interfaceLook.isGlass {
      // iOS 26: a 63 x 28 track, a 37 x 24 pill for a knob (`Toggle+Glass.swift`).
      let control = GlassSwitch(isOn: isOn, on: on)
      if environment.labelsHidden { return resolve(control, builder, environment) }
      let row = HStack(spacing: 8) {
        label
        Spacer(minLength: 8)
        control.listRowControl(height: GlassSwitch.size.height, environment)
          .padding(.trailing, environment.isListRow ? -GlassSwitch.rowOverhang : 0)
      }
      return resolve(row, builder, environment)
    }
    let control = ZStack(alignment: isOn ? .trailing : .leading) {
      Capsule().fill(isOn ? on : Color(light: Color(r: 233, g: 233, b: 234),
                                       dark: Color(r: 57, g: 57, b: 61)))
      // The knob, with rings where iOS draws its shadow (a blur would need a filter).
      Circle().fill(Color.black.opacity(0.06)).frame(width: 29, height: 29).padding(1)
        .offset(y: 1)
      Circle().fill(Color.black.opacity(0.08)).frame(width: 28, height: 28).padding(1.5)
      Circle().fill(Color.white).frame(width: 27, height: 27).padding(2)
    }
    .frame(width: 51, height: 31)
    if environment.labelsHidden { return resolve(control, builder, environment) }
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      control.listRowControl(height: 31, environment)
    }
    return resolve(row, builder, environment)
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    binding = isOn
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    binding = isOn
    label = Text(title)
  }
}

extension Toggle {
  /// Bound to several values at once: on when every one is (a mixed state draws off).
  public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>,
                                         @ViewBuilder label: () -> Label) {
    let all = sources.map { $0[keyPath: isOn] }
    binding = Binding(get: { !all.isEmpty && all.allSatisfy(\.wrappedValue) },
                      set: { value in all.forEach { $0.wrappedValue = value } })
    self.label = label()
  }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// The default toggle of a style's configuration: what a style of the app's own draws
  /// around, or in place of, its own.
  public init(_ configuration: ToggleStyleConfiguration) {
    binding = configuration.$isOn
    label = configuration.label
  }
}

extension Toggle where Label == Cellshot.Label<Text, Image> {
  /// A toggle with a title and a system image (iOS 17).
  public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
    binding = isOn
    label = Cellshot.Label(titleKey, systemImage: systemImage)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
    binding = isOn
    label = Cellshot.Label(title, systemImage: systemImage)
  }

  public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
    binding = isOn
    label = Cellshot.Label(titleKey, image: image)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
    binding = isOn
    label = Cellshot.Label(title, image: image)
  }
}

extension View {
  /// A control in a list row counts as tall as a line of text there (22 points), drawn at its
  /// own height: a row with a switch or a stepper is 44 points, as on an iPhone, where the row's
  /// margins are measured from its text, not from the control.
  func listRowControl(height: CGFloat, countsAs line: CGFloat = 22,
                      _ environment: EnvironmentValues) -> AnyView {
    guard environment.isListRow, height > line else { return AnyView(self) }
    return AnyView(padding(.vertical, -(height - line) / 2))
  }
}

extension Toggle where Label == Text {
  /// Bound to several values at once, titled: on when every one is.
  public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources: C,
                                         isOn: KeyPath<C.Element, Binding<Bool>>) {
    self.init(sources: sources, isOn: isOn) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Text(title) }
  }
}

extension Toggle where Label == Cellshot.Label<Text, Image> {
  /// Bound to several values at once, with a title and a system image.
  public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, systemImage: String,
                                         sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
    self.init(sources: sources, isOn: isOn) {
      Cellshot.Label(titleKey, systemImage: systemImage)
    }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Cellshot.Label(title, systemImage: systemImage) }
  }

  /// Bound to several values at once, with a title and an image of the asset catalogue.
  public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, image: ImageResource,
                                         sources: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
    self.init(sources: sources, isOn: isOn) { Cellshot.Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol, C: RandomAccessCollection>(
    _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
  ) {
    self.init(sources: sources, isOn: isOn) { Cellshot.Label(title, image: image) }
  }
}
