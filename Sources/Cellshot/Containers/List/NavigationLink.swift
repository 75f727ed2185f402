/// A link to another screen: in a list, a row with a chevron at its trailing edge; elsewhere
/// its label in the tint colour (as it is under `.buttonStyle(.plain)`). The destination is not
/// drawn (a picture is one screen).
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
  let label: Label

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    guard environment.isListRow else {
      var env = environment
      if env.foregroundColor == nil && env.buttonKind != .unstyled { env.foregroundColor = env.tint }
      return builder.noted(resolve(label, builder, env), .button)
    }
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 0)
      ListChevron()
    }
    return builder.noted(resolve(row, builder, environment), .button)
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
  }

  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    label = Text(title)
  }

  public init(_ titleKey: LocalizedStringKey, destination: Destination) {
    label = Text(titleKey)
  }

  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    label = Text(title)
  }
}

// iOS 13-16's links bound to a flag or a selection (deprecated in iOS 16, still in real code):
// the label draws as any link's; an active link's destination is not pushed in the picture, as
// no link's destination is drawn.
extension NavigationLink {
  public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init(destination: Destination, isActive: Binding<Bool>,
              @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<V: Hashable>(tag: V, selection: Binding<V?>,
                           @ViewBuilder destination: () -> Destination,
                           @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>,
                           @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension NavigationLink where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>,
              @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
  }

  public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>,
                                 @ViewBuilder destination: () -> Destination) {
    label = Text(title)
  }

  public init(_ titleKey: LocalizedStringKey, destination: Destination,
              isActive: Binding<Bool>) {
    label = Text(titleKey)
  }

  public init<S: StringProtocol>(_ title: S, destination: Destination,
                                 isActive: Binding<Bool>) {
    label = Text(title)
  }

  public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                           @ViewBuilder destination: () -> Destination) {
    label = Text(titleKey)
  }

  public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                              @ViewBuilder destination: () -> Destination) {
    label = Text(title)
  }

  public init<V: Hashable>(_ titleKey: LocalizedStringKey, destination: Destination, tag: V,
                           selection: Binding<V?>) {
    label = Text(titleKey)
  }

  public init<S: StringProtocol, V: Hashable>(_ title: S, destination: Destination, tag: V,
                                              selection: Binding<V?>) {
    label = Text(title)
  }
}

extension NavigationLink where Destination == Never {
  /// A link to a value (`navigationDestination` picks the screen; not drawn here).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  /// A link to a value that can be saved (the same link, drawn the same).
  public init<P: Hashable & Codable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) where Label == Text {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Label == Text {
    label = Text(title)
  }

  public init<P: Hashable & Codable>(_ titleKey: LocalizedStringKey, value: P?)
    where Label == Text {
    label = Text(titleKey)
  }

  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable & Codable>(_ title: S, value: P?)
    where Label == Text {
    label = Text(title)
  }
}

extension NavigationLink {
  /// Whether the link shows its destination in a split view's detail column: an iPhone has
  /// one column, so it changes nothing.
  public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}

extension View {
  /// The screen shown for a value a `NavigationLink(value:)` pushes: drawn when a
  /// `NavigationStack(path:)` holds such a value last.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    NavigationModifier(content: self) { collector in
      collector.destinations[ObjectIdentifier(D.self)] = { value in
        (value.base as? D).map { AnyView(destination($0)) }
      }
    }
  }

  /// The screen pushed while `isPresented` is true: drawn over the stack's screen, with a back
  /// button titled as that screen.
  public func navigationDestination<V: View>(
    isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
  ) -> some View {
    let screen = isPresented.wrappedValue ? AnyView(destination()) : nil
    return NavigationModifier(content: self) { collector in
      if let screen { collector.presented = screen }
    }
  }

  /// The screen pushed while `item` holds a value: drawn over the stack's screen, with a back
  /// button titled as that screen.
  public func navigationDestination<D: Hashable, C: View>(
    item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    let screen = item.wrappedValue.map { AnyView(destination($0)) }
    return NavigationModifier(content: self) { collector in
      if let screen { collector.presented = screen }
    }
  }
}

/// The chevron at the end of a navigation row: 7 x 12 points, in the tertiary label colour.
struct ListChevron: PrimitiveView {
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let color = environment.resolve(Color(light: Color(r: 196, g: 196, b: 199),
                                          dark: Color(r: 90, g: 90, b: 94)))
    let glyph: ControlGlyph = environment.layoutDirection == .rightToLeft ? .disclosureBack
      : .disclosure
    let symbol = SymbolNode(glyph: .control(glyph), color: color, pointSize: 17,
                            resizable: false)
    return [builder.add(.symbol(symbol), name: "chevron")]
  }
}
