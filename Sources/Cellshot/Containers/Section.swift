// Sections: a header, rows and a footer. In a stack they flatten into its children (a lazy
// stack that pins headers keeps where each section starts); a list draws each as a card.

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
  if let tuple = content as? any TupleViewItems {
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

/// A part of a section (its header, rows or footer) for its container: no views at all for
/// an `EmptyView`, so that a container taking the section apart counts no subview there.
@MainActor func sectionPart<V: View>(_ view: V) -> AnyView {
  view is EmptyView ? AnyView(TupleView(views: [])) : AnyView(view)
}

@MainActor protocol ForEachSections {
  var sectionItems: [StackItem] { get }
}

/// A header, rows and a footer; in a lazy stack with pinned headers, the header sticks. Its
/// parts may be table rows instead (a table's sections).
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// Whether the rows show: false for a collapsible section bound closed.
  var isExpanded = true
}

@MainActor
extension Section: View where Parent: View, Content: View, Footer: View {
  nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.footer = footer
    self.content = content()
  }
}

@MainActor
extension Section: PrimitiveView, SectionLike where Parent: View, Content: View, Footer: View {
  var stackItem: StackItem {
    .section(header: sectionPart(header),
             rows: isExpanded ? sectionPart(content) : sectionPart(EmptyView()),
             footer: sectionPart(footer))
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(header, builder, environment)
      + (isExpanded ? resolve(content, builder, environment) : [])
      + resolve(footer, builder, environment)
  }
}

@MainActor
extension Section where Parent: View, Content: View, Footer == EmptyView {
  nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer: View {
  nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

@MainActor
extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}
