// Previews of widgets: `#Preview(as: .systemSmall) { MyWidget() } timeline: { entries }` and a
// Live Activity's `#Preview(as: .content, using: attributes) { MyActivity() } contentStates:
// { states }`. Both expand through CellshotMacros' `#Preview` into `PreviewMacro.declared`,
// whose overloads here draw the widget's first entry (Xcode's canvas opens a timeline at its
// first entry) as WidgetFrame.swift's rule draws it, or the activity's Lock Screen view with
// its first content state.
import ActivityKit
import Cellshot
import SwiftUI

/// A widget's preview at `family`, showing the entries `timeline` lists.
@freestanding(declaration)
public macro Preview<Widget: SwiftUI.Widget, Entry: TimelineEntry>(
  _ name: String? = nil, as family: WidgetFamily,
  widget: @escaping @MainActor () -> Widget,
  @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
) = #externalMacro(module: "CellshotMacros", type: "PreviewMacro")

/// A Live Activity's preview, as `viewKind` shows it, with `contentStates`.
@freestanding(declaration)
public macro Preview<Attributes: ActivityAttributes, Widget: SwiftUI.Widget>(
  _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
  widget: @escaping @MainActor () -> Widget,
  @PreviewActivityBuilder<Attributes.ContentState> contentStates:
    @escaping @MainActor () -> [Attributes.ContentState]
) = #externalMacro(module: "CellshotMacros", type: "PreviewMacro")

/// Builds a preview's timeline: its entries, in order.
@resultBuilder
public enum PreviewTimelineBuilder<Entry: TimelineEntry> {
  public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
  public static func buildBlock(_ entries: [Entry]...) -> [Entry] { entries.flatMap { $0 } }
  public static func buildArray(_ entries: [[Entry]]) -> [Entry] { entries.flatMap { $0 } }
  public static func buildOptional(_ entries: [Entry]?) -> [Entry] { entries ?? [] }
  public static func buildEither(first entries: [Entry]) -> [Entry] { entries }
  public static func buildEither(second entries: [Entry]) -> [Entry] { entries }
}

/// Builds a Live Activity preview's content states, in order.
@resultBuilder
public enum PreviewActivityBuilder<State> {
  public static func buildExpression(_ state: State) -> [State] { [state] }
  public static func buildBlock(_ states: [State]...) -> [State] { states.flatMap { $0 } }
  public static func buildArray(_ states: [[State]]) -> [State] { states.flatMap { $0 } }
}

/// Which of a Live Activity's presentations a preview shows.
public enum ActivityPreviewViewKind: Sendable, Hashable {
  /// The Lock Screen's banner.
  case content
  /// The Dynamic Island, in one of its presentations.
  case dynamicIsland(DynamicIslandPreviewViewKind)
}

/// A Dynamic Island's presentations.
public enum DynamicIslandPreviewViewKind: Sendable, Hashable {
  case compact, expanded, minimal
}

extension PreviewMacro {
  /// The preview of a widget's `#Preview(as:widget:timeline:)`: its first entry drawn as a
  /// widget of `family` on an iPhone 13.
  @MainActor
  public static func declared<W: SwiftUI.Widget, Entry: TimelineEntry>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
    @PreviewTimelineBuilder<Entry> timeline: @escaping @MainActor () -> [Entry]
  ) -> Preview {
    let description = widget().body.widgetDescription
    var warnings: [String] = []
    let view: AnyView
    if let entry = timeline().first, let entryView = description.entryView?(entry) {
      view = entryView
    } else {
      view = AnyView(EmptyView())
      warnings.append("the widget's preview has no entry it can draw")
    }
    let container = WidgetContainer(family: family, device: .iphone13,
                                    marginsDisabled: description.contentMarginsDisabled,
                                    content: view)
    return Preview(name: name, view: AnyView(container), device: .iphone13,
                   layout: .sizeThatFits, warnings: warnings)
  }

  /// The preview of a Live Activity's `#Preview(as:using:widget:contentStates:)`: its Lock
  /// Screen view with the first content state (the Dynamic Island's presentations are not
  /// drawn: the preview shows the Lock Screen's view for them too, with a warning).
  @MainActor
  public static func declared<Attributes: ActivityAttributes, W: SwiftUI.Widget>(
    _ name: String? = nil, as viewKind: ActivityPreviewViewKind, using attributes: Attributes,
    widget: @escaping @MainActor () -> W,
    @PreviewActivityBuilder<Attributes.ContentState> contentStates:
      @escaping @MainActor () -> [Attributes.ContentState]
  ) -> Preview {
    var warnings: [String] = []
    if viewKind != .content {
      warnings.append("the Dynamic Island is not drawn: the Lock Screen's view is shown")
    }
    let activity = widget().body as? any ActivityConfigurationDrawing
    let view = contentStates().first.flatMap {
      activity?.lockScreenView(attributes: attributes, state: $0)
    }
    if view == nil { warnings.append("the activity's preview has no content state it can draw") }
    return Preview(name: name, view: view ?? AnyView(EmptyView()), device: .iphone13,
                   layout: .sizeThatFits, warnings: warnings)
  }
}
