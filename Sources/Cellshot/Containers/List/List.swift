// Containers/: List, Form, Section, TabView and the navigation containers. Each takes its
// SwiftUI content and gives a composition of the layout primitives (stacks, frames,
// backgrounds, the navigation node) styled as iOS draws it; they hold no layout rule of their
// own but the navigation bar's (Layout/Rules/NavigationRule.swift).

/// How a `List` looks: `.insetGrouped` (rounded cards on the grouped background, the iOS
/// default), `.grouped`, `.inset`, `.plain`, `.sidebar` (drawn as `.insetGrouped`).
/// How a list is drawn, as the built-in styles ask: grouped in inset cards (the default), grouped
/// edge to edge, or plain rows.
struct ListStyleKind: Sendable, Hashable {
  enum Kind: Sendable, Hashable { case plain, insetGrouped, grouped }
  let kind: Kind
  /// True for the platform's default, which depends on the look: iOS 13 drew a `List` plain.
  var isAutomatic = false
  static let automatic = ListStyleKind(kind: .insetGrouped, isAutomatic: true)
  static let insetGrouped = ListStyleKind(kind: .insetGrouped)
  static let grouped = ListStyleKind(kind: .grouped)
  static let plain = ListStyleKind(kind: .plain)
}

/// A style of list, as SwiftUI's `ListStyle`: one of the built-in ones.
public protocol ListStyle {}

/// A built-in list style and how it draws.
protocol BuiltInListStyle: ListStyle {
  var kind: ListStyleKind { get }
}

/// The platform's default: inset grouped on iOS.
public struct DefaultListStyle: BuiltInListStyle, Sendable {
  public init() {}
  var kind: ListStyleKind { .automatic }
}

/// Rows edge to edge, with no card around them.
public struct PlainListStyle: BuiltInListStyle, Sendable {
  public init() {}
  var kind: ListStyleKind { .plain }
}

/// Sections edge to edge on the grouped background.
public struct GroupedListStyle: BuiltInListStyle, Sendable {
  public init() {}
  var kind: ListStyleKind { .grouped }
}

/// Sections in rounded cards inset from the edges.
public struct InsetGroupedListStyle: BuiltInListStyle, Sendable {
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

/// Plain rows, inset from the edges (drawn as plain).
public struct InsetListStyle: BuiltInListStyle, Sendable {
  public init() {}
  public init(alternatesRowBackgrounds: Bool) {}
  var kind: ListStyleKind { .plain }
}

/// A sidebar's list: on an iPhone, inset grouped.
public struct SidebarListStyle: BuiltInListStyle, Sendable {
  public init() {}
  var kind: ListStyleKind { .insetGrouped }
}

extension ListStyle where Self == DefaultListStyle {
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  public static var inset: InsetListStyle { InsetListStyle() }
  public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// Rows in sections, scrolling, as SwiftUI's `List` on iOS. `SelectionValue` is the type of
/// the bound selection (`Never` for a list without one); no row is drawn selected, as on an
/// iPhone outside edit mode.
public struct List<SelectionValue: Hashable, Content: View>: PrimitiveView {
  let content: Content

  /// A list whose rows people may select several of.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list whose rows people may select one of.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    // iOS 13's default list is plain (public iOS 13 screenshots: rows edge to edge on white).
    let style = environment.listStyle.isAutomatic && environment.interfaceLook == .ios13
      ? ListStyleKind.plain : environment.listStyle
    return ListBuilder(style: style, name: "List").make(content, builder, environment)
  }
}

extension List where SelectionValue == Never {
  /// A list without a selection.
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
}

/// A settings form: a list in the grouped style.
public struct Form<Content: View>: PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let custom = environment.customFormStyle {
      var inner = environment
      inner.customFormStyle = nil
      return resolve(custom.make(FormStyleConfiguration(content: .init(content: AnyView(content)))),
                     builder, inner)
    }
    // iOS 13's form is grouped edge to edge (a public iOS 13 screenshot), later ones in cards.
    let style = environment.interfaceLook == .ios13 ? ListStyleKind.grouped : .insetGrouped
    return ListBuilder(style: style, name: "Form").make(content, builder, environment)
  }
}

extension Form where Content == FormStyleConfiguration.Content {
  /// The default form of a style's configuration.
  public init(_ configuration: FormStyleConfiguration) { content = configuration.content }
}

/// Already-made nodes, to place inside views built around them.
struct ResolvedNodes: PrimitiveView {
  let ids: [NodeID]
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    ids
  }
}
