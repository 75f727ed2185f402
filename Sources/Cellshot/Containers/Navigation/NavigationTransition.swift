// Navigation transitions (iOS 18): how a pushed or presented view comes in, and the view it
// zooms from. A picture shows the navigation at rest, so they are accepted and change
// nothing; the source's configuration (its background, clip and shadow while it zooms) is
// only seen during the zoom.

/// How a navigation destination or presented view comes in and goes out.
public protocol NavigationTransition {}

/// The platform's transition: a push slides in, a sheet rises.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A zoom from the view marked with `.matchedTransitionSource` of the same id.
public struct ZoomNavigationTransition: NavigationTransition {
  let sourceID: AnyHashable
  let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// Zooms from the source marked with `sourceID` in `namespace`.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
    -> ZoomNavigationTransition {
    ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
  }
}

/// How a zoom's source looks while it zooms.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The source as it is.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

/// A source configuration with one more setting.
struct ConfiguredTransitionSource<Base: MatchedTransitionSourceConfiguration>:
  MatchedTransitionSourceConfiguration
{
  let base: Base
  let setting: String
}

extension MatchedTransitionSourceConfiguration {
  /// A shadow under the source while it zooms.
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat,
                     x: CGFloat = 0, y: CGFloat = 0) -> some MatchedTransitionSourceConfiguration {
    ConfiguredTransitionSource(base: self, setting: "shadow")
  }
  /// The source clipped to `shape` while it zooms.
  public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration {
    ConfiguredTransitionSource(base: self, setting: "clipShape")
  }
  /// A background behind the source while it zooms.
  public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration {
    ConfiguredTransitionSource(base: self, setting: "background")
  }
}

extension View {
  /// Marks the view as the source a zoom transition with `id` in `namespace` starts from.
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some View { self }

  /// The same, with how the source looks while it zooms.
  public func matchedTransitionSource<C: MatchedTransitionSourceConfiguration>(
    id: some Hashable, in namespace: Namespace.ID,
    configuration: (EmptyMatchedTransitionSourceConfiguration) -> C
  ) -> some View { self }

  /// The transition the view comes in with when pushed or presented.
  public func navigationTransition(_ style: some NavigationTransition) -> some View { self }
}
