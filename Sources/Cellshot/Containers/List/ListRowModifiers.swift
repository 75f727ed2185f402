extension View {
  /// The style of the lists inside.
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    EnvironmentModifier(content: self) {
      $0.listStyle = (style as? any BuiltInListStyle)?.kind ?? .automatic
    }
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

/// The top or the bottom edge of a view.
public enum VerticalEdge: Int8, CaseIterable, Codable, Sendable, Hashable, BitwiseCopyable {
  case top, bottom
  public struct Set: OptionSet, Sendable, BitwiseCopyable {
    public typealias Element = VerticalEdge.Set
    public typealias ArrayLiteralElement = VerticalEdge.Set.Element
    public typealias RawValue = Int8
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
    /// The set holding `e` alone.
    public init(_ e: VerticalEdge) { self.init(rawValue: 1 << e.rawValue) }
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
  var modifiedView: any View { content }
  func applied(to part: AnyView, as kind: SectionPartKind) -> AnyView {
    kind == .rows ? AnyView(ListRowSeparatorModifier<AnyView>(content: part, hidden: hidden))
      : part
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

  var modifiedView: any View { content }
  func applied(to part: AnyView, as kind: SectionPartKind) -> AnyView {
    kind == .rows ? AnyView(ListRowInsetsModifier<AnyView>(content: part, insets: insets))
      : part
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

  var modifiedView: any View { content }
  func applied(to part: AnyView, as kind: SectionPartKind) -> AnyView {
    kind == .rows
      ? AnyView(ListRowBackgroundModifier<AnyView>(content: part, background: background))
      : part
  }
}

extension View {
  /// The margins of the list sections inside on `edges` (iOS 26), `length` points, nil for
  /// the system's: an inset grouped list's cards keep that far from its leading and trailing
  /// edges. (Top and bottom margins are kept, not drawn: sections stay the style's gap apart.)
  public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
    EnvironmentModifier(content: self) {
      $0.listSectionMargins = ListSectionMargins(edges: edges, length: length)
    }
  }

  /// The section's entry in the list's section index (iOS 26): accepted; Cellshot draws no
  /// section index (docs/porting.md).
  public func sectionIndexLabel(_ label: Text?) -> some View { self }

  /// The section's entry in the list's section index, from a string (iOS 26): accepted.
  public func sectionIndexLabel<S: StringProtocol>(_ label: S?) -> some View { self }

  /// Whether the list shows its section index (iOS 26): accepted; no index is drawn.
  public func listSectionIndexVisibility(_ visibility: Visibility) -> some View { self }

  /// Actions for the section (iOS 18): accepted, not drawn (docs/porting.md).
  public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    self
  }
}

/// `.listSectionMargins(_:_:)`: the edges set and their length (nil for the system's).
struct ListSectionMargins {
  let edges: Edge.Set
  let length: CGFloat?
}

extension EnvironmentValues {
  var listSectionMargins: ListSectionMargins? {
    get { self[extra: "listSectionMargins", default: nil] }
    set { self[extra: "listSectionMargins", default: nil] = newValue }
  }
}
