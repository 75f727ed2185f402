import Foundation
import PNGCodec

/// A report read back: its runs and its entries (the last line of a name wins).
public struct Report: Sendable {
  public var runs: [ReportRun] = []
  public var entries: [ReportEntry] = []

  public init(runs: [ReportRun] = [], entries: [ReportEntry] = []) {
    self.runs = runs
    self.entries = entries
  }

  /// How many entries have each outcome.
  public var counts: [ReportEntry.Outcome: Int] {
    Dictionary(grouping: entries, by: \.outcome).mapValues(\.count)
  }
}

/// Why a folder could not be read as a report.
public struct ReportError: Error, Sendable, CustomStringConvertible {
  public var path: String
  public var reason: String
  public var description: String { "\(path): \(reason)" }

  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }
}

/// The files of a report folder: `results.js` read and written, summaries, and clearing.
public enum ReportFolder {
  static let runCall = "cellshotRun(", resultCall = "cellshotResult("

  /// One line of `results.js`.
  static func line(_ run: ReportRun) -> String { runCall + json(run) + ");\n" }
  static func line(_ entry: ReportEntry) -> String { resultCall + json(entry) + ");\n" }

  static func json<T: Encodable>(_ value: T) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }

  /// Reads the report in `folder`.
  ///
  /// - Throws: `ReportError` when the folder is missing, holds no `results.js` (not a report),
  ///   or its `results.js` has a line that is not a whole result (a run cut short, a foreign
  ///   file).
  public static func read(_ folder: String) throws(ReportError) -> Report {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      throw ReportError(path: folder, reason: "no such folder")
    }
    guard isFolder.boolValue else { throw ReportError(path: folder, reason: "not a folder") }
    let path = folder + "/results.js"
    guard FileIO.exists(path) else {
      throw ReportError(path: folder, reason: "not a Cellshot report (it has no results.js)")
    }
    let bytes: [UInt8]
    do { bytes = try FileIO.read(path, maxBytes: 1 << 30) } catch {
      throw ReportError(path: path, reason: "\(error)")
    }
    var report = Report()
    var index: [String: Int] = [:]
    let decoder = JSONDecoder()
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n",
                                                            omittingEmptySubsequences: false)
    for (number, line) in lines.enumerated() where !line.isEmpty {
      func broken(_ why: String) -> ReportError {
        ReportError(path: path, reason: "line \(number + 1) \(why)")
      }
      guard line.hasSuffix(");") else {
        throw broken(number == lines.count - 1
                     ? "ends mid-line: the run writing it was cut short or is still running"
                     : "is not a result line")
      }
      if line.hasPrefix(runCall) {
        let body = Data(line.dropFirst(runCall.count).dropLast(2).utf8)
        guard let run = try? decoder.decode(ReportRun.self, from: body) else {
          throw broken("is not a run record")
        }
        report.runs.append(run)
      } else if line.hasPrefix(resultCall) {
        let body = Data(line.dropFirst(resultCall.count).dropLast(2).utf8)
        guard let entry = try? decoder.decode(ReportEntry.self, from: body) else {
          throw broken("is not a result record")
        }
        if let at = index[entry.name] {
          report.entries[at] = entry
        } else {
          index[entry.name] = report.entries.count
          report.entries.append(entry)
        }
      } else {
        throw broken("is neither cellshotRun(...) nor cellshotResult(...)")
      }
    }
    return report
  }

  /// Writes `report` as a whole report folder: `results.js`, `index.html` and the summaries.
  public static func write(_ report: Report, to folder: String) throws {
    try FileIO.makeDirectories(folder)
    let text = report.runs.map(line).joined() + report.entries.map(line).joined()
    try FileIO.writeAtomically(Array(text.utf8), to: folder + "/results.js")
    try FileIO.writeAtomically(Array(ReportPage.html.utf8), to: folder + "/index.html")
    try writeSummaries(report, to: folder)
  }

  /// `junit.xml`, `summary.json` and `summary.md` of `report`, into `folder`.
  public static func writeSummaries(_ report: Report, to folder: String) throws {
    try FileIO.writeAtomically(Array(ReportSummary.junit(report).utf8), to: folder + "/junit.xml")
    try FileIO.writeAtomically(Array(ReportSummary.json(report).utf8),
                               to: folder + "/summary.json")
    try FileIO.writeAtomically(Array(ReportSummary.markdown(report).utf8),
                               to: folder + "/summary.md")
  }

  /// Removes an earlier run's report files and artifacts from `folder` (and nothing else).
  static func clear(_ folder: String) {
    for name in RunReport.reportFiles {
      try? FileManager.default.removeItem(atPath: folder + "/" + name)
    }
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return }
    while let relative = walker.nextObject() as? String {
      let name = (relative as NSString).lastPathComponent
      if name.contains(".expected.") || name.contains(".actual.") || name.hasSuffix(".diff.png") {
        try? FileManager.default.removeItem(atPath: folder + "/" + relative)
      }
    }
  }
}
