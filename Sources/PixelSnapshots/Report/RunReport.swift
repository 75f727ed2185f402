#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import PNGCodec
import Synchronization

/// Where a snapshot check reports to: the report folder (the artifacts folder), the package root
/// paths are given relative to, and the test that checked it.
public struct ReportOrigin: Sendable, Hashable {
  public var folder: String
  public var packageRoot: String
  public var test: String?
  public var file: String?
  public var line: Int?

  public init(folder: String, packageRoot: String, test: String? = nil, file: String? = nil,
              line: Int? = nil) {
    self.folder = folder
    self.packageRoot = packageRoot
    self.test = test
    self.file = file
    self.line = line
  }

  /// `path` relative to the package root when it is inside it.
  public func relative(_ path: String) -> String {
    let root = packageRoot.hasSuffix("/") ? packageRoot : packageRoot + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }

  /// `path` relative to the report folder when it is inside it.
  func inReport(_ path: String) -> String {
    let root = folder.hasSuffix("/") ? folder : folder + "/"
    return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
  }
}

/// The report of a run: every snapshot checked is appended, as it is checked, to
/// `results.js` in the report folder, which `index.html` shows; at exit the process writes
/// `junit.xml`, `summary.json` and `summary.md` from it.
///
/// A run is the processes one `swift test` starts (they share a parent), or `CELLSHOT_RUN_ID`;
/// the first process of a new run clears the previous run's report and artifacts from the folder
/// (under a lock, so parallel test processes do not clear each other's). Lines are appended with
/// single `O_APPEND` writes, so processes writing at once do not tear each other's lines.
public final class RunReport: Sendable {
  public static let shared = RunReport()

  private struct State {
    var begun: Set<String> = []
    var exitHook = false
    var tool = "swift test"
    var shard: String?
    var id: String?
  }
  private let state = Mutex(State())

  /// The files of a report besides pictures, cleared when a new run starts.
  static let reportFiles = ["results.js", "index.html", "junit.xml", "summary.json",
                            "summary.md", "run-id.txt"]

  /// Names the run for the command line: the tool, its own run id and its shard.
  public func configure(tool: String, id: String, shard: String?) {
    state.withLock {
      $0.tool = tool
      $0.id = id
      $0.shard = shard
    }
  }

  /// The run's id: `CELLSHOT_RUN_ID`, or the parent process and its start time.
  static func defaultRunID() -> String {
    if let id = ProcessInfo.processInfo.environment["CELLSHOT_RUN_ID"], !id.isEmpty { return id }
    let parent = getppid()
    if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
       let close = stat.lastIndex(of: ")") {
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      if fields.count > 19 { return "parent-\(parent)-\(fields[19])" }
    }
    return "parent-\(parent)"
  }

  /// Opens the report in `folder` for this run, clearing an earlier run's; once per folder.
  func begin(_ folder: String) {
    state.withLock { state in
      guard !state.begun.contains(folder) else { return }
      state.begun.insert(folder)
      let id = state.id ?? RunReport.defaultRunID()
      let run = ReportRun(id: id, tool: state.tool, started: RunReport.now(),
                          shard: state.shard, host: ProcessInfo.processInfo.hostName)
      try? FileIO.makeDirectories(folder)
      RunReport.withLock(in: folder) {
        let idFile = folder + "/run-id.txt"
        let previous = (try? FileIO.read(idFile, maxBytes: 4096)).map {
          String(decoding: $0, as: UTF8.self)
        }
        guard previous != id else { return }
        ReportFolder.clear(folder)
        try? FileIO.writeAtomically(Array(id.utf8), to: idFile)
        try? FileIO.writeAtomically(Array(ReportPage.html.utf8), to: folder + "/index.html")
        RunReport.append(ReportFolder.line(run), to: folder)
      }
      if !state.exitHook {
        state.exitHook = true
        atexit { RunReport.shared.finish() }
      }
    }
  }

  /// Appends `entry` to the report in `folder` (opening it for this run first); on GitHub
  /// Actions, a failure is also an annotation on the test's line.
  public func add(_ entry: ReportEntry, to folder: String) {
    begin(folder)
    var entry = entry
    entry.shard = state.withLock { $0.shard }
    RunReport.append(ReportFolder.line(entry), to: folder)
    if RunReport.onGitHubActions, entry.isFailure { print(GitHubAnnotation.error(entry)) }
  }

  /// True when running as a GitHub Actions step (read once).
  static let onGitHubActions = ProcessInfo.processInfo.environment["GITHUB_ACTIONS"] == "true"

  /// Writes the summaries of every report this process wrote to.
  public func finish() {
    let folders = state.withLock { $0.begun }
    // A folder removed since (a test's scratch folder) is left gone.
    for folder in folders.sorted() where FileIO.exists(folder + "/results.js") {
      RunReport.withLock(in: folder) {
        if let report = try? ReportFolder.read(folder) {
          try? ReportFolder.writeSummaries(report, to: folder)
        }
      }
    }
  }

  static func now() -> String {
    let formatter = ISO8601DateFormatter()
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter.string(from: Date())
  }

  /// Runs `body` holding an exclusive lock on the report in `folder`.
  static func withLock(in folder: String, _ body: () -> Void) {
    let fd = open(folder + "/.report.lock", O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    if fd >= 0 { flock(fd, LOCK_EX) }
    body()
    if fd >= 0 {
      flock(fd, LOCK_UN)
      close(fd)
    }
  }

  /// Appends `line` to `results.js` in one write.
  static func append(_ line: String, to folder: String) {
    let fd = open(folder + "/results.js", O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard fd >= 0 else { return }
    var text = line
    text.withUTF8 { _ = write(fd, $0.baseAddress, $0.count) }
    close(fd)
  }
}

/// GitHub Actions' workflow command for a failed snapshot: an error on the test's line.
public enum GitHubAnnotation {
  public static func error(_ entry: ReportEntry) -> String {
    func escape(_ text: String, property: Bool) -> String {
      var out = text.replacingOccurrences(of: "%", with: "%25")
        .replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
      if property {
        out = out.replacingOccurrences(of: ":", with: "%3A")
          .replacingOccurrences(of: ",", with: "%2C")
      }
      return out
    }
    var properties: [String] = []
    if let file = entry.file ?? entry.golden {
      properties.append("file=" + escape(file, property: true))
    }
    if let line = entry.line { properties.append("line=\(line)") }
    properties.append("title=" + escape("snapshot \(entry.outcome.rawValue): \(entry.name)",
                                        property: true))
    return "::error \(properties.joined(separator: ","))::" + escape(entry.message, property: false)
  }
}
