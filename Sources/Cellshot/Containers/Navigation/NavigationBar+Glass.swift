// iOS 26's navigation bar (`InterfaceLook.ios26`), measured on public iOS 26 simulator
// screenshots of a 402-point iPhone (docs/research-ios26-look.md, "Navigation bar and toolbar
// items"): 54 points tall (a third party's figure, which the measured positions agree with),
// no background at rest; its items and inline title centred in its top 44 points; the items
// in glass, 16 points from the screen's edges: an item that is a glyph in a 44-point circle,
// a text in a 44-point capsule 16.5 points longer than the text at each end, the items of one
// side sharing one capsule; glyphs and text near-black. A pushed screen's back button is the
// chevron alone in a circle. The large title's baseline is 90 points below the bar's top (36
// into its 52-point area under the 54-point bar).

extension NavigationBarContent {
  /// The bar's height in iOS 26, and the part of it the items are centred in.
  static let glassBarHeight: CGFloat = 54
  static let glassItemHeight: CGFloat = 44

  /// The top bar in iOS 26's look.
  @ViewBuilder var glassBody: some View {
    let items = collector.toolbarItems
    let principal = barItems(items, in: .principal)
    let itemsHeight = Self.glassItemHeight, below = Self.glassBarHeight - Self.glassItemHeight
    if look.isHidden {
      Color.clear.frame(height: 0)
    } else {
      switch collector.shownTitleMode {
      case .inline, .inlineLarge:
        withSearchRow(
          ZStack {
            if collector.shownTitleMode == .inlineLarge {
              largeInlineTitle.padding(.leading, margin)
                .frame(maxWidth: .infinity, alignment: .leading)
            } else if principal.isEmpty {
              title
            } else {
              Row(views: principal, spacing: 8)
            }
            glassRow
          }
          .frame(height: itemsHeight)
          .padding(.bottom, below)
        )
        .modifier(BarBackground(look: look, backdrop: backdrop, edge: .bottom))
      case .automatic, .large:
        VStack(alignment: .leading, spacing: 0) {
          ZStack {
            if !principal.isEmpty { Row(views: principal, spacing: 8) }
            glassRow
          }
          .frame(height: itemsHeight)
          .padding(.bottom, below)
          largeTitleRows
        }
        .frame(height: Self.glassBarHeight + 52 + (subtitleView == nil ? 0 : 20)
                 + (showsSearchRow ? 52 : 0))
        .modifier(BarBackground(look: look, backdrop: backdrop, edge: .bottom))
      }
    }
  }

  /// The back button's circle and the leading items' glass at the leading end, the trailing
  /// items' (and the overflow menu's) at the trailing end.
  var glassRow: some View {
    let items = collector.toolbarItems
    let leading = barItems(items, in: .leading), trailing = barItems(items, in: .trailing)
    let back = !collector.backButtonHidden && collector.backTitle != nil
    return HStack(spacing: 8) {
      if back { GlassBackButton() }
      GlassBarItems(items: leading)
      Spacer(minLength: 0)
      GlassBarItems(items: trailing + overflow)
    }
    .padding(.horizontal, margin)
  }
}

/// A pushed screen's back button in iOS 26: the chevron alone, near-black, in a glass circle.
struct GlassBackButton: View {
  var body: some View {
    Image(systemName: "chevron.backward")
      .font(.system(size: 19, weight: .medium))
      .foregroundColor(.onGlass)
      .frame(width: NavigationBarContent.glassItemHeight,
             height: NavigationBarContent.glassItemHeight)
      .background(LiquidGlass(shape: Circle()))
  }
}

/// The items of one end of the bar in one glass capsule, 44 points tall and at least as wide
/// (a circle around one glyph); glyphs and text near-black. A text alone has 16.5 points at
/// each end, anything else 11 (a 22-point symbol's frame makes the circle); items 28 apart
/// (the measured 107.7-point capsule around a glyph and a two-letter word).
struct GlassBarItems: PrimitiveView {
  let items: [AnyView]

  static let textPadding: CGFloat = 16.5
  static let glyphPadding: CGFloat = 11
  static let spacing: CGFloat = 28

  func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    guard !items.isEmpty else { return [] }
    var env = environment
    env.stackAxis = nil
    // Bar buttons on glass are near-black, not in the tint (iOS 18's were).
    env.tint = .onGlass
    let ids = items.flatMap { resolve($0, builder, env) }
    guard !ids.isEmpty else { return [] }
    let textAlone = ids.count == 1
      && builder.subtree(ids[0], contains: { if case .text = $0 { true } else { false } })
      && !builder.subtree(ids[0], contains: { if case .image = $0 { true } else { false } })
    let capsule = HStack(spacing: Self.spacing) { ResolvedNodes(ids: ids) }
      .padding(.horizontal, textAlone ? Self.textPadding : Self.glyphPadding)
      .frame(minWidth: NavigationBarContent.glassItemHeight,
             minHeight: NavigationBarContent.glassItemHeight)
      .background(LiquidGlass(shape: Capsule()))
    return resolve(capsule, builder, env)
  }
}

extension NodeBuilder {
  /// True when the node `id` or one below it is of a kind `test` accepts.
  func subtree(_ id: NodeID, contains test: (NodeKind) -> Bool) -> Bool {
    var stack = [id]
    while let next = stack.popLast() {
      if test(nodes[next].kind) { return true }
      stack.append(contentsOf: nodes[next].children)
    }
    return false
  }
}

/// iOS 26's search field on an iPhone's navigation root: a glass capsule at the bottom of the
/// screen, floating over the content, holding the magnifying glass and the prompt (or the text
/// typed). Apple says where it goes (the bottom, within thumb's reach); its size is a guess (no
/// iOS 26 screenshot of it was found): 44 points tall as the bar's glass items, 16 points from
/// the screen's sides, centred on the line a tab bar's centre is on (29 + 22 points above the
/// screen's bottom), the content laid out above it and scroll views running on under it
/// (`FloatingBarRule`); where they do, they fade into the screen's background from 24 points
/// above the field, as iOS 26's soft scroll edge does (a fade standing in for its blur: a guess
/// at its reach).
struct GlassSearchBar: View {
  let content: NodeID
  let field: SearchFieldDeclaration
  /// The colour behind the screen's content, which the content fades into under the field.
  var backdrop: Color?

  static let height: CGFloat = 44
  static let margin: CGFloat = 16
  static let bottom: CGFloat = GlassTabBar.margin + (GlassTabBar.height - height) / 2
  /// How far above the field the fade starts.
  static let fadeAbove: CGFloat = 24

  var body: some View {
    FloatingBar(
      content: ResolvedNodes(ids: [content]),
      bar: VStack(spacing: 0) {
        Color.clear.frame(height: Self.fadeAbove)
        GlassSearchField(field: field).padding(.horizontal, Self.margin)
        Color.clear.frame(height: Self.bottom)
      }
      .background(ScrollEdgeFade(backdrop: backdrop)))
  }
}

/// The glass search field itself: the glass, a magnifying glass 14 points from its leading
/// end, the prompt ("Search") in the secondary colour or the text typed.
struct GlassSearchField: View {
  let field: SearchFieldDeclaration

  var body: some View {
    SearchFieldContent(field: field)
      .padding(.horizontal, 14)
      .frame(height: GlassSearchBar.height)
      .background(LiquidGlass(shape: Capsule()))
  }
}

/// A run of toolbar items sharing one glass capsule, or the room `ToolbarSpacer` leaves.
enum GlassItemGroup {
  case items([AnyView])
  case spacer(flexible: Bool)
}

/// The items of `area` in the order declared, adjacent ones grouped to share one capsule, as
/// iOS 26 groups them; a `ToolbarSpacer` (or a `Spacer` item's) splits them.
@MainActor
func glassGroups(_ entries: [ToolbarEntry], in area: BarArea) -> [GlassItemGroup] {
  var groups: [GlassItemGroup] = []
  var run: [AnyView] = []
  func flush() {
    if !run.isEmpty { groups.append(.items(run)) }
    run = []
  }
  for entry in entries where entry.placement.area == area {
    switch entry.kind {
    case .view(let view): run.append(view)
    case .spacer(let flexible):
      flush()
      groups.append(.spacer(flexible: flexible))
    case .titleMenu: break
    }
  }
  flush()
  return groups
}

/// iOS 26's bottom toolbar: its items' glass capsules floating in a 48-point row (a third
/// party's figure for iOS 26.0's `UIToolbar`) over the home indicator's safe area, 16 points
/// from the screen's sides; the groups from the leading end unless spacers say otherwise; the
/// status items in the row's middle. No bar background: the content runs under it, fading
/// into the screen's background as under the bottom search field (`GlassSearchBar`).
struct GlassBottomBar: View {
  let groups: [GlassItemGroup]
  let status: [AnyView]
  let margin: CGFloat
  /// The safe area below the row (the home indicator's).
  let below: CGFloat
  /// The colour behind the screen's content.
  var backdrop: Color?

  static let rowHeight: CGFloat = 48

  var body: some View {
    VStack(spacing: 0) {
      Color.clear.frame(height: GlassSearchBar.fadeAbove)
      ZStack {
        Row(views: status, spacing: 8).font(.footnote)
        HStack(spacing: 8) {
          ForEach(0..<groups.count, id: \.self) { k in
            switch groups[k] {
            case .items(let views): GlassBarItems(items: views)
            case .spacer(let flexible):
              if flexible { Spacer(minLength: 0) } else { Color.clear.frame(width: 8, height: 0) }
            }
          }
          if !groups.contains(where: { if case .spacer(true) = $0 { true } else { false } }) {
            Spacer(minLength: 0)
          }
        }
        .padding(.horizontal, margin)
      }
      .frame(height: Self.rowHeight)
      Color.clear.frame(height: below)
    }
    .background(ScrollEdgeFade(backdrop: backdrop))
  }
}

/// iOS 26's soft scroll edge under a bottom bar: the content fading into the screen's
/// background, from clear at the top to the background at the bottom (a fade standing in for
/// the blur; nothing when the background is not known).
struct ScrollEdgeFade: View {
  let backdrop: Color?

  var body: some View {
    if let backdrop {
      LinearGradient(colors: [backdrop.opacity(0), backdrop.opacity(0.9), backdrop],
                     startPoint: .top, endPoint: .bottom)
    }
  }
}
