// Search: `.searchable` in a navigation view draws the search field under the bar's title, as an
// iPhone shows it at rest (unfocused: its text or its prompt, no suggestions, no scopes, no
// tokens); the field itself is drawn by the bar (`NavigationBar.swift`). Outside a navigation
// view there is no bar, and nothing shows. What only a focused field shows (suggestions, scopes,
// completions, tokens, the toolbar's behaviour while searching) is accepted and draws nothing.
// Swipe actions and context menus, hidden at rest, are accepted here too.

/// What a screen's `.searchable` tells its navigation bar.
struct SearchFieldDeclaration {
  /// The text typed, shown in place of the prompt when it is not empty.
  var text: String
  /// The prompt; "Search" when the app gives none.
  var prompt: Text?
  var placement: SearchFieldPlacement
}

/// `.searchable`: inside a navigation view, it tells the screen's bar; on a navigation view
/// (or around one), the views inside carry it down to the first navigation view's bar.
struct SearchableModifier<Content: View>: PrimitiveView {
  let content: Content
  let field: SearchFieldDeclaration

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let collector = environment.navigation {
      collector.search = field
      return resolve(content, builder, environment)
    }
    var inner = environment
    inner.searchFieldAbove = field
    return resolve(content, builder, inner)
  }
}

extension EnvironmentValues {
  /// A `.searchable` outside any navigation view, for the next navigation view's bar.
  var searchFieldAbove: SearchFieldDeclaration? {
    get { self[extra: "searchFieldAbove", default: nil] }
    set { self[extra: "searchFieldAbove", default: nil] = newValue }
  }
}

extension View {
  /// A search field in the navigation bar of the screen, showing `text` or `prompt`.
  func searchField(_ text: Binding<String>, _ placement: SearchFieldPlacement,
                   _ prompt: Text?) -> some View {
    SearchableModifier(content: self, field: SearchFieldDeclaration(
      text: text.wrappedValue, prompt: prompt, placement: placement))
  }

  // MARK: text

  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                         prompt: Text? = nil) -> some View {
    searchField(text, placement, prompt)
  }
  public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic,
                         prompt: LocalizedStringKey) -> some View {
    searchField(text, placement, Text(prompt))
  }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>,
                                            placement: SearchFieldPlacement = .automatic,
                                            prompt: S) -> some View {
    searchField(text, placement, Text(prompt))
  }

  // MARK: text, presented

  public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                         placement: SearchFieldPlacement = .automatic,
                         prompt: Text? = nil) -> some View {
    searchField(text, placement, prompt)
  }
  public func searchable(text: Binding<String>, isPresented: Binding<Bool>,
                         placement: SearchFieldPlacement = .automatic,
                         prompt: LocalizedStringKey) -> some View {
    searchField(text, placement, Text(prompt))
  }
  @_disfavoredOverload
  public func searchable<S: StringProtocol>(text: Binding<String>, isPresented: Binding<Bool>,
                                            placement: SearchFieldPlacement = .automatic,
                                            prompt: S) -> some View {
    searchField(text, placement, Text(prompt))
  }

  // MARK: text, suggestions (iOS 15; shown only while the field is focused)

  public func searchable<S: View>(text: Binding<String>,
                                  placement: SearchFieldPlacement = .automatic,
                                  prompt: Text? = nil,
                                  @ViewBuilder suggestions: () -> S) -> some View {
    searchField(text, placement, prompt)
  }
  public func searchable<S: View>(text: Binding<String>,
                                  placement: SearchFieldPlacement = .automatic,
                                  prompt: LocalizedStringKey,
                                  @ViewBuilder suggestions: () -> S) -> some View {
    searchField(text, placement, Text(prompt))
  }
  @_disfavoredOverload
  public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder suggestions: () -> V
  ) -> some View {
    searchField(text, placement, Text(prompt))
  }
}

// MARK: - Tokens: a field at rest with no tokens typed shows its text or prompt; tokens typed
// are drawn by iOS as capsules before the text, which Cellshot leaves out (the text shows).

extension View {
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, prompt)
  }
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }
  @_disfavoredOverload
  public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
    prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }

  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, prompt)
  }
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }
  @_disfavoredOverload
  public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }

  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection,
        C.Element: Identifiable {
    searchField(text, placement, prompt)
  }
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection,
        C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }
  @_disfavoredOverload
  public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection,
        C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }

  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, prompt)
  }
  public func searchable<C, T: View>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }
  @_disfavoredOverload
  public func searchable<C, T: View, S: StringProtocol>(
    text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
    isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder token: @escaping (C.Element) -> T
  ) -> some View
  where C: MutableCollection, C: RandomAccessCollection, C: RangeReplaceableCollection,
        C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }

  // MARK: editable tokens (iOS 17)

  public func searchable<C>(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, prompt)
  }
  public func searchable<C>(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }
  @_disfavoredOverload
  public func searchable<C>(
    text: Binding<String>, editableTokens: Binding<C>,
    placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }
  public func searchable<C>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, prompt)
  }
  public func searchable<C>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }
  @_disfavoredOverload
  public func searchable<C>(
    text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: some StringProtocol,
    @ViewBuilder token: @escaping (Binding<C.Element>) -> some View
  ) -> some View
  where C: RandomAccessCollection, C: RangeReplaceableCollection, C.Element: Identifiable {
    searchField(text, placement, Text(prompt))
  }
}

// MARK: - What a focused field shows: accepted, nothing at rest

extension View {
  /// Suggestions show in a list under the field while it is focused; at rest, nothing.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    self
  }
  public func searchSuggestions(_ visibility: Visibility,
                                for placements: SearchSuggestionsPlacement.Set) -> some View {
    self
  }
  public func searchCompletion(_ completion: String) -> some View { self }
  public func searchCompletion<T: Identifiable>(_ token: T) -> some View { self }
  public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>,
                                                 @ViewBuilder scopes: () -> S) -> some View {
    self
  }
  public func searchScopes<V: Hashable, S: View>(
    _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
  ) -> some View { self }
  public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View { self }
  public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding,
                                         equals value: V) -> some View { self }
  public func searchPresentationToolbarBehavior(
    _ behavior: SearchPresentationToolbarBehavior
  ) -> some View { self }
  public func searchToolbarBehavior(_ behavior: SearchToolbarBehavior) -> some View { self }
  public func searchSelection(_ selection: Binding<TextSelection?>) -> some View { self }
  public func tabViewSearchActivation(_ activation: TabSearchActivation) -> some View { self }

  // MARK: swipe actions and context menus, hidden at rest

  public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                    @ViewBuilder content: () -> T) -> Self { self }
  public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> Self {
    self
  }
  public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M,
                                            @ViewBuilder preview: () -> P) -> some View { self }
  public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
    self
  }
  /// The menu of the selected rows of a list or table, shown on a long press.
  public func contextMenu<I: Hashable, M: View>(
    forSelectionType itemType: I.Type = I.self,
    @ViewBuilder menu: @escaping (Set<I>) -> M,
    primaryAction: ((Set<I>) -> Void)? = nil
  ) -> some View { self }
}

/// A context menu as a value, the spelling before `contextMenu(menuItems:)`: hidden at rest.
public struct ContextMenu<MenuItems: View> {
  let menuItems: MenuItems
  public init(@ViewBuilder menuItems: () -> MenuItems) { self.menuItems = menuItems() }
}

/// Where a search field goes. On an iPhone every placement is the navigation bar's drawer under
/// the title, shown at rest.
public enum SearchFieldPlacement: Sendable, Hashable {
  case automatic, toolbar, sidebar
  case navigationBarDrawer
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement { .navigationBarDrawer }
  public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// Where suggestions show: in a menu under the field, or in place of the screen's content.
public struct SearchSuggestionsPlacement: Equatable, Sendable {
  let rawValue: Int
  public static var automatic: SearchSuggestionsPlacement { .init(rawValue: 0) }
  public static var menu: SearchSuggestionsPlacement { .init(rawValue: 1) }
  public static var content: SearchSuggestionsPlacement { .init(rawValue: 2) }

  /// Placements, for `.searchSuggestions(_:for:)`.
  public struct Set: OptionSet, Sendable {
    public typealias Element = SearchSuggestionsPlacement.Set
    public typealias ArrayLiteralElement = SearchSuggestionsPlacement.Set.Element
    public typealias RawValue = Int
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static var menu: SearchSuggestionsPlacement.Set { .init(rawValue: 1) }
    public static var content: SearchSuggestionsPlacement.Set { .init(rawValue: 2) }
  }
}

/// When a search field's scopes show (iOS 16.4).
public struct SearchScopeActivation: Sendable {
  let rawValue: Int
  public static var automatic: SearchScopeActivation { .init(rawValue: 0) }
  public static var onTextEntry: SearchScopeActivation { .init(rawValue: 1) }
  public static var onSearchPresentation: SearchScopeActivation { .init(rawValue: 2) }
}

/// Whether the toolbar hides while the field is focused (iOS 17.1).
public struct SearchPresentationToolbarBehavior: Sendable {
  let rawValue: Int
  public static var automatic: SearchPresentationToolbarBehavior { .init(rawValue: 0) }
  public static var avoidHidingContent: SearchPresentationToolbarBehavior { .init(rawValue: 1) }
}

/// Whether a toolbar's search field shrinks to a button (iOS 26).
public struct SearchToolbarBehavior: Hashable, Sendable {
  let rawValue: Int
  public static var automatic: SearchToolbarBehavior { .init(rawValue: 0) }
  public static var minimize: SearchToolbarBehavior { .init(rawValue: 1) }
}

/// Whether selecting a tab view's search tab focuses its field (iOS 26).
public struct TabSearchActivation: Hashable, Sendable {
  let rawValue: Int
  public static var automatic: TabSearchActivation { .init(rawValue: 0) }
  public static var searchTabSelection: TabSearchActivation { .init(rawValue: 1) }
}

/// What `@Environment(\.dismissSearch)` gives: a field at rest is not searching; it does
/// nothing.
public struct DismissSearchAction: Sendable {
  public func callAsFunction() {}
}

extension EnvironmentValues {
  public var dismissSearch: DismissSearchAction { DismissSearchAction() }
  /// Where suggestions would show: `.automatic` (never read at rest).
  public var searchSuggestionsPlacement: SearchSuggestionsPlacement { .automatic }
}
