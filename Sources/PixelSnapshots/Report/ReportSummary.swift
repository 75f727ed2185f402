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

  /// JUnit XML (the Ant/Jenkins form CI systems show): a test suite per first path component
  /// of the names, a test case per snapshot; failed, missing and recorded are failures, error
  /// is an error, stale is skipped.
  public static func junit(_ report: Report) -> String {
    let suites = Dictionary(grouping: report.entries) { entry -> String in
      entry.name.split(separator: "/").first.map(String.init) ?? entry.name
    }
    func count(_ entries: [ReportEntry], _ outcomes: Set<ReportEntry.Outcome>) -> Int {
      entries.filter { outcomes.contains($0.outcome) }.count
    }
    let failures: Set<ReportEntry.Outcome> = [.failed, .missing, .recorded]
    let all = report.entries
    var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    xml += "<testsuites name=\"cellshot\" tests=\"\(all.count)\" "
      + "failures=\"\(count(all, failures))\" errors=\"\(count(all, [.error]))\" "
      + "skipped=\"\(count(all, [.stale]))\">\n"
    for (index, suite) in suites.keys.sorted().enumerated() {
      let entries = suites[suite]!.sorted { $0.name < $1.name }
      xml += "  <testsuite name=\"\(escape(suite))\" id=\"\(index)\" tests=\"\(entries.count)\" "
        + "failures=\"\(count(entries, failures))\" errors=\"\(count(entries, [.error]))\" "
        + "skipped=\"\(count(entries, [.stale]))\">\n"
      for entry in entries {
        var attributes = "name=\"\(escape(entry.name))\" classname=\"\(escape(suite))\""
        if let file = entry.file { attributes += " file=\"\(escape(file))\"" }
        if let line = entry.line { attributes += " line=\"\(line)\"" }
        let message = escape(entry.message.split(separator: "\n").first.map(String.init) ?? "")
        switch entry.outcome {
        case .passed: xml += "    <testcase \(attributes)/>\n"
        case .stale:
          xml += "    <testcase \(attributes)>\n      <skipped message=\"\(message)\"/>\n"
            + "    </testcase>\n"
        case .error:
          xml += "    <testcase \(attributes)>\n      <error message=\"\(message)\" type=\"error\">"
            + escape(entry.message) + "</error>\n    </testcase>\n"
        case .failed, .missing, .recorded:
          xml += "    <testcase \(attributes)>\n      <failure message=\"\(message)\" "
            + "type=\"\(entry.outcome.rawValue)\">" + escape(entry.message)
            + "</failure>\n    </testcase>\n"
        }
      }
      xml += "  </testsuite>\n"
    }
    return xml + "</testsuites>\n"
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
    var md = "## Snapshots: " + (failing.contains(where: \.isFailure) ? "changes to review" : "all match")
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
