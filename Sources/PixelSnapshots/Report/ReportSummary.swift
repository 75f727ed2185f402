import Foundation

/// A report for machines and CI pages: JUnit XML, a JSON summary and Markdown.
public enum ReportSummary {
  /// The outcomes in the order summaries list them.
  static let order: [ReportEntry.Outcome] = [.failed, .missing, .error, .recorded, .stale, .passed]

  static func sorted(_ entries: [ReportEntry]) -> [ReportEntry] {
    entries.sorted {
      let a = order.firstIndex(of: $0.outcome)!, b = order.firstIndex(of: $1.outcome)!
      return a != b ? a < b : $0.name < $1.name
    }
  }

  /// JUnit XML in Apache Ant's form (the one CI systems show, and its published schema
  /// validates): a test suite per first path component of the names (`screens` for names
  /// without one, the gallery's), a test case per
  /// snapshot; failed, missing and recorded are failures, error is an error, stale is skipped.
  /// Times are 0: snapshots are not timed one by one.
  public static func junit(_ report: Report) -> String {
    let suites = Dictionary(grouping: report.entries) { entry -> String in
      entry.name.contains("/") ? String(entry.name.split(separator: "/")[0]) : "screens"
    }
    func count(_ entries: [ReportEntry], _ outcomes: Set<ReportEntry.Outcome>) -> Int {
      entries.filter { outcomes.contains($0.outcome) }.count
    }
    let failures: Set<ReportEntry.Outcome> = [.failed, .missing, .recorded]
    // The schema's timestamp has no zone: the run's UTC time without its "Z".
    let timestamp = String((report.runs.first?.started ?? "1970-01-01T00:00:00Z").prefix(19))
    let host = escape(report.runs.first?.host ?? "localhost")
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
    for (index, suite) in suites.keys.sorted().enumerated() {
      let entries = suites[suite]!.sorted { $0.name < $1.name }
      xml += "  <testsuite package=\"cellshot\" id=\"\(index)\" name=\"\(escape(suite))\" "
        + "timestamp=\"\(timestamp)\" hostname=\"\(host)\" tests=\"\(entries.count)\" "
        + "failures=\"\(count(entries, failures))\" errors=\"\(count(entries, [.error]))\" "
        + "skipped=\"\(count(entries, [.stale]))\" time=\"0\">\n    <properties/>\n"
      for entry in entries { xml += testCase(entry, suite: suite) }
      xml += "    <system-out/>\n    <system-err/>\n  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
  }

  /// One `<testcase>`: the snapshot's name, its suite, and what went wrong.
  static func testCase(_ entry: ReportEntry, suite: String) -> String {
    let head = "    <testcase name=\"\(escape(entry.name))\" classname=\"\(escape(suite))\" "
      + "time=\"0\""
    let message = escape(entry.message.split(separator: "\n").first.map(String.init) ?? "")
    var body = escape(entry.message)
    if let file = entry.file {
      body += "\n at \(escape(file))" + (entry.line.map { ":\($0)" } ?? "")
    }
    switch entry.outcome {
    case .passed: return head + "/>\n"
    case .stale: return head + ">\n      <skipped message=\"\(message)\"/>\n    </testcase>\n"
    case .error:
      return head + ">\n      <error message=\"\(message)\" type=\"error\">\(body)</error>\n"
        + "    </testcase>\n"
    case .failed, .missing, .recorded:
      return head + ">\n      <failure message=\"\(message)\" type=\"\(entry.outcome.rawValue)\">"
        + body + "</failure>\n    </testcase>\n"
    }
  }

  /// Text in XML: markup escaped, and characters XML 1.0 cannot hold replaced.
  static func escape(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
      default:
        let v = scalar.value
        let allowed = v >= 0x20 && v != 0xFFFE && v != 0xFFFF
        out.unicodeScalars.append(allowed ? scalar : "\u{FFFD}")
      }
    }
    return out
  }

  /// `{"counts": {...}, "total": n, "passed": bool, "runs": [...], "failures": [...]}`.
  public static func json(_ report: Report) -> String {
    struct Summary: Encodable {
      var total: Int
      var passed: Bool
      var counts: [String: Int]
      var runs: [ReportRun]
      var failures: [ReportEntry]
    }
    let counts = report.counts
    let summary = Summary(
      total: report.entries.count, passed: !report.entries.contains(where: \.isFailure),
      counts: Dictionary(uniqueKeysWithValues: ReportEntry.Outcome.allCases.map {
        ($0.rawValue, counts[$0] ?? 0)
      }),
      runs: report.runs, failures: sorted(report.entries.filter(\.isFailure)))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return ((try? encoder.encode(summary)).map { String(decoding: $0, as: UTF8.self) } ?? "{}")
      + "\n"
  }

  /// Markdown for `$GITHUB_STEP_SUMMARY`: the counts, then each snapshot that did not pass
  /// with its first message line and the command that accepts it.
  public static func markdown(_ report: Report) -> String {
    let counts = report.counts
    let failing = sorted(report.entries.filter { $0.outcome != .passed })
    let verdict = failing.contains(where: \.isFailure) ? "changes to review" : "all match"
    var md = "## Snapshots: " + verdict
      + "\n\n| " + ReportEntry.Outcome.allCases.map(\.rawValue).joined(separator: " | ") + " |\n|"
      + String(repeating: "---|", count: ReportEntry.Outcome.allCases.count) + "\n| "
      + ReportEntry.Outcome.allCases.map { "\(counts[$0] ?? 0)" }.joined(separator: " | ") + " |\n"
    if failing.isEmpty { return md }
    md += "\n| snapshot | outcome | what | accept |\n|---|---|---|---|\n"
    for entry in failing.prefix(200) {
      func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
      }
      var what = entry.message.split(separator: "\n").first.map(String.init) ?? ""
      if let differing = entry.differing { what = "\(differing) pixels differ" }
      let accept = entry.accept.map { "`\(cell($0))`" } ?? ""
      md += "| `\(cell(entry.name))` | \(entry.outcome.rawValue) | \(cell(what)) | \(accept) |\n"
    }
    if failing.count > 200 { md += "\n…and \(failing.count - 200) more in the report.\n" }
    return md
  }
}
