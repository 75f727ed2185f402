// Controls (iOS 18): a button or toggle in Control Center, on the Lock Screen or behind the
// Action button, running an app intent. They are not part of the app's views nor of a widget's
// picture: they are built with WidgetKit's signatures and not drawn (docs/porting.md).
import AppIntents
import Cellshot
import SwiftUI

/// Gives a control its value (a toggle's state).
public protocol ControlValueProvider {
  associatedtype Value
  /// The value the control gallery shows.
  var previewValue: Value { get }
  /// The current value.
  func currentValue() async throws -> Value
}

/// A control the user does not configure.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>:
  ControlWidgetConfiguration
{
  public typealias Body = Never
  /// The control's kind.
  public let kind: String

  public init<Provider: ControlValueProvider>(
    kind: String, provider: Provider,
    @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
  ) {
    self.kind = kind
  }

  public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
    self.kind = kind
  }

  public var body: Never { fatalError("StaticControlConfiguration has no body") }
}

extension ControlWidgetConfiguration {
  /// The control's name in the gallery: accepted.
  public func displayName(_ displayName: LocalizedStringResource)
    -> some ControlWidgetConfiguration { self }

  /// The control's description in the gallery: accepted.
  public func description(_ description: LocalizedStringResource)
    -> some ControlWidgetConfiguration { self }
}

/// A control that runs an intent when tapped.
public struct ControlWidgetButton<Label: View>: ControlWidgetTemplate {
  public typealias Body = Never

  public init<Action: AppIntent>(action: Action, @ViewBuilder label: () -> Label) {}

  public var body: Never { fatalError("ControlWidgetButton has no body") }
}

/// A control that turns a state on and off through a `SetValueIntent`.
public struct ControlWidgetToggle<Label: View, ValueLabel: View>: ControlWidgetTemplate {
  public typealias Body = Never

  public init<Action: SetValueIntent>(
    _ title: LocalizedStringKey, isOn: Bool, action: Action,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Label == Text, Action.ValueType == Bool {}

  public init<Action: SetValueIntent>(
    isOn: Bool, action: Action, @ViewBuilder label: () -> Label,
    @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel
  ) where Action.ValueType == Bool {}

  public var body: Never { fatalError("ControlWidgetToggle has no body") }
}
