/// A split view, as an iPhone shows it: collapsed into a navigation stack showing one column,
/// its sidebar unless `preferredCompactColumn` asks for the content or the detail.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: PrimitiveView {
  let sidebar: Sidebar
  let content: Content?
  let detail: Detail
  /// The column the collapsed stack shows.
  var compactColumn = NavigationSplitViewColumn.sidebar

  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
              @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = content()
    self.detail = detail()
  }

  public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
              @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: content, detail: detail)
  }

  public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
              @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, content: content, detail: detail)
    compactColumn = preferredCompactColumn.wrappedValue
  }

  public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
              preferredCompactColumn: Binding<NavigationSplitViewColumn>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
              @ViewBuilder detail: () -> Detail) {
    self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar,
              content: content, detail: detail)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let shown: AnyView
    switch compactColumn.kind {
    case .sidebar: shown = AnyView(sidebar)
    case .content: shown = content.map { AnyView($0) } ?? AnyView(detail)
    case .detail: shown = AnyView(detail)
    }
    let stack = NavigationStack { shown }
    if let custom = environment.customSplitViewStyle {
      var inner = environment
      inner.customSplitViewStyle = nil
      let configuration = NavigationSplitViewStyleConfiguration(content: AnyView(stack))
      return resolve(custom.make(configuration), builder, inner)
    }
    return resolve(stack, builder, environment)
  }
}

extension NavigationSplitView where Content == EmptyView {
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.sidebar = sidebar()
    self.content = nil
    self.detail = detail()
  }

  public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, detail: detail)
  }

  public init(preferredCompactColumn: Binding<NavigationSplitViewColumn>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(sidebar: sidebar, detail: detail)
    compactColumn = preferredCompactColumn.wrappedValue
  }

  public init(columnVisibility: Binding<NavigationSplitViewVisibility>,
              preferredCompactColumn: Binding<NavigationSplitViewColumn>,
              @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(preferredCompactColumn: preferredCompactColumn, sidebar: sidebar, detail: detail)
  }
}

public enum NavigationSplitViewVisibility: Sendable, Hashable, Codable {
  case automatic, all, doubleColumn, detailOnly
}

extension View {
  /// The width of a split view's column: an iPhone collapses the split view into a stack, whose
  /// screens take the full width, so the width is not seen.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat,
                                             max: CGFloat? = nil) -> some View { self }
}

/// A column of a split view: which one a collapsed split view (an iPhone's) shows.
public struct NavigationSplitViewColumn: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case sidebar, content, detail }
  let kind: Kind
  public static var sidebar: NavigationSplitViewColumn { .init(kind: .sidebar) }
  public static var content: NavigationSplitViewColumn { .init(kind: .content) }
  public static var detail: NavigationSplitViewColumn { .init(kind: .detail) }
}
