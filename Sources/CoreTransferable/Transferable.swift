// CoreTransferable on Linux: how an app's types say they can be shared, dragged and copied
// (`Transferable` and its representations), so that `ShareLink(item:)`, `.draggable(_:)` and
// an app's `static var transferRepresentation` compile. SwiftUI re-exports it, as on iOS.
// Nothing is ever transferred in a picture: representations are kept, not run. Never imported
// by Cellshot.
@_exported import Foundation
@_exported import UniformTypeIdentifiers

/// A type whose values can be shared, dragged and copied.
public protocol Transferable {
  associatedtype Representation: TransferRepresentation
  @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way a transferable type's values are turned into data and back.
public protocol TransferRepresentation<Item> {
  associatedtype Item: Transferable
  associatedtype Body: TransferRepresentation
  @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: TransferRepresentation {
  public typealias Item = Never
  @_disfavoredOverload
  public var body: Never { fatalError("Never has no body") }
}

extension Never: Transferable {
  public static var transferRepresentation: Never { fatalError("Never has no representation") }
}

/// A representation that is its own body.
public protocol PrimitiveTransferRepresentation: TransferRepresentation where Body == Never {}

extension PrimitiveTransferRepresentation {
  public var body: Never { fatalError("\(Self.self) is a primitive representation") }
}

/// Builds a type's representations from the statements of `transferRepresentation`.
@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
  public static func buildExpression<R: TransferRepresentation>(_ content: R) -> R
    where R.Item == Item { content }
  public static func buildBlock<R: TransferRepresentation>(_ content: R) -> R
    where R.Item == Item { content }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation>(
    _ r0: R0, _ r1: R1
  ) -> TupleTransferRepresentation<Item> where R0.Item == Item, R1.Item == Item {
    TupleTransferRepresentation()
  }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation,
                                R2: TransferRepresentation>(
    _ r0: R0, _ r1: R1, _ r2: R2
  ) -> TupleTransferRepresentation<Item> where R0.Item == Item, R1.Item == Item,
    R2.Item == Item { TupleTransferRepresentation() }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation,
                                R2: TransferRepresentation, R3: TransferRepresentation>(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3
  ) -> TupleTransferRepresentation<Item> where R0.Item == Item, R1.Item == Item,
    R2.Item == Item, R3.Item == Item { TupleTransferRepresentation() }
  public static func buildBlock<R0: TransferRepresentation, R1: TransferRepresentation,
                                R2: TransferRepresentation, R3: TransferRepresentation,
                                R4: TransferRepresentation>(
    _ r0: R0, _ r1: R1, _ r2: R2, _ r3: R3, _ r4: R4
  ) -> TupleTransferRepresentation<Item> where R0.Item == Item, R1.Item == Item,
    R2.Item == Item, R3.Item == Item, R4.Item == Item { TupleTransferRepresentation() }
  public static func buildLimitedAvailability<R: TransferRepresentation>(_ content: R) -> R
    where R.Item == Item { content }
}

/// Several representations, in order of preference.
public struct TupleTransferRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {}

/// Values that are `Codable`, transferred as `contentType`.
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>:
  PrimitiveTransferRepresentation
{
  public let contentType: UTType
  public init(contentType: UTType) where Encoder == JSONEncoder, Decoder == JSONDecoder {
    self.contentType = contentType
  }
  public init(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder,
              decoder: Decoder) {
    self.contentType = contentType
  }
}

/// Values transferred as data of `contentType`.
public struct DataRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
  public let contentType: UTType
  public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
              importing: @escaping @Sendable (Data) async throws -> Item) {
    self.contentType = contentType
  }
  public init(exportedContentType: UTType,
              exporting: @escaping @Sendable (Item) async throws -> Data) {
    contentType = exportedContentType
  }
  public init(importedContentType: UTType,
              importing: @escaping @Sendable (Data) async throws -> Item) {
    contentType = importedContentType
  }
}

/// A file on disk that a transfer carries.
public struct SentTransferredFile: Sendable {
  public let file: URL
  public let allowAccessingOriginalFile: Bool
  public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
    self.file = file
    self.allowAccessingOriginalFile = allowAccessingOriginalFile
  }
}

/// A file a transfer delivered.
public struct ReceivedTransferredFile: Sendable {
  public let file: URL
  public let isOriginalFile: Bool
}

/// Values transferred as files of `contentType`.
public struct FileRepresentation<Item: Transferable>: PrimitiveTransferRepresentation {
  public let contentType: UTType
  public init(contentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    self.contentType = contentType
  }
  public init(exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false,
              exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile) {
    contentType = exportedContentType
  }
  public init(importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
              importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item) {
    contentType = importedContentType
  }
}

/// Values transferred as another transferable value: `ProxyRepresentation(exporting: \.url)`.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>:
  PrimitiveTransferRepresentation
{
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation,
              importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
  public init(exporting: @escaping @Sendable (Item) async throws -> ProxyRepresentation) {}
  public init(importing: @escaping @Sendable (ProxyRepresentation) async throws -> Item) {}
}

extension TransferRepresentation {
  /// Offers the representation only when `isExportable` says so: accepted.
  public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
  /// The name a file made from the value is given: accepted.
  public func suggestedFileName(_ fileName: String) -> Self { self }
  public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self {
    self
  }
  /// Offers the representation to other processes only: accepted.
  public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

/// Who may receive a representation.
public struct TransferRepresentationVisibility: Sendable {
  let rawValue: Int
  public static let all = TransferRepresentationVisibility(rawValue: 0)
  public static let team = TransferRepresentationVisibility(rawValue: 1)
  public static let group = TransferRepresentationVisibility(rawValue: 2)
  public static let ownProcess = TransferRepresentationVisibility(rawValue: 3)
}

// MARK: - Foundation's types

extension String: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) },
                       importing: { String(decoding: $0, as: UTF8.self) })
  }
}

extension Data: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
  }
}

extension URL: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .url, exporting: { Data($0.absoluteString.utf8) },
                       importing: { data in
                         guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                           throw CocoaError(.coderReadCorrupt)
                         }
                         return url
                       })
  }
}

extension AttributedString: Transferable {
  public static var transferRepresentation: some TransferRepresentation {
    DataRepresentation(contentType: .rtf, exporting: { Data(String($0.characters).utf8) },
                       importing: { AttributedString(String(decoding: $0, as: UTF8.self)) })
  }
}
