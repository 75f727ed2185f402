// List, Form, Section headers and footers, NavigationLink rows and LabeledContent, drawn as
// iOS 17 draws them. The metrics are UIKit's table defaults as they are commonly measured
// (rows at least 44 points, content 20 points from a row's edges, sections 35 apart, inset
// grouped cards 16 points from the screen's edges with 10-point corners, headers in footnote
// capitals 6 points above their card); where Apple documents none, they are marked so in the
// README.

/// How a `List` looks: `.insetGrouped` (rounded cards on the grouped background, the iOS
/// default), `.grouped`, `.inset`, `.plain`, `.sidebar` (drawn as `.insetGrouped`).
public struct ListStyle: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case plain, insetGrouped, grouped }
  let kind: Kind
  public static let automatic = ListStyle(kind: .insetGrouped)
  public static let insetGrouped = ListStyle(kind: .insetGrouped)
  public static let grouped = ListStyle(kind: .grouped)
  public static let inset = ListStyle(kind: .plain)
  public static let plain = ListStyle(kind: .plain)
  public static let sidebar = ListStyle(kind: .insetGrouped)
}

extension View {
  /// The style of the lists inside.
  public func listStyle(_ style: ListStyle) -> some View {
    EnvironmentModifier(content: self) { $0.listStyle = style }
  }

  /// Text drawn in capitals (`.uppercase`), small letters (`.lowercase`), or as written (nil).
  public func textCase(_ textCase: Text.Case?) -> some View {
    EnvironmentModifier(content: self) { $0.textCase = textCase }
  }

  /// Hides or shows the separators of a list row (`.hidden`).
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    ListRowSeparatorModifier(content: self, hidden: visibility == .hidden)
  }

  /// The space between a list row's edges and its content (20 points across and 11 down by
  /// default); nil keeps the default. On a `Section`, each of its rows.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    ListRowInsetsModifier(content: self, insets: insets)
  }

  /// A view behind the list row (a colour, usually) instead of the list's row background.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    ListRowBackgroundModifier(content: self, background: view.map { AnyView($0) })
  }
}

public enum VerticalEdge: Sendable, Hashable {
  case top, bottom
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}

extension Text {
  /// A text case transform, as SwiftUI's `Text.Case`.
  public enum Case: Sendable, Hashable { case uppercase, lowercase }
}

/// Rows in sections, scrolling, as SwiftUI's `List` on iOS.
public struct List<Content: View>: PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// A list whose selection is bound; no row is drawn selected, as on iOS outside edit mode.
  public init<S: Hashable>(selection: Binding<S>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list with a multiple selection; no row is drawn selected, as outside edit mode.
  public init<S: Hashable>(selection: Binding<Set<S>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    ListBuilder(style: environment.listStyle, name: "List").make(content, builder, environment)
  }
}

extension List {
  /// A row per element of `data`.
  public init<Data: RandomAccessCollection, Row: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, Data.Element.ID, Row>, Data.Element: Identifiable {
    content = ForEach(data, content: rowContent)
  }

  /// A row per element of `data`, identified by `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, Row: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> Row
  ) where Content == ForEach<Data, ID, Row> {
    content = ForEach(data, id: id, content: rowContent)
  }
}

/// A settings form: a list in the grouped style.
public struct Form<Content: View>: PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    ListBuilder(style: .insetGrouped, name: "Form").make(content, builder, environment)
  }
}

/// Already-made nodes, to place inside views built around them.
struct ResolvedNodes: PrimitiveView {
  let ids: [NodeID]
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    ids
  }
}

/// A row whose separator is hidden.
struct ListRowSeparatorModifier<Content: View>: PrimitiveView {
  let content: Content
  let hidden: Bool
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ids = resolve(content, builder, environment)
    if hidden { builder.listRows.withoutSeparator.formUnion(ids) }
    return ids
  }
}

extension ListRowSeparatorModifier: SectionModifier {
  var modifiedSection: StackItem? {
    guard let (header, rows, footer) = sectionParts(of: content) else { return nil }
    return .section(header: header, rows: AnyView(ListRowSeparatorModifier<AnyView>(
      content: rows, hidden: hidden)), footer: footer)
  }
}

struct ListRowInsetsModifier<Content: View>: PrimitiveView, SectionModifier {
  let content: Content
  let insets: EdgeInsets?
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ids = resolve(content, builder, environment)
    if let insets { for id in ids { builder.listRows.insets[id] = insets } }
    return ids
  }

  var modifiedSection: StackItem? {
    guard let (header, rows, footer) = sectionParts(of: content) else { return nil }
    return .section(header: header, rows: AnyView(ListRowInsetsModifier<AnyView>(
      content: rows, insets: insets)), footer: footer)
  }
}

struct ListRowBackgroundModifier<Content: View>: PrimitiveView, SectionModifier {
  let content: Content
  let background: AnyView?
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let ids = resolve(content, builder, environment)
    if let background { for id in ids { builder.listRows.backgrounds[id] = background } }
    return ids
  }

  var modifiedSection: StackItem? {
    guard let (header, rows, footer) = sectionParts(of: content) else { return nil }
    return .section(header: header, rows: AnyView(ListRowBackgroundModifier<AnyView>(
      content: rows, background: background)), footer: footer)
  }
}

/// Builds a list: its sections' headers, rows and footers resolved in the list's environment,
/// then placed in the style's cards, separators and backgrounds.
@MainActor struct ListBuilder {
  let style: ListStyle
  let name: String

  /// The inset of cards from the screen's edges: 16 points, 20 on screens over 400 wide.
  static func cardMargin(_ width: CGFloat) -> CGFloat { width > 400 ? 20 : 16 }
  static let rowInset: CGFloat = 20
  static let minRowHeight: CGFloat = 44
  static let sectionGap: CGFloat = 35

  func make<Content: View>(_ content: Content, _ builder: NodeBuilder,
                           _ environment: EnvironmentValues) -> [NodeID] {
    // Sections as written; rows outside any section form sections of their own.
    var sections: [(header: AnyView?, rows: [AnyView], footer: AnyView?)] = []
    var loose: [AnyView] = []
    func flushLoose() {
      if !loose.isEmpty { sections.append((nil, loose, nil)) }
      loose = []
    }
    for item in flattenSections(content) {
      switch item {
      case .view(let view): loose.append(view)
      case .section(let header, let rows, let footer):
        flushLoose()
        sections.append((header, [rows], footer))
      }
    }
    flushLoose()

    let grouped = style.kind != .plain
    let margin = grouped && style.kind == .insetGrouped
      ? ListBuilder.cardMargin(environment.screenSize.width) : 0
    var rowEnv = environment
    rowEnv.stackAxis = nil
    rowEnv.isListRow = true
    var headerEnv = environment
    headerEnv.stackAxis = nil
    headerEnv.font = headerEnv.font ?? .footnote
    headerEnv.foregroundColor = .secondary
    var footerEnv = headerEnv
    if grouped { headerEnv.textCase = headerEnv.textCase ?? .uppercase }

    var blocks: [AnyView] = []
    for (index, section) in sections.enumerated() {
      let headerIDs = section.header.map { resolve($0, builder, headerEnv) } ?? []
      let rowIDs = section.rows.flatMap { resolve($0, builder, rowEnv) }
      footerEnv.textCase = nil
      let footerIDs = section.footer.map { resolve($0, builder, footerEnv) } ?? []
      let top: CGFloat = index == 0 ? (grouped ? 20 : 0) : (grouped ? ListBuilder.sectionGap : 0)
      blocks.append(AnyView(sectionView(headerIDs, rowIDs, footerIDs, top: top, margin: margin,
                                        grouped: grouped, builder: builder)))
    }
    let background = grouped ? Color(.systemGroupedBackground) : Color(.systemBackground)
    if let navigation = environment.navigation, navigation.background == nil {
      navigation.background = background
    }
    let list = ScrollView {
      VStack(spacing: 0) {
        ForEach(0..<blocks.count, id: \.self) { blocks[$0] }
        Color.clear.frame(height: grouped ? ListBuilder.sectionGap : 0)
      }
    }
    .background(background)
    var env = environment
    env.stackAxis = nil
    let ids = resolve(list, builder, env)
    builder.rename(ids, to: name)
    return ids
  }

  /// One section: its header, its rows between separators (in a card when inset grouped),
  /// its footer.
  func sectionView(_ header: [NodeID], _ rows: [NodeID], _ footer: [NodeID], top: CGFloat,
                   margin: CGFloat, grouped: Bool, builder: NodeBuilder) -> some View {
    let rowBackground = grouped ? Color(.secondarySystemGroupedBackground)
      : Color(.systemBackground)
    let inset = ListBuilder.rowInset
    let card = VStack(alignment: .leading, spacing: 0) {
      ForEach(0..<rows.count, id: \.self) { k in
        // The separator lies over the row's bottom edge, as UIKit draws it: rows stay 44 apart.
        let separated = k < rows.count - 1 && !builder.listRows.withoutSeparator.contains(rows[k])
        let rowBackground = builder.listRows.backgrounds[rows[k]] ?? AnyView(EmptyView())
        if let insets = builder.listRows.insets[rows[k]] {
          ResolvedNodes(ids: [rows[k]])
            .padding(EdgeInsets(top: insets.top, leading: 0, bottom: insets.bottom, trailing: 0))
            .frame(maxWidth: .infinity, minHeight: ListBuilder.minRowHeight, alignment: .leading)
            .padding(EdgeInsets(top: 0, leading: insets.leading, bottom: 0,
                                trailing: insets.trailing))
            .background(rowBackground)
            .overlay(separated ? AnyView(Divider().padding(.leading, insets.leading))
                       : AnyView(EmptyView()), alignment: .bottom)
        } else if builder.listRows.backgrounds[rows[k]] != nil {
          ResolvedNodes(ids: [rows[k]])
            .padding(.vertical, 11)
            .frame(maxWidth: .infinity, minHeight: ListBuilder.minRowHeight, alignment: .leading)
            .padding(.horizontal, inset)
            .background(rowBackground)
            .overlay(separated ? AnyView(Divider().padding(.leading, inset))
                       : AnyView(EmptyView()), alignment: .bottom)
        } else {
          ResolvedNodes(ids: [rows[k]])
            .padding(.vertical, 11)
            .frame(maxWidth: .infinity, minHeight: ListBuilder.minRowHeight, alignment: .leading)
            .padding(.horizontal, inset)
            .overlay(separated ? AnyView(Divider().padding(.leading, inset))
                       : AnyView(EmptyView()), alignment: .bottom)
        }
      }
    }
    .background(rowBackground)
    .cornerRadius(margin > 0 ? 10 : 0)
    .padding(.horizontal, margin)
    return VStack(alignment: .leading, spacing: 0) {
      if !header.isEmpty {
        ResolvedNodes(ids: header)
          .padding(.leading, margin + inset)
          .padding(.trailing, margin + inset)
          .padding(.top, top > 0 ? max(0, top - 17) : 0)
          .padding(.bottom, 6)
      } else if top > 0 {
        Color.clear.frame(height: top)
      }
      card
      if !footer.isEmpty {
        ResolvedNodes(ids: footer)
          .padding(.leading, margin + inset)
          .padding(.trailing, margin + inset)
          .padding(.top, 6)
      }
    }
  }
}

/// A link to another screen: in a list, a row with a chevron at its trailing edge; elsewhere
/// its label in the tint colour. The destination is not drawn (a picture is one screen).
public struct NavigationLink<Label: View, Destination: View>: PrimitiveView {
  let label: Label

  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    guard environment.isListRow else {
      var env = environment
      if env.foregroundColor == nil { env.foregroundColor = env.tint }
      return resolve(label, builder, env)
    }
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 0)
      ListChevron()
    }
    return resolve(row, builder, environment)
  }
}

extension NavigationLink where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    label = Text(title)
  }

  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    label = Text(title)
  }
}

extension NavigationLink where Destination == EmptyView {
  /// A link to a value (`navigationDestination` picks the screen; not drawn here).
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
  }
}

extension NavigationLink where Label == Text, Destination == EmptyView {
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    label = Text(title)
  }
}

extension View {
  /// The screen shown for a value a `NavigationLink(value:)` pushes (not drawn here).
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> Self { self }
}

/// The chevron at the end of a navigation row: 7 x 12 points, in the tertiary label colour.
struct ListChevron: PrimitiveView {
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let color = environment.resolve(Color(light: Color(r: 196, g: 196, b: 199),
                                          dark: Color(r: 90, g: 90, b: 94)))
    let symbol = SymbolNode(glyph: .control(.disclosure), color: color, pointSize: 17,
                            resizable: false)
    return [builder.add(.symbol(symbol), name: "chevron")]
  }
}

/// A label and a value on one row, the value in the secondary colour at the trailing edge.
public struct LabeledContent<Label: View, Content: View>: PrimitiveView {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let row = HStack(spacing: 8) {
      label
      Spacer(minLength: 8)
      content.foregroundColor(.secondary)
    }
    return resolve(row, builder, environment)
  }
}

extension LabeledContent where Label == Text, Content == Text {
  public init<S: StringProtocol, V: StringProtocol>(_ title: S, value: V) {
    label = Text(title)
    content = Text(value)
  }
}

extension LabeledContent where Label == Text {
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    label = Text(title)
    self.content = content()
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a title, as iOS 15's `Section("Title") { ... }`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }
}

extension Section {
  /// A section with header and footer views, as `Section { } header: { } footer: { }`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
              @ViewBuilder footer: () -> Footer) {
    self.init(header: header(), footer: footer(), content: content)
  }
}

extension Section where Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView {
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }
}
