/// One view per element of a collection, as SwiftUI's ForEach: over `Identifiable` data, data
/// with an `id` key path, or a range of integers. Identity does not matter to a picture, so
/// `id:` is accepted and not used. Its content may be tabs or a table's rows instead.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection of data the views are made from.
  public var data: Data
  /// What makes a view of each element.
  public var content: (Data.Element) -> Content
  /// Each element's identity (a picker's implicit tag).
  var identity: (Data.Element) -> AnyHashable = { _ in AnyHashable(0) }
}

extension ForEach: View where Content: View {}

extension ForEach {
  /// A ForEach over any kind of content, for the frameworks beside SwiftUI whose content is not a
  /// view (Charts' marks): they add Apple's initializers on top of this one.
  @_spi(Frameworks)
  public init(_data data: Data, identity: @escaping (Data.Element) -> AnyHashable,
              content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    self.identity = identity
  }

  /// A ForEach of any content, for the content kinds other modules add (MapKit's map content).
  package init(_data data: Data, content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, identity: { _ in AnyHashable(0) }, content: content)
  }
}

@MainActor
extension ForEach: PrimitiveView where Content: View {
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    if let found = data as? any RescopedSubviews,
       let scoped = found.rescoped(ContentScope(builder: builder, environment: environment))
         as? Data {
      // `ForEach(subviews:)`: the children found here, through views of the app's own
      return scoped.flatMap { resolve(content($0), builder, environment) }
    }
    var ids: [NodeID] = []
    ids.reserveCapacity(data.count)
    builder.reserve(data.count)
    if let range = data as? Range<Int> {
      // `ForEach(0..<n)`, the commonest data, stepped as Ints: in this unspecialised generic
      // code, a Range steps through Strideable's witnesses, a tenth of laying out a long list.
      for index in range {
        let element = unsafeBitCast(index, to: Data.Element.self)  // Data.Element is Int
        ids += resolve(content(element), builder, environment)
      }
      return ids
    }
    for element in data { ids += resolve(content(element), builder, environment) }
    return ids
  }
}

extension ForEach: TaggedItems where Content: View {
  /// Each element's options: its view's, found as `taggedOptions` finds them; those without
  /// a tag of their own are tagged with the element's identity.
  func taggedItems(_ scope: ContentScope?) -> [(tag: AnyHashable?, view: AnyView)] {
    typealias Option = (tag: AnyHashable?, view: AnyView)
    let data = (data as? any RescopedSubviews)?.rescoped(scope) as? Data ?? data
    return data.flatMap { element -> [Option] in
      taggedOptions(content(element), scope).map { option -> Option in
        (tag: option.tag ?? identity(element), view: option.view)
      }
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID, Content: View {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identity = { AnyHashable($0.id) }
  }
}

extension ForEach where Content: View {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>,
              @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identity = { AnyHashable($0[keyPath: id]) }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    identity = { AnyHashable($0) }
  }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int, Content: View {
  public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    identity = { AnyHashable($0) }
  }
}

extension ForEach where Content: View {
  /// One view per element of a bound collection, each given a binding to its element:
  /// `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }`. The data is the
  /// collection's indices paired with its elements' identities, as SwiftUI's.
  public init<C>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
    C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable,
    C.Index: Hashable
  {
    self.init(data, id: \.id, content: content)
  }

  public init<C>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection,
    C: RandomAccessCollection, C.Index: Hashable
  {
    let elements = data.wrappedValue
    self.data = elements.indices.lazy.map { index in (index, elements[index][keyPath: id]) }
    self.content = { content(data.element($0.0)) }
    identity = { AnyHashable($0.1) }
  }
}
