/// A view that shows nothing and takes no space.
public struct EmptyView: PrimitiveView {
  public init() {}
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    []
  }
}

/// Several views in a row, as a result builder makes them: `value` is the tuple of views
/// (`TupleView<(Text, Image)>`), each laid out by the parent as its own child.
public struct TupleView<T>: PrimitiveView {
  /// The views, as a tuple.
  public var value: T
  /// The views, each erased, in order.
  let items: [AnyView]

  /// The views of `value`: each element of a tuple that is a view, or `value` itself when it
  /// is one view.
  public init(_ value: T) {
    self.value = value
    if let view = value as? any View {
      items = [AnyView(view)]
    } else {
      items = Mirror(reflecting: value).children.compactMap { child in
        (child.value as? any View).map { AnyView($0) }
      }
    }
  }

  init(value: T, items: [AnyView]) {
    self.value = value
    self.items = items
  }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    items.flatMap { $0.make(builder, environment) }
  }
}

extension TupleView where T == [AnyView] {
  /// Views in a row, from a list of erased views (a `for` loop's, a table's rows).
  init(views items: [AnyView]) { self.init(value: items, items: items) }
}

/// A `TupleView` whatever its tuple: the erased views it lays out.
protocol TupleViewItems {
  var items: [AnyView] { get }
}

extension TupleView: TupleViewItems {}

/// Views grouped without a container of their own: the parent lays out each one. A group of
/// toolbar items, tabs, commands, scenes or a table's rows or columns is one of those too.
public struct Group<Content> {
  package let content: Content
}

extension Group: View where Content: View {}

extension Group {
  /// A group of `content`, for the compatibility modules' builders (scenes, commands). Not
  /// for use by apps.
  public init(_wrapping content: Content) { self.content = content }
}

@MainActor
extension Group: PrimitiveView where Content: View {
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    resolve(content, builder, environment)
  }
}

/// One of two contents, chosen by `if`/`else` in a builder: views, toolbar items, tabs,
/// commands or scenes.
public struct ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

extension ConditionalContent: View where TrueContent: View, FalseContent: View {}

/// The name SwiftUI's own signatures give `ConditionalContent`
/// (`AsyncImage<_ConditionalContent<I, P>>`).
public typealias _ConditionalContent<TrueContent, FalseContent> =
  ConditionalContent<TrueContent, FalseContent>

extension ConditionalContent {
  /// The first or second content, for the compatibility modules' builders (scenes,
  /// commands). Not for use by apps.
  public init(_trueContent content: TrueContent) { storage = .trueContent(content) }
  public init(_falseContent content: FalseContent) { storage = .falseContent(content) }
}

@MainActor
extension ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    switch storage {
    case .trueContent(let view): return resolve(view, builder, environment)
    case .falseContent(let view): return resolve(view, builder, environment)
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional is a primitive view") }

  public func _makeNodes(_ builder: NodeBuilder, _ environment: EnvironmentValues) -> [NodeID] {
    switch self {
    case .some(let view): return resolve(view, builder, environment)
    case .none: return []
    }
  }
}

/// Builds views from closures, as SwiftUI's `@ViewBuilder` does: sequences, `if`/`else`,
/// optionals, `for` loops and availability checks.
@resultBuilder @MainActor @preconcurrency
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  @_disfavoredOverload
  public static func buildBlock<each Content: View>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    var items: [AnyView] = []
    repeat items.append(AnyView(each content))
    return TupleView(value: (repeat each content), items: items)
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<T: View, F: View>(first: T) -> ConditionalContent<T, F> {
    ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<T: View, F: View>(second: F) -> ConditionalContent<T, F> {
    ConditionalContent(storage: .falseContent(second))
  }

  public static func buildArray<Content: View>(_ components: [Content]) -> TupleView<[AnyView]> {
    TupleView(views: components.map { AnyView($0) })
  }

  /// An `if` without `else` in code built before `buildOptional` (Swift 5.4).
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
