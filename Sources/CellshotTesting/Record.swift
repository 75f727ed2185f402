import Foundation

/// When a snapshot assertion writes a golden file.
public enum SnapshotRecordMode: String, Sendable, Hashable, CaseIterable {
  /// Record a golden that does not exist yet (and fail, saying so); compare the others.
  case missing
  /// Re-record every golden (and fail, so the run is not mistaken for a pass).
  case all
  /// Re-record the goldens that do not match (and fail).
  case failed
  /// Never write a golden: a missing one is a failure.
  case never

  /// The mode in force: `CELLSHOT_RECORD` when set, otherwise `never` when `CI` is set and
  /// `missing` on a developer machine.
  public static var current: SnapshotRecordMode {
    resolve(ProcessInfo.processInfo.environment)
  }

  /// The mode `environment` asks for.
  public static func resolve(_ environment: [String: String]) -> SnapshotRecordMode {
    if let text = environment["CELLSHOT_RECORD"], let mode = SnapshotRecordMode(rawValue: text) {
      return mode
    }
    return isCI(environment) ? .never : .missing
  }

  /// True when the `CI` variable is set (to anything but "false" or "0"). A CI run never
  /// writes a golden, whatever the mode says.
  public static var isCI: Bool { isCI(ProcessInfo.processInfo.environment) }

  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"] else { return false }
    return !value.isEmpty && value != "false" && value != "0"
  }
}

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

/// `someTestName()` and "A name" to "some-test-name-a-name": lower case, words joined by dashes.
public func kebabCase(_ text: String) -> String {
  var out = ""
  var previousWasLower = false
  for scalar in text.unicodeScalars {
    if scalar == "(" { break }
    let isLetterOrDigit = CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII
    if isLetterOrDigit {
      let isUpper = CharacterSet.uppercaseLetters.contains(scalar)
      if isUpper && previousWasLower && !out.hasSuffix("-") { out += "-" }
      out += String(scalar).lowercased()
      previousWasLower = !isUpper
    } else {
      if !out.isEmpty && !out.hasSuffix("-") { out += "-" }
      previousWasLower = false
    }
  }
  while out.hasSuffix("-") { out.removeLast() }
  return out
}
