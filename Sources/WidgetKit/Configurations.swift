// Widget configurations: what a widget is made of (its kind, its provider, the view of an entry)
// and the modifiers that describe it in the widget gallery. The gallery's names and the
// families offered change no picture of the widget and are kept only for the preview; the
// margins (`.contentMarginsDisabled()`) change it and are read by the widget's container.
import Cellshot
import AppIntents
import Foundation
import SwiftUI

/// What a configuration says about the picture of its widget: the view of an entry, and
/// whether the content margins are off.
struct WidgetDescription {
  var entryView: (@MainActor (any TimelineEntry) -> AnyView?)?
  var contentMarginsDisabled = false
  var families: [WidgetFamily] = []
}

/// A configuration that knows its widget's picture.
protocol DescribedConfiguration {
  @MainActor var widgetDescription: WidgetDescription { get }
}

extension WidgetConfiguration {
  /// What this configuration says of its widget, looked for through its body when it is not a
  /// WidgetKit configuration.
  @MainActor var widgetDescription: WidgetDescription {
    if let described = self as? any DescribedConfiguration { return described.widgetDescription }
    if Body.self == Never.self { return WidgetDescription() }
    return body.widgetDescription
  }
}

/// A widget that the user does not configure: an entry from `provider`, drawn by `content`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, DescribedConfiguration {
  public typealias Body = Never
  /// The widget's kind, as `WidgetCenter` names it.
  public let kind: String
  let content: @MainActor (Any) -> Content?

  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider,
    @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
  ) {
    self.kind = kind
    self.content = { ($0 as? Provider.Entry).map(content) }
  }

  public var body: Never { fatalError("StaticConfiguration has no body") }

  @MainActor var widgetDescription: WidgetDescription {
    WidgetDescription(entryView: { entry in content(entry).map { AnyView($0) } })
  }
}

/// A widget that the user configures with an app intent's parameters.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>:
  WidgetConfiguration, DescribedConfiguration
{
  public typealias Body = Never
  /// The widget's kind, as `WidgetCenter` names it.
  public let kind: String
  let content: @MainActor (Any) -> Content?

  public init<Provider: AppIntentTimelineProvider>(
    kind: String, intent: Intent.Type = Intent.self, provider: Provider,
    @ViewBuilder content: @escaping @MainActor (Provider.Entry) -> Content
  ) where Intent == Provider.Intent {
    self.kind = kind
    self.content = { ($0 as? Provider.Entry).map(content) }
  }

  public var body: Never { fatalError("AppIntentConfiguration has no body") }

  @MainActor var widgetDescription: WidgetDescription {
    WidgetDescription(entryView: { entry in content(entry).map { AnyView($0) } })
  }
}

/// A configuration with one of its descriptions changed by a modifier.
struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration,
  DescribedConfiguration
{
  typealias Body = Never
  let base: Base
  let change: (inout WidgetDescription) -> Void
  var body: Never { fatalError("a modified configuration has no body") }

  @MainActor var widgetDescription: WidgetDescription {
    var description = base.widgetDescription
    change(&description)
    return description
  }
}

extension WidgetConfiguration {
  func changed(_ change: @escaping (inout WidgetDescription) -> Void) -> some WidgetConfiguration {
    ModifiedWidgetConfiguration(base: self, change: change)
  }

  /// The widget's name in the gallery: accepted.
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { self }
  public func configurationDisplayName(_ displayNameKey: LocalizedStringKey)
    -> some WidgetConfiguration { self }
  @_disfavoredOverload
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S)
    -> some WidgetConfiguration { self }

  /// The widget's description in the gallery: accepted.
  public func description(_ description: Text) -> some WidgetConfiguration { self }
  public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
    self
  }
  @_disfavoredOverload
  public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
    self
  }

  /// The families the widget comes in: a preview of another family still draws it.
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
    changed { $0.families = families }
  }

  /// Turns off the content margins: the content fills the widget.
  public func contentMarginsDisabled() -> some WidgetConfiguration {
    changed { $0.contentMarginsDisabled = true }
  }

  /// Whether the system may remove the container background (StandBy, the Lock Screen):
  /// accepted (the Home Screen keeps it).
  public func containerBackgroundRemovable(_ isRemovable: Bool = true)
    -> some WidgetConfiguration { self }

  /// Turns off the widget's background where the system shows it elsewhere: accepted.
  public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily])
    -> some WidgetConfiguration { self }

  /// Asks the user to configure the widget when it is added: accepted.
  public func promptsForUserConfiguration() -> some WidgetConfiguration { self }
}

/// Where a widget is shown besides its home (StandBy, the iPhone's widgets on a Mac).
public struct WidgetLocation: Sendable, Hashable {
  let name: String
  public static let homeScreen = WidgetLocation(name: "homeScreen")
  public static let lockScreen = WidgetLocation(name: "lockScreen")
  public static let standBy = WidgetLocation(name: "standBy")
  public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
}
