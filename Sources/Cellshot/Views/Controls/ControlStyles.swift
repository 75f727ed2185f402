// Styles of controls Cellshot draws in one style: the modifiers compile and change nothing.

/// Styles of controls Cellshot draws in one style each.
public struct ToggleStyleKind: Sendable, Hashable {
  /// `SwitchToggleStyle(tint:)`'s colour for the switch when on.
  var tint: Color?
  public static let automatic = ToggleStyleKind()
  public static let `switch` = ToggleStyleKind()
  public static let button = ToggleStyleKind()
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
  public func toggleStyle(_ style: ToggleStyleKind) -> some View {
    EnvironmentModifier(content: self) { if let tint = style.tint { $0.explicitTint = tint } }
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
