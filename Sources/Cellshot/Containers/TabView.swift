/// Tabs, each with its `.tabItem` in the bar at the bottom; the chosen one's content above.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
  let selection: SelectionValue?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection?.wrappedValue
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tabs = tabItems(content)
    let chosen = selection.flatMap { value in
      tabs.firstIndex { $0.traits.tag == AnyHashable(value) }
    } ?? 0
    if let page = environment.pageTabStyle {
      // pages: the chosen one filling the view, its dots over its bottom
      let paged = ZStack(alignment: .bottom) {
        (tabs.isEmpty ? AnyView(EmptyView()) : tabs[chosen].view)
          .frame(maxWidth: .infinity, maxHeight: .infinity)
        if page.indexDisplayMode.shown && tabs.count > 1 {
          PageDots(count: tabs.count, current: chosen,
                   background: environment.pageIndexBackground)
            .padding(.bottom, 12)
        }
      }
      var env = environment
      env.stackAxis = nil
      env.pageTabStyle = nil
      let ids = resolve(paged, builder, env)
      builder.rename(ids, to: "TabView")
      return ids
    }
    let tint = environment.explicitTint ?? environment.tint
    let unselected = Color(light: Color(r: 153, g: 153, b: 153),
                           dark: Color(r: 128, g: 128, b: 128))
    let bar = HStack(spacing: 0) {
      ForEach(0..<tabs.count, id: \.self) { k in
        // iOS draws tab items' symbols in their filled variant.
        TabBarItem(label: tabs[k].traits.tabItem?() ?? AnyView(EmptyView()),
                   badge: tabs[k].traits.badge)
          .symbolVariant(.fill)
          .foregroundColor(k == chosen ? tint : unselected)
          .frame(maxWidth: .infinity)
      }
    }
    .frame(height: 49, alignment: .top)
    // The bar's material reaches down under the home indicator.
    .background(Color(light: Color(r: 249, g: 249, b: 249), dark: Color(r: 22, g: 22, b: 22)))
    .overlay(Color(light: Color.black.opacity(0.3), dark: Color.white.opacity(0.15))
               .frame(height: 0.33), alignment: .top)
    let body = VStack(spacing: 0) {
      (tabs.isEmpty ? AnyView(EmptyView()) : tabs[chosen].view)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      bar
    }
    var env = environment
    env.stackAxis = nil
    let ids = resolve(body, builder, env)
    builder.rename(ids, to: "TabView")
    return ids
  }
}

extension TabView where SelectionValue == Int {
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// The tabs of a TabView's content, with their traits.
@MainActor
func tabItems<Content: View>(_ content: Content) -> [(traits: ViewTraits, view: AnyView)] {
  if let tuple = content as? TupleView {
    return tuple.items.flatMap { item -> [(traits: ViewTraits, view: AnyView)] in
      if let nested = item.taggedItems { return nested().map { (item.traits, $0.view) } }
      return [(item.traits, item)]
    }
  }
  if let each = content as? any TaggedItems {
    return each.taggedItems.map { (traits: $0.view.traits.with(tag: $0.tag), view: $0.view) }
  }
  let view = AnyView(content)
  return [(view.traits, view)]
}

extension ViewTraits {
  func with(tag: AnyHashable?) -> ViewTraits {
    var copy = self
    if copy.tag == nil { copy.tag = tag }
    return copy
  }
}

/// One item of the tab bar: the icon (25 points) over the title (10 points, medium), and the
/// badge at the icon's top trailing corner.
struct TabBarItem: PrimitiveView {
  let label: AnyView
  let badge: String?

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.isTabItem = true
    env.font = .system(size: 10, weight: .medium)
    let item = VStack(spacing: 2) { label }
      .padding(.top, 4)
      .overlay(badge.map { text in
        AnyView(Text(text).font(.system(size: 13)).foregroundColor(.white)
          .padding(.horizontal, 5)
          .frame(minWidth: 18, minHeight: 18)
          .background(Capsule().fill(Color.red))
          .offset(x: 14, y: 1))
      } ?? AnyView(EmptyView()), alignment: .top)
    return resolve(item, builder, env)
  }
}

extension View {
  /// The item that stands for this tab in the tab bar: a `Label`, or an image and a text.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    let item = AnyView(label())
    return TraitModifier(content: self) { $0.tabItem = { item } }
  }

  /// A count on the view's tab item (nothing for 0).
  public func badge(_ count: Int) -> some View {
    TraitModifier(content: self) { $0.badge = count == 0 ? nil : String(count) }
  }

  /// A text on the view's tab item (nothing for nil).
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    let text = label.map { String($0) }
    return TraitModifier(content: self) { $0.badge = text }
  }
}

// MARK: - Tab (iOS 18)

/// The label a tab gets from its title and image.
public typealias DefaultTabLabel = Label<Text, Image>

/// What a tab is for: `.search` (a magnifying glass, titled Search, when it has no title).
public struct TabRole: Hashable, Sendable {
  let name: String
  public static var search: TabRole { TabRole(name: "search") }
}

/// A tab of a `TabView`, as iOS 18 writes them: its content, its item in the tab bar (title
/// and image) and the value that selects it.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, TraitCarrying {
  let value: Value?
  let content: Content
  let label: Label
  let role: TabRole?

  public typealias TabValue = Value

  init(value: Value?, role: TabRole?, content: Content, label: Label) {
    self.value = value
    self.role = role
    self.content = content
    self.label = label
  }

  public var body: some View {
    let item = AnyView(label)
    return TraitModifier(content: content) { traits in
      traits.tabItem = { item }
      if let value { traits.tag = AnyHashable(value) }
    }
  }

  var viewTraits: ViewTraits { traits(of: body) }

  // with a value
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, role: nil, content: content(), label: label())
  }

  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.init(value: value, role: role, content: content(), label: label())
  }

  public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
    self.init(value: value, role: nil, content: content(), label: EmptyView())
  }
}

extension Tab where Label == DefaultTabLabel {
  /// The label of a tab with only a role: the search tab's magnifying glass.
  static func roleLabel(_ role: TabRole?) -> DefaultTabLabel {
    DefaultTabLabel("Search", systemImage: "magnifyingglass")
  }

  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(), label: Self.roleLabel(role))
  }

  public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value,
              role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(),
              label: DefaultTabLabel(titleKey, systemImage: systemImage))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value,
                                 role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(),
              label: DefaultTabLabel(title, systemImage: systemImage))
  }

  public init(_ titleKey: LocalizedStringKey, image: String, value: Value,
              role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(),
              label: DefaultTabLabel(titleKey, image: image))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, value: Value,
                                 role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    self.init(value: value, role: role, content: content(),
              label: DefaultTabLabel(title, image: image))
  }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab that no selection names: the title and image in the bar.
  public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil,
              @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(),
              label: DefaultTabLabel(titleKey, systemImage: systemImage))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil,
                                 @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(),
              label: DefaultTabLabel(title, systemImage: systemImage))
  }

  public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil,
              @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(),
              label: DefaultTabLabel(titleKey, image: image))
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil,
                                 @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(),
              label: DefaultTabLabel(title, image: image))
  }

  /// A tab with only a role (`Tab(role: .search) { ... }`).
  public init(role: TabRole, @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(), label: Self.roleLabel(role))
  }
}

/// Tabs under a header, in a sidebar; on an iPhone's tab bar, its tabs one by one.
public struct TabSection<Header: View, Content: View>: View {
  let content: Content
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.content = content()
  }
  public var body: some View { Group { content } }
}

extension TabSection where Header == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension TabSection where Header == EmptyView {
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

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
