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
