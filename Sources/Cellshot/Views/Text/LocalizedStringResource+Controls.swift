// The controls and accessibility names iOS 18 and 26 title with a `LocalizedStringResource`:
// each shows the resource's text (`String(localized:)`) exactly as its `StringProtocol`
// overload shows a string, so both draw alike. Disfavoured, as Apple's, so a literal still
// takes the `LocalizedStringKey` overload.

#if !canImport(Darwin)
import Foundation

extension Picker where Label == Text {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>,
              @ViewBuilder content: () -> Content,
              @ViewBuilder currentValueLabel: () -> some View) {
    self.init(String(localized: titleResource), selection: selection, content: content,
              currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) {
    let title = String(localized: titleResource)
    self.init(sources: sources, selection: selection, content: content,
              label: { Text(title) }, currentValueLabel: currentValueLabel)
  }
}

extension Picker where Label == Cellshot.Label<Text, Image> {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage: String,
              selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
              @ViewBuilder currentValueLabel: () -> some View) {
    self.init(String(localized: titleResource), systemImage: systemImage, selection: selection,
              content: content, currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image: ImageResource,
              selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
              @ViewBuilder currentValueLabel: () -> some View) {
    self.init(String(localized: titleResource), image: image, selection: selection,
              content: content, currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, systemImage: String, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) where C.Element == Binding<SelectionValue> {
    self.init(String(localized: titleResource), systemImage: systemImage, sources: sources,
              selection: selection, content: content, currentValueLabel: currentValueLabel)
  }

  @_disfavoredOverload
  public init<C: RandomAccessCollection>(
    _ titleResource: LocalizedStringResource, image: ImageResource, sources: C,
    selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
    @ViewBuilder currentValueLabel: () -> some View
  ) where C.Element == Binding<SelectionValue> {
    self.init(String(localized: titleResource), image: image, sources: sources,
              selection: selection, content: content, currentValueLabel: currentValueLabel)
  }
}

extension TextField where Label == Text {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, text: Binding<String>,
              selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
    self.init(String(localized: titleResource), text: text, selection: selection,
              prompt: prompt, axis: axis)
  }
}

extension TabSection where Content: TabContent, SelectionValue: Hashable {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource,
              @TabContentBuilder<SelectionValue> content: () -> Content)
  where Header == Text, Footer == EmptyView {
    self.content = content()
  }

  @_disfavoredOverload
  public init<V: Hashable>(_ titleResource: LocalizedStringResource,
                           @TabContentBuilder<V?> content: () -> Content)
  where Header == Text, Footer == EmptyView, SelectionValue == V? {
    self.content = content()
  }
}

extension SliderTick {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, _ value: V) {
    self.init(String(localized: titleResource), value)
  }
}

extension AccessibilityActionCategory {
  @_disfavoredOverload
  public init(_ nameResource: LocalizedStringResource) {
    self.init(name: String(localized: nameResource))
  }
}

extension AccessibilityCustomContentKey {
  @_disfavoredOverload
  public init(_ labelResource: LocalizedStringResource) {
    label = String(localized: labelResource)
  }
}

extension View {
  @_disfavoredOverload
  public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringResource,
                                     isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityDragPoint(point, description: String(localized: description),
                           isEnabled: isEnabled)
  }

  @_disfavoredOverload
  public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringResource,
                                     isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityDropPoint(point, description: String(localized: description),
                           isEnabled: isEnabled)
  }

  @_disfavoredOverload
  public func accessibilityScrollStatus(_ status: LocalizedStringResource, isEnabled: Bool = true)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityScrollStatus(String(localized: status), isEnabled: isEnabled)
  }
}

extension ModifiedContent where Modifier == AccessibilityAttachmentModifier {
  @_disfavoredOverload
  public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    accessibilityLabel(String(localized: label), isEnabled: isEnabled)
  }

  @_disfavoredOverload
  public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    accessibilityHint(String(localized: hint), isEnabled: isEnabled)
  }

  @_disfavoredOverload
  public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool)
    -> ModifiedContent<Content, Modifier> {
    accessibilityValue(String(localized: valueResource), isEnabled: isEnabled)
  }

  @_disfavoredOverload
  public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringResource,
                                     isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
    accessibilityDragPoint(point, description: String(localized: description),
                           isEnabled: isEnabled)
  }

  @_disfavoredOverload
  public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringResource,
                                     isEnabled: Bool) -> ModifiedContent<Content, Modifier> {
    accessibilityDropPoint(point, description: String(localized: description),
                           isEnabled: isEnabled)
  }

  @_disfavoredOverload
  public func accessibilityScrollStatus(_ status: LocalizedStringResource, isEnabled: Bool = true)
    -> ModifiedContent<Content, Modifier> {
    accessibilityScrollStatus(String(localized: status), isEnabled: isEnabled)
  }
}
#endif
