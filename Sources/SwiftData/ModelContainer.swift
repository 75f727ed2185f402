/// Where a container's models are kept, as SwiftData's `ModelConfiguration`. Every store is in
/// memory here, whatever `isStoredInMemoryOnly` says: nothing is read from or written to disk.
public struct ModelConfiguration: Sendable, Hashable {
  public let name: String
  public let schema: Schema?
  public let isStoredInMemoryOnly: Bool
  public let allowsSave: Bool
  public let url: URL

  public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false,
              allowsSave: Bool = true, groupContainer: GroupContainer = .automatic,
              cloudKitDatabase: CloudKitDatabase = .automatic) {
    self.name = name ?? "default"
    self.schema = schema
    self.isStoredInMemoryOnly = isStoredInMemoryOnly
    self.allowsSave = allowsSave
    url = URL(fileURLWithPath: "/dev/null")
  }

  public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true,
              cloudKitDatabase: CloudKitDatabase = .automatic) {
    self.name = name ?? "default"
    self.schema = schema
    isStoredInMemoryOnly = false
    self.allowsSave = allowsSave
    self.url = url
  }

  @_disfavoredOverload
  public init(for types: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
    self.init(schema: Schema(types), isStoredInMemoryOnly: isStoredInMemoryOnly)
  }

  /// An app group's container: accepted.
  public struct GroupContainer: Sendable, Hashable {
    let identifier: String?
    public static let automatic = GroupContainer(identifier: nil)
    public static let none = GroupContainer(identifier: nil)
    public static func identifier(_ identifier: String) -> GroupContainer {
      GroupContainer(identifier: identifier)
    }
  }

  /// A CloudKit database to sync with: accepted (nothing syncs).
  public struct CloudKitDatabase: Sendable, Hashable {
    let identifier: String?
    public static let automatic = CloudKitDatabase(identifier: nil)
    public static let none = CloudKitDatabase(identifier: nil)
    public static func `private`(_ identifier: String) -> CloudKitDatabase {
      CloudKitDatabase(identifier: identifier)
    }
  }
}

/// The models of an app, kept in memory, as SwiftData's `ModelContainer`: its `mainContext`
/// holds what is inserted.
public final class ModelContainer: @unchecked Sendable {
  public let schema: Schema
  public let configurations: [ModelConfiguration]
  /// The context views use: the one `.modelContainer(_:)` puts in the environment.
  @MainActor public var mainContext: ModelContext { main }
  let main: ModelContext

  public init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
              configurations: [ModelConfiguration]) throws {
    self.schema = schema
    self.configurations = configurations.isEmpty ? [ModelConfiguration(isStoredInMemoryOnly: true)] : configurations
    store = ModelStore()
    main = ModelContext(store: store)
    main.container = self
  }

  let store: ModelStore

  public convenience init(for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                          configurations: ModelConfiguration...) throws {
    try self.init(for: schema, migrationPlan: migrationPlan, configurations: configurations)
  }

  public convenience init(for forTypes: any PersistentModel.Type...,
                          migrationPlan: (any SchemaMigrationPlan.Type)? = nil,
                          configurations: ModelConfiguration...) throws {
    try self.init(for: Schema(forTypes), migrationPlan: migrationPlan,
                  configurations: configurations)
  }

  /// Empties every store of the container.
  public func deleteAllData() { store.removeAll() }
}
