import Cellshot

/// The models of a type a view shows, fetched from the environment's model context as the view
/// is made, as SwiftData's `Query`: what the `@Query` macro keeps beside the property it is
/// attached to (`@Query(sort: \Trip.startDate) var trips: [Trip]`). Animations are accepted (a
/// picture shows the result).
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
  @Environment(\.modelContext) private var context
  private let descriptor: FetchDescriptor<Element>

  /// The models the descriptor selects from the view's model context (none when the fetch
  /// fails, as in SwiftData, whose `fetchError` then says why).
  public var wrappedValue: Result {
    // every initializer has `Result == [Element]`, as SwiftData's
    ((try? context.fetch(descriptor)) ?? []) as! Result
  }

  /// The fetch's error, if it failed.
  public var fetchError: (any Error)? {
    do {
      _ = try context.fetch(descriptor)
      return nil
    } catch {
      return error
    }
  }

  init(descriptor: FetchDescriptor<Element>) { self.descriptor = descriptor }

  /// The context the query fetches from.
  public var modelContext: ModelContext { context }
}

extension Query where Result == [Element] {
  public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
    self.init(descriptor: descriptor)
  }

  public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
    self.init(descriptor: descriptor)
  }

  /// The models `filter` accepts (all without one), in the descriptors' order (insertion
  /// order without any).
  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
              transaction: Transaction? = nil) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
              animation: Animation) {
    self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
  }

  public init<Value: Comparable>(filter: Predicate<Element>? = nil,
                                 sort keyPath: KeyPath<Element, Value>,
                                 order: SortOrder = .forward, transaction: Transaction? = nil) {
    self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)])
  }

  public init<Value: Comparable>(filter: Predicate<Element>? = nil,
                                 sort keyPath: KeyPath<Element, Value?>,
                                 order: SortOrder = .forward, transaction: Transaction? = nil) {
    self.init(filter: filter, sort: [SortDescriptor(sendable(keyPath), order: order)])
  }

  public init<Value: Comparable>(filter: Predicate<Element>? = nil,
                                 sort keyPath: KeyPath<Element, Value>,
                                 order: SortOrder = .forward, animation: Animation) {
    self.init(filter: filter, sort: keyPath, order: order)
  }

  public init<Value: Comparable>(filter: Predicate<Element>? = nil,
                                 sort keyPath: KeyPath<Element, Value?>,
                                 order: SortOrder = .forward, animation: Animation) {
    self.init(filter: filter, sort: keyPath, order: order)
  }
}

/// A key path as Foundation's sort descriptors take it on Linux (`& Sendable`): a key path
/// is immutable, and SwiftData's `@Query(sort:)` takes any.
func sendable<Root, Value>(_ keyPath: KeyPath<Root, Value>) -> KeyPath<Root, Value> & Sendable {
  unsafeBitCast(keyPath, to: (KeyPath<Root, Value> & Sendable).self)
}

// MARK: - The macro

/// Fetches the models the property's type names: `@Query(sort: \Trip.startDate) var trips:
/// [Trip]` keeps a `Query<Trip, [Trip]>` beside `trips` and reads it.
@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query() = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
  order: SortOrder = .forward, transaction: Transaction? = nil
) = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
  order: SortOrder = .forward, transaction: Transaction? = nil
) = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
  animation: Animation
) = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>,
  order: SortOrder = .forward, animation: Animation
) = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Value: Comparable, Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>,
  order: SortOrder = .forward, animation: Animation
) = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
  filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
  transaction: Transaction? = nil
) = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
  _ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil
) = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query<Element: PersistentModel>(
  _ descriptor: FetchDescriptor<Element>, animation: Animation
) = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(animation: Animation)
  = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

@attached(accessor) @attached(peer, names: prefixed(`_`))
public macro Query(transaction: Transaction)
  = #externalMacro(module: "CellshotMacros", type: "QueryMacro")

// MARK: - The model context in the environment

private struct ModelContextKey: EnvironmentKey {
  /// With no container above it, a view sees an empty context, as SwiftData gives one.
  static var defaultValue: ModelContext { ModelContext.detached }
}

extension ModelContext {
  static let detached = ModelContext(store: ModelStore())
}

extension EnvironmentValues {
  /// The model context of the nearest `.modelContainer(_:)` or `.modelContext(_:)` above.
  public var modelContext: ModelContext {
    get { self[ModelContextKey.self] }
    set { self[ModelContextKey.self] = newValue }
  }
}

extension View {
  /// Gives the views below `container`'s main context.
  @MainActor
  public func modelContainer(_ container: ModelContainer) -> some View {
    environment(\.modelContext, container.mainContext)
  }

  /// Gives the views below `context`.
  public func modelContext(_ context: ModelContext) -> some View {
    environment(\.modelContext, context)
  }

  /// Gives the views below a new container for `modelType` (in memory: every container is),
  /// made once and kept while the picture is made.
  @MainActor
  public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                             isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                             onSetup: @escaping (Result<ModelContainer, any Error>) -> Void
                               = { _ in }) -> some View {
    modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled,
                   isUndoEnabled: isUndoEnabled, onSetup: onSetup)
  }

  @MainActor
  public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                             isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                             onSetup: @escaping (Result<ModelContainer, any Error>) -> Void
                               = { _ in }) -> some View {
    ModelContainerHost(content: self, holder: ContainerHolder(types: modelTypes, onSetup: onSetup))
  }
}

/// A container made on first use: a view's `@State` keeps the holder across the passes of a
/// render, so what the views below insert stays in one container.
final class ContainerHolder {
  let types: [any PersistentModel.Type]
  let onSetup: (Result<ModelContainer, any Error>) -> Void
  private var made: ModelContext?

  init(types: [any PersistentModel.Type],
       onSetup: @escaping (Result<ModelContainer, any Error>) -> Void) {
    self.types = types
    self.onSetup = onSetup
  }

  @MainActor var context: ModelContext {
    if let made { return made }
    let result = Result { try ModelContainer(for: Schema(types), configurations: []) }
    onSetup(result)
    let context = (try? result.get())?.mainContext ?? ModelContext.detached
    made = context
    return context
  }
}

struct ModelContainerHost<Content: View>: View {
  let content: Content
  @State var holder: ContainerHolder

  init(content: Content, holder: ContainerHolder) {
    self.content = content
    _holder = State(wrappedValue: holder)
  }

  var body: some View { content.environment(\.modelContext, holder.context) }
}
