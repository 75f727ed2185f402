/// The models a container keeps, as SwiftData's `Schema`: `Schema([Trip.self, Stop.self])`.
public struct Schema: Sendable, Hashable {
  public let entities: [Entity]
  public var version: Version

  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    entities = types.map { Entity(name: "\($0)") }
    self.version = version
  }

  public init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
    self.init(types, version: version)
  }

  public init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  public init() { self.init([any PersistentModel.Type]()) }

  /// A model type's entry in the schema.
  public struct Entity: Sendable, Hashable {
    public let name: String
  }

  /// A schema's version: `Schema.Version(1, 0, 0)`.
  public struct Version: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
    public let major: Int, minor: Int, patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) {
      self.major = major
      self.minor = minor
      self.patch = patch
    }
    public var description: String { "\(major).\(minor).\(patch)" }
    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
  }

  /// Options of `@Attribute`: accepted, a model in memory keeps its properties as they are.
  public enum Attribute {
    public struct Option: Sendable, Hashable {
      let name: String
      public static let unique = Option(name: "unique")
      public static let externalStorage = Option(name: "externalStorage")
      public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
      public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
      public static let spotlight = Option(name: "spotlight")
      public static let ephemeral = Option(name: "ephemeral")
      public static func transformable(by transformerName: String) -> Option {
        Option(name: "transformable \(transformerName)")
      }
    }
  }

  /// Options and delete rules of `@Relationship`: accepted.
  public enum Relationship {
    public struct Option: Sendable, Hashable {
      let name: String
      public static let unique = Option(name: "unique")
    }
    public enum DeleteRule: Sendable, Hashable, Codable {
      case nullify, cascade, deny, noAction
    }
  }
}

/// One version of an app's models, for migrations.
public protocol VersionedSchema {
  static var versionIdentifier: Schema.Version { get }
  static var models: [any PersistentModel.Type] { get }
}

/// How a store moves from one schema version to the next: accepted (a store in memory starts
/// at the newest).
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

/// A step of a migration plan.
public enum MigrationStage: @unchecked Sendable {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  case custom(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
              willMigrate: ((ModelContext) throws -> Void)?,
              didMigrate: ((ModelContext) throws -> Void)?)
}
