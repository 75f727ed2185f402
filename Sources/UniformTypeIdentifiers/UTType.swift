// UniformTypeIdentifiers on Linux: the types of data SwiftUI code names (`UTType.png`,
// `.json`, `UTType(filenameExtension: "md")`), for file importers, drag and drop and
// `Transferable`. A type knows its identifier, its file extensions and MIME types, and what it
// conforms to (`.png` conforms to `.image`, `.data` and `.item`), from a table of the common
// system types. Names only: nothing here reads a file. Never imported by Cellshot.
import Foundation

/// A type of data, as UniformTypeIdentifiers' `UTType`.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible,
  CustomDebugStringConvertible
{
  /// The type's identifier: `public.png`.
  public let identifier: String

  init(known identifier: String) { self.identifier = identifier }

  /// The system type with this identifier, or a type declared by an app (`com.example.doc`).
  public init?(_ identifier: String) {
    guard !identifier.isEmpty else { return nil }
    self.identifier = identifier
  }

  /// A type an app exports: `UTType(exportedAs: "com.example.recipe")`.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.identifier = identifier
    if let parentType { UTType.declared[identifier] = parentType.identifier }
  }

  /// A type an app imports from another.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// The system type whose files end in `filenameExtension` (and that conforms to
  /// `supertype`), or nil.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let ext = filenameExtension.lowercased()
    guard let entry = UTType.table.first(where: { $0.extensions.contains(ext) }) else {
      return nil
    }
    let type = UTType(known: entry.identifier)
    guard type.conforms(to: supertype) else { return nil }
    self = type
  }

  /// The system type with this MIME type (and that conforms to `supertype`), or nil.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    let mime = mimeType.lowercased()
    guard let entry = UTType.table.first(where: { $0.mimeTypes.contains(mime) }) else {
      return nil
    }
    let type = UTType(known: entry.identifier)
    guard type.conforms(to: supertype) else { return nil }
    self = type
  }

  /// The usual file extension: `png`.
  public var preferredFilenameExtension: String? { entry?.extensions.first }
  /// The usual MIME type: `image/png`.
  public var preferredMIMEType: String? { entry?.mimeTypes.first }
  /// Extensions and MIME types, by tag class.
  public var tags: [UTTagClass: [String]] {
    [.filenameExtension: entry?.extensions ?? [], .mimeType: entry?.mimeTypes ?? []]
  }
  /// A description a person reads: `PNG image`.
  public var localizedDescription: String? { entry?.name }
  public var description: String { identifier }
  public var debugDescription: String { identifier }
  /// Whether the system declares the type (else an app does).
  public var isDeclared: Bool { entry != nil || UTType.declared[identifier] != nil }
  public var isDynamic: Bool { identifier.hasPrefix("dyn.") }
  public var isPublicType: Bool { identifier.hasPrefix("public.") }
  public var isSystemDeclared: Bool { entry != nil }

  /// The types this one conforms to, directly.
  public var supertypes: Set<UTType> {
    var result = Set<UTType>()
    var queue = parents
    while let next = queue.popLast() {
      if result.insert(next).inserted { queue += next.parents }
    }
    return result
  }

  private var parents: [UTType] {
    if let declared = UTType.declared[identifier] { return [UTType(known: declared)] }
    return (entry?.parents ?? []).map(UTType.init(known:))
  }

  /// Whether data of this type is also of type `type`: `.png` conforms to `.image`.
  public func conforms(to type: UTType) -> Bool {
    type == self || supertypes.contains(type)
  }
  public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  /// The system types with this tag.
  public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?)
    -> [UTType]
  {
    let value = tag.lowercased()
    return table.filter {
      (tagClass == .filenameExtension ? $0.extensions : $0.mimeTypes).contains(value)
    }.map { UTType(known: $0.identifier) }.filter { supertype.map($0.conforms) ?? true }
  }

  private var entry: Entry? { UTType.byIdentifier[identifier] }

  nonisolated(unsafe) static var declared: [String: String] = [:]
}

/// A kind of tag: a file extension or a MIME type.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
  public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
