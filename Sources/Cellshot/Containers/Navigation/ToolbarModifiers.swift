// The modifiers of a screen's bars: `.toolbar` (its items), `.toolbar(_:for:)` (whether a bar
// shows), `.toolbarBackground`, `.toolbarColorScheme`, `.toolbarTitleDisplayMode`,
// `.toolbarTitleMenu` and `.toolbarRole`. They say what the enclosing navigation view (or tab
// view, for `.tabBar`) draws; outside one they change nothing, as on iOS. What only an iPad or
// a Mac shows (a sidebar's toolbar, a window's toolbar labels) is accepted.

/// A bar that `.toolbar(_:for:)`, `.toolbarBackground` and `.toolbarColorScheme` change.
public struct ToolbarPlacement: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case automatic, navigationBar, bottomBar, tabBar }
  let kind: Kind

  /// The bar the context means: a screen's top bar, on an iPhone.
  public static var automatic: ToolbarPlacement { ToolbarPlacement(kind: .automatic) }
  /// The bar at the bottom of a navigation view's screen.
  public static var bottomBar: ToolbarPlacement { ToolbarPlacement(kind: .bottomBar) }
  /// A navigation view's top bar.
  public static var navigationBar: ToolbarPlacement { ToolbarPlacement(kind: .navigationBar) }
  /// A tab view's bar.
  public static var tabBar: ToolbarPlacement { ToolbarPlacement(kind: .tabBar) }
}

/// What a toolbar is for. On an iPhone, the editor role shows a back button without its title;
/// the others draw as the navigation stack's.
public struct ToolbarRole: Sendable {
  enum Kind: Sendable, Hashable { case automatic, navigationStack, browser, editor }
  let kind: Kind

  public static var automatic: ToolbarRole { ToolbarRole(kind: .automatic) }
  public static var navigationStack: ToolbarRole { ToolbarRole(kind: .navigationStack) }
  public static var browser: ToolbarRole { ToolbarRole(kind: .browser) }
  public static var editor: ToolbarRole { ToolbarRole(kind: .editor) }
}

/// How a screen's title shows in its bar.
public struct ToolbarTitleDisplayMode: Sendable {
  let mode: TitleMode

  /// The large title on a navigation view's first screen.
  public static var automatic: ToolbarTitleDisplayMode { .init(mode: .automatic) }
  /// The large title under the bar.
  public static var large: ToolbarTitleDisplayMode { .init(mode: .large) }
  /// The title in the bar, at its leading end, in a large bold font.
  public static var inlineLarge: ToolbarTitleDisplayMode { .init(mode: .inlineLarge) }
  /// The title in the bar's middle, in the headline font.
  public static var inline: ToolbarTitleDisplayMode { .init(mode: .inline) }
}

/// A toolbar of a container's own (iOS 18.4: a tab view's sidebar).
public struct ContentToolbarPlacement: Sendable, Hashable {
  let name: String
  /// The sidebar of a sidebar-adaptable tab view (iPad).
  public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")
}

/// How a window's toolbar labels its items (iPad, Mac).
public struct ToolbarLabelStyle: Sendable, Equatable {
  let name: String
  public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(name: "automatic") }
}

extension EnvironmentValues {
  /// The label style of the window's toolbar: nil on an iPhone, which has none.
  public var toolbarLabelStyle: ToolbarLabelStyle? {
    get { self[extra: "toolbarLabelStyle", default: nil] }
    set { self[extra: "toolbarLabelStyle", default: nil] = newValue }
  }
}

extension AppStorage where Value == ToolbarLabelStyle {
  public init(wrappedValue: Value = ToolbarLabelStyle.automatic, _ key: String,
              store: UserDefaults? = nil) {
    // not Codable: the declared style, as nothing else was ever stored under the key
    self.init(key: key, store: store, initial: wrappedValue, read: { _ in nil },
              write: { _, _ in })
  }
}

/// When a window's toolbar shows in full screen (iPad, Mac).
public struct WindowToolbarFullScreenVisibility: Sendable {
  let name: String
  public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
  public static let visible = WindowToolbarFullScreenVisibility(name: "visible")
  public static let onHover = WindowToolbarFullScreenVisibility(name: "onHover")
}

extension View {
  // MARK: Items

  /// Views for the trailing end of the enclosing navigation view's top bar.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let items = content()
    return NavigationModifier(content: self) { collector in
      let views = (items as? any TupleViewItems)?.items ?? [AnyView(items)]
      collector.toolbarItems += views.map {
        ToolbarEntry(kind: .view($0), placement: .automatic)
      }
    }
  }

  /// Items for the enclosing navigation view's bars, each where its placement says.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    ToolbarModifier(content: self, items: content())
  }

  /// Items the user may rearrange (on an iPad or a Mac): drawn as `toolbar(content:)` draws
  /// them.
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    ToolbarModifier(content: self, items: content())
  }

  /// Removes one of the system's items: `.title` takes the title (and subtitle) out of the
  /// bar; the sidebar's button (iPad, Mac) is accepted.
  public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
    NavigationModifier(content: self) { collector in
      if defaultItemKind?.name == "title" {
        collector.title = nil
        collector.subtitle = nil
      }
    }
  }

  /// A toolbar for a container's own place (a tab view's sidebar on an iPad): accepted, as an
  /// iPhone shows no sidebar.
  public func contentToolbar<Content: View>(
    for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content
  ) -> some View { self }

  public func contentToolbar<Content: ToolbarContent>(
    for placement: ContentToolbarPlacement, @ToolbarContentBuilder content: () -> Content
  ) -> some View { self }

  // MARK: The bars

  /// What the toolbar is for: `.editor` draws a pushed screen's back button without its title.
  public func toolbarRole(_ role: ToolbarRole) -> some View {
    NavigationModifier(content: self) { $0.role = role }
  }

  /// Shows or hides bars: a hidden top bar leaves the content under the status bar, a hidden
  /// tab bar leaves the tab's content the whole screen.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    BarsModifier(content: self, bars: bars) { $0.visibility = visibility }
  }

  /// The iOS 18 spelling of `toolbar(_:for:)`.
  public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    BarsModifier(content: self, bars: bars) { $0.visibility = visibility }
  }

  /// The style behind bars: drawn where the bar's background shows (the top bar's with
  /// `.toolbarBackground(.visible)`, the bottom and tab bars' always).
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    let style = AnyShapeStyle(style)
    return BarsModifier(content: self, bars: bars) { $0.background = style }
  }

  /// Whether bars draw their background: `.visible` puts it behind the top bar, whose
  /// background otherwise shows only when content scrolls under it; `.hidden` takes it away.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    BarsModifier(content: self, bars: bars) { $0.backgroundVisibility = visibility }
  }

  /// The iOS 18 spelling of `toolbarBackground(_ visibility:for:)`.
  public func toolbarBackgroundVisibility(_ visibility: Visibility,
                                          for bars: ToolbarPlacement...) -> some View {
    BarsModifier(content: self, bars: bars) { $0.backgroundVisibility = visibility }
  }

  /// The appearance of bars whose background shows: `.dark` draws their titles and items as
  /// in dark mode.
  public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...)
    -> some View
  {
    BarsModifier(content: self, bars: bars) { $0.colorScheme = colorScheme }
  }

  /// How the title shows: `.inline` as `navigationBarTitleDisplayMode(.inline)` draws it,
  /// `.large` and `.automatic` the large title, `.inlineLarge` in the bar at its leading end.
  public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
    NavigationModifier(content: self) { $0.titleMode = mode.mode }
  }

  /// A menu behind the title: a chevron beside the title shows there is one.
  public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
    NavigationModifier(content: self) { $0.hasTitleMenu = true }
  }

  /// When a window's toolbar shows in full screen (iPad, Mac): accepted.
  public func windowToolbarFullScreenVisibility(
    _ visibility: WindowToolbarFullScreenVisibility
  ) -> some View { self }
}

/// A view whose toolbar content adds items to the enclosing navigation view's bars.
struct ToolbarModifier<Content: View, Items: ToolbarContent>: PrimitiveView {
  let content: Content
  let items: Items

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let collector = environment.navigation {
      var list = _ToolbarItemList()
      items._makeToolbarItems(into: &list, builder, environment)
      collector.toolbarItems += list.entries
      if list.entries.contains(where: { if case .titleMenu = $0.kind { true } else { false } }) {
        collector.hasTitleMenu = true
      }
    }
    return resolve(content, builder, environment)
  }
}

/// A view that changes how bars look: a navigation view's top and bottom bars, and the
/// enclosing tab view's bar.
struct BarsModifier<Content: View>: PrimitiveView {
  let content: Content
  let bars: [ToolbarPlacement]
  let change: (inout BarLook) -> Void

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    environment.navigation?.updateBars(bars, change)
    if let tabBar = environment.tabBar, bars.contains(where: { $0.kind == .tabBar }) {
      change(&tabBar.look)
    }
    return resolve(content, builder, environment)
  }
}
