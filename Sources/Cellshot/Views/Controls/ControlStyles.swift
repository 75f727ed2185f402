// Toggle styles: the built-in switch (tinted) and button, or the app's own, whose
// `makeBody` draws the toggle from its label and state.

/// A built-in toggle style: a switch (in its tint) or a button.
protocol BuiltInToggleStyle: ToggleStyle {
  var tint: Color? { get }
  var isButton: Bool { get }
}

/// The platform's default: a switch.
public struct DefaultToggleStyle: BuiltInToggleStyle, Sendable {
  public init() {}
  var tint: Color? { nil }
  var isButton: Bool { false }
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A switch, green when on unless tinted.
public struct SwitchToggleStyle: BuiltInToggleStyle, Sendable {
  let tint: Color?
  var isButton: Bool { false }
  public init() { tint = nil }
  public init(tint: Color) { self.tint = tint }
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

/// A button: bordered when off, filled with the tint when on.
public struct ButtonToggleStyle: BuiltInToggleStyle, Sendable {
  public init() {}
  var tint: Color? { nil }
  var isButton: Bool { true }
  public func makeBody(configuration: Configuration) -> some View { Toggle(configuration) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style of the app's own, as SwiftUI's: `makeBody` draws the toggle from its label
/// and state (a checkbox, say).
public protocol ToggleStyle {
  associatedtype Body: View
  typealias Configuration = ToggleStyleConfiguration
  @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// What a `ToggleStyle` is given: the toggle's label and its state.
public struct ToggleStyleConfiguration {
  public struct Label: View {
    let content: AnyView
    public var body: some View { content }
  }
  public let label: Label
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ (`Toggle(sources:isOn:)`).
  public var isMixed: Bool = false
}

/// A toggle style of the app's own, erased.
struct CustomToggleStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (AnyView, Binding<Bool>) -> AnyView
}

extension View {
  /// A built-in style (tinted by `SwitchToggleStyle(tint:)`) or one of the app's own.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let builtIn = style as? any BuiltInToggleStyle {
        if let tint = builtIn.tint { $0.explicitTint = tint }
        $0.toggleAsButton = builtIn.isButton
        $0.customToggleStyle = nil
      } else {
        $0.customToggleStyle = CustomToggleStyle { label, isOn in
          AnyView(style.makeBody(configuration: ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)))
        }
      }
    }
  }

  /// Toggles, pickers, steppers and colour pickers below draw their control without their
  /// label (the label is still there for VoiceOver on iOS; a picture has no use for it).
  public func labelsHidden() -> some View {
    EnvironmentModifier(content: self) { $0.labelsHidden = true }
  }

  /// The visibility of the labels of the controls below: `.hidden` is `labelsHidden()`, the
  /// others draw them as iOS does.
  public func labelsVisibility(_ visibility: Visibility) -> some View {
    EnvironmentModifier(content: self) { $0.labelsVisibility = visibility }
  }
}

extension EnvironmentValues {
  /// Whether the controls below draw their labels: `.hidden` after `.labelsHidden()`.
  public var labelsVisibility: Visibility {
    get {
      if labelsHidden { return .hidden }
      let stated = self[extra: "labelsVisibility", default: Visibility.automatic]
      return stated == .hidden ? .automatic : stated
    }
    set {
      self[extra: "labelsVisibility", default: Visibility.automatic] = newValue
      labelsHidden = newValue == .hidden
    }
  }
}
