// iOS 18's sections of a view's content: `Group(sections:)` and `ForEach(sections:)` give a
// container the sections of its content one by one, each its header, rows and footer as
// subviews. Views outside any section are grouped with their neighbours into sections of
// their own, so there is always at least one.

/// One section of a view's content: its header, content and footer, each as subviews.
public struct SectionConfiguration: Identifiable {
  /// A section's identity: its place among the sections.
  public struct ID: Hashable, @unchecked Sendable {
    let position: Int
  }

  public let id: ID
  /// The values the section carries for its container.
  public let containerValues: ContainerValues
  public let header: SubviewsCollection
  public let footer: SubviewsCollection
  public let content: SubviewsCollection

  /// The section's actions (`.sectionActions`): none are drawn on an iPhone's list.
  public var actions: Actions { Actions() }

  /// The view of a section's actions.
  public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}

/// The sections of a view's content.
@MainActor
func sectionConfigurations<V: View>(_ view: V, _ scope: ContentScope? = nil)
  -> [SectionConfiguration]
{
  var sections: [SectionConfiguration] = []
  var loose: [AnyView] = []
  func add(_ header: AnyView, _ content: AnyView, _ footer: AnyView) {
    sections.append(SectionConfiguration(
      id: .init(position: sections.count), containerValues: ContainerValues(),
      header: SubviewsCollection(header, scope), footer: SubviewsCollection(footer, scope),
      content: SubviewsCollection(content, scope)))
  }
  func flushLoose() {
    if !loose.isEmpty {
      add(AnyView(EmptyView()), AnyView(TupleView(views: loose)), AnyView(EmptyView()))
    }
    loose = []
  }
  for item in flattenSections(view, scope) {
    switch item {
    case .view(let view): loose.append(view)
    case .section(let header, let rows, let footer):
      flushLoose()
      add(header, rows, footer)
    }
  }
  flushLoose()
  if sections.isEmpty { add(AnyView(EmptyView()), AnyView(EmptyView()), AnyView(EmptyView())) }
  return sections
}

/// The sections of a view, as `Group(sections:)` gives them.
public struct SectionCollection: RandomAccessCollection {
  nonisolated(unsafe) let sections: [SectionConfiguration]
  nonisolated public var startIndex: Int { 0 }
  nonisolated public var endIndex: Int { sections.count }
  nonisolated public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The data of `ForEach(sections:)`: the sections of a view, found again where the ForEach
/// is resolved (`rescoped`), through views of the app's own.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection,
  RescopedSubviews
{
  nonisolated(unsafe) let sections: [SectionConfiguration]
  /// The sections found with a scope.
  nonisolated(unsafe) var find: (@MainActor (ContentScope?) -> [SectionConfiguration])? = nil

  func rescoped(_ scope: ContentScope?) -> any RescopedSubviews {
    guard let find else { return self }
    return ForEachSectionCollection(sections: find(scope), find: nil)
  }

  nonisolated public var startIndex: Int { 0 }
  nonisolated public var endIndex: Int { sections.count }
  nonisolated public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// What `Group(sections:transform:)` is: the transform of the content's sections, found
/// where it is resolved (or looked through), through views of the app's own.
public struct GroupSectionsOfContent<Sections: View, Content: View>: PrimitiveView,
  ScopedViewList
{
  let sections: Sections
  let transform: (SectionCollection) -> Content

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    let scope = ContentScope(builder: builder, environment: environment)
    return resolve(listedViews(scope)[0], builder, environment)
  }

  func listedViews(_ scope: ContentScope?) -> [any View] {
    [transform(SectionCollection(sections: sectionConfigurations(sections, scope)))]
  }
}

@MainActor
extension Group {
  /// A view made from `view`'s sections, one by one.
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init { GroupSectionsOfContent(sections: view, transform: transform) }
  }
}

extension ForEach {
  /// A view of each of `view`'s sections.
  @MainActor
  public init<V: View>(
    sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content
  ) where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID, Content: View {
    let find: @MainActor (ContentScope?) -> [SectionConfiguration] = {
      sectionConfigurations(view, $0)
    }
    self.init(ForEachSectionCollection(sections: find(nil), find: find), content: content)
  }
}
