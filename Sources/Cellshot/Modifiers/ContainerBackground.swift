// Container backgrounds (`.containerBackground(_:for:)`): a view names the background of the
// container it sits in, and the container draws it behind all its content, margins included.
// The view reports the background as a preference; a container reads it for its placement and
// fills its whole frame with it. A placement no container reads draws nothing, as on iOS (a
// widget's background in an app's view). WidgetKit's `.widget` is the placement drawn today;
// iOS 18's `.navigation` and `.navigationSplitView` are accepted and not drawn yet.

/// The kind of container a `.containerBackground` is for: a widget (WidgetKit's `.widget`), a
/// navigation stack or a split view (iOS 18).
public struct ContainerBackgroundPlacement: Sendable, Hashable {
  let name: String

  /// A placement of the module that declares it (WidgetKit's `.widget`).
  package init(_ name: String) { self.name = name }

  /// The background of a navigation stack's pages (iOS 18): accepted, not drawn.
  public static let navigation = ContainerBackgroundPlacement("navigation")
  /// The background of a split view's columns (iOS 18): accepted, not drawn.
  public static let navigationSplitView = ContainerBackgroundPlacement("navigationSplitView")
}

extension View {
  /// Fills the background of the container this view is in with `style`: the whole container,
  /// behind its content and margins (a widget's rounded rectangle for `.widget`).
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    preference(key: ContainerBackgroundKey.self,
               value: [container: AnyView(Rectangle().fill(style))])
  }

  /// Puts `content` behind the container this view is in, at `alignment` of the container's
  /// whole frame.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    let background = content()
    return preference(key: ContainerBackgroundKey.self, value: [container: AnyView(
      ZStack(alignment: alignment) { background }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
    )])
  }

  /// This view in front of the container background that a view inside names for
  /// `placement`, or in front of `fallback` when none does: what a container draws.
  package func containerBackgroundLayer(
    for placement: ContainerBackgroundPlacement, fallback: AnyView
  ) -> some View {
    backgroundPreferenceValue(ContainerBackgroundKey.self) { backgrounds in
      backgrounds[placement] ?? fallback
    }
  }
}

/// The container backgrounds named inside a view, by placement; the first one named for a
/// placement wins.
package enum ContainerBackgroundKey: PreferenceKey {
  package static var defaultValue: [ContainerBackgroundPlacement: AnyView] { [:] }

  package static func reduce(value: inout [ContainerBackgroundPlacement: AnyView],
                             nextValue: () -> [ContainerBackgroundPlacement: AnyView]) {
    value.merge(nextValue()) { first, _ in first }
  }
}
