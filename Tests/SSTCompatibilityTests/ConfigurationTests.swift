import SnapshotTesting
import SwiftUI
import Testing

/// The configuration in force: the suite's trait, a test's own trait, `withSnapshotTesting`
/// around part of a test (synchronous or not), the innermost winning.
@Suite(.snapshots(diffTool: "suite-tool"))
struct ConfigurationTests {
  /// A scratch folder holding `<test>.ref.linux.txt` with `text`, as a recorded reference.
  func folder(holding text: String, test: String) throws -> String {
    let folder = NSTemporaryDirectory() + "sst-configuration-\(getpid())-\(test)"
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try text.write(toFile: "\(folder)/\(test).ref.linux.txt", atomically: true, encoding: .utf8)
    return folder
  }

  /// The failure for "new" against a reference of "old".
  func mismatch(test: String = #function) throws -> String {
    let name = String(test.prefix { $0 != "(" })
    let folder = try folder(holding: "old", test: name)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    return try #require(verifySnapshot(of: "new", as: .lines, named: "ref", record: .never,
                                       snapshotDirectory: folder, testName: test))
  }

  @Test func suiteTrait() throws {
    #expect(try mismatch().contains("\nsuite-tool /"))
  }

  @Test(.snapshots(diffTool: "test-tool")) func testTraitOverSuiteTrait() throws {
    #expect(try mismatch().contains("\ntest-tool /"))
  }

  @Test func withSnapshotTestingOverTraits() throws {
    let message = try withSnapshotTesting(diffTool: .ksdiff) { try mismatch() }
    #expect(message.contains("\nksdiff \""))
  }

  @Test func asynchronousWithSnapshotTesting() async throws {
    let message = try await withSnapshotTesting(diffTool: "async-tool") { () async throws in
      await Task.yield()
      return try mismatch()
    }
    #expect(message.contains("\nasync-tool /"))
  }

  @Test(.snapshots(record: .never)) func recordModeFromTheTrait() throws {
    let message = try #require(verifySnapshot(of: "x", as: .lines,
                                              snapshotDirectory: NSTemporaryDirectory()
                                                + "sst-configuration-\(getpid())-never"))
    #expect(message.hasPrefix("No reference was found on disk. New snapshot was not recorded "
                              + "because recording is disabled"))
  }
}
