// Styles of controls Cellshot draws in one style: the modifiers compile and change nothing.

/// The built-in toggle styles: all drawn as a switch.
public struct ToggleStyleKind: ToggleStyle, Sendable, Hashable {
  /// `SwitchToggleStyle(tint:)`'s colour for the switch when on.
  var tint: Color?

  /// Built-in styles are drawn by the toggle itself.
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == ToggleStyleKind {
  public static var automatic: ToggleStyleKind { ToggleStyleKind() }
  public static var `switch`: ToggleStyleKind { ToggleStyleKind() }
  public static var button: ToggleStyleKind { ToggleStyleKind() }
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
  public var isMixed: Bool { false }
}

/// A toggle style of the app's own, erased.
struct CustomToggleStyle: @unchecked Sendable {
  // Unchecked: the closure holds the style value, used on the main actor while views resolve.
  let make: @MainActor (AnyView, Binding<Bool>) -> AnyView
}

public struct GenericControlStyle: Sendable, Hashable {
  public static let automatic = GenericControlStyle()
  public static let compact = GenericControlStyle()
  public static let graphical = GenericControlStyle()
  public static let wheel = GenericControlStyle()
  public static let linear = GenericControlStyle()
  public static let circular = GenericControlStyle()
  public static let grouped = GenericControlStyle()
  public static let columns = GenericControlStyle()
  public static let page = GenericControlStyle()
  public static let button = GenericControlStyle()
  public static let accessoryCircular = GenericControlStyle()
  public static let accessoryLinear = GenericControlStyle()
  public static let plain = GenericControlStyle()
  public static func page(indexDisplayMode: Visibility) -> GenericControlStyle {
    GenericControlStyle()
  }
}

extension View {
  // Styles of controls drawn in one style here.
  /// A built-in style (tinted by `SwitchToggleStyle(tint:)`) or one of the app's own.
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      if let builtIn = style as? ToggleStyleKind {
        if let tint = builtIn.tint { $0.explicitTint = tint }
        $0.customToggleStyle = nil
      } else {
        $0.customToggleStyle = CustomToggleStyle { label, isOn in
          AnyView(style.makeBody(configuration: ToggleStyleConfiguration(
            label: ToggleStyleConfiguration.Label(content: label), isOn: isOn)))
        }
      }
    }
  }
  public func datePickerStyle(_ style: GenericControlStyle) -> some View { self }
  public func progressViewStyle(_ style: GenericControlStyle) -> some View { self }
  public func gaugeStyle(_ style: GenericControlStyle) -> some View { self }
  public func menuStyle(_ style: GenericControlStyle) -> some View { self }
  public func formStyle(_ style: GenericControlStyle) -> some View { self }
  public func tabViewStyle(_ style: GenericControlStyle) -> some View { self }
  public func indexViewStyle(_ style: GenericControlStyle) -> some View { self }
  public func textEditorStyle(_ style: GenericControlStyle) -> some View { self }
  public func controlGroupStyle(_ style: GenericControlStyle) -> some View { self }

  /// Toggles, pickers, steppers and colour pickers below draw their control without their
  /// label (the label is still there for VoiceOver on iOS; a picture has no use for it).
  public func labelsHidden() -> some View {
    EnvironmentModifier(content: self) { $0.labelsHidden = true }
  }
}
