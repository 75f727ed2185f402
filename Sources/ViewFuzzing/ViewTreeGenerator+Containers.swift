import Cellshot

extension ViewTreeGenerator {
  mutating func container(depth: Int) -> GeneratedView {
    switch reader.choose(16) {
    case 0, 1, 2, 3, 4: return stack(depth: depth)
    case 5, 6: return grid(depth: depth)
    case 7, 8, 9: return scrolling(depth: depth)
    default: return composite(depth: depth)
    }
  }

  /// VStack, HStack, ZStack and the lazy stacks, with hostile spacing.
  mutating func stack(depth: Int) -> GeneratedView {
    let spacing = reader.optionalLength()
    let kind = reader.choose(5)
    let content = children(depth: depth)
    let views = Several(views: content.map(\.view))
    let list = Self.list(content)
    switch kind {
    case 0:
      return GeneratedView(view: AnyView(VStack(alignment: .leading, spacing: spacing) { views }),
                           expression: "VStack(alignment: .leading, spacing: \(source(spacing))) { \(list) }")
    case 1:
      return GeneratedView(view: AnyView(HStack(spacing: spacing) { views }),
                           expression: "HStack(spacing: \(source(spacing))) { \(list) }")
    case 2:
      let (alignment, name) = reader.alignment()
      return GeneratedView(view: AnyView(ZStack(alignment: alignment) { views }),
                           expression: "ZStack(alignment: \(name)) { \(list) }")
    case 3:
      return GeneratedView(view: AnyView(LazyVStack(spacing: spacing) { views }),
                           expression: "LazyVStack(spacing: \(source(spacing))) { \(list) }")
    default:
      return GeneratedView(view: AnyView(LazyHStack(spacing: spacing) { views }),
                           expression: "LazyHStack(spacing: \(source(spacing))) { \(list) }")
    }
  }

  /// Grid (with spans that may be absurd) and the lazy grids (with hostile track sizes).
  mutating func grid(depth: Int) -> GeneratedView {
    let content = children(depth: depth)
    let list = Self.list(content)
    switch reader.choose(3) {
    case 0:
      let span = reader.integer()
      let first = content[0]
      let rest = Several(views: content.dropFirst().map(\.view))
      return GeneratedView(
        view: AnyView(Grid { GridRow { first.view.gridCellColumns(span); rest } }),
        expression: "Grid { GridRow { \(first.expression).gridCellColumns(\(span)); "
          + "\(Self.list(Array(content.dropFirst()))) } }")
    case 1:
      let minimum = reader.length()
      return GeneratedView(
        view: AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: minimum))]) {
          Several(views: content.map(\.view))
        }),
        expression: "LazyVGrid(columns: [GridItem(.adaptive(minimum: \(source(minimum))))]) "
          + "{ \(list) }")
    default:
      let size = reader.length()
      return GeneratedView(
        view: AnyView(LazyHGrid(rows: [GridItem(.fixed(size)), GridItem(.flexible())]) {
          Several(views: content.map(\.view))
        }),
        expression: "LazyHGrid(rows: [GridItem(.fixed(\(source(size)))), "
          + "GridItem(.flexible())]) { \(list) }")
    }
  }

  /// Scroll views, geometry readers and ViewThatFits.
  mutating func scrolling(depth: Int) -> GeneratedView {
    let content = children(depth: depth)
    let views = Several(views: content.map(\.view))
    let list = Self.list(content)
    switch reader.choose(4) {
    case 0:
      return GeneratedView(view: AnyView(ScrollView { views }),
                           expression: "ScrollView { \(list) }")
    case 1:
      return GeneratedView(view: AnyView(ScrollView(.horizontal) { views }),
                           expression: "ScrollView(.horizontal) { \(list) }")
    case 2:
      return GeneratedView(
        view: AnyView(GeometryReader { proxy in views.frame(width: proxy.size.width / 2) }),
        expression: "GeometryReader { proxy in Group { \(list) }"
          + ".frame(width: proxy.size.width / 2) }")
    default:
      return GeneratedView(view: AnyView(ViewThatFits { views }),
                           expression: "ViewThatFits { \(list) }")
    }
  }

  /// The containers made of others: List, Form, TabView, NavigationStack, Group.
  mutating func composite(depth: Int) -> GeneratedView {
    let content = children(depth: depth)
    let views = Several(views: content.map(\.view))
    let list = Self.list(content)
    switch reader.choose(5) {
    case 0:
      return GeneratedView(view: AnyView(List { views }), expression: "List { \(list) }")
    case 1:
      return GeneratedView(view: AnyView(Form { Section("Section") { views } }),
                           expression: "Form { Section(\"Section\") { \(list) } }")
    case 2:
      return GeneratedView(
        view: AnyView(TabView { views.tabItem { Label("Tab", systemImage: "star") } }),
        expression: "TabView { Group { \(list) }.tabItem { Label(\"Tab\", systemImage: "
          + "\"star\") } }")
    case 3:
      let title = reader.string()
      return GeneratedView(
        view: AnyView(NavigationStack { views.navigationTitle(title) }),
        expression: "NavigationStack { Group { \(list) }.navigationTitle(\(source(title))) }")
    default:
      return GeneratedView(view: AnyView(Group { views }), expression: "Group { \(list) }")
    }
  }
}
