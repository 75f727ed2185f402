/// A problem with a size or value given to the rasterizer from outside.
public enum RasterError: Error, Sendable, Hashable, CustomStringConvertible {
  case invalidSize(String)

  public var description: String {
    switch self {
    case .invalidSize(let text): return "invalid size: \(text)"
    }
  }
}
