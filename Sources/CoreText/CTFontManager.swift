// Core Text's font manager on Linux: the calls an app makes to register the fonts it ships
// (`CTFontManagerRegisterGraphicsFont`, `CTFontManagerRegisterFontsForURL` and their
// unregistering twins), with iOS's results: a file that is not a font is refused with
// `kCTFontManagerErrorInvalidFontData`, a font registered twice with
// `kCTFontManagerErrorAlreadyRegistered`, one never registered is not unregistered. What is
// registered is kept for the process and drawn: `Font.custom` and `UIFont(name:size:)` of its
// names set text in it (BitmapFonts' `AppFonts`; docs/text.md, "The app's own fonts").
import Cellshot
@_exported import CoreGraphics
import Foundation

/// Where a registration is seen: Linux has one process, so every scope is the process's.
public struct CTFontManagerScope: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }
  public static let none = CTFontManagerScope(rawValue: 0)
  public static let process = CTFontManagerScope(rawValue: 1)
  public static let persistent = CTFontManagerScope(rawValue: 2)
  public static let session = CTFontManagerScope(rawValue: 3)
  public static let user = CTFontManagerScope(rawValue: 2)
}

/// The font manager's error codes, in `kCTFontManagerErrorDomain`.
public struct CTFontManagerError: RawRepresentable, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let fileNotFound = CTFontManagerError(rawValue: 101)
  public static let insufficientPermissions = CTFontManagerError(rawValue: 102)
  public static let unrecognizedFormat = CTFontManagerError(rawValue: 103)
  public static let invalidFontData = CTFontManagerError(rawValue: 104)
  public static let alreadyRegistered = CTFontManagerError(rawValue: 105)
  public static let notRegistered = CTFontManagerError(rawValue: 201)
}

/// The domain of the font manager's errors.
public var kCTFontManagerErrorDomain: CFString { "com.apple.CoreText.CTFontManagerErrorDomain" }

/// The fonts registered in this process, by their bytes, each with the name `AppFonts` holds
/// its faces under (the file's path, or a graphics font's number).
private final class Registry: @unchecked Sendable {
  static let shared = Registry()
  private let lock = NSLock()
  private var fonts: [(data: Data, name: String)] = []
  private var count = 0

  /// Registers `data` (read from `path`, nil for a graphics font): false if it already is;
  /// throws when Cellshot cannot read it as a font.
  func add(_ data: Data, path: String?) throws(BDFError) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    if fonts.contains(where: { $0.data == data }) { return false }
    count += 1
    let name = path ?? "CGFont \(count)"
    try AppFonts.shared.register(bytes: [UInt8](data), name: name)
    fonts.append((data, name))
    return true
  }

  func remove(_ data: Data) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard let index = fonts.firstIndex(where: { $0.data == data }) else { return false }
    AppFonts.shared.unregister(path: fonts[index].name)
    fonts.remove(at: index)
    return true
  }
}

/// Registers `data`, or fails as Core Text does: invalid font data when Cellshot cannot read
/// it (the reason, naming the file and table, in the error's description), already registered.
private func register(
  _ data: Data, _ url: URL?, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  let out = error
  do {
    return try Registry.shared.add(data, path: url?.path) ? true
      : fail(.alreadyRegistered, url, out)
  } catch {
    return fail(.invalidFontData, url, out, reason: error.description)
  }
}

/// Fails with `code`: the error goes out through `error` as Core Text gives it (retained).
private func fail(
  _ code: CTFontManagerError, _ url: URL?,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?, reason: String? = nil
) -> Bool {
  var info: [String: Any] = [:]
  if let url { info[NSURLErrorKey] = url }
  if let reason { info[NSLocalizedFailureReasonErrorKey] = reason }
  error?.pointee = Unmanaged.passRetained(
    NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue, userInfo: info))
  return false
}

/// Registers `font` for the process; false (with the reason in `error`) if it already is.
@discardableResult
public func CTFontManagerRegisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  register(font.data, nil, error)
}

/// Unregisters `font`; false (with the reason in `error`) if it was not registered.
@discardableResult
public func CTFontManagerUnregisterGraphicsFont(
  _ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  Registry.shared.remove(font.data) ? true : fail(.notRegistered, nil, error)
}

/// Registers the font file at `fontURL`; false (with the reason in `error`) if there is no
/// such file, it is not a font, or it is registered already.
@discardableResult
public func CTFontManagerRegisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  let url = fontURL as URL
  guard let provider = CGDataProvider(url: fontURL) else { return fail(.fileNotFound, url, error) }
  guard let font = CGFont(provider) else { return fail(.invalidFontData, url, error) }
  return register(font.data, url, error)
}

/// Unregisters the font file at `fontURL`; false (with the reason in `error`) if it was not
/// registered.
@discardableResult
public func CTFontManagerUnregisterFontsForURL(
  _ fontURL: CFURL, _ scope: CTFontManagerScope,
  _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
  let url = fontURL as URL
  guard let font = CGDataProvider(url: fontURL).flatMap(CGFont.init) else {
    return fail(.notRegistered, url, error)
  }
  return Registry.shared.remove(font.data) ? true : fail(.notRegistered, url, error)
}
