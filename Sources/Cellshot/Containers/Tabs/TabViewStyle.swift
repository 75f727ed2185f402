// The styles of a tab view: a tab bar (the default, and iOS 18's tab-bar-only and
// sidebar-adaptable styles, a tab bar on an iPhone) or pages swiped one to the next, with their
// dots (`.indexViewStyle`).

// MARK: - Tab view styles

/// A style of tab view: a tab bar (the default), or pages swiped one to the next.
public protocol TabViewStyle {}

/// A built-in tab view style and how it draws.
protocol BuiltInTabViewStyle: TabViewStyle {
  var page: PageTabViewStyle? { get }
}

/// The platform's default: a tab bar at the bottom.
public struct DefaultTabViewStyle: BuiltInTabViewStyle, Sendable {
  public init() {}
  var page: PageTabViewStyle? { nil }
}

/// A tab bar, never a sidebar (iOS 18).
public struct TabBarOnlyTabViewStyle: BuiltInTabViewStyle, Sendable {
  public init() {}
  var page: PageTabViewStyle? { nil }
}

/// A tab bar that becomes a sidebar on an iPad (iOS 18): a tab bar on an iPhone.
public struct SidebarAdaptableTabViewStyle: BuiltInTabViewStyle, Sendable {
  public init() {}
  var page: PageTabViewStyle? { nil }
}

/// Pages: the chosen tab's content filling the view, and a row of dots for the pages.
public struct PageTabViewStyle: BuiltInTabViewStyle, Sendable, Hashable {
  /// Whether the dots show.
  public struct IndexDisplayMode: Sendable, Hashable {
    let shown: Bool
    public static let automatic = IndexDisplayMode(shown: true)
    public static let always = IndexDisplayMode(shown: true)
    public static let never = IndexDisplayMode(shown: false)
  }

  let indexDisplayMode: IndexDisplayMode
  public init(indexDisplayMode: IndexDisplayMode = .automatic) {
    self.indexDisplayMode = indexDisplayMode
  }
  var page: PageTabViewStyle? { self }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle {
    SidebarAdaptableTabViewStyle()
  }
}

extension TabViewStyle where Self == PageTabViewStyle {
  public static var page: PageTabViewStyle { PageTabViewStyle() }
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode)
    -> PageTabViewStyle
  {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

// MARK: - Index view styles

/// A style of page index: the dots of a paged tab view.
public protocol IndexViewStyle {}

/// The dots, on a background when asked (`.page(backgroundDisplayMode: .always)`).
public struct PageIndexViewStyle: IndexViewStyle, Sendable {
  /// Whether the dots have a translucent capsule behind them.
  public struct BackgroundDisplayMode: Sendable, Hashable {
    let shown: Bool
    public static let automatic = BackgroundDisplayMode(shown: false)
    public static let interactive = BackgroundDisplayMode(shown: false)
    public static let always = BackgroundDisplayMode(shown: true)
    public static let never = BackgroundDisplayMode(shown: false)
  }

  let backgroundDisplayMode: BackgroundDisplayMode
  public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) {
    self.backgroundDisplayMode = backgroundDisplayMode
  }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
  public static var page: PageIndexViewStyle { PageIndexViewStyle() }
  public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode)
    -> PageIndexViewStyle
  {
    PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
  }
}

extension View {
  /// The style of the tab views below: a tab bar, or pages.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.pageTabStyle = (style as? any BuiltInTabViewStyle)?.page
    }
  }

  /// The style of the page dots below.
  public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.pageIndexBackground = (style as? PageIndexViewStyle)?.backgroundDisplayMode.shown ?? false
    }
  }
}

/// A paged tab view's dots: 8 points each, 8 apart, the current one opaque.
struct PageDots: View {
  let count: Int
  let current: Int
  let background: Bool

  var body: some View {
    HStack(spacing: 8) {
      ForEach(0..<count, id: \.self) { k in
        Circle().fill(Color.white.opacity(k == current ? 1 : 0.35)).frame(width: 8, height: 8)
      }
    }
    .padding(.horizontal, 8)
    .padding(.vertical, 6)
    .background(background ? AnyView(Capsule().fill(Color.black.opacity(0.25)))
                           : AnyView(EmptyView()))
  }
}
