// Containers/: List, Form, Section, TabView and the navigation containers. Each takes its
// SwiftUI content and gives a composition of the layout primitives (stacks, frames,
// backgrounds, the navigation node) styled as iOS draws it; they hold no layout rule of their
// own but the navigation bar's (Layout/Rules/NavigationRule.swift).

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

  /// A row per number of `data` (`List(0..<100) { row in ... }`).
  public init<Row: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> Row)
  where Content == ForEach<Range<Int>, Int, Row> {
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

extension List {
  /// A row per element of a bound collection, each given a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection, Row: View>(
    _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> Row
  ) where Content == ForEach<[Binding<C.Element>], C.Element.ID, Row>, C.Element: Identifiable {
    self.init { ForEach<[Binding<C.Element>], C.Element.ID, Row>(data, content: rowContent) }
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
