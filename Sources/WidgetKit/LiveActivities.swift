// Live Activities' views: the Lock Screen's banner and the Dynamic Island's presentations of
// an activity (`ActivityConfiguration`). A preview draws the banner (WidgetPreviews.swift): the
// content in a rounded rectangle of the screen's width less 12-point margins, on the
// activity's background tint, as the Lock Screen shows it. The Dynamic Island is built and not
// drawn (docs/porting.md).
import ActivityKit
import Cellshot
import Foundation
import SwiftUI

/// What an activity's views are given: its attributes and current state.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
  public let attributes: Attributes
  public let state: Attributes.ContentState
  public let activityID: String
  public let isStale: Bool
}

/// A configuration that can draw its activity's Lock Screen view.
protocol ActivityConfigurationDrawing {
  @MainActor func lockScreenView(attributes: Any, state: Any) -> AnyView?
}

/// A Live Activity: its Lock Screen view and its Dynamic Island.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration,
  ActivityConfigurationDrawing
{
  public typealias Body = Never
  let content: @MainActor (ActivityViewContext<Attributes>) -> AnyView

  public init<Content: View>(
    for attributesType: Attributes.Type,
    @ViewBuilder content: @escaping @MainActor (ActivityViewContext<Attributes>) -> Content,
    dynamicIsland: @escaping @MainActor (ActivityViewContext<Attributes>) -> DynamicIsland
  ) {
    self.content = { AnyView(content($0)) }
  }

  public var body: Never { fatalError("ActivityConfiguration has no body") }

  func lockScreenView(attributes: Any, state: Any) -> AnyView? {
    guard let attributes = attributes as? Attributes,
          let state = state as? Attributes.ContentState else { return nil }
    let context = ActivityViewContext(attributes: attributes, state: state,
                                      activityID: "preview", isStale: false)
    return AnyView(ActivityBanner(content: content(context)))
  }
}

/// The Lock Screen's banner of an activity: the screen's width less 12-point margins, a
/// continuous 22-point rounded rectangle filled with the background tint (the system's
/// secondary background when the activity names none).
struct ActivityBanner: View {
  let content: AnyView

  var body: some View {
    content
      .frame(width: Device.iphone13.size.width - 24)
      .backgroundPreferenceValue(ActivityTintKey.self) { tint in
        Rectangle().fill(tint ?? Color(uiColor: .secondarySystemBackground))
      }
      .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
  }
}

/// The background tint an activity's view names.
struct ActivityTintKey: PreferenceKey {
  static var defaultValue: Color? { nil }
  static func reduce(value: inout Color?, nextValue: () -> Color?) {
    value = value ?? nextValue()
  }
}

extension View {
  /// The background of the activity's Lock Screen banner.
  public func activityBackgroundTint(_ color: Color?) -> some View {
    preference(key: ActivityTintKey.self, value: color)
  }

  /// The colour of the system's buttons beside the banner: accepted (none is drawn).
  public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

/// An activity's presentations in the Dynamic Island: built, not drawn.
public struct DynamicIsland {
  public init<Expanded: View, CompactLeading: View, CompactTrailing: View, Minimal: View>(
    @DynamicIslandExpandedContentBuilder expanded: @escaping () -> DynamicIslandExpandedContent<
      Expanded>,
    @ViewBuilder compactLeading: @escaping () -> CompactLeading,
    @ViewBuilder compactTrailing: @escaping () -> CompactTrailing,
    @ViewBuilder minimal: @escaping () -> Minimal
  ) {}

  /// The URL a tap opens: accepted.
  public func widgetURL(_ url: URL?) -> DynamicIsland { self }
  /// The tint of the island's outline: accepted.
  public func keylineTint(_ color: Color?) -> DynamicIsland { self }
  /// The margins of a presentation: accepted.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat? = nil,
                             for mode: DynamicIslandMode) -> DynamicIsland { self }
}

/// The Dynamic Island's presentations, for `contentMargins`.
public struct DynamicIslandMode: Sendable, Hashable {
  let name: String
  public static let compact = DynamicIslandMode(name: "compact")
  public static let expanded = DynamicIslandMode(name: "expanded")
  public static let minimal = DynamicIslandMode(name: "minimal")
}

/// Where a region of the expanded Dynamic Island sits.
public struct DynamicIslandExpandedRegionPosition: Sendable, Hashable {
  let name: String
  public static let leading = DynamicIslandExpandedRegionPosition(name: "leading")
  public static let trailing = DynamicIslandExpandedRegionPosition(name: "trailing")
  public static let center = DynamicIslandExpandedRegionPosition(name: "center")
  public static let bottom = DynamicIslandExpandedRegionPosition(name: "bottom")
}

/// A region of the expanded Dynamic Island.
public struct DynamicIslandExpandedRegion<Content: View> {
  let position: DynamicIslandExpandedRegionPosition
  let content: Content

  public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0,
              @ViewBuilder content: () -> Content) {
    self.position = position
    self.content = content()
  }
}

/// The expanded Dynamic Island's regions.
public struct DynamicIslandExpandedContent<Content: View> {
  let regions: [DynamicIslandExpandedRegionPosition]
}

/// Builds the expanded Dynamic Island from its regions.
@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
  public static func buildExpression<Content: View>(_ region: DynamicIslandExpandedRegion<Content>)
    -> DynamicIslandExpandedContent<Never>
  {
    DynamicIslandExpandedContent(regions: [region.position])
  }

  public static func buildBlock(_ contents: DynamicIslandExpandedContent<Never>...)
    -> DynamicIslandExpandedContent<Never>
  {
    DynamicIslandExpandedContent(regions: contents.flatMap(\.regions))
  }
}
