import Foundation

/// How a snapshot format is stored as data, read back, and compared (swift-snapshot-testing's
/// `Diffing`).
public struct Diffing<Value> {
  /// The bytes written to a reference file.
  public var toData: (Value) -> Data
  /// The value read back from a reference file's bytes.
  public var fromData: (Data) -> Value
  /// nil when the two values match (the reference first); otherwise a message and
  /// attachments. Attachments with data are written beside the artifacts of the failure.
  public var diff: (Value, Value) -> (String, [XCTAttachment])?

  /// A diffing made of its three functions.
  public init(
    toData: @escaping (_ value: Value) -> Data,
    fromData: @escaping (_ data: Data) -> Value,
    diff: @escaping (_ lhs: Value, _ rhs: Value) -> (String, [XCTAttachment])?
  ) {
    self.toData = toData
    self.fromData = fromData
    self.diff = diff
  }
}

/// A file a failure comes with, as XCTest's `XCTAttachment` (which corelibs-xctest lacks): on
/// Linux it is written to the artifacts folder, beside the expected and actual files.
public final class XCTAttachment {
  /// The attachment's bytes.
  public let data: Data
  /// Its type, as a uniform type identifier ("public.png", "public.patch-file").
  public let uniformTypeIdentifier: String?
  /// Its name: the artifact is `<reference>.<name>.<extension>`.
  public var name: String?

  /// An attachment of `data`.
  public init(data: Data) {
    self.data = data
    uniformTypeIdentifier = nil
  }

  /// An attachment of `data` of the type `uniformTypeIdentifier`.
  public init(data: Data, uniformTypeIdentifier: String) {
    self.data = data
    self.uniformTypeIdentifier = uniformTypeIdentifier
  }

  /// An attachment of UTF-8 text.
  public convenience init(string: String) {
    self.init(data: Data(string.utf8), uniformTypeIdentifier: "public.plain-text")
  }

  /// The file-name suffix of the artifact: its name (or `attachment-<n>`, numbered from 1),
  /// then an extension from its type.
  func artifactSuffix(index: Int) -> String {
    let stem = name.map(sanitizePathComponent).flatMap { $0.isEmpty ? nil : $0 }
      ?? "attachment-\(index + 1)"
    let ext: String
    switch uniformTypeIdentifier {
    case "public.png": ext = "png"
    case "public.patch-file": ext = "patch"
    case "public.plain-text", "public.utf8-plain-text": ext = "txt"
    case "public.json": ext = "json"
    default: ext = "data"
    }
    return "\(stem).\(ext)"
  }
}
