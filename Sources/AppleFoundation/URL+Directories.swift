// The user's directories as `URL` type properties (iOS 16), which swift-corelibs-foundation
// lacks: `URL.documentsDirectory`, `.cachesDirectory`, `.applicationSupportDirectory`... and
// `URL(for:in:appropriateFor:create:)`. Each is where Linux's FileManager puts that directory
// for the user (XDG's: ~/Documents, ~/.cache, ~/.local/share); the three it has none for are
// under the home directory as on a Mac (~/Applications, ~/Library) and /home's users. Nothing
// is created: as on iOS, writing to one that does not exist yet fails until it is made.
import Foundation

extension URL {
  /// The user's documents directory (`~/Documents`).
  public static var documentsDirectory: URL { searchPath(.documentDirectory) }
  /// The user's application support directory (`~/.local/share` on Linux).
  public static var applicationSupportDirectory: URL { searchPath(.applicationSupportDirectory) }
  /// The user's caches directory (`~/.cache` on Linux).
  public static var cachesDirectory: URL { searchPath(.cachesDirectory) }
  /// The user's applications directory (`~/Applications`).
  public static var applicationDirectory: URL { searchPath(.applicationDirectory) }
  /// The user's library directory (`~/Library`).
  public static var libraryDirectory: URL { searchPath(.libraryDirectory) }
  /// The user's desktop directory.
  public static var desktopDirectory: URL { searchPath(.desktopDirectory) }
  /// The user's downloads directory.
  public static var downloadsDirectory: URL { searchPath(.downloadsDirectory) }
  /// The user's movies directory (`~/Videos` on Linux).
  public static var moviesDirectory: URL { searchPath(.moviesDirectory) }
  /// The user's music directory.
  public static var musicDirectory: URL { searchPath(.musicDirectory) }
  /// The user's pictures directory.
  public static var picturesDirectory: URL { searchPath(.picturesDirectory) }
  /// The user's public directory.
  public static var sharedPublicDirectory: URL { searchPath(.sharedPublicDirectory) }
  /// The user's trash.
  public static var trashDirectory: URL { searchPath(.trashDirectory) }
  /// The directory holding the users' home directories (`/home`).
  public static var userDirectory: URL { searchPath(.userDirectory) }

  /// The URL of `directory` in `domain`, as `FileManager.url(for:in:appropriateFor:create:)`.
  public init(for directory: FileManager.SearchPathDirectory,
              in domain: FileManager.SearchPathDomainMask, appropriateFor url: URL? = nil,
              create shouldCreate: Bool = false) throws {
    self = try FileManager.default.url(for: directory, in: domain, appropriateFor: url,
                                       create: shouldCreate)
  }

  private static func searchPath(_ directory: FileManager.SearchPathDirectory) -> URL {
    if let url = FileManager.default.urls(for: directory, in: .userDomainMask).first {
      return url
    }
    let home = FileManager.default.homeDirectoryForCurrentUser
    switch directory {
    case .userDirectory: return home.deletingLastPathComponent()
    case .applicationDirectory:
      return home.appendingPathComponent("Applications", isDirectory: true)
    default: return home.appendingPathComponent("Library", isDirectory: true)
    }
  }
}
