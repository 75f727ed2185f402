// Modifiers of bars and list spacing: a picture shows them at rest, so they compile and change
// nothing. (Scrolling's are in Scrolling.swift.)

extension View {
  // Bars: a picture shows them at rest.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  /// The spelling before `statusBarHidden(_:)`.
  public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View { self }
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }
  /// Kept in the environment (`\.headerProminence`); section headers are drawn at the
  /// standard prominence.
  public func headerProminence(_ prominence: Prominence) -> some View {
    EnvironmentModifier(content: self) { $0.headerProminence = prominence }
  }
}

/// The space between a list's sections (iOS 17); Cellshot's list keeps iOS's default.
public struct ListSectionSpacing: Sendable {
  let value: CGFloat?
  public static let `default` = ListSectionSpacing(value: nil)
  public static let compact = ListSectionSpacing(value: 20)
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(value: spacing)
  }
}

public enum Prominence: Sendable, Hashable { case standard, increased }

