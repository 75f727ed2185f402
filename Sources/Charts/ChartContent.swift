// What a chart's closure holds: marks, their modifiers, ForEach and the builder's blocks, as
// Swift Charts' `ChartContent` and `@ChartContentBuilder`. A chart reads its content once, into
// a flat list of marks (`MarkRecord`), in the order written: each primitive appends its marks,
// and a type of the app's own reads its `body`.
@_spi(Frameworks) import Cellshot
import Foundation

/// Something a chart draws (a mark, a group of marks, a type of the app's own), as Swift Charts'
/// `ChartContent`.
public protocol ChartContent {
  /// The content this content is made of.
  associatedtype Body: ChartContent
  /// The content this content is made of.
  @ChartContentBuilder var body: Body { get }
}

extension Never: ChartContent {
  public typealias Body = Never
}

/// Content that puts its marks in the list itself, rather than through a body.
protocol PrimitiveChartContent {
  /// Appends the marks this content draws.
  func collect(into marks: MarkList)
}

/// The marks a chart draws, in the order its content lists them.
final class MarkList {
  var records: [MarkRecord] = []
}

/// Appends the marks of `content` to `marks`.
func collectMarks<C: ChartContent>(_ content: C, into marks: MarkList) {
  if let primitive = content as? any PrimitiveChartContent {
    primitive.collect(into: marks)
  } else if C.Body.self != Never.self {
    collectMarks(content.body, into: marks)
  }
}

/// The marks of `content`, in order.
func marks<C: ChartContent>(of content: C) -> [MarkRecord] {
  let list = MarkList()
  collectMarks(content, into: list)
  return list.records
}

/// Builds a chart's content from the marks a closure lists, as Swift Charts'.
@resultBuilder
public enum ChartContentBuilder {
  public static func buildExpression<C: ChartContent>(_ content: C) -> C { content }

  public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

  public static func buildBlock<C: ChartContent>(_ content: C) -> C { content }

  public static func buildBlock<each C: ChartContent>(_ content: repeat each C)
    -> TupleChartContent<(repeat each C)>
  {
    TupleChartContent { marks in repeat collectMarks(each content, into: marks) }
  }

  public static func buildOptional<C: ChartContent>(_ content: C?) -> C? { content }

  public static func buildEither<T: ChartContent, F: ChartContent>(first: T)
    -> BuilderConditional<T, F>
  {
    BuilderConditional(storage: .trueContent(first))
  }

  public static func buildEither<T: ChartContent, F: ChartContent>(second: F)
    -> BuilderConditional<T, F>
  {
    BuilderConditional(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<C: ChartContent>(_ content: C) -> AnyChartContent {
    AnyChartContent(content)
  }
}

/// No content (an empty builder block).
public struct EmptyChartContent: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  public var body: Never { fatalError("EmptyChartContent has no body") }
  func collect(into marks: MarkList) {}
}

/// Several contents listed in one block.
public struct TupleChartContent<T>: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  public var body: Never { fatalError("TupleChartContent has no body") }
  let collector: (MarkList) -> Void
  func collect(into marks: MarkList) { collector(marks) }
}

/// One of two contents, chosen by an `if` or a `switch` in a builder, as Swift Charts'.
public struct BuilderConditional<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

extension BuilderConditional: ChartContent, PrimitiveChartContent
where TrueContent: ChartContent, FalseContent: ChartContent {
  public typealias Body = Never
  public var body: Never { fatalError("BuilderConditional has no body") }
  func collect(into marks: MarkList) {
    switch storage {
    case .trueContent(let content): collectMarks(content, into: marks)
    case .falseContent(let content): collectMarks(content, into: marks)
    }
  }
}

extension Optional: ChartContent where Wrapped: ChartContent {
  public typealias Body = Never
  public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveChartContent where Wrapped: ChartContent {
  func collect(into marks: MarkList) {
    if let content = self { collectMarks(content, into: marks) }
  }
}

/// Chart content of any type, as Swift Charts' `AnyChartContent`.
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
  public typealias Body = Never
  public var body: Never { fatalError("AnyChartContent has no body") }
  let collector: (MarkList) -> Void

  public init(_ content: some ChartContent) {
    collector = { marks in collectMarks(content, into: marks) }
  }

  public init(erasing content: some ChartContent) { self.init(content) }

  func collect(into marks: MarkList) { collector(marks) }
}

extension ForEach: ChartContent where Content: ChartContent {
  public typealias Body = Never
  public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach: PrimitiveChartContent where Content: ChartContent {
  func collect(into marks: MarkList) {
    for element in data { collectMarks(content(element), into: marks) }
  }
}

extension ForEach where Content: ChartContent {
  /// Marks for each element of a collection, each identified by the key path `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>,
              @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, identity: { AnyHashable($0[keyPath: id]) }, content: content)
  }
}

extension ForEach where ID == Data.Element.ID, Content: ChartContent, Data.Element: Identifiable {
  /// Marks for each element of a collection of identifiable values.
  public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(_data: data, identity: { AnyHashable($0.id) }, content: content)
  }
}
