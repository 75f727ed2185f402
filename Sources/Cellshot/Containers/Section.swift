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

/// The sections and loose views of `content`, as a list or a stack pinning headers finds
/// them: through builders, groups, `ForEach`, `if`, and (given a scope) the bodies of views
/// of the app's own (`ContainerContent.swift`).
@MainActor func flattenSections<Content: View>(_ content: Content, _ scope: ContentScope?)
  -> [StackItem]
{
  if let section = content as? any SectionLike { return [section.stackItem] }
  if let modifier = content as? any SectionModifier { return modifier.sectionItems(scope) }
  if let views = viewsInside(content, scope) {
    return views.flatMap { flattenSections($0, scope) }
  }
  return [.view(AnyView(content))]
}

/// Which part of a section a view is: loose views are rows.
enum SectionPartKind {
  case header, rows, footer
}

/// A modifier that, put on a `Section` (or on views that stand for sections: a view of the
/// app's own, a `ForEach`), applies to each section's parts, as SwiftUI's list row modifiers
/// and environment modifiers do, so the sections stay sections.
@MainActor protocol SectionModifier {
  /// The view the modifier is on.
  var modifiedView: any View { get }
  /// The modifier on `part`, one of the views its content stands for.
  func applied(to part: AnyView, as kind: SectionPartKind) -> AnyView
  /// The scope the modified view is made in (an environment modifier changes it).
  func innerScope(_ scope: ContentScope?) -> ContentScope?
}

extension SectionModifier {
  func innerScope(_ scope: ContentScope?) -> ContentScope? { scope }

  /// The sections and views of the modified view, each with the modifier applied. A view
  /// that is no section (a row) gets it too: the modifier goes around what the view stood
  /// for once looked through, so that a view of the app's own is made once a pass.
  func sectionItems(_ scope: ContentScope?) -> [StackItem] {
    flattenSections(modifiedView, innerScope(scope)).map { item in
      switch item {
      case .view(let view): return .view(applied(to: view, as: .rows))
      case .section(let header, let rows, let footer):
        return .section(header: applied(to: header, as: .header),
                        rows: applied(to: rows, as: .rows),
                        footer: applied(to: footer, as: .footer))
      }
    }
  }
}

/// A part of a section (its header, rows or footer) for its container: no views at all for
/// an `EmptyView`, so that a container taking the section apart counts no subview there.
@MainActor func sectionPart<V: View>(_ view: V) -> AnyView {
  view is EmptyView ? AnyView(TupleView(views: [])) : AnyView(view)
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
