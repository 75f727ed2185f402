// A preview that crashes or never returns is that preview's failure, and the rest of the suite
// still runs: the test process is started again without it (CPreviewGuard), and the journal
// the two processes share says which previews crashed and which already passed.

internal import CPreviewGuard
import Foundation

/// The restart-after-crash journal of this run of the test binary.
///
/// On first use it installs `CPreviewGuard`'s handlers with a journal file named in the
/// environment (`CELLSHOT_PREVIEW_JOURNAL`, made here for the first process and inherited by
/// the restarted ones). `CELLSHOT_PREVIEW_RESTART=0` turns it off: a crash then ends the run
/// with its backtrace, as any test's crash does.
enum PreviewCrashGuard {
  /// What an earlier process of this run saw of a test.
  enum Earlier: Equatable {
    case passed
    case crashed(signal: String)
    case hung(seconds: Int)
  }

  /// A process is started again at most this many times in a run; after that a crash ends it.
  static let maximumRestarts = 50

  struct Journal: Sendable {
    var path: String
    var earlier: [String: Earlier]
  }

  /// The journal, or nil when the guard is off or could not be installed.
  static let journal: Journal? = install(ProcessInfo.processInfo.environment)

  static func install(_ environment: [String: String]) -> Journal? {
    guard environment["CELLSHOT_PREVIEW_RESTART"] != "0" else { return nil }
    // A restarted process has the first one's id (execve keeps it); a test binary started by
    // a test (a package's `swift test` run from a test) has its own, and its own journal.
    let ours = "cellshot-previews-\(getpid())-"
    let path: String
    if let inherited = environment["CELLSHOT_PREVIEW_JOURNAL"],
       URL(fileURLWithPath: inherited).lastPathComponent.hasPrefix(ours) {
      path = inherited
    } else {
      path = NSTemporaryDirectory() + ours
        + "\(UInt64(Date().timeIntervalSince1970 * 1000)).journal"
      setenv("CELLSHOT_PREVIEW_JOURNAL", path, 1)
    }
    let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    let earlier = parse(text)
    let restarts = earlier.values.count { $0 != .passed }
    guard restarts < maximumRestarts, cs_guard_install(path) == 0 else { return nil }
    return Journal(path: path, earlier: earlier)
  }

  /// Lines `passed <TAB> test`, `crashed <TAB> test <TAB> signal`, `hung <TAB> test <TAB>
  /// seconds`; anything else is skipped (a line cut short by a crash mid-write).
  static func parse(_ text: String) -> [String: Earlier] {
    var earlier: [String: Earlier] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      switch (fields.first, fields.count) {
      case ("passed", 2): earlier[fields[1]] = .passed
      case ("crashed", 3): earlier[fields[1]] = .crashed(signal: fields[2])
      case ("hung", 3): earlier[fields[1]] = .hung(seconds: Int(fields[2]) ?? 0)
      default: continue
      }
    }
    return earlier
  }

  /// Runs `body`, the preview's own code, named `test` for the crash handler.
  static func guarding<T>(_ test: String, _ body: () throws -> T) rethrows -> T {
    guard journal != nil else { return try body() }
    cs_guard_enter(test)
    defer { cs_guard_leave() }
    return try body()
  }

  /// Notes that `test` passed, so that a restarted process does not check it again.
  static func passed(_ test: String) {
    append("passed\t\(test)\n")
  }

  /// Notes that `test` never returned and starts the process again; returns only when the
  /// guard is off or the restart failed.
  static func hung(_ test: String, seconds: Int) {
    guard journal != nil else { return }
    append("hung\t\(test)\t\(seconds)\n")
    FileHandle.standardError.write(Data(("cellshot: running the rest again in a new test "
      + "process (CELLSHOT_PREVIEW_RESTART=0 stops the run here instead)\n").utf8))
    cs_guard_restart()
  }

  private static func append(_ line: String) {
    guard let path = journal?.path else { return }
    let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    defer { close(fd) }
    // One write of a short line with O_APPEND: whole, even with tests on several threads.
    _ = line.utf8CString.withUnsafeBufferPointer { write(fd, $0.baseAddress, $0.count - 1) }
  }
}

/// A preview that crashed or never returned in an earlier process of this run.
public struct PreviewCrashed: Error, CustomStringConvertible {
  public var description: String
}
