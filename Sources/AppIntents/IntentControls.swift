// A button or toggle that runs an app intent when tapped (`Button(intent:)`, `Toggle(isOn:intent:)`,
// iOS 17): in a widget, on the Lock Screen, in the app. Drawn as the button or toggle it is; a
// picture is never tapped, so the intent never runs.
import Cellshot

extension Button {
  /// A button that runs `intent` when tapped (never, in a picture).
  public init(intent: some AppIntent, @ViewBuilder label: () -> Label) {
    self.init(action: {}, label: label)
  }
}

extension Button where Label == Text {
  public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
    self.init(intent: intent) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, intent: some AppIntent) {
    self.init(intent: intent) { Text(title) }
  }
}

extension Toggle {
  /// A toggle showing `isOn` that runs `intent` when tapped (never, in a picture).
  public init(isOn: Bool, intent: some AppIntent, @ViewBuilder label: () -> Label) {
    self.init(isOn: .constant(isOn), label: label)
  }
}

extension Toggle where Label == Text {
  public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(titleKey) }
  }

  public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
    self.init(isOn: isOn, intent: intent) { Text(title) }
  }
}
