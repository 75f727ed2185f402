// What a tab view lets its user change and where its tabs go on bigger screens (iOS 18): the
// user's customization (`TabViewCustomization`), the places of an adaptable tab bar, the iPad
// sidebar's header, footer and bottom bar. An iPhone shows a tab bar at the bottom and no
// sidebar, so these are accepted; the values keep what they are given. iOS 26's bottom
// accessory is drawn over the tab bar.

/// What the user changed in a tab view's sidebar or tab bar: which tabs show, and in what
/// order each section's tabs go.
public struct TabViewCustomization: Equatable, Sendable, Codable {
  var sidebarVisibilities: [String: Visibility] = [:]
  var tabBarVisibilities: [String: Visibility] = [:]
  var tabOrders: [String: [String]] = [:]

  public init() {}

  private enum CodingKeys: String, CodingKey { case sidebar, tabBar, order }

  public init(from decoder: any Decoder) throws {
    let values = try decoder.container(keyedBy: CodingKeys.self)
    func visibilities(_ key: CodingKeys) throws -> [String: Visibility] {
      try values.decode([String: String].self, forKey: key).compactMapValues(Visibility.init)
    }
    sidebarVisibilities = try visibilities(.sidebar)
    tabBarVisibilities = try visibilities(.tabBar)
    tabOrders = try values.decode([String: [String]].self, forKey: .order)
  }

  public func encode(to encoder: any Encoder) throws {
    var values = encoder.container(keyedBy: CodingKeys.self)
    try values.encode(sidebarVisibilities.mapValues(\.name), forKey: .sidebar)
    try values.encode(tabBarVisibilities.mapValues(\.name), forKey: .tabBar)
    try values.encode(tabOrders, forKey: .order)
  }

  /// One tab's customization.
  public struct TabCustomization {
    public var sidebarVisibility: Visibility
    public internal(set) var tabBarVisibility: Visibility
  }

  /// One section's customization.
  public struct SectionCustomization {
    public internal(set) var tabOrder: [String]?

    public mutating func resetTabOrder() { tabOrder = nil }
  }

  public subscript(tab id: String) -> TabCustomization {
    get {
      TabCustomization(sidebarVisibility: sidebarVisibilities[id] ?? .automatic,
                       tabBarVisibility: tabBarVisibilities[id] ?? .automatic)
    }
    set {
      sidebarVisibilities[id] = newValue.sidebarVisibility
      tabBarVisibilities[id] = newValue.tabBarVisibility
    }
  }

  public subscript(section id: String) -> SectionCustomization {
    get { SectionCustomization(tabOrder: tabOrders[id]) }
    set { tabOrders[id] = newValue.tabOrder }
  }

  public mutating func resetVisibility() {
    sidebarVisibilities = [:]
    tabBarVisibilities = [:]
  }

  public mutating func resetSectionOrder() { tabOrders = [:] }

  public subscript(sectionID id: String) -> [String]? { tabOrders[id] }

  public subscript(sidebarVisibility id: String) -> Visibility {
    get { sidebarVisibilities[id] ?? .automatic }
    set { sidebarVisibilities[id] = newValue }
  }

  public mutating func resetSectionOrder(for sectionID: String) { tabOrders[sectionID] = nil }
}

extension Visibility {
  /// The visibility's name, as a customization is saved.
  var name: String {
    switch self {
    case .automatic: "automatic"
    case .visible: "visible"
    case .hidden: "hidden"
    }
  }

  init?(_ name: String) {
    switch name {
    case "automatic": self = .automatic
    case "visible": self = .visible
    case "hidden": self = .hidden
    default: return nil
    }
  }
}

extension AppStorage where Value == TabViewCustomization {
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String,
              store: UserDefaults? = nil) {
    self.init(key: key, store: store, initial: wrappedValue,
              read: { $0.decoded(Value.self, forKey: key) },
              write: { $0.set(try? JSONEncoder().encode($1), forKey: key) })
  }
}

extension SceneStorage where Value == TabViewCustomization {
  public init(wrappedValue: Value = TabViewCustomization(), _ key: String,
              store: UserDefaults? = nil) {
    self.init(initial: wrappedValue)
  }
}

/// How the user may customize a tab.
public struct TabCustomizationBehavior: Equatable, Sendable {
  let name: String
  public static var automatic: TabCustomizationBehavior { .init(name: "automatic") }
  public static var reorderable: TabCustomizationBehavior { .init(name: "reorderable") }
  public static var disabled: TabCustomizationBehavior { .init(name: "disabled") }
}

/// Where a sidebar-adaptable tab view shows its tabs.
public struct AdaptableTabBarPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = AdaptableTabBarPlacement(name: "automatic")
  public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
  public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

/// Where a tab view's tabs are shown: at the bottom on an iPhone, dots for pages.
public struct TabBarPlacement: Hashable, Sendable {
  let name: String
  public static let topBar = TabBarPlacement(name: "topBar")
  public static let sidebar = TabBarPlacement(name: "sidebar")
  public static let bottomBar = TabBarPlacement(name: "bottomBar")
  public static let ornament = TabBarPlacement(name: "ornament")
  public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
}

/// Where one tab goes in a sidebar-adaptable tab view.
public struct TabPlacement: Hashable, Sendable {
  let name: String
  public static let automatic = TabPlacement(name: "automatic")
  /// Always in the tab bar, ahead of the others.
  public static let pinned = TabPlacement(name: "pinned")
  /// In the sidebar only: not in a tab bar.
  public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// How iOS 26's bottom accessory is shown: on its own row, or inline in a minimized tab bar.
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
  case inline
  case expanded
}

/// When iOS 26's tab bar shrinks as content scrolls.
public struct TabBarMinimizeBehavior: Hashable, Sendable {
  let name: String
  public static let automatic = TabBarMinimizeBehavior(name: "automatic")
  public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
  public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
  public static let never = TabBarMinimizeBehavior(name: "never")
}

extension EnvironmentValues {
  /// Where the enclosing tab view shows its tabs: the bottom bar on an iPhone, the page
  /// indicator for pages; nil outside a tab view.
  public var tabBarPlacement: TabBarPlacement? {
    get { self[extra: "tabBarPlacement", default: nil] }
    set { self[extra: "tabBarPlacement", default: nil] = newValue }
  }

  /// How the bottom accessory being made is shown (`.expanded` on its own row); nil outside
  /// one.
  public var tabViewBottomAccessoryPlacement: TabViewBottomAccessoryPlacement? {
    get { self[extra: "tabViewBottomAccessoryPlacement", default: nil] }
    set { self[extra: "tabViewBottomAccessoryPlacement", default: nil] = newValue }
  }
}

extension View {
  /// The user's customization of the tab view: accepted (an iPhone's tab bar is not
  /// customized).
  public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?)
    -> some View { self }

  /// Whether a sidebar-adaptable tab view starts as a tab bar or a sidebar: accepted (an
  /// iPhone has a tab bar).
  public func defaultAdaptableTabBarPlacement(
    _ defaultPlacement: AdaptableTabBarPlacement = .automatic
  ) -> some View { self }

  /// The sidebar's header, footer and bottom bar (iPad): accepted.
  public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content)
    -> some View { self }

  public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content)
    -> some View { self }

  public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content)
    -> some View { self }

  /// When iOS 26's tab bar shrinks as content scrolls: accepted (a picture does not scroll).
  public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> some View { self }

  /// iOS 26's accessory over the tab bar (a player's controls): its content on a capsule of
  /// the bars' material, 8 points over the bar, across the screen's margins.
  public func tabViewBottomAccessory<Content: View>(@ViewBuilder content: () -> Content)
    -> some View
  {
    TabViewAccessoryModifier(content: self, accessory: AnyView(content()))
  }
}

/// A tab view with iOS 26's bottom accessory.
struct TabViewAccessoryModifier<Content: View>: PrimitiveView {
  let content: Content
  let accessory: AnyView

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.tabViewAccessory = accessory
    return resolve(content, builder, env)
  }
}

extension EnvironmentValues {
  /// `.tabViewBottomAccessory`: drawn over the next tab view's bar.
  var tabViewAccessory: AnyView? {
    get { self[extra: "tabViewAccessory", default: nil] }
    set { self[extra: "tabViewAccessory", default: nil] = newValue }
  }
}

/// iOS 26's bottom accessory: its content, 48 points tall, on a capsule of the bars' material.
struct TabViewAccessory: View {
  let content: AnyView
  let margin: CGFloat

  var body: some View {
    content
      .environment(\.tabViewBottomAccessoryPlacement, .expanded)
      .frame(maxWidth: .infinity)
      .frame(height: 48)
      .background(Capsule().fill(BarBackground.material))
      .overlay(Capsule().stroke(BarBackground.hairline, lineWidth: 0.33))
      .padding(.horizontal, margin)
      .padding(.bottom, 8)
  }
}
