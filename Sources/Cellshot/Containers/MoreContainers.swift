// Containers app code uses on iPhone: NavigationSplitView (collapsed, as a phone shows it),
// ToolbarItemGroup, ControlGroup, EditButton and AsyncImage (its placeholder: a picture is taken
// before anything loads).

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

/// Several toolbar items in one placement.
public struct ToolbarItemGroup<Content: View>: PrimitiveView {
  let content: Content
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

/// "Edit" in the tint colour, as a list's edit button at rest.
public struct EditButton: PrimitiveView {
  public init() {}
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(environment.styledButton(Text("Edit")), builder, environment)
  }
}

/// Related controls side by side on one rounded background, split by hairlines.
public struct ControlGroup<Content: View>: PrimitiveView {
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let items = (content as? TupleView)?.items ?? [AnyView(content)]
    let group = HStack(spacing: 0) {
      ForEach(0..<items.count, id: \.self) { i in
        if i > 0 { Divider().frame(height: 20) }
        items[i].buttonStyle(.plain).padding(.vertical, 8).frame(maxWidth: .infinity)
      }
    }
    .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 8))
    return resolve(group, builder, environment)
  }
}

/// What an `AsyncImage` has: nothing yet, in a picture.
public enum AsyncImagePhase {
  case empty, success(Image), failure(Error)
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }
  public var error: Error? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// An image loaded from a URL. A picture is taken before anything loads (Cellshot fetches
/// nothing), so it shows the placeholder: by default a grey fill, as SwiftUI's.
public struct AsyncImage<Content: View>: PrimitiveView {
  let content: Content

  public init(url: URL?, scale: CGFloat = 1) where Content == Color {
    content = Color(.secondarySystemFill)
  }

  public init<I: View, P: View>(url: URL?, scale: CGFloat = 1,
                                @ViewBuilder content: @escaping (Image) -> I,
                                @ViewBuilder placeholder: @escaping () -> P)
    where Content == AnyView
  {
    self.content = AnyView(placeholder())
  }

  public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
              @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
    self.content = content(.empty)
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

/// An animation context (accepted: a picture has no animations).
public struct Transaction: Sendable {
  public init() {}
}
