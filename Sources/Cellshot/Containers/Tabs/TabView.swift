// A tab view: the chosen tab's content over the tab bar (49 points: each tab's icon over its
// title, the chosen one in the tint colour, badges at the icons' corners), or pages with their
// dots. Tabs are views with `.tabItem` (iOS 13), or iOS 18's `Tab`s (`TabContent.swift`). The
// chosen tab's content may hide the bar or change its background (`.toolbar(_:for: .tabBar)`):
// it is resolved before the bar is.

/// Tabs, each with its item in the bar at the bottom; the chosen one's content above.
public struct TabView<SelectionValue: Hashable, Content: View>: PrimitiveView {
  let selection: SelectionValue?
  let content: Content

  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection?.wrappedValue
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let tabs = (content as? any TabContentView)?.tabs(builder, environment)
      ?? tabItems(content, ContentScope(builder: builder, environment: environment))
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
      env.tabBarPlacement = .pageIndicator
      let ids = resolve(paged, builder, env)
      builder.rename(ids, to: "TabView")
      return ids
    }
    let collector = TabBarCollector()
    let accessory = environment.tabViewAccessory
    let margin = ListBuilder.cardMargin(environment.screenSize.width)
    // The bar is made after the content, which may have hidden it or changed its look.
    // iOS 26's glass bar floats over the content (`TabBar+Glass.swift`).
    let body = environment.interfaceLook.isGlass
      ? AnyView(glassBody(tabs, chosen: chosen, collector: collector, accessory: accessory))
      : AnyView(ContentOverBar(
        content: (tabs.isEmpty ? AnyView(EmptyView()) : tabs[chosen].view)
          .frame(maxWidth: .infinity, maxHeight: .infinity),
        bar: VStack(spacing: 0) {
          if let accessory { TabViewAccessory(content: accessory, margin: margin) }
          TabBar(tabs: tabs, chosen: chosen, collector: collector)
        }))
    var env = environment
    env.stackAxis = nil
    env.tabBar = collector
    env.tabViewAccessory = nil
    env.tabBarPlacement = .bottomBar
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

extension TabView {
  /// iOS 18's tabs (`Tab`, `TabSection`), the one whose value `selection` holds chosen.
  public init<C: TabContent>(selection: Binding<SelectionValue>,
                             @TabContentBuilder<SelectionValue> content: () -> C)
  where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.selection = selection.wrappedValue
    self.content = TabContentBuilder<SelectionValue>.Content(content: content())
  }

  /// iOS 18's tabs with no selection: the first one chosen.
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
    selection = nil
    self.content = TabContentBuilder<Never>.Content(content: content())
  }
}

/// What the chosen tab's content says of the tab bar (`.toolbar(.hidden, for: .tabBar)`,
/// `.toolbarBackground(_:for: .tabBar)`), read when the bar is made.
final class TabBarCollector {
  var look = BarLook()
}

/// The tab bar: each tab's item, the chosen one in the tint colour, on the bar's material with
/// a hairline at its top; nothing when the chosen tab hid it.
struct TabBar: PrimitiveView {
  let tabs: [(traits: ViewTraits, view: AnyView)]
  let chosen: Int
  let collector: TabBarCollector

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let look = collector.look
    guard !look.isHidden else { return [] }
    let env = look.tabBarEnvironment(environment)
    let tint = env.explicitTint ?? env.tint
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
          .accessibilityRole(.tab(index: k + 1, count: tabs.count, selected: k == chosen))
      }
    }
    .frame(height: 49, alignment: .top)
    .modifier(TabBarBackground(look: look))
    return resolve(bar, builder, env)
  }
}

extension BarLook {
  /// The environment a tab bar of this look is drawn in: no tab bar below it, and the look's
  /// colour scheme (`.toolbarColorScheme(_:for: .tabBar)`).
  func tabBarEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
    var env = environment
    env.tabBar = nil
    if let scheme = colorScheme { env.colorScheme = scheme }
    return env
  }
}

/// The tab bar's material, reaching down under the home indicator, and its hairline (where
/// content runs under the bar, unless `.toolbarBackground(.visible, for: .tabBar)`); or the
/// background the app asked for.
struct TabBarBackground: ViewModifier {
  let look: BarLook

  func body(content: Content) -> some View {
    let style = look.background ?? AnyShapeStyle(BarBackground.material)
    if look.backgroundVisibility == .hidden {
      content
    } else if look.backgroundVisibility == .visible {
      content
        .background(style)
        .overlay(BarBackground.hairline.frame(height: 0.33), alignment: .top)
    } else {
      // iOS 15's scroll-edge appearance: the background and hairline only over content
      // scrolled under the bar (`ContentOverBarRule.swift`); a style the app set too.
      content.background(BarBackdrop(content: style.fillView.ignoresSafeArea()
        .overlay(BarBackground.hairline.frame(height: 0.33), alignment: .top)))
    }
  }
}

/// The tabs of a TabView's content, with their traits (`.tabItem`, `.tag`, `.badge`): found
/// through groups, `ForEach` (whose ids tag its tabs), `if`, and (given a scope) views of the
/// app's own (`ContainerContent.swift`).
@MainActor
func tabItems<Content: View>(_ content: Content, _ scope: ContentScope?)
  -> [(traits: ViewTraits, view: AnyView)]
{
  if let each = content as? any TaggedItems {
    return each.taggedItems(scope).map { (traits(of: $0.view).with(tag: $0.tag), $0.view) }
  }
  if let views = viewsInside(content, scope) { return views.flatMap { tabItems($0, scope) } }
  return [(traits(of: content), AnyView(content))]
}

extension ViewTraits {
  func with(tag: AnyHashable?) -> ViewTraits {
    var copy = self
    if copy.tag == nil { copy.tag = tag }
    return copy
  }
}

/// One item of the tab bar: the icon (25 points) over the title (10 points, medium), and the
/// badge at the icon's top trailing corner. On iOS 26's glass bar (`glass`), the title is
/// semibold (a guess: medium to semibold by eye) and the icon's top 13.7 points below the
/// bar's top, the title's baseline 48.5 (measured).
struct TabBarItem: PrimitiveView {
  let label: AnyView
  let badge: String?
  var glass = false

  /// The icon's top below the item's top: 4 points; 8 in the glass bar (`GlassTabBar.itemTop`).
  var top: CGFloat { glass ? GlassTabBar.itemTop : 4 }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.isTabItem = true
    env.font = .system(size: 10, weight: glass ? .semibold : .medium)
    let item = VStack(spacing: glass ? GlassTabBar.itemSpacing : 2) { label }
      .padding(.top, top)
      .overlay(badge.map { text in
        // A badge of several characters ("New", "12") stays on one line, wider than the item
        // if it must.
        let line = text.count > 1 ? AnyView(Text(text).fixedSize()) : AnyView(Text(text))
        return AnyView(line.font(.system(size: 13)).foregroundColor(.white)
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
  public func badge(_ label: Text?) -> some View {
    let text = label?.string
    return TraitModifier(content: self) { $0.badge = text }
  }

  public func badge(_ key: LocalizedStringKey?) -> some View {
    let text = key?.text
    return TraitModifier(content: self) { $0.badge = text }
  }

  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    let text = label.map { String($0) }
    return TraitModifier(content: self) { $0.badge = text }
  }

  /// How prominent the badges below are: accepted (an iPhone's list rows and tab items draw
  /// their badges alike whatever it is).
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    environment(\.badgeProminence, prominence)
  }
}

/// How prominent a badge is.
public struct BadgeProminence: Hashable, Sendable {
  let level: Int
  public static let decreased = BadgeProminence(level: 0)
  public static let standard = BadgeProminence(level: 1)
  public static let increased = BadgeProminence(level: 2)
}

extension EnvironmentValues {
  /// `.badgeProminence(_:)` of the views below.
  public var badgeProminence: BadgeProminence {
    get { self[extra: "badgeProminence", default: .standard] }
    set { self[extra: "badgeProminence", default: .standard] = newValue }
  }
}
