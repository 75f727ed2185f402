/// A PNG (or JPEG) that could not be read or written, with a message a user can act on.
///
/// The message names the file (when there is one) and what was wrong, in libpng's words where
/// libpng found it.
public struct PNGError: Error, Sendable, Hashable, CustomStringConvertible {
  /// What kind of problem it was.
  public enum Kind: Sendable, Hashable {
    /// The data is not a valid PNG: a bad signature, chunk, CRC or compressed stream.
    case corrupt
    /// The data ends before the image does.
    case truncated
    /// The image is larger than the decoder's limits allow.
    case tooLarge
    /// Reading or writing the file failed.
    case io
    /// Memory for the image could not be had.
    case allocation
    /// A value given to the encoder or decoder is out of range.
    case invalidArgument
    /// A valid file of a kind the decoder does not read (an arithmetic-coded or CMYK JPEG).
    case unsupported
  }

  public var kind: Kind
  /// The file involved, when there is one.
  public var path: String?
  /// What went wrong.
  public var reason: String
  /// The kind of file: "PNG", or "JPEG" for `JPEGDecoder`'s errors.
  public var format: String

  public init(kind: Kind, path: String? = nil, reason: String, format: String = "PNG") {
    self.kind = kind
    self.path = path
    self.reason = reason
    self.format = format
  }

  public var description: String {
    let what: String
    switch kind {
    case .corrupt: what = "corrupt \(format)"
    case .truncated: what = "truncated \(format)"
    case .tooLarge: what = "\(format) too large"
    case .io: what = "cannot access file"
    case .allocation: what = "out of memory"
    case .invalidArgument: what = "invalid argument"
    case .unsupported: what = "unsupported \(format)"
    }
    if let path { return "\(path): \(what): \(reason)" }
    return "\(what): \(reason)"
  }

  /// The same error, naming `path`.
  public func at(_ path: String) -> PNGError {
    var copy = self
    copy.path = path
    return copy
  }
}
