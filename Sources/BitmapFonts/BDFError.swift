/// A BDF font that could not be read: the file, the line, and what was expected there.
public struct BDFError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The file, or the name the data was given.
  public var path: String
  /// The 1-based line where the problem was found; 0 when it concerns the whole file.
  public var line: Int
  public var reason: String

  public init(path: String, line: Int, reason: String) {
    self.path = path
    self.line = line
    self.reason = reason
  }

  public var description: String {
    line > 0 ? "\(path):\(line): \(reason)" : "\(path): \(reason)"
  }
}
