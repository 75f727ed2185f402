// Modifiers of bars, scrolling and presentation styles: a picture shows them at rest, so they
// compile and change nothing.

public enum ScrollBounceBehavior: Sendable, Hashable { case automatic, always, basedOnSize }

public struct ScrollTargetBehaviorKind: Sendable, Hashable {
  public static let paging = ScrollTargetBehaviorKind()
  public static let viewAligned = ScrollTargetBehaviorKind()
}

extension View {
  // Bars, scrolling and presentation: a picture shows them at rest.
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  public func scrollIndicators(_ visibility: Visibility, axes: Axis.Set = [.vertical, .horizontal])
    -> some View { self }
  public func scrollTargetBehavior(_ behavior: ScrollTargetBehaviorKind) -> some View { self }
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior,
                                   axes: Axis.Set = [.vertical]) -> some View { self }
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }
  /// Accepted: a picture does not scroll.
  public func scrollDisabled(_ disabled: Bool) -> some View { self }
  /// The point of their content the scroll views inside show at first: `.bottom` shows a
  /// chat's last messages (and puts content shorter than the scroll view at its bottom).
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    EnvironmentModifier(content: self) { $0.scrollAnchor = anchor }
  }
  /// Accepted: scroll content is laid out without extra margins.
  public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?,
                             for placement: ContentMarginPlacement = .automatic) -> some View {
    self
  }
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View { self }
  public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>) -> some View { self }
  public func presentationBackground(_ color: Color) -> some View { self }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View { self }
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
  public func headerProminence(_ prominence: Prominence) -> some View { self }
}

public enum Prominence: Sendable, Hashable { case standard, increased }

public struct ContentMarginPlacement: Sendable, Hashable {
  public static let automatic = ContentMarginPlacement()
  public static let scrollContent = ContentMarginPlacement()
  public static let scrollIndicators = ContentMarginPlacement()
}
