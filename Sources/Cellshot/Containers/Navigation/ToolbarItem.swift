// The items of a toolbar and their placements. On an iPhone, a navigation view draws them in
// its bars (`NavigationBar.swift`): leading, trailing, in the middle of the top bar, or in a
// bar at the bottom; the keyboard's bar is not drawn (a picture shows no keyboard).

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
  enum Kind: Sendable, Hashable {
    case automatic, principal, navigation, primaryAction, secondaryAction, status
    case confirmationAction, cancellationAction, destructiveAction, keyboard
    case navigationBarLeading, navigationBarTrailing, bottomBar
    case largeTitle, subtitle, largeSubtitle
  }

  let kind: Kind

  /// The trailing end of the top bar, on an iPhone.
  public static let automatic = ToolbarItemPlacement(kind: .automatic)
  /// The middle of the top bar, in place of an inline title.
  public static let principal = ToolbarItemPlacement(kind: .principal)
  /// The leading end of the top bar (after a back button).
  public static let navigation = ToolbarItemPlacement(kind: .navigation)
  /// The trailing end of the top bar.
  public static let primaryAction = ToolbarItemPlacement(kind: .primaryAction)
  /// The menu behind an ellipsis at the trailing end of the top bar.
  public static let secondaryAction = ToolbarItemPlacement(kind: .secondaryAction)
  /// The middle of the bottom bar.
  public static let status = ToolbarItemPlacement(kind: .status)
  /// The trailing end of the top bar, in a semibold font.
  public static let confirmationAction = ToolbarItemPlacement(kind: .confirmationAction)
  /// The leading end of the top bar.
  public static let cancellationAction = ToolbarItemPlacement(kind: .cancellationAction)
  /// The trailing end of the top bar.
  public static let destructiveAction = ToolbarItemPlacement(kind: .destructiveAction)
  /// The bar above the keyboard: not drawn (a picture shows no keyboard).
  public static let keyboard = ToolbarItemPlacement(kind: .keyboard)
  public static var topBarLeading: ToolbarItemPlacement { .navigationBarLeading }
  public static var topBarTrailing: ToolbarItemPlacement { .navigationBarTrailing }
  public static let navigationBarLeading = ToolbarItemPlacement(kind: .navigationBarLeading)
  public static let navigationBarTrailing = ToolbarItemPlacement(kind: .navigationBarTrailing)
  /// The bar at the bottom of the screen, from its leading end.
  public static let bottomBar = ToolbarItemPlacement(kind: .bottomBar)
  /// iOS 26: in place of the large title.
  public static let largeTitle = ToolbarItemPlacement(kind: .largeTitle)
  /// iOS 26: in place of the subtitle, under an inline title.
  public static let subtitle = ToolbarItemPlacement(kind: .subtitle)
  /// iOS 26: in place of the subtitle, under the large title.
  public static let largeSubtitle = ToolbarItemPlacement(kind: .largeSubtitle)
}

/// One item of a toolbar: a view and its placement.
public struct ToolbarItem<ID, Content: View>: PrimitiveToolbarContent {
  let identity: ID
  let placement: ToolbarItemPlacement
  let content: Content
  /// False when the item is hidden until the user customizes the bar.
  let showsByDefault: Bool

  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {
    // An iPhone's bar is not customized: an item hidden by default stays hidden.
    guard showsByDefault else { return }
    list.entries.append(ToolbarEntry(kind: .view(AnyView(content)), placement: placement))
  }
}

extension ToolbarItem where ID == () {
  public init(placement: ToolbarItemPlacement = .automatic,
              @ViewBuilder content: () -> Content) {
    self.init(identity: (), placement: placement, content: content(), showsByDefault: true)
  }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {
  /// An item the user may rearrange (on an iPad or a Mac), named `id`.
  public init(id: String, placement: ToolbarItemPlacement = .automatic,
              @ViewBuilder content: () -> Content) {
    self.init(identity: id, placement: placement, content: content(), showsByDefault: true)
  }

  /// An item the user may rearrange; with `showsByDefault` false it is not drawn (an
  /// iPhone's bar is not customized).
  public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool,
              @ViewBuilder content: () -> Content) {
    self.init(identity: id, placement: placement, content: content(),
              showsByDefault: showsByDefault)
  }
}

extension ToolbarItem: @preconcurrency Identifiable where ID: Hashable {
  public var id: ID { identity }
}

/// Several views in one placement, drawn side by side as items are.
public struct ToolbarItemGroup<Content: View>: PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  public init(placement: ToolbarItemPlacement = .automatic,
              @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  /// A group with a label for when it is collapsed into a menu; an iPhone's bar shows its
  /// views.
  public init<C: View, L: View>(placement: ToolbarItemPlacement = .automatic,
                                @ViewBuilder content: () -> C, @ViewBuilder label: () -> L)
  where Content == LabeledToolbarItemGroupContent<C, L> {
    self.placement = placement
    self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
  }

  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {
    list.entries.append(ToolbarEntry(kind: .view(AnyView(content)), placement: placement))
  }
}

/// A labeled toolbar item group's views: in a bar, its content.
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
  let content: Content
  let label: Label

  public var body: some View { content }
}

/// The menu behind the navigation title: a chevron beside the title shows there is one.
public struct ToolbarTitleMenu<Content: View>: PrimitiveToolbarContent,
  CustomizableToolbarContent
{
  let content: Content

  /// The menu of the app's commands.
  public init() where Content == EmptyView { content = EmptyView() }

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {
    list.entries.append(ToolbarEntry(kind: .titleMenu, placement: .principal))
  }
}

/// How much room a `ToolbarSpacer` takes.
public struct SpacerSizing: Sendable {
  let flexible: Bool
  /// All the room there is.
  public static let flexible = SpacerSizing(flexible: true)
  /// A fixed gap.
  public static let fixed = SpacerSizing(flexible: false)
}

/// Room between toolbar items (iOS 26).
public struct ToolbarSpacer: PrimitiveToolbarContent, CustomizableToolbarContent {
  let sizing: SpacerSizing
  let placement: ToolbarItemPlacement

  public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
    self.sizing = sizing
    self.placement = placement
  }

  public func _makeToolbarItems(into list: inout _ToolbarItemList, _ builder: NodeBuilder,
                                _ environment: EnvironmentValues) {
    list.entries.append(ToolbarEntry(kind: .spacer(flexible: sizing.flexible),
                                     placement: placement))
  }
}

/// A kind of item the system puts in a bar itself.
public struct ToolbarDefaultItemKind: Sendable {
  let name: String
  /// The sidebar's button (iPad, Mac).
  public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
  /// The title and subtitle.
  public static let title = ToolbarDefaultItemKind(name: "title")
  /// The search field (iOS 26).
  public static let search = ToolbarDefaultItemKind(name: "search")
}

/// One of the system's own items, placed where the app says (iOS 26): accepted; Cellshot
/// draws the title and search field where iOS 18 does.
public struct DefaultToolbarItem: ToolbarContent {
  let kind: ToolbarDefaultItemKind
  let placement: ToolbarItemPlacement

  public init(kind: ToolbarDefaultItemKind, placement: ToolbarItemPlacement = .automatic) {
    self.kind = kind
    self.placement = placement
  }

  public var body: some ToolbarContent { TupleToolbarContent(items: []) }
}
