/// What a container's contexts share: the models inserted, by entity, in the order they came.
final class ModelStore: @unchecked Sendable {
  private(set) var models: [ObjectIdentifier: any PersistentModel] = [:]
  private(set) var order: [ObjectIdentifier] = []
  var deleted: Set<ObjectIdentifier> = []

  func add(_ model: any PersistentModel) -> Bool {
    let key = ObjectIdentifier(model)
    guard models[key] == nil else { return false }
    models[key] = model
    order.append(key)
    deleted.remove(key)
    return true
  }

  func remove(_ model: any PersistentModel) {
    let key = ObjectIdentifier(model)
    guard models.removeValue(forKey: key) != nil else { return }
    order.removeAll { $0 == key }
    deleted.insert(key)
  }

  func removeAll() {
    deleted.formUnion(order)
    models = [:]
    order = []
  }

  /// Every model, in insertion order.
  var all: [any PersistentModel] { order.compactMap { models[$0] } }
}

/// Where an app inserts, deletes and fetches its models, as SwiftData's `ModelContext`.
/// Inserting a model inserts the models its properties hold (its relationships), as SwiftData
/// does, and a fetch sees models attached to inserted ones since.
public final class ModelContext: @unchecked Sendable {
  let store: ModelStore
  weak var container: ModelContainer?
  /// Whether models were inserted or deleted since the last `save()`.
  public private(set) var hasChanges = false
  public var autosaveEnabled = true

  init(store: ModelStore) { self.store = store }

  /// A context on `container`'s store: it sees what the container's other contexts insert.
  public init(_ container: ModelContainer) {
    store = container.store
    self.container = container
  }

  /// The container of this context.
  public var modelContainer: ModelContainer {
    guard let container else { preconditionFailure("the context's container was released") }
    return container
  }

  /// Keeps `model` (and the models it holds).
  public func insert<T: PersistentModel>(_ model: T) {
    insertGraph(model)
    hasChanges = true
  }

  /// Removes `model`.
  public func delete<T: PersistentModel>(_ model: T) {
    store.remove(model)
    hasChanges = true
  }

  /// Removes every model of type `T` that `predicate` accepts (all of them without one).
  public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil,
                                         includeSubclasses: Bool = true) throws {
    for item in try fetch(FetchDescriptor<T>(predicate: predicate)) { store.remove(item) }
    hasChanges = true
  }

  /// The models of type `T` that the descriptor's predicate accepts, in its order (insertion
  /// order where it gives none), past its offset and up to its limit.
  public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
    attachNewlyHeld()
    var result = store.all.compactMap { $0 as? T }
    if let predicate = descriptor.predicate {
      result = try result.filter { try predicate.evaluate($0) }
    }
    if !descriptor.sortBy.isEmpty {
      result.sort(using: descriptor.sortBy)
    }
    if let offset = descriptor.fetchOffset, offset > 0 {
      result = Array(result.dropFirst(offset))
    }
    if let limit = descriptor.fetchLimit {
      result = Array(result.prefix(max(0, limit)))
    }
    return result
  }

  /// How many models `fetch(_:)` gives.
  public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
    try fetch(descriptor).count
  }

  /// The identities of the models `fetch(_:)` gives.
  public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws
    -> [PersistentIdentifier]
  {
    try fetch(descriptor).map(\.persistentModelID)
  }

  /// Calls `block` with each model `fetch(_:)` gives.
  public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>,
                                            batchSize: Int = 5000,
                                            allowEscapingMutations: Bool = false,
                                            block: (T) throws -> Void) throws {
    for model in try fetch(descriptor) { try block(model) }
  }

  /// The model with this identity, if this context's store holds it.
  public func registeredModel<T: PersistentModel>(for identifier: PersistentIdentifier) -> T? {
    store.all.first { $0.persistentModelID == identifier } as? T
  }

  /// The model with this identity. The store must hold it, as in SwiftData.
  public func model(for identifier: PersistentIdentifier) -> any PersistentModel {
    guard let model = store.all.first(where: { $0.persistentModelID == identifier }) else {
      preconditionFailure("no model with \(identifier) in this context")
    }
    return model
  }

  /// Ends the changes: a store in memory keeps them as they are.
  public func save() throws { hasChanges = false }
  /// Takes back nothing: a context in memory has no saved state to return to.
  public func rollback() { hasChanges = false }
  public func processPendingChanges() {}

  /// Runs `block` and saves.
  public func transaction(block: () throws -> Void) throws {
    try block()
    try save()
  }

  // MARK: - The object graph

  private func insertGraph(_ model: any PersistentModel) {
    var pending: [any PersistentModel] = [model]
    while let next = pending.popLast() {
      guard store.add(next) else { continue }
      Self.register(next, in: self)
      pending += Self.heldModels(next)
    }
  }

  /// Models attached to inserted ones after they were inserted (`trip.stops.append(stop)`);
  /// not those deleted since, which a model may still hold until it is saved.
  private func attachNewlyHeld() {
    for model in store.all {
      for held in Self.heldModels(model)
      where store.models[ObjectIdentifier(held)] == nil
        && !store.deleted.contains(ObjectIdentifier(held)) {
        insertGraph(held)
      }
    }
  }

  /// The models a model's stored properties hold: one, an optional one, or a collection.
  static func heldModels(_ model: any PersistentModel) -> [any PersistentModel] {
    var found: [any PersistentModel] = []
    for child in Mirror(reflecting: model).children {
      collect(child.value, into: &found, depth: 0)
    }
    return found
  }

  private static func collect(_ value: Any, into found: inout [any PersistentModel], depth: Int) {
    if let model = value as? any PersistentModel {
      found.append(model)
      return
    }
    guard depth < 2 else { return }
    let mirror = Mirror(reflecting: value)
    switch mirror.displayStyle {
    case .optional, .collection, .set:
      for child in mirror.children { collect(child.value, into: &found, depth: depth + 1) }
    default:
      break
    }
  }

  // MARK: - Which context holds a model

  private final class Weak {
    weak var context: ModelContext?
    init(_ context: ModelContext) { self.context = context }
  }

  nonisolated(unsafe) private static var owners: [ObjectIdentifier: Weak] = [:]
  private static let lock = NSLock()

  private static func register(_ model: AnyObject, in context: ModelContext) {
    lock.lock()
    defer { lock.unlock() }
    owners[ObjectIdentifier(model)] = Weak(context)
  }

  static func owner(of model: AnyObject) -> ModelContext? {
    lock.lock()
    defer { lock.unlock() }
    guard let context = owners[ObjectIdentifier(model)]?.context,
          context.store.models[ObjectIdentifier(model)] != nil else { return nil }
    return context
  }

  static func wasDeleted(_ model: AnyObject) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return owners[ObjectIdentifier(model)]?.context?.store.deleted
      .contains(ObjectIdentifier(model)) ?? false
  }
}

/// What to fetch: a predicate, an order, a range, as SwiftData's `FetchDescriptor`.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
  public var predicate: Predicate<T>?
  public var sortBy: [SortDescriptor<T>]
  public var fetchLimit: Int?
  public var fetchOffset: Int?
  public var includePendingChanges = true
  public var propertiesToFetch: [PartialKeyPath<T>] = []
  public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

  public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
    self.predicate = predicate
    self.sortBy = sortBy
  }
}
