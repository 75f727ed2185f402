/// Children in a column, as SwiftUI's VStack: `spacing` between them (8, or SwiftUI's
/// spacing, when nil), aligned across by `alignment`.
public struct VStack<Content: View>: PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    makeStack(.vertical, alignment.fraction, spacing, content, builder, environment, "VStack",
              guide: alignment.guide)
  }
}

/// Children in a row, as SwiftUI's HStack.
public struct HStack<Content: View>: PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    makeStack(.horizontal, alignment.fraction, spacing, content, builder, environment, "HStack",
              guide: alignment.guide)
  }
}

/// Children on top of each other, later ones in front, aligned by `alignment`.
public struct ZStack<Content: View>: PrimitiveView {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var env = environment
    env.stackAxis = nil
    return [builder.add(.zstack(alignment), resolve(content, builder, env), name: "ZStack")]
  }
}

@MainActor func makeStack<Content: View>(
  _ axis: Axis, _ alignment: CGFloat, _ spacing: CGFloat?, _ content: Content,
  _ builder: NodeBuilder, _ environment: EnvironmentValues, _ name: String,
  pinned: Bool = false, guide: StackGuide? = nil, lazy: Bool = false
) -> [NodeID] {
  var env = environment
  env.stackAxis = axis
  var children: [NodeID] = []
  var sections: [(header: Int, end: Int)] = []
  // Sections flatten into the stack: their header, then their rows. Only a stack that pins
  // headers needs to know where they are.
  let items = pinned ? flattenSections(content) : [StackItem.view(AnyView(content))]
  for item in items {
    switch item {
    case .view(let view): children += view.make(builder, env)
    case .section(let header, let rows, let footer):
      let headerNodes = header.make(builder, env)
      let start = children.count
      children += headerNodes
      children += rows.make(builder, env)
      children += footer.make(builder, env)
      if pinned, !headerNodes.isEmpty { sections.append((start, children.count)) }
    }
  }
  var node = StackNode(axis: axis, alignment: alignment, spacing: spacing.map(cleanLength))
  node.pinnedSections = sections
  node.guide = guide
  node.lazy = lazy
  let label = spacing.map { "\(name)(spacing: \(fmtPoints($0)))" } ?? name
  return [builder.add(.stack(node), children, name: label)]
}

/// The views of a stack's content, with sections kept apart so a lazy stack can pin headers.
enum StackItem {
  case view(AnyView)
  case section(header: AnyView, rows: AnyView, footer: AnyView)
}

@MainActor protocol SectionLike {
  var stackItem: StackItem { get }
}

@MainActor func flattenSections<Content: View>(_ content: Content) -> [StackItem] {
  if let section = content as? any SectionLike { return [section.stackItem] }
  if let modified = (content as? any SectionModifier)?.modifiedSection { return [modified] }
  if let tuple = content as? TupleView {
    return tuple.items.flatMap { item -> [StackItem] in item.stackItems?() ?? [.view(item)] }
  }
  if let each = content as? any ForEachSections { return each.sectionItems }
  return [.view(AnyView(content))]
}

/// A modifier that, put on a `Section`, applies to the section's views (as SwiftUI's list row
/// modifiers and environment modifiers do), so the section stays a section.
@MainActor protocol SectionModifier {
  /// The section under this modifier with the modifier applied to its parts; nil when the
  /// content is not a section.
  var modifiedSection: StackItem? { get }
}

/// The section `view` is, under any section modifiers; nil when it is not one.
@MainActor func sectionParts<V: View>(of view: V)
  -> (header: AnyView, rows: AnyView, footer: AnyView)?
{
  let items = flattenSections(view)
  guard items.count == 1, case .section(let header, let rows, let footer) = items[0] else {
    return nil
  }
  return (header, rows, footer)
}

@MainActor protocol ForEachSections {
  var sectionItems: [StackItem] { get }
}

/// A vertical stack that, in SwiftUI, builds rows lazily; here every row is laid out. It
/// takes the whole width offered (a VStack hugs its widest child). With
/// `pinnedViews: [.sectionHeaders]`, a section's header sticks to the top of the scroll view
/// while its rows pass under it, and the next header pushes it out.
public struct LazyVStack<Content: View>: PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let pinned: PinnedScrollableViews
  let content: Content

  public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
              pinnedViews: PinnedScrollableViews = [], @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.pinned = pinnedViews
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    makeStack(.vertical, alignment.fraction, spacing, content, builder, environment, "LazyVStack",
              pinned: pinned.contains(.sectionHeaders), guide: alignment.guide, lazy: true)
  }
}

/// A horizontal stack that, in SwiftUI, builds lazily; here it is an HStack that takes the
/// whole height offered.
public struct LazyHStack<Content: View>: PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
              @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    makeStack(.horizontal, alignment.fraction, spacing, content, builder, environment, "LazyHStack",
              guide: alignment.guide, lazy: true)
  }
}

public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A header, rows and a footer; in a lazy stack with pinned headers, the header sticks.
public struct Section<Parent: View, Content: View, Footer: View>: PrimitiveView, SectionLike {
  let header: Parent
  let content: Content
  let footer: Footer

  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.footer = footer
    self.content = content()
  }

  var stackItem: StackItem {
    .section(header: AnyView(header), rows: AnyView(content), footer: AnyView(footer))
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(header, builder, environment) + resolve(content, builder, environment)
      + resolve(footer, builder, environment)
  }
}

extension Section where Footer == EmptyView {
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

