// TestSupport: what several test targets share: where the repository and its committed test
// data are. Only tests depend on it.

import Foundation

/// Where the tests find the repository and the third-party test data.
public enum TestPaths {
  /// The package root, found from this file's path.
  public static let root: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
  }()

  /// `Tests/Fixtures` in the repository (the corpora are committed there), or
  /// `CELLSHOT_TESTDATA`.
  public static let testdata: String = {
    if let path = ProcessInfo.processInfo.environment["CELLSHOT_TESTDATA"] { return path }
    return root + "/Tests/Fixtures"
  }()

  public static func testdata(_ relative: String) -> String { testdata + "/" + relative }

  /// The names in a folder of the test data, sorted; empty when the folder is missing (the test
  /// that lists it then fails on its count).
  public static func list(_ relative: String, suffix: String = "") -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: testdata(relative))) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }

  /// A fresh empty folder for one test's files.
  public static func scratch(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "cellshot-tests-\(getpid())/\(name)"
    try? FileManager.default.removeItem(atPath: path)
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
