// Core Graphics' font objects, as apps use them to register a font they ship
// (`CGDataProvider(url:)`, `CGFont(_:)`, then Core Text's `CTFontManagerRegisterGraphicsFont`).
// A data provider holds the file's bytes; a font is made only from bytes that start as an
// OpenType or TrueType file does (its sfnt version and a table directory that fits), as Core
// Graphics refuses anything else with nil. The outlines are not read here.
import Foundation

/// A source of bytes: a file's, read when the provider is made, or data given to it.
public final class CGDataProvider {
  /// The bytes.
  public let data: CFData?

  /// A provider of the file at `url`; nil when it cannot be read.
  public init?(url: CFURL) {
    guard let path = url.path, let bytes = FileManager.default.contents(atPath: path) else {
      return nil
    }
    data = bytes as NSData
  }

  /// A provider of `data`.
  public init?(data: CFData) {
    self.data = data
  }

  /// A provider of the file at `filename`; nil when it cannot be read.
  public convenience init?(filename: UnsafePointer<CChar>) {
    self.init(url: NSURL(fileURLWithPath: String(cString: filename)))
  }
}

/// A font made from a font file's bytes.
public final class CGFont {
  /// The file's bytes.
  public let data: Data

  /// The font in `provider`'s bytes; nil unless they begin as an OpenType or TrueType font.
  public init?(_ provider: CGDataProvider) {
    guard let bytes = provider.data.map({ Data(referencing: $0) }),
      CGFont.isFontFile(bytes)
    else { return nil }
    data = bytes
  }

  /// Whether `bytes` start with an sfnt version (TrueType's 1.0 or `true`, OpenType's `OTTO`)
  /// and a table directory that fits in them.
  static func isFontFile(_ bytes: Data) -> Bool {
    guard bytes.count >= 12 else { return false }
    let b = [UInt8](bytes.prefix(12))
    let tag = UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
    guard tag == 0x0001_0000 || tag == 0x4F54_544F || tag == 0x7472_7565 else { return false }
    let tables = Int(b[4]) << 8 | Int(b[5])
    return tables > 0 && bytes.count >= 12 + 16 * tables
  }
}
