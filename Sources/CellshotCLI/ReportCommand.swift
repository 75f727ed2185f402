import CellshotTesting
import Foundation
import PNGCodec

/// `cellshot report DIR` rewrites a report's summaries (JUnit XML, JSON, Markdown) from its
/// results and prints its counts; `cellshot report merge DIR... --out OUT` joins the reports
/// of several shards into one. Exit status: 0 nothing to review, 1 a snapshot failed, 2 an
/// error (a folder missing, foreign or half-written).
enum ReportCommand {
  static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    if arguments.first == "merge" { return try merge(arguments.dropFirst()) }
    let args = try Arguments(arguments)
    guard args.operands.count == 1, let folder = args.operands.first else {
      throw UsageError("report needs one report folder (or: report merge DIR... --out OUT)")
    }
    let report = try ReportFolder.read(folder)
    try ReportFolder.writeSummaries(report, to: folder)
    return summarize(report, folder: folder)
  }

  /// Prints the counts and where the report is; 1 when something failed.
  static func summarize(_ report: Report, folder: String) -> Int32 {
    let counts = report.counts
    print(ReportEntry.Outcome.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }
      .joined(separator: ", "))
    print("report    \(folder)/index.html")
    return report.entries.contains(where: \.isFailure) ? 1 : 0
  }

  static func merge(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments, valueOptions: ["--out"])
    guard let out = args.values["--out"] else { throw UsageError("report merge needs --out OUT") }
    guard !args.operands.isEmpty else {
      throw UsageError("report merge needs the report folders to join")
    }
    let outURL = URL(fileURLWithPath: out).standardizedFileURL.path
    var merged = Report()
    var index: [String: Int] = [:]
    for folder in args.operands {
      guard URL(fileURLWithPath: folder).standardizedFileURL.path != outURL else {
        throw UsageError("--out \(out) is one of the reports being merged")
      }
      let report = try ReportFolder.read(folder)
      merged.runs += report.runs
      for entry in report.entries {
        try copyPictures(of: entry, from: folder, to: out)
        if let at = index[entry.name] { merged.entries[at] = entry } else {
          index[entry.name] = merged.entries.count
          merged.entries.append(entry)
        }
      }
    }
    try ReportFolder.write(merged, to: out)
    return summarize(merged, folder: out)
  }

  /// Copies the files `entry` names from the report in `folder` to the one in `out`.
  static func copyPictures(of entry: ReportEntry, from folder: String, to out: String) throws {
    for file in [entry.expected, entry.actual, entry.diff, entry.actualSidecar].compactMap({ $0 }) {
      guard !file.hasPrefix("/"), !file.split(separator: "/").contains("..") else {
        throw ReportError(path: folder + "/results.js",
                          reason: "\(entry.name) names '\(file)', outside the report folder")
      }
      let source = folder + "/" + file
      guard FileIO.exists(source) else {
        throw ReportError(path: folder, reason: "\(entry.name) names \(file), which is missing "
                          + "(a report copied in part?)")
      }
      let target = out + "/" + file
      try FileIO.makeDirectories(FileIO.directory(of: target))
      try FileIO.writeAtomically(try FileIO.read(source, maxBytes: 1 << 30), to: target)
    }
  }
}

/// `cellshot shard i/n` reads test names (one a line, as `swift test list` prints them) and
/// prints the `--filter` pattern that runs this shard's share of them.
enum ShardCommand {
  static func run(_ arguments: ArraySlice<String>) throws -> Int32 {
    let args = try Arguments(arguments)
    guard args.operands.count == 1 else {
      throw UsageError("shard needs i/n (such as 1/4), and test names on standard input")
    }
    let shard = try parse(args.operands[0])
    let data = FileHandle.standardInput.readDataToEndOfFile()
    let names = String(decoding: data, as: UTF8.self).split(separator: "\n")
      .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    print(pattern(names.filter(shard.contains)))
    return 0
  }

  /// `i/n`, or a usage error (exit 2).
  static func parse(_ text: String) throws(UsageError) -> Shard {
    do { return try Shard(parsing: text) } catch { throw UsageError(error.description) }
  }

  /// A regular expression matching exactly `names` (none: one that matches no test). Swift
  /// Testing matches `--filter` against a test's whole id, which goes on after the name
  /// (`Module.Suite/test()/File.swift:12:3`), so a name may be followed by `/` and more.
  static func pattern(_ names: [String]) -> String {
    guard !names.isEmpty else { return "^$" }
    return "^(?:" + names.map { NSRegularExpression.escapedPattern(for: $0) }
      .joined(separator: "|") + ")(?:/.*)?$"
  }
}
