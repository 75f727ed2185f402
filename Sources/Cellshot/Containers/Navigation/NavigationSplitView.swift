/// A split view, as an iPhone shows it: collapsed into a navigation stack showing its sidebar.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: PrimitiveView {
  let sidebar: Sidebar

  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
              @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }

  public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
              @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(NavigationStack { sidebar }, builder, environment)
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }

  public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
  }
}

public enum NavigationSplitViewVisibility: Sendable, Hashable {
  case automatic, all, doubleColumn, detailOnly
}
