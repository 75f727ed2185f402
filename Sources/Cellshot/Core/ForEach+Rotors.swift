// ForEach and Group as a rotor's entries (`accessibilityRotor(_:entries:)`): a rotor is
// read by VoiceOver and draws nothing, so its entries are accepted and kept.

extension Never: AccessibilityRotorContent {}

extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
  public typealias Body = Never
  public var body: Never { fatalError("ForEach is primitive rotor content") }
}

extension ForEach where ID == Data.Element.ID, Content: AccessibilityRotorContent,
  Data.Element: Identifiable
{
  /// A rotor entry per element of `data`.
  public init(_ data: Data,
              @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identity = { AnyHashable($0.id) }
  }
}

extension ForEach where Content: AccessibilityRotorContent {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>,
              @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identity = { AnyHashable($0[keyPath: id]) }
  }
}

extension Group: AccessibilityRotorContent where Content: AccessibilityRotorContent {
  public typealias Body = Never
  public var body: Never { fatalError("Group is primitive rotor content") }

  public init(@AccessibilityRotorContentBuilder content: () -> Content) {
    self.content = content()
  }
}
