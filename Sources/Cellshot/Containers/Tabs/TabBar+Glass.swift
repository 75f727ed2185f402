// iOS 26's tab bar (`InterfaceLook.ios26`): a glass capsule floating over the content, 62
// points tall, 21 points from the screen's sides and bottom (360 x 62 on a 402-point iPhone
// 16 Pro); the chosen tab in a grey capsule 54 points tall, 4 points inside the bar, in the
// accent colour; the others near-black. The first and last tabs' centres are 4 + 47.5 points
// in from the bar's ends, the rest evenly between. All measured on public iOS 26 simulator
// screenshots (docs/research-ios26-look.md, "Tab bar"); a third party's re-implementation uses
// the same 62 and 21.

/// The floating glass tab bar; nothing when the chosen tab hid it.
struct GlassTabBar: PrimitiveView {
  let tabs: [(traits: ViewTraits, view: AnyView)]
  let chosen: Int
  let collector: TabBarCollector

  /// The bar's height, and its distance from the screen's sides and bottom.
  static let height: CGFloat = 62
  static let margin: CGFloat = 21
  /// How far inside the bar the chosen tab's capsule is, and its width with four tabs or more.
  static let indicatorInset: CGFloat = 4
  static let indicatorWidth: CGFloat = 95
  /// The chosen tab's capsule: (233,233,237) on the glass, measured; dark mode's a guess.
  static let indicatorFill = Color(light: Color(r: 233, g: 233, b: 237),
                                   dark: Color(r: 255, g: 255, b: 255, opacity: 0.14))

  /// Where tab `k` of `count` is centred across a bar `width` wide, and the width of its slot
  /// (the chosen tab's capsule): 95 points, or an equal share of the bar when fewer tabs leave
  /// more room (a guess: only four tabs were measured).
  static func slots(count: Int, width: CGFloat) -> (width: CGFloat, centres: [CGFloat]) {
    guard count > 0 else { return (0, []) }
    let inner = max(0, width - 2 * indicatorInset)
    let slot = min(inner, max(indicatorWidth, inner / CGFloat(count)))
    let first = indicatorInset + slot / 2, last = width - indicatorInset - slot / 2
    let centres = (0..<count).map { k in
      count == 1 ? width / 2 : first + (last - first) * CGFloat(k) / CGFloat(count - 1)
    }
    return (slot, centres)
  }

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let look = collector.look
    guard !look.isHidden else { return [] }
    let env = look.tabBarEnvironment(environment)
    let tint = env.explicitTint ?? env.tint
    // `Tab(role: .search)`: its own glass circle after the capsule (`GlassSearchTab`).
    if let search = self.tabs.lastIndex(where: { $0.traits.isSearchTab }), self.tabs.count > 1 {
      var others = self.tabs
      others.remove(at: search)
      let picked = self.chosen
      let capsule = GlassTabBar(tabs: others, chosen: picked == search ? others.count
                                  : picked - (picked > search ? 1 : 0),
                                collector: collector)
      let circle = GlassSearchTab(isChosen: picked == search, tint: tint, look: look)
      let row = HStack(spacing: GlassSearchTab.gap) {
        capsule
        circle
      }
      return resolve(row, builder, env)
    }
    let tabs = self.tabs, chosen = self.chosen
    let inset = Self.indicatorInset
    let bar = GeometryReader { g in
      let (slot, centres) = Self.slots(count: tabs.count, width: g.size.width)
      ZStack(alignment: .topLeading) {
        GlassTabBarBackground(look: look)
        if chosen < tabs.count {
          Capsule().fill(Self.indicatorFill)
            .frame(width: slot, height: Self.height - 2 * inset)
            .offset(x: centres[chosen] - slot / 2, y: inset)
        }
        ForEach(0..<tabs.count, id: \.self) { k in
          // iOS draws tab items' symbols in their filled variant.
          TabBarItem(label: tabs[k].traits.tabItem?() ?? AnyView(EmptyView()),
                     badge: tabs[k].traits.badge, glass: true)
            .symbolVariant(.fill)
            .foregroundColor(k == chosen ? tint : .onGlass)
            .accessibilityRole(.tab(index: k + 1, count: tabs.count, selected: k == chosen))
            .frame(width: slot, height: Self.height - 2 * inset, alignment: .top)
            .offset(x: centres[k] - slot / 2, y: inset)
        }
      }
      .frame(width: g.size.width, height: Self.height, alignment: .topLeading)
    }
    .frame(height: Self.height)
    return resolve(bar, builder, env)
  }
}

/// The glass behind the tab bar, or the background the app asked for, in the bar's shape.
struct GlassTabBarBackground<S: Shape>: View {
  let look: BarLook
  var shape: S

  var body: some View {
    if look.backgroundVisibility == .hidden {
      Color.clear
    } else if let style = look.background {
      shape.fill(style)
    } else {
      LiquidGlass(shape: shape)
    }
  }
}

extension GlassTabBarBackground where S == Capsule {
  init(look: BarLook) {
    self.init(look: look, shape: Capsule())
  }
}

extension TabView {
  /// iOS 26's screen of tabs: the chosen tab's content, with the glass bar (and the accessory
  /// over it) floating over its bottom, 21 points from the screen's bottom edge; the content
  /// laid out above the bar, scroll views running on under it (`FloatingBarRule`).
  func glassBody(_ tabs: [(traits: ViewTraits, view: AnyView)], chosen: Int,
                 collector: TabBarCollector, accessory: AnyView?) -> some View {
    FloatingBar(
      content: (tabs.isEmpty ? AnyView(EmptyView()) : tabs[chosen].view)
        .frame(maxWidth: .infinity, maxHeight: .infinity),
      // Made after the content, which may have hidden the bar or changed its look.
      bar: GlassTabBarArea(tabs: tabs, chosen: chosen, collector: collector,
                           accessory: accessory))
  }
}

/// The glass bar 21 points from the sides and bottom, the accessory over it; nothing when the
/// chosen tab hid the bar.
struct GlassTabBarArea: PrimitiveView {
  let tabs: [(traits: ViewTraits, view: AnyView)]
  let chosen: Int
  let collector: TabBarCollector
  let accessory: AnyView?

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    guard !collector.look.isHidden else { return [] }
    let area = VStack(spacing: 0) {
      if let accessory {
        TabViewAccessory(content: accessory, margin: GlassTabBar.margin)
      }
      GlassTabBar(tabs: tabs, chosen: chosen, collector: collector)
        .padding(.horizontal, GlassTabBar.margin)
      Color.clear.frame(height: GlassTabBar.margin)
    }
    return resolve(area, builder, environment)
  }
}

extension GlassTabBar {
  /// The icon's frame's top below the chosen tab's capsule's top (its glyph's top, 2 points
  /// lower, 13.7 below the bar's; the title's baseline then 48.5 below it), and the space
  /// between the icon's frame and the title's.
  static let itemTop: CGFloat = 8
  static let itemSpacing: CGFloat = 2
}

/// iOS 26's search tab (`Tab(role: .search)`): a glass circle as tall as the bar after it,
/// the capsule shortened to make room; its magnifying glass in the accent when chosen. A third
/// party describes it; its size and the gap are guesses (the bar's height, 10 points).
struct GlassSearchTab: View {
  let isChosen: Bool
  let tint: Color
  let look: BarLook

  static let gap: CGFloat = 10

  var body: some View {
    ZStack {
      GlassTabBarBackground(look: look, shape: Circle())
      if isChosen {
        Circle().fill(GlassTabBar.indicatorFill).padding(GlassTabBar.indicatorInset)
      }
      Image(systemName: "magnifyingglass")
        .font(.system(size: 22, weight: .medium))
        .foregroundColor(isChosen ? tint : .onGlass)
    }
    .frame(width: GlassTabBar.height, height: GlassTabBar.height)
  }
}
