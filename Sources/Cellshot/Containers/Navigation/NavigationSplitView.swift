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

extension View {
  /// The width of a split view's column: an iPhone collapses the split view into a stack, whose
  /// screens take the full width, so the width is not seen.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat,
                                             max: CGFloat? = nil) -> some View { self }
}
