import Foundation

/// Where goldens and failure artifacts live.
public struct SnapshotPaths: Sendable, Hashable {
  /// The folder of golden files.
  public var goldens: String
  /// The folder where a failure writes expected, actual and diff files.
  public var artifacts: String

  public init(goldens: String, artifacts: String) {
    self.goldens = goldens
    self.artifacts = artifacts
  }

  /// `Goldens/` at the package root above `filePath` (the first folder up holding
  /// `Package.swift`), or `CELLSHOT_GOLDENS`; artifacts in `.build/cellshot-artifacts` there,
  /// or `CELLSHOT_ARTIFACTS`.
  public static func forTestFile(_ filePath: String) -> SnapshotPaths {
    let environment = ProcessInfo.processInfo.environment
    let root = packageRoot(above: filePath)
    return SnapshotPaths(
      goldens: environment["CELLSHOT_GOLDENS"] ?? root + "/Goldens",
      artifacts: environment["CELLSHOT_ARTIFACTS"] ?? root + "/.build/cellshot-artifacts")
  }

  /// The nearest folder above `path` that holds a `Package.swift`; the file's own folder when
  /// none does.
  public static func packageRoot(above path: String) -> String {
    var url = URL(fileURLWithPath: path).deletingLastPathComponent()
    let start = url
    while url.path != "/" {
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url.path
      }
      url.deleteLastPathComponent()
    }
    return start.path
  }
}
