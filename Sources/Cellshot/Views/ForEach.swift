/// One view per element of a collection, as SwiftUI's ForEach: over `Identifiable` data, data
/// with an `id` key path, or a range of integers. Identity does not matter to a picture, so
/// `id:` is accepted and not used.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: PrimitiveView {
  let data: Data
  let content: (Data.Element) -> Content

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    var ids: [NodeID] = []
    ids.reserveCapacity(data.count)
    for element in data { ids += resolve(content(element), builder, environment) }
    return ids
  }
}

extension ForEach: ForEachSections {
  var sectionItems: [StackItem] {
    data.flatMap { element -> [StackItem] in flattenSections(content(element)) }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach {
  public init(_ data: Data, id: KeyPath<Data.Element, ID>,
              @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
  public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
  }
}
