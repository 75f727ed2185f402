// Widgets and controls, as SwiftUI declares the names WidgetKit builds on: a widget's
// configuration, bundles of widgets and iOS 18's controls. They run in the widget extension
// and are never drawn by a picture of the app's views, so they compile with SwiftUI's
// signatures and do nothing (WidgetKit's own types, the timelines and families, are not
// SwiftUI's).
import Cellshot

/// A widget: its configuration.
public protocol Widget {
  associatedtype Body: WidgetConfiguration
  init()
  var body: Body { get }
}

/// Widgets an extension offers.
public protocol WidgetBundle {
  associatedtype Body: Widget
  init()
  @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
  /// What `@main` calls: a widget extension does not run on Linux.
  public static func main() {
    print("\(Self.self): widgets do not run on Linux; render their views with Cellshot")
  }
}

/// What a widget is made of (WidgetKit's `StaticConfiguration` and the like).
public protocol WidgetConfiguration {
  associatedtype Body: WidgetConfiguration
  var body: Body { get }
}

extension Never: WidgetConfiguration {}

extension WidgetConfiguration {
  /// Work to run in the background for the widget: accepted.
  public func backgroundTask<D: Sendable, R: Sendable>(
    _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
  ) -> some WidgetConfiguration { self }
}

/// A configuration of no widget.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
  public typealias Body = Never
  public init() {}
  public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

/// A configuration available on some systems only.
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
  public typealias Body = Never
  public var body: Never { fatalError("LimitedAvailabilityConfiguration has no body") }
}

/// What `@WidgetBundleBuilder` makes of an `if #available` branch. Not for use by apps.
public protocol _LimitedAvailabilityWidgetMarker {}

/// A widget available on some systems only, as `@WidgetBundleBuilder` erases it.
public struct LimitedAvailabilityWidget: Widget, _LimitedAvailabilityWidgetMarker {
  public init() {}
  public var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Widgets in a row, as `@WidgetBundleBuilder` makes them.
public struct TupleWidget: Widget {
  let widgets: [any Widget]
  public init() { widgets = [] }
  init(widgets: [any Widget]) { self.widgets = widgets }
  public var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A control (iOS 18) standing in a widget bundle.
public struct ControlWidgetEntry: Widget {
  public init() {}
  public var body: some WidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds a bundle's widgets from closures, as SwiftUI's `@WidgetBundleBuilder` does.
@resultBuilder
public enum WidgetBundleBuilder {
  public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

  public static func buildExpression<Content: ControlWidget>(_ content: Content)
    -> ControlWidgetEntry
  {
    ControlWidgetEntry()
  }

  public static func buildBlock() -> TupleWidget { TupleWidget() }

  public static func buildBlock<Content: Widget>(_ content: Content) -> Content { content }

  public static func buildBlock<each C: Widget>(_ content: repeat each C) -> TupleWidget {
    var widgets: [any Widget] = []
    repeat widgets.append(each content)
    return TupleWidget(widgets: widgets)
  }

  public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?)
    -> TupleWidget
  {
    TupleWidget(widgets: widget.map { [$0] } ?? [])
  }

  public static func buildLimitedAvailability(_ widget: some Widget)
    -> any Widget & _LimitedAvailabilityWidgetMarker
  {
    LimitedAvailabilityWidget()
  }

  @MainActor
  public static func buildLimitedAvailability(_ widget: some ControlWidget)
    -> any Widget & _LimitedAvailabilityWidgetMarker
  {
    LimitedAvailabilityWidget()
  }
}

// MARK: - Controls (iOS 18)

/// A control in Control Center, the Lock Screen or the Action button.
@MainActor @preconcurrency
public protocol ControlWidget {
  init()
  associatedtype Body: ControlWidgetConfiguration
  @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// What a control is made of.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
  associatedtype Body: ControlWidgetConfiguration
  @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// A configuration of no control.
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
  public typealias Body = Never
  public init() {}
  public var body: Never { fatalError("EmptyControlWidgetConfiguration has no body") }
}

/// Builds a control's configuration, as SwiftUI's `@ControlWidgetConfigurationBuilder` does.
@resultBuilder @MainActor @preconcurrency
public enum ControlWidgetConfigurationBuilder {
  public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content)
    -> Content { content }

  public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content)
    -> Content { content }
}

/// What a control shows.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
  associatedtype Body: ControlWidgetTemplate
  @ControlWidgetTemplateBuilder var body: Body { get }
}

extension Never: ControlWidgetTemplate {}

/// A control showing nothing.
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate {
  public typealias Body = Never
  public init() {}
  public var body: Never { fatalError("EmptyControlWidgetTemplate has no body") }
}

/// Builds a control's template, as SwiftUI's `@ControlWidgetTemplateBuilder` does.
@resultBuilder @MainActor @preconcurrency
public enum ControlWidgetTemplateBuilder {
  public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content)
    -> Content { content }

  public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content)
    -> Content { content }
}

extension View {
  /// Marks the view as showing a value that may be out of date while an intent the widget ran
  /// is in flight: at rest, as a picture shows it, the value is up to date.
  public func invalidatableContent(_ invalidatable: Bool = true) -> some View { self }
}
