// A navigation view's bars, as an iPhone draws them: the top bar (96 points with the large
// title, 44 inline or with no title at all) with the back button and the leading items at its
// leading end, the trailing items (and an ellipsis for secondary actions) at its trailing end
// and the principal item or the inline title in its middle; and, when items ask for it, a
// 44-point bar at the bottom.
// What the screen declares (`.navigationTitle`, `.toolbar`, `.toolbarBackground`...) is
// collected while its content resolves, then drawn here.

/// What a screen inside a navigation view declares of its bars, collected while its content
/// resolves (`.navigationTitle`, `.toolbar` and the bar modifiers).
final class NavigationCollector {
  var title: String?
  /// `.navigationSubtitle`: a line under the title.
  var subtitle: String?
  /// The background of the list the screen shows, which iOS draws behind the bar too.
  var background: Color?
  var toolbarItems: [ToolbarEntry] = []
  /// `.navigationBarTitleDisplayMode`, `.toolbarTitleDisplayMode`.
  var titleMode: TitleMode = .automatic
  /// `.toolbarRole(.editor)`: the back button without its title.
  var role: ToolbarRole = .automatic
  /// `.navigationBarBackButtonHidden()`.
  var backButtonHidden = false
  /// `.toolbarTitleMenu` or a `ToolbarTitleMenu` item: a chevron beside the title.
  var hasTitleMenu = false
  /// What `.toolbar(_:for:)`, `.toolbarBackground` and `.toolbarColorScheme` say of the top
  /// bar and of the bottom bar.
  var navigationBar = BarLook()
  var bottomBar = BarLook()
  /// The screens `.navigationDestination(for:)` declares, by the type of value they show.
  var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  /// The screen `.navigationDestination(isPresented:)` or `(item:)` pushes (the last one
  /// declared), shown over the root and any pushed value.
  var presented: AnyView?
  /// A pushed screen's back button: the previous screen's title.
  var backTitle: String?
  /// `.searchable`: a search field under the title.
  var search: SearchFieldDeclaration?

  /// The mode the bar is drawn in: a large title's, automatic or asked for, with nothing to
  /// show in the large title's area (no title, subtitle or item in their stead) is an empty
  /// 44-point bar, as iOS 17 and 18 draw a `NavigationStack` root with no `.navigationTitle`:
  /// its content starts 44 points below the status bar, not 96.
  var shownTitleMode: TitleMode {
    guard titleMode == .automatic || titleMode == .large, title == nil, subtitle == nil,
          !toolbarItems.contains(where: { [.largeTitle, .subtitle].contains($0.placement.area) })
    else { return titleMode }
    return .inline
  }

  /// The screen for a pushed value, if a destination takes its type.
  func destination(for value: AnyHashable) -> AnyView? {
    for make in destinations.values { if let view = make(value) { return view } }
    return nil
  }

  /// The look `bars` name (none: the top bar, as iOS reads `.automatic`) changed by `change`.
  func updateBars(_ bars: [ToolbarPlacement], _ change: (inout BarLook) -> Void) {
    for bar in bars.isEmpty ? [.automatic] : bars {
      switch bar.kind {
      case .automatic, .navigationBar: change(&navigationBar)
      case .bottomBar: change(&bottomBar)
      case .tabBar: break
      }
    }
  }
}

/// How a title is shown.
enum TitleMode {
  /// The large title under the bar (a navigation view's first screen on iOS).
  case automatic, large
  /// In the bar's middle, in the headline font.
  case inline
  /// In the bar, at its leading end, in a large bold font.
  case inlineLarge
}

/// What the app says of one bar: whether it shows, its background and its appearance.
struct BarLook {
  var visibility: Visibility = .automatic
  /// `.toolbarBackground(style)`: drawn when the background shows.
  var background: AnyShapeStyle?
  /// `.toolbarBackground(.visible)`: the background shows though no content is under the
  /// bar; `.hidden`: it never shows.
  var backgroundVisibility: Visibility = .automatic
  /// `.toolbarColorScheme`: the bar's appearance, where its background shows.
  var colorScheme: ColorScheme?

  var isHidden: Bool { visibility == .hidden }
}

/// Where an item goes in an iPhone's bars.
enum BarArea {
  case leading, trailing, principal, overflow, bottom, status, largeTitle, subtitle, keyboard
}

extension ToolbarItemPlacement {
  var area: BarArea {
    switch kind {
    case .automatic, .primaryAction, .confirmationAction, .destructiveAction,
         .navigationBarTrailing:
      return .trailing
    case .navigation, .cancellationAction, .navigationBarLeading: return .leading
    case .principal: return .principal
    case .secondaryAction: return .overflow
    case .bottomBar: return .bottom
    case .status: return .status
    case .keyboard: return .keyboard
    case .largeTitle: return .largeTitle
    case .subtitle, .largeSubtitle: return .subtitle
    }
  }
}

/// The views of the items in `area`, in the order the toolbar declares them, but for a
/// confirmation (Done, Save), which iOS puts last, at the trailing edge; a `Label` among them
/// shows its icon only, as in iOS's bars.
@MainActor
func barItems(_ entries: [ToolbarEntry], in area: BarArea) -> [AnyView] {
  let confirming = { (entry: ToolbarEntry) in entry.placement.kind == .confirmationAction }
  let ordered = area == .trailing
    ? entries.filter { !confirming($0) } + entries.filter(confirming) : entries
  return ordered.compactMap { entry -> AnyView? in
    guard entry.placement.area == area else { return nil }
    switch entry.kind {
    case .view(let view):
      let iconOnly = area == .keyboard ? view : AnyView(view.labelStyle(.iconOnly))
      // A confirmation (Done, Save) is in the semibold font.
      return confirming(entry) ? AnyView(iconOnly.fontWeight(.semibold)) : iconOnly
    case .spacer(let flexible):
      return flexible ? AnyView(Spacer()) : AnyView(Color.clear.frame(width: 0, height: 0))
    case .titleMenu:
      return nil
    }
  }
}

extension NavigationView {
  /// The bar's margin in iOS 17-18: UIKit's layout margin, 16 points, 20 on phones 414 or
  /// more wide. (An inset-grouped list's cards are 20 in from 400 up: on an iPhone 16 Pro's
  /// 402 points the large title starts at 16 and the cards at 20, as a screenshot shows.)
  static func layoutMargin(_ width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }

  /// The screen `body` under its bar (and over its bottom bar), as `collector` declared them.
  func screenWithBar(_ body: NodeID, _ collector: NavigationCollector, _ builder: NodeBuilder,
                     _ environment: EnvironmentValues) -> [NodeID] {
    // A colour behind the whole content reaches under the bar, as it does on iOS (colour
    // backgrounds ignore the safe area, and the bar is part of it); a list's does too.
    let backdrop = collector.background ?? Self.backdrop(of: body, builder)
    let items = collector.toolbarItems
    let glass = environment.interfaceLook.isGlass
    // iOS 26 puts a navigation root's search field at the bottom, in glass (not in a tab
    // view, nor in the drawer asked for by name).
    let searchAtBottom = glass && collector.search.map {
      [.automatic, .toolbar].contains($0.placement)
    } == true && environment.tabBarPlacement != .bottomBar
    let bars = NavigationBarContent(collector: collector, backdrop: backdrop,
                                    margin: glass ? ListMetrics.glass.cardMargin
                                      : Self.layoutMargin(environment.screenSize.width),
                                    glass: glass, searchAtBottom: searchAtBottom)
    var barEnv = environment
    barEnv.stackAxis = nil
    if let scheme = bars.look.colorScheme, bars.showsBackground { barEnv.colorScheme = scheme }
    // Items at the bottom: a bar under the content, over the home indicator.
    var content = body
    let bottom = barItems(items, in: .bottom), status = barItems(items, in: .status)
    if !(bottom.isEmpty && status.isEmpty) && !collector.bottomBar.isHidden {
      var bottomEnv = environment
      bottomEnv.stackAxis = nil
      if let scheme = collector.bottomBar.colorScheme { bottomEnv.colorScheme = scheme }
      if glass {
        // iOS 26: the items' glass floating over the content (`NavigationBar+Glass.swift`).
        let floating = FloatingBar(
          content: ResolvedNodes(ids: [body]).frame(maxWidth: .infinity, maxHeight: .infinity),
          bar: GlassBottomBar(groups: glassGroups(items, in: .bottom), status: status,
                              margin: bars.margin, below: environment.safeAreaInsets.bottom,
                              backdrop: backdrop))
        content = builder.single(resolve(floating, builder, bottomEnv))
      } else {
        let stacked = VStack(spacing: 0) {
          ResolvedNodes(ids: [body]).frame(maxWidth: .infinity, maxHeight: .infinity)
          BottomBar(items: bottom, status: status, look: collector.bottomBar,
                    margin: bars.margin)
        }
        content = builder.single(resolve(stacked, builder, bottomEnv))
      }
    }
    if searchAtBottom, let search = collector.search {
      let bar = GlassSearchBar(content: content, field: search, backdrop: backdrop)
      content = builder.single(resolve(bar, builder, barEnv))
    }
    let name = collector.shownTitleMode == .inline || collector.shownTitleMode == .inlineLarge
      ? "NavigationView(\"\(collector.title ?? "")\", inline)"
      : "NavigationView(\"\(collector.title ?? "")\")"
    let barNode = builder.single(resolve(bars, builder, barEnv))
    // iOS 26's bar was measured from the safe area's top (docs/looks.md); iOS 17-18's starts
    // at the status bar's bottom.
    return [builder.add(.navigation(title: collector.title, risesToStatusBar: !glass),
                        [barNode, content], name: name)]
  }
}

/// The top bar of one screen.
struct NavigationBarContent: View {
  let collector: NavigationCollector
  /// The colour behind the screen's content, which shows through the bar.
  let backdrop: Color?
  /// The bar's content keeps the screen's margins: 16 points, 20 on the wider iPhones, as an
  /// inset list's cards do.
  let margin: CGFloat
  /// iOS 26's look (`NavigationBar+Glass.swift`): a 54-point bar, items in glass.
  var glass = false
  /// iOS 26's search field at the screen's bottom (`GlassSearchBar`), not under the title.
  var searchAtBottom = false

  /// True when the search field's row is under the title.
  var showsSearchRow: Bool { collector.search != nil && !searchAtBottom }

  var look: BarLook { collector.navigationBar }

  /// True when the bar draws a background of its own (`.toolbarBackground(.visible)`).
  var showsBackground: Bool { look.backgroundVisibility == .visible }

  /// Under the items' row, in both looks: the large title on its baseline 36 points into its
  /// 52-point area, the subtitle's 20 points, the search field's row.
  @ViewBuilder var largeTitleRows: some View {
    HStack(alignment: .firstTextBaseline, spacing: 0) {
      Color.clear.frame(width: 0, height: Self.largeTitleBaseline)
      largeTitle
    }
    .padding(.leading, margin)
    .frame(maxWidth: .infinity, minHeight: 52, maxHeight: 52, alignment: .topLeading)
    if let subtitle = subtitleView {
      subtitle
        .padding(.leading, margin)
        .frame(maxWidth: .infinity, minHeight: 20, maxHeight: 20, alignment: .topLeading)
    }
    searchRow
  }

  var body: some View {
    if glass { glassBody } else { classicBody }
  }

  /// The bar in iOS 17-18's look.
  @ViewBuilder var classicBody: some View {
    let items = collector.toolbarItems
    let principal = barItems(items, in: .principal)
    if look.isHidden {
      Color.clear.frame(height: 0)
    } else {
      switch collector.shownTitleMode {
      case .inline:
        withSearchRow(
          ZStack {
            if principal.isEmpty { title } else { Row(views: principal, spacing: 8) }
            row.padding(.horizontal, margin)
          }
          .frame(height: 44)
        )
        .modifier(BarBackground(look: look, backdrop: backdrop, edge: .bottom))
      case .inlineLarge:
        withSearchRow(
          HStack(spacing: 20) {
            largeInlineTitle
            Spacer()
            Row(views: barItems(items, in: .trailing) + overflow, spacing: 20)
          }
          .padding(.horizontal, margin)
          .frame(height: 44)
        )
        .modifier(BarBackground(look: look, backdrop: backdrop, edge: .bottom))
      case .automatic, .large:
        VStack(alignment: .leading, spacing: 0) {
          if principal.isEmpty {
            row.padding(.horizontal, margin).frame(height: 44)
          } else {
            ZStack {
              Row(views: principal, spacing: 8)
              row.padding(.horizontal, margin)
            }
            .frame(height: 44)
          }
          largeTitleRows
        }
        .frame(height: (subtitleView == nil ? 96 : 116) + (collector.search == nil ? 0 : 52))
        .modifier(BarBackground(look: look, backdrop: backdrop, edge: .bottom))
      }
    }
  }

  /// Where the large title's baseline lies in its 52-point area, from the area's top: 36
  /// points, 80 below the bar's top (127 on an iPhone 13). Measured at 3x on iOS 17
  /// simulator pictures recorded by swift-snapshot-testing's `iPhone13Pro` configuration
  /// (390x844) in github.com/fespinoza/sample-json-app (March 2024): in
  /// `TrendingMovieViewTests/testView_iPhone_lightMode.1.png`, a `NavigationStack` root with
  /// `.navigationTitle("Trending Movies")`, the letters stand on pixel row 402 (134.0 points) and
  /// the content starts at 150; in `MovieDetailsViewTests/testView_iPhone_lightMode.1.png`, an
  /// inline bar, the title's capitals are centred at 76 and the content starts at 98. So the
  /// bar starts at 54 there (the recording simulator's status bar, not the configuration's 47):
  /// 54 + 22 = 76, 54 + 44 = 98, 54 + 96 = 150, and the baseline is 134 - 54 = 80 below the
  /// bar's top. (The configuration's `.medium` text size draws that title at 33 points, its
  /// capitals 70 pixels tall; at the default size, 34, the baseline may differ by a point.)
  /// Centred in the area, as Cellshot drew it before, the baseline was near 82, 2 points low.
  static let largeTitleBaseline: CGFloat = 36

  /// The search field's row under the title, when the screen is searchable.
  @ViewBuilder var searchRow: some View {
    if let search = collector.search, !searchAtBottom {
      SearchFieldRow(field: search, margin: margin)
    }
  }

  /// An inline bar with the search field's row under it, when the screen is searchable.
  @ViewBuilder func withSearchRow<Bar: View>(_ bar: Bar) -> some View {
    if showsSearchRow {
      VStack(spacing: 0) {
        bar
        searchRow
      }
    } else {
      bar
    }
  }

  /// The back button, the leading items, room, the trailing items and the overflow menu.
  var row: some View {
    let items = collector.toolbarItems
    let leading = barItems(items, in: .leading), trailing = barItems(items, in: .trailing)
    return HStack(spacing: 20) {
      BackButton(title: collector.backButtonHidden ? nil : collector.backTitle,
                 showsTitle: collector.role.kind != .editor, margin: margin)
      ForEach(0..<leading.count) { leading[$0] }
      Spacer()
      ForEach(0..<trailing.count) { trailing[$0] }
      ForEach(0..<overflow.count) { overflow[$0] }
    }
  }

  /// The ellipsis behind which secondary actions are, when there are any.
  var overflow: [AnyView] {
    guard collector.toolbarItems.contains(where: { $0.placement.area == .overflow }) else {
      return []
    }
    return [AnyView(TintedSymbol(name: "ellipsis.circle"))]
  }

  /// The inline title: the headline font in the bar's middle, a subtitle under it, and a
  /// chevron beside it when it has a menu.
  @ViewBuilder var title: some View {
    if let subtitle = subtitleView {
      VStack(spacing: 0) {
        inlineTitleText
        subtitle.font(.caption)
      }
    } else {
      inlineTitleText
    }
  }

  @ViewBuilder var inlineTitleText: some View {
    if collector.hasTitleMenu {
      HStack(spacing: 4) {
        Text(collector.title ?? "").font(.headline).lineLimit(1)
          .accessibilityAddTraits(.isHeader)
        TitleMenuChevron()
      }
    } else {
      Text(collector.title ?? "").font(.headline).lineLimit(1)
        .accessibilityAddTraits(.isHeader)
    }
  }

  /// The large title (or the item placed in its stead), with a chevron when it has a menu.
  @ViewBuilder var largeTitle: some View {
    let replaced = barItems(collector.toolbarItems, in: .largeTitle)
    if !replaced.isEmpty {
      Row(views: replaced, spacing: 8)
    } else if collector.hasTitleMenu {
      HStack(spacing: 6) {
        Text(collector.title ?? "").font(.largeTitle).bold().lineLimit(1)
          .accessibilityAddTraits(.isHeader)
        TitleMenuChevron()
      }
    } else {
      Text(collector.title ?? "").font(.largeTitle).bold().lineLimit(1)
        .accessibilityAddTraits(.isHeader)
    }
  }

  var largeInlineTitle: some View {
    Text(collector.title ?? "").font(.title2).bold().lineLimit(1)
      .accessibilityAddTraits(.isHeader)
  }

  /// The subtitle (or the items placed in its stead), in the secondary colour.
  var subtitleView: AnyView? {
    let replaced = barItems(collector.toolbarItems, in: .subtitle)
    if !replaced.isEmpty { return AnyView(Row(views: replaced, spacing: 8)) }
    guard let subtitle = collector.subtitle else { return nil }
    return AnyView(Text(subtitle).font(.subheadline).foregroundColor(.secondary).lineLimit(1))
  }
}

/// A search field at rest, as UIKit's search bar draws it in a navigation bar: a row 52 points
/// tall holding a field 36 points tall between the screen's margins, filled with the tertiary
/// system fill and rounded by 10 points; in it, a magnifying glass 8 points from its leading
/// edge, then the text typed or, when there is none, the prompt ("Search" by default), both
/// glass and prompt in the secondary label colour, as `UISearchTextField` draws them.
struct SearchFieldRow: View {
  let field: SearchFieldDeclaration
  let margin: CGFloat

  var body: some View {
    SearchFieldContent(field: field)
      .padding(.horizontal, 8)
      .frame(height: 36)
      .background(Color(.tertiarySystemFill), in: RoundedRectangle(cornerRadius: 10))
      .padding(.horizontal, margin)
      .frame(height: 52)
  }
}

/// Views side by side.
struct Row: View {
  let views: [AnyView]
  let spacing: CGFloat

  var body: some View {
    HStack(spacing: spacing) { ForEach(0..<views.count) { views[$0] } }
  }
}

/// A bar's background: the colour behind the screen showing through, or the background the
/// app asked for (with a hairline at the edge facing the content).
struct BarBackground: ViewModifier {
  let look: BarLook
  let backdrop: Color?
  let edge: VerticalEdge

  func body(content: Content) -> some View {
    if look.backgroundVisibility == .visible {
      content
        .background(look.background ?? AnyShapeStyle(BarBackground.material))
        .overlay(Self.hairline.frame(height: 0.33),
                 alignment: edge == .bottom ? .bottom : .top)
    } else {
      content.background(backdrop ?? .clear)
    }
  }

  /// The bars' default material (a tab bar's).
  static let material = Color(light: Color(r: 249, g: 249, b: 249),
                              dark: Color(r: 22, g: 22, b: 22))
  /// The line between a bar and the content.
  static let hairline = Color(light: Color.black.opacity(0.3), dark: Color.white.opacity(0.15))
}

/// The bar at the bottom of a screen: the bottom bar's items from its leading end, the status
/// items in its middle, on the bars' material, over the home indicator.
struct BottomBar: View {
  let items: [AnyView]
  let status: [AnyView]
  let look: BarLook
  let margin: CGFloat

  var body: some View {
    ZStack {
      Row(views: status, spacing: 8).font(.footnote)
      Row(views: items, spacing: 20).frame(maxWidth: .infinity, alignment: .leading)
    }
    .padding(.horizontal, margin)
    .frame(height: 44)
    .modifier(BarBackground(look: bottomLook, backdrop: nil, edge: .top))
  }

  /// Content runs under the bottom bar: its background shows unless hidden.
  var bottomLook: BarLook {
    var look = look
    if look.backgroundVisibility == .automatic { look.backgroundVisibility = .visible }
    return look
  }
}

/// A symbol in the tint colour, as a bar's buttons are.
struct TintedSymbol: View {
  let name: String
  @Environment(\.tint) private var tint

  var body: some View { Image(systemName: name).foregroundColor(tint) }
}

/// The chevron beside a title that has a menu.
struct TitleMenuChevron: View {
  var body: some View {
    Image(systemName: "chevron.down.circle.fill")
      .font(.footnote)
      .foregroundColor(.secondary)
  }
}

/// A pushed screen's back button: a chevron and the previous screen's title (none with the
/// editor role), in the tint colour, 8 points from the screen's leading edge (not the bar's
/// margin). iOS 18's back indicator, measured on an iPhone 16 Pro screenshot: its ink 11 x
/// 18.67 points from x 9.33, centred on the bar's row; the title's letters from x 32.
struct BackButton: View {
  let title: String?
  var showsTitle = true
  /// The bar's margin, which the button reaches past to 8 points from the edge.
  var margin: CGFloat = 16
  @Environment(\.tint) private var tint
  @Environment(\.layoutDirection) private var direction

  static let chevronStroke: CGFloat = 2.5

  var body: some View {
    if let title {
      HStack(spacing: 10.33) {
        BackChevron(pointsRight: direction == .rightToLeft)
          .stroke(tint, style: StrokeStyle(lineWidth: Self.chevronStroke, lineCap: .round,
                                           lineJoin: .round))
          .frame(width: 11 - Self.chevronStroke, height: 18.67 - Self.chevronStroke)
          .padding(Self.chevronStroke / 2)
          .padding(.leading, 1.33)
        if showsTitle { Text(title).lineLimit(1) }
      }
      .foregroundColor(tint)
      .padding(.leading, 8 - margin)
    }
  }
}

/// The back indicator's "<" (">" right to left), corner to corner of its rectangle through the
/// middle of its leading edge.
struct BackChevron: Shape {
  var pointsRight = false

  func path(in rect: CGRect) -> Path {
    let tip = pointsRight ? rect.maxX : rect.minX, ends = pointsRight ? rect.minX : rect.maxX
    var path = Path()
    path.move(to: CGPoint(x: ends, y: rect.minY))
    path.addLine(to: CGPoint(x: tip, y: rect.midY))
    path.addLine(to: CGPoint(x: ends, y: rect.maxY))
    return path
  }
}

/// What a search field shows, in the bar (`SearchFieldRow`) and in iOS 26's glass
/// (`GlassSearchField`): a magnifying glass, then the text typed or, when there is none, the
/// prompt ("Search" by default), both glass and prompt in the secondary label colour.
struct SearchFieldContent: View {
  let field: SearchFieldDeclaration

  var body: some View {
    let grey = UIColor.secondaryLabel.color
    HStack(spacing: 6) {
      Image(systemName: "magnifyingglass").font(.body).foregroundColor(grey)
      if field.text.isEmpty {
        (field.prompt ?? Text("Search")).font(.body).foregroundColor(grey).lineLimit(1)
      } else {
        Text(verbatim: field.text).font(.body).lineLimit(1)
      }
      Spacer(minLength: 0)
    }
  }
}
