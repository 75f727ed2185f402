// The views and modifiers iOS 18 and 26 title with a `LocalizedStringResource`: each shows the
// resource's text (`String(localized:)`: its default value, its values filled in) exactly as
// its `StringProtocol` overload shows a string, so both draw alike. Disfavoured, as Apple's, so
// a literal still takes the `LocalizedStringKey` overload.

#if !canImport(Darwin)
import Foundation

extension View {
  @_disfavoredOverload
  public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityLabel(String(localized: label), isEnabled: isEnabled)
  }

  @_disfavoredOverload
  public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityHint(String(localized: hint), isEnabled: isEnabled)
  }

  @_disfavoredOverload
  public func accessibilityValue(_ valueResource: LocalizedStringResource, isEnabled: Bool)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibilityValue(String(localized: valueResource), isEnabled: isEnabled)
  }

  /// The subtitle under the navigation title.
  @_disfavoredOverload
  public func navigationSubtitle(_ subtitleKey: LocalizedStringResource) -> some View {
    navigationSubtitle(String(localized: subtitleKey))
  }
}

extension TabContent {
  @_disfavoredOverload
  public func badge(_ resource: LocalizedStringResource) -> some TabContent<TabValue> {
    badge(String(localized: resource))
  }

  @_disfavoredOverload
  public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accessibilityLabel(String(localized: label)) }

  @_disfavoredOverload
  public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accessibilityHint(String(localized: hint)) }

  @_disfavoredOverload
  public func accessibilityValue(_ valueResource: LocalizedStringResource,
                                 isEnabled: Bool = true) -> some TabContent<TabValue> {
    accessibilityValue(String(localized: valueResource))
  }
}

@MainActor
extension LabeledContent where Label == Text, Content: View {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), content: content)
  }
}

@MainActor
extension LabeledContent where Label == Text, Content == Text {
  @_disfavoredOverload
  public init<S: StringProtocol>(_ titleResource: LocalizedStringResource, value: S) {
    self.init(String(localized: titleResource), value: value)
  }

  @_disfavoredOverload
  public init<F: FormatStyle>(_ titleResource: LocalizedStringResource, value: F.FormatInput,
                              format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String
  {
    self.init(String(localized: titleResource), value: value, format: format)
  }
}

extension TextField where Label == Text {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
    self.init(String(localized: titleResource), text: text)
  }
}

extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value,
              @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), systemImage: systemImage, value: value,
              content: content)
  }

  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value,
              role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), systemImage: systemImage, value: value,
              role: role, content: content)
  }

  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image: String, value: Value,
              @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), image: image, value: value, content: content)
  }

  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image: String, value: Value,
              role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), image: image, value: value, role: role,
              content: content)
  }
}

extension Tab where Value == Never, Content: View, Label == DefaultTabLabel {
  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage: String,
              @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), systemImage: systemImage, content: content)
  }

  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, systemImage: String, role: TabRole?,
              @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), systemImage: systemImage, role: role,
              content: content)
  }

  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image: String,
              @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), image: image, content: content)
  }

  @_disfavoredOverload
  public init(_ titleResource: LocalizedStringResource, image: String, role: TabRole?,
              @ViewBuilder content: () -> Content) {
    self.init(String(localized: titleResource), image: image, role: role, content: content)
  }
}
#endif
