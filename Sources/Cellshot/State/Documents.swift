// Document-based apps: `FileDocument`, `ReferenceFileDocument` and what a `DocumentGroup`
// hands its editor. A picture shows an editor with the document a preview gives it, so these
// are the types and nothing reads or writes a file; `FileWrapper` (Foundation's, which Linux's
// Foundation lacks) holds a file's bytes in memory so `init(configuration:)` and
// `fileWrapper(configuration:)` of an app's document run as written.
import Foundation
import UniformTypeIdentifiers

#if !canImport(Darwin)
/// A file or folder in memory, as Foundation's `FileWrapper` on Apple's systems.
open class FileWrapper: @unchecked Sendable {
  public struct ReadingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let immediate = ReadingOptions(rawValue: 1 << 0)
    public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
  }
  public struct WritingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let atomic = WritingOptions(rawValue: 1 << 0)
    public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
  }

  public var filename: String?
  public var preferredFilename: String?
  public var fileAttributes: [String: Any] = [:]
  public private(set) var regularFileContents: Data?
  public private(set) var fileWrappers: [String: FileWrapper]?
  public private(set) var symbolicLinkDestinationURL: URL?

  public var isRegularFile: Bool { regularFileContents != nil }
  public var isDirectory: Bool { fileWrappers != nil }
  public var isSymbolicLink: Bool { symbolicLinkDestinationURL != nil }

  public init(regularFileWithContents contents: Data) { regularFileContents = contents }
  public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
    fileWrappers = childrenByPreferredName
    for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
      child.preferredFilename = name
    }
  }
  public init(symbolicLinkWithDestinationURL url: URL) { symbolicLinkDestinationURL = url }

  /// Reads the file or folder at `url` into memory.
  public init(url: URL, options: ReadingOptions = []) throws {
    preferredFilename = url.lastPathComponent
    filename = url.lastPathComponent
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    if isFolder.boolValue {
      var children: [String: FileWrapper] = [:]
      for name in try FileManager.default.contentsOfDirectory(atPath: url.path).sorted() {
        children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
      }
      fileWrappers = children
    } else {
      regularFileContents = try Data(contentsOf: url)
    }
  }

  /// Adds `child` to this folder under its preferred name (made unique) and returns the name.
  @discardableResult
  public func addFileWrapper(_ child: FileWrapper) -> String {
    var name = child.preferredFilename ?? "file"
    var n = 2
    while fileWrappers?[name] != nil {
      name = "\(n) \(child.preferredFilename ?? "file")"
      n += 1
    }
    fileWrappers = (fileWrappers ?? [:]).merging([name: child]) { $1 }
    child.filename = name
    return name
  }

  @discardableResult
  public func addRegularFile(withContents data: Data, preferredFilename fileName: String)
    -> String
  {
    let child = FileWrapper(regularFileWithContents: data)
    child.preferredFilename = fileName
    return addFileWrapper(child)
  }

  public func removeFileWrapper(_ child: FileWrapper) {
    fileWrappers = fileWrappers?.filter { $0.value !== child }
  }

  public func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
    fileWrappers?.first { $0.value === child }?.key
  }

  /// Writes this file or folder at `url`.
  public func write(to url: URL, options: WritingOptions = [],
                    originalContentsURL: URL? = nil) throws {
    if let data = regularFileContents {
      try data.write(to: url, options: options.contains(.atomic) ? .atomic : [])
    } else if let children = fileWrappers {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      for (name, child) in children.sorted(by: { $0.key < $1.key }) {
        try child.write(to: url.appendingPathComponent(name), options: options)
      }
    } else if let destination = symbolicLinkDestinationURL {
      try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }
  }

  public func matchesContents(of url: URL) -> Bool {
    guard let other = try? FileWrapper(url: url) else { return false }
    return other.regularFileContents == regularFileContents
  }
}
#endif

/// A document of values, read from and written to a file.
public protocol FileDocument {
  static var readableContentTypes: [UTType] { get }
  static var writableContentTypes: [UTType] { get }
  init(configuration: ReadConfiguration) throws
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper
  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// A document of references, observed while it is edited and written from a snapshot.
public protocol ReferenceFileDocument: ObservableObject {
  associatedtype Snapshot
  static var readableContentTypes: [UTType] { get }
  static var writableContentTypes: [UTType] { get }
  init(configuration: ReadConfiguration) throws
  func snapshot(contentType: UTType) throws -> Snapshot
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper
  typealias ReadConfiguration = FileDocumentReadConfiguration
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// What a document reads: the file and its type.
public struct FileDocumentReadConfiguration {
  public let contentType: UTType
  public let file: FileWrapper
  public init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// What a document writes to: the type and the file it replaces, if any.
public struct FileDocumentWriteConfiguration {
  public let contentType: UTType
  public let existingFile: FileWrapper?
  public init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}

/// What a `DocumentGroup` hands its editor: the document, bound, and where it lives.
public struct FileDocumentConfiguration<Document: FileDocument> {
  @Binding public var document: Document
  public var fileURL: URL?
  public var isEditable: Bool
  public init(document: Binding<Document>, fileURL: URL? = nil, isEditable: Bool = true) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}

/// What a `DocumentGroup` hands the editor of a reference document.
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  @ObservedObject public var document: Document
  public var fileURL: URL?
  public var isEditable: Bool
  public init(document: Document, fileURL: URL? = nil, isEditable: Bool = true) {
    self.document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
