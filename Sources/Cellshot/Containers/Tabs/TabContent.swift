// iOS 18's tab content: what `TabView { Tab(...) ... }` is made of (`Tab`, `TabSection`,
// `ForEach` and `Group` of tabs, the app's own content made of them), the builder that puts it
// together, and its modifiers. Content resolves to a list of tabs, each with its item and
// content; the tab view draws them. Modifiers that change the bar (a badge, a hidden tab) draw;
// those for a sidebar, a context menu, drag and drop or accessibility are accepted.
import CoreTransferable

/// Tabs for a `TabView`, as SwiftUI's `TabContent`.
///
/// Content of the app's own has a `body` made of other tab content; `Tab`, `TabSection`,
/// `ForEach` and `Group` are primitives (their body is themselves).
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  associatedtype TabValue: Hashable where TabValue == Body.TabValue
  associatedtype Body: TabContent
  @TabContentBuilder<TabValue> var body: Body { get }

  /// Adds the content's tabs to `list`: a primitive adds its own, any other content resolves
  /// its body. Not for use outside Cellshot; content never implements it itself.
  func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                 _ environment: EnvironmentValues)
}

extension TabContent {
  public func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                        _ environment: EnvironmentValues) {
    guard builder.descend() else { return }
    defer { builder.depth -= 1 }
    builder.states.restore(self, environment)
    body._makeTabs(into: &list, builder, environment)
  }
}

/// The tabs tab content declares, in order. Not for use outside Cellshot.
public struct _TabList {
  var tabs: [TabEntry] = []
}

/// One tab: its item's traits (title and image, badge, the value that selects it) and its
/// content.
struct TabEntry {
  var traits: ViewTraits
  var view: AnyView
  /// Not in an iPhone's tab bar (`.hidden()`, `.tabPlacement(.sidebarOnly)`...).
  var isHidden = false
}

/// Views standing for tab content (what a tab view's `TabContentBuilder` makes).
@MainActor protocol TabContentView {
  func tabs(_ builder: NodeBuilder, _ environment: EnvironmentValues)
    -> [(traits: ViewTraits, view: AnyView)]
}

/// Builds tab content from closures, as SwiftUI's `@TabContentBuilder` does: sequences,
/// `if`/`else`, optionals and availability checks. `TabValue` is the type of value that
/// selects a tab.
@resultBuilder @MainActor @preconcurrency
public struct TabContentBuilder<TabValue: Hashable> {
  /// Tab content as a tab view holds it.
  public struct Content<C: TabContent>: PrimitiveView, TabContentView {
    let content: C

    init(content: C) { self.content = content }

    func tabs(_ builder: NodeBuilder, _ environment: EnvironmentValues)
      -> [(traits: ViewTraits, view: AnyView)]
    {
      var list = _TabList()
      content._makeTabs(into: &list, builder, environment)
      return list.tabs.filter { !$0.isHidden }.map { ($0.traits, $0.view) }
    }

    /// Outside a tab view: the first tab's content.
    public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues)
      -> [NodeID]
    {
      guard let first = tabs(builder, environment).first else { return [] }
      return resolve(first.view, builder, environment)
    }
  }

  public static func buildExpression<C: TabContent>(_ content: C) -> C
  where C.TabValue == TabValue { content }

  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue {
    content
  }

  public static func buildBlock<C0, C1>(
    _ c0: C0, _ c1: C1
  ) -> TupleTabContent<TabValue>
  where C0: TabContent, C1: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue {
    TupleTabContent(items: [c0, c1])
  }

  public static func buildBlock<C0, C1, C2>(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleTabContent<TabValue>
  where C0: TabContent, C1: TabContent, C2: TabContent, C0.TabValue == TabValue,
        C1.TabValue == TabValue, C2.TabValue == TabValue {
    TupleTabContent(items: [c0, c1, c2])
  }

  public static func buildBlock<C0, C1, C2, C3>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleTabContent<TabValue>
  where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C0.TabValue == TabValue,
        C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue {
    TupleTabContent(items: [c0, c1, c2, c3])
  }

  public static func buildBlock<C0, C1, C2, C3, C4>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleTabContent<TabValue>
  where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
        C3.TabValue == TabValue, C4.TabValue == TabValue {
    TupleTabContent(items: [c0, c1, c2, c3, c4])
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleTabContent<TabValue>
  where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
        C5: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
        C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue {
    TupleTabContent(items: [c0, c1, c2, c3, c4, c5])
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleTabContent<TabValue>
  where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
        C5: TabContent, C6: TabContent, C0.TabValue == TabValue, C1.TabValue == TabValue,
        C2.TabValue == TabValue, C3.TabValue == TabValue, C4.TabValue == TabValue,
        C5.TabValue == TabValue, C6.TabValue == TabValue {
    TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6])
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleTabContent<TabValue>
  where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
        C5: TabContent, C6: TabContent, C7: TabContent, C0.TabValue == TabValue,
        C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue,
        C7.TabValue == TabValue {
    TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6, c7])
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleTabContent<TabValue>
  where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
        C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C0.TabValue == TabValue,
        C1.TabValue == TabValue, C2.TabValue == TabValue, C3.TabValue == TabValue,
        C4.TabValue == TabValue, C5.TabValue == TabValue, C6.TabValue == TabValue,
        C7.TabValue == TabValue, C8.TabValue == TabValue {
    TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
  }

  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleTabContent<TabValue>
  where C0: TabContent, C1: TabContent, C2: TabContent, C3: TabContent, C4: TabContent,
        C5: TabContent, C6: TabContent, C7: TabContent, C8: TabContent, C9: TabContent,
        C0.TabValue == TabValue, C1.TabValue == TabValue, C2.TabValue == TabValue,
        C3.TabValue == TabValue, C4.TabValue == TabValue, C5.TabValue == TabValue,
        C6.TabValue == TabValue, C7.TabValue == TabValue, C8.TabValue == TabValue,
        C9.TabValue == TabValue {
    TupleTabContent(items: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
  }

  public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue {
    content
  }

  public static func buildEither<T: TabContent, F: TabContent>(first: T)
    -> ConditionalContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue
  {
    ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<T: TabContent, F: TabContent>(second: F)
    -> ConditionalContent<T, F> where T.TabValue == TabValue, F.TabValue == TabValue
  {
    ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<T: TabContent>(_ content: T)
    -> AnyTabContent<T.TabValue>
  {
    AnyTabContent(content)
  }
}

/// Several pieces of tab content in a row, as `@TabContentBuilder` makes them.
public struct TupleTabContent<TabValue: Hashable>: TabContent {
  let items: [any TabContent]

  public var body: TupleTabContent<TabValue> { self }

  public func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                        _ environment: EnvironmentValues) {
    for item in items { item._makeTabs(into: &list, builder, environment) }
  }
}

/// Any tab content whose tabs are selected by values of `SelectionValue`.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent {
  public typealias TabValue = SelectionValue
  let content: any TabContent

  public init<T: TabContent>(_ tabContent: T) where SelectionValue == T.TabValue {
    content = tabContent
  }

  public var body: AnyTabContent<SelectionValue> { self }

  public func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                        _ environment: EnvironmentValues) {
    content._makeTabs(into: &list, builder, environment)
  }
}

extension Optional: TabContent where Wrapped: TabContent {
  public typealias TabValue = Wrapped.TabValue

  public var body: Optional<Wrapped> { self }

  public func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                        _ environment: EnvironmentValues) {
    self?._makeTabs(into: &list, builder, environment)
  }
}

extension ConditionalContent: TabContent
where TrueContent: TabContent, FalseContent: TabContent,
      TrueContent.TabValue == FalseContent.TabValue {
  public typealias TabValue = TrueContent.TabValue

  public var body: ConditionalContent<TrueContent, FalseContent> { self }

  public func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                        _ environment: EnvironmentValues) {
    switch storage {
    case .trueContent(let content): content._makeTabs(into: &list, builder, environment)
    case .falseContent(let content): content._makeTabs(into: &list, builder, environment)
    }
  }
}

extension Group: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue
  public typealias Body = Group<Content>

  public init<V>(@TabContentBuilder<V> content: () -> Content) where V == Content.TabValue {
    self.content = content()
  }

  @_disfavoredOverload
  public init<V: Hashable>(@TabContentBuilder<V?> content: () -> Content)
  where Content.TabValue == V? {
    self.content = content()
  }

  public var body: Group<Content> { self }

  public func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                        _ environment: EnvironmentValues) {
    content._makeTabs(into: &list, builder, environment)
  }
}

extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue

  public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>,
                 @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
  where V == Content.TabValue {
    self.data = data
    self.content = content
    identity = { AnyHashable($0[keyPath: id]) }
  }

  @_disfavoredOverload
  public init<V: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                           @TabContentBuilder<V?> content: @escaping (Data.Element) -> Content)
  where Content.TabValue == V? {
    self.data = data
    self.content = content
    identity = { AnyHashable($0[keyPath: id]) }
  }

  public var body: ForEach<Data, ID, Content> { self }

  public func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                        _ environment: EnvironmentValues) {
    for element in data { content(element)._makeTabs(into: &list, builder, environment) }
  }
}

extension ForEach where ID == Data.Element.ID, Content: TabContent,
                        Data.Element: Identifiable {
  public init<V>(_ data: Data, @TabContentBuilder<V> content: @escaping (Data.Element) -> Content)
  where V == Content.TabValue {
    self.data = data
    self.content = content
    identity = { AnyHashable($0.id) }
  }

  @_disfavoredOverload
  public init<V: Hashable>(_ data: Data,
                           @TabContentBuilder<V?> content: @escaping (Data.Element) -> Content)
  where Content.TabValue == V? {
    self.data = data
    self.content = content
    identity = { AnyHashable($0.id) }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: TabContent {
  public init<V>(_ data: Range<Int>, @TabContentBuilder<V> content: @escaping (Int) -> Content)
  where V == Content.TabValue {
    self.data = data
    self.content = content
    identity = { AnyHashable($0) }
  }

  @_disfavoredOverload
  public init<V: Hashable>(_ data: Range<Int>,
                           @TabContentBuilder<V?> content: @escaping (Int) -> Content)
  where Content.TabValue == V? {
    self.data = data
    self.content = content
    identity = { AnyHashable($0) }
  }
}

// MARK: - Modifiers

/// Tab content with its tabs changed: a badge, hidden from the bar, or accepted.
struct ModifiedTabContent<Base: TabContent>: TabContent {
  typealias TabValue = Base.TabValue
  let base: Base
  let change: (inout TabEntry) -> Void

  var body: ModifiedTabContent<Base> { self }

  func _makeTabs(into list: inout _TabList, _ builder: NodeBuilder,
                 _ environment: EnvironmentValues) {
    var own = _TabList()
    base._makeTabs(into: &own, builder, environment)
    for var tab in own.tabs {
      change(&tab)
      list.tabs.append(tab)
    }
  }
}

extension TabContent {
  /// The tab content changed by `change`.
  func changingTabs(_ change: @escaping (inout TabEntry) -> Void)
    -> ModifiedTabContent<Self>
  {
    ModifiedTabContent(base: self, change: change)
  }

  /// The tab content as it is (for what a picture does not show).
  func accepted() -> ModifiedTabContent<Self> { changingTabs { _ in } }

  // Badges: drawn at the corner of the tab's icon.

  /// A count on the tab's item (nothing for 0).
  public func badge(_ count: Int) -> some TabContent<TabValue> {
    changingTabs { $0.traits.badge = count == 0 ? nil : String(count) }
  }

  /// A text on the tab's item (nothing for nil).
  public func badge(_ label: Text?) -> some TabContent<TabValue> {
    let text = label?.string
    return changingTabs { $0.traits.badge = text }
  }

  public func badge(_ key: LocalizedStringKey) -> some TabContent<TabValue> {
    let text = key.text
    return changingTabs { $0.traits.badge = text }
  }

  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S) -> some TabContent<TabValue> {
    let text = String(label)
    return changingTabs { $0.traits.badge = text }
  }

  // Where the tab shows: an iPhone has a tab bar and no sidebar.

  /// Hides the tab (it is not in the bar).
  public func hidden(_ hidden: Bool = true) -> some TabContent<TabValue> {
    changingTabs { if hidden { $0.isHidden = true } }
  }

  /// Whether the tab shows at first in the bar or the sidebar: hidden from the tab bar (or
  /// from every place), it is not drawn.
  public func defaultVisibility(_ visibility: Visibility,
                                for placements: AdaptableTabBarPlacement...)
    -> some TabContent<TabValue>
  {
    let inBar = placements.isEmpty
      || placements.contains { $0 == .tabBar || $0 == .automatic }
    return changingTabs { if visibility == .hidden && inBar { $0.isHidden = true } }
  }

  /// Where the tab goes in a sidebar-adaptable tab view: `.sidebarOnly` keeps it out of the
  /// tab bar.
  public func tabPlacement(_ placement: TabPlacement) -> some TabContent<TabValue> {
    changingTabs { if placement == .sidebarOnly { $0.isHidden = true } }
  }

  /// A disabled tab: accepted (drawn as the others).
  public func disabled(_ disabled: Bool) -> some TabContent<TabValue> { accepted() }

  // Accepted: customization (iPad), menus, drag and drop, accessibility.

  public func customizationID(_ id: String) -> some TabContent<TabValue> { accepted() }

  /// Whether a drag held over the tab opens it (nothing is dragged in a picture).
  public func springLoadingBehavior(_ behavior: SpringLoadingBehavior)
    -> some TabContent<TabValue> { accepted() }

  public func customizationBehavior(_ behavior: TabCustomizationBehavior,
                                    for placements: AdaptableTabBarPlacement...)
    -> some TabContent<TabValue> { accepted() }

  public func sectionActions<Content: View>(@ViewBuilder content: () -> Content)
    -> some TabContent<TabValue> { accepted() }

  public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M)
    -> some TabContent<TabValue> { accepted() }

  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing,
                                    allowsFullSwipe: Bool = true,
                                    @ViewBuilder content: () -> T)
    -> some TabContent<TabValue> { accepted() }

  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
  ) -> some TabContent<TabValue> { accepted() }

  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
    arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
  ) -> some TabContent<TabValue> { accepted() }

  public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T)
    -> some TabContent<TabValue> { accepted() }

  public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self,
                                               action: @escaping ([T]) -> Void)
    -> some TabContent<TabValue> { accepted() }

  public func accessibilityLabel(_ label: Text, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }
  public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }
  @_disfavoredOverload
  public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }

  public func accessibilityHint(_ hint: Text, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }
  public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }
  @_disfavoredOverload
  public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }

  public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }
  public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }
  @_disfavoredOverload
  public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }

  public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }

  public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }
  public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey],
                                       isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }
  @_disfavoredOverload
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S],
                                                          isEnabled: Bool = true)
    -> some TabContent<TabValue> { accepted() }
}
