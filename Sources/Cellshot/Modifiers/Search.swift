// Search fields, swipe actions and context menus: at rest there is nothing to see; they compile
// and change nothing.

extension View {
  // MARK: search, lists, menus

  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                         prompt: Text? = nil) -> Self { self }
  public func searchable<S: StringProtocol>(text: Binding<String>,
                                            placement: SearchFieldPlacement = .automatic,
                                            prompt: S) -> Self { self }
  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                    @ViewBuilder content: () -> T) -> Self { self }
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> Self {
    self
  }
}

public enum SearchFieldPlacement: Sendable, Hashable {
  case automatic, toolbar, sidebar
  case navigationBarDrawer
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement { .navigationBarDrawer }
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}
