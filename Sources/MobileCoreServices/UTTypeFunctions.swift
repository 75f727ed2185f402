// CoreServices' UTType functions (UTType.h): from a file extension or MIME type to a type
// identifier and back, and conformance between identifiers, answered from UniformTypeIdentifiers'
// table of system types. On iOS the functions that create or copy a string return it
// `Unmanaged`; Swift's `Unmanaged` holds only classes, so here they return a `CFUnmanaged`, on
// which `takeRetainedValue()` and `takeUnretainedValue()` read as they do on iOS.
import Foundation
import UniformTypeIdentifiers

// MARK: Tag classes and declaration keys

/// The tag class of file extensions: `public.filename-extension`, as
/// `UTTagClass.filenameExtension`.
public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
/// The tag class of MIME types: `public.mime-type`, as `UTTagClass.mimeType`.
public let kUTTagClassMIMEType: CFString = "public.mime-type"

/// The Info.plist key of the types an app exports.
public let kUTExportedTypeDeclarationsKey: CFString = "UTExportedTypeDeclarations"
/// The Info.plist key of the types an app imports.
public let kUTImportedTypeDeclarationsKey: CFString = "UTImportedTypeDeclarations"
/// The key of a type declaration's identifier.
public let kUTTypeIdentifierKey: CFString = "UTTypeIdentifier"
/// The key of a type declaration's tags (extensions, MIME types).
public let kUTTypeTagSpecificationKey: CFString = "UTTypeTagSpecification"
/// The key of the identifiers a declared type conforms to.
public let kUTTypeConformsToKey: CFString = "UTTypeConformsTo"
/// The key of a type declaration's description.
public let kUTTypeDescriptionKey: CFString = "UTTypeDescription"
/// The key of a type declaration's icon file.
public let kUTTypeIconFileKey: CFString = "UTTypeIconFile"
/// The key of a type declaration's reference URL.
public let kUTTypeReferenceURLKey: CFString = "UTTypeReferenceURL"
/// The key of a type declaration's version.
public let kUTTypeVersionKey: CFString = "UTTypeVersion"

// MARK: Functions

/// A value a CoreServices function hands over as `Unmanaged` on iOS: `takeRetainedValue()`
/// gives it (there is no reference count to balance on Linux).
public struct CFUnmanaged<Instance> {
  private let value: Instance

  init(_ value: Instance) { self.value = value }

  /// The value, as a caller that owns it (a Create or Copy function's result) takes it.
  public func takeRetainedValue() -> Instance { value }
  /// The value, as a caller that does not own it takes it.
  public func takeUnretainedValue() -> Instance { value }
  /// The same value: there is no reference count on Linux.
  public func retain() -> CFUnmanaged<Instance> { self }
  /// Nothing: there is no reference count on Linux.
  public func release() {}
}

extension CFUnmanaged: Sendable where Instance: Sendable {}

/// The identifier of the type `inTag` names in `inTagClass` (file extension or MIME type),
/// conforming to `inConformingToUTI` if given: `public.png` for `png`. A tag no system type has
/// gets a dynamic identifier (`dyn.`), as on iOS; nil for a tag class other than those two.
public func UTTypeCreatePreferredIdentifierForTag(
  _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> CFUnmanaged<CFString>? {
  UTTypeCreateAllIdentifiersForTag(inTagClass, inTag, inConformingToUTI)
    .flatMap { $0.takeRetainedValue().first }.map(CFUnmanaged.init)
}

/// The identifier of the type `inTag` names, for the tag passed as toll-free bridged
/// `NSString` (`pathExtension as NSString`), as iOS allows.
public func UTTypeCreatePreferredIdentifierForTag(
  _ inTagClass: CFString, _ inTag: NSString, _ inConformingToUTI: CFString?
) -> CFUnmanaged<CFString>? {
  UTTypeCreatePreferredIdentifierForTag(inTagClass, String(inTag), inConformingToUTI)
}

/// The identifiers of every type `inTag` names in `inTagClass`, conforming to
/// `inConformingToUTI` if given; one dynamic identifier when no system type has the tag.
public func UTTypeCreateAllIdentifiersForTag(
  _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> CFUnmanaged<[CFString]>? {
  guard let tagClass = knownTagClass(inTagClass) else { return nil }
  let supertype = inConformingToUTI.flatMap { UTType($0) }
  let identifiers = UTType.types(tag: inTag, tagClass: tagClass, conformingTo: supertype)
    .map(\.identifier)
  return CFUnmanaged(identifiers.isEmpty ? [DynamicIdentifier(tagClass, inTag).rawValue]
                                         : identifiers)
}

/// The type's first tag in `inTagClass`: `png` for `public.png` and the filename-extension
/// class, `image/png` for the MIME type class; nil if it has none.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString)
  -> CFUnmanaged<CFString>?
{
  UTTypeCopyAllTagsWithClass(inUTI, inTagClass).flatMap { $0.takeRetainedValue().first }
    .map(CFUnmanaged.init)
}

/// The type's tags in `inTagClass`, preferred first; nil if it has none.
public func UTTypeCopyAllTagsWithClass(_ inUTI: CFString, _ inTagClass: CFString)
  -> CFUnmanaged<[CFString]>?
{
  guard let tagClass = knownTagClass(inTagClass) else { return nil }
  let tags: [String]
  if let dynamic = DynamicIdentifier(rawValue: inUTI) {
    tags = dynamic.tagClass == tagClass ? [dynamic.tag] : []
  } else {
    tags = UTType(inUTI)?.tags[tagClass] ?? []
  }
  return tags.isEmpty ? nil : CFUnmanaged(tags)
}

/// Whether two identifiers name the same type: they are equal, ignoring case.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool {
  inUTI1.lowercased() == inUTI2.lowercased()
}

/// Whether `inUTI` is `inConformsToUTI` or conforms to it, directly or not: `public.png` conforms
/// to `public.image`, `public.data` and `public.item`.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
  if UTTypeEqual(inUTI, inConformsToUTI) { return true }
  guard let type = UTType(inUTI), let supertype = UTType(inConformsToUTI) else { return false }
  return type.conforms(to: supertype)
}

/// A description of the type a person reads: `PNG image`; nil for a type the system does not
/// know.
public func UTTypeCopyDescription(_ inUTI: CFString) -> CFUnmanaged<CFString>? {
  UTType(inUTI)?.localizedDescription.map(CFUnmanaged.init)
}

/// Whether the system or the app declares the type.
public func UTTypeIsDeclared(_ inUTI: CFString) -> Bool { UTType(inUTI)?.isDeclared ?? false }

/// Whether the identifier is a dynamic one, made for a tag no declared type has.
public func UTTypeIsDynamic(_ inUTI: CFString) -> Bool { inUTI.hasPrefix("dyn.") }

private func knownTagClass(_ rawValue: CFString) -> UTTagClass? {
  switch rawValue {
  case kUTTagClassFilenameExtension: .filenameExtension
  case kUTTagClassMIMEType: .mimeType
  default: nil
  }
}

/// A dynamic identifier: `dyn.` and the tag class and tag in hexadecimal, so that the tag can
/// be read back. (Apple's encoding of the same is private; apps only pass these along.)
private struct DynamicIdentifier {
  let tagClass: UTTagClass
  let tag: String

  init(_ tagClass: UTTagClass, _ tag: String) {
    self.tagClass = tagClass
    self.tag = tag
  }

  init?(rawValue: String) {
    guard rawValue.hasPrefix("dyn.") else { return nil }
    let digits = Array(rawValue.dropFirst(4).utf8)
    guard digits.count % 2 == 0 else { return nil }
    var bytes: [UInt8] = []
    for index in stride(from: 0, to: digits.count, by: 2) {
      guard let byte = UInt8(String(decoding: digits[index...index + 1], as: UTF8.self),
                             radix: 16) else { return nil }
      bytes.append(byte)
    }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let equals = text.firstIndex(of: "="),
          let tagClass = knownTagClass(String(text[..<equals]))
    else { return nil }
    self.init(tagClass, String(text[text.index(after: equals)...]))
  }

  var rawValue: String {
    "dyn." + "\(tagClass.rawValue)=\(tag)".utf8.map { byte in
      let digits = String(byte, radix: 16)
      return digits.count == 1 ? "0" + digits : digits
    }.joined()
  }
}
