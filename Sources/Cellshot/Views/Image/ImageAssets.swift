import PNGCodec
import Synchronization

/// Named pictures for `Image(_ name:)`: registered in code, or PNG files found in the folders
/// listed. Shared by all renders; safe across threads.
public final class ImageAssets: Sendable {
  public static let shared = ImageAssets()
  private let images = Mutex<[String: PixelBuffer]>([:])
  private let folders = Mutex<[String]>([])

  public init() {}

  /// Makes `buffer` available as `Image(name)`.
  public func register(_ name: String, _ buffer: PixelBuffer) {
    images.withLock { $0[name] = buffer }
  }

  /// Looks for `<name>.png` (then `.jpg`, `.jpeg`) in `folder` when an unregistered name is
  /// asked for.
  public func addFolder(_ folder: String) {
    folders.withLock { if !$0.contains(folder) { $0.append(folder) } }
  }

  /// The picture called `name`, decoding and keeping it on first use; nil when there is none.
  public func image(named name: String) -> PixelBuffer? {
    if let buffer = images.withLock({ $0[name] }) { return buffer }
    for folder in folders.withLock({ $0 }) {
      for kind in ["png", "jpg", "jpeg"] {
        let path = "\(folder)/\(name).\(kind)"
        if FileIO.exists(path), let buffer = try? ImageFile.decode(path) {
          register(name, buffer)
          return buffer
        }
      }
    }
    return nil
  }
}
