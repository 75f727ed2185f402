// SwiftData on Linux: an app's models, their container and context, kept in memory, under the
// names app code imports. Takes `@Model` classes, `ModelContainer(for:configurations:)`,
// `context.insert(_:)` and `@Query`; gives the inserted models back, filtered by their
// `#Predicate` and sorted by their sort descriptors, so that a preview or a test that inserts
// sample data renders that data. Nothing is written to disk: every container is in memory,
// whatever its configuration says. Depends on Cellshot for views and the environment; never
// imported by Cellshot.
@_exported import Foundation
@_exported import Observation
import Cellshot

/// A class SwiftData keeps: what `@Model` makes of it. Models are equal when they are the same
/// object, as SwiftData's are.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
  /// The model's identity in its store.
  public var persistentModelID: PersistentIdentifier {
    PersistentIdentifier(entityName: "\(Self.self)", object: ObjectIdentifier(self))
  }

  /// The context the model was inserted into, if any.
  public var modelContext: ModelContext? { ModelContext.owner(of: self) }

  /// Whether the model was deleted from its context.
  public var isDeleted: Bool { ModelContext.wasDeleted(self) }

  /// Whether the model changed since its context last saved: inserted and not saved.
  public var hasChanges: Bool { modelContext?.hasChanges ?? false }

  @_implements(Equatable, ==(_:_:))
  public static func __equals(_ lhs: Self, _ rhs: Self) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension PersistentModel {
  /// The model's identity, unless the class declares an `id` of its own.
  public var id: PersistentIdentifier { persistentModelID }
}

/// A model's identity: its entity and its object.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let entityName: String
  let object: ObjectIdentifier
  /// The store the model is in: a container in memory has one.
  public var storeIdentifier: String? { "memory" }

  public var description: String { "PersistentIdentifier(\(entityName), \(object))" }

  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.entityName, lhs.object.hashValue) < (rhs.entityName, rhs.object.hashValue)
  }
}

// MARK: - Macros

/// Makes a class a model SwiftData keeps: `@Model final class Trip { var name: String ... }`.
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "CellshotMacros", type: "ModelMacro")

/// How a model's property is stored: `@Attribute(.unique) var id: UUID`. Accepted: a model in
/// memory keeps every property as it is.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil,
                       hashModifier: String? = nil)
  = #externalMacro(module: "CellshotMacros", type: "AttributeMacro")

/// A relationship between models: `@Relationship(deleteRule: .cascade) var stops: [Stop]`.
/// Accepted: related models are found from the models that hold them.
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
                          originalName: String? = nil, inverse: AnyKeyPath? = nil,
                          hashModifier: String? = nil)
  = #externalMacro(module: "CellshotMacros", type: "RelationshipMacro")

/// A property SwiftData does not keep: `@Transient var isExpanded = false`.
@attached(peer)
public macro Transient() = #externalMacro(module: "CellshotMacros", type: "TransientMacro")

/// Properties whose values are unique together (iOS 18): accepted.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...)
  = #externalMacro(module: "CellshotMacros", type: "UniqueMacro")

/// An index on properties (iOS 18): accepted.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...)
  = #externalMacro(module: "CellshotMacros", type: "IndexMacro")
