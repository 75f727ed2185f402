// iOS 18's tabs: `Tab` (a tab's content, its item in the bar and the value that selects it)
// and `TabSection` (tabs under a header in an iPad's sidebar; its tabs one by one in an
// iPhone's tab bar).

/// The label a tab gets from its title and image.
public typealias DefaultTabLabel = Label<Text, Image>

/// What a tab is for: `.search` (a magnifying glass, titled Search, when it has no title).
public struct TabRole: Hashable, Sendable {
  let name: String
  public static var search: TabRole { TabRole(name: "search") }
}

/// A tab of a `TabView`, as iOS 18 writes them: its content, its item in the tab bar (title
/// and image) and the value that selects it.
@MainActor
public struct Tab<Value, Content, Label> {
  let value: Value?
  let content: Content
  let label: Label
  let role: TabRole?

  init(value: Value?, role: TabRole?, content: Content, label: Label) {
    self.value = value
    self.role = role
    self.content = content
    self.label = label
  }
}

extension Tab: TabContent where Value: Hashable, Content: View, Label: View {
  public typealias TabValue = Value

  public var body: Tab<Value, Content, Label> { self }

  public func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                        _ environment: EnvironmentValues) {
    var traits = ViewTraits()
    let item = AnyView(label)
    traits.tabItem = { item }
    if let value { traits.tag = AnyHashable(value) }
    if role == .search { traits.isSearchTab = true }
    list.tabs.append(TabEntry(traits: traits, view: AnyView(content)))
  }

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
    role == .search ? DefaultTabLabel("Search", systemImage: "magnifyingglass")
      : DefaultTabLabel(title: { Text("") }, icon: { Image(systemName: "") })
  }
}

extension Tab where Value: Hashable, Content: View, Label == DefaultTabLabel {
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

extension Tab where Value == Never, Content: View, Label: View {
  /// A tab that no selection names, with a label of its own.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, role: nil, content: content(), label: label())
  }

  public init(role: TabRole?, @ViewBuilder content: () -> Content,
              @ViewBuilder label: () -> Label) {
    self.init(value: nil, role: role, content: content(), label: label())
  }

  /// A tab with no item in the bar.
  public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
    self.init(value: nil, role: nil, content: content(), label: EmptyView())
  }
}

extension Tab where Value == Never, Content: View, Label == DefaultTabLabel {
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
  public init(role: TabRole?, @ViewBuilder content: () -> Content) {
    self.init(value: nil, role: role, content: content(), label: Self.roleLabel(role))
  }
}

/// Tabs under a header, in an iPad's sidebar; on an iPhone's tab bar, its tabs one by one.
@MainActor
public struct TabSection<Header, Content, Footer, SelectionValue> {
  let content: Content
}

extension TabSection: TabContent
where Header: View, Content: TabContent, Footer: View, SelectionValue == Content.TabValue {
  public typealias TabValue = Content.TabValue

  public var body: TabSection<Header, Content, Footer, SelectionValue> { self }

  public func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                        _ environment: EnvironmentValues) {
    content._makeTabs(into: &list, builder, environment)
  }
}

extension TabSection where Content: TabContent, SelectionValue: Hashable {
  public init(@TabContentBuilder<SelectionValue> content: () -> Content,
              @ViewBuilder header: () -> Header)
  where Header: View, Footer == EmptyView {
    self.content = content()
  }

  public init(@TabContentBuilder<SelectionValue> content: () -> Content)
  where Header == EmptyView, Footer == EmptyView {
    self.content = content()
  }

  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S,
                                 @TabContentBuilder<SelectionValue> content: () -> Content)
  where Header == Text, Footer == EmptyView {
    self.content = content()
  }

  public init(_ titleKey: LocalizedStringKey,
              @TabContentBuilder<SelectionValue> content: () -> Content)
  where Header == Text, Footer == EmptyView {
    self.content = content()
  }

  @_disfavoredOverload
  public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content,
                           @ViewBuilder header: () -> Header)
  where Header: View, Footer == EmptyView, SelectionValue == V? {
    self.content = content()
  }

  @_disfavoredOverload
  public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content)
  where Header == EmptyView, Footer == EmptyView, SelectionValue == V? {
    self.content = content()
  }

  @_disfavoredOverload
  public init<V: Hashable, S: StringProtocol>(_ title: S,
                                              @TabContentBuilder<V?> content: () -> Content)
  where Header == Text, Footer == EmptyView, SelectionValue == V? {
    self.content = content()
  }

  @_disfavoredOverload
  public init<V: Hashable>(_ titleKey: LocalizedStringKey,
                           @TabContentBuilder<V?> content: () -> Content)
  where Header == Text, Footer == EmptyView, SelectionValue == V? {
    self.content = content()
  }
}
