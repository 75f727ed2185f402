// Picker's other initializers: bound to several values at once (`sources:`), titled with an
// image, or with a label of their own for the chosen value (`currentValueLabel:`, iOS 18).
// Rule: several sources that agree show their value; sources that differ show none chosen.

extension Picker {
  /// The value every source holds, or nil when they differ (or there are none).
  static func agreed<C: RandomAccessCollection>(
    _ sources: C, _ selection: KeyPath<C.Element, Binding<SelectionValue>>
  ) -> SelectionValue? {
    let values = sources.map { $0[keyPath: selection].wrappedValue }
    guard let first = values.first, values.allSatisfy({ $0 == first }) else { return nil }
    return first
  }

  /// A picker bound to several values at once.
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(chosen: Self.agreed(sources, selection), content: content(), label: label())
  }

  /// A picker whose chosen value is shown by a label of its own.
  public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label,
              @ViewBuilder currentValueLabel: () -> some View) {
    self.init(chosen: selection.wrappedValue, content: content(), label: label(),
              currentValueLabel: AnyView(currentValueLabel()))
  }

  /// A picker bound to several values at once, its value shown by a label of its own.
  public init<C: RandomAccessCollection>(
    sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(chosen: Self.agreed(sources, selection), content: content(), label: label(),
              currentValueLabel: AnyView(currentValueLabel()))
  }

  /// The older spelling, with the label before the content.
  @available(*, deprecated, renamed: "Picker(selection:content:label:)")
  public init(selection: Binding<SelectionValue>, label: Label,
              @ViewBuilder content: () -> Content) {
    self.init(chosen: selection.wrappedValue, content: content(), label: label)
  }
}

extension Picker where Label == Text {
  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { Text(titleKey) }
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(sources: sources, selection: selection, content: content) { Text(title) }
  }

  public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
              @ViewBuilder content: () -> Content,
              @ViewBuilder currentValueLabel: () -> some View) {
    self.init(selection: selection, content: content, label: { Text(titleKey) },
              currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content,
                                 @ViewBuilder currentValueLabel: () -> some View) {
    self.init(selection: selection, content: content, label: { Text(title) },
              currentValueLabel: currentValueLabel)
  }

  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(sources: sources, selection: selection, content: content,
              label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
    @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(sources: sources, selection: selection, content: content,
              label: { Text(title) }, currentValueLabel: currentValueLabel)
  }
}

extension Picker where Label == Cellshot.Label<Text, Image> {
  public init(_ titleKey: LocalizedStringKey, systemImage: String,
              selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) {
      Cellshot.Label(titleKey, systemImage: systemImage)
    }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String,
                                 selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) {
      Cellshot.Label(title, systemImage: systemImage)
    }
  }

  public init(_ titleKey: LocalizedStringKey, image: ImageResource,
              selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Cellshot.Label(titleKey, image: image) }
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource,
                                 selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content) {
    self.init(selection: selection, content: content) { Cellshot.Label(title, image: image) }
  }

  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(sources: sources, selection: selection, content: content) {
      Cellshot.Label(titleKey, systemImage: systemImage)
    }
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(sources: sources, selection: selection, content: content) {
      Cellshot.Label(title, systemImage: systemImage)
    }
  }

  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(sources: sources, selection: selection, content: content) {
      Cellshot.Label(titleKey, image: image)
    }
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content
  ) where C.Element == Binding<SelectionValue> {
    self.init(sources: sources, selection: selection, content: content) {
      Cellshot.Label(title, image: image)
    }
  }

  public init(_ titleKey: LocalizedStringKey, systemImage: String,
              selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
              @ViewBuilder currentValueLabel: () -> some View) {
    self.init(selection: selection, content: content,
              label: { Cellshot.Label(titleKey, systemImage: systemImage) },
              currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String,
                                 selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content,
                                 @ViewBuilder currentValueLabel: () -> some View) {
    self.init(selection: selection, content: content,
              label: { Cellshot.Label(title, systemImage: systemImage) },
              currentValueLabel: currentValueLabel)
  }

  public init(_ titleKey: LocalizedStringKey, image: ImageResource,
              selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
              @ViewBuilder currentValueLabel: () -> some View) {
    self.init(selection: selection, content: content,
              label: { Cellshot.Label(titleKey, image: image) },
              currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: ImageResource,
                                 selection: Binding<SelectionValue>,
                                 @ViewBuilder content: () -> Content,
                                 @ViewBuilder currentValueLabel: () -> some View) {
    self.init(selection: selection, content: content,
              label: { Cellshot.Label(title, image: image) },
              currentValueLabel: currentValueLabel)
  }

  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(sources: sources, selection: selection, content: content,
              label: { Cellshot.Label(titleKey, systemImage: systemImage) },
              currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(sources: sources, selection: selection, content: content,
              label: { Cellshot.Label(title, systemImage: systemImage) },
              currentValueLabel: currentValueLabel)
  }

  public init<C: RandomAccessCollection>(
    _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(sources: sources, selection: selection, content: content,
              label: { Cellshot.Label(titleKey, image: image) },
              currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection, S: StringProtocol>(
    _ title: S, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    self.init(sources: sources, selection: selection, content: content,
              label: { Cellshot.Label(title, image: image) },
              currentValueLabel: currentValueLabel)
  }
}
