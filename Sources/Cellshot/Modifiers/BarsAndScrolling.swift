// Modifiers of bars and list spacing: a picture shows them at rest, so they compile and change
// nothing. (Scrolling's are in Scrolling.swift.)

public struct ToolbarPlacement: Sendable, Hashable {
  let name: String
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let automatic = ToolbarPlacement(name: "automatic")
}

extension View {
  // Bars: a picture shows them at rest.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View { self }
  public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
    self
  }
  public func toolbarColorScheme(_ scheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View { self }
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }
  public func navigationBarBackButtonHidden(_ hidden: Bool = true) -> some View { self }
  public func navigationBarHidden(_ hidden: Bool) -> some View { self }
  public func statusBarHidden(_ hidden: Bool = true) -> some View { self }
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View { self }
  public func listRowSpacing(_ spacing: CGFloat?) -> some View { self }
  public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }
  public func headerProminence(_ prominence: Prominence) -> some View { self }
}

public enum Prominence: Sendable, Hashable { case standard, increased }

